/**
 * The drift issue (`drift-issue: true`, on schedule or workflow_dispatch of the default branch; main.ts sets it aside
 * elsewhere): a red night, or `drift-if` true, opens one issue for the project or adds to the one open; a night that
 * passes with drift-if false closes it. An issue is how a team hears of a night nobody watches. Never changes the
 * verdict: anything in the way is one warning. The open issues are listed first, and a list that fails opens none, so
 * a re-run never opens a second.
 */
import { errorMessage } from '../../lib/errors.js'
import { Deadline, systemClock } from '../../lib/runtime.js'
import { asSentence, escapeMarkdown, inertText, shorten } from '../../lib/text.js'
import { ApiError } from '../../http/errors.js'
import type { GitHubCall } from '../../github/api.js'
import {
  closeIssue,
  commentOnIssue,
  makeLabel,
  openIssue,
  openIssuesLabelled,
  sameLogin,
  viewerLogin
} from '../../github/issues.js'
import { PublishError } from '../../action/publish.js'
import { appendToSummary, link } from '../../action/markdown.js'
import { baseRecord, namedRun, several, type GateResult } from '../results.js'
import { recordFieldsRead } from '../judge/variables.js'
import { figureText } from '../../policy/report.js'
import type { GatePublisher, PublishContext } from './context.js'
import { gateSection } from './summary.js'

/** The label every drift issue carries, made when the repository lacks it. */
export const DRIFT_LABEL = 'agent-certification-drift'

/** Every GitHub call of the drift issues together gets this long, after the verdict. */
export const DRIFT_TIMEOUT_MS = 15_000

/** GitHub refuses an issue or comment body longer than this many characters. */
const BODY_LIMIT = 65_536

/** The one open issue of a project's drift is found by this title. */
export function driftTitle(projectId: string): string {
  return `Agent certification drift: ${projectId}`
}

/** What a night does with its project's issue: say it (open one, or add to the open one), close it, or leave it. */
export type DriftAction = { say: string } | { close: string } | { leave: string }

/**
 * What a gate's night means for its issue: not passed, or drift-if true (or not told), is said; a pass with drift-if
 * false closes; a reused pass (no new run) and a cancelled job leave it as it is.
 */
export function driftAction(gate: Pick<GateResult, 'verdict' | 'reused' | 'driftPolicy'>): DriftAction {
  if (gate.verdict === 'cancelled') return { leave: 'the job was cancelled' }
  if (gate.verdict !== 'passed') return { say: `the night's verdict is ${gate.verdict}` }
  if (gate.reused !== undefined) return { leave: 'it passed on a certification reused, with no new run' }
  const drift = gate.driftPolicy
  if (drift === undefined || drift.outcome === 'false') return { close: 'it passed' }
  if (drift.outcome === 'true') return { say: 'it passed, but drift-if is true' }
  return { say: `it passed, but drift-if could not tell (${drift.outcome})` }
}

export const driftIssuePublisher: GatePublisher = {
  what: 'the drift issue',
  publish: reportDrift
}

