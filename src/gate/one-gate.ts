import { randomUUID } from 'node:crypto'
import type { GateConfig } from './config.js'
import { CancelledError, abortReason, errorMessage } from '../lib/errors.js'
import type { BaseSeen, CertificationSeen, GateResult, Verdict } from './results.js'
import type { Comparison, Evaluation } from '../policy/pass-if.js'
import type { PolicyReport } from '../policy/report.js'
import type { GateMemory, Remembered } from './memory.js'
import { BASE_VARIABLE } from './inputs.js'
import { waitForRun, type RunSeen } from './poll.js'
import type { CertificationClient } from '../service/client.js'
import { ApiError, DeadlineError } from '../http/errors.js'
import type { PeerLink } from '../http/link.js'
import { withRetries } from '../http/retry.js'
import { Deadline, type Clock, type Logger, type Random } from '../lib/runtime.js'
import { inertText } from '../lib/text.js'
import { formatDuration } from '../lib/duration.js'
import { readPath, type JsonObject } from '../lib/json.js'

export interface GateDependencies {
  client: Pick<CertificationClient, 'startRun' | 'getRun'>
  clock: Clock
  random: Random
  /** Aborted when the job is cancelled. */
  signal: AbortSignal
  logger: Logger
  /** One value for every attempt of this gate's start; a fresh UUID by default. */
  idempotencyKey?: string
  /** The step's one deadline, shared by all its gates; a new one from `timeout` by default. */
  deadline?: Deadline
  /** Spreads the first poll of a run that was not started here, so many gates do not poll at once. */
  firstPollSpreadMs?: number
  /** Shared by every gate of the step: the rate-limit hold and the connection budget. */
  link?: PeerLink
  /** The signed certifications the gate may read (`reuse`, `base`); absent when neither is asked for. */
  memory?: GateMemory
}

/** Where a gate stands when it ends: which run, what was seen of it, and whether a start was in flight. */
interface GateState {
  runId?: string
  seen: RunSeen
  /** True while a start request may have reached the service without an answer. */
  startInFlight: boolean
}

type Why = Pick<GateResult, 'reason' | 'hint' | 'lookAt' | 'policy' | 'base' | 'notReused'>

/** What `base` is for one gate: the map pass-if reads (absent: an empty one), and what the summary says of it. */
interface BaseFound {
  comparison?: Comparison
  seen: BaseSeen
}

/**
 * Starts (or picks up) a run and waits for its verdict within one deadline. Never throws:
 * every way it can end, cancellation and timeout included, becomes a GateResult.
 */
