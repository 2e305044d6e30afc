/**
 * One gate, as a row of steps: the steps that may decide without a run (reuse), then a run started
 * (or the given one picked up) and waited for within the step's deadline, then the verdict. The
 * base is looked up beside the wait. Never throws: every way it can end, cancellation and timeout
 * included, becomes a GateResult.
 */
import { randomUUID } from 'node:crypto'
import type { GateConfig } from './config.js'
import { CancelledError, abortReason, errorMessage } from '../lib/errors.js'
import type { BaseSeen, GateResult, RunTaken, Verdict } from './results.js'
import { waitForRun, type PollOutcome, type RunSeen } from './poll.js'
import { ApiError, DeadlineError } from '../http/errors.js'
import { withRetries } from '../http/retry.js'
import { Deadline } from '../lib/runtime.js'
import { asSentence, inertText } from '../lib/text.js'
import type { BasePatience } from './certified/base.js'
import { readsBase } from './names.js'
import { endedInFailure } from './run-status.js'
import { outageOf } from './outage.js'
import type { BeforeRunStep, GateDependencies, GateRun } from './certified/gate-run.js'

export type { GateDependencies } from './certified/gate-run.js'

/** Where a gate stands when it ends: which run, what was seen of it, and whether a start was in flight. */
interface GateState {
  runId?: string
  seen: RunSeen
  /** True while a start request may have reached the service without an answer. */
  startInFlight: boolean
}

type Why = Pick<
  GateResult,
  | 'reason'
  | 'hint'
  | 'lookAt'
  | 'policy'
  | 'failPolicy'
  | 'figures'
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
    if ('error' in started) return startFailed(started.error, started.states, config, endWith(started.states))
    if ('again' in started) return startedAgain(started.again, started.states, config, endWith(started.states))
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
  return judge(gate, states, ended, config.passIf)
}

/**
 * Waits for every run at once; the first to end in failure stops the others' waits (each run counts, so the gate
 * has failed), and they go on at the service.
 */
