/**
 * One gate: the steps that may decide without a run (reuse, carry-forward), then its plan walked by the one loop
 * (plan/loop.ts) with the service as the source of runs, and how the walk ended made into the gate's result. The base
 * is looked up beside the first wait. Never throws: every way it can end, cancellation and timeout included, becomes a
 * GateResult.
 */
import type { GateConfig } from './config.js'
import { abortReason } from '../lib/errors.js'
import type { GateResult, Judged, RunTaken, RunToJudge } from './results.js'
import { asSentence, inertText } from '../lib/text.js'
import { endedInFailure } from '../service/run-status.js'
import { openGate } from './plan/open-gate.js'
import { waitFor, waitForAll } from './plan/wait.js'
import { failureOf, type Ending } from './plan/failure.js'
import { startedAgainText, startRuns, type GateState } from './plan/start.js'
import { planOf, type Plan } from './plan/plan.js'
import { walk, type RunSource, type Taken, type Walked } from './plan/loop.js'
import type { Reach } from './plan/reach.js'
import type { BeforeRunStep, GateDependencies, GateRun } from './certified/gate-run.js'
import type { PassIf } from '../policy/pass-if.js'
import { meaningOf } from '../github/events.js'
import type { Judging } from './judge/index.js'

export type { GateDependencies } from './certified/gate-run.js'

/**
 * The steps that may decide a gate without a run, in order (the first decision ends the gate):
 * reuse, then carry-forward, when the plan lets a certification spare the runs; otherwise neither is loaded,
 * so a gate that reads no certification never compiles the certification side.
 */
async function beforeRunSteps(plan: Plan): Promise<readonly BeforeRunStep[]> {
  if (!plan.mayBeSpared) return []
  const [{ reuseStep }, { carryStep }] = await Promise.all([
    import('./certified/reuse.js'),
    import('./certified/carry.js')
  ])
  return [reuseStep, carryStep]
}

export async function runGate(config: GateConfig, deps: GateDependencies): Promise<GateResult> {
  const plan = await planOf(config, deps.github.eventName)
  const level = plan.sequential ? plan.level : undefined
  // A certification standing in for runs is judged as the plan's runs would be: at its level, over the base it had.
  const gate = openGate(
    config,
    deps,
    deadline => (runs, base, warn) =>
      judging({ config, deps, deadline }, runs, { base: () => Promise.resolve(base), policies: config, warn, level })
  )
  let notes: Pick<GateResult, 'notReused' | 'notCarried'> = {}
  for (const step of await beforeRunSteps(plan)) {
    const outcome = await step(gate)
    if ('decision' in outcome) return outcome.decision
    notes = { ...notes, ...outcome.note }
  }
  return { ...(await runsOf(gate, plan)), ...notes }
}

/** The gate's own runs: started (or the given one picked up), and, with `wait`, walked look by look to a verdict. */
async function runsOf(gate: GateRun, plan: Plan): Promise<GateResult> {
  const { config, deps } = gate
  const source = serviceRuns(gate)
  if (config.runId !== undefined) deps.logger.info(`Waiting for run ${inertText(config.runId)} at ${config.baseUrl}.`)
  // wait: false, decided here alone: nothing is waited for, and no run is judged by pass-if.
  if (!config.wait) return { ...(await lookOnce(gate, source)), started: source.started }
  const walked = await walk({
    plan,
    source,
    judge: (runs, level) => judgeLive(gate, runs, level),
    failIfSet: config.failIf !== undefined,
    logger: deps.logger
  })
  const result = { ...(await resultOfWalk(gate, source.states, walked)), started: source.started }
  if (!plan.sequential) return result
  const { looks, stopped, noStop } = walked
  const said = 'outOfReach' in walked ? await reachSaid(result, walked.outOfReach) : undefined
  return {
    ...result,
    ...(said === undefined ? {} : { reason: said.reason, hint: said.hint }),
    sequential: {
      schedule: plan.looks,
      level: plan.level,
      looks,
      stopped,
      ...(said === undefined ? {} : { outOfReach: said.outOfReach }),
      ...(noStop === undefined ? {} : { noStop })
    }
  }
}

