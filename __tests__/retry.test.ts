import { CancelledError } from '../src/lib/errors.js'
import { ApiError, DeadlineError } from '../src/http/errors.js'
import { PeerLink } from '../src/http/link.js'
import { DEFAULT_BACKOFF, retryDelayMs, timeUp, withRetries, type RetryContext } from '../src/http/retry.js'
import { Deadline, REQUEST_TIMEOUT_MS, systemClock } from '../src/lib/runtime.js'
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
        expect(
          retryDelayMs(transient({ retryAfterMs: 0 }), attempt, DEFAULT_BACKOFF, () => random)
        ).toBeGreaterThanOrEqual(withoutHeader)
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

  it('ends a message that ends in the peer’s own words with a full stop before saying it tries again, and never adds a second', async () => {
    for (const [message, logged] of [
      ['The service at api.example.com answered HTTP 503: maintenance', 'maintenance. Trying again'],
      ['Is it up?', 'Is it up? Trying again'],
      ['Down!', 'Down! Trying again'],
      ['HTTP 503.', 'HTTP 503. Trying again']
    ]) {
      const ctx = context(new FakeClock())
      let attempts = 0
      await withRetries(async () => {
        attempts += 1
        if (attempts < 2) throw new ApiError(message, { kind: 'transient', status: 503 })
        return 'ok'
      }, ctx)
      expect(ctx.logger.lines[0]).toContain(logged)
    }
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
    const error = await withRetries(
      () => Promise.reject(transient({ retryAfterMs: 120_000 })),
      context(clock, 60_000)
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DeadlineError)
    expect((error as DeadlineError).message).toMatch(
      /^The service asked to wait 2m 00s before trying again \(Retry-After\), longer than the 1m 00s left before timeout, while polling run r-1\. Last error: HTTP 503/
    )
    expect(clock.sleeps).toEqual([])
    // One failure, not a failing peer: what made the deadline pass is one answer.
    expect((error as DeadlineError).failedInARow).toBe(1)
  })

  it('never lets the retries together run past the deadline, and counts the failures in a row that ran it out', async () => {
    const clock = new FakeClock()
    const startedAt = clock.now()
    const error = await withRetries(() => Promise.reject(transient()), context(clock, 60_000)).catch(
      (caught: unknown) => caught
    )
    expect(error).toBeInstanceOf(DeadlineError)
    expect(clock.now() - startedAt).toBeLessThanOrEqual(60_000)
    expect(clock.sleeps.length).toBeGreaterThan(3)
    expect((error as DeadlineError).failedInARow).toBe(clock.sleeps.length + 1)
    // A deadline that passes before any attempt failed counts none.
    expect(timeUp('polling run r-1', undefined).failedInARow).toBe(0)
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

/**
 * The retry loop's timing, to the millisecond, so that StrykerJS (npm run mutate) finds no
 * change to src/http/retry.ts that the tests let through: when a Retry-After holds back the
 * other requests on the link, when the connection budget gives up, and how the last attempt is
 * placed just before the deadline. The clock is fake and jitter is fixed (random() = 0, so each
 * backoff is half its ceiling: 500, 1000, 2000, 4000, 8000, then 15000 ms from the 30 s cap).
 */
describe('the retry loop, to the millisecond', () => {
  const T0 = 1_000_000

  const refused = () =>
    new ApiError('Could not connect to api.example.test:1 (ECONNREFUSED).', {
      kind: 'unreachable',
      notActedOn: true,
      hint: 'Check base-url.'
    })

  /** The context of the module's tests, with jitter at its lowest: each backoff is half its ceiling. */
  const lowJitter = (clock: FakeClock, timeoutMs: number, extra: Partial<Omit<RetryContext, 'logger'>> = {}) => ({
    ...context(clock, timeoutMs),
    random: () => 0,
    ...extra
  })

  /** An operation that always fails with `error()`, recording when each attempt began and the time it was given. */
  function failing(clock: FakeClock, error: () => Error) {
    const attempts: { at: number; timeoutMs: number; attempt: number }[] = []
    const operation = async (timeoutMs: number, attempt: number): Promise<string> => {
      attempts.push({ at: clock.now() - T0, timeoutMs, attempt })
      throw error()
    }
    return { attempts, operation }
  }

  const caught = (promise: Promise<unknown>) =>
    promise.then(
      value => {
        throw new Error(`expected a failure, got ${String(value)}`)
      },
      (error: unknown) => error
    )

  describe('retryDelayMs', () => {
    it('doubles from the initial delay and stops at the cap, jitter spanning the upper half', () => {
      const policy = { initialDelayMs: 1000, maxDelayMs: 8000 }
      expect([1, 2, 3, 4, 5, 6].map(attempt => retryDelayMs(transient(), attempt, policy, () => 0))).toEqual([
        500, 1000, 2000, 4000, 4000, 4000
      ])
      expect([1, 2, 3, 4, 5].map(attempt => retryDelayMs(transient(), attempt, policy, () => 0.5))).toEqual([
        750, 1500, 3000, 6000, 6000
      ])
      expect(retryDelayMs(transient(), 4, policy, () => 0.9999)).toBe(7999)
    })

    it('adds jitter to a Retry-After of up to a tenth of it plus 100 ms, never more than a second', () => {
      const at = (retryAfterMs: number, random: number) =>
        retryDelayMs(transient({ retryAfterMs }), 1, DEFAULT_BACKOFF, () => random)
      // A first-retry backoff is 500 to 1000 ms: these Retry-Afters are all longer.
      expect(at(5000, 0)).toBe(5000)
      expect(at(5000, 0.5)).toBe(5300)
      expect(at(2000, 0.5)).toBe(2150)
      expect(at(9000, 0.5)).toBe(9500)
      expect(at(20_000, 0.5)).toBe(20_500)
      expect(at(20_000, 0.9999)).toBe(20_999)
    })

    it('keeps the backoff when the Retry-After is shorter', () => {
      expect(retryDelayMs(transient({ retryAfterMs: 100 }), 3, DEFAULT_BACKOFF, () => 0)).toBe(2000)
      expect(retryDelayMs(transient({ retryAfterMs: 0 }), 1, DEFAULT_BACKOFF, () => 0.5)).toBe(750)
    })
  })

  describe('withRetries: a Retry-After holds back everyone on the link', () => {
    it('makes another gate on the same link wait out the hold before its first request', async () => {
      const link = new PeerLink(60_000)
      const first = new FakeClock()
      let calls = 0
      await withRetries(
        async () => {
          calls += 1
          if (calls === 1) throw transient({ status: 429, retryAfterMs: 20_000 })
          return 'ok'
        },
        { ...lowJitter(first, 10 * 60_000), link }
      )
      expect(first.sleeps).toEqual([20_000])

      // A second gate whose clock stands where the first one's did when it was told to wait.
      const second = new FakeClock()
      const requestedAt: number[] = []
      const value = await withRetries(
        async () => {
          requestedAt.push(second.now() - T0)
          return 'also ok'
        },
        { ...lowJitter(second, 10 * 60_000), link }
      )
      expect(value).toBe('also ok')
      expect(second.sleeps).toEqual([20_000])
      expect(requestedAt).toEqual([20_000])
    })

    it('does not hold back anyone when the failure carried no Retry-After', async () => {
      const link = new PeerLink(60_000)
      const first = new FakeClock()
      let calls = 0
      await withRetries(
        async () => {
          calls += 1
          if (calls === 1) throw transient()
          return 'ok'
        },
        { ...lowJitter(first, 10 * 60_000), link }
      )
      expect(first.sleeps).toEqual([500])
      const second = new FakeClock()
      await withRetries(async () => 'ok', { ...lowJitter(second, 10 * 60_000), link })
      expect(second.sleeps).toEqual([])
      expect(link.holdLeftMs(T0)).toBe(0)
    })

    it('gives up at once, without a request, when the hold is as long as the time left', async () => {
      const clock = new FakeClock()
      const link = new PeerLink(60_000)
      link.holdFor(30_000, clock.now())
      const { attempts, operation } = failing(clock, transient)
      const error = (await caught(withRetries(operation, { ...lowJitter(clock, 30_000), link }))) as DeadlineError
      expect(error).toBeInstanceOf(DeadlineError)
      expect(error.message).toBe(
        'The service asked to wait 30s before trying again (Retry-After), longer than the 30s left before timeout, while polling run r-1.'
      )
      expect(error.askedToWaitMs).toBe(30_000)
      expect(error.lastError).toBeUndefined()
      expect(attempts).toEqual([])
      expect(clock.sleeps).toEqual([])
    })

    it('waits out a hold just shorter than the time left, then sends the request with what is left', async () => {
      const clock = new FakeClock()
      const link = new PeerLink(60_000)
      link.holdFor(29_000, clock.now())
      const timeouts: number[] = []
      await withRetries(
        async timeoutMs => {
          timeouts.push(timeoutMs)
          return 'ok'
        },
        { ...lowJitter(clock, 30_000), link }
      )
      expect(clock.sleeps).toEqual([29_000])
      expect(timeouts).toEqual([1000])
    })

    it('sends nothing when the job is cancelled during the hold', async () => {
      const clock = new FakeClock()
      const link = new PeerLink(60_000)
      link.holdFor(5000, clock.now())
      const cancellation = new AbortController()
      const sleep = clock.sleep.bind(clock)
      clock.sleep = async (ms, signal) => {
        cancellation.abort(new CancelledError('SIGTERM'))
        await sleep(ms, signal)
      }
      const { attempts, operation } = failing(clock, transient)
      const error = await caught(
        withRetries(operation, { ...lowJitter(clock, 60_000), signal: cancellation.signal, link })
      )
      expect(error).toBeInstanceOf(CancelledError)
      expect(attempts).toEqual([])
    })

    it('stops before the next attempt when the job is cancelled during the backoff', async () => {
      const clock = new FakeClock()
      const cancellation = new AbortController()
      const sleep = clock.sleep.bind(clock)
      clock.sleep = async (ms, signal) => {
        cancellation.abort(new CancelledError('SIGINT'))
        await sleep(ms, signal)
      }
      const { attempts, operation } = failing(clock, transient)
      const error = await caught(withRetries(operation, { ...lowJitter(clock, 60_000), signal: cancellation.signal }))
      expect(error).toBeInstanceOf(CancelledError)
      expect((error as Error).message).toBe('The job was cancelled (SIGINT).')
      expect(attempts).toHaveLength(1)
    })
  })

  describe('withRetries: cancellation', () => {
    it('sends nothing when the job was cancelled before it began', async () => {
      const clock = new FakeClock()
      const cancellation = new AbortController()
      cancellation.abort(new CancelledError('SIGTERM'))
      const { attempts, operation } = failing(clock, transient)
      const error = await caught(withRetries(operation, { ...lowJitter(clock, 60_000), signal: cancellation.signal }))
      expect((error as Error).message).toBe('The job was cancelled (SIGTERM).')
      expect(attempts).toEqual([])
    })

    it('neither announces nor waits for a retry when the job is cancelled during an attempt', async () => {
      const clock = new FakeClock()
      const cancellation = new AbortController()
      const ctx = { ...lowJitter(clock, 60_000), signal: cancellation.signal }
      const error = await caught(
        withRetries(async () => {
          cancellation.abort(new CancelledError('SIGTERM'))
          throw transient()
        }, ctx)
      )
      expect(error).toBeInstanceOf(CancelledError)
      expect(ctx.logger.lines).toEqual([])
      expect(clock.sleeps).toEqual([])
    })
  })

  describe('withRetries: the connection budget', () => {
    it('gives up when the next backoff would reach the end of the budget, not one attempt later', async () => {
      // Attempts at 0, 0.5, 1.5, 3.5, 7.5, 15.5, 30.5 and 45.5 s; the next backoff (15 s) ends
      // exactly when the 60.5 s budget does, so there is no point in it.
      const clock = new FakeClock()
      const { attempts, operation } = failing(clock, refused)
      const error = (await caught(
        withRetries(operation, { ...lowJitter(clock, 30 * 60_000), link: new PeerLink(60_500) })
      )) as ApiError
      expect(attempts.map(attempt => attempt.at)).toEqual([0, 500, 1500, 3500, 7500, 15_500, 30_500, 45_500])
      expect(clock.sleeps).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000])
      expect(error).toBeInstanceOf(ApiError)
      expect(error.kind).toBe('unreachable')
      expect(error.notActedOn).toBe(true)
      expect(error.hint).toBe('Check base-url.')
      expect(error.message).toBe(
        'Could not connect to api.example.test:1 (ECONNREFUSED); gave up after 46s, since the service never answered and no timeout would help.'
      )
    })

    it('makes one more attempt when the budget outlasts the next backoff by a millisecond', async () => {
      const clock = new FakeClock()
      const { attempts, operation } = failing(clock, refused)
      const error = (await caught(
        withRetries(operation, { ...lowJitter(clock, 30 * 60_000), link: new PeerLink(60_501) })
      )) as ApiError
      expect(attempts.map(attempt => attempt.at)).toEqual([0, 500, 1500, 3500, 7500, 15_500, 30_500, 45_500, 60_500])
      expect(error.message).toMatch(/; gave up after 1m 01s, since the service never answered/)
    })

    it('counts a deadline shorter than the budget as the budget', async () => {
      // 20 s to go, budget 60 s: after the attempt at 15.5 s, a 16 s backoff would pass the deadline.
      const clock = new FakeClock()
      const { attempts, operation } = failing(clock, refused)
      const error = (await caught(
        withRetries(operation, { ...lowJitter(clock, 20_000), link: new PeerLink(60_000) })
      )) as ApiError
      expect(error).toBeInstanceOf(ApiError)
      expect(error.kind).toBe('unreachable')
      expect(error.message).toMatch(/; gave up after 16s, since/)
      expect(attempts.map(attempt => attempt.at)).toEqual([0, 500, 1500, 3500, 7500, 15_500])
    })

    it('does not apply to failures other than a connection not made', async () => {
      const clock = new FakeClock()
      const { attempts, operation } = failing(clock, transient)
      const error = await caught(
        withRetries(operation, { ...lowJitter(clock, 2 * 60_000), link: new PeerLink(10_000) })
      )
      expect(error).toBeInstanceOf(DeadlineError)
      expect(attempts.at(-1)?.at).toBe(2 * 60_000 - 500)
    })

    it('does not apply without a link: connections are then retried until the deadline', async () => {
      const clock = new FakeClock()
      const { attempts, operation } = failing(clock, refused)
      const error = await caught(withRetries(operation, lowJitter(clock, 2 * 60_000)))
      expect(error).toBeInstanceOf(DeadlineError)
      expect(attempts.at(-1)?.at).toBe(2 * 60_000 - 500)
    })
  })

  describe('withRetries: the last attempt before the deadline', () => {
    it('trims the last backoff so that one final attempt starts 500 ms before the deadline', async () => {
      // Attempts at 0, 0.5, 1.5, 3.5 and 7.5 s; the next backoff (8 s) would pass the 10 s
      // deadline, so the wait is cut to 2 s and the final attempt gets the last 500 ms.
      const clock = new FakeClock()
      const ctx = lowJitter(clock, 10_000)
      const { attempts, operation } = failing(clock, transient)
      const error = (await caught(withRetries(operation, ctx))) as DeadlineError
      expect(attempts).toEqual([
        { at: 0, timeoutMs: 10_000, attempt: 1 },
        { at: 500, timeoutMs: 9500, attempt: 2 },
        { at: 1500, timeoutMs: 8500, attempt: 3 },
        { at: 3500, timeoutMs: 6500, attempt: 4 },
        { at: 7500, timeoutMs: 2500, attempt: 5 },
        { at: 9500, timeoutMs: 500, attempt: 6 }
      ])
      expect(clock.sleeps).toEqual([500, 1000, 2000, 4000, 2000])
      expect(error).toBeInstanceOf(DeadlineError)
      expect(error.message).toBe('The timeout ran out while polling run r-1. Last error: HTTP 503.')
      expect(error.lastError).toBeInstanceOf(ApiError)
      expect(ctx.logger.lines).toEqual([
        'info: HTTP 503. Trying again in 0.5s (attempt 2).',
        'info: HTTP 503. Trying again in 1s (attempt 3).',
        'info: HTTP 503. Trying again in 2s (attempt 4).',
        'info: HTTP 503. Trying again in 4s (attempt 5).',
        'info: HTTP 503. Trying again in 2s (attempt 6).'
      ])
    })

    it('trims a backoff that would end exactly at the deadline', async () => {
      // At 7.5 s the next backoff is 8 s and exactly 8 s are left.
      const clock = new FakeClock()
      const { attempts, operation } = failing(clock, transient)
      await caught(withRetries(operation, lowJitter(clock, 15_500)))
      expect(clock.sleeps).toEqual([500, 1000, 2000, 4000, 7500])
      expect(attempts.at(-1)).toEqual({ at: 15_000, timeoutMs: 500, attempt: 6 })
    })

    it('still makes a final attempt with 501 ms left, and none with 500 ms left', async () => {
      // The first attempt takes all but `leftMs` of the 10 s; the 1 s backoff does not fit.
      const policy = { initialDelayMs: 2000, maxDelayMs: 30_000 }
      const run = async (leftMs: number) => {
        const clock = new FakeClock()
        const { attempts, operation } = failing(clock, transient)
        const error = await caught(
          withRetries(
            async (timeoutMs, attempt) => {
              if (attempt === 1) clock.time += 10_000 - leftMs
              return operation(timeoutMs, attempt)
            },
            lowJitter(clock, 10_000, { policy })
          )
        )
        return { error, attempts, sleeps: clock.sleeps }
      }
      const justInTime = await run(501)
      expect(justInTime.attempts).toEqual([
        { at: 9499, timeoutMs: 10_000, attempt: 1 },
        { at: 9500, timeoutMs: 500, attempt: 2 }
      ])
      expect(justInTime.sleeps).toEqual([1])
      const tooLate = await run(500)
      expect(tooLate.attempts).toHaveLength(1)
      expect(tooLate.sleeps).toEqual([])
      expect((tooLate.error as Error).message).toBe('The timeout ran out while polling run r-1. Last error: HTTP 503.')
    })

    it('sends no request when there is no time at all', async () => {
      const clock = new FakeClock()
      const { attempts, operation } = failing(clock, transient)
      const error = (await caught(withRetries(operation, lowJitter(clock, 0)))) as DeadlineError
      expect(error).toBeInstanceOf(DeadlineError)
      expect(error.message).toBe('The timeout ran out while polling run r-1.')
      expect(error.lastError).toBeUndefined()
      expect(attempts).toEqual([])
    })

    it('stops when the service asks to wait exactly as long as is left', async () => {
      const clock = new FakeClock()
      const { attempts, operation } = failing(clock, () => transient({ retryAfterMs: 60_000 }))
      const error = (await caught(withRetries(operation, lowJitter(clock, 60_000)))) as DeadlineError
      expect(error.message).toBe(
        'The service asked to wait 1m 00s before trying again (Retry-After), longer than the 1m 00s left before timeout, while polling run r-1. Last error: HTTP 503.'
      )
      expect(error.askedToWaitMs).toBe(60_000)
      expect(error.lastError).toBeInstanceOf(ApiError)
      expect(attempts).toHaveLength(1)
      expect(clock.sleeps).toEqual([])
    })

    it('waits out a Retry-After shorter than what is left, and no longer than asked plus its jitter', async () => {
      const clock = new FakeClock()
      const { attempts, operation } = failing(clock, () => transient({ retryAfterMs: 50_000 }))
      await caught(withRetries(operation, lowJitter(clock, 60_000, { random: () => 0.5 })))
      expect(clock.sleeps).toEqual([50_500])
      expect(attempts.slice(0, 2)).toEqual([
        { at: 0, timeoutMs: 30_000, attempt: 1 },
        { at: 50_500, timeoutMs: 9500, attempt: 2 }
      ])
    })
  })

  describe('timeUp', () => {
    it('puts the note before the last error', () => {
      const error = timeUp('waiting for run r-1', new Error('HTTP 503.'), ' The last status was "running".')
      expect(error.message).toBe(
        'The timeout ran out while waiting for run r-1. The last status was "running". Last error: HTTP 503.'
      )
      expect(timeUp('starting', undefined).message).toBe('The timeout ran out while starting.')
    })
  })
})
