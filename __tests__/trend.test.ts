/**
 * The default branch's history and `trend`: the slope worked out on the worked examples (policy/trend.ts), the
 * history a certification signs and reads back (judge/history.ts, attestation/history.ts), `trend` as pass-if reads
 * it through the one judge, entries comparable-on sets aside, and the chart (report/trend-chart.ts).
 */
import { trendOf } from '../src/policy/trend.js'
import { historyToSign, lackingText, meansOf, notComparableText, seriesOf } from '../src/gate/judge/history.js'
import { HISTORY_LIMIT, readHistory, type HistoryEntry } from '../src/attestation/history.js'
import { judgeRuns } from '../src/gate/judge/index.js'
import { EXPRESSION_VARIABLES } from '../src/gate/judge/variables.js'
import { compilePassIf } from '../src/policy/pass-if.js'
import { CHART_BYTES, CHART_COLOURS, CHART_POINTS, chartOf, trendSection } from '../src/gate/report/trend-chart.js'
import { Deadline } from '../src/lib/runtime.js'
import type { BaseSeen, RunToJudge } from '../src/gate/results.js'
import { FakeClock, recordingLogger } from './helpers/fake-clock.js'
import { readsOfText } from './helpers/reads.js'

const sha = (digit: string) => digit.repeat(40)
const entry = (commit: string, trust_score: number, more: Partial<HistoryEntry> = {}): HistoryEntry => ({
  commit,
  certifiedAt: '2026-11-20T10:00:00.000Z',
  runs: 1,
  means: { trust_score },
  signer: 'example/agent/.github/workflows/certification.yml@refs/heads/main',
  sourceRef: 'refs/heads/main',
  trigger: 'push',
  ...more
})
/** A base certified at `score` on commit 3…3, which signed `history` before it. */
const baseWith = (score: number, history: HistoryEntry[], record: Record<string, unknown> = {}): BaseSeen => ({
  commit: sha('3'),
  certification: {
    runId: 'r-base',
    signedAt: '2026-11-28T10:00:00.000Z',
    ageMs: 1000,
    signer: 'example/agent/.github/workflows/certification.yml@refs/heads/gh-readonly-queue/main/pr-3-x',
    sourceRef: 'refs/heads/gh-readonly-queue/main/pr-3-x',
    trigger: 'merge_group'
  },
  runs: [{ status: 'completed', record: { trust_score: score, ...record } }],
  history: { entries: history, leftOut: 0 }
})
const completed = (runId: string, trust_score: number, more: Record<string, unknown> = {}): RunToJudge => ({
  runId,
  status: 'completed',
  record: { trust_score, ...more }
})
const compile = (expression: string) => {
  const { judged, maps, strings, typed } = EXPRESSION_VARIABLES
  return compilePassIf(expression, judged, maps, strings, typed)
}

/** The judge on `runs` against `base`, with `pass-if`; what it warned of kept. */
async function judged(runs: RunToJudge[], base: BaseSeen | undefined, passIf: string, comparableOn: string[] = []) {
  const logger = recordingLogger()
  const result = await judgeRuns({
    runs,
    base: () => Promise.resolve(base),
    policies: { passIf: await compile(passIf) },
    gate: {
      deadline: new Deadline(new FakeClock(), 60_000),
      signal: new AbortController().signal,
      commit: sha('4'),
      warnTo: logger,
      config: { repeat: runs.length, projectId: 'proj-a', comparableOn }
    }
  })
  return { result, logger }
}

describe('trendOf: the least-squares slope per certification', () => {
  it("gives the issue's worked examples: 90, 88, 86 then 84 is −2; then 92, +0.4", () => {
    expect(trendOf([90, 88, 86, 84])).toEqual({ n: 4, slope: -2, first: 90, last: 84, min: 84, max: 90 })
    expect(trendOf([90, 88, 86, 92])).toEqual({ n: 4, slope: 0.4, first: 90, last: 92, min: 86, max: 92 })
    expect(trendOf([80, 80])).toEqual({ n: 2, slope: 0, first: 80, last: 80, min: 80, max: 80 })
  })

  it('draws no line through fewer than two points, nor through points that overflow: they are counted, nothing more', () => {
    expect(trendOf([84])).toEqual({ n: 1 })
    expect(trendOf([])).toBeUndefined()
    expect(trendOf([-1.7e308, -1.7e308, 1.7e308, 1.7e308])).toEqual({ n: 4 })
  })
})

