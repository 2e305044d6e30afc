/**
 * The table of what the expressions may read, as the judge and the inputs ask it: a bar on one figure read from an
 * expression's text, whether a value clears it, what an expression reads of a signed certification, and what a
 * sequential gate's looks cannot keep the level of.
 */
import { describe, expect, it } from '@jest/globals'
import { compilePassIf } from '../src/policy/pass-if.js'
import {
  certificationReads,
  clears,
  EXPRESSION_VARIABLES,
  figureBarOf,
  unboundedByLooks
} from '../src/gate/judge/variables.js'

const { judged, maps, strings, typed } = EXPRESSION_VARIABLES
const compiled = (expression: string) => compilePassIf(expression, judged, maps, strings, typed)

describe('figureBarOf', () => {
  it('reads one bar, its outer brackets and spaces set aside', () => {
    const bar = { map: 'stats', field: 'x', figure: 'low', comparison: '>=', bar: 80, written: '80.0' }
    for (const text of [
      'stats.x.low >= 80.0',
      '(stats.x.low >= 80.0)',
      '  ( stats.x.low >= 80.0 )  ',
      '(  stats.x.low>=80.0)'
    ])
      expect(figureBarOf(text)).toEqual(bar)
  })

  it('sets aside only outer brackets: one inside the bar is no bar', () => {
    expect(figureBarOf('stats.x.low >= (1.0')).toBeUndefined()
    expect(figureBarOf('stats.x.low >= ) 1.0')).toBeUndefined()
    expect(figureBarOf('stats.x.low >= 1.0 && stats.y.low >= 1.0')).toBeUndefined()
  })
})

describe('clears', () => {
  it('holds each comparison at, above and below its bar', () => {
    const at = (comparison: '>=' | '>' | '<=' | '<') =>
      [79, 80, 81].map(value => clears({ comparison, bar: 80 }, value))
    expect(at('>=')).toEqual([false, true, true])
    expect(at('>')).toEqual([false, false, true])
    expect(at('<=')).toEqual([true, true, false])
    expect(at('<')).toEqual([true, false, false])
  })
})

describe('certificationReads', () => {
  it('reads of the base and the run what either expression reads, and the runs when either names them', async () => {
    const passIf = await compiled('run.trust_score >= 80.0')
    expect(certificationReads({ passIf })).toMatchObject({
      base: { whole: false, paths: [] },
      run: { whole: false },
      runs: false
    })
    const wholeBase = await compiled('size(base) == 0 || run.trust_score >= 80.0')
    const wholeRun = await compiled('size(run) > 0')
    const readsRuns = await compiled('runs.all(r, r.trust_score >= 80.0)')
    expect(certificationReads({ passIf, failIf: wholeBase })?.base.whole).toBe(true)
    expect(certificationReads({ passIf, failIf: wholeRun })?.run.whole).toBe(true)
    expect(certificationReads({ passIf: readsRuns })?.runs).toBe(true)
    expect(certificationReads({ passIf, failIf: readsRuns })?.runs).toBe(true)
  })
})

describe('unboundedByLooks', () => {
  it('names what a look may not read: the runs, the trend, a map or field whole, a figure but a bound', async () => {
    expect(unboundedByLooks(await compiled('stats.x.low >= 80.0 && delta.x.high < 1.0 && stats.x.level > 0.9'))).toBe(
      undefined
    )
    expect(unboundedByLooks(await compiled('base.x > 1.0 && base_stats.x.mean > 1.0 && base_age_seconds > 1.0'))).toBe(
      undefined
    )
    expect(unboundedByLooks(await compiled('commit != ""'))).toBe(undefined)
    expect(unboundedByLooks(await compiled('stats.x.low >= 80.0 && stats.x.n >= 4.0'))).toBe('stats.x.n')
    expect(unboundedByLooks(await compiled('delta.x.mean > 1.0'))).toBe('delta.x.mean')
    expect(unboundedByLooks(await compiled('trend.x.last >= 80.0'))).toBe('trend')
    expect(unboundedByLooks(await compiled('run.x >= 80.0'))).toBe('run')
    expect(unboundedByLooks(await compiled('stats.x.mean >= 80.0'))).toBe('stats.x.mean')
    expect(unboundedByLooks(await compiled('size(stats.x) > 0'))).toBe('stats.x')
    expect(unboundedByLooks(await compiled('size(stats) > 0'))).toBe('stats as a whole')
    expect(unboundedByLooks(await compiled('runs.all(r, r.x >= 1.0)'))).toBe('runs')
  })
})
