import { compilePassIf, evaluateHere, PassIfSyntaxError, policyReport } from '../src/policy/pass-if.js'
import { judgeRun, passIfApplies } from '../src/gate/judge/verdict.js'

describe('compilePassIf', () => {
  it('lists the fields the expression reads, outermost chains only, once each', async () => {
    const passIf = await compilePassIf(
      'run.trust_score >= 80 && run.certificate.state == "issued" && run["odd key"].x > run.trust_score'
    )
    expect(passIf.fieldPaths.map(path => path.text)).toEqual([
      'run.trust_score',
      'run.certificate.state',
      'run["odd key"].x'
    ])
  })

  it('compares a JSON double with an integer literal', async () => {
    const passIf = await compilePassIf('run.trust_score >= 80')
    expect(passIf.evaluate({ trust_score: 87.5 })).toBe(true)
    expect(passIf.evaluate({ trust_score: 79.9 })).toBe(false)
  })

  it('refuses an expression that cannot parse, names no other variable than run, or can never be a boolean', async () => {
    await expect(compilePassIf('run.x ==== 2')).rejects.toThrow(
      new PassIfSyntaxError('does not parse: Unexpected token: EQ at column 9')
    )
    await expect(compilePassIf('other.x == 2')).rejects.toThrow(
      /not a valid expression over run: Unknown variable: other/
    )
    await expect(compilePassIf('"a" - 1 == 0')).rejects.toThrow(/not a valid expression over run: no such overload/)
    await expect(compilePassIf('1 + 2')).rejects.toThrow(/must give true or false, but this expression gives a int/)
  })

  it('bounds what a pasted expression can make the parser do', async () => {
    await expect(compilePassIf(`${'('.repeat(500)}true${')'.repeat(500)}`)).rejects.toThrow(PassIfSyntaxError)
  })
})

describe('judgeRun', () => {
  it('fails a failure status first, whatever pass-if says, with the service explanation and the first https link', async () => {
    const passIf = await compilePassIf('true')
    const judgement = judgeRun(
      {
        runId: 'r-1',
        status: 'Failed',
        record: { error: { message: 'clone failed' }, links: ['http://x', 'https://console.example.com/r-1'] }
      },
      { passIf }
    )
    expect(judgement).toMatchObject({
      verdict: 'failed',
      reason: "Run r-1 ended with status 'Failed' and no attestation: clone failed",
      lookAt: 'https://console.example.com/r-1'
    })
    expect(judgement.policy).toBeUndefined()
  })

  it('passes completed without a policy, and judges it with one', async () => {
    expect(judgeRun({ runId: 'r-1', status: 'completed', record: {} })).toEqual({ verdict: 'passed' })
    const passIf = await compilePassIf('run.trust_score >= 80')
    expect(judgeRun({ runId: 'r-1', status: 'completed', record: { trust_score: 72 } }, { passIf })).toMatchObject({
      verdict: 'failed',
      reason: 'Run r-1 completed, but pass-if is false: run.trust_score >= 80 (run.trust_score = 72).',
      policy: {
        expression: 'run.trust_score >= 80',
        readings: [{ path: 'run.trust_score', value: '72' }],
        outcome: 'false'
      }
    })
  })

  it('never passes when evaluation fails, and lists at most 30 top-level field names', async () => {
    const record: Record<string, unknown> = {}
    for (let index = 0; index < 40; index += 1) record[`field_${index}`] = index
    const judgement = judgeRun(
      { runId: 'r-1', status: 'completed', record },
      { passIf: await compilePassIf('run.trust_score >= 80') }
    )
    expect(judgement.verdict).toBe('error')
    expect(judgement.reason).toMatch(/pass-if could not be evaluated: No such key: trust_score/)
    expect(judgement.hint).toMatch(/field_0, field_1, .*field_29 and 10 more\./)
    expect(judgement.policy?.readings).toEqual([{ path: 'run.trust_score', value: '(missing)' }])
  })

  it('reads only the record own fields, never inherited ones', async () => {
    const judgement = judgeRun(
      { runId: 'r-1', status: 'completed', record: JSON.parse('{"__proto__": {"trust_score": 99}}') },
      { passIf: await compilePassIf('has(run.constructor)') }
    )
    expect(judgement.verdict).toBe('failed')
  })
})