export async function runGate(config: GateConfig, deps: GateDependencies): Promise<GateResult> {
  const deadline = deps.deadline ?? new Deadline(deps.clock, config.timeoutMs)
  const end = (state: GateState, verdict: Verdict, failsStep: boolean, why: Why = {}) =>
    gateResult(config, deadline, state, verdict, failsStep, notReused === undefined ? why : { ...why, notReused })

  let state: GateState = { runId: config.runId, seen: { polls: 0 }, startInFlight: false }
  const namesBase = config.passIf?.names(BASE_VARIABLE) === true
  let base: Promise<BaseFound> | undefined
  let firstPollDelayMs: number
  // Why reuse, when asked for, spared no run: every result of this gate says so from here on.
  let notReused: string | undefined
  if (state.runId === undefined && config.projectId !== undefined) {
    if (config.reuseMs !== undefined && deps.memory !== undefined) {
      // What pass-if compares with is needed to judge a certification for reuse too.
      if (namesBase) base = baseFor(config.projectId, deps)
      const reused = await reuseCertification(config.projectId, deps.memory, config, deps, deadline, base)
      if ('verdict' in reused) return reused
      notReused = reused.notReused
    }
    try {
      state = await startRun(config.projectId, config, deps, deadline)
    } catch (error) {
      return failureResult(error, { ...state, startInFlight: true }, config, end)
    }
    if (!config.wait) return end(state, 'started', false)
    // A random phase within the first interval: gates started together do not poll in
    // lock-step, and the step ends on average half an interval after the run does.
    firstPollDelayMs = Math.round(config.pollIntervalMs * deps.random())
  } else {
    deps.logger.info(`Waiting for run ${inertText(state.runId ?? '')} at ${config.baseUrl}.`)
    firstPollDelayMs = Math.round((deps.firstPollSpreadMs ?? 0) * deps.random())
  }

  // The base's certification is looked up beside the wait: the run is started (or given) first.
  if (namesBase && config.projectId !== undefined) base ??= baseFor(config.projectId, deps)
  const runId = state.runId ?? ''
  const outcome = await waitForRun({
    client: deps.client,
    runId,
    pollIntervalMs: config.pollIntervalMs,
    firstPollDelayMs,
    deadline,
    signal: deps.signal,
    logger: deps.logger,
    random: deps.random,
    known: state.seen,
    once: !config.wait,
    link: deps.link
  })
  state = { ...state, seen: outcome }
  switch (outcome.state) {
    case 'stopped':
      return failureResult(outcome.error, state, config, end)
    case 'working':
      return end(state, 'started', false, { reason: `Run ${inertText(runId)} is still going (wait: false); it is not certified yet.` })
    case 'over': {
      // Loaded once the run is over: nothing before the first request pays for judging.
      const { judgeRun, passIfApplies } = await import('./verdict.js')
      const status = outcome.status ?? ''
      const record = outcome.record ?? {}
      let evaluation: Evaluation | undefined
      let baseFound: BaseFound | undefined
      // With wait: false (inputs warned) a completed run is not judged: pass-if, compiled then only
      // for reuse, decides what is reused and nothing else.
      const passIf = config.wait ? config.passIf : undefined
      if (passIf !== undefined && passIfApplies(status)) {
        if (namesBase) {
          const project = config.projectId ?? (typeof record['project_id'] === 'string' ? record['project_id'] : undefined)
          base ??= project === undefined ? Promise.resolve({ seen: { why: 'the run names no project' } }) : baseFor(project, deps)
          baseFound = await base
        }
        const { evaluateBounded } = await import('../policy/bounded.js')
        evaluation = await evaluateBounded(passIf, record, deadline, deps.signal, othersOf(baseFound))
        if (deps.signal.aborted) return failureResult(abortReason(deps.signal), state, config, end)
      }
      const given = baseFound === undefined ? undefined : { comparison: baseFound.comparison, why: baseFound.seen.why }
      const { verdict, ...why } = judgeRun(runId, status, record, passIf, evaluation, given)
      // An error already says what is missing; a true or false may hide a misspelled field of base.
      if (why.policy !== undefined) warnOfUnknownBaseFields(config, baseFound, record, why.policy, deps.logger)
      if (!config.wait && config.passIfExpression !== undefined && verdict === 'passed') return end(state, 'started', false)
      return end(state, verdict, verdict !== 'passed', { ...why, base: baseFound?.seen })
    }
  }
}

/**
 * A certification of this commit for the project, signed within `reuse`, that verifies as the
 * verify action's would and for whose run `pass-if` is true now: the gate's pass, with no run
 * started. When none does, why not (logged in one line, and said in the summary): then a run is
 * started. Nothing, when the job was cancelled meanwhile.
 */
