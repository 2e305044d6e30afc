/**
 * The verdict's three outcomes (and the policy that contradicts itself), through judgeRun, the
 * gate's verdict on runs that ended: pass-if and fail-if over the figures of repeated runs, each
 * outcome's words, and what it says would decide an inconclusive gate.
 */
import { compilePassIf } from '../src/policy/pass-if.js'
import { judgeRun } from '../src/gate/judge/verdict.js'
import { fieldsRead } from '../src/gate/judge/variables.js'
import { figuresOf } from '../src/policy/stats.js'
import { figureValues } from '../src/gate/judge/given.js'
import type { BaseSeen } from '../src/gate/results.js'
import { readsOfText } from './helpers/reads.js'

const compile = (expression: string) =>
  compilePassIf(expression, 'run', ['base', 'stats', 'base_stats', 'delta'], ['commit'], {
    runs: 'list',
    base_age_seconds: 'double'
  })

/** judgeRun over runs scoring `scores` (and a base of `baseScores`), as the gate calls it. */
async function judged(
  passIf: string,
  failIf: string,
  scores: number[],
  { baseScores = [] as number[], repeat = 0 } = {}
) {
  const records = scores.map((trust_score, index) => ({ run_id: `r-${index + 1}`, status: 'completed', trust_score }))
  const base: BaseSeen | undefined =
    baseScores.length === 0
      ? undefined
      : {
          runs: baseScores.map(trust_score => ({ status: 'completed', record: { trust_score } })),
          certification: { signedAt: '2026-11-01T00:00:00Z', ageMs: 3_600_000 }
        }
  const figures = figuresOf(
    records,
    base?.runs.map(run => run.record)
  )
  return judgeRun(
    { runId: 'r-1', status: 'completed', record: records[0] },
    {
      passIf: await compile(passIf),
      base,
      failIf: failIf === '' ? undefined : await compile(failIf),
      others: figureValues(records, figures, base),
      runIds: records.length === 1 ? undefined : records.map(record => record.run_id),
      figures,
      repeat: repeat || records.length
    }
  )
}

const PASS_IF = 'stats.trust_score.low >= 75.0'
const FAIL_IF = 'stats.trust_score.high < 75.0'

describe('pass-if with fail-if: passed, failed, inconclusive, or a policy that contradicts itself', () => {
  it('passes when pass-if is true and fail-if is not', async () => {
    const judgement = await judged('stats.trust_score.low >= 70.0', 'stats.trust_score.high < 70.0', [78, 84, 81])
    expect(judgement.verdict).toBe('passed')
    expect(judgement.reason).toBeUndefined()
    expect(judgement.failPolicy).toMatchObject({
      outcome: 'false',
      readings: [{ path: 'stats.trust_score.high', value: '88.45' }]
    })
  })

  it('fails when fail-if is true and pass-if is not, saying the runs show the miss: no advice to add runs', async () => {
    const judgement = await judged('stats.trust_score.low >= 90.0', 'stats.trust_score.high < 90.0', [78, 84, 81])
    expect(judgement.verdict).toBe('failed')
    expect(judgement.reason).toBe(
      'Runs r-1, r-2 and r-3 completed, but pass-if is false: stats.trust_score.low >= 90.0 (stats.trust_score.low = ' +
        '73.55). fail-if is true too (stats.trust_score.high < 90.0: stats.trust_score.high = 88.45): the runs show the ' +
        'agent misses the bar.'
    )
    expect(judgement.hint).toBe(
      'More runs would not change this: fail-if says the runs are below the bar, not too few to tell. See the ' +
        'attestation in the console for what the service found, fix it, and push again.'
    )
    expect(judgement.failPolicy?.outcome).toBe('true')
  })

  it('is inconclusive when neither is true: says so first, with each interval read, and that more runs would decide it', async () => {
    const judgement = await judged(PASS_IF, FAIL_IF, [70, 90, 80])
    expect(judgement).toMatchObject({
      verdict: 'inconclusive',
      reason:
        'Not decided: neither pass-if nor fail-if is true for runs r-1, r-2 and r-3, so the runs cannot tell whether ' +
        'the agent clears the bar (trust_score: mean 80, 95% interval 55.16 to 104.84 over 3 runs).',
      // Raising repeat would decide it, and the paid runs are not kept: both said.
      hint:
        'More runs narrow the intervals (from 3 runs to 10, about 3.5 times): raise repeat (3 now, up to 10), ' +
        "or set sequential, which adds runs only while undecided. The job's next run starts every run again (these " +
        '3 are not kept). The step fails until it is decided.'
    })
    expect(judgement.policy?.outcome).toBe('false')
    expect(judgement.failPolicy?.outcome).toBe('false')
  })

  it('at repeat 10, says more runs cannot be had: look at why they differ, or change the bar', async () => {
    const judgement = await judged(PASS_IF, FAIL_IF, [70, 90, 80], { repeat: 10 })
    expect(judgement.verdict).toBe('inconclusive')
    expect(judgement.hint).toBe(
      'repeat is at its most (10): at this bar these runs cannot tell. Look at why they differ (the ' +
        'attestations in the console), or change the bar; the step fails until it is decided.'
    )
  })

  it('says the change and its interval when the expressions read delta', async () => {
    const judgement = await judged('delta.trust_score.low > -2.0', 'delta.trust_score.high < -2.0', [70, 90, 80], {
      baseScores: [81, 82, 80]
    })
    expect(judgement.verdict).toBe('inconclusive')
    expect(judgement.reason).toMatch(
      /\(trust_score: mean 80, 95% interval 55\.16 to 104\.84 over 3 runs; change −1, 95% interval −2\d\.\d+ to 2\d\.\d+\)\.$/
    )
  })

  it('names what was read when no figure was (runs alone), and one run as one', async () => {
    const judgement = await judged('runs.all(r, r.trust_score >= 80.0)', 'runs.all(r, r.trust_score < 60.0)', [70, 90])
    expect(judgement.verdict).toBe('inconclusive')
    expect(judgement.reason).toMatch(/cannot tell whether the agent clears the bar \(they read no field\)\.$/)
    const one = await judged('stats.trust_score.mean >= 80.0', 'stats.trust_score.mean < 60.0', [70])
    expect(one.reason).toBe(
      'Not decided: neither pass-if nor fail-if is true for run r-1, so the runs cannot tell whether the agent ' +
        'clears the bar (trust_score: mean 70 over 1 run).'
    )
    expect(one.hint).toMatch(/raise repeat \(1 now, up to 10\)/)
  })

  it('is an error when both are true: the policy contradicts itself, and decides nothing', async () => {
    const judgement = await judged('stats.trust_score.mean >= 80.0', 'stats.trust_score.min < 80.0', [78, 84, 81])
    expect(judgement).toMatchObject({
      verdict: 'error',
      reason:
        'Runs r-1, r-2 and r-3 completed, and both pass-if and fail-if are true: the policy contradicts itself, so ' +
        'it decides nothing (stats.trust_score.mean = 81, stats.trust_score.min = 78).',
      hint: 'Write fail-if so that it is never true where pass-if is, e.g. pass-if at low >= 75.0 and fail-if at high < 75.0.'
    })
  })

  it('is an error when fail-if cannot be evaluated or gives no boolean, naming fail-if', async () => {
    const missing = await judged(PASS_IF, 'stats.trust_score.sd > 5.0', [78])
    expect(missing.verdict).toBe('error')
    expect(missing.reason).toMatch(/^Run r-1 completed, but pass-if could not be evaluated/)
    const notBoolean = await judged(PASS_IF, 'stats.trust_score.high', [78, 84, 81])
    expect(notBoolean).toMatchObject({
      verdict: 'error',
      reason: expect.stringMatching(
        /^Runs r-1, r-2 and r-3 completed, but fail-if gave 88\.45\d*, not true or false \(in stats\.trust_score\.high\)\.$/
      ),
      hint: 'Write fail-if as a comparison over what pass-if reads, e.g. stats.trust_score.high < 75.0.'
    })
    const broken = await judged('stats.trust_score.mean >= 1.0', 'stats.nope.mean > 1.0', [78, 84, 81])
    expect(broken.reason).toMatch(
      /^Runs r-1, r-2 and r-3 completed, but fail-if could not be evaluated: No such key: nope/
    )
  })

  it('leaves pass-if alone deciding without fail-if: nothing changes', async () => {
    expect((await judged(PASS_IF, '', [70, 90, 80])).verdict).toBe('failed')
    expect((await judged('stats.trust_score.low >= 70.0', '', [78, 84, 81])).verdict).toBe('passed')
  })
})

