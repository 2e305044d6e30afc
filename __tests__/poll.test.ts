import type { RunRecord } from '../src/gate/results.js'
import type { RunAnswer } from '../src/service/client.js'
import { CancelledError } from '../src/lib/errors.js'
import { ApiError, DeadlineError } from '../src/http/errors.js'
import { runState } from '../src/gate/run-status.js'
import { waitForRun, type RunSeen } from '../src/gate/poll.js'
import { Deadline } from '../src/lib/runtime.js'
import { FakeClock, recordingLogger } from './helpers/fake-clock.js'

type Answer = RunRecord | Error

/** A client that answers each poll with the next scripted answer (the last one repeats). */
function scriptedClient(clock: FakeClock, answers: Answer[]) {
  const pollTimes: number[] = []
  return {
    pollTimes,
    async getRun(): Promise<RunAnswer> {
      pollTimes.push(clock.now())
      const answer = answers.length > 1 ? answers.shift() : answers[0]
      if (answer instanceof Error) throw answer
      return { record: answer as RunRecord, shown: answer as RunRecord, bodySha256: 'sha' }
    }
  }
}

function setup(
  answers: Answer[],
  options: { timeoutMs?: number; pollIntervalMs?: number; firstPollDelayMs?: number; once?: boolean } = {}
) {
  const clock = new FakeClock()
  const client = scriptedClient(clock, answers)
  const progress: RunSeen = { polls: 0 }
  const logger = recordingLogger()
  const cancellation = new AbortController()
  const startedAt = clock.now()
  // What the wait learned goes into `progress`; a stopped wait rethrows what stopped it.
  const wait = async () => {
    const outcome = await waitForRun({
      client,
      runId: 'run-1',
      pollIntervalMs: options.pollIntervalMs ?? 10_000,
      firstPollDelayMs: options.firstPollDelayMs ?? 0,
      deadline: new Deadline(clock, options.timeoutMs ?? 30 * 60_000),
      signal: cancellation.signal,
      logger,
      random: () => 0.5,
      once: options.once
    })
    Object.assign(progress, outcome)
    if (outcome.state === 'stopped') throw outcome.error
    return outcome.state
  }
  return { clock, client, progress, logger, cancellation, startedAt, wait }
}

const status = (value: unknown): RunRecord => ({ run_id: 'run-1', status: value })

describe('runState', () => {
  it('ends on completed and on the known failure words in any case, and waits on anything else', () => {
    expect(runState('completed')).toBe('over')
    expect(runState(' COMPLETED ')).toBe('over')
    for (const failed of [
      'failed',
      'failure',
      'error',
      'errored',
      'cancelled',
      'canceled',
      'aborted',
      'rejected',
      'expired',
      'timed_out',
      'Timed_Out'
    ]) {
      expect(runState(failed)).toBe('over')
    }
    for (const working of ['queued', 'running', 'pending', 'analysing', 'completed_with_warnings', 'succeeded', '']) {
      expect(runState(working)).toBe('working')
    }
  })
})

