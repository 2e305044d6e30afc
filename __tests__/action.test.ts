/**
 * The bundled action, run as the runner runs it: `dist/index.js` in a child process on Node 24,
 * inputs as INPUT_* with the action.yml defaults, file commands, against the fake service.
 */
import { readFileSync } from 'node:fs'
import { ACTION_VERSION } from '../src/constants.js'
import { runAction } from '../tools/action-runner.js'
import { DEMO_API_KEY, DEMO_PROJECT_ID, startFakeService, type FakeService } from '../tools/fake-service.js'
import { gateInputs } from './helpers/gate.js'

/** What the harness makes of `${{ github.token }}`, the github-token default. */
const RUNNER_TOKEN = 'ghs_runner_token'
let service: FakeService

beforeEach(async () => {
  service = await startFakeService({ script: { statuses: ['queued', 'running', 'completed'], stepMs: 0 } })
})
afterEach(() => service.close())

const inputs = (extra: Record<string, string> = {}) => gateInputs(service, extra)

describe('the bundled action', () => {
  it('runs on Node 24, the runtime GitHub gives node24 actions', () => {
    expect(process.versions.node.split('.')[0]).toBe('24')
    expect(readFileSync('action.yml', 'utf8')).toMatch(/using: node24/)
    expect(JSON.parse(readFileSync('package.json', 'utf8')).version).toBe(ACTION_VERSION)
  })

  it('starts a run, waits for completed, passes, and reports outputs and summary', async () => {
    const run = await runAction({ inputs: inputs() })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['status']).toBe('completed')
    expect(run.outputs['project-id']).toBe(DEMO_PROJECT_ID)
    expect(run.outputs['run-id']).toMatch(/^run-/)
    expect(JSON.parse(run.outputs['run'])).toMatchObject({ run_id: run.outputs['run-id'], status: 'completed' })
    expect(run.summary).toMatch(/^## ✅ proj&#45;demo: agent certification passed/)
    expect(run.outputs['verdict']).toBe('passed')
    expect(run.summary).toContain('[&#35;42](https://github.com/example/agent/pull/42)')
    expect(run.summary).toContain('[Workflow run logs](https://github.com/example/agent/actions/runs/1234567890)')
    expect(run.annotations).toEqual([])
    expect(run.log).toMatch(/Started run run-\S+ \(status queued\)\.\nRun run-\S+: status running\.\nRun run-\S+: status completed\./)
    expect(service.requests.map(request => `${request.method} ${request.path}`)).toEqual([
      `POST /v1/attestation/projects/${DEMO_PROJECT_ID}/start`,
      ...Array(3).fill(`GET /v1/attestation/runs/${run.outputs['run-id']}`)
    ])
  })

  it('fails the step on a failure status and says what the service reported', async () => {
    service.addProject('proj-bad', { statuses: ['running', 'rejected'], reportFields: { reason: 'prompt injection found' } })
    const run = await runAction({ inputs: inputs({ 'project-id': 'proj-bad' }) })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['status']).toBe('rejected')
    expect(run.annotations).toEqual([{ level: 'error', message: expect.stringMatching(/ended with status 'rejected' and no attestation/) }])
    expect(run.summary).toMatch(/^## ❌ proj&#45;bad: agent certification failed[\s\S]*\| reason \| prompt injection found \|/)
  })

  it('fails on bad input with nothing sent, naming the input and keeping the key masked', async () => {
    const run = await runAction({ inputs: inputs({ 'base-url': `http://api.example.com/v1`, 'api-key': DEMO_API_KEY }) })
    expect(run.exitCode).toBe(1)
    expect(service.requests).toHaveLength(0)
    expect(run.annotations[0].message).toMatch(/^Input 'base-url': uses plain http to a remote host/)
    expect(run.masks).toEqual([DEMO_API_KEY, RUNNER_TOKEN])
  })

  it('fails with the fork explanation when the key is empty', async () => {
    const run = await runAction({ inputs: inputs({ 'api-key': '' }) })
    expect(run.exitCode).toBe(1)
    expect(run.annotations[0].message).toMatch(/Input 'api-key': is empty.*forks get no secrets/)
    expect(service.requests).toHaveLength(0)
  })

  it('explains a key from another environment', async () => {
    const run = await runAction({ inputs: inputs({ 'api-key': 'acs_sk_from_staging' }) })
    expect(run.exitCode).toBe(1)
    expect(run.annotations[0].message).toMatch(/rejected the API key \(HTTP 401\).*scoped to one environment/)
    expect(run.log).not.toContain('acs_sk_from_staging')
  })

  it('explains billing when a non-exempt organization starts without a quote token, in whole sentences', async () => {
    await service.close()
    service = await startFakeService({ billingExempt: false })
    const run = await runAction({ inputs: inputs() })
    expect(run.exitCode).toBe(1)
    expect(run.annotations[0].message).toMatch(
      /without a quote token \(HTTP 402\).*not billing-exempt\. Organizations that are not billing-exempt need a quote token.*run-id\.$/
    )
  })

  it('treats service text as text: no workflow commands, no markup, no unmasked key', async () => {
    service.addProject('proj-hostile', {
      statuses: ['running\n::error::pwned', 'completed'],
      reportFields: { note: `line\n::add-mask::completed\n::error file=x::pwned\u001b[31m <img src=x> ${DEMO_API_KEY}` }
    })
    const run = await runAction({ inputs: inputs({ 'project-id': 'proj-hostile' }) })
    expect(run.exitCode).toBe(0)
    expect(run.annotations).toEqual([])
    expect(run.masks).toEqual([DEMO_API_KEY, RUNNER_TOKEN])
    // The only workflow commands the action printed are its own: masks of the secrets, and the fold of request lines.
    expect(run.rawStdout.split('\n').filter(line => line.trimStart().startsWith('::'))).toEqual([
      `::add-mask::${DEMO_API_KEY}`,
      `::add-mask::${RUNNER_TOKEN}`,
      expect.stringMatching(/^::group::Requests to the service \(\d+\)$/),
      '::endgroup::'
    ])
    expect(run.summary).not.toMatch(/<img|\u001b/)
    expect(run.summary).toContain('&#60;img src&#61;x&#62;')
    expect(run.summary + JSON.stringify(run.outputs) + run.rawStdout.split('\n').slice(1).join('\n')).not.toContain(DEMO_API_KEY)
  })

  it('never hangs on a silent server: the timeout bounds every request', async () => {
    service.addFault({ route: 'poll', kind: 'hang', times: 100 })
    const run = await runAction({ inputs: inputs({ timeout: '3s' }) })
    expect(run.exitCode).toBe(1)
    expect(run.durationMs).toBeLessThan(8000)
    expect(run.outputs['run-id']).toMatch(/^run-/)
    expect(run.annotations[0].message).toMatch(/timeout ran out/)
    expect(run.summary).toMatch(/timed out/)
  })

  it('with comment: true outside a pull request, warns and keeps the verdict', async () => {
    const run = await runAction({
      inputs: inputs({ comment: 'true' }),
      event: { name: 'push', payload: { ref: 'refs/heads/main' } },
      // Nothing listens here: a GitHub call would fail loudly.
      env: { GITHUB_API_URL: 'http://127.0.0.1:9/api/v3' }
    })
    expect(run.exitCode).toBe(0)
    expect(run.annotations).toEqual([
      { level: 'warning', message: "comment is true, but this is a 'push' event, not a pull request: no comment was written." }
    ])
    expect(run.masks).toEqual([DEMO_API_KEY, RUNNER_TOKEN])
  })
})
