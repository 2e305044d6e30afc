/**
 * `pass-if` and `verdict` through the bundled action, run as the runner runs it, against the
 * fake service: only what needs the runner (a pass and a failure as the check's page shows them,
 * pass-if stopped in its worker in dist/pass-if/, and the runner's log and annotations of hostile
 * service text). Every other rule of the policy, seen where a user sees it, is shown by
 * policy-run.test.ts (the gate's run() in this process), policy.test.ts and policy-base.test.ts.
 */
import type { ActionRun } from '../../tools/action-runner.js'
import { DEMO_API_KEY, startFakeService, type FakeService } from '../../__fixtures__/fake-service.js'
import { annotationsOf } from '../helpers/annotations.js'
import { runGateAction } from '../helpers/gate.js'
import { budgetMs } from '../helpers/pace.js'

let service: FakeService
beforeEach(async () => {
  service = await startFakeService({ script: { statuses: ['running', 'completed'], stepMs: 0 } })
})
afterEach(() => service.close())

const errorOf = (run: ActionRun) => annotationsOf(run, 'error')

describe('pass-if', () => {
  it('passes a completed run that meets the bar, and says so with the values it read', async () => {
    service.addProject('proj-good', { statuses: ['running', 'completed'], reportFields: { trust_score: 87.5 } })
    const run = await runGateAction(service, { 'project-id': 'proj-good', 'pass-if': 'run.trust_score >= 80' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('passed')
    expect(run.annotations).toEqual([])
    expect(run.summary).toMatch(/^## ✅ proj&#45;good: agent certification passed/)
    expect(run.summary).toContain(
      '**Policy:** `pass-if` run.trust&#95;score &#62;&#61; 80 (run.trust&#95;score &#61; 87.5).'
    )
  })

  it.each([
    ['a regular expression that backtracks', { name: `${'a'.repeat(40)}!` }, 'run.name.matches("^(a+)+$")'],
    [
      'a comparison of every item of a long list with every other',
      { findings: Array.from({ length: 40_000 }, (_, index) => index) },
      'run.findings.all(a, run.findings.exists_one(b, b == a))'
    ]
  ])('stops %s at the timeout: verdict error, naming pass-if, never a hang', async (_, fields, expression) => {
    service.addProject('proj-slow', { statuses: ['completed'], reportFields: fields })
    const run = await runGateAction(service, { 'project-id': 'proj-slow', 'pass-if': expression, timeout: '4s' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('error')
    expect(run.durationMs).toBeLessThan(await budgetMs(12_000))
    expect(errorOf(run)).toMatch(
      /completed, but pass-if ran out of time: stopped after \d+(\.\d)?s, at the step's timeout/
    )
    expect(run.summary).toMatch(/\*\*Policy:\*\* `pass-if` .* \*\*ran out of time&#58; stopped after/)
  })

  it('fails a completed run below the bar, naming the expression and each field it read with its value', async () => {
    service.addProject('proj-low', { statuses: ['completed'], reportFields: { trust_score: 72 } })
    const run = await runGateAction(service, { 'project-id': 'proj-low', 'pass-if': 'run.trust_score >= 80' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    expect(run.outputs['status']).toBe('completed')
    expect(errorOf(run)).toMatch(
      new RegExp(
        `^Run ${run.outputs['run-id']} completed, but pass-if is false: run\\.trust_score >= 80 \\(run\\.trust_score = 72\\)\\.`
      )
    )
    expect(run.summary).toMatch(/^## ❌ proj&#45;low: agent certification failed/)
    expect(run.summary).toMatch(
      /^## ❌ proj&#45;low: agent certification failed\n\n\*\*run\.trust&#95;score 72, needs ≥ 80\*\*: the agent does not meet the team's bar/
    )
  })

  it('never turns the service text it reads into markup, a workflow command, or the key', async () => {
    const hostile = `::error::forged\n<img src=x onerror=alert(1)> ${DEMO_API_KEY} [x](javascript:alert(1))`
    service.addProject('proj-hostile', {
      statuses: ['completed'],
      reportFields: { trust_score: hostile, [`k\n::warning::${DEMO_API_KEY}`]: 1 }
    })
    const run = await runGateAction(service, { 'project-id': 'proj-hostile', 'pass-if': 'run.trust_score == "high"' })
    expect(run.exitCode).toBe(1)
    expect(run.annotations).toHaveLength(1)
    expect(errorOf(run)).toMatch(
      /pass-if is false: run\.trust_score == "high" \(run\.trust_score = "::error::forged\\n<img/
    )
    const everything = [run.rawStdout.replace(/^::add-mask::.*$/gm, ''), run.summary, JSON.stringify(run.outputs)].join(
      '\n'
    )
    expect(everything).not.toContain(DEMO_API_KEY)
    expect(
      run.rawStdout
        .split('\n')
        .filter(line => line.startsWith('::'))
        .map(line => line.slice(0, 9))
    ).toEqual(['::add-mas', '::add-mas', '::group::', '::endgrou', '::error::'])
    expect(run.summary).not.toMatch(/<img|\]\(javascript/)
  })
})