/** A gate stopped once passing was out of reach: its look's reason, then why it stopped, and what to do. */
async function reachSaid(result: GateResult, reach: Reach) {
  const { outOfReachText, outOfReachHint } = await import('./plan/reach.js')
  const outOfReach = outOfReachText(reach)
  return { reason: `${asSentence(result.reason ?? '')} ${outOfReach}`, hint: outOfReachHint(result.lookAt), outOfReach }
}

/** What a gate's result says beside its verdict and runs: why, and what was judged. */
type Why = Omit<Partial<GateResult>, 'verdict' | 'failsStep' | 'runs' | 'named'>

/** How a gate ended: the run it names, the verdict, whether the step fails, and why. */
interface ServiceEnding {
  named: GateState
  ending: Pick<Ending, 'verdict' | 'failsStep'> & { why: Why }
}

/**
 * The service as the loop's source of runs: each look's runs started after those before (or the given run picked up),
 * then waited for within the gate's deadline, the base looked up beside the first wait; and, before a later look,
 * whether its batch fits in the time left. `states` is every run as last seen.
 */
function serviceRuns(gate: GateRun): RunSource<ServiceEnding> & {
  readonly states: GateState[]
  /** How many runs it started (none for a run given by run-id). */
  readonly started: number
  start(count: number): Promise<{ batch: GateState[] } | { ended: ServiceEnding }>
} {
  const { config, deps, deadline } = gate
  const projectId = config.projectId
  let states: GateState[] =
    config.runId === undefined ? [] : [{ runId: config.runId, seen: { polls: 0 }, startInFlight: false }]
  let longestBatchMs = 0
  return {
    get states() {
      return states
    },
    get started() {
      return config.runId === undefined ? states.length : 0
    },
    async start(count) {
      const before = states.length
      const started = await startRuns(projectId ?? '', gate, { before: states, count })
      states = started.states
      if ('error' in started) return { ended: startFailed(started, gate) }
      if ('again' in started) {
        const { reason, hint } = startedAgainText(started.again, states, config.repeat)
        const named = states[started.again.first - 1]
        return { ended: { named, ending: { verdict: 'error', failsStep: true, why: { reason, hint } } } }
      }
      return { batch: states.slice(before) }
    },
    async take(count, look) {
      const startedAt = deadline.elapsedMs()
      let batch = states
      if (config.runId === undefined) {
        const started = await this.start(count)
        if ('ended' in started) return { ended: started.ended, timedOut: false }
        batch = started.batch
      }
      // The base's certification is looked up beside the first wait; without project-id, once a record names it.
      if (look === 0 && projectId !== undefined) void gate.base(projectId)
      const waited = await waitForBatch(gate, states, batch)
      states = waited.states
      longestBatchMs = Math.max(longestBatchMs, deadline.elapsedMs() - startedAt)
      return waited.taken
    },
    async fits(next, had) {
      const { cutShort } = await import('./plan/sequential.js')
      const clock = {
        queueLimitMs: await deps.queueLimitMs,
        timeoutMs: config.timeoutMs,
        elapsedMs: deadline.elapsedMs(),
        batchMs: longestBatchMs
      }
      return cutShort(clock, { had, next })
    }
  }
}

/**
 * Waits for `batch`, the last runs of `states`, and gives every run as last seen: all of them for the judge, or how
 * the gate ended. Every run counts: a failed one fails the gate (the judge names it), whatever the others did; else the
 * first that could not be waited for ends the gate, as one run would.
 */