async function reuseCertification(
  projectId: string,
  memory: GateMemory,
  config: GateConfig,
  deps: GateDependencies,
  deadline: Deadline,
  base: Promise<BaseFound> | undefined
): Promise<GateResult | { notReused?: string }> {
  const { logger } = deps
  const project = inertText(projectId)
  const recalled = await memory.thisCommit(projectId)
  const ofCommit = recalled.commit === undefined ? '' : ` (commit ${recalled.commit.slice(0, 12)})`
  const nothing = (why: string) => {
    logger.info(`Nothing to reuse for project ${project}${ofCommit}: ${why}. Starting a run.`)
    return { notReused: why }
  }
  if ('why' in recalled) return nothing(recalled.why)
  const baseFound = base === undefined ? undefined : await base
  const { evaluateBounded } = await import('../policy/bounded.js')
  const { policyReport } = await import('../policy/pass-if.js')
  const reused = (certification: Remembered, policy?: GateResult['policy']) => {
    logger.info(
      `Project ${project} passed on the certification of run ${inertText(certification.runId ?? '?')}, signed ${formatDuration(Date.now() - certification.signedAt.getTime())} ago: no run was started.`
    )
    return reusedResult(config, certification, deadline, policy, baseFound?.seen)
  }
  if (config.passIf === undefined) return reused(recalled.certifications[0])
  let why = ''
  for (const [index, certification] of recalled.certifications.entries()) {
    const run = `run ${inertText(certification.runId ?? '?')}`
    const evaluation = await evaluateBounded(config.passIf, certification.record, deadline, deps.signal, othersOf(baseFound))
    if (deps.signal.aborted) return {}
    const policy = policyReport(config.passIf, certification.record, evaluation, baseFound?.comparison)
    // A misspelled field of base is said once, of the newest certification judged, as after a run.
    if (index === 0) warnOfUnknownBaseFields(config, baseFound, certification.record, policy, logger)
    if (policy.outcome === 'true') return reused(certification, policy)
    // The newest says why; an older one that does not pass either adds nothing a person needs.
    if (index === 0) {
      const { readingsSuffix } = await import('../policy/report.js')
      why = `pass-if ${NOT_TRUE[policy.outcome]} for the certification of ${run} now${readingsSuffix(policy)}`
    }
  }
  const more = recalled.certifications.length > 1 ? `, nor for ${recalled.certifications.length - 1} older` : ''
  return nothing(`${why}${more}`)
}

/** What pass-if gave, when not true, as the line that says why nothing was reused words it. */
const NOT_TRUE: Record<Exclude<PolicyReport['outcome'], 'true'>, string> = {
  false: 'is false',
  error: 'could not be evaluated',
  value: 'gave neither true nor false',
  stopped: 'ran out of time'
}

function reusedResult(
  config: GateConfig,
  certification: Remembered,
  deadline: Deadline,
  policy?: GateResult['policy'],
  base?: BaseSeen
): GateResult {
  return {
    verdict: 'passed',
    failsStep: false,
    projectId: config.projectId,
    runId: certification.runId,
    status: certification.status ?? 'completed',
    record: certification.record,
    recordSha256: certification.recordSha256,
    elapsedMs: deadline.elapsedMs(),
    polls: 0,
    policy,
    reused: seenOf(certification),
    base
  }
}

/** The base commit's newest certification of `projectId` that verifies, or why there is none; never throws. */
async function baseFor(projectId: string, deps: GateDependencies): Promise<BaseFound> {
  if (deps.memory === undefined) return { seen: { why: 'no certification was looked up' } }
  const recalled = await deps.memory.baseCommit(projectId)
  if ('why' in recalled) {
    const project = inertText(projectId)
    const ofCommit = recalled.commit === undefined ? '' : ` (base commit ${recalled.commit.slice(0, 12)})`
    if (recalled.absence === 'none-counts') {
      // A certification is there but does not count here (a signer-workflow that names another
      // workflow, a forgery): pass-if then compares with nothing, which a person must be told of.
      deps.logger.warning(
        `base is an empty map for project ${project}${ofCommit}: ${recalled.why}. ` +
          'pass-if compares with nothing until a certification of the base counts: the reason says why this one does not.'
      )
    } else {
      deps.logger.info(`base is an empty map for project ${project}${ofCommit}: ${recalled.why}.`)
    }
    return { seen: { commit: recalled.commit, why: recalled.why, absence: recalled.absence } }
  }
  const [newest] = recalled.certifications
  deps.logger.info(`base is the record of run ${inertText(newest.runId ?? '?')}, the certification of base commit ${recalled.commit}.`)
  return { comparison: { name: BASE_VARIABLE, value: newest.record }, seen: { commit: recalled.commit, certification: seenOf(newest) } }
}

/**
 * A field pass-if reads of `base` that neither the base's certified record nor the run's has, and
 * that pass-if does not read of the run too, is likely misspelled: behind a `has()` guard it makes
 * pass-if true whatever the scores, and nothing else would show it. Said as a warning, once per
 * field, when pass-if gave true or false over a base certification (an error already says it). A
 * field read of both is an optional one, guarded on both sides or an error: not warned of.
 */
