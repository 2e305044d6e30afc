/**
 * Several projects or runs in one step, through the bundled action run as the runner runs it:
 * every gate started and waited for at once, one verdict for the step, the `runs` output, and a
 * summary and comment that stay within GitHub's limits with 50 gates.
 */
import { jest } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ActionRun } from '../../tools/action-runner.js'
import { startFakeService, type FakeService } from '../../__fixtures__/fake-service.js'
import { annotationsOf } from '../helpers/annotations.js'
import { msSinceFirstRequest, runGateAction } from '../helpers/gate.js'
import { budgetMs } from '../helpers/pace.js'

jest.setTimeout(120_000)

let service: FakeService
beforeEach(async () => {
  service = await startFakeService({ script: { statuses: ['queued', 'running', 'completed'], stepMs: 0 } })
})
afterEach(() => service.close())

/** A gate on the projects or runs the test names: no default project. */
const gate = (inputs: Record<string, string>, env: Record<string, string> = {}): Promise<ActionRun> =>
  runGateAction(service, { 'project-id': '', ...inputs }, { env })

const projects = (...ids: string[]) => {
  for (const id of ids) if (!service.projects.has(id)) service.addProject(id)
  return ids
}

interface RunsEntry {
  'project-id'?: string
  'run-id': string | null
  status: string | null
  verdict: string
}
const runsOf = (run: ActionRun) => JSON.parse(run.outputs['runs']) as RunsEntry[]

