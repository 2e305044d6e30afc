/**
 * One gate, as a row of steps: the steps that may decide without a run (reuse), then a run started
 * (or the given one picked up) and waited for within the step's deadline, then the verdict. The
 * base is looked up beside the wait. Never throws: every way it can end, cancellation and timeout
 * included, becomes a GateResult.
 */
import type { GateConfig } from './config.js'
import { abortReason } from '../lib/errors.js'
import type { GateResult, Look, RunTaken, SequentialSeen, Verdict } from './results.js'
import { asSentence, inertText } from '../lib/text.js'
import type { Deadline } from '../lib/runtime.js'
import { endedInFailure } from './run-status.js'
import { openGate } from './open-gate.js'
import { waitFor, waitForAll } from './wait.js'
import { failureOf } from './failure.js'
import { startedAgainText, startRuns, type GateState, type StartedAgain } from './start.js'
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
  | 'history'
  | 'trend'
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
  const gate = openGate(config, deps, deadline => judgeCertification(config, deps, deadline))
  let notes: Why = {}
  for (const step of await beforeRunSteps(config)) {
    const outcome = await step(gate)
    if ('decision' in outcome) return outcome.decision
    notes = { ...notes, ...outcome.note }
  }
  const endWith =
    (runs: GateState[]): End =>
    (state, verdict, failsStep, why = {}) =>
      gateResult(gate, state, verdict, failsStep, { ...why, ...notes }, runs)
  if (config.runId === undefined && config.projectId !== undefined)
    return config.sequential
      ? startInBatches(gate, config.projectId, endWith)
      : startAndJudge(gate, config.projectId, endWith)
  const given: GateState = { runId: config.runId, seen: { polls: 0 }, startInFlight: false }
  deps.logger.info(`Waiting for run ${inertText(given.runId ?? '')} at ${config.baseUrl}.`)
  // wait: false, decided here alone: nothing is waited for, and no run is judged by pass-if.
  if (!config.wait) return lookOnce(gate, given, endWith([given]))
  // Without project-id, the base is looked up once the run's record names the project.
  if (config.projectId !== undefined) void gate.base(config.projectId)
  return (await waitAndJudge(gate, [], [given], endWith)).result
}

/** Starts the gate's `repeat` runs, then waits for them and judges them together. */
async function startAndJudge(gate: GateRun, projectId: string, endWith: (runs: GateState[]) => End) {
  const started = await startRuns(projectId, gate)
  const end = endWith(started.states)
  if ('error' in started) return startFailed(started, gate, end)
  if ('again' in started) return startedAgain(started, gate.config, end)
  if (!gate.config.wait) return lookOnce(gate, started.states[0], end)
  // The base's certification is looked up beside the wait, once the runs are started.
  void gate.base(projectId)
  return (await waitAndJudge(gate, [], started.states, endWith)).result
}

/**
 * `sequential`: the runs start in batches, and after each the runs so far are judged at the look's level; the first
 * look that decides ends the gate, and the last look's verdict stands whatever it is.
 */
async function startInBatches(gate: GateRun, projectId: string, endWith: (runs: GateState[]) => End) {
  const { scheduleOf, decidesEarly, lookOf, cutShort, decidedOnLooks } = await import('./sequential.js')
  const schedule = scheduleOf(gate.config.repeat)
  const level = await sequentialLevel(gate.config.repeat)
  const looks: Look[] = []
  const seen = (result: GateResult, stopped: SequentialSeen['stopped']): GateResult => ({
    ...result,
    sequential: { schedule, level, looks, stopped }
  })
  let states: GateState[] = []
  let looked: { result: GateResult; batchMs: number } | undefined
  for (const [index, upTo] of schedule.entries()) {
    const startedAt = gate.deadline.elapsedMs()
    if (looked !== undefined) {
      const { timeoutMs } = gate.config
      const clock = {
        queueLimitMs: await gate.deps.queueLimitMs,
        timeoutMs,
        elapsedMs: startedAt,
        batchMs: looked.batchMs
      }
      const cut = cutShort(clock, { had: states.length, next: upTo - states.length })
      if (cut !== undefined) {
        const reason = `${asSentence(looked.result.reason ?? '')} ${cut.reason}`
        return seen({ ...looked.result, reason, hint: cut.hint }, cut.stopped)
      }
    }
    const started = await startRuns(projectId, gate, { before: states, count: upTo - states.length })
    const end = endWith(started.states)
    if ('error' in started) return seen(startFailed(started, gate, end), 'ended')
    if ('again' in started) return seen(startedAgain(started, gate.config, end), 'ended')
    if (index === 0) void gate.base(projectId)
    const batch = started.states.slice(states.length)
    const { result, judged, runFailed, states: all } = await waitAndJudge(gate, states, batch, endWith, level)
    if (!judged)
      return result.verdict === 'timed-out' && looked !== undefined
        ? seen(decidedOnLooks(looked.result, result, states.length), 'timeout')
        : seen(result, 'ended')
    states = all
    const last = index === schedule.length - 1
    const decided = decidesEarly(result.verdict, { failIfSet: gate.config.failIf !== undefined, runFailed })
    looks.push(lookOf(result, upTo, level, decided))
    if (decided || last) return seen(result, decided ? 'decided' : 'last-look')
    const batchMs = Math.max(looked?.batchMs ?? 0, gate.deadline.elapsedMs() - startedAt)
    looked = { result, batchMs }
    gate.deps.logger.info(`Look ${index + 1} of ${schedule.length}, at ${upTo} runs: not decided (${result.verdict}).`)
  }
  throw new Error('a sequential schedule has at least one look')
}

