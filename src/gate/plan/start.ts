/**
 * Starting a gate's runs: `repeat` of them, one after another, each with its own Idempotency-Key, retried only where
 * the service cannot have acted. A start answered with a run this step already started is no run of its own: the
 * service handed back the one going, and counting it again would show a spread it does not have.
 */
import { randomUUID } from 'node:crypto'
import { runIdKey } from '../../lib/ids.js'
import { withRetries } from '../../http/retry.js'
import { inertText } from '../../lib/text.js'
import type { GateRun } from '../certified/gate-run.js'
import type { RunSeen } from './poll.js'

/** Where a gate stands when it ends: which run, what was seen of it, and whether a start was in flight. */
export interface GateState {
  runId?: string
  seen: RunSeen
  /** True while a start request may have reached the service without an answer. */
  startInFlight: boolean
  /** With `startInFlight`: the Idempotency-Key that start carried, by which a run it made may be found. */
  idempotencyKey?: string
}

/** A start answered with a run this step had already started: which start, and which start first had it. */
export interface StartedAgain {
  runId: string
  start: number
  first: number
  /** The id as the first start gave it: the same, or another spelling the service may read as one run. */
  firstId: string
}

/**
 * Starts `count` runs after the `before` ones this step started (all `repeat` at once, or a sequential gate's next
 * batch), one after another, each with its own Idempotency-Key; or the error that stopped one; or a start answered
 * with a run already started here, which would count one run twice. The states returned are `before`'s and the new.
 */
export async function startRuns(
  projectId: string,
  gate: GateRun,
  { before, count }: { before: readonly GateState[]; count: number } = { before: [], count: gate.config.repeat }
): Promise<
  | { states: GateState[] }
  | { error: unknown; idempotencyKey: string; states: GateState[] }
  | { again: StartedAgain; states: GateState[] }
> {
  const states: GateState[] = [...before]
  const { repeat } = gate.config
  for (let index = before.length; index < before.length + count; index += 1) {
    const key = gate.deps.idempotencyKey
    // A fixed key (a single gate's) stands for the first start; the others derive theirs from it.
    const idempotencyKey = key === undefined ? randomUUID() : index === 0 ? key : `${key}-${index + 1}`
    let state: GateState
    try {
      state = await startRun(projectId, gate, idempotencyKey, gate.several ? ` (${index + 1} of ${repeat})` : '')
    } catch (error) {
      // The key it was sent with: a run it may have created is found by it, where the service keeps it.
      return { error, idempotencyKey, states }
    }
    // As the service may read them: RUN-7 after run-7 is the run handed back again, not a second run.
    const runKey = runIdKey(state.runId ?? '')
    const first = states.findIndex(earlier => runIdKey(earlier.runId ?? '') === runKey)
    if (first >= 0)
      return {
        again: { runId: state.runId ?? '', start: index + 1, first: first + 1, firstId: states[first].runId ?? '' },
        states
      }
    states.push(state)
  }
  return { states }
}

/** POST start, retried only where the service cannot have acted; the run's id and first record. */
async function startRun(
  projectId: string,
  { config, deps, deadline }: GateRun,
  idempotencyKey: string,
  ofRepeat: string
): Promise<GateState> {
  const { client, signal, logger } = deps
  logger.info(`Starting a certification run for project ${inertText(projectId)}${ofRepeat} at ${config.baseUrl}.`)
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

/**
 * A start answered with a run already started in this step: the service hands back the run already going (one run of
 * a project at a time), so `repeat` distinct runs cannot be had. Nothing is judged: one run counted twice would show a
 * spread it does not have.
 */
export function startedAgainText(
  again: StartedAgain,
  started: readonly GateState[],
  repeat: number
): { reason: string; hint: string } {
  const runId = inertText(again.runId)
  const going = started.map(state => inertText(state.runId ?? '')).join(', ')
  const spelled =
    again.firstId === again.runId
      ? `run ${runId}, which start ${again.first} had already started`
      : `run ${runId}, which start ${again.first} had already started as ${inertText(again.firstId)} (ids a ` +
        'service may read as one: the same letters in another case or width)'
  return {
    reason:
      `The service answered start ${again.start} of ${repeat} with ${spelled}: it handed back a run already ` +
      `going, so repeat: ${repeat} cannot be honoured ` +
      `(one run counted twice is not two runs). Nothing was judged; ` +
      `the run(s) started go on at the service: ${going}.`,
    hint:
      'The service seems to allow one run of a project at a time: use repeat: 1 for this project, or ask its ' +
      'operators whether runs of one project can go at once.'
  }
}