describe('the history a certification signs', () => {
  it("is the base's counted entries, then the base itself (means over its runs, who signed it, the comparable-on fields)", () => {
    const base = { ...baseWith(86, [entry(sha('1'), 90), entry(sha('2'), 88)], { scanner_version: '2.1' }) }
    expect(historyToSign(base, ['scanner_version', 'absent'])).toEqual([
      entry(sha('1'), 90),
      entry(sha('2'), 88),
      {
        commit: sha('3'),
        certifiedAt: '2026-11-28T10:00:00.000Z',
        runs: 1,
        means: { trust_score: 86 },
        signer: 'example/agent/.github/workflows/certification.yml@refs/heads/gh-readonly-queue/main/pr-3-x',
        sourceRef: 'refs/heads/gh-readonly-queue/main/pr-3-x',
        trigger: 'merge_group',
        fields: { scanner_version: '2.1' }
      }
    ])
    // Of several runs, the mean of each numeric field every run holds; certified when its run first was.
    const repeated = {
      ...baseWith(0, []),
      runs: [
        { status: 'completed', record: { trust_score: 80, cost: 2, name: 'a' } },
        { status: 'completed', record: { trust_score: 84, cost: 'n/a' } }
      ],
      certification: { ...baseWith(0, []).certification!, certifiedAt: '2026-11-27T00:00:00.000Z' }
    }
    expect(historyToSign(repeated, [])?.at(-1)).toMatchObject({
      runs: 2,
      means: { trust_score: 82 },
      certifiedAt: '2026-11-27T00:00:00.000Z'
    })
  })

  it('writes only what it knows: no signer, ref, trigger, runner or fields it was not given', () => {
    const bare: BaseSeen = {
      commit: sha('3'),
      certification: { signedAt: '2026-11-28T10:00:00.000Z', ageMs: 0 },
      runs: [{ status: 'completed', record: { trust_score: 86 } }]
    }
    expect(historyToSign(bare, ['scanner_version'])).toStrictEqual([
      { commit: sha('3'), certifiedAt: '2026-11-28T10:00:00.000Z', runs: 1, means: { trust_score: 86 } }
    ])
    const withRunner = { ...bare, certification: { ...bare.certification!, runner: 'github-hosted' } }
    expect(historyToSign(withRunner, [])?.[0]).toMatchObject({ runner: 'github-hosted' })
  })

  it(`keeps the newest ${HISTORY_LIMIT}, and none without a base certification`, () => {
    const long = Array.from({ length: 40 }, (_, index) => entry(index.toString(16).padStart(40, '0'), index))
    const signed = historyToSign(baseWith(99, long), []) ?? []
    expect(signed).toHaveLength(HISTORY_LIMIT)
    expect(signed[0].means['trust_score']).toBe(11)
    expect(signed.at(-1)?.means['trust_score']).toBe(99)
    expect(historyToSign(undefined, [])).toBeUndefined()
    expect(historyToSign({ commit: sha('3'), runs: [], why: { kind: 'not-looked-up' } }, [])).toBeUndefined()
  })

  it('is read back entry by entry: one of the wrong shape is counted, never half read', () => {
    const good = entry(sha('1'), 90)
    const read = readHistory([
      good,
      { ...good, commit: 'not a commit' },
      { ...good, commit: `x${sha('1')}` },
      { ...good, commit: `${sha('1')}x` },
      { ...good, certifiedAt: 'yesterday' },
      { ...good, runs: 0 },
      { ...good, means: 'high' },
      'text',
      { ...good, means: { trust_score: 'x', cost: 2, far: Infinity }, signer: 5, fields: { scanner_version: '2.1' } }
    ])
    expect(read.unreadable).toBe(7)
    expect(read.entries).toEqual([
      good,
      {
        commit: sha('1'),
        certifiedAt: good.certifiedAt,
        runs: 1,
        means: { cost: 2 },
        sourceRef: 'refs/heads/main',
        trigger: 'push',
        fields: { scanner_version: '2.1' }
      }
    ])
    expect(readHistory(undefined)).toEqual({ entries: [], unreadable: 0 })
    expect(readHistory(Array(40).fill(good)).entries).toHaveLength(HISTORY_LIMIT)
  })

  it('means of the numeric fields every record holds, finite, at most 50 of them', () => {
    expect(
      meansOf([
        { a: 1, b: 'x', c: 2 },
        { a: 3, c: null }
      ])
    ).toEqual({ a: 2 })
    expect(meansOf([])).toEqual({})
    // Near the largest double a sum would overflow; the mean does not. One that is not finite is left out.
    expect(meansOf([{ big: 1.7e308 }, { big: 1.7e308 }])).toEqual({ big: 1.7e308 })
    expect(
      meansOf([
        { big: 1.7e308, inf: Infinity },
        { big: -1.7e308, inf: 1 }
      ])
    ).toEqual({ big: 0 })
    const wide = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`f${index}`, index]))
    expect(Object.keys(meansOf([wide]))).toEqual(Array.from({ length: 50 }, (_, index) => `f${index}`))
    expect(Object.keys(readHistory([entry(sha('1'), 1, { means: wide })]).entries[0].means)).toHaveLength(50)
    // The fields the expressions read come first, whatever the record lists before them, and are never cut.
    const late = { ...wide, trust_score: 84 }
    expect(meansOf([late])).not.toHaveProperty('trust_score')
    expect(Object.keys(meansOf([late], ['trust_score', 'absent']))).toEqual([
      'trust_score',
      ...Array.from({ length: 49 }, (_, index) => `f${index}`)
    ])
    const readMany = Array.from({ length: 55 }, (_, index) => `f${index}`)
    expect(Object.keys(meansOf([late], readMany))).toEqual(readMany)
  })

  it('signs a comparable-on field only where every run of the base agrees; mixed, it is named so, and read back', () => {
    const base = (...versions: Array<string | undefined>): BaseSeen => ({
      ...baseWith(86, []),
      runs: versions.map(version => ({
        status: 'completed',
        record: { trust_score: 86, ...(version === undefined ? {} : { scanner_version: version }) }
      }))
    })
    const signedOf = (seen: BaseSeen) => historyToSign(seen, ['scanner_version', 'other'])?.at(-1)
    expect(signedOf(base('2.1', '2.1'))).toMatchObject({ fields: { scanner_version: '2.1' } })
    expect(signedOf(base('2.1', '2.1'))).not.toHaveProperty('mixed')
    for (const mixed of [base('2.1', '2.2'), base('2.1', undefined)]) {
      expect(signedOf(mixed)).toMatchObject({ mixed: ['scanner_version'] })
      expect(signedOf(mixed)).not.toHaveProperty('fields')
    }
    const [read] = readHistory([{ ...signedOf(base('2.1', '2.2')), mixed: ['scanner_version', 7] }]).entries
    expect(read.mixed).toEqual(['scanner_version'])
  })
})