describe('several projects in one step', () => {
  it('starts every run, each with its own Idempotency-Key, waits for all, and passes when all pass', async () => {
    const ids = projects('proj-a', 'proj-b', 'proj-c')
    const run = await gate({ 'project-id': 'proj-a\nproj-b, proj-c\n' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('passed')
    const starts = service.requestsTo('start')
    expect(starts.map(start => start.path).sort()).toEqual(ids.map(id => `/v1/attestation/projects/${id}/start`))
    expect(new Set(starts.map(start => start.headers['idempotency-key'])).size).toBe(3)
    expect(runsOf(run)).toEqual(
      ids.map(id => ({
        'project-id': id,
        'run-id': expect.stringMatching(/^run-/),
        'run-ids': [expect.stringMatching(/^run-/)],
        'runs-started': 1,
        status: 'completed',
        verdict: 'passed',
        reused: false,
        'base-run-id': null,
        'carried-from': null
      }))
    )
    // These speak of one run, so they are left unset with several.
    for (const output of ['run-id', 'status', 'project-id', 'run']) expect(run.outputs[output]).toBeUndefined()
    expect(run.summary).toMatch(/^## ✅ Agent certification: 3 of 3 passed \(proj&#45;a, proj&#45;b, proj&#45;c\)/)
    expect(run.summary).toContain('| Project | Run | Status | Verdict | Elapsed | Polls |')
    for (const id of ids)
      expect(run.summary).toMatch(
        new RegExp(`\\| ${id.replace('-', '&#45;')} \\| run&#45;\\w+ \\| \\*\\*completed\\*\\* \\| ✅ passed \\|`)
      )
    // Concurrently: every start came before any gate finished polling.
    const lastStart = Math.max(...starts.map(start => start.at))
    const lastPoll = Math.max(...service.requestsTo('poll').map(poll => poll.at))
    expect(lastStart).toBeLessThan(lastPoll)
    expect(msSinceFirstRequest(service)).toBeLessThan(await budgetMs(10_000))
  })

  it('fails when one fails, naming it and why, and still reports the others', async () => {
    projects('proj-a', 'proj-c')
    service.addProject('proj-bad', {
      statuses: ['running', 'rejected'],
      reportFields: { reason: 'prompt injection found' }
    })
    const run = await gate({ 'project-id': 'proj-a\nproj-bad\nproj-c' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    expect(annotationsOf(run, 'error')).toMatch(
      /^1 of 3 gates did not pass: proj-bad failed: Run run-\w+ ended with status 'rejected' and no attestation: prompt injection found\./
    )
    expect(runsOf(run).map(entry => entry.verdict)).toEqual(['passed', 'failed', 'passed'])
    expect(run.summary).toMatch(/^## ❌ Agent certification: 1 of 3 failed: proj&#45;bad\n/)
    // The gate that did not pass comes first among the details.
    expect(run.summary.indexOf('### ❌ proj&#45;bad')).toBeLessThan(run.summary.indexOf('### ✅ proj&#45;a'))
  })

  it('judges each run with pass-if', async () => {
    service.addProject('proj-high', { statuses: ['completed'], reportFields: { trust_score: 95 } })
    service.addProject('proj-low', { statuses: ['completed'], reportFields: { trust_score: 61 } })
    const run = await gate({ 'project-id': 'proj-high,proj-low', 'pass-if': 'run.trust_score >= 80' })
    expect(run.exitCode).toBe(1)
    expect(runsOf(run).map(entry => [entry['project-id'], entry.verdict])).toEqual([
      ['proj-high', 'passed'],
      ['proj-low', 'failed']
    ])
    expect(annotationsOf(run, 'error')).toMatch(
      /proj-low failed: Run run-\w+ completed, but pass-if is false: run\.trust_score >= 80 \(run\.trust_score = 61\)\. See/
    )
  })

  it('holds back every gate when one gets a 429 with Retry-After: they share the service limit', async () => {
    const ids = projects('proj-a', 'proj-b', 'proj-c')
    service.addFault({ route: 'poll', kind: 'status', status: 429, retryAfter: '3' })
    const run = await gate({ 'project-id': ids.join('\n'), 'poll-interval': '1s' })
    expect(run.exitCode).toBe(0)
    const limited = service.requests.find(request => request.method === 'GET')
    expect(limited).toBeDefined()
    const heldBack = service.requests.filter(
      request => request.at > (limited?.at ?? 0) && request.at < (limited?.at ?? 0) + 2900
    )
    // Other gates' polls already on the wire may land; none starts after the 429 until it has passed.
    expect(heldBack.length).toBeLessThanOrEqual(2)
    const next = service.requests.filter(request => request.at >= (limited?.at ?? 0) + 2900)
    expect(next.length).toBeGreaterThanOrEqual(3)
  })

  it('refuses a duplicate id before any request', async () => {
    projects('proj-a', 'proj-b')
    const run = await gate({ 'project-id': 'proj-a\nproj-b\nproj-a' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('error')
    expect(run.outputs['runs']).toBe('[]')
    expect(annotationsOf(run, 'error')).toMatch(/^Input 'project-id': lists 'proj-a' twice/)
    expect(service.requests).toHaveLength(0)
  })

  it('waits for several existing runs, the first polls spread rather than at once', async () => {
    const runIds = Array.from({ length: 4 }, () =>
      service.createRun('proj-demo', { statuses: ['running', 'completed'] })
    )
    const run = await gate({ 'run-id': runIds.join('\n') })
    expect(run.exitCode).toBe(0)
    expect(runsOf(run)).toEqual(
      runIds.map(runId => ({
        'project-id': 'proj-demo',
        'run-id': runId,
        'run-ids': [runId],
        // Given by run-id: waited for, not paid for here.
        'runs-started': 0,
        status: 'completed',
        verdict: 'passed',
        reused: false,
        'base-run-id': null,
        'carried-from': null
      }))
    )
    expect(service.requestsTo('start')).toHaveLength(0)
    expect(run.rawStdout).toContain('::group::Run records, one per gate')
    for (const runId of runIds) expect(run.rawStdout).toMatch(new RegExp(`^proj-demo: \\{"run_id":"${runId}"`, 'm'))
  })

  it('sets runs for one gate too, as a one-entry array', async () => {
    const run = await gate({ 'project-id': 'proj-demo' })
    expect(runsOf(run)).toEqual([
      {
        'project-id': 'proj-demo',
        'run-id': run.outputs['run-id'],
        'run-ids': [run.outputs['run-id']],
        'runs-started': 1,
        status: 'completed',
        verdict: 'passed',
        reused: false,
        'base-run-id': null,
        'carried-from': null
      }
    ])
  })
})

describe('50 gates in one step', () => {
  let github: Server
  let posted: string[]
  beforeEach(async () => {
    posted = []
    github = createServer((request, response) => {
      let body = ''
      request.on('data', chunk => (body += chunk))
      request.on('end', () => {
        // The token's own identity, which the gate asks before it looks for its comment.
        const identity = request.url?.endsWith('/graphql') === true
        if (request.method === 'POST' && !identity) posted.push(JSON.parse(body).body)
        response.writeHead(request.method === 'POST' && !identity ? 201 : 200, { 'content-type': 'application/json' })
        if (identity) response.end('{"data": {"viewer": {"login": "github-actions"}}}')
        else response.end(request.method === 'POST' ? '{"id": 1}' : '[]')
      })
    })
    await new Promise<void>(resolve => github.listen(0, '127.0.0.1', resolve))
  })
  afterEach(() => new Promise(resolve => github.close(resolve)))

  it('keeps the summary and the single comment within GitHub limits, saying what was left out and where it is', async () => {
    const wide: Record<string, string> = {}
    for (let index = 0; index < 200; index += 1) wide[`finding_${index}`] = 'x'.repeat(100)
    const ids = Array.from({ length: 50 }, (_, index) => `proj-${String(index).padStart(2, '0')}`)
    for (const id of ids)
      service.addProject(id, { statuses: ['completed'], reportFields: { ...wide, reason: 'r'.repeat(400) } })
    const run = await gate(
      { 'project-id': ids.join('\n'), comment: 'true', 'poll-interval': '2s' },
      { GITHUB_API_URL: `http://127.0.0.1:${(github.address() as AddressInfo).port}` }
    )
    expect(run.exitCode).toBe(0)
    expect(runsOf(run)).toHaveLength(50)
    expect(run.summary.length).toBeLessThan(65_536)
    expect(posted).toHaveLength(1)
    expect(posted[0].length).toBeLessThan(65_536)
    expect(posted[0]).toContain('<!-- agent-certification-gate project=')
    expect(run.summary).toMatch(/left out here.*the job log has each run's record/)
    expect(run.summary).toContain('proj&#45;49')
  })
})
