/**
 * A gate as its steps share it: its configuration and dependencies, its one deadline, its base looked up once (lazily,
 * for the project known when first asked, looked for again while its runs go on), and the judge it is handed, which
 * certified/ asks about a certification that may stand in for a run.
 */
import type { GateConfig } from '../config.js'
import { several, type BaseSeen } from '../results.js'
import { Deadline } from '../../lib/runtime.js'
import type { BaseChoice, BasePatience } from '../certified/base.js'
import { meaningOf } from '../../github/events.js'
import type { GitHubContext } from '../../github/context.js'
import { readsBase } from '../judge/variables.js'
import type { GateDependencies, GateRun } from '../certified/gate-run.js'

/**
 * The gate's one deadline, and its base looked up once, when first asked, for whichever project is
 * known then, looked for again while the gate's run goes on. `judgeWithin` binds the judge to that deadline: it is
 * one-gate.ts's, which alone of the gate's steps imports the judge.
 */
export function openGate(
  config: GateConfig,
  deps: GateDependencies,
  judgeWithin: (deadline: Deadline) => GateRun['judge']
): GateRun {
  // The drift issue sets a night's figures beside the base's, whatever the expressions read.
  const namesBase = readsBase(config) || config.driftIssue
  const deadline = deps.deadline ?? new Deadline(deps.clock, config.timeoutMs)
  const runOver = new AbortController()
  let running = false
  let base: Promise<BaseSeen> | undefined
  let markWaiting = () => {}
  const waiting = new Promise<'waiting'>(resolve => (markWaiting = () => resolve('waiting')))
  const patience: BasePatience = {
    onWaiting: () => markWaiting(),
    deadline,
    signal: deps.signal,
    intervalMs: Math.max(config.pollIntervalMs, BASE_LOOK_MIN_INTERVAL_MS),
    timeoutMs: config.timeoutMs,
    runGoesOn: () => running,
    runOver: runOver.signal
  }
  return {
    config,
    deps,
    deadline,
    several: several(config.repeat),
    // Looked up once, for the project known when first asked: without one, it cannot be read.
    base: projectId =>
      namesBase
        ? (base ??= import('../certified/base.js').then(({ lookUpBase }) =>
            lookUpBase(projectId, deps.memory, deps.logger, patience, baseChoice(deps.github))
          ))
        : undefined,
    baseUnlessWaiting(projectId) {
      const seen = this.base(projectId)
      return seen === undefined ? Promise.resolve(undefined) : Promise.race([seen, waiting])
    },
    async whileRunning(wait) {
      running = true
      try {
        return await wait()
      } finally {
        running = false
        runOver.abort()
      }
    },
    judge: judgeWithin(deadline)
  }
}

/**
 * Which of the base commit's certifications the event compares with (its row of the event table): a night, the newest;
 * a change, the first unless the default branch's scheduled run certified it since.
 */
function baseChoice(github: GitHubContext): BaseChoice {
  if (meaningOf(github.eventName).base?.pick === 'newest') return { pick: 'newest' }
  const { defaultBranch } = github
  return defaultBranch === undefined
    ? { pick: 'first-or-scheduled' }
    : { pick: 'first-or-scheduled', scheduledRef: `refs/heads/${defaultBranch}` }
}

/** The base is looked for again at the poll interval, but not more often than this: each look is a GitHub request. */
const BASE_LOOK_MIN_INTERVAL_MS = 5_000
