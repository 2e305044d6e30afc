/**
 * What the summary says when the service, not the agent, ended the gate (it kept failing, or could
 * not be reached) and what to do then; and a status as the summary shows it.
 */
import type { GitHubContext } from '../../github/context.js'
import { codeSpan, escapeMarkdown, escapeProse, quotedValue, shorten } from '../../lib/text.js'
import { link } from '../../action/markdown.js'
import { normalizeStatus } from '../../service/run-status.js'
import { namedRun, type GateResult } from '../results.js'
import { strong } from './service-fields.js'

/** The README's answer on an outage: who may merge past the check, and what not to do. */
const OUTAGE_ANCHOR = 'what-happens-when-the-service-or-github-is-down'

/**
 * What to do when the service kept failing: nothing in the change; re-run once it is back, or the
 * break-glass, linked where the runner says which action this is, named otherwise. Never "raise
 * timeout": in an outage a longer wait only holds the runner longer.
 */
export function outageAdvice(gate: GateResult, context: GitHubContext): string {
  const runId = namedRun(gate)?.runId
  const goesOn =
    runId === undefined
      ? ''
      : ` Run ${strong(runId)} goes on at the service: a later step can wait for it with \`run-id\`.`
  const breakGlass =
    context.actionReadmeUrl === undefined
      ? 'the break-glass (the gate\'s README, "What happens when the service (or GitHub) is down?")'
      : `the ${link('break-glass', `${context.actionReadmeUrl}#${OUTAGE_ANCHOR}`)}`
  const failing = gate.serviceFailing
  const checkAddress =
    failing !== undefined && 'unreachable' in failing
      ? ` If the service is up, check the host and port of \`base-url\` (${codeSpan(failing.baseUrl)}), and any ` +
        `proxy in between.`
      : ''
  return (
    `**What to do:** nothing in the change needs fixing. Re-run the job when the service is back.${goesOn} ` +
    `If the outage outlasts what a merge can wait, use ${breakGlass}.${checkAddress}`
  )
}

/** The service, not the agent, ended the gate: it kept failing until the timeout, or could not be reached. */
export function outageSentence(result: GateResult, failing: NonNullable<GateResult['serviceFailing']>): string {
  const { runId, status } = namedRun(result) ?? {}
  const run = runId === undefined ? 'the run' : `run ${strong(runId)}`
  const last = status === undefined ? '' : ` (${run} was last seen ${statusShown(status)})`
  if ('unreachable' in failing) {
    return (
      `**The service at ${codeSpan(failing.baseUrl)} could not be reached**, and may be down${last}: not this ` +
      `change, and not the agent. ` +
      `What the connection met: ${escapeProse(failing.unreachable)}`
    )
  }
  const answer = `HTTP ${failing.status}${failing.said === undefined ? '' : `: ${escapeMarkdown(shorten(failing.said, 200))}`}`
  const notFailed = result.failsStep
    ? ''
    : ' The step did not fail because `fail-on-timeout` is false; this run is **not** certified.'
  return (
    `**The service at ${codeSpan(failing.baseUrl)} kept failing** (${answer}) until the timeout${last}: not ` +
    `this change, and not the agent.${notFailed}`
  )
}

/** The status as the gate compared it, bold, and as the service sent it when that differs. */
export function statusShown(status: string | undefined): string {
  if (status === undefined) return strong('unknown') ?? ''
  const normalized = normalizeStatus(status)
  const sent = normalized === status ? '' : ` (as the service sent it: ${escapeMarkdown(quotedValue(status))})`
  return `${strong(normalized)}${sent}`
}
