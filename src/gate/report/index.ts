/**
 * After the verdict: the publishers in order, then the step's own conclusion. Loaded by main only
 * once the verdict is in, so nothing before the first request pays for reporting.
 */
import { abortReason, errorMessage } from '../../lib/errors.js'
import { logGroupsPublisher } from './log-groups.js'
import { outputsPublisher } from './outputs.js'
import { publishAll } from '../../action/publish.js'
import { concludeStep } from '../../action/entry.js'
import type { GatePublisher, PublishContext } from './context.js'
import type { ActionConfig } from '../config.js'
import { renderSummary, summaryPublisher } from './summary.js'

/**
 * A publisher an input asks for (`comment`, `attest`): its code (GitHub's API, Sigstore's signing)
 * is loaded only when the input is set, so a step that asks for neither never compiles it.
 */
function whenAsked(
  asked: (config: ActionConfig | undefined) => boolean,
  load: () => Promise<GatePublisher>,
  what: string,
  failureFailsStep = false
): GatePublisher {
  return {
    what,
    failureFailsStep,
    async publish(context) {
      if (asked(context.config)) await (await load()).publish(context)
    }
  }
}

/**
 * In the order they run: a new thing to publish is one more entry. The attestation comes last:
 * signing is the last thing the step does before it concludes, once everything else is out.
 */
export const PUBLISHERS: readonly GatePublisher[] = [
  outputsPublisher,
  logGroupsPublisher,
  summaryPublisher,
  whenAsked(
    config => config?.comment === true,
    async () => (await import('./comment.js')).commentPublisher,
    'the pull-request comment'
  ),
  whenAsked(
    config => config?.driftIssue === true,
    async () => (await import('./drift-issue.js')).driftIssuePublisher,
    'the drift issue'
  ),
  whenAsked(
    config => config?.attest === true,
    async () => (await import('./attestation.js')).attestationPublisher,
    'the signed attestation',
    true
  )
]

/** Publishes everything about `result`, then ends the step: failed, warned, or passed. */
export async function publishAndConclude(context: Omit<PublishContext, 'markdown'>): Promise<void> {
  const markdown = renderSummary(context.result, context.github)
  const failures = await publishAll(PUBLISHERS, { ...context, markdown })
  // Cancelled after the verdict, while publishing: a cancelled step never ends green.
  if (context.signal.aborted && context.result.verdict !== 'cancelled') {
    failures.push(
      `${errorMessage(abortReason(context.signal))} It came after ` +
        `the verdict (${context.result.verdict}), while publishing it`
    )
  }
  const { result } = context
  concludeStep({ ...result, failures, failedWithout: `Agent certification ${result.verdict}.` })
}
