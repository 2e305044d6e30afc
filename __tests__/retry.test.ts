import { REQUEST_TIMEOUT_MS } from '../src/lib/runtime.js'
import { CancelledError } from '../src/lib/errors.js'
import { ApiError, DeadlineError } from '../src/http/errors.js'
import { PeerLink } from '../src/http/link.js'
import { DEFAULT_BACKOFF, retryDelayMs, withRetries } from '../src/http/retry.js'
import { Deadline, systemClock } from '../src/lib/runtime.js'
import { FakeClock, recordingLogger } from './helpers/fake-clock.js'

const transient = (details: Partial<ConstructorParameters<typeof ApiError>[1]> = {}) =>
  new ApiError('HTTP 503.', { kind: 'transient', status: 503, ...details })

function context(clock: FakeClock, timeoutMs = 60_000, signal = new AbortController().signal) {
  return {
    deadline: new Deadline(clock, timeoutMs),
    signal,
    logger: recordingLogger(),
    random: () => 0.5,
    subject: 'polling run r-1',
    peer: 'the service',
    isRetryable: (error: ApiError) => error.transient
  }
}

describe('retryDelayMs', () => {
  it('grows exponentially up to the cap, with jitter over the upper half', () => {
    const policy = { initialDelayMs: 1000, maxDelayMs: 8000 }
    expect(retryDelayMs(transient(), 1, policy, () => 0)).toBe(500)
    expect(retryDelayMs(transient(), 1, policy, () => 0.999)).toBe(999)
    expect(retryDelayMs(transient(), 3, policy, () => 0)).toBe(2000)
    expect(retryDelayMs(transient(), 10, policy, () => 0)).toBe(4000)
    expect(retryDelayMs(transient(), 10, policy, () => 0.999)).toBeLessThanOrEqual(8000)
  })

  it('honours Retry-After, adding at most a little jitter', () => {
    expect(retryDelayMs(transient({ retryAfterMs: 5000 }), 1, DEFAULT_BACKOFF, () => 0)).toBe(5000)
    const jittered = retryDelayMs(transient({ retryAfterMs: 5000 }), 1, DEFAULT_BACKOFF, () => 0.999)
    expect(jittered).toBeGreaterThan(5000)
    expect(jittered).toBeLessThanOrEqual(5600)
  })

  it('never retries sooner than the backoff it would have used without Retry-After: 0 or a date in the past', () => {
    for (const attempt of [1, 2, 3, 6]) {
      for (const random of [0, 0.5, 0.999]) {
        const withoutHeader = retryDelayMs(transient(), attempt, DEFAULT_BACKOFF, () => random)
        expect(retryDelayMs(transient({ retryAfterMs: 0 }), attempt, DEFAULT_BACKOFF, () => random)).toBeGreaterThanOrEqual(withoutHeader)
      }
    }
    expect(retryDelayMs(transient({ retryAfterMs: 0 }), 3, DEFAULT_BACKOFF, () => 0)).toBe(2000)
  })
})

describe('Deadline', () => {
  it('caps a request at the request limit and at the time left', () => {
    const clock = new FakeClock()
    const deadline = new Deadline(clock, 10 * 60_000)
    expect(deadline.requestTimeoutMs()).toBe(REQUEST_TIMEOUT_MS)
    clock.time += 10 * 60_000 - 2000
    expect(deadline.requestTimeoutMs()).toBe(2000)
    clock.time += 5000
    expect(deadline.remainingMs()).toBe(0)
    expect(deadline.elapsedMs()).toBe(10 * 60_000 + 3000)
  })
})