/** Each gate's night, said in its project's issue; the first failure ends it, as one warning. */
export async function reportDrift(context: PublishContext): Promise<void> {
  const { github, githubApi: api, config, logger, signal, result } = context
  const repository = github.repository
  if (api === undefined || repository === undefined || config?.githubToken === undefined) {
    logger.warning('drift-issue is true, but the repository or github-token is not known here: no issue was written.')
    return
  }
  const deadline = new Deadline(systemClock, DRIFT_TIMEOUT_MS)
  const call = (subject: string): GitHubCall => ({
    subject,
    deadline,
    signal,
    logger,
    random: Math.random,
    forbiddenHint: 'Give the job `permissions: issues: write`, or set drift-issue: false.'
  })
  const said: string[] = []
  const issueLink = (number: number) => link(`#${number}`, `${github.serverUrl}/${repository}/issues/${number}`)
  try {
    // Listed first: a list that cannot be read opens nothing, so a re-run never opens a second issue.
    const viewer = await viewerLogin(api, call('asking GitHub whose token this is'))
    const open = await openIssuesLabelled(api, repository, DRIFT_LABEL, call('listing the open drift issues'))
    for (const gate of result.gates) {
      if (gate.projectId === undefined) continue
      const title = driftTitle(gate.projectId)
      // Only an issue this token's identity opened is the gate's: one someone else titled so is never closed.
      const mine = open.find(
        issue =>
          issue.title === title && issue.author !== undefined && viewer !== undefined && sameLogin(issue.author, viewer)
      )
      const action = driftAction(gate)
      const project = inertText(gate.projectId, 100)
      if ('leave' in action) {
        logger.info(`The drift issue of ${project} is left as it is: ${action.leave}.`)
      } else if ('close' in action) {
        if (mine === undefined) continue
        await commentOnIssue(api, repository, mine.number, nightBody(gate, context, 'closed'), call('commenting'))
        await closeIssue(api, repository, mine.number, call(`closing drift issue #${mine.number}`))
        logger.info(`Closed drift issue #${mine.number} of ${project}: ${action.close}.`)
        said.push(`closed ${issueLink(mine.number)} (${escapeMarkdown(project)}: ${action.close})`)
      } else if (mine !== undefined) {
        await commentOnIssue(api, repository, mine.number, nightBody(gate, context, 'again'), call('commenting'))
        logger.info(`Added to drift issue #${mine.number} of ${project}: ${action.say}.`)
        said.push(`added to ${issueLink(mine.number)} (${escapeMarkdown(project)}: ${action.say})`)
      } else {
        await makeLabel(api, repository, LABEL, call(`making the label ${DRIFT_LABEL}`))
        const issue = { title, body: nightBody(gate, context, 'opened'), labels: [DRIFT_LABEL] }
        const number = await openIssue(api, repository, issue, call('opening the drift issue'))
        logger.info(`Opened drift issue${number === undefined ? '' : ` #${number}`} of ${project}: ${action.say}.`)
        said.push(
          `opened ${number === undefined ? 'one' : issueLink(number)} (${escapeMarkdown(project)}: ${action.say})`
        )
      }
    }
  } catch (error) {
    throw driftFailure(error)
  } finally {
    // Where a person reading the summary learns of the issue: after the verdict, as each publisher adds its own.
    if (said.length > 0) appendToSummary(`\n**Drift issue:** ${said.join('; ')}.\n`)
  }
}

const LABEL = {
  name: DRIFT_LABEL,
  color: 'd93f0b',
  description: "The default branch's agent certification moved with no change: drift-issue"
}

/**
 * What the issue (or its comment) says of a night: the summary's section for the gate (its lead, what to do, the
 * policy, the figures, the trend chart, the base), this night's figures against the base's, and where the run is.
 */
export function nightBody(
  gate: GateResult,
  { github }: Pick<PublishContext, 'github'>,
  as: 'opened' | 'again' | 'closed'
): string {
  const lead = as === 'closed' ? 'The default branch passed again, with drift-if false: closing.' : nightLead(gate)
  const run = github.workflowRunUrl === undefined ? [] : ['', `The workflow run: ${github.workflowRunUrl}`]
  const lines = [lead, '', ...gateSection(gate, github), ...againstBase(gate), ...run]
  const body = lines.join('\n')
  if (body.length <= BODY_LIMIT) return body
  const note = "\n\n… cut to fit GitHub's size limit; the workflow run's summary has it all."
  return `${body.slice(0, BODY_LIMIT - note.length)}${note}`
}

/** What kind of night it was, first: a drop the agent's score showed, a night that could not certify, or drift-if's. */
export function nightLead(gate: Pick<GateResult, 'verdict' | 'driftPolicy' | 'serviceFailing' | 'policy'>): string {
  const drift = gate.driftPolicy?.outcome
  if (gate.verdict === 'passed')
    return drift === 'true'
      ? "The default branch passed tonight's certification, but drift-if says its score dropped with no change to " +
          'the repository: the model under the agent, the scanner or a live endpoint may have moved.'
      : "The default branch passed tonight's certification, but drift-if could not be evaluated, so whether its " +
          'score dropped is not known: see the Drift line below.'
  if (gate.serviceFailing !== undefined || gate.policy === undefined || gate.verdict !== 'failed')
    return (
      `Tonight's certification of the default branch did not reach a verdict on the agent (${gate.verdict}): this ` +
      'says nothing of its score yet.'
    )
  return (
    "The default branch failed tonight's certification with no change to the repository: the model under the agent, " +
    'the scanner or a live endpoint may have moved. Run the night again by hand (workflow_dispatch) to confirm.'
  )
}

/**
 * `| trust_score | 84 | 90 | −6 |`: each numeric field the expressions read, this night's value (the mean of several
 * runs) beside the base's, and the change; said when there is no base to compare with.
 */
export function againstBase(gate: GateResult): string[] {
  const base = gate.base
  const compared = baseRecord(base)
  if (base === undefined || compared === undefined) return ['', 'No base certification was compared with.']
  const record = namedRun(gate)?.record ?? {}
  const value = (field: string): number | undefined => {
    const mean = several(gate.runs) ? gate.figures?.stats[field]?.mean : undefined
    const read = mean ?? record[field]
    return typeof read === 'number' ? read : undefined
  }
  const baseValue = (field: string): number | undefined => {
    const mean = several(base.runs) ? gate.figures?.baseStats?.[field]?.mean : undefined
    const read = mean ?? compared[field]
    return typeof read === 'number' ? read : undefined
  }
  const fields = recordFieldsRead([gate.policy, gate.failPolicy, gate.driftPolicy])
  const rows = fields.flatMap(field => {
    const [now, then] = [value(field), baseValue(field)]
    if (now === undefined || then === undefined) return []
    const change = now - then
    const changed = change === 0 ? '±0' : change > 0 ? `+${figureText(change)}` : figureText(change)
    return [`| \`${shorten(field, 60)}\` | ${figureText(now)} | ${figureText(then)} | ${changed} |`]
  })
  if (rows.length === 0) return []
  const when = base.certification?.signedAt.slice(0, 10) ?? 'its certification'
  return ['', `| Field | This night | Base (${escapeMarkdown(when)}) | Change |`, '|---|---:|---:|---:|', ...rows]
}

function driftFailure(error: unknown): PublishError {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404))
    return new PublishError(
      `Could not write the drift issue (HTTP ${error.status}: ${error.said ?? error.message}): the job's token ` +
        'cannot write issues. Give the job `permissions: issues: write`, or set drift-issue: false. The verdict ' +
        'stands; the job summary has the night.'
    )
  return new PublishError(
    `Could not write the drift issue: ${asSentence(inertText(errorMessage(error), 300))} No issue was opened ` +
      'twice: the next night tries again. The verdict stands.'
  )
}
