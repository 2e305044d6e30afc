/**
 * The sequential gate's schedule and levels (src/gate/plan/sequential.ts) and the loop's stopping rule
 * (src/gate/plan/loop.ts), through their exported API: each repeat's looks fixed in advance, the level that keeps the
 * error rate, which verdicts end the gate before its last look, and a look as the summary and the statement show it.
 */
import { cutShort, decidedOnLooks, levelOf, scheduleOf, schedules } from '../src/gate/plan/sequential.js'
import { decidesEarly, lookOf } from '../src/gate/plan/loop.js'
import type { GateResult } from '../src/gate/results.js'
import { readsOfText } from './helpers/reads.js'

describe('the schedule', () => {
  it('is fixed for each repeat from 4 to 10: at most three looks, the first at 4 runs, the last at repeat', () => {
    expect(schedules()).toEqual([
      { repeat: 4, looks: [4] },
      { repeat: 5, looks: [5] },
      { repeat: 6, looks: [4, 6] },
      { repeat: 7, looks: [4, 7] },
      { repeat: 8, looks: [4, 6, 8] },
      { repeat: 9, looks: [4, 7, 9] },
      { repeat: 10, looks: [4, 7, 10] }
    ])
    expect(scheduleOf(10)).toEqual([4, 7, 10])
  })

  it.each([3, 11, 0, 4.5])('has no schedule for repeat %p', repeat => {
    expect(() => scheduleOf(repeat)).toThrow(`sequential takes repeat from 4 to 10, not ${repeat}`)
  })

  it('draws each of K looks at 1 − 0.05/K', () => {
    expect(levelOf(1)).toBe(0.95)
    expect(levelOf(2)).toBe(0.975)
    expect(levelOf(3)).toBeCloseTo(0.983333, 6)
  })
})

describe('a look that decides before the last', () => {
  const withFailIf = { failIfSet: true, runFailed: false }
  const withoutFailIf = { failIfSet: false, runFailed: false }

  it('is a pass, with fail-if or without', () => {
    expect(decidesEarly('passed', withFailIf)).toBe(true)
    expect(decidesEarly('passed', withoutFailIf)).toBe(true)
  })

  it('is a failure fail-if decided, or a run that ended in failure; not a pass-if false alone', () => {
    expect(decidesEarly('failed', withFailIf)).toBe(true)
    expect(decidesEarly('failed', { failIfSet: false, runFailed: true })).toBe(true)
    expect(decidesEarly('failed', withoutFailIf)).toBe(false)
  })

  it('is never an inconclusive look, and always what is not a verdict on the runs', () => {
    expect(decidesEarly('inconclusive', withFailIf)).toBe(false)
    for (const verdict of ['error', 'timed-out', 'cancelled'] as const)
      expect(decidesEarly(verdict, withoutFailIf)).toBe(true)
  })
})

describe('a look', () => {
  const result: GateResult = {
    verdict: 'inconclusive',
    failsStep: true,
    runs: [],
    elapsedMs: 0,
    polls: 4,
    policy: {
      expression: 'stats.s.low >= 75.0',
      reads: readsOfText('stats.s.low >= 75.0'),
      outcome: 'false',
      readings: [{ path: 'stats.s.low', value: '73.13' }]
    },
    failPolicy: {
      expression: 'stats.s.high < 75.0 || stats.s.low < 50.0',
      reads: readsOfText('stats.s.high < 75.0 || stats.s.low < 50.0'),
      outcome: 'false',
      readings: [
        { path: 'stats.s.high', value: '90.87' },
        { path: 'stats.s.low', value: '73.13' }
      ]
    },
    figures: {
      stats: { s: { n: 4, mean: 82, min: 78, max: 86, median: 82, sd: 3.65, low: 73.13, high: 90.87, level: 0.98 } },
      partial: []
    }
  }

  it('says its runs and level, what each expression gave, each field read once, and its interval', () => {
    expect(lookOf(result, 4, 0.98, false)).toEqual({
      runs: 4,
      level: 0.98,
      verdict: 'inconclusive',
      decided: false,
      passIf: 'false',
      failIf: 'false',
      read: [
        { path: 'stats.s.low', value: '73.13' },
        { path: 'stats.s.high', value: '90.87' }
      ],
      intervals: [{ field: 's', of: 'stats', mean: 82, low: 73.13, high: 90.87 }]
    })
  })

  it("gives the interval of the map read: delta's change where delta was read, once a field", () => {
    const withDelta: GateResult = {
      ...result,
      policy: {
        expression: 'delta.s.low > -2.0 && stats.s.low >= 75.0',
        reads: readsOfText('delta.s.low > -2.0 && stats.s.low >= 75.0'),
        outcome: 'false',
        readings: [
          { path: 'delta.s.low', value: '-3' },
          { path: 'stats.s.low', value: '73.13' },
          { path: 'delta["s"].high', value: '4' }
        ]
      },
      figures: { ...result.figures!, delta: { s: { mean: 1, low: -3, high: 4, level: 0.98 } } }
    }
    expect(lookOf(withDelta, 4, 0.98, false).intervals).toEqual([
      { field: 's', of: 'delta', mean: 1, low: -3, high: 4 },
      { field: 's', of: 'stats', mean: 82, low: 73.13, high: 90.87 }
    ])
  })

  it('of a gate whose expressions were never evaluated has no outcomes, readings or intervals', () => {
    const look = lookOf({ verdict: 'failed' }, 7, 0.98, true)
    expect(look).toEqual({ runs: 7, level: 0.98, verdict: 'failed', decided: true, read: [], intervals: [] })
  })
})

