/**
 * pass-if over two maps, through the engine's exported API: `run` and `base` (the base commit's
 * certified run record), an empty map when none is given; numbers of the record mixed with whole
 * numbers as a person writes them; and what a person is shown: each number beside the base's, and
 * the change.
 */
import { changeText, compilePassIf, policyReport } from '../src/policy/pass-if.js'
import { readingsText } from '../src/policy/report.js'
import { judgeRun } from '../src/gate/judge/verdict.js'

const compile = (expression: string) => compilePassIf(expression, 'run', ['base'])

describe('base beside run', () => {
  it('says whether the expression names base, and which fields of it it reads', async () => {
    const withBase = await compile('!has(base.trust_score) || run.trust_score >= base.trust_score - 2')
    expect(withBase.names('base')).toBe(true)
    expect(withBase.fieldPaths.map(path => path.text)).toEqual(['run.trust_score'])
    expect(withBase.otherFieldPaths.map(path => path.text)).toEqual(['base.trust_score'])
    const without = await compile('run.trust_score >= 80')
    expect(without.names('base')).toBe(false)
    expect(without.otherFieldPaths).toEqual([])
  })

  it.each([
    ['run.trust_score >= 80 && has(run.a.b) && run["c d"] == 1', false, false],
    ['!has(base.trust_score) || run.trust_score >= base.trust_score - 2', false, false],
    ['size(run) > 3', true, false],
    ['"critical" in run', true, false],
    ['run.exists(key, key == "x")', true, false],
    ['run[base.key] == 1', true, false],
    ['run.list[0] == 1 && run.map[run.key] == 2', false, false],
    ['size(base) == 0 || run.x > base.x', false, true],
    ['base == run', true, true],
    // A loop variable named as the map is the map no longer: read whole, on the safe side.
    ['run.items.exists(run, run > 1)', true, false],
    ['run.all(key, has(run.x))', true, false],
    ['has(run.a.b.c) && run.a.b.c > base.a["b c"]', false, false],
    ['run.map(key, key).size() > 0', true, false]
  ])(
    'tells whether %s reads run (%p) or base (%p) as a whole, beyond the fields it names',
    async (expression, run, base) => {
      const passIf = await compile(expression)
      expect([passIf.readsWhole('run'), passIf.readsWhole('base')]).toEqual([run, base])
    }
  )

  it('is an empty map unless given: has() is false, and reading a field is an error, never a pass', async () => {
    const guarded = await compile('!has(base.trust_score) || run.trust_score >= base.trust_score - 2')
    expect(guarded.evaluate({ trust_score: 81 })).toBe(true)
    expect(guarded.evaluate({ trust_score: 81 }, { base: { trust_score: 91 } })).toBe(false)
    expect(guarded.evaluate({ trust_score: 90 }, { base: { trust_score: 91 } })).toBe(true)
    expect(guarded.evaluate({ trust_score: 88.5 }, { base: { trust_score: 91 } })).toBe(false)
    const unguarded = await compile('run.trust_score >= base.trust_score')
    expect(() => unguarded.evaluate({ trust_score: 81 })).toThrow(/trust_score/)
  })

  it('names the maps an invalid expression may read, and never takes a text for a name', async () => {
    await expect(compile('run.x == other.x')).rejects.toThrow(/^is not a valid expression over run and base: /)
    expect((await compile('run.name == "base" && run.x > 1')).names('base')).toBe(false)
  })

  it('is not a variable where it was not declared: verify and a gate without it refuse the name', async () => {
    await expect(compilePassIf('predicate.x == base.x', 'predicate')).rejects.toThrow(/base/)
  })

  it.each([
    ['run.score - 2 >= 79', true],
    ['2 - run.score < -78', true],
    ['run.score * 2 > 161', true],
    ['run.score / 2 == 40.5', true],
    ['1 + run.score > 81.5', true],
    ['run.score >= base.score - 2', false],
    ['run.score - base.score >= -10', true]
  ])('mixes the record’s numbers with whole numbers: %s', async (expression, expected) => {
    expect((await compile(expression)).evaluate({ score: 81 }, { base: { score: 91 } })).toBe(expected)
  })
})

