/**
 * The table of what the expressions may read, as the judge, the report and the inputs ask it: what is true of each
 * figure, what an expression read (fields, intervals, changes, the bar a chart draws, the one bar it is), what it
 * reads of a signed certification, and what a sequential gate's looks cannot keep the level of.
 */
import { describe, expect, it } from '@jest/globals'
import { compilePassIf } from '../src/policy/pass-if.js'
import {
  certificationReads,
  EXPRESSION_VARIABLES,
  fieldsRead,
  figureOf,
  figuresRead,
  levelBarOf,
  readsDelta,
  readsInterval,
  recordFieldsRead,
  simpleBarOf,
  unboundedByLooks
} from '../src/gate/judge/variables.js'

const { judged, maps, strings, typed } = EXPRESSION_VARIABLES
const compiled = (expression: string) => compilePassIf(expression, judged, maps, strings, typed)

describe('what the expressions read, from their trees', () => {
  const reportOf = async (expression: string) => ({ reads: (await compiled(expression)).reads })

  it('gives the one bar an expression is, and nothing when it is more than one bar or anything else', async () => {
    expect(simpleBarOf(await reportOf('(stats.x.low >= 80.0)'))).toMatchObject({ bar: 80, written: '80.0' })
    expect(simpleBarOf(await reportOf('stats.x.low >= 1.0 && stats.y.low >= 1.0'))).toBeUndefined()
    expect(simpleBarOf(await reportOf('has(run.x)'))).toBeUndefined()
    expect(simpleBarOf(undefined)).toBeUndefined()
  })

  it('says what is true of a figure by the table, and nothing for a path that reads none', () => {
    expect(figureOf({ variable: 'stats', keys: ['x', 'low'] })).toMatchObject({ bound: 'low', spread: true })
    expect(figureOf({ variable: 'delta', keys: ['x', 'high'] })).toMatchObject({ bound: 'high', spread: true })
    expect(figureOf({ variable: 'stats', keys: ['x', 'mean'] })).toMatchObject({ mean: true, spread: false })
    expect(figureOf({ variable: 'stats', keys: ['x', 'level'] })).toMatchObject({ steadyAtLooks: true })
    expect(figureOf({ variable: 'trend', keys: ['x', 'last'] })).toMatchObject({ fieldScale: true, spread: false })
    for (const path of [
      { variable: 'stats', keys: ['x'] },
      { variable: 'stats', keys: ['x', 'low', 'y'] },
      { variable: 'stats', keys: ['x', 'slope'] },
      { variable: 'run', keys: ['x', 'low'] },
      { variable: 'toString', keys: ['x', 'low'] },
      { variable: 'stats', keys: ['x', 'toString'] }
    ])
      expect([path, figureOf(path)]).toEqual([path, undefined])
  })

  it('reads the fields, intervals and changes the paths name', async () => {
    const report = await reportOf(
      'base.trust_score > 0.0 && size(runs) > 0 && stats.trust_score.low >= 1.0 && base_stats["x.y"].mean > 0.0 && ' +
        'delta.trust_score.high > 0.0 && has(delta.z)'
    )
    expect(fieldsRead([report, undefined])).toEqual(['trust_score', 'x.y', 'z'])
    expect(figuresRead([report])).toEqual([
      { map: 'stats', field: 'trust_score' },
      { map: 'base_stats', field: 'x.y' },
      { map: 'delta', field: 'trust_score' },
      { map: 'delta', field: 'z' }
    ])
    expect(readsInterval([report])).toBe(true)
    expect(readsDelta([report])).toBe(true)
    const means = await reportOf('stats.x.mean > 1.0 && stats.x.sd < 2.0 && base_stats.x.low > 0.0')
    expect(readsInterval([means])).toBe(true)
    expect(readsInterval([await reportOf('stats.x.mean > 1.0 && trend.x.slope > 0.0')])).toBe(false)
    expect(readsDelta([means, undefined])).toBe(false)
  })

  it('holds a field against the number its level is first compared with, not a slope, a change or a count', async () => {
    const barOf = async (field: string, expression: string) => levelBarOf(field, [await reportOf(expression)])
    expect(await barOf('trust_score', 'stats.trust_score.low >= 80.0 && delta.trust_score.low > -2.0')).toBe(80)
    expect(await barOf('trust_score', 'trend.trust_score.slope > -0.5 || delta.trust_score.low > -2.0')).toBeUndefined()
    expect(await barOf('trust_score', 'stats.trust_score.n >= 3.0 || run.trust_score < 0.5')).toBe(0.5)
    expect(await barOf('trust_score', 'stats.trust_score.sd < 3.0 && stats.trust_score.median > 70')).toBe(70)
    expect(await barOf('a.b', 'run.a.b > 1')).toBeUndefined()
    expect(await barOf('a', 'run.a.b > 1')).toBeUndefined()
    expect(await barOf('trust_score', 'run.trust_score >= 1e3')).toBe(1000)
    expect(await barOf('trust_score', 'base.trust_score >= 3.0')).toBeUndefined()
    expect(levelBarOf('x', [undefined])).toBeUndefined()
  })

  it('names the plain fields read of the run, the base and the maps of figures, once each', async () => {
    const report = await reportOf('run.a > 1 && base.b > 1 && trend.a.slope > 1.0 && commit != "" && run["c d"] > 1')
    expect(recordFieldsRead([report, undefined])).toEqual(['a', 'b'])
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