describe('waitForRun', () => {
  it('polls an interval apart until completed, logging each status change once', async () => {
    const { wait, client, progress, logger, startedAt } = setup([
      status('queued'),
      status('queued'),
      status('running'),
      status('running'),
      status('completed')
    ])
    await expect(wait()).resolves.toBe('over')
    expect(client.pollTimes.map(time => time - startedAt)).toEqual([0, 10_000, 20_000, 30_000, 40_000])
    expect(progress).toMatchObject({ polls: 5, status: 'completed', record: status('completed') })
    expect(logger.lines).toEqual([
      'info: Run run-1: status queued.',
      'info: Run run-1: status running.',
      'info: Run run-1: status completed.'
    ])
  })

  it('waits the first delay before the first poll', async () => {
    const { wait, client, startedAt } = setup([status('completed')], { firstPollDelayMs: 7000 })
    await wait()
    expect(client.pollTimes.map(time => time - startedAt)).toEqual([7000])
  })

  it('ends at once on a failure status', async () => {
    const { wait, progress } = setup([status('running'), status('Rejected'), status('completed')])
    await expect(wait()).resolves.toBe('over')
    expect(progress.status).toBe('Rejected')
    expect(progress.polls).toBe(2)
  })

  it('keeps polling through statuses it does not know', async () => {
    const { wait, logger } = setup([status('warming_up'), status('scanning:dast'), status('completed')])
    await expect(wait()).resolves.toBe('over')
    expect(logger.lines.join('\n')).toMatch(/status warming_up[\s\S]*status scanning:dast/)
  })

  it('looks once and returns the state with once', async () => {
    const { wait, progress } = setup([status('running'), status('completed')], { once: true })
    await expect(wait()).resolves.toBe('working')
    expect(progress.polls).toBe(1)
  })

  it('retries transient failures and answers without a status, with backoff instead of the interval', async () => {
    const { wait, client, startedAt, progress } = setup([
      new ApiError('HTTP 502.', { kind: 'transient', status: 502 }),
      status(undefined),
      { run_id: 'run-1' },
      status('completed')
    ])
    await expect(wait()).resolves.toBe('over')
    expect(client.pollTimes.map(time => time - startedAt)).toEqual([0, 750, 2250, 5250])
    expect(progress.polls).toBe(4)
  })

  it('takes Retry-After instead of the interval, with no fixed sleep on top', async () => {
    const { wait, client, startedAt } = setup([
      status('running'),
      new ApiError('429', { kind: 'transient', status: 429, retryAfterMs: 3000 }),
      status('completed')
    ])
    await wait()
    // Poll at 0, its retry-asked poll at 10 s, then 3 s plus 10% jitter of 400 ms later.
    expect(client.pollTimes.map(time => time - startedAt)).toEqual([0, 10_000, 13_200])
  })

  it('fails for good on an error that is not transient', async () => {
    const notFound = new ApiError('Run run-1 was not found (HTTP 404).', { kind: 'not-found', status: 404 })
    const { wait, progress } = setup([status('running'), notFound])
    await expect(wait()).rejects.toBe(notFound)
    expect(progress.status).toBe('running')
  })

  it('times out with the last status, never polling past the deadline', async () => {
    const { wait, client, clock, startedAt } = setup([status('running')], { timeoutMs: 35_000 })
    const error = await wait().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DeadlineError)
    expect((error as Error).message).toMatch(/timeout ran out while waiting for run 'run-1'\. The last status was 'running'\./)
    // Every interval, and once more just before the deadline: the timeout is used whole.
    expect(client.pollTimes.map(time => time - startedAt)).toEqual([0, 10_000, 20_000, 30_000, 34_500])
    expect(clock.now() - startedAt).toBeLessThanOrEqual(35_000)
  })

  it('takes the last regular poll at the deadline when it would fall less than 1s short of it', async () => {
    const { wait, client, startedAt } = setup([status('running')], { timeoutMs: 31_200 })
    await expect(wait()).rejects.toBeInstanceOf(DeadlineError)
    expect(client.pollTimes.map(time => time - startedAt)).toEqual([0, 10_000, 20_000, 30_700])
  })

  it('says at least once a minute that it is alive while the status stays the same', async () => {
    const { wait, logger } = setup([status('running')], { timeoutMs: 5 * 60_000, pollIntervalMs: 150_000 })
    await expect(wait()).rejects.toBeInstanceOf(DeadlineError)
    const lines = logger.lines.filter(line => line.startsWith('info: Run run-1 is still running'))
    expect(lines).toEqual([
      'info: Run run-1 is still running after 1m 00s (4m 00s left before timeout).',
      'info: Run run-1 is still running after 2m 00s (3m 00s left before timeout).',
      'info: Run run-1 is still running after 3m 00s (2m 00s left before timeout).',
      'info: Run run-1 is still running after 4m 00s (1m 00s left before timeout).'
    ])
  })

  it('never waits past the deadline for the first poll, however long the interval', async () => {
    const { wait, client, clock, startedAt } = setup([status('running')], {
      timeoutMs: 5000,
      pollIntervalMs: 60_000,
      firstPollDelayMs: 45_000
    })
    await expect(wait()).rejects.toBeInstanceOf(DeadlineError)
    expect(client.pollTimes.map(time => time - startedAt)).toEqual([4500])
    expect(clock.now() - startedAt).toBeLessThanOrEqual(5000)
  })

  it('times out during retries with the last status and the last error', async () => {
    const { wait } = setup([status('running'), new ApiError('HTTP 500.', { kind: 'transient', status: 500 })], { timeoutMs: 60_000 })
    const error = await wait().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DeadlineError)
    expect((error as Error).message).toMatch(/last status was 'running'\. Last error: HTTP 500\./)
  })

  it('stops at once when cancelled while waiting between polls', async () => {
    const { wait, client, cancellation, clock } = setup([status('running')])
    const sleep = clock.sleep.bind(clock)
    clock.sleep = async (ms, signal) => {
      cancellation.abort(new CancelledError('SIGINT'))
      return sleep(ms, signal)
    }
    await expect(wait()).rejects.toBeInstanceOf(CancelledError)
    expect(client.pollTimes).toHaveLength(1)
  })

  it('makes service statuses inert in the log', async () => {
    const { wait, logger } = setup([status('running\n::error::pwned\u001b[2J'), status('completed')])
    await wait()
    expect(logger.lines[0]).toBe('info: Run run-1: status running ::error::pwned.')
  })
})
