/**
 * The figures `pass-if` reads of repeated runs (src/policy/stats.ts), against numbers worked by
 * hand and a published Student t table, so that StrykerJS (npm run mutate) finds no change the
 * tests let through: each field's mean, spread, median and 95% interval, which fields get figures,
 * and the difference from the base's with its Welch interval.
 */
import {
  CONFIDENCE,
  deltaOf,
  fieldStats,
  figuresOf,
  RESOLUTION_FLOOR,
  resolutionFloor,
  statsOf,
  tCritical,
  type FieldStats
} from '../src/policy/stats.js'
import type { JsonObject } from '../src/lib/json.js'

/** t_{0.975} for df = 1..30, as printed in the two-sided 95% column of a Student t table. */
const T_TABLE = [
  12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.306, 2.2622, 2.2281, 2.201, 2.1788, 2.1604, 2.1448, 2.1314,
  2.1199, 2.1098, 2.1009, 2.093, 2.086, 2.0796, 2.0739, 2.0687, 2.0639, 2.0595, 2.0555, 2.0518, 2.0484, 2.0452, 2.0423
]

/** The figures of one side as `deltaOf` is given them: only `n`, `mean` and `sd` are read. */
const side = (n: number, mean: number, sd?: number): FieldStats => ({
  n,
  mean,
  min: mean,
  max: mean,
  median: mean,
  ...(sd === undefined ? {} : { sd })
})

describe('tCritical', () => {
  it('is drawn at 95%', () => {
    expect(CONFIDENCE).toBe(0.95)
  })

  it.each(T_TABLE.map((value, index) => [index + 1, value]))('with %i degrees of freedom is %f', (df, value) => {
    expect(tCritical(df)).toBeCloseTo(value, 4)
  })

  // A sequential gate's three looks, each at 1 − 0.05/3: the quantiles the issue names, to four places.
  it.each([
    [3, 4.8567],
    [6, 3.2875],
    [9, 2.9333]
  ])('at 1 − 0.05/3 with %i degrees of freedom is %f', (df, value) => {
    expect(tCritical(df, 1 - 0.05 / 3)).toBeCloseTo(value, 4)
  })

  it('draws an interval at the level it is given, and says that level', () => {
    const level = 1 - 0.05 / 3
    const wide = fieldStats([84, 78, 86, 80], level)
    const usual = fieldStats([84, 78, 86, 80])
    expect(usual.level).toBe(0.95)
    expect(wide.level).toBe(level)
    // mean 82, sd sqrt(40/3): margin t · sd / 2
    expect(wide.low).toBeCloseTo(82 - (4.8567 * Math.sqrt(40 / 3)) / 2, 3)
    expect(usual.high).toBeCloseTo(82 + (3.1824 * Math.sqrt(40 / 3)) / 2, 3)
    const figures = figuresOf([{ s: 84 }, { s: 78 }, { s: 86 }, { s: 80 }], [{ s: 70 }, { s: 72 }], level)
    expect(figures.stats['s'].level).toBe(level)
    expect(figures.baseStats?.['s'].level).toBe(0.95)
    expect(figures.delta?.['s'].level).toBe(level)
    expect(statsOf([{ s: 1 }, { s: 3 }], level).stats['s'].level).toBe(level)
    expect(deltaOf(side(4, 82, 3), side(2, 71, 1)).level).toBe(0.95)
  })

  it('approaches 1.96 as the degrees of freedom grow, from above', () => {
    expect(tCritical(1e3)).toBeCloseTo(1.9623, 4)
    expect(tCritical(1e6)).toBeCloseTo(1.96, 4)
    expect(tCritical(1e6)).toBeGreaterThan(1.959963)
    expect(tCritical(1e3)).toBeGreaterThan(tCritical(1e6))
  })

  it('takes fractional degrees of freedom (as Welch gives), between the whole ones', () => {
    expect(tCritical(2.5)).toBeLessThan(tCritical(2))
    expect(tCritical(2.5)).toBeGreaterThan(tCritical(3))
  })
})

