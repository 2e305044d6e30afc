/**
 * The stop once passing is out of reach (src/gate/plan/reach.ts), through its exported API: the chance the last look's
 * pass-if would be true were the runs left to score like those so far (conditional power), worked by hand from the
 * formula, for a bar on `low` and on `high`, of `stats` and of `delta` (a base of several runs or of one), the least of
 * several bars, the cases it cannot be worked out for, and the words that say it.
 */
import normalCdf from '@stdlib/stats-base-dists-normal-cdf'
import { OUT_OF_REACH, outOfReachHint, outOfReachText, reachOf } from '../src/gate/plan/reach.js'
import { fieldStats, figuresOf, tCritical, welchDegrees } from '../src/policy/stats.js'
import { readsOfText } from './helpers/reads.js'

const LEVEL = 1 - 0.05 / 3
const at = { runs: 4, last: 10, level: LEVEL }
const judged = (expression: string, scores: number[], baseScores?: number[]) => ({
  policy: { expression, reads: readsOfText(expression), readings: [], outcome: 'false' as const },
  figures: figuresOf(
    scores.map(trust_score => ({ trust_score })),
    baseScores?.map(trust_score => ({ trust_score })),
    LEVEL
  )
})
/** The chance by the formula: Φ((N·margin − N·q·se_N) / (s·√(N − n))). */
const byHand = (margin: number, spread: number, standardError: number, df: number) =>
  normalCdf((10 * margin - 10 * tCritical(df, LEVEL) * standardError) / (spread * Math.sqrt(6)), 0, 1)

describe('the chance of passing at the last look', () => {
  it('of a bar on low: four runs of 75, 77, 74, 76 against 80 are out of reach; 82, 88, 81, 89 are not', () => {
    const low = reachOf(judged('stats.trust_score.low >= 80.0', [75, 77, 74, 76]), at)
    const { mean, sd = 0 } = fieldStats([75, 77, 74, 76])
    expect(low).toEqual({
      chance: byHand(mean - 80, sd, sd / Math.sqrt(10), 9),
      outOfReach: true,
      bar: expect.objectContaining({ bar: 80, comparison: '>=' }),
      runs: 4,
      mean: 75.5,
      last: 10,
      projected: 75.5 - (tCritical(9, LEVEL) * sd) / Math.sqrt(10)
    })
    const high = reachOf(judged('stats.trust_score.low > 80.0', [82, 88, 81, 89]), at)
    const spread = fieldStats([82, 88, 81, 89]).sd ?? 0
    expect(high).toMatchObject({ chance: byHand(85 - 80, spread, spread / Math.sqrt(10), 9), outOfReach: false })
    expect('chance' in high && high.chance).toBeCloseTo(0.887, 3)
  })

  it('of a bar on high, mirrored, and at the threshold itself', () => {
    const falling = reachOf(judged('stats.trust_score.high <= 80.0', [75, 77, 74, 76]), at)
    const sd = fieldStats([75, 77, 74, 76]).sd ?? 0
    expect(falling).toMatchObject({
      chance: byHand(80 - 75.5, sd, sd / Math.sqrt(10), 9),
      outOfReach: false,
      projected: 75.5 + (tCritical(9, LEVEL) * sd) / Math.sqrt(10)
    })
    expect(OUT_OF_REACH).toBe(0.05)
    const edge = reachOf(judged('stats.trust_score.high < 80.0', [85, 85, 86, 86]), at)
    expect('chance' in edge && edge.chance).toBeLessThan(OUT_OF_REACH)
    expect(edge).toMatchObject({ outOfReach: true })
  })

  it('of a change against a base of several runs (Welch), and of one run (its spread borrowed)', () => {
    const scores = [84, 86, 85, 83]
    const { mean, sd = 0 } = fieldStats(scores)
    const base = [90, 88, 91]
    const baseSd = fieldStats(base).sd ?? 0
    const thisSide = sd ** 2 / 10
    const baseSide = baseSd ** 2 / 3
    expect(reachOf(judged('delta.trust_score.low > -2.0', scores, base), at)).toMatchObject({
      chance: byHand(
        mean - fieldStats(base).mean + 2,
        sd,
        Math.sqrt(thisSide + baseSide),
        welchDegrees(thisSide, 10, baseSide, 3)
      ),
      mean: mean - fieldStats(base).mean
    })
    expect(reachOf(judged('delta.trust_score.low > -2.0', scores, [89]), at)).toMatchObject({
      chance: byHand(mean - 89 + 2, sd, Math.sqrt(sd ** 2 / 10 + sd ** 2 / 1), 9)
    })
  })

  it('is the least of several bars joined by &&, and certain either way for runs that do not vary', () => {
    const both = reachOf(
      judged('stats.trust_score.high <= 77.5 && stats.trust_score.low >= 74.0', [75, 77, 74, 76]),
      at
    )
    // 1.5 above the bar on low is less in reach than 2 below it on high.
    expect(both).toMatchObject({ bar: { bar: 74, comparison: '>=' } })
    expect('chance' in both && both.chance).toBeCloseTo(0.83, 2)
    const reversed = reachOf(
      judged('stats.trust_score.low >= 74.0 && stats.trust_score.high <= 77.5', [75, 77, 74, 76]),
      at
    )
    expect(reversed).toEqual(both)
    const still = (scores: number[], expression: string) =>
      reachOf(
        {
          ...judged(expression, scores),
          figures: figuresOf(
            scores.map(x => ({ x })),
            undefined,
            LEVEL
          )
        },
        at
      )
    expect(still([1 / 3, 1 / 3, 1 / 3, 1 / 3], 'stats.x.low >= 0.3')).toMatchObject({
      chance: 1,
      outOfReach: false
    })
    expect(still([1 / 3, 1 / 3, 1 / 3, 1 / 3], 'stats.x.low >= 0.4')).toMatchObject({
      chance: 0,
      outOfReach: true
    })
    // Exactly at the bar, the last look's low is the bar itself: `>=` holds.
    expect(still([1 / 3, 1 / 3, 1 / 3, 1 / 3], 'stats.x.low >= 0.3333333333333333')).toMatchObject({
      chance: 1,
      outOfReach: false
    })
  })

  it('cannot be worked out for anything but bars on bounds of intervals joined by &&, or without the figures', () => {
    for (const expression of [
      'stats.trust_score.low >= 80.0 || stats.trust_score.high < 70.0',
      'stats.trust_score.mean >= 80.0',
      'stats.trust_score.low <= 80.0',
      'stats.trust_score.high >= 80.0',
      'stats.trust_score.low == 80.0',
      'base_stats.trust_score.low >= 80.0',
      'has(stats.trust_score.low)'
    ])
      expect([expression, reachOf(judged(expression, [75, 77, 74, 76]), at)]).toEqual([
        expression,
        { none: 'not-bars' }
      ])
    expect(reachOf({ figures: undefined }, at)).toEqual({ none: 'not-bars' })
    expect(reachOf(judged('stats.other.low >= 80.0', [75, 77, 74, 76]), at)).toEqual({ none: 'no-figures' })
    expect(reachOf({ ...judged('stats.trust_score.low >= 80.0', [75, 77, 74, 76]), figures: undefined }, at)).toEqual({
      none: 'no-figures'
    })
    expect(reachOf(judged('delta.trust_score.low > -2.0', [75, 77, 74, 76]), at)).toEqual({ none: 'no-figures' })
    // A bar on stats is drawn from this side's runs alone, whatever base was read beside them.
    expect(reachOf(judged('stats.trust_score.low >= 80.0', [75, 77, 74, 76], [90, 88, 91]), at)).toEqual(
      reachOf(judged('stats.trust_score.low >= 80.0', [75, 77, 74, 76]), at)
    )
    expect(reachOf(judged('stats.trust_score.low >= 80.0', [75]), at)).toEqual({ none: 'no-figures' })
  })
})

