import { formatDuration } from '../../lib/duration.js'
import type { GitHubContext } from '../../github/context.js'
import { FAILED_STATUSES, normalizeStatus } from '../run-status.js'
import { gateLabel, type CertificationSeen, type GateResult, type StepResult, type Verdict } from '../results.js'
import { codeSpan, escapeMarkdown, escapeProse, quotedValue, shorten, toOneLine, shortSha } from '../../lib/text.js'
import { STOP, walkJson } from '../../lib/walk.js'
import { explanationOf } from '../../lib/json.js'
import { appendToSummary, link, safeHref } from '../../action/markdown.js'
import { outcomeText, readingsText, regressionText } from '../../policy/report.js'
import type { GatePublisher } from './context.js'
import { reasonText } from '../certified/reasons.js'

const VERDICT_ICON: Record<Verdict, string> = {
  passed: '✅',
  failed: '❌',
  'timed-out': '⏱️',
  cancelled: '🚫',
  started: '▶️',
  error: '❌'
}

const VERDICT_WORDS: Record<Verdict, string> = {
  passed: 'agent certification passed',
  failed: 'agent certification failed',
  'timed-out': 'agent certification timed out',
  cancelled: 'agent certification cancelled',
  started: 'agent certification started, not judged',
  error: 'agent certification could not run'
}

/** One gate's service fields take at most this much of the summary, which stays a few KiB. */
const SERVICE_FIELDS_BUDGET = 4096
/**
 * The whole summary stays under this many characters, so that it fits a pull-request comment
 * (at most 65,536) with room for the marker, whatever the number of gates.
 */
export const SUMMARY_BUDGET = 60_000
/** Gate names a heading lists before it counts the rest. */
const HEADING_NAMES = 5
/** Nested fields are shown this many levels down (`a.b.c`); deeper ones are left to the `run` output. */
const SERVICE_FIELDS_DEPTH = 3
/** Fields looked at before the rest are only counted. */
const MAX_FIELDS_READ = 500
/** A list of objects shows this many items, each with at most this many scalar fields, in at most this many characters. */
const LIST_ITEMS_SHOWN = 3
const ITEM_FIELDS_SHOWN = 4
const LIST_TEXT_LIMIT = 400
const FIELD_NAME_LIMIT = 60
const FIELD_VALUE_LIMIT = 120

/**
 * Renders the job summary as GitHub-flavoured markdown, for a person scanning a pull request:
 * the verdict and why first, then the policy, one table, the commit, and what the service
 * reported. With several gates: one table with a row per gate, then each gate's details, as
 * many as fit. Every piece of outside text is escaped.
 */
export function renderSummary(step: StepResult, context: GitHubContext): string {
  if (step.gates.length > 1) return renderSeveral(step, context)
  // No gate when the inputs were bad: the step's own result stands in for one.
  const gate: GateResult = { ...(step.gates[0] ?? { elapsedMs: step.elapsedMs, polls: 0 }), ...step }
  const lines = [`## ${heading(gate)}`, '', ...verdictAndWhy(gate, false, context)]
  // One gate: its run, status and pass-if are said above, each once; what is left is how long it took.
  const timing = step.gates.length === 1 ? timingLine(step.gates[0]) : undefined
  if (timing !== undefined) lines.push('', timing)
  const commit = commitSentence(context)
  if (commit !== undefined) lines.push('', commit)
  lines.push(...serviceFieldsSection(gate, SERVICE_FIELDS_BUDGET, false))
  return `${lines.join('\n')}\n`
}