describe('fieldStats', () => {
  it('of 78, 84, 81: mean 81, sd 3, median 81, interval 73.55 to 88.45', () => {
    const figures = fieldStats([78, 84, 81])
    expect(figures).toEqual({
      n: 3,
      mean: 81,
      sd: 3,
      min: 78,
      max: 84,
      median: 81,
      low: expect.any(Number),
      high: expect.any(Number),
      level: 0.95
    })
    expect(figures.low).toBeCloseTo(73.55, 2)
    expect(figures.high).toBeCloseTo(88.45, 2)
    // 4.3027 × 3 / √3, exactly as the table's value gives it
    expect(figures.high! - figures.mean).toBeCloseTo((tCritical(2) * 3) / Math.sqrt(3), 12)
  })

  it('of 70, 90, 80: mean 80, sd 10, median 80, interval 55.16 to 104.84', () => {
    const figures = fieldStats([70, 90, 80])
    expect(figures.n).toBe(3)
    expect(figures.mean).toBe(80)
    expect(figures.sd).toBeCloseTo(10, 12)
    expect(figures.median).toBe(80)
    expect(figures.min).toBe(70)
    expect(figures.max).toBe(90)
    expect(figures.low).toBeCloseTo(55.16, 2)
    expect(figures.high).toBeCloseTo(104.84, 2)
  })

  it('of one run has no spread and no interval (the keys absent, not undefined)', () => {
    const figures = fieldStats([42])
    expect(figures).toStrictEqual({ n: 1, mean: 42, min: 42, max: 42, median: 42 })
    expect(figures).not.toHaveProperty('sd')
    expect(figures).not.toHaveProperty('low')
    expect(figures).not.toHaveProperty('high')
  })

  it('of two runs has a spread and an interval, on one degree of freedom', () => {
    const figures = fieldStats([12, 10])
    expect(figures.n).toBe(2)
    expect(figures.mean).toBe(11)
    expect(figures.median).toBe(11)
    expect(figures.min).toBe(10)
    expect(figures.max).toBe(12)
    expect(figures.sd).toBeCloseTo(Math.SQRT2, 12)
    // margin = 12.7062 × √2 / √2
    expect(figures.low).toBeCloseTo(11 - 12.7062, 3)
    expect(figures.high).toBeCloseTo(11 + 12.7062, 3)
  })

  it('of an even count takes the mean of the two middle values as the median, of unsorted input', () => {
    const figures = fieldStats([9, 1, 7, 3])
    expect(figures.median).toBe(5)
    expect(figures.mean).toBe(5)
    expect(figures.min).toBe(1)
    expect(figures.max).toBe(9)
    // deviations −4, −2, 2, 4: 40 / 3
    expect(figures.sd).toBeCloseTo(Math.sqrt(40 / 3), 12)
    const margin = (3.1824 * Math.sqrt(40 / 3)) / 2
    expect(figures.low).toBeCloseTo(5 - margin, 3)
    expect(figures.high).toBeCloseTo(5 + margin, 3)
  })

  it('of an even count whose median is not its mean', () => {
    expect(fieldStats([100, 2, 1, 4]).median).toBe(3)
    expect(fieldStats([100, 2, 1, 4]).mean).toBe(26.75)
  })

  it('sorts numerically (not as text), with negatives and fractions', () => {
    const figures = fieldStats([10, -5, 2.5, 100, -20])
    expect(figures.min).toBe(-20)
    expect(figures.max).toBe(100)
    expect(figures.median).toBe(2.5)
    expect(figures.mean).toBe(17.5)
  })

  it('of an odd count in descending order takes the middle value', () => {
    const figures = fieldStats([50, 40, 30, 20, 10])
    expect(figures.median).toBe(30)
    expect(figures.min).toBe(10)
    expect(figures.max).toBe(50)
  })

  it('leaves the values it is given in their order', () => {
    const values = [3, 1, 2]
    fieldStats(values)
    expect(values).toEqual([3, 1, 2])
  })

  it('of tied whole numbers has sd 0, but its interval drawn with the floor of their rounding (1/√12), said', () => {
    // Four runs at 80 are an agent at the bar as often as above it: an interval of no width would pass it.
    const tied = fieldStats([80, 80, 80, 80])
    const margin = (T_TABLE[2] * RESOLUTION_FLOOR) / Math.sqrt(4)
    expect(RESOLUTION_FLOOR).toBeCloseTo(0.288675, 6)
    expect(tied).toEqual({
      n: 4,
      mean: 80,
      sd: 0,
      min: 80,
      max: 80,
      median: 80,
      low: expect.closeTo(80 - margin, 3),
      high: expect.closeTo(80 + margin, 3),
      level: 0.95,
      floor: RESOLUTION_FLOOR
    })
    expect(tied.low).toBeLessThan(80)
  })

  it('keeps its own spread where it is above the floor, and says no floor', () => {
    // 80, 80, 80, 81: sd 0.5, above 0.29.
    const figures = fieldStats([80, 80, 80, 81])
    expect(figures.sd).toBeCloseTo(0.5, 6)
    expect(figures).not.toHaveProperty('floor')
    expect(figures.low).toBeCloseTo(80.25 - (tCritical(3) * 0.5) / 2, 9)
  })

  it('takes the floor of the resolution the scores are written to, and none for unrounded ones', () => {
    const tenth = fieldStats([80.5, 80.5, 80.5])
    expect(tenth.floor).toBeCloseTo(RESOLUTION_FLOOR / 10, 9)
    expect(tenth.high).toBeCloseTo(80.5 + (tCritical(2) * RESOLUTION_FLOOR) / 10 / Math.sqrt(3), 9)
    expect(fieldStats([1 / 3, 1 / 3]).floor).toBeUndefined()
    expect(fieldStats([1 / 3, 1 / 3]).low).toBe(1 / 3)
  })
})

