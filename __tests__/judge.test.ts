/**
 * The one judge (src/gate/judge/index.ts), through its exported judgeRuns: a failure status first, every run counting;
 * the base asked for only when the expressions judge; the figures given once, and several runs' figures signed from
 * what people see; the runs named together; a base that could not be read; a cancellation; a likely misspelled field
 * of base warned of only where asked. The wording of each verdict is policy.test's and fail-if.test's.
 */
import { judgeRuns, type Judging } from '../src/gate/judge/index.js'
import { EXPRESSION_VARIABLES, fieldsRead, readsDelta, readsInterval } from '../src/gate/judge/variables.js'
import type { PolicyReport } from '../src/policy/report.js'
import { Deadline } from '../src/lib/runtime.js'
import { compilePassIf } from '../src/policy/pass-if.js'
import { figuresOf, statsOf } from '../src/policy/stats.js'
import type { BaseSeen, RunToJudge } from '../src/gate/results.js'
import { FakeClock, recordingLogger } from './helpers/fake-clock.js'
import { readsOfText } from './helpers/reads.js'

const compile = (expression: string) => {
  const { judged, maps, strings, typed } = EXPRESSION_VARIABLES
  return compilePassIf(expression, judged, maps, strings, typed)
}
const completed = (runId: string, trust_score: number): RunToJudge => ({
  runId,
  status: 'completed',
  record: { trust_score }
})

/** judgeRuns over `runs`, with a base that records whether it was asked for. */
async function judged(runs: RunToJudge[], asked: Partial<Omit<Judging, 'runs' | 'base'>> & { base?: BaseSeen } = {}) {
  let baseAsked = 0
  const logger = recordingLogger()
  const signal = asked.gate?.signal ?? new AbortController().signal
  const result = await judgeRuns({
    runs,
    base: () => ((baseAsked += 1), Promise.resolve(asked.base)),
    policies: asked.policies ?? {},
    gate: {
      deadline: new Deadline(new FakeClock(), 60_000),
      signal,
      commit: 'ABC123',
      warnTo: logger,
      ...asked.gate,
      config: { repeat: runs.length, projectId: 'proj-a', comparableOn: [], ...asked.gate?.config }
    },
    ...(asked.level === undefined ? {} : { level: asked.level })
  })
  return { result, baseAsked, logger }
}