function warnOfUnknownBaseFields(
  config: GateConfig,
  base: BaseFound | undefined,
  record: JsonObject,
  policy: PolicyReport,
  logger: Logger
): void {
  if (base?.comparison === undefined || config.passIf === undefined || (policy.outcome !== 'true' && policy.outcome !== 'false')) return
  const readOfRun = new Set(config.passIf.fieldPaths.map(path => JSON.stringify(path.keys)))
  for (const path of config.passIf.otherFieldPaths) {
    if (readOfRun.has(JSON.stringify(path.keys))) continue
    if (readPath(base.comparison.value, path.keys) !== undefined || readPath(record, path.keys) !== undefined) continue
    logger.warning(
      `pass-if reads ${inertText(path.text, 100)} for project ${inertText(config.projectId ?? '?')}, which neither the base commit's certified record nor the run's has: ` +
        'if it is guarded with has(), that part of pass-if never compares anything. Check the name against the fields the service returns.'
    )
  }
}

/** The maps pass-if reads beside `run`: `base`, when there is one to give (otherwise it is an empty map). */
function othersOf(base: BaseFound | undefined): Record<string, JsonObject> {
  return base?.comparison === undefined ? {} : { [BASE_VARIABLE]: base.comparison.value }
}

function seenOf(certification: Remembered): CertificationSeen {
  return {
    runId: certification.runId,
    signedAt: certification.signedAt.toISOString(),
    ageMs: Math.max(0, Date.now() - certification.signedAt.getTime()),
    signer: certification.signedBy.workflow,
    sourceRef: certification.signedBy.sourceRef
  }
}

/** POST start, retried only where the service cannot have acted; the run's id and first record. */
async function startRun(projectId: string, config: GateConfig, deps: GateDependencies, deadline: Deadline): Promise<GateState> {
  const { client, signal, logger } = deps
  logger.info(`Starting a certification run for project ${inertText(projectId)} at ${config.baseUrl}.`)
  const idempotencyKey = deps.idempotencyKey ?? randomUUID()
  const started = await withRetries(
    (timeoutMs, attempt) => client.startRun(projectId, { idempotencyKey, quoteToken: config.quoteToken }, { signal, timeoutMs, attempt }),
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
  logger.info(`Started run ${inertText(started.runId)}${status === undefined ? '' : ` (status ${inertText(status, 80)})`}.`)
  return {
    runId: started.runId,
    seen: { polls: 0, status, record: started.record, shown: started.shown, recordSha256: started.bodySha256 },
    startInFlight: false
  }
}

function gateResult(config: GateConfig, deadline: Deadline, state: GateState, verdict: Verdict, failsStep: boolean, why: Why): GateResult {
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
    polls: state.seen.polls,
    ...why
  }
}

/** Whatever stopped the gate, as a result that says what happened and what to do. */
function failureResult(
  error: unknown,
  state: GateState,
  config: GateConfig,
  end: (state: GateState, verdict: Verdict, failsStep: boolean, why?: Why) => GateResult
): GateResult {
  const { runId } = state
  const createdMaybe = state.startInFlight
    ? ` The service may have created a run anyway: look at project ${inertText(config.projectId ?? '')}'s runs in the console before trying again, and if one was created, pass its id as run-id instead of starting another.`
    : ''
  if (error instanceof CancelledError) {
    const goesOn = runId !== undefined ? ` Run ${inertText(runId)} goes on at the service.` : ''
    return end(state, 'cancelled', true, { reason: `${error.message}${goesOn}${createdMaybe}` })
  }
  if (error instanceof DeadlineError) {
    if (runId === undefined) {
      // Start attempts are only repeated after failures the service cannot have acted on.
      return end(state, 'error', true, { reason: error.message, hint: 'Raise timeout if the service is slow to answer.' })
    }
    return end(state, 'timed-out', config.failOnTimeout, {
      reason: error.message,
      hint: `Raise timeout, or wait for this run in a later step with run-id: ${inertText(runId)}.`
    })
  }
  if (error instanceof ApiError) {
    const mayHaveActed = state.startInFlight && error.mightHaveActed
    return end(state, 'error', true, {
      reason: error.message,
      hint: [error.hint, mayHaveActed ? createdMaybe.trim() : undefined].filter(Boolean).join(' ') || undefined
    })
  }
  return end(state, 'error', true, { reason: `Unexpected error: ${inertText(errorMessage(error))}` })
}
