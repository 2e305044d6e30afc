/**
 * One gate, as a row of steps: the steps that may decide without a run (reuse), then a run started
 * (or the given one picked up) and waited for within the step's deadline, then the verdict. The
 * base is looked up beside the wait. Never throws: every way it can end, cancellation and timeout
 * included, becomes a GateResult.
 */
import type { GateConfig } from './config.js'
import { abortReason } from '../lib/errors.js'
import { several, type BaseSeen, type GateResult, type Judged, type RunTaken, type Verdict } from './results.js'
import { waitForRun, type PollOutcome } from './poll.js'
import { Deadline } from '../lib/runtime.js'
import { asSentence, inertText } from '../lib/text.js'
import type { BasePatience } from './certified/base.js'
import { readsBase } from './judge/variables.js'
import { endedInFailure } from './run-status.js'
import { failureOf } from './failure.js'
import { startedAgainText, startRuns, type GateState } from './start.js'
import type { BeforeRunStep, GateDependencies, GateRun } from './certified/gate-run.js'

export type { GateDependencies } from './certified/gate-run.js'

type Why = Pick<
  GateResult,
  | 'reason'
  | 'hint'
  | 'lookAt'
  | 'policy'
  | 'failPolicy'
  | 'figures'
  | 'runsStats'
  | 'base'
  | 'notReused'
  | 'notCarried'
  | 'serviceFailing'
>
type End = (state: GateState, verdict: Verdict, failsStep: boolean, why?: Why) => GateResult

/**
 * The steps that may decide a gate without a run, in order (the first decision ends the gate):
 * reuse, then carry-forward. Both need `reuse` and a run to start; without them neither is loaded,
 * so a gate that reads no certification never compiles the certification side.
 */
async function beforeRunSteps(config: GateConfig): Promise<readonly BeforeRunStep[]> {
  if (config.reuseMs === undefined || config.runId !== undefined) return []
  const [{ reuseStep }, { carryStep }] = await Promise.all([
    import('./certified/reuse.js'),
    import('./certified/carry.js')
  ])
  return [reuseStep, carryStep]
}

export async function runGate(config: GateConfig, deps: GateDependencies): Promise<GateResult> {
  const gate = openGate(config, deps)
  let notes: Why = {}
  for (const step of await beforeRunSteps(config)) {
    const outcome = await step(gate)
    if ('decision' in outcome) return outcome.decision
    notes = { ...notes, ...outcome.note }
  }
  let states: GateState[] = [{ runId: config.runId, seen: { polls: 0 }, startInFlight: false }]
  const endWith =
    (runs: GateState[]): End =>
    (state, verdict, failsStep, why = {}) =>
      gateResult(gate, state, verdict, failsStep, { ...why, ...notes }, runs)
  if (states[0].runId === undefined && config.projectId !== undefined) {
    const started = await startRuns(config.projectId, gate)
    if ('error' in started) return startFailed(started, config, endWith(started.states))
    if ('again' in started) {
      const { reason, hint } = startedAgainText(started.again, started.states, config.repeat)
      return endWith(started.states)(started.states[started.again.first - 1], 'error', true, { reason, hint })
    }
    states = started.states
  } else {
    deps.logger.info(`Waiting for run ${inertText(states[0].runId ?? '')} at ${config.baseUrl}.`)
  }
  const end = endWith(states)
  // wait: false, decided here alone: nothing is waited for, and no run is judged by pass-if.
  if (!config.wait) return lookOnce(gate, states[0], end)
  // The base's certification is looked up beside the wait, once the run is started (or given);
  // for a given run without project-id, once its record names the project.
  if (config.projectId !== undefined) void gate.base(config.projectId)
  const outcomes = await gate.whileRunning(() => waitForAll(gate, states))
  states = states.map((state, index) => ({ ...state, seen: outcomes[index] }))
  const ended = endWith(states)
  // Every run counts: a failed one fails the gate (judge names it), whatever the others did; else the
  // first that could not be waited for ends the gate, as one run would.
  const failed = outcomes.some(outcome => outcome.state !== 'stopped' && endedInFailure(outcome.status))
  const stopped = outcomes.findIndex(outcome => outcome.state === 'stopped')
  if (stopped >= 0 && !failed)
    return failureResult((outcomes[stopped] as { error: unknown }).error, states[stopped], config, ended)
  return judge(gate, states, ended, config)
}