describe('judgeRuns', () => {
  it('fails on the first run that ended in failure, naming it among the others, without asking for the base', async () => {
    const failed = { runId: 'r-2', status: 'failed', record: { message: 'Sandbox crashed' } }
    const { result, baseAsked } = await judged([completed('r-1', 95), failed, completed('r-3', 96)], {
      policies: { passIf: await compile('base.trust_score > 0.0') }
    })
    expect(result).toMatchObject({ verdict: 'failed', run: 1 })
    expect(result?.reason).toBe(
      "Run r-2 ended with status 'failed' and no attestation: Sandbox crashed. It is one of 3 runs (with r-1, r-3), " +
        'and every run counts: one that fails fails the gate, whatever the others scored.'
    )
    expect(result?.policy).toBeUndefined()
    expect(baseAsked).toBe(0)
    // The first run failing is failing too, whatever pass-if would say.
    const { result: first, baseAsked: firstAsked } = await judged([failed, completed('r-3', 96)], {
      policies: { passIf: await compile('base.trust_score > 0.0') }
    })
    expect(first).toMatchObject({ verdict: 'failed', run: 0 })
    expect(firstAsked).toBe(0)
    // One run alone is only itself.
    const { result: alone } = await judged([failed])
    expect(alone?.reason).toBe("Run r-2 ended with status 'failed' and no attestation: Sandbox crashed")
    expect(alone?.run).toBe(0)
  })

  it('without pass-if, passes on the statuses, and works out several runs’ figures on what people see', async () => {
    const shown = (run: RunToJudge) => ({ ...run, shown: { ...run.record, shown: 1 } })
    const { result, baseAsked } = await judged([shown(completed('r-1', 80)), shown(completed('r-2', 84))])
    expect(result).toMatchObject({ verdict: 'passed', run: 0 })
    expect(result?.runsStats).toEqual(
      statsOf([
        { trust_score: 80, shown: 1 },
        { trust_score: 84, shown: 1 }
      ]).stats
    )
    expect(result?.figures).toBeUndefined()
    expect(baseAsked).toBe(0)
    const { result: one } = await judged([completed('r-1', 80)])
    expect(one).toStrictEqual({ verdict: 'passed', run: 0 })
  })

  it('judges several runs by their figures, named together, giving the figures once and the base it asked for', async () => {
    const base = { runs: [{ status: 'completed', record: { trust_score: 70 } }] }
    const runs = [completed('r-1', 78), completed('r-2', 84), completed('r-3', 81)]
    const { result, baseAsked } = await judged(runs, {
      base,
      policies: { passIf: await compile('stats.trust_score.low >= 75.0') }
    })
    expect(baseAsked).toBe(1)
    expect(result?.verdict).toBe('failed')
    expect(result?.reason).toMatch(/^Runs r-1, r-2 and r-3 completed, and the mean clears the bar, but /)
    // sd 3 over 10 runs at 95%: 2.2622 × 3 / √10
    expect(result?.figures).toEqual({
      ...figuresOf(
        runs.map(run => run.record),
        [base.runs[0].record]
      ),
      projected: { runs: 10, level: 0.95, halfWidths: { trust_score: expect.closeTo((2.2622 * 3) / Math.sqrt(10), 3) } }
    })
    expect(result?.runsStats).toEqual(result?.figures?.stats)
    expect(result?.base).toBe(base)
    // One run is named alone, and its figures are given only because they were read.
    const { result: one } = await judged([completed('r-1', 80)], {
      policies: { passIf: await compile('stats.trust_score.n == 1.0') }
    })
    expect(one).toMatchObject({ verdict: 'passed', run: 0 })
    expect(one).not.toHaveProperty('runsStats')
    const { result: unread } = await judged([completed('r-1', 80)], {
      policies: { passIf: await compile('run.trust_score >= 70.0') }
    })
    expect(unread).not.toHaveProperty('figures')
    expect(one?.figures?.stats['trust_score']?.n).toBe(1)
  })

  it('weighs fail-if with repeat as the gate has it: inconclusive says how far repeat may still grow', async () => {
    const policies = {
      passIf: await compile('stats.trust_score.low >= 75.0'),
      failIf: await compile('stats.trust_score.high < 75.0')
    }
    // sd 4 over 10 runs reaches 2.2622 × 4 / √10 = 2.86 either side: 80 − 2.86 clears 75, so more runs would decide.
    const { result: narrow } = await judged([completed('r-1', 76), completed('r-2', 84), completed('r-3', 80)], {
      policies
    })
    expect(narrow?.verdict).toBe('inconclusive')
    expect(narrow?.hint).toMatch(
      /^Runs varying as these do would give, over 10 runs \(the most repeat allows\), a 95% interval of about trust_score ±2\.86 \(sd 4\) around the mean\. More runs narrow the intervals .*: raise repeat \(3 now, up to 10\), or set sequential, .* \(these 3 are not kept\)\./
    )
    // sd 10 reaches ±7.15: what ten runs would give is said as an estimate, never as a verdict on what they decide, and
    // no bar is suggested from the runs just seen.
    const runs = [completed('r-1', 70), completed('r-2', 90), completed('r-3', 80)]
    const { result } = await judged(runs, { policies })
    expect(result?.verdict).toBe('inconclusive')
    expect(result?.hint).toMatch(
      /^Runs varying as these do would give, over 10 runs \(the most repeat allows\), a 95% interval of about trust_score ±7\.15 \(sd 10\) around the mean\. More runs narrow the intervals \(from 3 runs to 10, about 3\.5 times\): raise repeat/
    )
    expect(result?.hint).not.toMatch(/would not decide|at most \d|one bar in pass-if/)
    // At a sequential gate's level, wider: t at 1 − 0.05/3 with 9 degrees of freedom is 2.9333.
    const { result: sequential } = await judged(runs, { policies, level: 1 - 0.05 / 3 })
    expect(sequential?.hint).toMatch(/a 98\.33% interval of about trust_score ±9\.28 \(sd 10\) around/)
    // Over ten runs already, the interval shown is what they give: nothing is projected, and repeat is at its most.
    const ten = Array.from({ length: 10 }, (_, index) => completed(`r-${index}`, index % 2 === 0 ? 70 : 90))
    const { result: atMost } = await judged(ten, { policies, gate: { config: { repeat: 10 } } as Judging['gate'] })
    expect(atMost?.hint).toMatch(/^repeat is at its most \(10\)/)
  })

  it('says first whether a bar on intervals was missed by the mean or by runs too few to show it, rounded as the table rounds', async () => {
    const passIf = await compile('stats.trust_score.low >= 80.0')
    const cleared = await judged([completed('r-1', 78), completed('r-2', 84), completed('r-3', 81)], {
      policies: { passIf }
    })
    expect(cleared.result).toMatchObject({
      verdict: 'failed',
      reason:
        'Runs r-1, r-2 and r-3 completed, and the mean clears the bar, but by less than these runs can tell apart ' +
        '(trust_score: mean 81, 95% interval 73.55 to 88.45 over 3 runs): pass-if is false: ' +
        'stats.trust_score.low >= 80.0 (stats.trust_score.low = 73.55).',
      barAtMeans: { clears: true, intervals: 'trust_score: mean 81, 95% interval 73.55 to 88.45 over 3 runs' }
    })
    expect(cleared.result?.hint).toMatch(
      /^More runs narrow the intervals .*raise repeat \(up to 10\), or set sequential/
    )
    const missed = await judged([completed('r-1', 70), completed('r-2', 74), completed('r-3', 72)], {
      policies: { passIf }
    })
    expect(missed.result?.reason).toMatch(
      /^Runs r-1, r-2 and r-3 completed, and the mean itself misses the bar \(trust_score: mean 72, 95% interval /
    )
    expect(missed.result?.barAtMeans?.clears).toBe(false)
    // Only bars on bounds against numbers are told this way: a run's field, a count, a spread or the base's figures
    // beside them would make what the means say only part of why pass-if is false.
    for (const expression of [
      'stats.trust_score.low >= 70.0 && run.critical == 0.0',
      'stats.trust_score.n >= 5.0 && stats.trust_score.low >= 70.0',
      'stats.trust_score.high - stats.trust_score.low < 0.5',
      'stats.trust_score.low >= 90.0 || stats.trust_score.high < 70.0'
    ]) {
      const { result } = await judged(
        [
          { ...completed('r-1', 78), record: { trust_score: 78, critical: 1 } },
          completed('r-2', 84),
          completed('r-3', 81)
        ],
        { policies: { passIf: await compile(expression) } }
      )
      expect(result?.verdict).toBe('failed')
      expect(result).not.toHaveProperty('barAtMeans')
    }
    // A bar on the spread is not told this way (a mean says nothing of it), nor one a true fail-if decided.
    const spread = await judged([completed('r-1', 78), completed('r-2', 84), completed('r-3', 81)], {
      policies: { passIf: await compile('stats.trust_score.sd < 1.0 && stats.trust_score.low >= 70.0') }
    })
    expect(spread.result?.reason).toMatch(/^Runs r-1, r-2 and r-3 completed, but pass-if is false: /)
    expect(spread.result).not.toHaveProperty('barAtMeans')
    const decided = await judged([completed('r-1', 78), completed('r-2', 84), completed('r-3', 81)], {
      policies: { passIf, failIf: await compile('stats.trust_score.high < 90.0') }
    })
    expect(decided.result?.reason).toMatch(/^Runs r-1, r-2 and r-3 completed, but pass-if is false: /)
    // Two decimals, unless they would put a figure on its bar: 79.996 against 80 keeps its four.
    const close = await judged([completed('r-1', 79.996)], {
      policies: { passIf: await compile('stats.trust_score.mean >= 80.0') }
    })
    expect(close.result?.policy?.readings).toEqual([{ path: 'stats.trust_score.mean', value: '79.996' }])
  })

  it('never says ten runs would not decide 80, 81 and 80 against a bar at 80, nor suggests a bar from them', async () => {
    // Three runs at +2 print such a verdict 45% of the time where ten runs decide 47%: only what more runs would give is
    // said, as an estimate.
    const { result } = await judged([completed('r-1', 80), completed('r-2', 81), completed('r-3', 80)], {
      policies: {
        passIf: await compile('stats.trust_score.low >= 80.0'),
        failIf: await compile('stats.trust_score.high < 80.0')
      }
    })
    expect(result?.verdict).toBe('inconclusive')
    expect(result?.hint).toMatch(/^Runs varying as these do would give, over 10 runs .* about trust_score ±0\.41 /)
    expect(result?.hint).not.toMatch(/would not decide|at most \d|one bar in pass-if/)
  })

  it('does not judge against a base that could not be read, and says why', async () => {
    const { result } = await judged([completed('r-1', 80)], {
      base: { runs: [], why: { kind: 'none-listed' }, absence: 'unreadable', commit: 'b'.repeat(40) },
      policies: { passIf: await compile('run.trust_score >= base.trust_score') }
    })
    expect(result).toMatchObject({ verdict: 'error', run: 0, base: { absence: 'unreadable' } })
    expect(result?.reason).toMatch(
      /^Run r-1 completed, but it was not judged: pass-if compares with the certification of base commit bbbbbbbbbbbb/
    )
    expect(result?.policy).toBeUndefined()
  })

  it('gives nothing when the job was cancelled while the expressions were evaluated', async () => {
    const cancelled = new AbortController()
    cancelled.abort()
    const { result } = await judged([completed('r-1', 80)], {
      policies: { passIf: await compile('run.trust_score >= 70.0') },
      gate: { signal: cancelled.signal } as Judging['gate']
    })
    expect(result).toBeUndefined()
  })

  it('warns of a field of base neither record has, only where it is asked to, and reads commit lower case', async () => {
    const passIf = await compile('commit == "abc123" && (!has(base.trust_scor) || run.trust_score >= 1.0)')
    const base = { runs: [{ status: 'completed', record: { trust_score: 80 } }] }
    const { result, logger } = await judged([completed('r-1', 80)], {
      base,
      policies: { passIf },
      gate: { config: { passIf, repeat: 1, projectId: 'proj-a' } } as Judging['gate']
    })
    expect(result?.verdict).toBe('passed')
    expect(logger.lines).toEqual([expect.stringMatching(/^warning: pass-if reads base\.trust_scor for project proj-a/)])
    const { logger: silent } = await judged([completed('r-1', 80)], {
      base,
      policies: { passIf },
      gate: { config: { passIf, repeat: 1, projectId: 'proj-a' }, warnTo: undefined } as Judging['gate']
    })
    expect(silent.lines).toEqual([])
  })
})

describe('comparable-on', () => {
  const scored = (runId: string, trust_score: number, scanner_version?: string): RunToJudge => ({
    runId,
    status: 'completed',
    record: { trust_score, ...(scanner_version === undefined ? {} : { scanner_version }) }
  })
  const certification = { runId: 'r-base', signedAt: '2026-11-28T00:00:00Z', ageMs: 60_000 }
  const baseScored = (...versions: Array<string | undefined>): BaseSeen => {
    const runs = versions.map(version => ({
      trust_score: 91,
      ...(version === undefined ? {} : { scanner_version: version })
    }))
    return { commit: 'b'.repeat(40), certification, runs: runs.map(record => ({ status: 'completed', record })) }
  }
  const guarded = '!has(base.trust_score) || run.trust_score >= base.trust_score - 2'
  const on = (fields: string[]) =>
    ({ config: { comparableOn: fields, repeat: 1, projectId: 'proj-a' } }) as Judging['gate']

  it('sets aside a base scored by another version, warning with the field and both values; the same version compares', async () => {
    const policies = { passIf: await compile(guarded) }
    const other = await judged([scored('r-1', 81, '2.2')], {
      base: baseScored('2.1'),
      policies,
      gate: on(['scanner_version'])
    })
    expect(other.result).toMatchObject({ verdict: 'passed', run: 0 })
    expect(other.result?.base).toEqual({
      commit: 'b'.repeat(40),
      runs: [],
      why: { kind: 'not-comparable', field: 'scanner_version', base: '"2.1"', run: '"2.2"', runId: 'r-base' }
    })
    expect(other.logger.lines).toEqual([
      'warning: base, base_stats and delta are empty: the base (run r-base) has scanner_version "2.1" where the runs ' +
        'judged here have scanner_version "2.2", so it is not compared (comparable-on).'
    ])
    const same = await judged([scored('r-1', 81, '2.1')], {
      base: baseScored('2.1'),
      policies,
      gate: on(['scanner_version'])
    })
    expect(same.result).toMatchObject({ verdict: 'failed', base: baseScored('2.1') })
    expect(same.logger.lines).toEqual([])
    // Without comparable-on, any base is compared, as before.
    const unasked = await judged([scored('r-1', 81, '2.2')], { base: baseScored('2.1'), policies })
    expect(unasked.result?.verdict).toBe('failed')
  })

  it('empties base_stats and delta too, for repeated runs; a field one side lacks differs, one both lack does not', async () => {
    const passIf = await compile('!has(delta.trust_score) || delta.trust_score.mean > -2.0')
    const runs = [scored('r-1', 80, '2.2'), scored('r-2', 82, '2.2'), scored('r-3', 81, '2.2')]
    const { result } = await judged(runs, {
      base: baseScored('2.1', '2.1'),
      policies: { passIf },
      gate: on(['scanner_version'])
    })
    expect(result?.verdict).toBe('passed')
    // No base read: the figures have none of its side, and the expressions read empty maps.
    expect(result?.figures).not.toHaveProperty('delta')
    expect(result?.figures).not.toHaveProperty('baseStats')
    const lacking = await judged(runs, {
      base: baseScored(undefined),
      policies: { passIf },
      gate: on(['scanner_version'])
    })
    expect(lacking.result?.base?.why).toMatchObject({ kind: 'not-comparable', base: 'absent', run: '"2.2"' })
    const bothLack = runs.map(run => scored(run.runId, Number(run.record['trust_score'])))
    const compared = await judged(bothLack, {
      base: baseScored(undefined),
      policies: { passIf },
      gate: on(['scanner_version'])
    })
    expect(compared.result?.verdict).toBe('failed')
  })

  it('names the first field that differs, and a base whose own runs disagree is no one measurement', async () => {
    const passIf = await compile(guarded)
    const run = scored('r-1', 81, '2.1')
    const fields = ['scanner_version', 'suite']
    const suiteDiffers = await judged([{ ...run, record: { ...run.record, suite: 'full' } }], {
      base: {
        ...baseScored('2.1'),
        runs: [{ status: 'completed', record: { trust_score: 91, scanner_version: '2.1', suite: 'quick' } }]
      },
      policies: { passIf },
      gate: on(fields)
    })
    expect(suiteDiffers.result?.base?.why).toMatchObject({ field: 'suite', base: '"quick"', run: '"full"' })
    const mixed = await judged([run], { base: baseScored('2.1', '2.0'), policies: { passIf }, gate: on(fields) })
    expect(mixed.result?.base?.why).toMatchObject({ field: 'scanner_version', base: '"2.0"', run: '"2.1"' })
    // Values are compared exactly as recorded, never as shown: a difference past 80 characters, in spacing, an
    // invisible character, or a number for a string, is a difference.
    const long = 'v'.repeat(90)
    for (const [ours, theirs] of [
      [`${long}a`, `${long}b`],
      ['a  b', 'a b'],
      ['2.1', '2.1\u200b']
    ]) {
      const apart = await judged([{ ...run, record: { ...run.record, scanner_version: ours } }], {
        base: baseScored(theirs),
        policies: { passIf },
        gate: on(['scanner_version'])
      })
      expect(apart.result?.base?.why).toMatchObject({ kind: 'not-comparable' })
    }
    const typed = await judged([run], {
      base: {
        ...baseScored('2.1'),
        runs: [{ status: 'completed', record: { trust_score: 91, scanner_version: 2.1 } }]
      },
      policies: { passIf },
      gate: on(['scanner_version'])
    })
    expect(typed.result?.base?.why).toMatchObject({ base: '2.1', run: '"2.1"' })
    // A base with no record (none was found) is left as it is.
    const none = await judged([run], {
      base: { runs: [], why: { kind: 'none-listed' } },
      policies: { passIf },
      gate: on(fields)
    })
    expect(none.result?.base).toEqual({ runs: [], why: { kind: 'none-listed' } })
  })
})

describe('what the expressions read of the figures', () => {
  // An expression that reads each path, as its report says it read them: `has()` reads a path whatever it holds.
  const report = (...paths: string[]): PolicyReport => {
    const expression = paths.map(path => `has(${path})`).join(' && ')
    return { expression, reads: readsOfText(expression), outcome: 'false', readings: [] }
  }

  it('tells a bar on an interval or a spread from one on a mean or a run, in any of the expressions', () => {
    expect(readsInterval([report('run.trust_score', 'stats.trust_score.low')])).toBe(true)
    expect(readsInterval([undefined, report('base_stats["a.b"].sd')])).toBe(true)
    expect(readsInterval([report('delta.trust_score.high')])).toBe(true)
    expect(readsInterval([report('stats.trust_score.mean', 'run.x.low'), undefined])).toBe(false)
    expect(readsInterval([])).toBe(false)
  })

  it('tells a read of delta from one of stats or base_stats', () => {
    expect(readsDelta([report('stats.trust_score.low'), report('delta.trust_score.mean')])).toBe(true)
    expect(readsDelta([report('delta["x.y"].low')])).toBe(true)
    expect(readsDelta([report('stats.trust_score.low', 'delta.trust_score.mean')])).toBe(true)
    expect(readsDelta([report('stats.delta.low', 'base_stats.trust_score.mean', 'run.delta.x')])).toBe(false)
    expect(fieldsRead([report('delta.trust_score.low', 'stats["x.y"].n', 'run.z')])).toEqual(['trust_score', 'x.y'])
  })
})