describe('a batch not started', () => {
  const runs = { had: 4, next: 3 }
  const clock = { queueLimitMs: undefined, timeoutMs: 600_000, elapsedMs: 40_000, batchMs: 40_000 }

  it("is none while the next batch would end within the timeout and the queue's limit, at the edge included", () => {
    expect(cutShort(clock, runs)).toBeUndefined()
    expect(cutShort({ ...clock, timeoutMs: 80_000 }, runs)).toBeUndefined()
    expect(cutShort({ ...clock, queueLimitMs: 80_000 }, runs)).toBeUndefined()
  })

  it("names the nearer limit it would pass: the queue's, or the timeout", () => {
    expect(cutShort({ ...clock, queueLimitMs: 79_999 }, runs)).toEqual({
      reason:
        "The merge queue's limit cut it short: its next batch of 3 runs would end about 1m 20s into the step (its " +
        "longest batch took 40s), past the merge queue's 1m 20s on a required check, so the gate decided on the 4 " +
        'runs it had.',
      hint:
        "Raise the merge queue's check_response_timeout_minutes (its ruleset), or lower repeat, so that every batch " +
        'fits; the step fails until it is decided.',
      stopped: 'queue-limit'
    })
    expect(cutShort({ ...clock, timeoutMs: 79_999, queueLimitMs: 90_000 }, runs)).toMatchObject({
      reason: expect.stringMatching(/^The timeout cut it short: .* past timeout \(1m 20s\), so the gate decided/),
      hint: expect.stringMatching(/^Raise timeout so that every batch fits/),
      stopped: 'timeout'
    })
    // Both passed: the nearer one is named.
    expect(cutShort({ ...clock, timeoutMs: 70_000, queueLimitMs: 60_000 }, runs)?.stopped).toBe('queue-limit')
    expect(cutShort({ ...clock, timeoutMs: 60_000, queueLimitMs: 70_000 }, runs)?.stopped).toBe('timeout')
  })
})

describe('a gate decided on its looks when the timeout ran out during a batch', () => {
  it("keeps the last look's verdict, fails the step, and names every run started", () => {
    const last: GateResult = {
      verdict: 'inconclusive',
      failsStep: true,
      runs: [],
      elapsedMs: 1,
      polls: 4,
      reason: 'Not decided'
    }
    const ended: GateResult = {
      verdict: 'timed-out',
      failsStep: false,
      elapsedMs: 9,
      polls: 7,
      runs: [{ runId: 'r-1' }, { runId: 'r-5' }]
    }
    expect(decidedOnLooks(last, ended, 4)).toEqual({
      verdict: 'inconclusive',
      failsStep: true,
      elapsedMs: 9,
      polls: 7,
      runs: [{ runId: 'r-1' }, { runId: 'r-5' }],
      reason:
        'Not decided. The timeout ran out while the next batch went on (its runs go on at the service), so the gate ' +
        'decided on the 4 runs of its last look.',
      hint:
        "Raise timeout so that every batch fits (about one run's length each), or lower repeat; the step fails until " +
        'it is decided.'
    })
  })
})