function waitForAll(gate: GateRun, states: GateState[]): Promise<PollOutcome[]> {
  if (states.length === 1) return Promise.all([waitFor(gate, states[0], false)])
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
function startFailed(error: unknown, started: GateState[], config: GateConfig, end: End): GateResult {
  const result = failureResult(error, { seen: { polls: 0 }, startInFlight: true }, config, end)
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
  const judged = await judge(gate, [seen], end, undefined)
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
 * The runs are over: their statuses, then `passIf` (when given) over their records and base, give the
 * verdict. Every run counts: the first that ended in a failure status fails the gate, whatever the others scored.
 */
async function judge(gate: GateRun, states: GateState[], end: End, passIf: GateConfig['passIf']): Promise<GateResult> {
  const { config, deps, deadline } = gate
  // Loaded once the run is over: nothing before the first request pays for judging.
  const { judgeRun } = await import('./verdict.js')
  const failed = states.find(state => endedInFailure(state.seen.status))
  const state = failed ?? states[0]
  const status = state.seen.status ?? ''
  const record = state.seen.record ?? {}
  if (passIf === undefined || failed !== undefined) {
    const { verdict, ...why } = judgeRun(state.runId ?? '', status, record)
    return end(state, verdict, verdict !== 'passed', failed === undefined ? why : everyRunCounts(why, states, failed))
  }
  // What pass-if reads beside the run (commit, base): only for a run pass-if judges.
  const [{ baseNotRead }, { baseUnreadable, givenBeside, warnOfUnknownBaseFields }] = await Promise.all([
    import('./certified/base.js'),
    import('./certified/base-seen.js')
  ])
  // With only run-id given, the run record may say which project it belongs to.
  const base = await gate.base(
    config.projectId ?? (typeof record['project_id'] === 'string' ? record['project_id'] : undefined)
  )
  if (baseUnreadable(base)) return end(state, 'error', true, { ...baseNotRead(base, state.runId), base })
  const records = states.map(taken => taken.seen.record ?? {})
  const { others, figures } = await givenBeside(config, records, base, deps.commit)
  const { evaluateBounded } = await import('../policy/bounded.js')
  const evaluate = (policy: NonNullable<GateConfig['passIf']>) =>
    evaluateBounded(policy, record, deadline, deps.signal, others)
  const evaluation = await evaluate(passIf)
  const failEvaluation = config.failIf === undefined ? undefined : await evaluate(config.failIf)
  if (deps.signal.aborted) return failureResult(abortReason(deps.signal), state, config, end)
  const runLabel = states.length === 1 ? undefined : states.map(taken => taken.runId ?? '')
  const { verdict, ...why } = judgeRun(state.runId ?? '', status, record, passIf, evaluation, base, {
    failIf: config.failIf,
    failEvaluation,
    others,
    runIds: runLabel,
    figures,
    repeat: config.repeat
  })
  // An error already says what is missing; a true or false may hide a misspelled field of base.
  if (why.policy !== undefined) warnOfUnknownBaseFields(config, base, record, why.policy, deps.logger)
  return end(state, verdict, verdict !== 'passed', { ...why, base, figures })
}

/** A failed run of several: its failure, said as one run of them that counts whatever the others scored. */
function everyRunCounts(why: Why, states: GateState[], failed: GateState): Why {
  if (states.length === 1) return why
  const others = states.filter(state => state !== failed).map(state => inertText(state.runId ?? ''))
  return {
    ...why,
    reason:
      `${asSentence(why.reason ?? '')} It is one of ${states.length} runs (with ${others.join(', ')}), and every run counts: ` +
      `one that fails fails the gate, whatever the others scored.`
  }
}

/** A start answered with a run this step had already started: which start, and which start first had it. */
interface StartedAgain {
  runId: string
  start: number
  first: number
}

/**
 * Starts `repeat` runs, one after another, each with its own Idempotency-Key; or the error that stopped one; or a
 * start answered with a run already started here, which would count one run twice.
 */
async function startRuns(
  projectId: string,
  gate: GateRun
): Promise<
  { states: GateState[] } | { error: unknown; states: GateState[] } | { again: StartedAgain; states: GateState[] }
> {
  const states: GateState[] = []
  const { repeat } = gate.config
  for (let index = 0; index < repeat; index += 1) {
    const key = gate.deps.idempotencyKey
    // A fixed key (a single gate's) stands for the first start; the others derive theirs from it.
    const idempotencyKey = key === undefined ? undefined : index === 0 ? key : `${key}-${index + 1}`
    let state: GateState
    try {
      state = await startRun(projectId, gate, idempotencyKey, repeat > 1 ? ` (${index + 1} of ${repeat})` : '')
    } catch (error) {
      return { error, states }
    }
    const first = states.findIndex(earlier => earlier.runId === state.runId)
    if (first >= 0) return { again: { runId: state.runId ?? '', start: index + 1, first: first + 1 }, states }
    states.push(state)
  }
  return { states }
}

/**
 * A start answered with a run already started in this step: the service hands back the run already going (one run of
 * a project at a time), so `repeat` distinct runs cannot be had. Nothing is judged: one run counted twice would show a
 * spread it does not have.
 */
function startedAgain(again: StartedAgain, started: GateState[], config: GateConfig, end: End): GateResult {
  const runId = inertText(again.runId)
  const going = started.map(state => inertText(state.runId ?? '')).join(', ')
  return end(started[again.first - 1], 'error', true, {
    reason:
      `The service answered start ${again.start} of ${config.repeat} with run ${runId}, which start ${again.first} ` +
      `had already started: it handed back a run already going, so repeat: ${config.repeat} cannot be honoured ` +
      `(one run counted twice is not two runs). Nothing was judged; ` +
      `the run(s) started go on at the service: ${going}.`,
    hint:
      'The service seems to allow one run of a project at a time: use repeat: 1 for this project, or ask its ' +
      'operators whether runs of one project can go at once.'
  })
}

/** POST start, retried only where the service cannot have acted; the run's id and first record. */
async function startRun(
  projectId: string,
  { config, deps, deadline }: GateRun,
  key: string | undefined,
  ofRepeat: string
): Promise<GateState> {
  const { client, signal, logger } = deps
  logger.info(`Starting a certification run for project ${inertText(projectId)}${ofRepeat} at ${config.baseUrl}.`)
  const idempotencyKey = key ?? randomUUID()
  const started = await withRetries(
    (timeoutMs, attempt) =>
      client.startRun(projectId, { idempotencyKey, quoteToken: config.quoteToken }, { signal, timeoutMs, attempt }),
    {
      deadline,
      signal,
      logger,
      link: deps.link,
      random: deps.random,
      subject: `starting a run for project '${inertText(projectId)}'`,
      peer: 'the service',
      // Only where the service cannot have acted: anything else might start a second run.
      isRetryable: error => error.transient && error.notActedOn
    }
  )
  const status = typeof started.record['status'] === 'string' ? started.record['status'] : undefined
  logger.info(
    `Started run ${inertText(started.runId)}${status === undefined ? '' : ` (status ${inertText(status, 80)})`}.`
  )
  return {
    runId: started.runId,
    seen: { polls: 0, status, record: started.record, shown: started.shown, recordSha256: started.bodySha256 },
    startInFlight: false
  }
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
  const { runId } = state
  const createdMaybe = state.startInFlight
    ? ` The service may have created a run anyway: look at project ${inertText(config.projectId ?? '')}'s runs in ` +
      `the console before trying again, and if one was created, pass its id as run-id instead of starting another.`
    : ''
  if (error instanceof CancelledError) {
    const goesOn = runId !== undefined ? ` Run ${inertText(runId)} goes on at the service.` : ''
    return end(state, 'cancelled', true, { reason: `${error.message}${goesOn}${createdMaybe}` })
  }
  const outage = outageOf(error, { baseUrl: config.baseUrl, projectId: config.projectId, runId })
  if (outage !== undefined) {
    // A run the service kept failing to report on until the timeout timed out, as a slow one does
    // (fail-on-timeout decides); one it could not be reached about, or never started, is an error.
    const timedOut = runId !== undefined && !('unreachable' in outage.serviceFailing)
    return end(state, timedOut ? 'timed-out' : 'error', !timedOut || config.failOnTimeout, outage)
  }
  if (error instanceof DeadlineError) {
    if (runId === undefined)
      return end(state, 'error', true, {
        reason: error.message,
        hint: 'Raise timeout if the service is slow to answer.'
      })
    return end(state, 'timed-out', config.failOnTimeout, {
      reason: error.message,
      hint:
        config.repeat > 1
          ? 'Raise timeout: repeated runs are judged together, so a later step cannot pick this one up by run-id.'
          : `Raise timeout, or wait for this run in a later step with run-id: ${inertText(runId)}.`
    })
  }
  if (error instanceof ApiError) {
    const mayHaveActed = state.startInFlight && error.mightHaveActed
    return end(state, 'error', true, {
      reason: error.message,
      // Whether a run was created is looked at before anything is tried again.
      hint: [mayHaveActed ? createdMaybe.trim() : undefined, error.hint].filter(Boolean).join(' ') || undefined
    })
  }
  return end(state, 'error', true, { reason: `Unexpected error: ${inertText(errorMessage(error))}` })
}