describe('resolutionFloor', () => {
  it('is r/√12 for the coarsest power of ten every value is written to, whole numbers the coarsest', () => {
    expect(resolutionFloor([80, 90, 100])).toBe(RESOLUTION_FLOOR)
    expect(resolutionFloor([-3, 0, 7])).toBe(RESOLUTION_FLOOR)
    expect(resolutionFloor([80.1, 80])).toBeCloseTo(RESOLUTION_FLOOR / 10, 12)
    expect(resolutionFloor([80.25, 80.1])).toBeCloseTo(RESOLUTION_FLOOR / 100, 12)
    expect(resolutionFloor([0.000001])).toBeCloseTo(RESOLUTION_FLOOR / 1e6, 15)
    expect(resolutionFloor([0.0000001])).toBeUndefined()
    expect(resolutionFloor([84.33333333])).toBeUndefined()
  })

  it('reads a value scaled with float noise as written (80.1 × 100 is 8009.999999999999)', () => {
    expect(80.1 * 100).not.toBe(8010)
    expect(resolutionFloor([80.1, 80.01])).toBeCloseTo(RESOLUTION_FLOOR / 100, 12)
    expect(resolutionFloor([1234567.1])).toBeCloseTo(RESOLUTION_FLOOR / 10, 12)
    // 1262145.65 × 100 is 126214564.99999999: off by 1.5e-8, more than 1e-9 but not of its size (1.3e8).
    expect(1262145.65 * 100).not.toBe(126214565)
    expect(resolutionFloor([1262145.65])).toBeCloseTo(RESOLUTION_FLOOR / 100, 12)
  })
})

