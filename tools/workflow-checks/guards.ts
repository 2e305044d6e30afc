/**
 * What a workflow must hold to keep working once copied: every job that runs the gate or checks a
 * certification has `timeout-minutes` (a runner is never held for the default six hours), and a
 * job that runs the gate has `concurrency` (a new push cancels the gate still waiting for the old head).
 */
import { gateSteps, hasConcurrency, verifySteps, type Locate, type Workflow } from './workflow.ts'

export function guardProblems(workflow: Workflow, at: Locate): string[] {
  const problems: string[] = []
  for (const [id, job] of workflow.jobs) {
    const gates = gateSteps(job).length > 0
    if (!gates && verifySteps(job).length === 0) continue
    if (job['timeout-minutes'] === undefined) {
      problems.push(
        `${at(['jobs', id])}: job "${id}" runs the gate or verify without \`timeout-minutes\`, so it can hold a runner for up to six hours`
      )
    }
    if (gates && !hasConcurrency(workflow, job)) {
      problems.push(
        `${at(['jobs', id])}: job "${id}" runs the gate but the workflow sets no \`concurrency\`, so a new push does not cancel the gate still waiting for the old head`
      )
    }
  }
  return problems
}