function renderSeveral(step: StepResult, context: GitHubContext): string {
  const notPassed = step.gates.filter(gate => gate.verdict !== 'passed')
  // The heading names the gates a person must act on; with none, the ones that passed.
  const named = (notPassed.length === 0 ? step.gates : notPassed).map(gate => escapeMarkdown(shorten(gateLabel(gate), 60)))
  const listed =
    named.length > HEADING_NAMES ? `${named.slice(0, HEADING_NAMES).join(', ')} and ${named.length - HEADING_NAMES} more` : named.join(', ')
  // "failed" only for verdicts the runs earned; an error or a service outage did not pass, it did not fail.
  const failedOnly = notPassed.every(gate => gate.verdict === 'failed')
  const count =
    notPassed.length === 0
      ? `${step.gates.length} of ${step.gates.length} passed (${listed})`
      : `${notPassed.length} of ${step.gates.length} ${failedOnly ? 'failed' : 'did not pass'}: ${listed}`
  // Each gate's reason and what to do are said once, in its own section below: not again here.
  const lines = [`## ${VERDICT_ICON[step.verdict]} Agent certification: ${count}`, '']
  lines.push(...gateTable(step.gates), '')
  const commit = commitSentence(context)
  if (commit !== undefined) lines.push(commit, '')
  // Gates that did not pass come first: they are what a person came to read.
  const ordered = [...step.gates.filter(gate => gate.verdict !== 'passed'), ...step.gates.filter(gate => gate.verdict === 'passed')]
  const fieldsBudget = Math.min(SERVICE_FIELDS_BUDGET, Math.floor(SUMMARY_BUDGET / 2 / step.gates.length))
  let size = lines.join('\n').length
  let shown = 0
  for (const gate of ordered) {
    const section = [
      '',
      `### ${heading(gate)}`,
      '',
      ...verdictAndWhy(gate, true, context),
      ...serviceFieldsSection(gate, fieldsBudget, true)
    ].join('\n')
    if (size + section.length > SUMMARY_BUDGET - 500) break
    lines.push(section)
    size += section.length
    shown += 1
  }
  if (shown < ordered.length) {
    lines.push(
      '',
      `The details of ${ordered.length - shown} more gate(s) are left out here, to stay within GitHub's size limit for a comment. ` +
        `The table above has each gate's verdict; ${WHOLE_RECORD.several}.`
    )
  }
  return `${lines.join('\n').trim()}\n`
}

/** A gate's verdict sentence, then why, what to do, where to look and the policy line. */
function verdictAndWhy(gate: GateResult, compact: boolean, context: GitHubContext): string[] {
  const lines = [verdictSentence(gate)]
  // An outage is said in the sentence above, and what to do about it below: the service's words
  // and the status are not repeated, and the gate's hint (for the log) gives way to the link.
  if (gate.serviceFailing !== undefined) return [...lines, '', outageAdvice(gate, context)]
  // A verdict pass-if reached is said once: the sentence above (and the policy line below, when
  // the sentence did not already give the bar) carry the expression, what it gave and the values it read.
  const saidByPolicy = gate.policy !== undefined && (gate.verdict === 'failed' || gate.verdict === 'error')
  // A run that ended with a failure status: the sentence above says which, and what the service said.
  const saidByStatus = failureStatusSaid(gate) !== undefined
  if (gate.reason !== undefined && !saidByPolicy && !saidByStatus && !(compact && gate.verdict === 'passed'))
    lines.push('', `**${gate.failsStep ? 'Why' : 'Note'}:** ${escapeProse(gate.reason)}`)
  // The link is given once, as a link, on the line below: the hint's copy of it points there.
  const hint = gate.lookAt !== undefined ? gate.hint?.split(gate.lookAt).join('the link below') : gate.hint
  if (hint !== undefined) lines.push('', `**What to do:** ${escapeProse(hint)}`)
  if (gate.lookAt !== undefined) lines.push('', `**Where to look:** ${link(gate.lookAt, gate.lookAt)}`)
  lines.push(...foundLines(gate))
  if (gate.policy !== undefined && failedBar(gate) === undefined) lines.push('', policyLine(gate.policy))
  if (gate.base !== undefined) lines.push('', baseLine(gate.base))
  if (gate.notReused !== undefined)
    lines.push('', `**Reuse:** no certification of this commit was reused: ${escapeMarkdown(reasonText(gate.notReused))}.`)
  if (gate.notCarried !== undefined)
    lines.push('', `**Paths:** nothing was carried forward: ${escapeMarkdown(reasonText(gate.notCarried))}.`)
  return lines
}