describe('what a person is shown', () => {
  it('each number read beside the base’s, with the change; the base’s own fields when run’s do not mirror them', async () => {
    const passIf = await compile(
      'run.trust_score >= base.trust_score - 2 && run.state == "ok" && base.level > 1 && run.x >= 0'
    )
    const report = policyReport(passIf, { trust_score: 81, state: 'ok', x: 3 }, undefined, {
      name: 'base',
      value: { trust_score: 91, state: 'ok', level: 2, x: 'text' }
    })
    expect(report.outcome).toBe('false')
    expect(readingsText(report)).toBe(
      'run.trust_score = 81 (base 91, \u221210), run.state = "ok", run.x = 3, base.level = 2'
    )
  })

  it('shows no change beside a number whose place pass-if does not read of base: a misspelled guard compares nothing', async () => {
    const passIf = await compile('!has(base.trust_scor) || run.trust_score >= base.trust_scor - 2')
    const report = policyReport(passIf, { trust_score: 92 }, undefined, { name: 'base', value: { trust_score: 92 } })
    expect(report.outcome).toBe('true')
    expect(readingsText(report)).toBe('run.trust_score = 92, base.trust_scor = (missing)')
  })

  it('without a comparison, reads and evaluates as before', async () => {
    const passIf = await compile('!has(base.trust_score) || run.trust_score >= 80')
    expect(readingsText(policyReport(passIf, { trust_score: 81 }))).toBe('run.trust_score = 81')
  })

  it('without a comparison, shows only what run read, though the expression reads base too', async () => {
    const passIf = await compile('run.trust_score >= base.trust_score - 2')
    const report = policyReport(passIf, { trust_score: 81 })
    expect(readingsText(report)).toBe('run.trust_score = 81')
    expect(report.outcome).toBe('error')
  })

  it.each([
    [10, '+10'],
    [-10, '\u221210'],
    [0, '\u00b10'],
    [0.1 + 0.2 - 0.3, '\u00b10'],
    [0.30000000000000004, '+0.3'],
    [-1.5, '\u22121.5']
  ])('a change of %p reads %s', (change, text) => expect(changeText(change)).toBe(text))
})