async function waitForBatch(
  gate: GateRun,
  states: GateState[],
  batch: GateState[]
): Promise<{ states: GateState[]; taken: Taken<ServiceEnding> }> {
  const before = states.slice(0, states.length - batch.length)
  const outcomes = await gate.whileRunning(() => waitForAll(gate, batch))
  const seen = [...before, ...batch.map((state, index) => ({ ...state, seen: outcomes[index] }))]
  const runFailed = outcomes.some(outcome => outcome.state !== 'stopped' && endedInFailure(outcome.status))
  const stopped = outcomes.findIndex(outcome => outcome.state === 'stopped')
  if (stopped < 0 || runFailed) return { states: seen, taken: { runs: seen.map(toJudge), runFailed } }
  const ended = failedOn(gate, seen[before.length + stopped], (outcomes[stopped] as { error: unknown }).error)
  return { states: seen, taken: { ended, timedOut: ended.ending.verdict === 'timed-out' } }
}

/** A run as the judge takes it: its id, its last status and record, and the record people see. */
function toJudge({ runId, seen }: GateState): RunToJudge {
  return {
    runId: runId ?? '',
    status: seen.status ?? '',
    record: seen.record ?? {},
    ...(seen.shown === undefined ? {} : { shown: seen.shown })
  }
}

/** How the walk ended, as the gate's result: the judge's verdict, the service's ending, a cut, a cancellation. */
async function resultOfWalk(gate: GateRun, states: GateState[], walked: Walked<ServiceEnding>): Promise<GateResult> {
  if ('decided' in walked) return judgedResult(gate, states, walked.decided)
  if ('cancelled' in walked) return gateResult(gate, states, failedOn(gate, states[0], abortReason(gate.deps.signal)))
  if ('cut' in walked) {
    const last = judgedResult(gate, states, walked.last)
    return { ...last, reason: `${asSentence(last.reason ?? '')} ${walked.cut.reason}`, hint: walked.cut.hint }
  }
  const ended = gateResult(gate, states, walked.ended)
  if (walked.last === undefined) return ended
  // The timeout ran out during a later batch (only a sequential plan has one): the last look's verdict stands.
  const { decidedOnLooks } = await import('./plan/sequential.js')
  return decidedOnLooks(judgedResult(gate, states, walked.last), ended, walked.taken)
}

/**
 * wait: false. A run started here is reported started; a given one is looked at once and reported
 * as it stands: still going, or ended with its status. pass-if judges nothing (the inputs warned),
 * so an ended run that pass-if would have judged is not called passed either.
 */
async function lookOnce(gate: GateRun, source: ReturnType<typeof serviceRuns>): Promise<GateResult> {
  if (gate.config.runId === undefined) {
    const taken = await source.start(1)
    if ('ended' in taken) return gateResult(gate, source.states, taken.ended)
    return gateResult(gate, source.states, {
      named: taken.batch[0],
      ending: { verdict: 'started', failsStep: false, why: {} }
    })
  }
  const [given] = source.states
  const outcome = await waitFor(gate, given, true)
  const seen = { ...given, seen: outcome }
  if (outcome.state === 'stopped') return gateResult(gate, [seen], failedOn(gate, seen, outcome.error))
  if (outcome.state === 'working') {
    const reason = `Run ${inertText(seen.runId ?? '')} is still going (wait: false); it is not certified yet.`
    return gateResult(gate, [seen], { named: seen, ending: { verdict: 'started', failsStep: false, why: { reason } } })
  }
  const judged = await judgeLive(gate, [toJudge(seen)], undefined, {})
  if (judged === undefined) return gateResult(gate, [seen], failedOn(gate, seen, abortReason(gate.deps.signal)))
  return gate.config.passIfExpression !== undefined && judged.verdict === 'passed'
    ? gateResult(gate, [seen], { named: seen, ending: { verdict: 'started', failsStep: false, why: {} } })
    : judgedResult(gate, [seen], judged)
}

/**
 * The runs are over: the judge gives the verdict on their statuses, then on pass-if and fail-if over their records and
 * base, at `level`. With only run-id given, the run record may say which project, and so which base, it belongs to.
 */