describe('trend in pass-if, through the one judge', () => {
  const history = [entry(sha('1'), 90), entry(sha('2'), 88)]
  const policy = '!has(trend.trust_score.slope) || trend.trust_score.slope > -0.5'

  it('fails a slow slide (90, 88, 86, then 84: −2 a certification) and passes a rise (then 92: +0.4)', async () => {
    const slide = await judged([completed('r-1', 84)], baseWith(86, history), policy)
    expect(slide.result).toMatchObject({ verdict: 'failed' })
    expect(slide.result?.policy?.readings).toEqual([{ path: 'trend.trust_score.slope', value: '\u22122' }])
    expect(slide.result?.trend?.['trust_score']).toEqual([
      { commit: sha('1'), mean: 90, certifiedAt: '2026-11-20T10:00:00.000Z' },
      { commit: sha('2'), mean: 88, certifiedAt: '2026-11-20T10:00:00.000Z' },
      { commit: sha('3'), mean: 86, certifiedAt: '2026-11-28T10:00:00.000Z' },
      // This run: not certified yet.
      { commit: sha('4'), mean: 84 }
    ])
    // What this gate signs: the base's history, then the base.
    expect(slide.result?.history?.map(one => one.means['trust_score'])).toEqual([90, 88, 86])
    const rise = await judged([completed('r-1', 92)], baseWith(86, history), policy)
    expect(rise.result).toMatchObject({ verdict: 'passed' })
  })

  it('without a base holds this run alone (n 1, no slope): has() guards it; read unguarded, an error, never a pass', async () => {
    expect((await judged([completed('r-1', 84)], undefined, policy)).result).toMatchObject({ verdict: 'passed' })
    const counted = await judged([completed('r-1', 84)], undefined, 'trend.trust_score.n == 1.0')
    expect(counted.result).toMatchObject({ verdict: 'passed' })
    expect(counted.result?.trend).toEqual({ trust_score: [{ commit: sha('4'), mean: 84 }] })
    expect(counted.result?.history).toBeUndefined()
    const unguarded = await judged([completed('r-1', 84)], undefined, 'trend.trust_score.slope > -0.5')
    expect(unguarded.result).toMatchObject({ verdict: 'error' })
    // A base with no history gives two points: a slope all the same.
    const two = await judged([completed('r-1', 84)], baseWith(86, []), 'trend.trust_score.n == 2.0')
    expect(two.result).toMatchObject({ verdict: 'passed' })
  })

  it('leaves out of trend the entries comparable-on sets aside, naming the field and both values once', async () => {
    const scanned = (score: number, version?: string) =>
      entry(sha(String(score % 10)), score, version === undefined ? {} : { fields: { scanner_version: version } })
    const base = baseWith(86, [scanned(90, '2.1'), scanned(88, '2.2'), scanned(87)], { scanner_version: '2.2' })
    const { result, logger } = await judged(
      [completed('r-1', 84, { scanner_version: '2.2' })],
      base,
      'trend.trust_score.n == 3.0',
      ['scanner_version']
    )
    expect(result).toMatchObject({ verdict: 'passed' })
    expect(result?.trend?.['trust_score'].map(point => point.mean)).toEqual([88, 86, 84])
    expect(logger.lines).toContain(
      'warning: 2 entries of the base\'s history left out of trend and the chart: recorded with scanner_version "2.1" ' +
        'where the runs judged here have scanner_version "2.2" (comparable-on).'
    )
    // Signed as it came: comparable-on is the reader's, not the record's.
    expect(result?.history).toHaveLength(4)
    // The base itself recorded with another value: out of the series, said by the base's own warning only.
    const otherBase = await judged(
      [completed('r-1', 84, { scanner_version: '2.3' })],
      baseWith(86, [], { scanner_version: '2.2' }),
      'trend.trust_score.n == 1.0',
      ['scanner_version']
    )
    expect(otherBase.result).toMatchObject({ verdict: 'passed' })
    expect(otherBase.logger.lines.filter(line => line.includes('history'))).toEqual([])
  })

  it("holds a mixed entry to the base's rule: its mean is no point of any trend, even for runs without the field", async () => {
    const mixed = entry(sha('1'), 70, { mixed: ['scanner_version'] })
    for (const record of [{ scanner_version: '2.1' }, {}]) {
      const { result, logger } = await judged(
        [completed('r-1', 84, record)],
        baseWith(86, [mixed, entry(sha('2'), 88, { fields: record })], record),
        'trend.trust_score.n == 3.0 && trend.trust_score.first == 88.0',
        ['scanner_version']
      )
      expect(result).toMatchObject({ verdict: 'passed' })
      expect(logger.lines).toContain(
        "warning: 1 entry of the base's history left out of trend and the chart: recorded with scanner_version " +
          `mixed (its runs disagreed) where the runs judged here have scanner_version ${'scanner_version' in record ? '"2.1"' : 'absent'} (comparable-on).`
      )
    }
  })

  it('counts in n the entries that lack a field read, and says which: a short history is never a quiet !has(slope)', async () => {
    const lacking = entry(sha('1'), 0, { means: { other: 1 } })
    const { result, logger } = await judged(
      [completed('r-1', 84)],
      baseWith(86, [lacking, entry(sha('2'), 88)]),
      'trend.trust_score.n == 4.0 && trend.trust_score.first == 88.0'
    )
    expect(result).toMatchObject({ verdict: 'passed' })
    expect(logger.lines).toEqual([
      'warning: trend.trust_score: 1 of the 3 history entries read lacks its mean (1111111), so its figures rest on ' +
        'the others only; trend.trust_score.n counts all 4 certifications read, this one included.'
    ])
    // Every entry without it: n still counts them, and no slope stands.
    const none = await judged(
      [completed('r-1', 84)],
      baseWith(86, [lacking], { trust_score: undefined }),
      '!has(trend.trust_score.slope) && trend.trust_score.n == 3.0'
    )
    expect(none.result).toMatchObject({ verdict: 'passed' })
    expect(none.logger.lines).toEqual([
      expect.stringMatching(
        /^warning: trend\.trust_score: 2 of the 2 history entries read lack its mean \(1111111, 3333333\)/
      )
    ])
    expect(
      lackingText(
        'f',
        Array.from({ length: 7 }, (_, index) => sha(String(index))),
        9
      )
    ).toMatch(/\(0000000, 1111111, 2222222, 3333333, 4444444 and 2 more\)/)
  })

  it('says an entry that lacks the field as lacking it', () => {
    const history = [entry(sha('1'), 90), entry(sha('2'), 88, { fields: { v: 1 } })]
    const { notComparable } = seriesOf(history, [completed('r', 84, { v: 1 })], {
      commit: sha('4'),
      comparableOn: ['v']
    })
    expect(notComparableText(notComparable!)).toBe(
      "1 entry of the base's history left out of trend and the chart: recorded with v absent where the runs " +
        'judged here have v 1 (comparable-on).'
    )
  })
})