describe('statsOf', () => {
  it('gives figures of each numeric field present in every record, in the records’ order', () => {
    const { stats, partial } = statsOf([
      { score: 78, time: 1.5 },
      { score: 84, time: 2.5 },
      { score: 81, time: 2 }
    ])
    expect(partial).toEqual([])
    expect(Object.keys(stats)).toEqual(['score', 'time'])
    expect(stats.score).toEqual(fieldStats([78, 84, 81]))
    expect(stats.time).toEqual(fieldStats([1.5, 2.5, 2]))
  })

  it('of one record gives figures without a spread', () => {
    const { stats, partial } = statsOf([{ score: 5 }])
    expect(partial).toEqual([])
    expect(stats).toStrictEqual({ score: { n: 1, mean: 5, min: 5, max: 5, median: 5 } })
  })

  it('lists a field numeric in some records and absent or otherwise in others as partial, without figures', () => {
    const { stats, partial } = statsOf([
      { score: 1, missing: 2, text: 3, empty: 4, nan: 5 },
      { score: 2, text: 'three', empty: null, nan: NaN },
      { score: 3, missing: 4, text: 5, empty: 6, nan: 7, late: 1 }
    ])
    expect(Object.keys(stats)).toEqual(['score'])
    expect(stats.score.mean).toBe(2)
    expect(partial).toEqual(['missing', 'text', 'empty', 'nan', 'late'])
  })

  it('leaves out fields that are never a finite number, and does not list them', () => {
    const { stats, partial } = statsOf([
      {
        name: 'a',
        digits: '5',
        flag: true,
        nested: { score: 1 },
        list: [1, 2],
        none: null,
        nan: NaN,
        inf: Infinity,
        negInf: -Infinity
      },
      {
        name: 'b',
        digits: '6',
        flag: false,
        nested: { score: 2 },
        list: [3],
        none: null,
        nan: NaN,
        inf: Infinity,
        negInf: -Infinity
      }
    ])
    expect(stats).toEqual({})
    expect(Object.keys(stats)).toEqual([])
    expect(partial).toEqual([])
  })

  // StrykerJS's one survivor: `typeof value === 'number'` → `true` in isNumber, equivalent, as
  // Number.isFinite never coerces (false for '5', true, null, 5n, new Number(5)).
  it('does not count Infinity as a number where other records hold numbers', () => {
    const { stats, partial } = statsOf([{ time: 1 }, { time: Infinity }, { time: 3 }])
    expect(stats).toEqual({})
    expect(partial).toEqual(['time'])
  })

  it('of no records gives nothing', () => {
    expect(statsOf([])).toEqual({ stats: {}, partial: [] })
  })

  it('keeps a `__proto__` field as a plain field, not as the prototype', () => {
    const records = [JSON.parse('{"__proto__": 5, "x": 1}'), JSON.parse('{"__proto__": 7, "x": 2}')] as JsonObject[]
    const { stats, partial } = statsOf(records)
    expect(partial).toEqual([])
    expect(Object.keys(stats)).toEqual(['__proto__', 'x'])
    expect(Object.getPrototypeOf(stats)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(stats, '__proto__')?.value).toEqual(fieldStats([5, 7]))
    expect(Object.getOwnPropertyDescriptor(stats, '__proto__')?.enumerable).toBe(true)
    expect(({} as Record<string, unknown>).mean).toBeUndefined()
  })

  it('lists a `__proto__` field some records lack as partial', () => {
    const records = [JSON.parse('{"__proto__": 5}'), { other: 'x' }] as JsonObject[]
    const { stats, partial } = statsOf(records)
    expect(Object.keys(stats)).toEqual([])
    expect(Object.getPrototypeOf(stats)).toBe(Object.prototype)
    expect(partial).toEqual(['__proto__'])
  })
})

