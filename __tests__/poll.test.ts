import type { RunRecord } from '../src/gate/results.js'
import type { RunAnswer } from '../src/service/client.js'
import { CancelledError } from '../src/lib/errors.js'
import { ApiError, DeadlineError } from '../src/http/errors.js'
import { PeerLink } from '../src/http/link.js'
import { runState } from '../src/service/run-status.js'
import {
  PROGRESS_EVERY_MS,
  waitForRun,
  type PollOutcome,
  type RunSeen,
  type WaitOptions
} from '../src/gate/plan/poll.js'
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
    expect((error as Error).message).toMatch(
      /timeout ran out while waiting for run 'run-1'\. The last status was 'running'\./
    )
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
    const { wait } = setup([status('running'), new ApiError('HTTP 500.', { kind: 'transient', status: 500 })], {
      timeoutMs: 60_000
    })
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

/**
 * The polling loop's timing and its log, line by line, so that StrykerJS (npm run mutate) finds
 * no change to src/gate/plan/poll.ts that the tests let through: a blank or missing status, the line that
 * says the gate is alive after an unchanged poll, and where the final poll falls. The clock is
 * fake and jitter fixed (random() = 0: a retry waits half its backoff ceiling, 500 ms first).
 */
describe('the polling loop, to the millisecond and to the letter', () => {
  const T0 = 1_000_000

  /**
   * Waits for run-1 against scripted answers (the last one repeats). Each answer's `shown` copy is
   * marked, so that what people see can be told apart from what the gate judges.
   */
  async function poll(
    answers: Answer[],
    options: Partial<Omit<WaitOptions, 'client' | 'deadline' | 'logger'>> & { timeoutMs?: number } = {}
  ) {
    const clock = new FakeClock()
    const logger = recordingLogger()
    const pollTimes: number[] = []
    const timeouts: number[] = []
    const client = {
      async getRun(runId: string, request: { timeoutMs: number }): Promise<RunAnswer> {
        expect(runId).toBe(options.runId ?? 'run-1')
        pollTimes.push(clock.now() - T0)
        timeouts.push(request.timeoutMs)
        const answer = answers.length > 1 ? answers.shift() : answers[0]
        if (answer instanceof Error) throw answer
        return { record: answer as RunRecord, shown: { ...(answer as RunRecord), shown: true }, bodySha256: 'sha' }
      }
    }
    const { timeoutMs = 30 * 60_000, ...rest } = options
    const outcome: PollOutcome = await waitForRun({
      client,
      runId: 'run-1',
      pollIntervalMs: 10_000,
      firstPollDelayMs: 0,
      deadline: new Deadline(clock, timeoutMs),
      signal: new AbortController().signal,
      logger,
      random: () => 0,
      ...rest
    })
    const lines = logger.lines
    return { outcome, pollTimes, timeouts, lines, clock, sleeps: clock.sleeps }
  }

  const errorOf = (outcome: PollOutcome) => (outcome.state === 'stopped' ? outcome.error : undefined)

  describe('runState', () => {
    it('trims and lowercases before it decides', () => {
      expect(runState('\tFailed\n')).toBe('over')
      expect(runState('Completed')).toBe('over')
      expect(runState('complete')).toBe('working')
      expect(runState('running')).toBe('working')
    })
  })

  describe('waitForRun: a status that is blank or not text', () => {
    it.each([['   '], [''], [42], [null], [{ state: 'completed' }]])(
      'treats status %j as no status and asks again',
      async value => {
        const { outcome, pollTimes, lines } = await poll([status(value), status('completed')])
        expect(outcome).toMatchObject({ state: 'over', status: 'completed', polls: 2 })
        expect(pollTimes).toEqual([0, 500])
        expect(lines).toEqual([
          `info: The service's answer while polling run 'run-1' has no status. Trying again in 0.5s (attempt 2).`,
          'info: Run run-1: status completed.'
        ])
      }
    )

    it('keeps the record without a status, and what is shown of it, when time runs out', async () => {
      const { outcome } = await poll([status('  ')], { timeoutMs: 5000 })
      expect(outcome.state).toBe('stopped')
      expect(outcome.status).toBeUndefined()
      expect(outcome.record).toEqual(status('  '))
      expect(outcome.shown).toEqual({ ...status('  '), shown: true })
      const error = errorOf(outcome) as DeadlineError
      expect(error).toBeInstanceOf(DeadlineError)
      expect(error.message).toBe(
        "The timeout ran out while waiting for run 'run-1'. Last error: The service's answer while polling run 'run-1' has no status."
      )
    })

    it('keeps the status last seen when a later answer has none', async () => {
      const { outcome } = await poll([status('running'), status('')], { timeoutMs: 20_000 })
      expect(outcome).toMatchObject({ state: 'stopped', status: 'running', record: status('') })
      expect((errorOf(outcome) as Error).message).toMatch(
        /^The timeout ran out while waiting for run 'run-1'\. The last status was 'running'\. Last error: The service's answer while polling run 'run-1' has no status\.$/
      )
    })
  })

  describe('waitForRun: what it learned', () => {
    it('returns the status, the record as sent and the record as shown', async () => {
      const { outcome } = await poll([status('running'), status('completed')])
      expect(outcome).toEqual({
        state: 'over',
        status: 'completed',
        record: status('completed'),
        shown: { ...status('completed'), shown: true },
        recordSha256: 'sha',
        polls: 2
      })
    })

    it('starts from what is already known', async () => {
      const { outcome, lines } = await poll([status('queued'), status('completed')], {
        known: { status: 'queued', record: status('queued'), shown: status('queued') }
      })
      expect(outcome.state).toBe('over')
      // The first poll repeats the known status: no line for it.
      expect(lines).toEqual(['info: Run run-1: status completed.'])
    })

    it('returns the state after one look with once, whether over or not', async () => {
      expect((await poll([status('running')], { once: true })).outcome).toMatchObject({ state: 'working', polls: 1 })
      expect((await poll([status('failed')], { once: true })).outcome).toMatchObject({ state: 'over', polls: 1 })
    })
  })

  describe('waitForRun: the line that says the gate is alive', () => {
    it('comes once a minute from the poll itself when the status has not changed, and only then', async () => {
      // Polls every 10 s; the status stays 'running' until it completes at 2m 30s.
      const answers = [...Array<RunRecord>(16).fill(status('running')), status('completed')]
      const { lines, pollTimes } = await poll(answers)
      expect(pollTimes.at(-1)).toBe(160_000)
      expect(lines).toEqual([
        'info: Run run-1: status running.',
        'info: Run run-1 is still running after 1m 00s (29m 00s left before timeout).',
        'info: Run run-1 is still running after 2m 00s (28m 00s left before timeout).',
        'info: Run run-1: status completed.'
      ])
      expect(PROGRESS_EVERY_MS).toBe(60_000)
    })

    it('comes after the final poll, even when no wait follows it', async () => {
      // The final poll lands at 60 s, 500 ms before the deadline, with the status unchanged.
      const { lines, pollTimes, outcome } = await poll([status('running')], { timeoutMs: 60_500 })
      expect(pollTimes).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000])
      expect(lines).toEqual([
        'info: Run run-1: status running.',
        'info: Run run-1 is still running after 1m 00s (0.5s left before timeout).'
      ])
      expect((errorOf(outcome) as Error).message).toBe(
        "The timeout ran out while waiting for run 'run-1'. The last status was 'running'."
      )
    })

    it('restarts the minute at each change of status', async () => {
      const answers = [
        status('queued'),
        status('queued'),
        status('queued'),
        status('running'),
        ...Array<RunRecord>(7).fill(status('running')),
        status('completed')
      ]
      const { lines } = await poll(answers, { pollIntervalMs: 20_000 })
      // Changes at 0 and 60 s (polls every 20 s); the next line is due a minute after the change.
      expect(lines).toEqual([
        'info: Run run-1: status queued.',
        'info: Run run-1: status running.',
        'info: Run run-1 is still running after 2m 00s (28m 00s left before timeout).',
        'info: Run run-1 is still running after 3m 00s (27m 00s left before timeout).',
        'info: Run run-1: status completed.'
      ])
    })

    it('is said while waiting out a long interval, once a minute, and never before the first status', async () => {
      const { lines, sleeps } = await poll([status('running'), status('completed')], {
        pollIntervalMs: 150_000,
        firstPollDelayMs: 90_000
      })
      expect(sleeps).toEqual([90_000, 60_000, 60_000, 30_000])
      expect(lines).toEqual([
        'info: Run run-1: status running.',
        'info: Run run-1 is still running after 2m 30s (27m 30s left before timeout).',
        'info: Run run-1 is still running after 3m 30s (26m 30s left before timeout).',
        'info: Run run-1: status completed.'
      ])
    })
  })

  describe('waitForRun: where the polls fall', () => {
    it('takes the final poll 500 ms before the deadline', async () => {
      const { pollTimes, timeouts } = await poll([status('running')], { timeoutMs: 25_000 })
      expect(pollTimes).toEqual([0, 10_000, 20_000, 24_500])
      expect(timeouts.at(-1)).toBe(500)
    })

    it('moves the last regular poll to the deadline when it would fall 999 ms short, not when 1000 ms short', async () => {
      // Deadline 31.499 s: the poll due at 30 s would be 999 ms short of the last moment (30.999 s),
      // so it moves there. Deadline 31.5 s: it stays at 30 s, and one more comes a second later.
      expect((await poll([status('running')], { timeoutMs: 31_499 })).pollTimes).toEqual([0, 10_000, 20_000, 30_999])
      expect((await poll([status('running')], { timeoutMs: 31_500 })).pollTimes).toEqual([
        0, 10_000, 20_000, 30_000, 31_000
      ])
    })

    it('polls at once when the first delay reaches past the deadline and time is still left', async () => {
      const { pollTimes } = await poll([status('running')], { timeoutMs: 5000, firstPollDelayMs: 60_000 })
      expect(pollTimes).toEqual([4500])
    })

    it('holds back for a Retry-After on the shared link before the first poll', async () => {
      const link = new PeerLink(60_000)
      link.holdFor(3000, T0)
      const { pollTimes } = await poll([status('completed')], { link })
      expect(pollTimes).toEqual([3000])
    })

    it('counts a status-less answer and a failed attempt as polls', async () => {
      const { outcome } = await poll([
        new ApiError('HTTP 502.', { kind: 'transient', status: 502 }),
        status(''),
        status('completed')
      ])
      expect(outcome.polls).toBe(3)
    })
  })

  describe('waitForRun: how it stops', () => {
    it('says what the service asked when its Retry-After outlasts the deadline, with the last status', async () => {
      const { outcome } = await poll(
        [status('running'), new ApiError('HTTP 429.', { kind: 'transient', status: 429, retryAfterMs: 600_000 })],
        {
          timeoutMs: 60_000
        }
      )
      const error = errorOf(outcome) as DeadlineError
      expect(error).toBeInstanceOf(DeadlineError)
      expect(error.askedToWaitMs).toBe(600_000)
      expect(error.lastError).toBeInstanceOf(ApiError)
      expect(error.message).toBe(
        "The service asked to wait 10m 00s before trying again (Retry-After), longer than the 50s left before timeout, while waiting for run 'run-1'. Last error: HTTP 429. The last status was 'running'."
      )
    })

    it('passes a deadline error on as it is when no status was ever seen', async () => {
      // The service's own words end without a full stop: nothing is added to them.
      const { outcome } = await poll(
        [new ApiError('HTTP 503', { kind: 'transient', status: 503, retryAfterMs: 600_000 })],
        {
          timeoutMs: 60_000
        }
      )
      const error = errorOf(outcome) as DeadlineError
      expect(error.message).toBe(
        "The service asked to wait 10m 00s before trying again (Retry-After), longer than the 1m 00s left before timeout, while waiting for run 'run-1'. Last error: HTTP 503"
      )
      expect(error.askedToWaitMs).toBe(600_000)
    })

    it('passes on an error that is not a deadline unchanged, with the status seen', async () => {
      const notFound = new ApiError('Run run-1 was not found (HTTP 404).', { kind: 'not-found', status: 404 })
      const { outcome } = await poll([status('running'), notFound])
      expect(outcome).toMatchObject({ state: 'stopped', status: 'running', polls: 2 })
      expect(errorOf(outcome)).toBe(notFound)
    })

    it('does not poll at all when cancelled before the first poll', async () => {
      const cancellation = new AbortController()
      cancellation.abort(new CancelledError('SIGTERM'))
      const { outcome, pollTimes } = await poll([status('completed')], {
        signal: cancellation.signal,
        firstPollDelayMs: 5000
      })
      expect(pollTimes).toEqual([])
      expect(outcome).toMatchObject({ state: 'stopped', polls: 0 })
      expect(errorOf(outcome)).toBeInstanceOf(CancelledError)
    })

    it('names the run, made inert, in what it says', async () => {
      const { outcome, lines } = await poll([status('running')], { runId: 'r\u001b[2J-1', timeoutMs: 12_000 })
      expect(lines[0]).toBe('info: Run r-1: status running.')
      expect((errorOf(outcome) as Error).message).toBe(
        "The timeout ran out while waiting for run 'r-1'. The last status was 'running'."
      )
    })
  })
})
