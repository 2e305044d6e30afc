/**
 * What an expression reads, from the tree the CEL parser made of it (src/policy/bars.ts), through its exported API:
 * every path, every bar on a number (either side, signed, as written), whether the expression is bars alone joined by
 * &&, the numbers it writes, and whether a value clears a bar. Read from the tree, brackets, spacing and quoting are
 * the parser's, never the text's.
 */
import { describe, expect, it } from '@jest/globals'
import { compilePassIf } from '../src/policy/pass-if.js'
import { orders, plainName, readsOf } from '../src/policy/bars.js'
import { EXPRESSION_VARIABLES } from '../src/gate/judge/variables.js'

const { judged, maps, strings, typed } = EXPRESSION_VARIABLES
const reads = async (expression: string) => (await compilePassIf(expression, judged, maps, strings, typed)).reads

describe('the bars of an expression', () => {
  it('reads one bar whatever its brackets and spaces: the path, the comparison, the number and how it is written', async () => {
    const bar = {
      path: { variable: 'stats', keys: ['x', 'low'], text: 'stats.x.low' },
      comparison: '>=',
      bar: 80,
      written: '80.0'
    }
    for (const text of [
      'stats.x.low >= 80.0',
      '(stats.x.low >= 80.0)',
      '  ( stats.x.low>=80.0 )  ',
      '((stats.x.low) >= (80.0))'
    ])
      expect(await reads(text)).toEqual({ paths: [bar.path], bars: [bar], onlyBars: true, numbers: [80] })
  })

  it('puts the path on the left: a number first turns the comparison round', async () => {
    const turned = async (expression: string) => (await reads(expression)).bars[0]?.comparison
    expect(await turned('80.0 <= stats.x.low')).toBe('>=')
    expect(await turned('80.0 < stats.x.low')).toBe('>')
    expect(await turned('80.0 >= stats.x.low')).toBe('<=')
    expect(await turned('80.0 > stats.x.low')).toBe('<')
    expect(await turned('80.0 == run.x')).toBe('==')
    expect(await turned('80.0 != run.x')).toBe('!=')
    expect((await reads('80.0 <= stats.x.low')).bars[0]).toMatchObject({ bar: 80, written: '80.0' })
  })

  it('reads a negative number and a whole one as written, and a quoted field as its path says it', async () => {
    const [drop, whole, quoted] = (await reads('delta.x.high > -2.0 && run.y >= 80 && stats["a b"].low < 1e2')).bars
    expect(drop).toMatchObject({ comparison: '>', bar: -2, written: '-2.0' })
    expect(whole).toMatchObject({ path: { variable: 'run', keys: ['y'], text: 'run.y' }, bar: 80, written: '80' })
    expect(quoted).toMatchObject({ path: { keys: ['a b', 'low'], text: 'stats["a b"].low' }, bar: 100, written: '1e2' })
  })

  it('finds every bar wherever it stands, but says the expression is bars alone only for && of bars', async () => {
    const either = await reads('stats.x.low >= 80.0 || !(run.y < 3.0)')
    expect(either.bars.map(bar => bar.path.text)).toEqual(['stats.x.low', 'run.y'])
    expect(either.onlyBars).toBe(false)
    const three = await reads('stats.x.low >= 1.0 && (delta.x.low > -2.0 && stats.y.high < 9.0)')
    expect(three.bars).toHaveLength(3)
    expect(three.onlyBars).toBe(true)
    expect((await reads('stats.x.low >= 1.0 && has(run.y)')).onlyBars).toBe(false)
    expect((await reads('has(run.y)')).onlyBars).toBe(false)
  })

  it('is no bar: a path against a path, a number against a number, a field against text, a variable whole', async () => {
    for (const expression of [
      'stats.x.low >= base.x',
      '1.0 < 2.0',
      'run.state == "ok"',
      'size(runs) > 3',
      'base_age_seconds < 60.0',
      'run.x + 1.0 > 2.0',
      '-run.x < 2.0'
    ]) {
      const read = await reads(expression)
      expect([expression, read.bars]).toEqual([expression, []])
      expect([expression, read.onlyBars]).toEqual([expression, false])
    }
  })

  it('lists every path once, in order, outermost only; every number written, unsigned', async () => {
    const read = await reads(
      'run.a.b > 1 && has(run.a.b) && base["c d"] != 2.5 && run.a.b < 3 && run.e.exists(k, k == 4)'
    )
    expect(read.paths.map(path => path.text)).toEqual(['run.a.b', 'base["c d"]', 'run.e'])
    expect(read.paths[1]).toEqual({ variable: 'base', keys: ['c d'], text: 'base["c d"]' })
    expect(read.numbers).toEqual([1, 2.5, 3, 4])
    expect((await reads('run.x > -2.0')).numbers).toEqual([2])
  })

  it('reads only the variables it is given', async () => {
    const parsed = {
      op: '>=',
      args: [
        { op: '.', args: [{ op: 'id', args: 'other' }, 'x'] },
        { op: 'value', args: 1 }
      ]
    }
    expect(readsOf(parsed, 'other.x >= 1', ['run'])).toEqual({ paths: [], bars: [], onlyBars: false, numbers: [1] })
    expect(readsOf(parsed, 'other.x >= 1', ['other']).bars).toHaveLength(1)
    expect(readsOf(undefined, '', ['run'])).toEqual({ paths: [], bars: [], onlyBars: false, numbers: [] })
  })
})

describe('a field name written without quotes', () => {
  it('is a letter or _, then letters, digits or _', () => {
    for (const name of ['a', '_', 'trust_score', 'A9', '_0b']) expect([name, plainName(name)]).toEqual([name, true])
    for (const name of ['', '9a', 'a b', 'a.b', 'a-b', 'é', '[', '`', '{', '@', 'Z['])
      expect([name, plainName(name)]).toEqual([name, false])
  })
})

describe('a bar that orders', () => {
  it('orders only with <, <=, > and >=', () => {
    expect(['>=', '>', '<=', '<', '==', '!='].map(comparison => orders({ comparison: comparison as '==' }))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false
    ])
  })
})
