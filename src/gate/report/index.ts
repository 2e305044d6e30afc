/**
 * After the verdict: the publishers in order, then the step's own conclusion. Loaded by main only
 * once the verdict is in, so nothing before the first request pays for reporting.
 */
import { abortReason, errorMessage } from '../../lib/errors.js'
import { attestationPublisher } from './attestation.js'
import { commentPublisher } from './comment.js'
import { logGroupsPublisher } from './log-groups.js'
import { outputsPublisher } from './outputs.js'
import { publishAll } from '../../action/publish.js'
import { concludeStep } from '../../action/entry.js'
import type { GatePublisher, PublishContext } from './context.js'
import { renderSummary, summaryPublisher } from './summary.js'

/**
 * In the order they run: a new thing to publish is one more entry. The attestation comes last:
 * signing is the last thing the step does before it concludes, once everything else is out.
 */
export const PUBLISHERS: readonly GatePublisher[] = [
  outputsPublisher,
  logGroupsPublisher,
  summaryPublisher,
  commentPublisher,
  attestationPublisher
]

/** Publishes everything about `result`, then ends the step: failed, warned, or passed. */
export async function publishAndConclude(context: Omit<PublishContext, 'markdown'>): Promise<void> {
  const markdown = renderSummary(context.result, context.github)
  const failures = await publishAll(PUBLISHERS, { ...context, markdown })
  // Cancelled after the verdict, while publishing: a cancelled step never ends green.
  if (context.signal.aborted && context.result.verdict !== 'cancelled') {
    failures.push(`${errorMessage(abortReason(context.signal))} It came after the verdict (${context.result.verdict}), while publishing it`)
  }
  const { result } = context
  concludeStep({ ...result, failures, failedWithout: `Agent certification ${result.verdict}.` })
}