describe('the words', () => {
  it('say the runs left, the runs so far and their mean, the bound the last look would draw, and the chance', () => {
    const reach = reachOf(judged('stats.trust_score.low >= 80.0', [75, 77, 74, 76]), at)
    if (!('chance' in reach)) throw new Error('no reach')
    expect(outOfReachText(reach)).toBe(
      "Passing was out of reach: if the remaining 6 runs scored like these 4 (mean 75.5), the last look's low would " +
        'be about 74.3, short of 80.0 (under a 0.1% chance to pass), so they were not started.'
    )
    const one = { ...reach, runs: 9, chance: 0.049 }
    expect(outOfReachText(one)).toBe(
      "Passing was out of reach: if the remaining 1 run scored like these 9 (mean 75.5), the last look's low would " +
        'be about 74.3, short of 80.0 (a 4.9% chance to pass), so it was not started.'
    )
    const strict = reachOf(judged('stats.trust_score.low > 80.0', [75, 77, 74, 76]), at)
    if (!('chance' in strict)) throw new Error('no reach')
    expect(outOfReachText(strict)).toMatch(/, short of 80\.0 \(/)
    const change = reachOf(judged('delta.trust_score.high < 2.0', [84, 86, 85, 83], [80, 81, 79]), at)
    if (!('chance' in change)) throw new Error('no reach')
    expect(outOfReachText(change)).toMatch(
      /\(mean 4\.5\), the last look's change high would be about 7\.2, beyond 2\.0 \(/
    )
    expect(outOfReachHint('https://x.example/r')).toBe(
      'More runs like these could not pass. See https://x.example/r for what the service found, fix it, and push ' +
        "again; the job's next run starts every run again."
    )
    expect(outOfReachHint(undefined)).toMatch(
      /^More runs like these could not pass\. See the attestation in the console /
    )
  })
})