describe('what an undecided or contradictory verdict says was read', () => {
  it('gives each field’s interval in turn, and leaves out a field read only of the base’s figures', async () => {
    const records = [
      { run_id: 'r-1', trust_score: 70, latency: 1 },
      { run_id: 'r-2', trust_score: 90, latency: 2 },
      { run_id: 'r-3', trust_score: 80, latency: 1.5 }
    ]
    const runs = [{ trust_score: 80, legacy: 1 }]
    const base: BaseSeen = { runs: runs.map(record => ({ status: 'completed', record })) }
    const figures = figuresOf(records, runs)
    const judgement = judgeRun(
      { runId: 'r-1', status: 'completed', record: records[0] },
      {
        passIf: await compile('stats.trust_score.low >= 75.0 && stats.latency.high < 2.0 && base_stats.legacy.n > 0.0'),
        base,
        failIf: await compile('stats.trust_score.high < 75.0'),
        others: figureValues(records, figures, base),
        runIds: records.map(record => record.run_id),
        figures,
        repeat: 3
      }
    )
    expect(judgement.verdict).toBe('inconclusive')
    expect(judgement.reason).toMatch(
      /clears the bar \(trust_score: mean 80, 95% interval 55\.16 to 104\.84 over 3 runs; change 0, 95% interval −49\.68 to 49\.68; latency: mean 1\.5, 95% interval 0\.26 to 2\.74 over 3 runs\)\.$/
    )
  })

  it('names a field both expressions read once', async () => {
    const judgement = await judged('stats.trust_score.mean >= 80.0', 'stats.trust_score.mean < 90.0', [78, 84, 81])
    expect(judgement.verdict).toBe('error')
    expect(judgement.reason).toMatch(/decides nothing \(stats\.trust_score\.mean = 81\)\.$/)
  })

  it('reads the fields of stats, base_stats and delta, not of a field of run or base so named', () => {
    const expression =
      'base.stats.a > 0.0 && run.delta.b > 0.0 && base.trust_score > 0.0 && size(runs) > 0 && ' +
      'stats.trust_score.low > 0.0 && base_stats["x.y"].mean > 0.0 && delta.trust_score.high > 0.0 && has(delta.z)'
    expect(fieldsRead([{ reads: readsOfText(expression) }, undefined])).toEqual(['trust_score', 'x.y', 'z'])
  })
})