describe('withRetries', () => {
  it('retries transient failures and returns the first success', async () => {
    const clock = new FakeClock()
    const ctx = context(clock)
    let attempts = 0
    const value = await withRetries(async () => {
      attempts += 1
      if (attempts < 3) throw transient()
      return 'ok'
    }, ctx)
    expect(value).toBe('ok')
    expect(clock.sleeps).toEqual([750, 1500])
    expect(ctx.logger.lines.join('\n')).toMatch(/HTTP 503\. Trying again in 0\.8s \(attempt 2\)/)
  })

  it('passes each attempt the time left, capped per request', async () => {
    const clock = new FakeClock()
    const timeouts: number[] = []
    await withRetries(
      async timeoutMs => {
        timeouts.push(timeoutMs)
        if (timeouts.length < 2) throw transient({ retryAfterMs: 4000 })
        return 'ok'
      },
      context(clock, 10_000)
    )
    // 4000 ms asked for, plus jitter of half of min(1000, 4000 / 10 + 100)
    expect(timeouts).toEqual([10_000, 10_000 - 4250])
  })

  it('does not retry what is not retryable', async () => {
    const clock = new FakeClock()
    const refused = new ApiError('401', { kind: 'auth', status: 401 })
    await expect(withRetries(() => Promise.reject(refused), context(clock))).rejects.toBe(refused)
    expect(clock.sleeps).toEqual([])
  })

  it('stops at the deadline instead of sleeping past it, naming the last error and the wait asked for', async () => {
    const clock = new FakeClock()
    const error = await withRetries(() => Promise.reject(transient({ retryAfterMs: 120_000 })), context(clock, 60_000)).catch(
      (caught: unknown) => caught
    )
    expect(error).toBeInstanceOf(DeadlineError)
    expect((error as DeadlineError).message).toMatch(
      /^The service asked to wait 2m 00s before trying again \(Retry-After\), longer than the 1m 00s left before timeout, while polling run r-1\. Last error: HTTP 503/
    )
    expect(clock.sleeps).toEqual([])
  })

  it('never lets the retries together run past the deadline', async () => {
    const clock = new FakeClock()
    const startedAt = clock.now()
    await expect(withRetries(() => Promise.reject(transient()), context(clock, 60_000))).rejects.toBeInstanceOf(DeadlineError)
    expect(clock.now() - startedAt).toBeLessThanOrEqual(60_000)
    expect(clock.sleeps.length).toBeGreaterThan(3)
  })

  it('stops at once when cancelled', async () => {
    const clock = new FakeClock()
    const cancellation = new AbortController()
    let attempts = 0
    const promise = withRetries(
      async () => {
        attempts += 1
        cancellation.abort(new CancelledError('SIGTERM'))
        throw transient()
      },
      context(clock, 60_000, cancellation.signal)
    )
    await expect(promise).rejects.toBeInstanceOf(CancelledError)
    expect(attempts).toBe(1)
  })
})

describe('systemClock.sleep', () => {
  it('waits, and returns at once when aborted', async () => {
    const startedAt = Date.now()
    await systemClock.sleep(20, new AbortController().signal)
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(15)
    const cancellation = new AbortController()
    const sleeping = systemClock.sleep(60_000, cancellation.signal)
    cancellation.abort()
    await sleeping
    const aborted = new AbortController()
    aborted.abort()
    await systemClock.sleep(60_000, aborted.signal)
  })
})

describe('the connection budget', () => {
  it('gives up on connections never made once the budget is spent, saying no timeout would help', async () => {
    const clock = new FakeClock()
    const link = new PeerLink(60_000)
    const refused = new ApiError('Could not connect to h:1 (ECONNREFUSED) while polling run r-1.', {
      kind: 'unreachable',
      notActedOn: true,
      hint: 'Check base-url.'
    })
    const error = (await withRetries(() => Promise.reject(refused), { ...context(clock, 30 * 60_000), link }).catch(
      (caught: unknown) => caught
    )) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toMatch(
      /^Could not connect to h:1 \(ECONNREFUSED\) while polling run r-1; gave up after \d+s, since the service never answered and no timeout would help\.$/
    )
    expect(error.hint).toBe('Check base-url.')
    expect(clock.time - 1_000_000).toBeLessThan(60_000)
  })

  it('keeps retrying the same failures until the deadline once the service has answered', async () => {
    const clock = new FakeClock()
    const link = new PeerLink(60_000)
    link.noteAnswer()
    const refused = new ApiError('Could not connect.', { kind: 'unreachable', notActedOn: true })
    const error = await withRetries(() => Promise.reject(refused), { ...context(clock, 5 * 60_000), link }).catch(
      (caught: unknown) => caught
    )
    expect(error).toBeInstanceOf(DeadlineError)
    expect(clock.time - 1_000_000).toBeGreaterThan(4 * 60_000)
  })

  it('holds back every request that shares the link after a Retry-After', async () => {
    const clock = new FakeClock()
    const link = new PeerLink(60_000)
    link.holdFor(7000, clock.now())
    await withRetries(async () => 'ok', { ...context(clock), link })
    expect(clock.sleeps).toEqual([7000])
  })
})