/** What the service said of a run that ended with a failure status (its record's message), or undefined. */
function failureStatusSaid(result: GateResult): string | undefined {
  const { record, status } = result
  if (result.verdict !== 'failed' || record === undefined || status === undefined || !FAILED_STATUSES.has(normalizeStatus(status))) {
    return undefined
  }
  return explanationOf(record)
}

/** The README's answer on an outage: who may merge past the check, and what not to do. */
const OUTAGE_ANCHOR = 'what-happens-when-the-service-or-github-is-down'

/**
 * What to do when the service kept failing: nothing in the change; re-run once it is back, or the
 * break-glass, linked where the runner says which action this is, named otherwise. Never "raise
 * timeout": in an outage a longer wait only holds the runner longer.
 */
function outageAdvice(gate: GateResult, context: GitHubContext): string {
  const goesOn =
    gate.runId === undefined ? '' : ` Run ${strong(gate.runId)} goes on at the service: a later step can wait for it with \`run-id\`.`
  const breakGlass =
    context.actionReadmeUrl === undefined
      ? 'the break-glass (the gate\'s README, "What happens when the service (or GitHub) is down?")'
      : `the ${link('break-glass', `${context.actionReadmeUrl}#${OUTAGE_ANCHOR}`)}`
  const failing = gate.serviceFailing
  const checkAddress =
    failing !== undefined && 'unreachable' in failing
      ? ` If the service is up, check the host and port of \`base-url\` (${codeSpan(failing.baseUrl)}), and any proxy in between.`
      : ''
  return (
    `**What to do:** nothing in the change needs fixing. Re-run the job when the service is back.${goesOn} ` +
    `If the outage outlasts what a merge can wait, use ${breakGlass}.${checkAddress}`
  )
}

/**
 * The bar a failed `pass-if` missed, with the number, for the first sentence: `run.trust_score 72,
 * needs ≥ 80` when the expression compares one field with a number, else the values it read and
 * the expression. Undefined unless pass-if gave false with no drop against the base to say instead.
 */
function failedBar(gate: GateResult): string | undefined {
  const { policy } = gate
  if (gate.verdict !== 'failed' || policy === undefined || policy.outcome !== 'false' || regressionText(policy) !== undefined)
    return undefined
  const simple = /^\s*([A-Za-z_][\w.]*)\s*(>=|<=|>|<|==|!=)\s*(-?\d+(?:\.\d+)?)\s*$/.exec(policy.expression)
  const reading = simple === null ? undefined : policy.readings.find(read => read.path === simple[1])
  if (simple !== null && reading !== undefined) {
    return `**${escapeMarkdown(`${reading.path} ${reading.value}, needs ${COMPARISON_WORDS[simple[2]]} ${simple[3]}`)}**`
  }
  const read = readingsText(policy)
  const bar = codeSpan(shorten(toOneLine(policy.expression), 300))
  return read === '' ? `\`pass-if\` ${bar} is false` : `**${escapeMarkdown(read)}**, against \`pass-if\` ${bar}`
}

const COMPARISON_WORDS: Record<string, string> = { '>=': '≥', '<=': '≤', '>': '>', '<': '<', '==': '=', '!=': '≠' }

/** What `base` was: the base commit's certification, or why there was none (then an empty map). */
function baseLine(base: NonNullable<GateResult['base']>): string {
  const commit = base.commit === undefined ? undefined : `${codeSpan(shortSha(base.commit))}`
  if (base.certification !== undefined) {
    const of = (base.counted ?? 1) > 1 ? `the first of ${base.counted} certifications` : 'the certification'
    if (base.ancestorOf !== undefined) {
      const { behind } = base.ancestorOf
      const baseCommit = `${codeSpan(shortSha(base.ancestorOf.commit))}`
      return `**Base:** compared with ${certificationText(base.certification)}, ${of} of ${commit ?? ''}, ${behind} commit${behind === 1 ? '' : 's'} behind base commit ${baseCommit}, which has none: its newest certified first-parent ancestor.`
    }
    return `**Base:** compared with ${certificationText(base.certification)}, ${of} of base commit ${commit ?? ''}.`
  }
  const why = escapeMarkdown(base.why === undefined ? 'none was found' : reasonText(base.why))
  // A list that could not be read, or certifications that do not count, are not "no certification":
  // pass-if compared with nothing for a reason a person may mend.
  if (base.absence === 'unreadable') {
    const which = commit === undefined ? "the base commit's certification" : `base commit ${commit}`
    return `**Base:** ${which} could not be looked up: ${why}; nothing was compared, so the run was not judged.`
  }
  if (commit === undefined) return `**Base:** no base certification: ${why}; \`base\` was an empty map.`
  if (base.absence === 'unprotected') return `**Base:** not compared with base commit ${commit}: ${why}; \`base\` was an empty map.`
  const counts = base.absence === 'none-counts' ? ' counts here' : ''
  return `**Base:** no certification of the base commit ${commit}${counts} (${why}); \`base\` was an empty map.`
}