/**
 * Waits for `batch` (runs started after `before`, already waited for), then judges them all, the intervals at `level`
 * when given. `judged` is false when the gate ended before a verdict (a run that could not be waited for);
 * `runFailed`, when a run of the batch ended in a failure status (an earlier batch's would have ended the gate).
 */
async function waitAndJudge(
  gate: GateRun,
  before: GateState[],
  batch: GateState[],
  endWith: (runs: GateState[]) => End,
  level?: number
): Promise<{ result: GateResult; judged: boolean; runFailed: boolean; states: GateState[] }> {
  const outcomes = await gate.whileRunning(() => waitForAll(gate, batch))
  const states = [...before, ...batch.map((state, index) => ({ ...state, seen: outcomes[index] }))]
  const ended = endWith(states)
  // Every run counts: a failed one fails the gate (judge names it), whatever the others did; else the
  // first that could not be waited for ends the gate, as one run would.
  const failed = outcomes.some(outcome => outcome.state !== 'stopped' && endedInFailure(outcome.status))
  const stopped = outcomes.findIndex(outcome => outcome.state === 'stopped')
  if (stopped >= 0 && !failed) {
    const error = (outcomes[stopped] as { error: unknown }).error
    const result = failureResult(error, states[before.length + stopped], gate, ended)
    return { result, judged: false, runFailed: false, states }
  }
  const policies = { passIf: gate.config.passIf, failIf: gate.config.failIf, level }
  return { result: await judge(gate, states, ended, policies), judged: true, runFailed: failed, states }
}

/** A start answered with a run already started: nothing is judged, and the runs started go on at the service. */
function startedAgain({ again, states }: { again: StartedAgain; states: GateState[] }, config: GateConfig, end: End) {
  const { reason, hint } = startedAgainText(again, states, config.repeat)
  return end(states[again.first - 1], 'error', true, { reason, hint })
}

/** A start failed: what failureResult says, and the runs started before it, which go on at the service. */
function startFailed(
  { error, idempotencyKey, states: started }: { error: unknown; idempotencyKey: string; states: GateState[] },
  gate: GateRun,
  end: End
): GateResult {
  const result = failureResult(error, { seen: { polls: 0 }, startInFlight: true, idempotencyKey }, gate, end)
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
  if (outcome.state === 'stopped') return failureResult(outcome.error, seen, gate, end)
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
 * A certification's runs, judged as the gate's own would be, over the base it was compared with; a sequential gate's at
 * its looks' level, as one it decided on fewer runs was.
 */
function judgeCertification(config: GateConfig, deps: GateDependencies, deadline: Deadline): GateRun['judge'] {
  return async (runs, seenBase, warn) => {
    const { judgeRuns } = await import('./judge/index.js')
    const context = {
      config,
      deadline,
      signal: deps.signal,
      commit: deps.commit,
      ...(warn ? { warnTo: deps.logger } : {})
    }
    const level = config.sequential ? await sequentialLevel(config.repeat) : undefined
    const base = () => Promise.resolve(seenBase)
    return judgeRuns({ runs, base, policies: config, gate: context, ...(level === undefined ? {} : { level }) })
  }
}

/** The level of each look of a sequential gate with `repeat` runs at most. */
async function sequentialLevel(repeat: number): Promise<number> {
  const { levelOf, scheduleOf } = await import('./sequential.js')
  return levelOf(scheduleOf(repeat).length)
}

/**
 * The runs are over: the judge gives the verdict on their statuses, then on `policies` (pass-if, fail-if) over their
 * records and base. Every run counts: the first that ended in a failure status fails the gate.
 */
async function judge(
  gate: GateRun,
  states: GateState[],
  end: End,
  policies: Pick<GateConfig, 'passIf' | 'failIf'> & { level?: number }
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
    ...(policies.level === undefined ? {} : { level: policies.level }),
    gate: { config, deadline: gate.deadline, signal: deps.signal, commit: deps.commit, warnTo: deps.logger }
  })
  if (judged === undefined) return failureResult(abortReason(deps.signal), states[0], gate, end)
  const { verdict, run, ...why } = judged
  return end(states[run], verdict, verdict !== 'passed', why)
}

function gateResult(
  { config, deadline }: GateRun,
  state: GateState,
  verdict: Verdict,
  failsStep: boolean,
  why: Why,
  started: GateState[]
): GateResult {
  // The run the verdict names is its newest sight; every run started counts, even when a later start failed.
  const runs = started.map(each => (each.runId === state.runId ? state : each))
  const named = runs.findIndex(each => each.runId !== undefined && each.runId === state.runId)
  // People see the redacted record; the verdict was reached on the record as the service sent it.
  const { shown } = state.seen
  return {
    verdict,
    failsStep,
    // With only run-id given, the run record may say which project it belongs to.
    projectId: config.projectId ?? (typeof shown?.['project_id'] === 'string' ? shown['project_id'] : undefined),
    runs: runs.map(runTaken),
    ...(named < 0 ? {} : { named }),
    elapsedMs: deadline.elapsedMs(),
    polls: runs.reduce((sum, taken) => sum + taken.seen.polls, 0),
    ...why
  }
}

/** One run as the result names it: what people see of it. */
function runTaken({ runId, seen }: GateState): RunTaken {
  return { runId: runId ?? '', status: seen.status, record: seen.shown, recordSha256: seen.recordSha256 }
}

/** Whatever stopped the gate, as a result that says what happened and what to do. */
function failureResult(error: unknown, state: GateState, gate: GateRun, end: End): GateResult {
  const { verdict, failsStep, why } = failureOf(error, { ...state, several: gate.several }, gate.config)
  return end(state, verdict, failsStep, why)
}
