/**
 * Two of the judge's helpers through their exported API: the figures with each interval drawn in to its mean, and
 * which pass-if that tells apart (means.ts); the base as comparable-on lets it be compared (comparable.ts).
 */
import { readsOfText } from './helpers/reads.js'
import { describe, expect, it } from '@jest/globals'
import { atTheMeans, barsOnBoundsOnly } from '../src/gate/judge/means.js'
import { comparedBase } from '../src/gate/judge/comparable.js'
import type { BaseSeen } from '../src/gate/results.js'

describe('atTheMeans', () => {
  it("draws stats' and delta's intervals in to their means, and leaves the rest as given", () => {
    const others = {
      stats: { x: { n: 3, mean: 81, low: 73.5, high: 88.5 }, y: { n: 0 } },
      delta: { x: { mean: 2, low: -1, high: 5 } },
      base: { x: 79 }
    }
    expect(atTheMeans(others)).toStrictEqual({
      stats: { x: { n: 3, mean: 81, low: 81, high: 81 }, y: { n: 0 } },
      delta: { x: { mean: 2, low: 2, high: 2 } },
      base: { x: 79 }
    })
    expect(atTheMeans({ base: { x: 79 } })).toStrictEqual({ base: { x: 79 } })
    expect(atTheMeans({ stats: 'none', delta: [1] })).toStrictEqual({ stats: 'none', delta: [1] })
  })
})

describe('barsOnBoundsOnly', () => {
  const only = (expression: string) => barsOnBoundsOnly({ reads: readsOfText(expression) })
  it('is true for bars on bounds of stats or delta joined by &&, a mean beside a bound allowed', () => {
    expect(only('stats.x.low >= 80.0')).toBe(true)
    expect(only('stats.x.high < 90.0')).toBe(true)
    expect(only('(delta.x.low > 0.0) && stats.y.mean >= 1.0')).toBe(true)
  })
  it('is false for means alone, another figure or map, or anything but &&', () => {
    expect(only('stats.x.mean >= 80.0')).toBe(false)
    expect(only('stats.x.sd < 5.0 && stats.x.low >= 1.0')).toBe(false)
    expect(only('base_stats.x.low >= 80.0')).toBe(false)
    expect(only('stats.x.low >= 80.0 || stats.y.low >= 1.0')).toBe(false)
  })
})

describe('comparedBase', () => {
  const certification = { runId: 'base-run' } as BaseSeen['certification']
  const base: BaseSeen = {
    commit: 'c'.repeat(40),
    ancestorOf: { commit: 'a'.repeat(40), behind: 2 },
    certification,
    runs: [{ status: 'completed', record: { model: 'm-1' } }]
  }
  const runs = [{ record: { model: 'm-2' } }]

  it('keeps a base whose named fields match, and one of nothing to compare', () => {
    expect(comparedBase(base, [{ record: { model: 'm-1' } }], ['model'])).toStrictEqual({ base })
    expect(comparedBase(base, runs, [])).toStrictEqual({ base })
    expect(comparedBase(undefined, runs, ['model'])).toStrictEqual({ base: undefined })
  })

  it('empties a base that differs, keeping only its commit, the commit it is an ancestor of, and why', () => {
    // Why, without the base's run id, which only a base that names its certification gives.
    const unnamed = { kind: 'not-comparable', field: 'model', base: '"m-1"', run: '"m-2"' }
    const why = { ...unnamed, runId: 'base-run' }
    expect(comparedBase(base, runs, ['model'])).toStrictEqual({
      base: { commit: base.commit, ancestorOf: base.ancestorOf, runs: [], why },
      notComparable: why
    })
    expect(comparedBase({ runs: base.runs }, runs, ['model'])).toStrictEqual({
      base: { runs: [], why: unnamed },
      notComparable: unnamed
    })
  })
})