/** `run **r-1**, signed 2026-11-24 09:12 UTC by `o/r/.github/workflows/x.yml@refs/heads/main` on `refs/heads/main`, 2h 05m ago`. */
function certificationText(seen: CertificationSeen): string {
  // Code spans: a signer or ref copied from the page is the name itself, for signer-workflow or source-ref.
  const signer = seen.signer === undefined ? '' : ` by ${codeSpan(shorten(seen.signer, 200))}`
  const ref = seen.sourceRef === undefined ? '' : ` on ${codeSpan(shorten(seen.sourceRef, 200))}`
  const when = seen.signedAt.replace('T', ' ').replace(/(:\d\d)?(\.\d+)?Z$/, ' UTC')
  return `run ${strong(seen.runId ?? '?') ?? ''}, signed ${escapeMarkdown(when)}${signer}${ref}, ${formatDuration(seen.ageMs)} ago`
}

/** Where a person finds a whole record: the `run` output for one gate; the job log for several. */
const WHOLE_RECORD = {
  one: 'the `run` output has the whole record',
  several: 'the job log has each run\'s record (group "Run records, one per gate")'
}

function serviceFieldsSection(gate: GateResult, budget: number, compact: boolean): string[] {
  // What is listed above, under "What the service found", is not said again in the table.
  const found = foundList(gate)
  const record = found === undefined || gate.record === undefined ? gate.record : withoutField(gate.record, found.name)
  const fields = serviceFields(record, budget, compact ? WHOLE_RECORD.several : WHOLE_RECORD.one)
  if (fields.length === 0) return []
  return ['', compact ? '**Reported by the service:**' : '### Reported by the service', '', ...fields]
}

/** Names the project (or the run), so that two gates' summaries and comments never look the same. */
function heading(result: GateResult): string {
  // An error after the service gave a status is a run the gate reached but could not judge.
  const words =
    result.serviceFailing !== undefined
      ? `not judged, the service ${'unreachable' in result.serviceFailing ? 'could not be reached' : 'kept failing'}`
      : result.verdict === 'error' && result.status !== undefined
        ? 'agent certification reached no verdict'
        : result.verdict === 'passed'
          ? `${VERDICT_WORDS.passed}${result.reused === undefined ? '' : result.carriedFrom === undefined ? ', reused' : ', carried forward'}${notCompared(result.base)}`
          : VERDICT_WORDS[result.verdict]
  const named = result.projectId !== undefined || result.runId !== undefined
  const title = named
    ? `${escapeMarkdown(shorten(gateLabel(result), FIELD_VALUE_LIMIT))}: ${words}`
    : words[0].toUpperCase() + words.slice(1)
  return `${VERDICT_ICON[result.verdict]} ${title}`
}

/**
 * `, not compared: the base commit has no certification`: a pass where pass-if names base and had
 * none to compare with says so in its heading, so that nobody reads it as a pass against the base.
 */
function notCompared(base: GateResult['base']): string {
  if (base === undefined || base.record !== undefined) return ''
  if (base.absence === 'unprotected') return `, not compared: ${escapeMarkdown(base.why === undefined ? '' : reasonText(base.why))}`
  const why =
    base.commit === undefined
      ? 'there is no base commit'
      : base.absence === 'none-counts'
        ? 'no certification of the base commit counts here'
        : 'the base commit has no certification'
  return `, not compared: ${why}`
}

