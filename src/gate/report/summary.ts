/**
 * The job summary: the verdict and why first, then the policy, one table, the commit, and what the
 * service reported (service-fields.ts); the certifications a gate read are said by certified-text.ts.
 */
import { formatDuration } from '../../lib/duration.js'
import type { GitHubContext } from '../../github/context.js'
import { endedInFailure } from '../../service/run-status.js'
import { gateLabel, namedRun, several, type GateResult, type StepResult, type Verdict } from '../results.js'
import { atTheMeansText } from '../judge/means.js'
import { recordFieldsRead, simpleBarOf } from '../judge/variables.js'
import type { Comparison } from '../../policy/bars.js'
import { codeSpan, escapeMarkdown, escapeProse, listed, shorten, toOneLine, shortSha } from '../../lib/text.js'
import { explanationOf } from '../../lib/json.js'
import { appendToSummary, link } from '../../action/markdown.js'
import { outcomeText, readingsText, regressionText } from '../../policy/report.js'
import type { GatePublisher } from './context.js'
import { FIELD_VALUE_LIMIT, foundLines, plain, serviceFieldsSection, strong, WHOLE_RECORD } from './service-fields.js'
import { baseLine, notCompared, reusedSentence } from './certified-text.js'
import { reasonText } from '../certified/reasons.js'
import { figuresSection, looksSection, runsSection } from './figures-table.js'
import { trendSection } from './trend-chart.js'
import { outageAdvice, outageSentence, statusShown } from './outage-text.js'

const VERDICT_ICON: Record<Verdict, string> = {
  passed: '✅',
  failed: '❌',
  inconclusive: '⚖️',
  'timed-out': '⏱️',
  cancelled: '🚫',
  started: '▶️',
  error: '❌'
}