/**
 * Waits for every run at once; the first to end in failure stops the others' waits (each run counts, so the gate
 * has failed), and they go on at the service.
 */
function waitForAll(gate: GateRun, states: GateState[]): Promise<PollOutcome[]> {
  if (!several(states)) return Promise.all([waitFor(gate, states[0], false)])
  const oneFailed = new AbortController()
  const signal = AbortSignal.any([gate.deps.signal, oneFailed.signal])
  return Promise.all(
    states.map(state =>
      waitFor(gate, state, false, signal).then(outcome => {
        if (outcome.state !== 'stopped' && endedInFailure(outcome.status) && !oneFailed.signal.aborted) {
          gate.deps.logger.info(
            `Run ${inertText(state.runId ?? '')} ended in failure, and every run counts: the others are not waited ` +
              `for (they go on at the service).`
          )
          oneFailed.abort()
        }
        return outcome
      })
    )
  )
}

/** A start failed: what failureResult says, and the runs started before it, which go on at the service. */
function startFailed(
  { error, idempotencyKey, states: started }: { error: unknown; idempotencyKey: string; states: GateState[] },
  config: GateConfig,
  end: End
): GateResult {
  const result = failureResult(error, { seen: { polls: 0 }, startInFlight: true, idempotencyKey }, config, end)
  if (started.length === 0) return result
  const ids = started.map(state => inertText(state.runId ?? '')).join(', ')
  return {
    ...result,
    reason: `${asSentence(result.reason ?? '')} Run(s) started before it go on at the service, not judged: ${ids}.`
  }
}

/**
 * wait: false. A run started here is reported started; a given one is looked at once and reported
 * as it stands: still going, or ended with its status. pass-if judges nothing (the inputs warned),
 * so an ended run that pass-if would have judged is not called passed either.
 */
async function lookOnce(gate: GateRun, state: GateState, end: End): Promise<GateResult> {
  if (gate.config.runId === undefined) return end(state, 'started', false)
  const outcome = await waitFor(gate, state, true)
  const seen = { ...state, seen: outcome }
  if (outcome.state === 'stopped') return failureResult(outcome.error, seen, gate.config, end)
  if (outcome.state === 'working') {
    return end(seen, 'started', false, {
      reason: `Run ${inertText(seen.runId ?? '')} is still going (wait: false); it is not certified yet.`
    })
  }
  const judged = await judge(gate, [seen], end, {})
  return gate.config.passIfExpression !== undefined && judged.verdict === 'passed'
    ? end(seen, 'started', false)
    : judged
}

/**
 * The gate's one deadline, and its base looked up once, when first asked, for whichever project is
 * known then, looked for again while the gate's run goes on.
 */