/** What a reused certification was of: this commit, or the same tree on another commit (GitHub said so). */
function reusedOf(result: GateResult): string {
  const byTree = result.reusedByTree
  if (byTree === undefined) return 'this commit'
  const commit = byTree.commit === undefined ? 'another commit' : `commit ${codeSpan(shortSha(byTree.commit))}`
  return `${commit}, whose tree ${codeSpan(shortSha(byTree.tree))} is this commit's (the same files, as GitHub says)`
}

/** What a carried pass did not certify: the files that changed outside `paths`, the first few and how many more. */
function outsidePathsText(carried: NonNullable<GateResult['carriedFrom']>): string {
  const named = carried.outsidePaths ?? []
  const count = carried.outsidePathsCount ?? named.length
  if (count === 0) return ' No file changed since.'
  const more = count > named.length ? ` and ${count - named.length} more` : ''
  return ` Changed since, outside \`paths\`, and not certified: ${named.map(file => codeSpan(shorten(file, 120))).join(', ')}${more}.`
}

/** The content-certified certification a reused one rests on, when it was itself signed again. */
function restsOnText(seen: CertificationSeen): string {
  const { restsOn } = seen
  if (restsOn === undefined) return ''
  const commit = restsOn.commit === undefined ? 'another commit' : `commit ${codeSpan(shortSha(restsOn.commit))}`
  const ref = restsOn.sourceRef === undefined ? '' : ` signed on ${codeSpan(shorten(restsOn.sourceRef, 200))}`
  return restsOn.carried
    ? ` It was itself carried forward by \`paths\`: it rests on the certification of ${commit}${ref}, made by a run on that content.`
    : ` It was itself reused by tree: it rests on the certification of ${commit}${ref}, made by a run on the same files.`
}

/** The service, not the agent, ended the gate: it kept failing until the timeout, or could not be reached. */
function outageSentence(result: GateResult, failing: NonNullable<GateResult['serviceFailing']>): string {
  const run = result.runId === undefined ? 'the run' : `run ${strong(result.runId)}`
  const last = result.status === undefined ? '' : ` (${run} was last seen ${statusShown(result.status)})`
  if ('unreachable' in failing) {
    return (
      `**The service at ${codeSpan(failing.baseUrl)} could not be reached**, and may be down${last}: not this change, and not the agent. ` +
      `What the connection met: ${escapeProse(failing.unreachable)}`
    )
  }
  const answer = `HTTP ${failing.status}${failing.said === undefined ? '' : `: ${escapeMarkdown(shorten(failing.said, 200))}`}`
  const notFailed = result.failsStep ? '' : ' The step did not fail because `fail-on-timeout` is false; this run is **not** certified.'
  return `**The service at ${codeSpan(failing.baseUrl)} kept failing** (${answer}) until the timeout${last}: not this change, and not the agent.${notFailed}`
}