const VERDICT_WORDS: Record<Verdict, string> = {
  passed: 'agent certification passed',
  failed: 'agent certification failed',
  inconclusive: 'agent certification not decided (inconclusive)',
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

/**
 * Renders the job summary as GitHub-flavoured markdown, for a person scanning a pull request:
 * the verdict and why first, then the policy, one table, the commit, and what the service
 * reported. With several gates: one table with a row per gate, then each gate's details, as
 * many as fit. Every piece of outside text is escaped.
 */
export function renderSummary(step: StepResult, context: GitHubContext): string {
  if (step.gates.length > 1) return renderSeveral(step, context)
  // No gate when the inputs were bad: the step's own result stands in for one.
  const gate: GateResult = { ...(step.gates[0] ?? { runs: [], elapsedMs: step.elapsedMs, polls: 0 }), ...step }
  const lines = [`## ${heading(gate)}`, '', ...verdictAndWhy(gate, false, context)]
  // One gate: its run, status and pass-if are said above, each once; what is left is how long it took.
  const timing = step.gates.length === 1 ? timingLine(step.gates[0]) : undefined
  if (timing !== undefined) lines.push('', timing)
  const commit = commitSentence(context)
  if (commit !== undefined) lines.push('', commit)
  lines.push(...serviceFieldsSection(gate, SERVICE_FIELDS_BUDGET, false))
  return `${lines.join('\n')}\n`
}

/** One gate's section, as the summary of several says it: its heading, its verdict and why, what to do, its figures. */
export function gateSection(gate: GateResult, context: GitHubContext): string[] {
  return [`### ${heading(gate)}`, '', ...verdictAndWhy(gate, true, context)]
}

function renderSeveral(step: StepResult, context: GitHubContext): string {
  const notPassed = step.gates.filter(gate => gate.verdict !== 'passed')
  // The heading names the gates a person must act on; with none, the ones that passed.
  const named = (notPassed.length === 0 ? step.gates : notPassed).map(gate =>
    escapeMarkdown(shorten(gateLabel(gate), 60))
  )
  const listed =
    named.length > HEADING_NAMES
      ? `${named.slice(0, HEADING_NAMES).join(', ')} and ${named.length - HEADING_NAMES} more`
      : named.join(', ')
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
  const ordered = [
    ...step.gates.filter(gate => gate.verdict !== 'passed'),
    ...step.gates.filter(gate => gate.verdict === 'passed')
  ]
  const fieldsBudget = Math.min(SERVICE_FIELDS_BUDGET, Math.floor(SUMMARY_BUDGET / 2 / step.gates.length))
  let size = lines.join('\n').length
  let shown = 0
  for (const gate of ordered) {
    const section = ['', ...gateSection(gate, context), ...serviceFieldsSection(gate, fieldsBudget, true)].join('\n')
    if (size + section.length > SUMMARY_BUDGET - 500) break
    lines.push(section)
    size += section.length
    shown += 1
  }
  if (shown < ordered.length) {
    lines.push(
      '',
      `The details of ${ordered.length - shown} more gate(s) are left out here, to stay within GitHub's size limit ` +
        `for a comment. ` +
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
  const saidByPolicy =
    gate.policy !== undefined &&
    (gate.verdict === 'failed' || gate.verdict === 'error' || gate.verdict === 'inconclusive')
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
  if (gate.failPolicy !== undefined) lines.push('', policyLine(gate.failPolicy, 'fail-if'))
  if (gate.driftPolicy !== undefined) lines.push('', driftLine(gate.driftPolicy))
  lines.push(...looksSection(gate), ...figuresSection(gate), ...runsSection(gate), ...trendSection(gate))
  if (gate.base !== undefined)
    lines.push('', baseLine(gate.base, recordFieldsRead([gate.policy, gate.failPolicy, gate.driftPolicy])))
  if (gate.notReused !== undefined)
    lines.push(
      '',
      `**Reuse:** no certification of this commit was reused: ${escapeMarkdown(reasonText(gate.notReused))}.`
    )
  if (gate.notCarried !== undefined)
    lines.push('', `**Paths:** nothing was carried forward: ${escapeMarkdown(reasonText(gate.notCarried))}.`)
  return lines
}

/** What the service said of a run that ended with a failure status (its record's message), or undefined. */
function failureStatusSaid(result: GateResult): string | undefined {
  const { record, status } = namedRun(result) ?? {}
  if (result.verdict !== 'failed' || record === undefined || status === undefined || !endedInFailure(status)) {
    return undefined
  }
  return explanationOf(record)
}

/**
 * The bar a failed `pass-if` missed, with the number, for the first sentence: `run.trust_score 72,
 * needs ≥ 80` when the expression compares one field with a number, else the values it read and
 * the expression. Undefined unless pass-if gave false with no drop against the base to say instead.
 */
function failedBar(gate: GateResult): string | undefined {
  const { policy } = gate
  if (
    gate.verdict !== 'failed' ||
    policy === undefined ||
    policy.outcome !== 'false' ||
    regressionText(policy) !== undefined
  )
    return undefined
  const simple = simpleBarOf(policy)
  const reading = simple === undefined ? undefined : policy.readings.find(read => read.path === simple.path.text)
  if (simple !== undefined && reading !== undefined) {
    const needs = `${COMPARISON_WORDS[simple.comparison]} ${simple.written}`
    return `**${escapeMarkdown(`${reading.path} ${reading.value}, needs ${needs}`)}**`
  }
  const read = readingsText(policy)
  const bar = codeSpan(shorten(toOneLine(policy.expression), 300))
  return read === '' ? `\`pass-if\` ${bar} is false` : `**${escapeMarkdown(read)}**, against \`pass-if\` ${bar}`
}

/** Which case a bar on intervals missed is: the mean clears it but the runs cannot show it, or the mean misses it. */
function atMeansSaid({ barAtMeans }: GateResult): string | undefined {
  if (barAtMeans === undefined) return undefined
  const said = atTheMeansText(barAtMeans, escapeMarkdown)
  return barAtMeans.clears ? said : `${said}: the agent does not meet the team's bar`
}

const COMPARISON_WORDS: Record<Comparison, string> = { '>=': '≥', '<=': '≤', '>': '>', '<': '<', '==': '=', '!=': '≠' }

/** Names the project (or the run), so that two gates' summaries and comments never look the same. */
function heading(result: GateResult): string {
  // An error after the service gave a status is a run the gate reached but could not judge.
  const words =
    result.serviceFailing !== undefined
      ? `not judged, the service ${'unreachable' in result.serviceFailing ? 'could not be reached' : 'kept failing'}`
      : result.verdict === 'error' && namedRun(result)?.status !== undefined
        ? 'agent certification reached no verdict'
        : result.verdict === 'passed'
          ? `${VERDICT_WORDS.passed}${result.reused === undefined ? '' : result.carriedFrom === undefined ? ', reused' : ', carried forward'}${notCompared(result.base)}`
          : VERDICT_WORDS[result.verdict]
  const named = result.projectId !== undefined || namedRun(result)?.runId !== undefined
  const title = named
    ? `${escapeMarkdown(shorten(gateLabel(result), FIELD_VALUE_LIMIT))}: ${words}`
    : words[0].toUpperCase() + words.slice(1)
  return `${VERDICT_ICON[result.verdict]} ${title}`
}

/** Runs judged together are named together; one that failed, timed out or was left going, alone. */
function runsNamed(result: GateResult): string {
  const { runId, status } = namedRun(result) ?? {}
  const together =
    several(result.runs) &&
    status !== undefined &&
    ['passed', 'failed', 'inconclusive', 'error'].includes(result.verdict) &&
    !endedInFailure(status) &&
    result.serviceFailing === undefined
  if (together) return `runs ${listed(result.runs.map(taken => strong(taken.runId ?? '?') ?? ''))}`
  return runId === undefined ? 'the run' : `run ${strong(runId)}`
}

function verdictSentence(result: GateResult): string {
  const run = runsNamed(result)
  const status = statusShown(namedRun(result)?.status)
  if (result.serviceFailing !== undefined) return outageSentence(result, result.serviceFailing)
  switch (result.verdict) {
    case 'passed':
      if (result.reused !== undefined) return reusedSentence(result, result.reused)
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
      const atMeans = atMeansSaid(result)
      if (atMeans !== undefined)
        return bar === undefined
          ? `The service reported ${status} for ${run}, but \`pass-if\` is false: ${atMeans}.`
          : `${bar}: ${atMeans}; \`pass-if\` is false for ${run}, which the service reported ${status}.`
      if (bar !== undefined)
        return (
          `${bar}: the agent does not meet the team's bar (\`pass-if\` is false for ${run}, which the service ` +
          `reported ${status}).`
        )
      // A drop against the base said plainly, before the expression that judged it.
      const regression = regressionText(result.policy)
      return regression === undefined
        ? `The service reported ${status} for ${run}, but \`pass-if\` is false: the agent does not meet the team's bar.`
        : `The service reported ${status} for ${run}, but ${escapeMarkdown(regression)}: \`pass-if\` is false.`
    }
    case 'inconclusive':
      return (
        `**Not decided:** the service reported ${status} for ${run}, but neither \`pass-if\` nor \`fail-if\` is ` +
        `true, so the runs cannot tell whether the agent clears the bar (the figures are below).`
      )
    case 'timed-out':
      return (
        `The timeout ran out while ${run} was still going (last status ${status}); it goes on at the service.` +
        (result.failsStep
          ? ''
          : ' The step did not fail because `fail-on-timeout` is false; this run is **not** certified.')
      )
    case 'cancelled':
      return `The job was cancelled while waiting; ${run} goes on at the service.`
    case 'started':
      return `The step did not wait for a verdict on ${run} (\`wait: false\`): it is **not** certified yet.`
    case 'error':
      if (namedRun(result)?.status === undefined) return 'The gate stopped before the service gave a verdict.'
      if (result.policy !== undefined)
        return (
          `The service reported ${status} for ${run}, but \`pass-if\` ` +
          `${escapeMarkdown(outcomeText(result.policy, { detail: false }))}.`
        )
      return `The gate could not reach a verdict on ${run} (last status ${status}).`
  }
}

/**
 * `**Policy:** \`pass-if\` run.trust_score >= 80 (run.trust_score = 72).`: the bar and what it read.
 * A true, false or other value is the verdict sentence's to say; why it could not be evaluated
 * (or ran out of time) is said here, the sentence naming only that it could not.
 */
function policyLine(policy: NonNullable<GateResult['policy']>, name = 'pass-if'): string {
  const read = readingsText(policy)
  const said = policy.outcome === 'error' || policy.outcome === 'stopped' ? ` ${policyOutcome(policy)}` : ''
  return `**Policy:** \`${name}\` ${escapeMarkdown(shorten(toOneLine(policy.expression), 300))}${said}${
    read === '' ? '' : ` (${escapeMarkdown(read)})`
  }.`
}

/** What drift-if gave, said whatever it gave (it decides no verdict), with the values it read. */
function driftLine(policy: NonNullable<GateResult['driftPolicy']>): string {
  const read = readingsText(policy)
  return `**Drift:** \`drift-if\` ${escapeMarkdown(shorten(toOneLine(policy.expression), 300))} ${policyOutcome(policy)}${
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
    const { runId, status } = namedRun(result) ?? {}
    const cells = [
      plain(result.projectId) ?? '–',
      result.reused === undefined ? (plain(runId) ?? '–') : `${plain(runId) ?? '–'} (reused)`,
      strong(status) ?? '–',
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
  if (gate.reused !== undefined || namedRun(gate) === undefined) return undefined
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
    const shown =
      repository === undefined
        ? escapeMarkdown(label)
        : link(label, `${context.serverUrl}/${repository}/commit/${commit.sha}`)
    const whose =
      commit.source === 'pull-request-head' && context.pullRequest !== undefined
        ? `, the head of pull request ${pullRequestLink(context)}`
        : commit.source === 'merge-group-head'
          ? ', the head of a merge-queue entry'
          : ''
    parts.push(
      `This workflow ran for commit ${shown}${whose}. The service certifies the repository as it clones it when the ` +
        `run starts; the API cannot name a commit.`
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
 * Appends the job summary to the file the runner names; outside a runner there is none.
 * Appended directly: `core.summary` remembers the first file it saw for the life of the process.
 */
export const summaryPublisher: GatePublisher = {
  what: 'the job summary',
  publish({ markdown }) {
    appendToSummary(markdown)
  }
}