describe('when pass-if cannot be evaluated for want of a field of base', () => {
  const runHint =
    "The run record's top-level fields are: trust_score. Name fields the service returns in pass-if, or guard optional ones with has(run.field)."

  it('says the field of base is missing, and why base is empty, instead of blaming the run', async () => {
    const judgement = judgeRun(
      { runId: 'r-1', status: 'completed', record: { trust_score: 81 } },
      {
        passIf: await compile('run.trust_score >= base.trust_score - 2'),
        base: { runs: [], why: { kind: 'none-listed' } }
      }
    )
    expect(judgement).toMatchObject({
      verdict: 'error',
      reason: expect.stringMatching(/^Run r-1 completed, but pass-if could not be evaluated: .*trust_score/),
      hint: 'base.trust_score is missing: there is no base certification (GitHub lists no attestation for it), so base is an empty map. Guard what pass-if reads of base, e.g. !has(base.trust_score) || …'
    })
  })

  it("says when the base's certified record has no such field, and names the run's fields too when one of them is missing", async () => {
    const passIf = await compile('run.score >= base.score')
    const compared = { runs: [{ status: 'completed', record: { trust_score: 91 } }] }
    expect(
      judgeRun({ runId: 'r-1', status: 'completed', record: { score: 81 } }, { passIf, base: compared }).hint
    ).toBe(
      "base.score is missing: the base commit's certified run record has no such field. Guard what pass-if reads of base, e.g. !has(base.score) || …"
    )
    expect(
      judgeRun({ runId: 'r-1', status: 'completed', record: { trust_score: 81 } }, { passIf, base: compared }).hint
    ).toBe(
      "base.score is missing: the base commit's certified run record has no such field. The run record has none either, so the name is likely wrong: " +
        "a has() guard would make pass-if true whatever the scores. Check the name. The run record's top-level fields are: trust_score. Name fields the service returns in pass-if."
    )
  })

  it("advises on a regression as the change's doing, and on a low score as the bar's", async () => {
    const passIf = await compile('run.trust_score >= base.trust_score - 2')
    const base = { commit: 'b'.repeat(40), runs: [{ status: 'completed', record: { trust_score: 92 } }] }
    const dropped = judgeRun(
      { runId: 'r-1', status: 'completed', record: { trust_score: 81, report_url: 'https://console.example.com/r/1' } },
      { passIf, base }
    )
    expect(dropped.verdict).toBe('failed')
    expect(dropped.hint).toBe(
      "This change lowers the score against the base branch's certification: see https://console.example.com/r/1 for what the service found, find what in the change lowered it, fix it, and push again. If the drop is meant, the team changes what pass-if allows."
    )
    const low = judgeRun(
      { runId: 'r-1', status: 'completed', record: { trust_score: 60, report_url: 'https://console.example.com/r/1' } },
      { passIf: await compile('run.trust_score >= 80') }
    )
    expect(low.hint).toBe('See https://console.example.com/r/1 for what the service found; fix it, and push again.')
  })

  it('advises no guard for a field neither the run nor base has: a misspelled name, which a guard would make always true', async () => {
    const typo = await compile('run.trust_score >= base.score - 2')
    const compared = { runs: [{ status: 'completed', record: { trust_score: 91 } }] }
    const hint = judgeRun(
      { runId: 'r-1', status: 'completed', record: { trust_score: 81 } },
      { passIf: typo, base: compared }
    ).hint
    expect(hint).toBe(
      "base.score is missing: the base commit's certified run record has no such field. The run record has none either, so the name is likely wrong: " +
        "a has() guard would make pass-if true whatever the scores. Check the name. The run record's top-level fields are: trust_score. Name fields the service returns in pass-if."
    )
    expect(hint).not.toMatch(/!has\(|has\(run\.field\)/)
    // With no base at all, the same: the guard is advised only for a field the run has.
    expect(
      judgeRun(
        { runId: 'r-1', status: 'completed', record: { trust_score: 81 } },
        { passIf: typo, base: { runs: [], why: { kind: 'none-listed' } } }
      ).hint
    ).toMatch(
      /^base\.score is missing: there is no base certification \(GitHub lists no attestation for it\), so base is an empty map\. The run record has none either, .+ Check the name\. The run record's top-level fields are: trust_score\./
    )
  })

  it('blames only the field of base the error names, and only when base lacks it', async () => {
    // run.trust_score is missing: base has its trust_score, and base.other, guarded, is not the error's.
    const passIf = await compile('(has(base.other) ? base.other : 0) + run.trust_score >= base.trust_score')
    const compared = { runs: [{ status: 'completed', record: { trust_score: 91 } }] }
    expect(judgeRun({ runId: 'r-1', status: 'completed', record: { score: 1 } }, { passIf, base: compared }).hint).toBe(
      "The run record's top-level fields are: score. Name fields the service returns in pass-if, or guard optional ones with has(run.field)."
    )
    // Both a field of the run and the one of base it is compared with are missing: both are said.
    const both = await compile('run.trust_score > 0 && run.score >= base.score')
    expect(
      judgeRun({ runId: 'r-1', status: 'completed', record: { trust_score: 81 } }, { passIf: both, base: compared })
        .hint
    ).toMatch(
      /^base\.score is missing: the base commit's certified run record has no such field\. .+ The run record's top-level fields are: trust_score\./
    )
    // Without why, base is still said to be empty; and with no base given at all, the run is spoken of.
    expect(
      judgeRun(
        { runId: 'r-1', status: 'completed', record: { trust_score: 81 } },
        { passIf: await compile('run.trust_score >= base.x'), base: { runs: [] } }
      ).hint
    ).toMatch(/^base\.x is missing: there is no base certification \(none was found\), so base is an empty map\./)
    expect(
      judgeRun(
        { runId: 'r-1', status: 'completed', record: { trust_score: 81 } },
        { passIf: await compile('run.trust_score >= base.x') }
      ).hint
    ).toMatch(/^The run record's top-level fields are: trust_score\./)
    // No base given, and the error names a field the run lacks that base is read at too: the run's.
    expect(
      judgeRun(
        { runId: 'r-1', status: 'completed', record: { trust_score: 81 } },
        { passIf: await compile('run.x >= base.x') }
      ).hint
    ).toBe(runHint)
  })

  it("names the run's fields beside a field of base the run has, when another field of the run is missing", async () => {
    const passIf = await compile('run.other > 0 || run.score >= base.score')
    const compared = { runs: [{ status: 'completed', record: { trust_score: 91 } }] }
    const hint = judgeRun({ runId: 'r-1', status: 'completed', record: { score: 81 } }, { passIf, base: compared }).hint
    expect(hint).toMatch(
      /^base\.score is missing: the base commit's certified run record has no such field\. Guard what pass-if reads of base/
    )
    expect(hint).toMatch(/The run record's top-level fields are: score\. .*has\(run\.field\)\.$/)
  })

  it('speaks of the run when the error is not a field base lacks, though base is empty', async () => {
    const passIf = await compile('run.flag && (!has(base.x) || run.y >= base.x)')
    const judgement = judgeRun(
      { runId: 'r-1', status: 'completed', record: { flag: 'yes', y: 1 } },
      {
        passIf,
        base: {
          runs: [],
          why: { kind: 'event-has-no-base', event: 'push' }
        }
      }
    )
    expect(judgement.verdict).toBe('error')
    expect(judgement.hint).toBe(
      "The run record's top-level fields are: flag, y. Name fields the service returns in pass-if, or guard optional ones with has(run.field)."
    )
  })

  it('speaks of the run alone when base has what pass-if reads, or pass-if does not name it', async () => {
    const compared = { runs: [{ status: 'completed', record: { trust_score: 91 } }] }
    expect(
      judgeRun(
        { runId: 'r-1', status: 'completed', record: { trust_score: 81 } },
        { passIf: await compile('run.score >= base.trust_score'), base: compared }
      ).hint
    ).toBe(runHint)
    expect(
      judgeRun(
        { runId: 'r-1', status: 'completed', record: { trust_score: 81 } },
        { passIf: await compile('run.score >= 1') }
      ).hint
    ).toBe(runHint)
  })
})

describe('base_age_seconds', () => {
  const compileAge = (expression: string) =>
    compilePassIf(expression, 'run', ['base'], [], { base_age_seconds: 'double' })

  it('is an error without a base, never a pass, saying why it is absent and how to guard it', async () => {
    const judgement = judgeRun(
      { runId: 'r-1', status: 'completed', record: { trust_score: 90 } },
      {
        passIf: await compileAge('base_age_seconds < 604800.0'),
        base: {
          runs: [],
          why: { kind: 'event-has-no-base', event: 'push' }
        }
      }
    )
    expect(judgement.verdict).toBe('error')
    expect(judgement.reason).toBe(
      'Run r-1 completed, but pass-if could not be evaluated: Unknown variable: base_age_seconds at column 1 (in base_age_seconds < 604800.0).'
    )
    expect(judgement.hint).toMatch(
      /^base_age_seconds is absent: there is no base certification \(.*push.*\)\. Guard it as base is guarded, e\.g\. !has\(base\.trust_score\) \|\| base_age_seconds < 604800\.0\.$/
    )
  })

  it('lets a first run through behind the guard of base, and judges the age when there is one', async () => {
    const guarded = await compileAge('!has(base.trust_score) || base_age_seconds < 604800.0')
    expect(judgeRun({ runId: 'r-1', status: 'completed', record: {} }, { passIf: guarded }).verdict).toBe('passed')
    const base = { runs: [{ status: 'completed', record: { trust_score: 91 } }] }
    expect(
      judgeRun(
        { runId: 'r-1', status: 'completed', record: {} },
        { passIf: guarded, base, others: { base: base.runs[0].record, base_age_seconds: 700_000 } }
      ).verdict
    ).toBe('failed')
  })
})

describe('a drop against the base, said as whose doing it may be', () => {
  const bar = 'run.trust_score >= base.trust_score - 2'
  const seen = (ageMs: number, trigger?: string) => ({
    signedAt: '2026-12-01T03:00:00.000Z',
    ageMs,
    ...(trigger === undefined ? {} : { trigger })
  })
  const failed = async (base: NonNullable<Parameters<typeof judgeRun>[1]>['base'], commit = 'c'.repeat(40)) =>
    judgeRun(
      { runId: 'r-1', status: 'completed', record: { trust_score: 84 } },
      { passIf: await compile(bar), base, commit }
    ).hint ?? ''
  const record = { runs: [{ status: 'completed', record: { trust_score: 90 } }] }

  it('says the default branch may have moved when the base is over a day old and none is scheduled since', async () => {
    const stale = await failed({ ...record, commit: 'b'.repeat(40), certification: seen(9 * 86_400_000) })
    expect(stale).toMatch(/^This change lowers the score against the base branch's certification: /)
    expect(stale).toMatch(
      / The base was certified 9 days ago, and the default branch has no scheduled certification since: its score may have moved on its own \(a model or scanner update\), not by this change\. Certify the default branch nightly \(drift watch, docs\/adopt\.md\) so that pull requests compare with today's main\.$/
    )
    for (const fresh of [
      { ...record, certification: seen(86_400_000) },
      { ...record, certification: seen(9 * 86_400_000, 'schedule') },
      { ...record, certification: seen(9 * 86_400_000), chosenBy: 'scheduled' as const }
    ])
      expect(await failed(fresh)).not.toContain('may have moved')
  })

  it("says nothing changed when the base is this commit's own earlier certification, a night's", async () => {
    const commit = 'd'.repeat(40)
    expect(await failed({ ...record, commit, certification: seen(9 * 86_400_000) }, commit.toUpperCase())).toBe(
      "Nothing in the repository changed: the base is this same commit's earlier certification, so the score moved " +
        "under it (the model behind the same name, the service's scanner, a live endpoint). See the attestation in the " +
        'console for what the service found. If the new level is to be accepted, keep pass-if at the floor the ' +
        'default branch must clear and let drift-if say the drop: a night that passes is signed, and pull requests ' +
        'then compare with it.'
    )
  })

  it('says the default branch itself misses the bar on a night against an older commit, or with no base', async () => {
    const missed = async (base?: NonNullable<Parameters<typeof judgeRun>[1]>['base']) =>
      judgeRun(
        { runId: 'r-1', status: 'completed', record: { trust_score: 78, report_url: 'https://acs.example.com/r/1' } },
        { passIf: await compile('run.trust_score >= 80'), base, commit: 'c'.repeat(40), night: true }
      ).hint
    const said =
      'The default branch itself misses the bar tonight. See https://acs.example.com/r/1 for what the service ' +
      'found. If nothing in the repository changed since it last passed, what is under the agent moved (the model, ' +
      'the scanner, a live endpoint): run the night again by hand (workflow_dispatch) to confirm, then fix the ' +
      'agent in a pull request.'
    expect(await missed()).toBe(said)
    expect(await missed({ ...record, commit: 'b'.repeat(40), certification: seen(9 * 86_400_000) })).toBe(said)
    // Not on a pull request: there the change is what to look at.
    expect(
      judgeRun(
        { runId: 'r-1', status: 'completed', record: { trust_score: 78 } },
        { passIf: await compile('run.trust_score >= 80') }
      ).hint
    ).not.toContain('tonight')
  })
})