function verdictSentence(result: GateResult): string {
  const run = result.runId === undefined ? 'the run' : `run ${strong(result.runId)}`
  const status = statusShown(result.status)
  if (result.serviceFailing !== undefined) return outageSentence(result, result.serviceFailing)
  switch (result.verdict) {
    case 'passed':
      if (result.reused !== undefined && result.carriedFrom !== undefined) {
        const { commit, behind } = result.carriedFrom
        const back = behind === undefined || behind === 0 ? '' : ` (${behind} first parent${behind === 1 ? '' : 's'} back)`
        return (
          `**Carried forward** the certification of commit ${codeSpan(shortSha(commit))}${back}, made by a run on its content, by ${certificationText(result.reused)}: ` +
          `nothing under \`paths\` changed since, so no run was started` +
          (result.policy === undefined ? '.' : ', and `pass-if` is true for its run now.') +
          outsidePathsText(result.carriedFrom)
        )
      }
      if (result.reused !== undefined) {
        return (
          `**Reused** the certification of ${reusedOf(result)} by ${certificationText(result.reused)}: no run was started` +
          (result.policy === undefined ? '.' : ', and `pass-if` is true for its run now.') +
          restsOnText(result.reused)
        )
      }
      return result.policy === undefined
        ? `The service reported ${status} for ${run}: the attestation report is ready.`
        : `The service reported ${status} for ${run}, and \`pass-if\` is true.`
    case 'failed': {
      if (result.policy === undefined) {
        // The service's own words lead: they say what to fix.
        const said = failureStatusSaid(result)
        return said === undefined
          ? `The service reported ${status} for ${run}: it ended without an attestation.`
          : `The service reported ${status} for ${run}: **${escapeMarkdown(said)}**. It ended without an attestation.`
      }
      const bar = failedBar(result)
      if (bar !== undefined)
        return `${bar}: the agent does not meet the team's bar (\`pass-if\` is false for ${run}, which the service reported ${status}).`
      // A drop against the base said plainly, before the expression that judged it.
      const regression = regressionText(result.policy)
      return regression === undefined
        ? `The service reported ${status} for ${run}, but \`pass-if\` is false: the agent does not meet the team's bar.`
        : `The service reported ${status} for ${run}, but ${escapeMarkdown(regression)}: \`pass-if\` is false.`
    }
    case 'timed-out':
      return (
        `The timeout ran out while ${run} was still going (last status ${status}); it goes on at the service.` +
        (result.failsStep ? '' : ' The step did not fail because `fail-on-timeout` is false; this run is **not** certified.')
      )
    case 'cancelled':
      return `The job was cancelled while waiting; ${run} goes on at the service.`
    case 'started':
      return `The step did not wait for a verdict on ${run} (\`wait: false\`): it is **not** certified yet.`
    case 'error':
      if (result.status === undefined) return 'The gate stopped before the service gave a verdict.'
      if (result.policy !== undefined)
        return `The service reported ${status} for ${run}, but \`pass-if\` ${escapeMarkdown(outcomeText(result.policy, { detail: false }))}.`
      return `The gate could not reach a verdict on ${run} (last status ${status}).`
  }
}

/** The status as the gate compared it, bold, and as the service sent it when that differs. */
function statusShown(status: string | undefined): string {
  if (status === undefined) return strong('unknown') ?? ''
  const normalized = normalizeStatus(status)
  const sent = normalized === status ? '' : ` (as the service sent it: ${escapeMarkdown(quotedValue(status))})`
  return `${strong(normalized)}${sent}`
}

/**
 * `**Policy:** \`pass-if\` run.trust_score >= 80 (run.trust_score = 72).`: the bar and what it read.
 * A true, false or other value is the verdict sentence's to say; why it could not be evaluated
 * (or ran out of time) is said here, the sentence naming only that it could not.
 */
function policyLine(policy: NonNullable<GateResult['policy']>): string {
  const read = readingsText(policy)
  const said = policy.outcome === 'error' || policy.outcome === 'stopped' ? ` ${policyOutcome(policy)}` : ''
  return `**Policy:** \`pass-if\` ${escapeMarkdown(shorten(toOneLine(policy.expression), 300))}${said}${
    read === '' ? '' : ` (${escapeMarkdown(read)})`
  }.`
}

/** What pass-if gave, in bold: `**is false**`, `**could not be evaluated: …**`. */
function policyOutcome(policy: NonNullable<GateResult['policy']>): string {
  return `**${escapeMarkdown(outcomeText(policy))}**`
}

/**
 * One row per gate, with a real header row: each verdict marked at a glance, and, where any gate
 * has a pass-if, the values it read beside the bar.
 */
function gateTable(results: readonly GateResult[]): string[] {
  const withPolicy = results.some(result => result.policy !== undefined)
  const rows = results.map(result => {
    const cells = [
      plain(result.projectId) ?? '–',
      result.reused === undefined ? (plain(result.runId) ?? '–') : `${plain(result.runId) ?? '–'} (reused)`,
      strong(result.status) ?? '–',
      `${VERDICT_ICON[result.verdict]} ${result.verdict}`,
      formatDuration(result.elapsedMs),
      String(result.polls)
    ]
    if (withPolicy) cells.push(policyCell(result.policy))
    return `| ${cells.join(' | ')} |`
  })
  const header = ['Project', 'Run', 'Status', 'Verdict', 'Elapsed', 'Polls', ...(withPolicy ? ['pass-if read'] : [])]
  return [`| ${header.join(' | ')} |`, `|${' --- |'.repeat(header.length)}`, ...rows]
}