function judgeLive(
  gate: GateRun,
  runs: readonly RunToJudge[],
  level: number | undefined,
  policies: { passIf?: PassIf; failIf?: PassIf; driftIf?: PassIf } = gate.config
): Promise<Judged | undefined> {
  const { projectId } = gate.config
  const named =
    projectId ?? (typeof runs[0].record['project_id'] === 'string' ? runs[0].record['project_id'] : undefined)
  return judging(gate, runs, { base: () => gate.base(named), policies, warn: true, level })
}

/**
 * The one way the gate asks the judge: a live run's and a certification's alike, with one context (the deadline, the
 * cancellation, the commit) and the plan's level. Loaded once runs are over: nothing before the first request pays for
 * judging.
 */
async function judging(
  { config, deps, deadline }: Pick<GateRun, 'config' | 'deps' | 'deadline'>,
  runs: readonly RunToJudge[],
  how: {
    base: Judging['base']
    policies: { passIf?: PassIf; failIf?: PassIf; driftIf?: PassIf }
    warn: boolean
    level: number | undefined
  }
): Promise<Judged | undefined> {
  const { judgeRuns } = await import('./judge/index.js')
  return judgeRuns({
    runs,
    base: how.base,
    policies: { passIf: how.policies.passIf, failIf: how.policies.failIf, driftIf: how.policies.driftIf },
    ...(how.level === undefined ? {} : { level: how.level }),
    gate: {
      config,
      deadline,
      signal: deps.signal,
      commit: deps.commit,
      night: meaningOf(deps.github.eventName).watchesDrift === true,
      ...(how.warn ? { warnTo: deps.logger } : {})
    }
  })
}

/** Whatever stopped the gate, about the run it stood at: what happened and what to do. */
function failedOn(gate: GateRun, state: GateState, error: unknown): ServiceEnding {
  return { named: state, ending: failureOf(error, { ...state, several: gate.several }, gate.config) }
}

/** A start failed: what failureOf says, and the runs started before it, which go on at the service. */
function startFailed(
  { error, idempotencyKey, states: started }: { error: unknown; idempotencyKey: string; states: GateState[] },
  gate: GateRun
): ServiceEnding {
  const ended = failedOn(gate, { seen: { polls: 0 }, startInFlight: true, idempotencyKey }, error)
  if (started.length === 0) return ended
  const ids = started.map(state => inertText(state.runId ?? '')).join(', ')
  const reason = `${asSentence(ended.ending.why.reason ?? '')} Run(s) started before it go on at the service, not judged: ${ids}.`
  return { ...ended, ending: { ...ended.ending, why: { ...ended.ending.why, reason } } }
}

/** The judge's verdict on the runs, as the gate's result: the run it names, and why. */
function judgedResult(gate: GateRun, states: GateState[], { verdict, run, ...why }: Judged): GateResult {
  return gateResult(gate, states, { named: states[run], ending: { verdict, failsStep: verdict !== 'passed', why } })
}

/** The gate's result: every run started, the one `ended` names, its verdict, and why. */
function gateResult(
  { config, deadline }: GateRun,
  started: GateState[],
  { named: state, ending }: ServiceEnding
): GateResult {
  // The run the verdict names is its newest sight; every run started counts, even when a later start failed.
  const runs = started.map(each => (each.runId === state.runId ? state : each))
  const named = runs.findIndex(each => each.runId !== undefined && each.runId === state.runId)
  // People see the redacted record; the verdict was reached on the record as the service sent it.
  const { shown } = state.seen
  return {
    verdict: ending.verdict,
    failsStep: ending.failsStep,
    // With only run-id given, the run record may say which project it belongs to.
    projectId: config.projectId ?? (typeof shown?.['project_id'] === 'string' ? shown['project_id'] : undefined),
    runs: runs.map(runTaken),
    ...(named < 0 ? {} : { named }),
    elapsedMs: deadline.elapsedMs(),
    polls: runs.reduce((sum, taken) => sum + taken.seen.polls, 0),
    ...ending.why
  }
}

/** One run as the result names it: what people see of it. */
function runTaken({ runId, seen }: GateState): RunTaken {
  return { runId: runId ?? '', status: seen.status, record: seen.shown, recordSha256: seen.recordSha256 }
}