describe('deltaOf', () => {
  it('of two sides with spreads is a Welch interval around the difference of the means', () => {
    const current = fieldStats([78, 84, 81])
    const base = fieldStats([70, 90, 80])
    const delta = deltaOf(current, base)
    // variances of the means 9/3 and 100/3; Welch–Satterthwaite df from them
    const se = Math.sqrt(9 / 3 + 100 / 3)
    const df = se ** 4 / (3 ** 2 / 2 + (100 / 3) ** 2 / 2)
    expect(df).toBeCloseTo(2.357, 3)
    const margin = tCritical(df) * se
    expect(delta.mean).toBe(1)
    expect(delta.low).toBeCloseTo(1 - margin, 10)
    expect(delta.high).toBeCloseTo(1 + margin, 10)
    expect(delta).not.toHaveProperty('varianceBorrowed')
    expect(Object.keys(delta).sort()).toEqual(['high', 'level', 'low', 'mean'])
  })

  it('weighs each side by its own count in the Welch degrees of freedom', () => {
    // current: n 5, sd 2 (variance of the mean 0.8); base: n 3, sd 6 (12)
    const delta = deltaOf(side(5, 10, 2), side(3, 4, 6))
    const df = (0.8 + 12) ** 2 / (0.8 ** 2 / 4 + 12 ** 2 / 2)
    const margin = tCritical(df) * Math.sqrt(12.8)
    expect(delta.mean).toBe(6)
    expect(delta.low).toBeCloseTo(6 - margin, 10)
    expect(delta.high).toBeCloseTo(6 + margin, 10)
    // the other way round: the same interval, mirrored
    const back = deltaOf(side(3, 4, 6), side(5, 10, 2))
    expect(back.mean).toBe(-6)
    expect(back.low).toBeCloseTo(-6 - margin, 10)
    expect(back.high).toBeCloseTo(-6 + margin, 10)
  })

  it('of two sides of equal spread and count is the pooled t interval', () => {
    // equal variances and counts: Welch's df is n1 + n2 − 2
    const delta = deltaOf(side(4, 3, 2), side(4, 1, 2))
    const margin = T_TABLE[6 - 1] * Math.sqrt(4 / 4 + 4 / 4)
    expect(delta.mean).toBe(2)
    expect(delta.low).toBeCloseTo(2 - margin, 3)
    expect(delta.high).toBeCloseTo(2 + margin, 3)
  })

  it('with one base run borrows this side’s variance and its degrees of freedom', () => {
    // current n 4, sd 3: base variance of the mean 9/1, this side's 9/4; df 3
    const delta = deltaOf(side(4, 12, 3), side(1, 10))
    const margin = 3.1824 * Math.sqrt(9 / 4 + 9 / 1)
    expect(delta.varianceBorrowed).toBe('base')
    expect(delta.mean).toBe(2)
    expect(delta.low).toBeCloseTo(2 - margin, 3)
    expect(delta.high).toBeCloseTo(2 + margin, 3)
    expect(delta.high! - delta.mean).toBeCloseTo(tCritical(3) * Math.sqrt(9 / 4 + 9), 10)
  })

  it('with one run on this side borrows the base’s variance and its degrees of freedom', () => {
    // base n 5, sd 2: this side's variance of the mean 4/1, the base's 4/5; df 4
    const delta = deltaOf(side(1, 7), side(5, 10, 2))
    const margin = 2.7764 * Math.sqrt(4 / 1 + 4 / 5)
    expect(delta.varianceBorrowed).toBe('this')
    expect(delta.mean).toBe(-3)
    expect(delta.low).toBeCloseTo(-3 - margin, 3)
    expect(delta.high).toBeCloseTo(-3 + margin, 3)
    expect(delta.high! - delta.mean).toBeCloseTo(tCritical(4) * Math.sqrt(4 + 4 / 5), 10)
  })

  it('with no spread on either side and scores not rounded (no floor) is closed on the difference', () => {
    // Both variances 0 leave Welch's degrees of freedom 0/0: the margin is 0 by the standard error, not t × 0.
    const delta = deltaOf(fieldStats([1 / 3, 1 / 3]), fieldStats([1 / 3, 1 / 3, 1 / 3]))
    expect(delta).toStrictEqual({ mean: 0, low: 0, high: 0, level: 0.95 })
  })

  it('with one run on both sides is only the difference of the means', () => {
    const delta = deltaOf(fieldStats([5]), fieldStats([3]))
    expect(delta).toStrictEqual({ mean: 2 })
    expect(delta).not.toHaveProperty('low')
    expect(delta).not.toHaveProperty('high')
    expect(delta).not.toHaveProperty('varianceBorrowed')
  })

  it('with no spread on either side draws it with the floor of their rounding, not closed on the difference', () => {
    const delta = deltaOf(fieldStats([5, 5, 5]), fieldStats([2, 2]))
    const [thisSide, baseSide] = [RESOLUTION_FLOOR ** 2 / 3, RESOLUTION_FLOOR ** 2 / 2]
    const df = (thisSide + baseSide) ** 2 / (thisSide ** 2 / 2 + baseSide ** 2 / 1)
    const margin = tCritical(df) * Math.sqrt(thisSide + baseSide)
    expect(delta).toStrictEqual({ mean: 3, low: 3 - margin, high: 3 + margin, level: 0.95, floor: RESOLUTION_FLOOR })
    expect(margin).toBeGreaterThan(0.5)
  })

  it('with no spread on the side that has runs, and one run on the other, borrows the floored spread', () => {
    const margin = (spread: number, n: number, other: number, df: number) =>
      tCritical(df) * Math.sqrt(spread ** 2 / n + spread ** 2 / other)
    const toBase = margin(RESOLUTION_FLOOR, 2, 1, 1)
    expect(deltaOf(fieldStats([5, 5]), fieldStats([2]))).toStrictEqual({
      mean: 3,
      low: 3 - toBase,
      high: 3 + toBase,
      level: 0.95,
      varianceBorrowed: 'base',
      floor: RESOLUTION_FLOOR
    })
    const toThis = margin(RESOLUTION_FLOOR, 1, 3, 2)
    expect(deltaOf(fieldStats([2]), fieldStats([5, 5, 5]))).toStrictEqual({
      mean: -3,
      low: -3 - toThis,
      high: -3 + toThis,
      level: 0.95,
      varianceBorrowed: 'this',
      floor: RESOLUTION_FLOOR
    })
  })

  it('says the larger floor of the two sides, and none where neither side was raised to one', () => {
    expect(deltaOf(fieldStats([5.5, 5.5]), fieldStats([2, 2])).floor).toBe(RESOLUTION_FLOOR)
    expect(deltaOf(fieldStats([5.5, 5.5]), fieldStats([2, 3])).floor).toBeCloseTo(RESOLUTION_FLOOR / 10, 12)
    expect(deltaOf(fieldStats([5, 6]), fieldStats([2, 3]))).not.toHaveProperty('floor')
  })
})