/** `**Elapsed:** 2m 05s, 13 polls.`: for a run waited for; nothing for a pass that started none. */
function timingLine(gate: GateResult): string | undefined {
  if (gate.reused !== undefined || gate.runId === undefined) return undefined
  return `**Elapsed:** ${formatDuration(gate.elapsedMs)}, ${gate.polls} poll${gate.polls === 1 ? '' : 's'}.`
}

/** The values pass-if read, and what it gave: `run.trust_score = 72 → false`. */
function policyCell(policy: GateResult['policy']): string {
  if (policy === undefined) return '–'
  const read = readingsText(policy)
  const gave =
    policy.outcome === 'value'
      ? (policy.detail ?? '')
      : policy.outcome === 'stopped'
        ? 'ran out of time'
        : policy.outcome === 'error'
          ? 'error'
          : policy.outcome
  return escapeMarkdown(shorten(`${read === '' ? '' : `${read} → `}${gave}`, FIELD_VALUE_LIMIT))
}

/**
 * The commit the workflow ran for, honestly: the API cannot name a commit, so the service
 * certifies the repository as it clones it when the run starts.
 */
function commitSentence(context: GitHubContext): string | undefined {
  const parts: string[] = []
  const { commit, repository } = context
  if (commit !== undefined) {
    const label = shortSha(commit.sha)
    const shown = repository === undefined ? escapeMarkdown(label) : link(label, `${context.serverUrl}/${repository}/commit/${commit.sha}`)
    const whose =
      commit.source === 'pull-request-head' && context.pullRequest !== undefined
        ? `, the head of pull request ${pullRequestLink(context)}`
        : commit.source === 'merge-group-head'
          ? ', the head of a merge-queue entry'
          : ''
    parts.push(
      `This workflow ran for commit ${shown}${whose}. The service certifies the repository as it clones it when the run starts; the API cannot name a commit.`
    )
  } else if (context.pullRequest !== undefined) {
    parts.push(`This workflow ran for pull request ${pullRequestLink(context)}.`)
  }
  if (context.workflowRunUrl !== undefined) parts.push(`${link('Workflow run logs', context.workflowRunUrl)}.`)
  return parts.length === 0 ? undefined : parts.join(' ')
}

function pullRequestLink(context: GitHubContext): string {
  const label = `#${context.pullRequest?.number ?? ''}`
  return context.pullRequest?.url === undefined ? escapeMarkdown(label) : link(label, context.pullRequest.url)
}

/**
 * The run record's fields beside run_id and status, nested ones flattened (`a.b.c`) down to a
 * fixed depth, as many as fit the budget; what is left out is counted and pointed to.
 */
function serviceFields(record: Record<string, unknown> | undefined, budget: number, whole: string): string[] {
  if (record === undefined) return []
  const entries: Array<[string, unknown]> = []
  let deeper = 0
  // Bounded: a record thousands of levels deep, or with thousands of fields, costs no more than a small one.
  const { notVisited } = walkJson(record, '', ({ key, value, depth, parent }) => {
    if (depth === 1 && (key === 'run_id' || key === 'status')) return undefined
    const path = parent === '' ? key : `${parent}.${key}`
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      if (depth < SERVICE_FIELDS_DEPTH) return path
      deeper += 1
      return undefined
    }
    entries.push([path, value])
    return entries.length < MAX_FIELDS_READ ? undefined : STOP
  })
  if (entries.length === 0 && deeper === 0) return []
  const rows = ['| Field | Value |', '| --- | --- |']
  let size = 0
  let shown = 0
  for (const [key, value] of entries) {
    const line = `| ${escapeMarkdown(shorten(toOneLine(key), FIELD_NAME_LIMIT))} | ${renderValue(value)} |`
    if (size + line.length > budget) break
    rows.push(line)
    size += line.length
    shown += 1
  }
  const leftOut = entries.length - shown + notVisited
  const notes = [
    leftOut > 0 ? `${leftOut} more field(s)` : undefined,
    deeper > 0 ? `${deeper} object(s) nested more than ${SERVICE_FIELDS_DEPTH} levels deep` : undefined
  ].filter(note => note !== undefined)
  if (notes.length > 0) rows.push('', `${notes.join(' and ')} are left out here; ${whole}.`)
  return rows
}