describe('the chart', () => {
  const points = (scores: number[]) => scores.map((mean, index) => ({ commit: sha(String(index % 10)), mean }))

  it('draws each field pass-if reads: its means oldest first, this one last, the bar as a line, the points in words', () => {
    const section = trendSection({
      trend: { trust_score: points([90, 88, 86, 84]), cost: points([1, 2]) },
      policy: {
        expression: 'run.trust_score >= 80 && trend.trust_score.slope > -0.5',
        reads: readsOfText('run.trust_score >= 80 && trend.trust_score.slope > -0.5'),
        readings: [
          { path: 'run.trust_score', value: '84' },
          { path: 'trend.trust_score.slope', value: '-2' }
        ],
        outcome: 'false'
      }
    })
    expect(section.join('\n')).toBe(
      [
        '',
        "**`trust_score` over the default branch's last 3 certifications, then this one:** 90 → 88 → 86 → 84 " +
          "(the line: pass-if's bar, 80).",
        '',
        '```mermaid',
        CHART_COLOURS,
        'xychart-beta',
        '  title "trust_score"',
        `  x-axis ["0000000", "1111111", "2222222", "this"]`,
        '  y-axis "trust_score"',
        '  line [90, 88, 86, 84]',
        '  line [80, 80, 80, 80]',
        '```'
      ].join('\n')
    )
  })

  it(`holds at most ${CHART_POINTS} points and ${CHART_BYTES} bytes, however long the history`, () => {
    const long = points(Array.from({ length: 45 }, (_, index) => 1000.123456 + index))
    const [words, , drawn] = chartOf('trust_score', long.slice(-CHART_POINTS), 1e6)
    expect(drawn.split('\n')[6].split(',')).toHaveLength(CHART_POINTS)
    expect(Buffer.byteLength(drawn)).toBeLessThanOrEqual(CHART_BYTES)
    expect(words).toMatch(/last 29 certifications, then this one/)
    const section = trendSection({
      trend: { trust_score: long },
      policy: {
        expression: 'run.trust_score > 0',
        reads: readsOfText('run.trust_score > 0'),
        readings: [{ path: 'run.trust_score', value: '1' }],
        outcome: 'true'
      }
    })
    expect(
      section
        .join('\n')
        .match(/line \[[^\]]+\]/)?.[0]
        .split(',')
    ).toHaveLength(CHART_POINTS)
  })

  it('draws two points, one certified commit; without a bar, one line and a full stop', () => {
    expect(chartOf('cost', points([1, 2]), undefined)).toEqual([
      "**`cost` over the default branch's last 1 certification, then this one:** 1 → 2.",
      '',
      [
        '```mermaid',
        CHART_COLOURS,
        'xychart-beta',
        '  title "cost"',
        '  x-axis ["0000000", "this"]',
        '  y-axis "cost"',
        '  line [1, 2]',
        '```'
      ].join('\n')
    ])
  })

  it('draws at most four charts, and none past 6 KiB: a field name that long keeps its points in words only', () => {
    const names = ['a', 'b', 'c', 'd', 'e']
    const section = trendSection({
      trend: Object.fromEntries(names.map(name => [name, points([1, 2])])),
      policy: {
        expression: names.map(name => `run.${name} > 0`).join(' && '),
        reads: readsOfText(names.map(name => `run.${name} > 0`).join(' && ')),
        readings: names.map(name => ({ path: `run.${name}`, value: '2' })),
        outcome: 'true'
      }
    })
    expect(section.filter(line => line.startsWith('```mermaid'))).toHaveLength(4)
    const long = 'f'.repeat(3100)
    expect(chartOf(long, points([1, 2]), undefined)).toEqual([
      `**\`${long}\` over the default branch's last 1 certification, then this one:** 1 → 2.`
    ])
  })

  it("tells a commit certified night after night apart by each night's day", () => {
    const nights = [
      { commit: 'a'.repeat(40), mean: 90, certifiedAt: '2026-12-05T03:17:00.000Z' },
      { commit: 'a'.repeat(40), mean: 84, certifiedAt: '2026-12-06T03:17:00.000Z' },
      { commit: 'b'.repeat(40), mean: 85, certifiedAt: '2026-12-06T15:00:00.000Z' },
      { commit: 'b'.repeat(40), mean: 83 }
    ]
    const [words, , drawn] = chartOf('trust_score', nights, undefined)
    expect(words).toMatch(/last 3 certifications, then this one:\*\* 90 → 84 → 85 → 83\.$/)
    expect(drawn).toContain('x-axis ["aaaaaaa 12-05", "aaaaaaa 12-06", "bbbbbbb", "this"]')
  })

  it('draws a number too large to round as it is, never Infinity', () => {
    const [, , drawn] = chartOf('x', points([1e307, 1]), undefined)
    expect(drawn).toContain('line [1e+307, 1]')
  })

  it('draws nothing with fewer than two points, for a field pass-if does not read, or without a history', () => {
    const policy = {
      expression: 'run.a > 1',
      reads: readsOfText('run.a > 1'),
      readings: [{ path: 'run.a', value: '2' }],
      outcome: 'true' as const
    }
    expect(trendSection({ trend: { a: points([2]) }, policy })).toEqual([])
    expect(trendSection({ trend: { b: points([1, 2]) }, policy })).toEqual([])
    expect(trendSection({ policy })).toEqual([])
  })
})

describe('a trend read that is not there', () => {
  it('says a slope needs two points and how to guard it; a field the runs lack, which fields trend holds', async () => {
    const slope = await judged([completed('r-1', 84)], undefined, 'trend.trust_score.slope > -0.5')
    expect(slope.result).toMatchObject({ verdict: 'error' })
    expect(slope.result?.hint).toBe(
      'trend.trust_score.slope is missing: a trend needs two points, a base certification (with the history it ' +
        'signed) and this run. Guard it so that a first run passes: !has(trend.trust_score.slope) || ….'
    )
    const field = await judged([completed('r-1', 84)], baseWith(86, []), 'trend.trust_scor.n > 1.0')
    expect(field.result?.hint).toBe(
      "trend.trust_scor.n is missing: trend holds each numeric field of the runs' records."
    )
  })
})