describe('what bounds pass-if', () => {
  it.each([
    'run.trust_score >= 80',
    'run.trust_score >= 80 && run.certificate.state == "issued"',
    'has(run.score) ? run.score > 1 : false',
    '!(run["a b"] == 1) || -run.delta < 0',
    'run.level in ["high", "critical"] && run.findings.size() == 0',
    '{"a": 1} == run.map && size(run.list) < 3',
    'run.a - 2 * run.b / 4 > 0',
    'run.a > 0 && 7 % 2 == 1'
  ])('%s costs no more than reading the record: evaluated in the step itself', async expression => {
    expect((await compilePassIf(expression)).costBoundedByRecord).toBe(true)
  })

  it.each([
    'run.name.matches("^(a+)+$")',
    'run.name.matches("a") || run.id.matches("b")',
    'run.findings.all(a, run.findings.exists_one(b, b == a))',
    'run.findings.filter(f, f.severity == "critical").size() == 0',
    'run.findings.exists(f, f.severity == "critical") == false',
    'run.name.contains("x")',
    'run.a + run.b > 2'
  ])('%s may cost more than the record: evaluated where the deadline can stop it', async expression => {
    expect((await compilePassIf(expression)).costBoundedByRecord).toBe(false)
  })
})

/**
 * policy/pass-if.ts and gate/verdict.ts, to the letter: each test here would notice a mutant that turns a verdict around,
 * loosens the project's own limits on an expression, or changes what a person is told.
 */