function plain(text: string | undefined): string | undefined {
  return text === undefined ? undefined : escapeMarkdown(shorten(text, FIELD_VALUE_LIMIT))
}

function renderValue(value: unknown): string {
  if (typeof value === 'string' && /^https:\/\//i.test(value) && safeHref(value) !== undefined) {
    return link(shorten(value, FIELD_VALUE_LIMIT), value)
  }
  if (Array.isArray(value)) {
    const scalars = value.every(item => item === null || ['string', 'number', 'boolean'].includes(typeof item))
    if (scalars)
      return escapeMarkdown(shorten(toOneLine(value.map(String).join(', ')), FIELD_VALUE_LIMIT)) || escapeMarkdown('(empty list)')
    // A list of findings is what a reviewer most wants to see: its first items, the rest counted.
    const items = value.slice(0, LIST_ITEMS_SHOWN).map(listItemText)
    const more = value.length > LIST_ITEMS_SHOWN ? `; and ${value.length - LIST_ITEMS_SHOWN} more` : ''
    return escapeMarkdown(shorten(toOneLine(`${items.join('; ')}${more}`), LIST_TEXT_LIMIT))
  }
  return escapeMarkdown(shorten(toOneLine(String(value)), FIELD_VALUE_LIMIT))
}

/**
 * A failed run's first list of objects in its record (its findings, whatever the service calls
 * them: the API does not say), which a person reads first; undefined when there is none.
 */
function foundList(gate: GateResult): { name: string; items: unknown[] } | undefined {
  if (gate.verdict !== 'failed' || gate.record === undefined) return undefined
  const entry = Object.entries(gate.record).find(
    ([, value]) =>
      Array.isArray(value) && value.length > 0 && value.every(item => item !== null && typeof item === 'object' && !Array.isArray(item))
  )
  return entry === undefined ? undefined : { name: entry[0], items: entry[1] as unknown[] }
}

/** `**What the service found** (`findings`, 3 of 4):` and its first items, each on a line of its own. */
function foundLines(gate: GateResult): string[] {
  const found = foundList(gate)
  if (found === undefined) return []
  const { name, items } = found
  const count = items.length > LIST_ITEMS_SHOWN ? `, ${LIST_ITEMS_SHOWN} of ${items.length}` : ''
  return [
    '',
    `**What the service found** (${codeSpan(shorten(name, FIELD_NAME_LIMIT))}${count}):`,
    '',
    ...items.slice(0, LIST_ITEMS_SHOWN).map(item => `- ${escapeMarkdown(shorten(toOneLine(listItemText(item)), LIST_TEXT_LIMIT))}`)
  ]
}

function withoutField(record: Record<string, unknown>, name: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== name))
}

/** An item of a list: itself when it is a scalar; its first scalar fields when it is an object. */
function listItemText(item: unknown): string {
  if (item === null || typeof item !== 'object') return String(item)
  if (Array.isArray(item)) return `a list of ${item.length}`
  const fields = Object.entries(item)
  const shown = fields.filter(([, field]) => field === null || typeof field !== 'object').slice(0, ITEM_FIELDS_SHOWN)
  const rest = fields.length - shown.length
  return `${shown.map(([name, field]) => `${name}: ${String(field)}`).join(', ')}${rest > 0 ? ` (${rest} more field(s))` : ''}`
}

/** An id or status, bold. Not a code span: entities are not decoded there, and a backtick could end it. */
function strong(text: string | undefined): string | undefined {
  return text === undefined ? undefined : `**${escapeMarkdown(shorten(text, FIELD_VALUE_LIMIT))}**`
}

/**
 * Appends the job summary to the file the runner names; outside a runner there is none.
 * Appended directly: `core.summary` remembers the first file it saw for the life of the process.
 */
export const summaryPublisher: GatePublisher = {
  what: 'the job summary',
  publish({ markdown }) {
    appendToSummary(markdown)
  }
}
