import { formatDuration } from './duration.js'
import type { GateResult, Verdict, WorkflowContext } from './model.js'
import { escapeMarkdown, shorten, toOneLine } from './text.js'

const HEADINGS: Record<Verdict, string> = {
  passed: '✅ Agent certification passed',
  failed: '❌ Agent certification failed',
  'timed-out': '⏱️ Agent certification timed out',
  cancelled: '🚫 Agent certification cancelled',
  started: '▶️ Agent certification started',
  error: '❌ Agent certification could not run'
}

/** The service's fields take at most this much of the summary, which stays a few KiB. */
const SERVICE_FIELDS_BUDGET = 4096
const FIELD_NAME_LIMIT = 60
const FIELD_VALUE_LIMIT = 120

/** Renders the job summary as GitHub-flavoured markdown. Every piece of outside text is escaped. */
export function renderSummary(result: GateResult, context: WorkflowContext): string {
  const lines = [`## ${HEADINGS[result.verdict]}`, '', verdictSentence(result), '']
  lines.push('| | |', '| --- | --- |')
  const row = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== '') lines.push(`| ${name} | ${value} |`)
  }
  row('Project', plain(result.projectId))
  row('Run', plain(result.runId))
  row('Status', strong(result.status))
  row('Elapsed', formatDuration(result.elapsedMs))
  row('Polls', String(result.polls))
  row('Repository', plain(context.repository))
  row('Commit', plain(context.commit?.slice(0, 12)))
  if (context.pullRequest) {
    const label = `#${context.pullRequest.number}`
    row('Pull request', context.pullRequest.url ? link(label, context.pullRequest.url) : escapeMarkdown(label))
  }
  row('Workflow run', context.workflowRunUrl && link('logs', context.workflowRunUrl))

  const fields = serviceFields(result.record)
  if (fields.length > 0) lines.push('', '### Reported by the service', '', ...fields)
  if (result.reason !== undefined) {
    lines.push('', result.failsStep ? '### Why it failed' : '### Note', '', escapeMarkdown(result.reason))
    if (result.hint !== undefined) lines.push('', `**What to do:** ${escapeMarkdown(result.hint)}`)
  }
  return `${lines.join('\n')}\n`
}

function verdictSentence(result: GateResult): string {
  const run = result.runId === undefined ? 'the run' : `run ${strong(result.runId)}`
  const status = strong(result.status ?? 'unknown')
  switch (result.verdict) {
    case 'passed':
      return `The service reported ${status} for ${run}: the attestation report is ready.`
    case 'failed':
      return `The service reported ${status} for ${run}: it ended without an attestation.`
    case 'timed-out':
      return (
        `The timeout ran out while ${run} was still going (last status ${status}); it goes on at the service.` +
        (result.failsStep ? '' : ' The step did not fail because `fail-on-timeout` is false; this run is **not** certified.')
      )
    case 'cancelled':
      return `The job was cancelled while waiting; ${run} goes on at the service.`
    case 'started':
      return `Started ${run} and did not wait for it (\`wait: false\`); it is **not** certified yet.`
    case 'error':
      return 'The gate stopped before the service gave a verdict.'
  }
}

/** The run record's scalar fields (nested objects one level down), as many as fit the budget. */
function serviceFields(record: Record<string, unknown> | undefined): string[] {
  if (record === undefined) return []
  const entries: Array<[string, unknown]> = []
  for (const [key, value] of Object.entries(record)) {
    if (key === 'run_id' || key === 'status') continue
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [innerKey, innerValue] of Object.entries(value)) entries.push([`${key}.${innerKey}`, innerValue])
    } else {
      entries.push([key, value])
    }
  }
  const scalars = entries.filter(([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value))
  if (scalars.length === 0) return []
  const rows = ['| Field | Value |', '| --- | --- |']
  let size = 0
  let shown = 0
  for (const [key, value] of scalars) {
    const line = `| ${escapeMarkdown(shorten(toOneLine(key), FIELD_NAME_LIMIT))} | ${renderValue(value)} |`
    if (size + line.length > SERVICE_FIELDS_BUDGET) break
    rows.push(line)
    size += line.length
    shown += 1
  }
  if (shown < scalars.length) rows.push('', `${scalars.length - shown} more field(s) are in the \`run\` output.`)
  return rows
}

function plain(text: string | undefined): string | undefined {
  return text === undefined ? undefined : escapeMarkdown(shorten(text, FIELD_VALUE_LIMIT))
}

function renderValue(value: unknown): string {
  if (typeof value === 'string' && /^https:\/\//i.test(value)) {
    const href = safeHref(value)
    if (href !== undefined) return link(shorten(value, FIELD_VALUE_LIMIT), href)
  }
  return escapeMarkdown(shorten(toOneLine(String(value)), FIELD_VALUE_LIMIT))
}

/** An id or status, bold. Not a code span: entities are not decoded there, and a backtick could end it. */
function strong(text: string | undefined): string | undefined {
  return text === undefined ? undefined : `**${escapeMarkdown(shorten(text, FIELD_VALUE_LIMIT))}**`
}

function link(text: string, url: string): string {
  const href = safeHref(url)
  return href === undefined ? escapeMarkdown(text) : `[${escapeMarkdown(text)}](${href})`
}

/** An https URL as a markdown link target, or undefined when it is not one. */
function safeHref(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined
  return parsed.href.replace(/[()|<>[\]\s"'`]/g, character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
}