describe('figuresOf: this certification’s figures, the base’s, and the change', () => {
  it('without a base gives only this side’s figures and partial fields', () => {
    const figures = figuresOf([{ score: 78, late: 1 }, { score: 84 }])
    expect(figures).toStrictEqual({ stats: { score: fieldStats([78, 84]) }, partial: ['late'] })
  })

  it('with a base gives its figures, how many runs it signed, and a change only for fields both sides have', () => {
    const figures = figuresOf(
      [
        { score: 78, time: 2 },
        { score: 84, time: 3 }
      ],
      [
        { score: 70, old: 1 },
        { score: 90, old: 2 },
        { score: 80, old: 3 }
      ]
    )
    expect(figures.baseStats).toStrictEqual({ score: fieldStats([70, 90, 80]), old: fieldStats([1, 2, 3]) })
    expect(figures.baseRuns).toBe(3)
    expect(Object.keys(figures.delta ?? {})).toEqual(['score'])
    expect(figures.delta?.score).toStrictEqual(deltaOf(fieldStats([78, 84]), fieldStats([70, 90, 80])))
  })

  it('keeps a `__proto__` field’s change as a plain field', () => {
    const records = [JSON.parse('{"__proto__": 5}'), JSON.parse('{"__proto__": 7}')] as JsonObject[]
    const { delta = {} } = figuresOf(records, [JSON.parse('{"__proto__": 4}') as JsonObject])
    expect(Object.getPrototypeOf(delta)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(delta, '__proto__')).toEqual({
      value: deltaOf(fieldStats([5, 7]), fieldStats([4])),
      enumerable: true,
      writable: false,
      configurable: false
    })
  })
})
