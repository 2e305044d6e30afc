/**
 * Waiting for a gate's runs, each polled within the gate's one deadline: one run alone, or several at once, where the
 * first to end in failure stops the others' waits (every run counts, so the gate has failed; they go on at the service).
 */
import { inertText } from '../../lib/text.js'
import { endedInFailure } from '../../service/run-status.js'
import { waitForRun, type PollOutcome } from './poll.js'
import type { GateState } from './start.js'
import type { GateRun } from '../certified/gate-run.js'

/**
 * Waits for every run at once; the first to end in failure stops the others' waits (each run counts, so the gate
 * has failed), and they go on at the service.
 */
export function waitForAll(gate: GateRun, states: GateState[]): Promise<PollOutcome[]> {
  const oneFailed = new AbortController()
  const signal = AbortSignal.any([gate.deps.signal, oneFailed.signal])
  let going = states.length
  return Promise.all(
    states.map(state =>
      waitFor(gate, state, false, signal).then(outcome => {
        going -= 1
        if (outcome.state !== 'stopped' && endedInFailure(outcome.status) && !oneFailed.signal.aborted) {
          // Said only where a run is still being waited for: that is what is given up.
          if (going > 0)
            gate.deps.logger.info(
              `Run ${inertText(state.runId ?? '')} ended in failure, and every run counts: the others are not ` +
                `waited for (they go on at the service).`
            )
          oneFailed.abort()
        }
        return outcome
      })
    )
  )
}

/** Polls the run until it is over (or `once`), its first poll spread so gates do not poll in lock-step. */
export function waitFor(
  gate: GateRun,
  state: GateState,
  once: boolean,
  signal = gate.deps.signal
): Promise<PollOutcome> {
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