function openGate(config: GateConfig, deps: GateDependencies): GateRun {
  const namesBase = readsBase(config)
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
    // Looked up once, for the project known when first asked: without one, it cannot be read.
    base: projectId =>
      namesBase
        ? (base ??= import('./certified/base.js').then(({ lookUpBase }) =>
            lookUpBase(projectId, deps.memory, deps.logger, patience)
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
    // A certification's runs, judged as the gate's own would be, over the base it was compared with.
    judge: async (runs, seenBase, warn): Promise<Judged | undefined> => {
      const { judgeRuns } = await import('./judge/index.js')
      const context = {
        config,
        deadline,
        signal: deps.signal,
        commit: deps.commit,
        ...(warn ? { warnTo: deps.logger } : {})
      }
      return judgeRuns({ runs, base: () => Promise.resolve(seenBase), policies: config, gate: context })
    }
  }
}

/** The base is looked for again at the poll interval, but not more often than this: each look is a GitHub request. */
const BASE_LOOK_MIN_INTERVAL_MS = 5_000

/** Polls the run until it is over (or `once`), its first poll spread so gates do not poll in lock-step. */
function waitFor(gate: GateRun, state: GateState, once: boolean, signal = gate.deps.signal): Promise<PollOutcome> {
  const { config, deps, deadline } = gate
  // After a start: a random phase within the first interval, so the step ends on average half an
  // interval after the run does. A run given by id: spread over a short while, as several may be.
  const spreadMs = config.runId === undefined ? config.pollIntervalMs : (deps.firstPollSpreadMs ?? 0)
  return waitForRun({
    client: deps.client,
    runId: state.runId ?? '',
    pollIntervalMs: config.pollIntervalMs,
    firstPollDelayMs: Math.round(spreadMs * deps.random()),
    deadline,
    signal,
    logger: deps.logger,
    random: deps.random,
    known: state.seen,
    once,
    link: deps.link
  })
}

/**
 * The runs are over: the judge gives the verdict on their statuses, then on `policies` (pass-if, fail-if) over their
 * records and base. Every run counts: the first that ended in a failure status fails the gate.
 */
async function judge(
  gate: GateRun,
  states: GateState[],
  end: End,
  policies: Pick<GateConfig, 'passIf' | 'failIf'>
): Promise<GateResult> {
  const { config, deps } = gate
  // Loaded once the runs are over: nothing before the first request pays for judging.
  const { judgeRuns } = await import('./judge/index.js')
  const runs = states.map(({ runId, seen }) => ({
    runId: runId ?? '',
    status: seen.status ?? '',
    record: seen.record ?? {},
    ...(seen.shown === undefined ? {} : { shown: seen.shown })
  }))
  // With only run-id given, the run record may say which project it belongs to.
  const projectId =
    config.projectId ?? (typeof runs[0].record['project_id'] === 'string' ? runs[0].record['project_id'] : undefined)
  const judged = await judgeRuns({
    runs,
    base: () => gate.base(projectId),
    policies,
    gate: { config, deadline: gate.deadline, signal: deps.signal, commit: deps.commit, warnTo: deps.logger }
  })
  if (judged === undefined) return failureResult(abortReason(deps.signal), states[0], config, end)
  const { verdict, run, ...why } = judged
  return end(states[run], verdict, verdict !== 'passed', why)
}

function gateResult(
  { config, deadline }: GateRun,
  state: GateState,
  verdict: Verdict,
  failsStep: boolean,
  why: Why,
  runs: GateState[]
): GateResult {
  // People see the redacted record; the verdict was reached on the record as the service sent it.
  const { shown } = state.seen
  return {
    verdict,
    failsStep,
    // With only run-id given, the run record may say which project it belongs to.
    projectId: config.projectId ?? (typeof shown?.['project_id'] === 'string' ? shown['project_id'] : undefined),
    runId: state.runId,
    status: state.seen.status,
    record: shown,
    recordSha256: state.seen.recordSha256,
    elapsedMs: deadline.elapsedMs(),
    polls: config.repeat > 1 ? runs.reduce((sum, taken) => sum + taken.seen.polls, 0) : state.seen.polls,
    // With repeat, every run started, even when a later start failed: the `runs` output names each.
    ...(config.repeat > 1 && runs.length > 0 ? { runs: runs.map(runTaken) } : {}),
    ...why
  }
}

/** One of several runs as the result names it: what people see of it. */
function runTaken({ runId, seen }: GateState): RunTaken {
  return { runId: runId ?? '', status: seen.status, record: seen.shown, recordSha256: seen.recordSha256 }
}

/** Whatever stopped the gate, as a result that says what happened and what to do. */
function failureResult(error: unknown, state: GateState, config: GateConfig, end: End): GateResult {
  const { verdict, failsStep, why } = failureOf(error, { ...state, several: config.repeat > 1 }, config)
  return end(state, verdict, failsStep, why)
}
