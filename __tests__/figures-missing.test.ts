/**
 * A figure pass-if read that is not there, through judgeRun: one run has no spread, a field not in
 * every record is not in stats, and without a base certification base_stats and delta are empty.
 * Each error says why and how to guard it, never advising `has(run.field)` (which repeat refuses).
 */
import { compilePassIf, type OtherValues } from '../src/policy/pass-if.js'
import { figuresOf } from '../src/policy/stats.js'
import { figureValues } from '../src/gate/judge/given.js'
import { judgeRun } from '../src/gate/judge/verdict.js'
import type { BaseSeen } from '../src/gate/results.js'

async function judged(expression: string, records: Array<Record<string, unknown>>, base?: BaseSeen) {
  const passIf = await compilePassIf(expression, 'run', ['base', 'stats', 'base_stats', 'delta'], [], {
    runs: 'list',
    base_age_seconds: 'double'
  })
  const baseRecords = base?.runs.map(run => run.record)
  const figures = figuresOf(records, baseRecords?.length ? baseRecords : undefined)
  const others: OtherValues = {
    ...figureValues(records, figures, base),
    ...(baseRecords?.length ? { base: baseRecords[0] } : {})
  }
  return judgeRun(
    { runId: 'r-1', status: 'completed', record: records[0] },
    {
      passIf,
      base,
      others,
      figures,
      runIds: records.length > 1 ? records.map((_, index) => `r-${index + 1}`) : undefined
    }
  )
}

describe('a figure that is not there', () => {
  it('with one run: no spread, so sd, low and high are absent; guard so that one run does not pass unchecked', async () => {
    const judgement = await judged('stats.trust_score.low >= 80.0', [{ trust_score: 85 }])
    expect(judgement.verdict).toBe('error')
    expect(judgement.hint).toBe(
      'stats.trust_score.low is missing: a spread needs two runs or more, and this has one. Raise repeat, or ' +
        'guard it so that one run does not pass unchecked: has(stats.trust_score.low) && ….'
    )
  })

  it('a field not in every record, or in none: names the fields stats holds', async () => {
    const partial = await judged('stats.latency.mean < 100.0', [{ trust_score: 80, latency: 90 }, { trust_score: 82 }])
    expect(partial.hint).toBe(
      "stats.latency.mean is missing (latency is not in every run's record): stats holds each numeric field in " +
        "every run's record, here trust_score."
    )
    const none = await judged('stats.trust_scor.mean > 1.0', [{ trust_score: 80 }, { trust_score: 82 }])
    expect(none.hint).toMatch(/^stats\.trust_scor\.mean is missing: stats holds .* here trust_score\.$/)
    expect(none.hint).not.toContain('has(run.')
  })

  it('without a base: base_stats and delta are empty, said with why, and guarded as base is', async () => {
    const judgement = await judged('delta.trust_score.low > -2.0', [{ trust_score: 80 }, { trust_score: 82 }], {
      runs: [],
      why: { kind: 'event-has-no-base', event: 'push' }
    })
    expect(judgement.verdict).toBe('error')
    expect(judgement.hint).toMatch(
      /^delta\.trust_score\.low is missing: there is no base certification \(.*push.*\), so base_stats and delta are empty maps\. Guard what they read as base is guarded: !has\(base\.trust_score\) \|\| …\.$/
    )
    const guarded = await judged('!has(base.trust_score) || delta.trust_score.low > -2.0', [
      { trust_score: 80 },
      { trust_score: 82 }
    ])
    expect(guarded.verdict).toBe('passed')
  })

  it('says the run record fields only where no figure explains it', async () => {
    const judgement = await judged('stats.trust_score.mean > 1.0 && runs[0].nope > 1', [
      { trust_score: 80 },
      { trust_score: 82 }
    ])
    expect(judgement.verdict).toBe('error')
    expect(judgement.hint).toMatch(/^The run record's top-level fields are: trust_score\./)
  })
})