describe('verdicts, limits and words of pass-if, to the letter', () => {
  describe('a pass-if that comes out true passes, and says so', () => {
    it('is passed, with the values it read and outcome true', async () => {
      const judgement = judgeRun(
        { runId: 'r-1', status: 'completed', record: { trust_score: 92 } },
        { passIf: await compilePassIf('run.trust_score >= 80') }
      )
      expect(judgement).toEqual({
        verdict: 'passed',
        policy: {
          expression: 'run.trust_score >= 80',
          reads: expect.objectContaining({ onlyBars: true }),
          readings: [{ path: 'run.trust_score', value: '92' }],
          outcome: 'true'
        }
      })
    })

    it('a bounded evaluation that gave true passes too', async () => {
      const passIf = await compilePassIf('run.ok')
      expect(
        judgeRun({ runId: 'r-1', status: 'completed', record: { ok: false } }, { passIf, evaluation: { value: true } })
          .verdict
      ).toBe('passed')
    })
  })

  describe('what is not a boolean never passes', () => {
    it.each([
      ['a number', { trust_score: 72 }, '72'],
      ['a string', { trust_score: 'high' }, '"high"'],
      ['a list', { trust_score: [1, 2, 3] }, 'a list of 3'],
      ['an object', { trust_score: { a: 1, b: 2 } }, 'an object with 2 field(s)'],
      ['null', { trust_score: null }, 'null']
    ])('a dyn expression that gives %s is an error that says what it gave', async (_, record, shown) => {
      const judgement = judgeRun(
        { runId: 'r-1', status: 'completed', record },
        { passIf: await compilePassIf('run.trust_score') }
      )
      expect(judgement.verdict).toBe('error')
      expect(judgement.reason).toBe(
        `Run r-1 completed, but pass-if gave ${shown}, not true or false: run.trust_score (run.trust_score = ${shown}).`
      )
      expect(judgement.hint).toBe('Write pass-if as a comparison or a test, e.g. run.trust_score >= 80.')
      expect(judgement.policy).toMatchObject({ outcome: 'value', detail: shown })
    })

    it('a big integer is shown as its digits', async () => {
      const judgement = judgeRun(
        { runId: 'r-1', status: 'completed', record: {} },
        { passIf: await compilePassIf('run.x'), evaluation: { value: 12345678901234567890n } }
      )
      expect(judgement.policy?.detail).toBe('12345678901234567890')
    })

    it('a typed expression that can only give a string is bad input', async () => {
      await expect(compilePassIf('"certified"')).rejects.toThrow(
        new PassIfSyntaxError('must give true or false, but this expression gives a string.')
      )
    })
  })

  describe("the project's own limits on an expression, not the engine's", () => {
    const list = (length: number) => `[${Array.from({ length }, (_, index) => index).join(', ')}]`

    it('a list of 1000 elements is accepted, of 1001 refused', async () => {
      await expect(compilePassIf(`run.x in ${list(1000)}`)).resolves.toBeDefined()
      await expect(compilePassIf(`run.x in ${list(1001)}`)).rejects.toThrow(PassIfSyntaxError)
    })

    it('nesting 64 deep is accepted, 70 refused', async () => {
      const nested = (depth: number) => `${'('.repeat(depth)}run.ok${')'.repeat(depth)}`
      await expect(compilePassIf(nested(60))).resolves.toBeDefined()
      await expect(compilePassIf(nested(70))).rejects.toThrow(PassIfSyntaxError)
    })

    it('an expression of more than 2000 nodes is refused', async () => {
      const terms = (count: number) =>
        Array.from({ length: count }, (_, index) => `run.a${index} == ${index}`).join(' || ')
      await expect(compilePassIf(terms(100))).resolves.toBeDefined()
      await expect(compilePassIf(terms(700))).rejects.toThrow(PassIfSyntaxError)
    })
  })

  describe('how an evaluation that failed or was stopped is told', () => {
    it('an error names its first line and the column it points at', async () => {
      const passIf = await compilePassIf('run.ok')
      const error = Object.assign(new Error('No such key: ok\nsecond line'), { node: { pos: 4 } })
      const judgement = judgeRun(
        { runId: 'r-1', status: 'completed', record: { a: 1 } },
        { passIf, evaluation: { error } }
      )
      expect(judgement.reason).toBe(
        'Run r-1 completed, but pass-if could not be evaluated: No such key: ok at column 5 (in run.ok).'
      )
      expect(judgement.policy).toMatchObject({ outcome: 'error', detail: 'No such key: ok at column 5' })
      expect(judgement.hint).toBe(
        "The run record's top-level fields are: a. Name fields the service returns in pass-if, or guard optional ones with has(run.field)."
      )
    })

    it('an error that is not an Error is told as text, with no column', async () => {
      const judgement = judgeRun(
        { runId: 'r-1', status: 'completed', record: {} },
        { passIf: await compilePassIf('run.ok'), evaluation: { error: 'broken' } }
      )
      expect(judgement.policy?.detail).toBe('broken')
      expect(judgement.hint).toMatch(/top-level fields are: \(none\)\./)
    })

    it('a stopped evaluation is an error that says it ran out of time, and after how long', async () => {
      const judgement = judgeRun(
        { runId: 'r-1', status: 'completed', record: {} },
        {
          passIf: await compilePassIf('run.name.matches("a")'),
          evaluation: {
            stoppedAfterMs: 4200
          }
        }
      )
      expect(judgement.verdict).toBe('error')
      expect(judgement.reason).toBe(
        'Run r-1 completed, but pass-if ran out of time: stopped after 4.2s, at the step\'s timeout (in run.name.matches("a")).'
      )
      expect(judgement.policy).toMatchObject({ outcome: 'stopped', detail: 'stopped after 4.2s' })
      expect(judgement.hint).toMatch(/^pass-if runs within the step's timeout\. A regular expression that backtracks/)
    })

    it('evaluateHere returns the value, or the error it threw', async () => {
      expect(evaluateHere(await compilePassIf('run.ok'), { ok: true })).toEqual({ value: true })
      const failed = evaluateHere(await compilePassIf('run.ok'), {})
      expect('error' in failed && String(failed.error)).toMatch(/No such key: ok/)
    })
  })

  describe('which statuses pass-if is asked about', () => {
    it.each(['completed', 'Completed', 'queued', 'anything'])('%s: asked', status =>
      expect(passIfApplies(status)).toBe(true)
    )
    it.each(['failed', ' FAILED ', 'Rejected', 'timed_out', 'cancelled'])(
      '%s: not asked, the status failed it already',
      status => expect(passIfApplies(status)).toBe(false)
    )

    it('a failure status without a link in the record says to open the console, and quotes the status as sent', () => {
      expect(judgeRun({ runId: 'r-1', status: 'failed\u200b ', record: {} })).toMatchObject({ verdict: 'passed' })
      expect(judgeRun({ runId: 'r-1', status: ' Failed ', record: { message: 'no' } })).toEqual({
        verdict: 'failed',
        reason: 'Run r-1 ended with status " Failed " and no attestation: no',
        hint: 'Open the run in the console to see what the service found, fix it, and push again.',
        lookAt: undefined
      })
    })

    it('a false pass-if points where to look when the record has a link', async () => {
      const judgement = judgeRun(
        { runId: 'r-1', status: 'completed', record: { score: 1, url: 'https://console.example.com/r-1' } },
        { passIf: await compilePassIf('run.score > 5') }
      )
      expect(judgement).toMatchObject({
        verdict: 'failed',
        lookAt: 'https://console.example.com/r-1',
        hint: 'See https://console.example.com/r-1 for what the service found; fix it, and push again.'
      })
      const without = judgeRun(
        { runId: 'r-1', status: 'completed', record: { score: 1 } },
        { passIf: await compilePassIf('run.score > 5') }
      )
      expect(without.hint).toBe('Open the attestation in the console to see why, fix it, and push again.')
    })
  })

  describe('the words, to the letter', () => {
    it('a syntax error is a PassIfSyntaxError by name', async () => {
      const error = await compilePassIf('run.x ====').catch((caught: unknown) => caught)
      expect((error as Error).name).toBe('PassIfSyntaxError')
    })

    it('!= and <= are comparisons that cost no more than the record', async () => {
      expect((await compilePassIf('run.a != 1 && run.b <= 2')).costBoundedByRecord).toBe(true)
    })

    it('a failure status without the service words ends its sentence; with a link, the hint names it', () => {
      expect(judgeRun({ runId: 'r-1', status: 'failed', record: {} }).reason).toBe(
        "Run r-1 ended with status 'failed' and no attestation."
      )
      expect(
        judgeRun({ runId: 'r-1', status: 'failed', record: { url: 'https://console.example.com/r-1' } }).hint
      ).toBe('See https://console.example.com/r-1 for what the service found; fix it, and push again.')
    })

    it('a false pass-if that reads no field has no values to list; one that reads two lists both', async () => {
      expect(
        judgeRun({ runId: 'r-1', status: 'completed', record: {} }, { passIf: await compilePassIf('1 > 2') }).reason
      ).toBe('Run r-1 completed, but pass-if is false: 1 > 2.')
      expect(
        judgeRun(
          { runId: 'r-1', status: 'completed', record: { a: 1, b: 2 } },
          { passIf: await compilePassIf('run.a > run.b') }
        ).reason
      ).toBe('Run r-1 completed, but pass-if is false: run.a > run.b (run.a = 1, run.b = 2).')
    })

    it('the whole of what to do when pass-if ran out of time', async () => {
      expect(
        judgeRun(
          { runId: 'r-1', status: 'completed', record: {} },
          { passIf: await compilePassIf('run.ok'), evaluation: { stoppedAfterMs: 1000 } }
        ).hint
      ).toBe(
        "pass-if runs within the step's timeout. A regular expression that backtracks (matches() uses JavaScript's " +
          'regular expressions, not linear-time RE2) or a check that compares every item of a long list with every other ' +
          'can run that long: simplify the expression, or raise timeout.'
      )
    })

    it('run itself is not a field the expression reads', async () => {
      expect((await compilePassIf('size(run) > 0')).fieldPaths).toEqual([])
    })
  })

  describe('the fields an expression reads, not its own variables', () => {
    it('a macro variable is not run: only run.findings is read', async () => {
      expect(
        (await compilePassIf('run.findings.exists(f, f.severity == "critical")')).fieldPaths.map(path => path.text)
      ).toEqual(['run.findings'])
    })

    it('an index that is a variable is not a field name', async () => {
      expect((await compilePassIf('run.m.exists(k, run.m[k] == 1)')).fieldPaths.map(path => path.text)).toEqual([
        'run.m'
      ])
    })
  })
})

describe('what a report shows of the maps read beside the record', () => {
  const compile = (expression: string) => compilePassIf(expression, 'run', ['base', 'stats'])
  const base = { name: 'base', value: { trust_score: 80 } }
  const stats = { trust_score: { mean: 81, low: 73.456 } }

  it('shows a number beside base’s only where base is read, and each figure read once, with its own value', async () => {
    const both = await compile('run.trust_score >= base.trust_score && stats.trust_score.low >= 70.0')
    expect(policyReport(both, { trust_score: 81 }, undefined, base, { stats }).readings).toEqual([
      { path: 'run.trust_score', value: '81', compared: { name: 'base', value: '80', change: '+1' } },
      // As the summary's table rounds it: two decimals, where they do not blur a number the expression writes.
      { path: 'stats.trust_score.low', value: '73.46' }
    ])
    // Two figures compared with each other keep four decimals where two would make them look equal.
    const close = compilePassIf('stats.trust_score.low >= base_stats.trust_score.high', 'run', ['stats', 'base_stats'])
    expect(
      policyReport(await close, {}, undefined, undefined, {
        stats: { trust_score: { low: 79.996 } },
        base_stats: { trust_score: { high: 80.004 } }
      }).readings
    ).toEqual([
      { path: 'stats.trust_score.low', value: '79.996' },
      { path: 'base_stats.trust_score.high', value: '80.004' }
    ])
    // A bar written as .5 or 1e-2 is a bar too.
    const tiny = await compile('stats.trust_score.low >= 1e-2')
    expect(policyReport(tiny, {}, undefined, undefined, { stats: { trust_score: { low: 0.0051 } } }).readings).toEqual([
      { path: 'stats.trust_score.low', value: '0.0051' }
    ])
    // stats.trust_score reads the key trust_score too, but not of base: no change is shown.
    const statsOnly = await compile('run.trust_score >= 80.0 && stats.trust_score.mean >= 80.0')
    expect(policyReport(statsOnly, { trust_score: 81 }, undefined, base, { stats }).readings).toEqual([
      { path: 'run.trust_score', value: '81' },
      { path: 'stats.trust_score.mean', value: '81' }
    ])
  })

  it('shows nothing of a map given as something else', async () => {
    const passIf = await compile('stats.trust_score.mean >= 80.0')
    expect(policyReport(passIf, {}, { value: false }, undefined, { stats: 'text' }).readings).toEqual([])
    expect(policyReport(passIf, {}, { value: false }, undefined, { stats: [stats] }).readings).toEqual([])
  })
})
