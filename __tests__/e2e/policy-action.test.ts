/**
 * `pass-if` and `verdict` through the bundled action, run as the runner runs it, against the
 * fake service: every rule of the policy, seen where a user sees it (exit code, the error
 * annotation, the outputs, the job summary).
 */
import type { ActionRun } from '../../tools/action-runner.js'
import { DEMO_API_KEY, startFakeService, type FakeService } from '../../__fixtures__/fake-service.js'
import { annotationsOf } from '../helpers/annotations.js'
import { runGateAction } from '../helpers/gate.js'

let service: FakeService
beforeEach(async () => {
  service = await startFakeService({ script: { statuses: ['running', 'completed'], stepMs: 0 } })
})
afterEach(() => service.close())

const errorOf = (run: ActionRun) => annotationsOf(run, 'error')
const warningsOf = (run: ActionRun) => annotationsOf(run, 'warning')

describe('pass-if', () => {
  it('passes a completed run that meets the bar, and says so with the values it read', async () => {
    service.addProject('proj-good', { statuses: ['running', 'completed'], reportFields: { trust_score: 87.5 } })
    const run = await runGateAction(service, { 'project-id': 'proj-good', 'pass-if': 'run.trust_score >= 80' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('passed')
    expect(run.annotations).toEqual([])
    expect(run.summary).toMatch(/^## ✅ proj&#45;good: agent certification passed/)
    expect(run.summary).toContain('**Policy:** `pass-if` run.trust&#95;score &#62;&#61; 80 **is true** (run.trust&#95;score &#61; 87.5).')
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
    expect(run.durationMs).toBeLessThan(12_000)
    expect(errorOf(run)).toMatch(/completed, but pass-if ran out of time: stopped after \d+(\.\d)?s, at the step's timeout/)
    expect(run.summary).toMatch(/\*\*Policy:\*\* `pass-if` .* \*\*ran out of time&#58; stopped after/)
  })

  it('fails a completed run below the bar, naming the expression and each field it read with its value', async () => {
    service.addProject('proj-low', { statuses: ['completed'], reportFields: { trust_score: 72 } })
    const run = await runGateAction(service, { 'project-id': 'proj-low', 'pass-if': 'run.trust_score >= 80' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    expect(run.outputs['status']).toBe('completed')
    expect(errorOf(run)).toMatch(
      new RegExp(`^Run ${run.outputs['run-id']} completed, but pass-if is false: run\\.trust_score >= 80 \\(run\\.trust_score = 72\\)\\.`)
    )
    expect(run.summary).toMatch(/^## ❌ proj&#45;low: agent certification failed/)
    expect(run.summary).toMatch(/but `pass-if` is false: the agent does not meet the team's bar/)
  })

  it('reads nested fields and list macros, as the README examples do', async () => {
    service.addProject('proj-findings', {
      statuses: ['completed'],
      reportFields: { trust_score: 91, certificate: { state: 'issued' }, findings: [{ severity: 'low' }, { severity: 'critical' }] }
    })
    const passing = await runGateAction(service, {
      'project-id': 'proj-findings',
      'pass-if': 'run.trust_score >= 80 && run.certificate.state == "issued"'
    })
    expect(passing.outputs['verdict']).toBe('passed')
    const failing = await runGateAction(service, {
      'project-id': 'proj-findings',
      'pass-if': 'run.findings.filter(f, f.severity == "critical").size() == 0'
    })
    expect(failing.exitCode).toBe(1)
    expect(errorOf(failing)).toContain(
      'pass-if is false: run.findings.filter(f, f.severity == "critical").size() == 0 (run.findings = a list of 2).'
    )
  })

  it('fails, never passes, when the record lacks a field, listing the fields it has', async () => {
    const run = await runGateAction(service, { 'pass-if': 'run.cert.state == "issued"' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('error')
    expect(errorOf(run)).toMatch(/completed, but pass-if could not be evaluated: No such key: cert .*\(in run\.cert\.state == "issued"\)/)
    expect(errorOf(run)).toMatch(
      /top-level fields are: run_id, project_id, status, created_at, trust_score, certificate_url, report_url, signed\./
    )
  })

  it('fails when the expression does not give a boolean, saying what it gave', async () => {
    const run = await runGateAction(service, { 'pass-if': 'run.trust_score' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('error')
    expect(errorOf(run)).toMatch(/pass-if gave 92, not true or false: run\.trust_score \(run\.trust_score = 92\)/)
  })

  it.each([
    ['run.trust_score >=', /^Input 'pass-if': does not parse: Unexpected token: EOF at column 19\./],
    ['run.trust_score >= 80)', /^Input 'pass-if': does not parse: Unexpected character: '\)' at column 22\./],
    ['runs.trust_score >= 80', /^Input 'pass-if': is not a valid expression over run and base: Unknown variable: runs/],
    ['"certified"', /^Input 'pass-if': must give true or false, but this expression gives a string\./]
  ])('is bad input when %j cannot be a policy: nothing is sent', async (expression, message) => {
    const run = await runGateAction(service, { 'pass-if': expression })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('error')
    expect(errorOf(run)).toMatch(message)
    expect(errorOf(run)).toMatch(/Nothing was sent to the service/)
    expect(service.requests).toHaveLength(0)
  })

  it('is not evaluated with wait: false, and a warning says so', async () => {
    const run = await runGateAction(service, { 'pass-if': 'run.trust_score >= 80', wait: 'false' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('started')
    expect(warningsOf(run)).toMatch(/pass-if is not evaluated with wait: false/)
    expect(service.requestsTo('poll')).toHaveLength(0)
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
    expect(errorOf(run)).toMatch(/pass-if is false: run\.trust_score == "high" \(run\.trust_score = "::error::forged\\n<img/)
    const everything = [run.rawStdout.replace(/^::add-mask::.*$/gm, ''), run.summary, JSON.stringify(run.outputs)].join('\n')
    expect(everything).not.toContain(DEMO_API_KEY)
    expect(
      run.rawStdout
        .split('\n')
        .filter(line => line.startsWith('::'))
        .map(line => line.slice(0, 9))
    ).toEqual(['::add-mas', '::add-mas', '::group::', '::endgrou', '::error::'])
    expect(run.summary).not.toMatch(/<img|\]\(javascript/)
  })

  it('never shows the key among the field names an evaluation error lists', async () => {
    service.addProject('proj-echo', {
      statuses: ['completed'],
      reportFields: { [`echo_${DEMO_API_KEY}`]: 1, [`<b>${DEMO_API_KEY}</b>`]: 2 }
    })
    const run = await runGateAction(service, { 'project-id': 'proj-echo', 'pass-if': 'run.cert.state == "issued"' })
    expect(run.outputs['verdict']).toBe('error')
    expect(errorOf(run)).toMatch(/top-level fields are: .*echo_\*\*\*, <b>\*\*\*<\/b>\./)
    const everything = [run.rawStdout.replace(/^::add-mask::.*$/gm, ''), run.summary, JSON.stringify(run.outputs)].join('\n')
    expect(everything).not.toContain(DEMO_API_KEY)
    expect(run.summary).not.toContain('<b>')
  })
})

describe('every verdict says why', () => {
  it('carries the service explanation and the first https link of a failed run', async () => {
    service.addProject('proj-bad', {
      statuses: ['running', 'rejected'],
      reportFields: { reason: 'prompt injection found in tools/search.py', details: { report: 'https://console.example.com/runs/bad' } }
    })
    const run = await runGateAction(service, { 'project-id': 'proj-bad' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    expect(errorOf(run)).toMatch(
      /ended with status 'rejected' and no attestation: prompt injection found in tools\/search\.py\. See https:\/\/console\.example\.com\/runs\/bad for what the service found/
    )
    const firstTable = run.summary.indexOf('| Project |')
    expect(run.summary.indexOf('prompt injection found')).toBeLessThan(firstTable)
    expect(run.summary).toContain('**Where to look:** [https&#58;//console.example.com/runs/bad](https://console.example.com/runs/bad)')
  })

  it('names the pull request head commit, not the test-merge commit', async () => {
    const run = await runGateAction(
      service,
      {},
      {
        event: {
          name: 'pull_request',
          payload: {
            number: 7,
            pull_request: {
              number: 7,
              html_url: 'https://github.com/example/agent/pull/7',
              head: { sha: '1234567890abcdef1234567890abcdef12345678' }
            }
          }
        }
      }
    )
    expect(run.exitCode).toBe(0)
    expect(run.summary).toContain(
      'ran for commit [1234567890ab](https://github.com/example/agent/commit/1234567890abcdef1234567890abcdef12345678), the head of pull request [&#35;7](https://github.com/example/agent/pull/7).'
    )
    expect(run.summary).not.toContain('f00dfeedf00d')
  })

  it.each([
    ['passed', {}, 0],
    ['failed', { 'project-id': 'proj-rejected' }, 1],
    ['timed-out', { 'project-id': 'proj-forever', timeout: '3s' }, 1],
    ['started', { wait: 'false' }, 0],
    ['error', { 'api-key': 'acs_sk_wrong' }, 1],
    ['error', { timeout: 'soon' }, 1]
  ] as const)('sets verdict %s on its path', async (verdict, inputs, exitCode) => {
    service.addProject('proj-rejected', { statuses: ['failed'] })
    service.addProject('proj-forever', { statuses: ['running'] })
    const run = await runGateAction(service, inputs)
    expect(run.outputs['verdict']).toBe(verdict)
    expect(run.exitCode).toBe(exitCode)
  })
})
