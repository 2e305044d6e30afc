/**
 * The sequential gate's schedule, levels and stopping rule (src/gate/sequential.ts), through its exported API: each
 * repeat's looks fixed in advance, the level that keeps the error rate, which verdicts end the gate before its last
 * look, and a look as the summary and the statement show it.
 */
import { decidesEarly, levelOf, lookOf, scheduleOf, schedules } from '../src/gate/sequential.js'
import type { GateResult } from '../src/gate/results.js'

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
    elapsedMs: 0,
    polls: 4,
    policy: {
      expression: 'stats.s.low >= 75.0',
      outcome: 'false',
      readings: [{ path: 'stats.s.low', value: '73.13' }]
    },
    failPolicy: {
      expression: 'stats.s.high < 75.0 || stats.s.low < 50.0',
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
      intervals: [{ field: 's', mean: 82, low: 73.13, high: 90.87 }]
    })
  })

  it('of a gate whose expressions were never evaluated has no outcomes, readings or intervals', () => {
    const look = lookOf({ verdict: 'failed', failsStep: true, elapsedMs: 0, polls: 1 }, 7, 0.98, true)
    expect(look).toEqual({ runs: 7, level: 0.98, verdict: 'failed', decided: true, read: [], intervals: [] })
  })
})
