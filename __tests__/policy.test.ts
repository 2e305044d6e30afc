import { compilePassIf, PassIfSyntaxError } from '../src/policy/pass-if.js'
import { judgeRun } from '../src/gate/verdict.js'

describe('compilePassIf', () => {
  it('lists the fields the expression reads, outermost chains only, once each', async () => {
    const passIf = await compilePassIf('run.trust_score >= 80 && run.certificate.state == "issued" && run["odd key"].x > run.trust_score')
    expect(passIf.fieldPaths.map(path => path.text)).toEqual(['run.trust_score', 'run.certificate.state', 'run["odd key"].x'])
  })

  it('compares a JSON double with an integer literal', async () => {
    const passIf = await compilePassIf('run.trust_score >= 80')
    expect(passIf.evaluate({ trust_score: 87.5 })).toBe(true)
    expect(passIf.evaluate({ trust_score: 79.9 })).toBe(false)
  })

  it('refuses an expression that cannot parse, names no other variable than run, or can never be a boolean', async () => {
    await expect(compilePassIf('run.x ==== 2')).rejects.toThrow(new PassIfSyntaxError('does not parse: Unexpected token: EQ at column 9'))
    await expect(compilePassIf('other.x == 2')).rejects.toThrow(/not a valid expression over run: Unknown variable: other/)
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
      'r-1',
      'Failed',
      { error: { message: 'clone failed' }, links: ['http://x', 'https://console.example.com/r-1'] },
      passIf
    )
    expect(judgement).toMatchObject({
      verdict: 'failed',
      reason: "Run r-1 ended with status 'Failed' and no attestation: clone failed",
      lookAt: 'https://console.example.com/r-1'
    })
    expect(judgement.policy).toBeUndefined()
  })

  it('passes completed without a policy, and judges it with one', async () => {
    expect(judgeRun('r-1', 'completed', {})).toEqual({ verdict: 'passed' })
    const passIf = await compilePassIf('run.trust_score >= 80')
    expect(judgeRun('r-1', 'completed', { trust_score: 72 }, passIf)).toMatchObject({
      verdict: 'failed',
      reason: 'Run r-1 completed, but pass-if is false: run.trust_score >= 80 (run.trust_score = 72).',
      policy: { expression: 'run.trust_score >= 80', readings: [{ path: 'run.trust_score', value: '72' }], outcome: 'false' }
    })
  })

  it('never passes when evaluation fails, and lists at most 30 top-level field names', async () => {
    const record: Record<string, unknown> = {}
    for (let index = 0; index < 40; index += 1) record[`field_${index}`] = index
    const judgement = judgeRun('r-1', 'completed', record, await compilePassIf('run.trust_score >= 80'))
    expect(judgement.verdict).toBe('error')
    expect(judgement.reason).toMatch(/pass-if could not be evaluated: No such key: trust_score/)
    expect(judgement.hint).toMatch(/field_0, field_1, .*field_29 and 10 more\./)
    expect(judgement.policy?.readings).toEqual([{ path: 'run.trust_score', value: '(missing)' }])
  })

  it('reads only the record own fields, never inherited ones', async () => {
    const judgement = judgeRun(
      'r-1',
      'completed',
      JSON.parse('{"__proto__": {"trust_score": 99}}'),
      await compilePassIf('has(run.constructor)')
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
