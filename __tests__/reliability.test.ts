/**
 * The fault-injection suite: the bundled action, run as the runner runs it, against faults from
 * the network, the service and the user. Every case is counted; `afterAll` prints the table the
 * README's Reliability section shows (`npm run reliability` runs this file alone).
 */
import { jest } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer as createTlsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { ConnectProxy } from './helpers/connect-proxy.js'
import type { ActionRun } from '../tools/action-runner.js'
import { DEMO_API_KEY, DEMO_PROJECT_ID, peakRequests, startFakeService, type FakeService } from '../tools/fake-service.js'
import { rssProbe } from '../tools/rss-probe.js'
import { annotationsOf } from './helpers/annotations.js'
import { runGateAction, startGateAction } from './helpers/gate.js'
import { tmpdir } from 'node:os'
import { makeTestCertificates } from './helpers/test-certificates.js'

jest.setTimeout(120_000)

type Group =
  | 'network and service faults'
  | 'waiting'
  | 'hostile input'
  | 'hostile service'
  | 'runner files'
  | 'malformed inputs'
  | 'network set-ups'
  | 'cancellation'
  | 'load'
interface Case {
  group: Group
  name: string
  /** False when the case failed: an expectation, a leak, a wasted request, or an error. */
  passed: boolean
  /** Requests that should never have been sent (on refused input, a repeated start, to a redirect target). */
  wasted: number
  /** Unmasked occurrences of a secret in the log, summary, outputs or annotations. */
  leaked: number
}
const ledger: Case[] = []
const SECRETS = [DEMO_API_KEY, 'qt_demo', 'ghs_runner_token']

let service: FakeService
beforeEach(async () => {
  service = await startFakeService({ script: { statuses: ['queued', 'running', 'completed'], stepMs: 0 } })
})
afterEach(() => service.close())

/** Secrets a person could read: raw stdout past the action's own mask commands, summary, outputs. */
function leaks(run: ActionRun): number {
  const visible = [
    run.rawStdout
      .split('\n')
      .filter(line => !line.startsWith('::add-mask::'))
      .join('\n'),
    run.summary,
    JSON.stringify(run.outputs),
    JSON.stringify(run.annotations)
  ].join('\n')
  return SECRETS.reduce((count, secret) => count + visible.split(secret).length - 1, 0)
}

function record(group: Group, name: string, run: ActionRun | ActionRun[], wasted = 0): void {
  const runs = Array.isArray(run) ? run : [run]
  const leaked = runs.reduce((count, each) => count + leaks(each), 0)
  ledger.push({ group, name, passed: leaked === 0 && wasted === 0, wasted, leaked })
  expect(leaked).toBe(0)
  expect(wasted).toBe(0)
}

/**
 * A case's body, counted whatever happens: a case that throws (an expectation, a leak, an
 * error) is in the table as failed, under its recorded name or its test name, and still fails
 * the suite.
 */
function counted<Args extends unknown[]>(group: Group, body: (...args: Args) => Promise<void>): (...args: Args) => Promise<void> {
  return async (...args) => {
    const recordedBefore = ledger.length
    try {
      await body(...args)
    } catch (error) {
      const recorded = ledger.slice(recordedBefore)
      if (recorded.length === 0)
        ledger.push({ group, name: expect.getState().currentTestName ?? 'a case', passed: false, wasted: 0, leaked: 0 })
      for (const entry of recorded) entry.passed = false
      throw error
    }
  }
}

const errorOf = (run: ActionRun) => annotationsOf(run, 'error')
/** What a person could read once invisible characters are gone and whitespace is closed up. */
const normalizeForSearch = (text: string) => text.replace(/[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\ufeff]|\u001b\[[0-9;]*m/g, '')
const pollTimes = () => service.requestsTo('poll').map(request => request.at)

describe('polls survive network and service faults', () => {
  const group = 'network and service faults'

  it(
    '5xx bursts, then recovery',
    counted(group, async () => {
      for (const status of [500, 500, 502, 503, 504]) service.addFault({ route: 'poll', kind: 'status', status })
      const run = await runGateAction(service)
      expect(run.exitCode).toBe(0)
      expect(service.requestsTo('poll')).toHaveLength(8)
      record(group, 'poll: 500, 500, 502, 503, 504, then recovery', run)
    })
  )

  it(
    '429 with Retry-After in seconds: waits that long, not an interval more',
    counted(group, async () => {
      service.addFault({ route: 'poll', kind: 'status', status: 429, retryAfter: '2' })
      const run = await runGateAction(service)
      expect(run.exitCode).toBe(0)
      const [limited, next] = pollTimes()
      expect(next - limited).toBeGreaterThanOrEqual(2000)
      expect(next - limited).toBeLessThan(2800)
      record(group, 'poll: 429 with Retry-After in seconds', run)
    })
  )

  it(
    '429 with Retry-After as an HTTP date',
    counted(group, async () => {
      service.addFault({ route: 'poll', kind: 'status', status: 429, retryAfter: new Date(Date.now() + 3000).toUTCString() })
      const run = await runGateAction(service)
      expect(run.exitCode).toBe(0)
      const [limited, next] = pollTimes()
      expect(next - limited).toBeGreaterThanOrEqual(900)
      record(group, 'poll: 429 with Retry-After as an HTTP date', run)
    })
  )

  it(
    'connection reset',
    counted(group, async () => {
      service.addFault({ route: 'poll', kind: 'reset', times: 2 })
      const run = await runGateAction(service)
      expect(run.exitCode).toBe(0)
      record(group, 'poll: connection reset, twice', run)
    })
  )

  it(
    'connection refused for a while',
    counted(group, async () => {
      const runId = service.createRun(DEMO_PROJECT_ID)
      await service.refuseConnectionsFor(2500)
      const run = await runGateAction(service, { 'run-id': runId })
      expect(run.exitCode).toBe(0)
      expect(run.log).toMatch(/ECONNREFUSED[\s\S]*Trying again/)
      record(group, 'poll: connection refused for 2.5 s', run)
    })
  )

  it.each([
    ['hang', 'poll: accepts and never answers'],
    ['stall-body', 'poll: body stalls half-way']
  ] as const)(
    'a silent server (%s) ends at the deadline, never hangs',
    counted(group, async (kind, name) => {
      service.addFault({ route: 'poll', kind, times: 100 })
      const run = await runGateAction(service, { timeout: '4s' })
      expect(run.exitCode).toBe(1)
      expect(run.durationMs).toBeLessThan(7000)
      expect(errorOf(run)).toMatch(/timeout ran out while waiting for run/)
      expect(run.outputs['run-id']).toMatch(/^run-/)
      record(group, name, run)
    })
  )

  it(
    'a 2xx with HTML, then with truncated JSON',
    counted(group, async () => {
      service.addFault({ route: 'poll', kind: 'raw', body: '<html><body>502 Bad Gateway</body></html>' })
      service.addFault({ route: 'poll', kind: 'raw', contentType: 'application/json', body: '{"run_id": "x", "status": "compl' })
      const run = await runGateAction(service)
      expect(run.exitCode).toBe(0)
      expect(run.log).toMatch(/not a JSON object/)
      record(group, 'poll: 2xx with HTML, then truncated JSON', run)
    })
  )

  it(
    'a huge body is cut off, not buffered',
    counted(group, async () => {
      service.addFault({ route: 'poll', kind: 'huge', sizeBytes: 64 * 1024 * 1024 })
      const probe = rssProbe()
      const run = await runGateAction(service, {}, { env: probe.env })
      expect(run.exitCode).toBe(0)
      expect(run.log).toMatch(/larger than 1048576 bytes/)
      expect(probe.peakKib()).toBeLessThan(150 * 1024)
      record(group, 'poll: 64 MiB body (peak RSS stays < 150 MiB)', run)
    })
  )

  it(
    'a redirect to another host: refused, and the key does not follow',
    counted(group, async () => {
      const elsewhere = await startFakeService({ publicHost: 'localhost' })
      try {
        service.addFault({ route: 'poll', kind: 'redirect', location: `${elsewhere.url}/attestation/runs/stolen` })
        const run = await runGateAction(service)
        expect(run.exitCode).toBe(1)
        expect(errorOf(run)).toMatch(/redirect \(HTTP 302\).*set base-url to the address the service redirects to/)
        expect(elsewhere.requests).toHaveLength(0)
        record(group, 'poll: redirect to another host', run, elsewhere.requests.length)
      } finally {
        await elsewhere.close()
      }
    })
  )
})

describe('starts survive faults without starting twice', () => {
  const group = 'network and service faults'

  it(
    'reset after the request was sent: no second start, and a run may exist',
    counted(group, async () => {
      service.addFault({ route: 'start', kind: 'reset', afterActing: true })
      const run = await runGateAction(service)
      expect(run.exitCode).toBe(1)
      expect(service.requestsTo('start')).toHaveLength(1)
      expect(service.runs.size).toBe(1)
      expect(errorOf(run)).toMatch(/may have created a run anyway: look at project proj-demo's runs in the console/)
      record(group, 'start: reset after the request was sent', run, service.requestsTo('start').length - 1)
    })
  )

  it.each([429, 503])(
    '%p with Retry-After: retried with the same Idempotency-Key',
    counted(group, async status => {
      service.addFault({ route: 'start', kind: 'status', status, retryAfter: '1' })
      const run = await runGateAction(service)
      expect(run.exitCode).toBe(0)
      const starts = service.requestsTo('start')
      expect(starts).toHaveLength(2)
      expect(starts[0].headers['idempotency-key']).toBe(starts[1].headers['idempotency-key'])
      expect(starts[1].at - starts[0].at).toBeGreaterThanOrEqual(1000)
      expect(service.runs.size).toBe(1)
      record(group, `start: ${status} with Retry-After`, run)
    })
  )

  it(
    '500: not retried',
    counted(group, async () => {
      service.addFault({ route: 'start', kind: 'status', status: 500 })
      const run = await runGateAction(service)
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toMatch(/HTTP 500.*may have created a run/)
      record(group, 'start: 500', run, service.requestsTo('start').length - 1)
    })
  )

  it(
    '200 without run_id: a clear error',
    counted(group, async () => {
      service.addFault({ route: 'start', kind: 'raw', contentType: 'application/json', body: '{"status": "queued"}' })
      const run = await runGateAction(service)
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toMatch(/accepted the start .* but its answer has no run_id/)
      record(group, 'start: 200 without run_id', run, service.requestsTo('start').length - 1)
    })
  )
})

describe('network set-ups of self-hosted runners', () => {
  const group = 'network set-ups'
  const certificates = makeTestCertificates(['certification.internal', 'github.internal', 'localhost', '127.0.0.1'])
  let secure: FakeService

  beforeEach(async () => {
    secure = await startFakeService({
      tls: certificates,
      publicHost: 'localhost',
      script: { statuses: ['running', 'completed'], stepMs: 0 }
    })
  })
  afterEach(() => secure.close())

  it(
    'a certificate from a private CA is accepted with NODE_EXTRA_CA_CERTS',
    counted(group, async () => {
      const run = await runGateAction(service, { 'base-url': secure.url }, { env: { NODE_EXTRA_CA_CERTS: certificates.caFile } })
      expect(run.exitCode).toBe(0)
      record(group, 'TLS: private CA with NODE_EXTRA_CA_CERTS', run)
    })
  )

  it(
    'and refused without it, with a message that says what to do',
    counted(group, async () => {
      const run = await runGateAction(service, { 'base-url': secure.url })
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toMatch(/TLS certificate is not trusted.*NODE_EXTRA_CA_CERTS/)
      expect(secure.requests).toHaveLength(0)
      record(group, 'TLS: private CA without NODE_EXTRA_CA_CERTS', run)
    })
  )

  it(
    'an https to http redirect is refused',
    counted(group, async () => {
      secure.addFault({ route: 'poll', kind: 'redirect', location: `${service.url}/attestation/runs/x` })
      const run = await runGateAction(service, { 'base-url': secure.url }, { env: { NODE_EXTRA_CA_CERTS: certificates.caFile } })
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toMatch(/redirect \(HTTP 302\) to http:/)
      record(group, 'TLS: redirect from https to http', run, service.requests.length)
    })
  )

  it(
    'through an HTTPS proxy (CONNECT), to a host only the proxy can reach; NO_PROXY bypasses it',
    counted(group, async () => {
      const hidden = await startFakeService({
        tls: certificates,
        publicHost: 'certification.internal',
        script: { statuses: ['completed'], stepMs: 0 }
      })
      const proxy = await new ConnectProxy({ 'certification.internal': '127.0.0.1' }).listen()
      try {
        const env = { NODE_EXTRA_CA_CERTS: certificates.caFile, HTTPS_PROXY: proxy.url, https_proxy: proxy.url }
        const through = await runGateAction(service, { 'base-url': hidden.url }, { env })
        expect(through.exitCode).toBe(0)
        expect(proxy.tunnels.length).toBeGreaterThanOrEqual(2)
        expect(new Set(proxy.tunnels)).toEqual(new Set([new URL(hidden.url).host]))
        record(group, 'proxy: CONNECT via HTTPS_PROXY to a name only the proxy resolves', through)

        const tunnelsBefore = proxy.tunnels.length
        const bypass = await runGateAction(
          service,
          { 'base-url': hidden.url, timeout: '3s' },
          { env: { ...env, NO_PROXY: 'certification.internal', no_proxy: 'certification.internal' } }
        )
        expect(proxy.tunnels.length).toBe(tunnelsBefore)
        expect(bypass.exitCode).toBe(1)
        expect(errorOf(bypass)).toMatch(/certification\.internal/)
        record(group, 'proxy: NO_PROXY goes direct (and cannot resolve the name)', bypass)
      } finally {
        await proxy.close()
        await hidden.close()
      }
    })
  )

  it(
    'the pull-request comment goes through the proxy too, to a GitHub Enterprise Server only the proxy can reach',
    counted(group, async () => {
      const requests: string[] = []
      let posted = ''
      const github = createTlsServer(certificates, (request, response) => {
        let body = ''
        request.on('data', chunk => (body += chunk))
        request.on('end', () => {
          requests.push(`${request.method} ${request.url}`)
          response.writeHead(request.method === 'POST' && request.url !== '/api/graphql' ? 201 : 200, {
            'content-type': 'application/json'
          })
          if (request.url === '/api/graphql') response.end('{"data": {"viewer": {"login": "github-actions"}}}')
          else {
            if (request.method === 'POST') posted = body
            response.end(request.method === 'POST' ? '{"id": 1}' : '[]')
          }
        })
      })
      await new Promise<void>(resolve => github.listen(0, '127.0.0.1', resolve))
      const apiHost = `github.internal:${(github.address() as AddressInfo).port}`
      const proxy = await new ConnectProxy({ 'github.internal': '127.0.0.1' }).listen()
      try {
        const run = await runGateAction(
          service,
          { 'run-id': service.createRun(DEMO_PROJECT_ID, { statuses: ['completed'] }), comment: 'true' },
          {
            env: {
              NODE_EXTRA_CA_CERTS: certificates.caFile,
              HTTPS_PROXY: proxy.url,
              https_proxy: proxy.url,
              GITHUB_API_URL: `https://${apiHost}/api/v3`,
              GITHUB_SERVER_URL: 'https://github.internal'
            }
          }
        )
        expect(run.exitCode).toBe(0)
        expect(run.annotations).toEqual([])
        expect(proxy.tunnels).toEqual([apiHost, apiHost, apiHost])
        expect(requests).toEqual([
          'POST /api/graphql',
          'GET /api/v3/repos/example/agent/issues/42/comments?per_page=100',
          'POST /api/v3/repos/example/agent/issues/42/comments'
        ])
        expect(JSON.parse(posted).body).toMatch(
          /agent-certification-gate project=proj-demo[\s\S]*\[Workflow run logs\]\(https:\/\/github\.internal\/example\/agent\/actions\/runs\/1234567890\)/
        )
        record(group, 'proxy: the pull-request comment via HTTPS_PROXY to GitHub Enterprise Server', run)
      } finally {
        await proxy.close()
        github.closeAllConnections()
        await new Promise(resolve => github.close(resolve))
      }
    })
  )
})

describe('cancellation as the runner does it', () => {
  const group = 'cancellation'

  async function cancelWhen(condition: () => boolean, inputs: Record<string, string>) {
    const action = startGateAction(service, inputs)
    for (let tries = 0; !condition() && tries < 1000; tries += 1) await new Promise(resolve => setTimeout(resolve, 10))
    const cancelledAt = performance.now()
    action.cancel()
    const run = await action.done
    return { run, exitMs: performance.now() - cancelledAt }
  }

  it(
    'while starting: prompt exit, and the summary says a run may exist',
    counted(group, async () => {
      service.addFault({ route: 'start', kind: 'hang' })
      const { run, exitMs } = await cancelWhen(() => service.requestsTo('start').length === 1, {})
      expect(exitMs).toBeLessThan(2000)
      expect(run.exitCode).toBe(1)
      expect(run.signal).toBeNull()
      expect(run.summary).toMatch(/cancelled[\s\S]*may have created a run anyway/)
      record(group, 'SIGINT while starting', run)
    })
  )

  it(
    'while polling: prompt exit, outputs and summary name the run',
    counted(group, async () => {
      service.addProject('proj-slow', { statuses: ['running'] })
      const { run, exitMs } = await cancelWhen(() => service.requestsTo('poll').length >= 2, { 'project-id': 'proj-slow' })
      expect(exitMs).toBeLessThan(2000)
      expect(run.exitCode).toBe(1)
      expect(run.outputs).toMatchObject({ 'run-id': expect.stringMatching(/^run-/), status: 'running', 'project-id': 'proj-slow' })
      expect(run.summary).toMatch(new RegExp(`cancelled[\\s\\S]*${run.outputs['run-id'].replace(/-/g, '&#45;')}`))
      record(group, 'SIGINT while polling', run)
    })
  )
})

describe('hostile input stays inert', () => {
  const group = 'hostile input'

  it(
    'ids with path characters and unicode stay one encoded path segment',
    counted(group, async () => {
      const id = 'team/agent?v=1#frag%41..é'
      service.addProject(id, { statuses: ['completed'], stepMs: 0 })
      const run = await runGateAction(service, { 'project-id': id })
      expect(run.exitCode).toBe(0)
      const [start] = service.requestsTo('start')
      expect(start.path).toBe(`/v1/attestation/projects/${encodeURIComponent(id)}/start`)
      record(group, 'project-id with / ? # % .. and unicode', run)
    })
  )

  it(
    'a run_id from the service with path characters stays one segment',
    counted(group, async () => {
      service.addFault({
        route: 'start',
        kind: 'raw',
        contentType: 'application/json',
        body: JSON.stringify({ run_id: '../../admin?x=1#y' })
      })
      const run = await runGateAction(service, { timeout: '5s' })
      const polls = service.requests.filter(request => request.method === 'GET')
      expect(polls[0].path).toBe('/v1/attestation/runs/..%2F..%2Fadmin%3Fx%3D1%23y')
      expect(errorOf(run)).toMatch(/Run '\.\.\/\.\.\/admin\?x=1#y' was not found/)
      record(group, 'run_id from the service with path characters', run)
    })
  )

  it(
    'service text with HTML, markdown, workflow commands and ANSI escapes',
    counted(group, async () => {
      const hostile =
        '<script>alert(1)</script>\n| a | b |\n::set-output name=status::completed\n::error::forged\n::add-mask::completed\n\u001b[2J\u001b[31mred'
      service.addProject('proj-hostile', {
        statuses: ['running\n::error::forged', 'completed'],
        reportFields: { note: hostile, [`x${hostile}`]: 1 }
      })
      const passing = await runGateAction(service, { 'project-id': 'proj-hostile' })
      expect(passing.exitCode).toBe(0)
      expect(passing.annotations).toEqual([])
      expect(passing.masks).toEqual([DEMO_API_KEY, 'ghs_runner_token'])
      expect(passing.summary).not.toMatch(/<script|\u001b|\n::/)
      const serviceRows = passing.summary.slice(passing.summary.indexOf('| Field | Value |')).split('\n')
      for (const row of serviceRows.filter(line => line.startsWith('| '))) expect(row.match(/\|/g)).toHaveLength(3)

      service.addFault({ route: 'poll', kind: 'status', status: 400, body: JSON.stringify({ message: hostile }) })
      const failing = await runGateAction(service)
      expect(failing.exitCode).toBe(1)
      expect(failing.annotations).toHaveLength(1)
      expect(failing.annotations[0].message).not.toMatch(/[\n\r\u001b]/)
      expect(
        failing.rawStdout
          .split('\n')
          .filter(line => line.startsWith('::'))
          .map(line => line.slice(0, 12))
      ).toEqual(['::add-mask::', '::add-mask::', '::group::Req', '::endgroup::', '::error::The'])
      record(group, 'service text: HTML, tables, workflow commands, ANSI (record and error)', [passing, failing])
    })
  )

  it(
    'an error body that echoes the key',
    counted(group, async () => {
      service.addFault({
        route: 'poll',
        kind: 'status',
        status: 403,
        body: JSON.stringify({ message: `key ${DEMO_API_KEY} may not read this run`, key: DEMO_API_KEY })
      })
      const run = await runGateAction(service, { 'quote-token': 'qt_demo' })
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toContain('key *** may not read this run')
      record(group, 'error body echoing the API key', run)
    })
  )
})

describe('malformed inputs: a clear error naming the input, nothing sent', () => {
  const group = 'malformed inputs'
  const cases: Array<[string, Record<string, string>]> = [
    ['base-url', { 'base-url': '' }],
    ['base-url', { 'base-url': 'not a url' }],
    ['base-url', { 'base-url': 'ftp://api.example.com/v1' }],
    ['base-url', { 'base-url': 'http://api.example.com/v1' }],
    ['base-url', { 'base-url': 'https://user:pass@api.example.com/v1' }],
    ['base-url', { 'base-url': 'https://api.example.com/v1?debug=1' }],
    ['api-key', { 'api-key': '' }],
    ['api-key', { 'api-key': 'acs_sk_with space' }],
    ['api-key', { 'api-key': 'acs_sk_\u001bcontrol' }],
    ['api-key', { 'api-key': 'acs_sk_\u201csmart\u201d' }],
    ['project-id', { 'project-id': '' }],
    ['project-id', { 'project-id': '..' }],
    ['project-id', { 'project-id': 'p\u0007' }],
    ['run-id', { 'run-id': '.' }],
    ['run-id', { 'run-id': 'r\u001b[0m' }],
    ['quote-token', { 'quote-token': 'qt\u0001' }],
    ['timeout', { timeout: 'forever' }],
    ['timeout', { timeout: '0' }],
    ['timeout', { timeout: '999h' }],
    ['poll-interval', { 'poll-interval': '0s' }],
    ['poll-interval', { 'poll-interval': '1.5s' }],
    ['wait', { wait: 'yes' }],
    ['fail-on-timeout', { 'fail-on-timeout': 'off' }]
  ]

  it.each(cases)(
    '%s: %j',
    counted(group, async (input, inputs) => {
      const run = await runGateAction(service, inputs)
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toMatch(new RegExp(`^Input '${input}`))
      expect(errorOf(run)).toMatch(/Nothing was sent to the service/)
      expect(run.summary).toMatch(/could not run/)
      record(group, `${input}: ${JSON.stringify(Object.values(inputs)[0])}`, run, service.requests.length)
    })
  )
})

describe('waiting: fail fast where waiting cannot help, keep patience where it can', () => {
  const group = 'waiting'

  /** A port on loopback that nothing listens on: every connection is refused. */
  async function closedPort(): Promise<number> {
    const probe = await startFakeService()
    const port = Number(new URL(probe.url).port)
    await probe.close()
    return port
  }

  it(
    'a refused port or a name that does not resolve ends within the connection budget, whatever the timeout; a long run shows it is alive',
    counted(group, async () => {
      const port = await closedPort()
      const refusedUrl = `http://127.0.0.1:${port}/v1`
      const runId = service.createRun(DEMO_PROJECT_ID, { statuses: ['running'] })
      const [refused90s, refused30m, unresolved, alive] = await Promise.all([
        runGateAction(service, { 'base-url': refusedUrl, timeout: '90s' }),
        runGateAction(service, { 'base-url': refusedUrl, timeout: '30m' }),
        runGateAction(service, { 'base-url': 'https://gate-test.invalid/v1', timeout: '30m' }),
        runGateAction(service, { 'run-id': runId, 'poll-interval': '25s', timeout: '70s' })
      ])
      for (const run of [refused90s, refused30m]) {
        expect(run.exitCode).toBe(1)
        expect(run.durationMs).toBeLessThan(70_000)
        expect(errorOf(run)).toMatch(
          new RegExp(
            `^Could not connect to 127\\.0\\.0\\.1:${port} \\(ECONNREFUSED\\) while starting a run for project 'proj-demo'; gave up after \\d+s, since the service never answered and no timeout would help\\. Check the host and port of base-url \\(${refusedUrl.replace(/[./]/g, '\\$&')}\\)\\.$`
          )
        )
        expect(errorOf(run)).not.toMatch(/may have created|Raise timeout/)
      }
      expect(unresolved.exitCode).toBe(1)
      expect(unresolved.durationMs).toBeLessThan(70_000)
      expect(errorOf(unresolved)).toMatch(
        /^Could not connect to gate-test\.invalid:443 \((ENOTFOUND|EAI_AGAIN)\).*Check the host and port of base-url/
      )
      record(group, 'refused port, timeout 90s: ends within the 60 s connection budget', refused90s)
      record(group, 'refused port, timeout 30m: ends within the 60 s connection budget', refused30m)
      record(group, 'a name that does not resolve: ends within the connection budget', unresolved)

      expect(alive.exitCode).toBe(1)
      expect(alive.log).toMatch(new RegExp(`Run ${runId} is still running after 1m 0\\ds \\([\\d.]+s left before timeout\\)\\.`))
      record(group, 'a run in one status for over a minute: a progress line at least once a minute', alive)
    }),
    120_000
  )

  it(
    'a proxy that cannot reach the service ends within the connection budget, naming the proxy',
    counted(group, async () => {
      const port = await closedPort()
      const proxy = await new ConnectProxy({ 'certification.internal': '127.0.0.1' }).listen()
      try {
        const run = await runGateAction(
          service,
          { 'base-url': `https://certification.internal:${port}/v1`, timeout: '5s' },
          { env: { HTTPS_PROXY: proxy.url, https_proxy: proxy.url } }
        )
        expect(run.exitCode).toBe(1)
        expect(run.durationMs).toBeLessThan(10_000)
        expect(proxy.tunnels.length).toBeGreaterThanOrEqual(1)
        expect(errorOf(run)).toMatch(
          new RegExp(
            `^Could not connect to certification\\.internal:${port} through the proxy http://127\\.0\\.0\\.1:\\d+ \\(the proxy could not reach it`
          )
        )
        expect(errorOf(run)).toMatch(/and that the proxy http:\/\/127\.0\.0\.1:\d+ can reach it \(or list the host in NO_PROXY\)/)
        expect(errorOf(run)).not.toMatch(/may have created/)
        record(group, 'a proxy that cannot reach the service: ends within the budget, naming the proxy', run)
      } finally {
        await proxy.close()
      }
    })
  )

  it(
    'https against a plain-http port ends at the first attempt, and nothing was sent',
    counted(group, async () => {
      const run = await runGateAction(service, { 'base-url': service.url.replace('http:', 'https:') })
      expect(run.exitCode).toBe(1)
      expect(run.durationMs).toBeLessThan(10_000)
      expect(errorOf(run)).toMatch(
        /^The TLS handshake with 127\.0\.0\.1:\d+ failed \((EPROTO|ERR_SSL_WRONG_VERSION_NUMBER)\).*; nothing was sent\. Check the scheme of base-url/
      )
      expect(errorOf(run)).not.toMatch(/may have created/)
      expect(service.requests).toHaveLength(0)
      record(group, 'https against a plain-http port: ends at the first attempt', run)
    })
  )

  it(
    'a server that stops answering after its first answer is retried until the deadline',
    counted(group, async () => {
      const runId = service.createRun(DEMO_PROJECT_ID, { statuses: ['running'] })
      const action = startGateAction(service, { 'project-id': '', 'run-id': runId, timeout: '8s' })
      for (let tries = 0; service.requestsTo('poll').length < 1 && tries < 500; tries += 1)
        await new Promise(resolve => setTimeout(resolve, 10))
      await service.refuseConnectionsFor(60_000)
      const run = await action.done
      expect(run.exitCode).toBe(1)
      expect(run.durationMs).toBeGreaterThan(7000)
      expect(errorOf(run)).toMatch(
        /^The timeout ran out while waiting for run .*The last status was 'running'\. Last error: Could not connect/
      )
      expect(run.log.match(/ECONNREFUSED.*Trying again/g)?.length).toBeGreaterThanOrEqual(2)
      record(group, 'the service stops answering after its first answer: retried until the deadline', run)
    })
  )

  it(
    'RUNNER_DEBUG=1 leaves one debug line per request, with no secret in it',
    counted(group, async () => {
      const run = await runGateAction(service, { 'quote-token': 'qt_demo' }, { env: { RUNNER_DEBUG: '1' } })
      expect(run.exitCode).toBe(0)
      const debugLines = run.rawStdout.split('\n').filter(line => line.startsWith('::debug::'))
      expect(debugLines).toHaveLength(service.requests.length)
      expect(debugLines[0]).toMatch(/^::debug::POST \/attestation\/projects\/proj-demo\/start \(attempt 1\): HTTP 201 in \d+ ms$/)
      expect(debugLines[1]).toMatch(/^::debug::GET \/attestation\/runs\/run-\w+ \(attempt 1\): HTTP 200 in \d+ ms$/)
      const quiet = await runGateAction(service)
      expect(quiet.rawStdout).not.toContain('::debug::')
      expect(quiet.rawStdout).toMatch(/::group::Requests to the service \(4\)/)
      record(group, 'RUNNER_DEBUG=1: one debug line per request, no secret', [run, quiet])
    })
  )

  it(
    'a short timeout is used whole: the last check lands at the deadline',
    counted(group, async () => {
      const runId = service.createRun(DEMO_PROJECT_ID, { statuses: ['running'] })
      const run = await runGateAction(service, { 'run-id': runId, 'poll-interval': '5s', timeout: '6s' })
      expect(run.exitCode).toBe(1)
      const polls = pollTimes()
      expect(polls).toHaveLength(2)
      expect(polls[1] - polls[0]).toBeGreaterThan(5000)
      expect(run.durationMs).toBeGreaterThan(5000)
      expect(run.durationMs).toBeLessThan(8000)
      record(group, 'timeout 6s, poll-interval 5s: the last check about 6 s after the start', run)
    })
  )
})

describe('nothing the service returns can steer the gate, crash it, or reveal the key', () => {
  const group = 'hostile service'

  it.each(['..', '.', '', '   ', 'run\u0000x', 42])(
    'a start answer with run_id %j is refused before any poll',
    counted(group, async runId => {
      service.addFault({
        route: 'start',
        kind: 'raw',
        contentType: 'application/json',
        body: JSON.stringify({ run_id: runId, status: 'queued' })
      })
      const run = await runGateAction(service)
      expect(run.exitCode).toBe(1)
      expect(run.outputs['verdict']).toBe('error')
      expect(errorOf(run)).toMatch(/returned a run id that cannot be used.*Nothing was polled\./)
      expect(service.requests.filter(request => request.method === 'GET')).toHaveLength(0)
      record(group, `start answer with run_id ${JSON.stringify(runId)}: refused, nothing polled`, run)
    })
  )

  it(
    'a record for another run never counts',
    counted(group, async () => {
      const runId = service.createRun(DEMO_PROJECT_ID)
      service.addFault({
        route: 'poll',
        kind: 'raw',
        contentType: 'application/json',
        body: JSON.stringify({ run_id: 'run-other', status: 'completed' })
      })
      const run = await runGateAction(service, { 'run-id': runId })
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toContain(`The service answered the poll of run '${runId}' with the record of another run, 'run-other'.`)
      record(group, 'a completed record for another run: fails, naming both', run)
    })
  )

  it.each([
    ['a newline', (key: string) => `${key.slice(0, 9)}\n${key.slice(9)}`],
    ['an ANSI colour escape', (key: string) => `${key.slice(0, 9)}\u001b[31m${key.slice(9)}`],
    ['a NUL', (key: string) => `${key.slice(0, 9)}\u0000${key.slice(9)}`],
    ['zero-width spaces', (key: string) => key.split('').join('\u200b')],
    ['base64', (key: string) => Buffer.from(key).toString('base64')],
    ['base64url inside a token', (key: string) => `eyJ${Buffer.from(`{"k":"${key}"}`).toString('base64url')}`],
    ['percent-encoding', (key: string) => [...Buffer.from(key)].map(byte => `%${byte.toString(16)}`).join('')]
  ])(
    'the key disguised with %s in an error is never shown',
    counted(group, async (_, disguise) => {
      service.addFault({
        route: 'start',
        kind: 'status',
        status: 400,
        body: JSON.stringify({ message: `bad key ${disguise(DEMO_API_KEY)} here` })
      })
      const run = await runGateAction(service)
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toMatch(/bad key .*\*\*\*.* here/)
      const shown = [run.rawStdout.replace(/^::add-mask::.*$/gm, ''), run.summary, JSON.stringify(run.outputs)].join('\n')
      expect(normalizeForSearch(shown)).not.toContain(DEMO_API_KEY)
      expect(shown).not.toContain(Buffer.from(DEMO_API_KEY).toString('base64').slice(0, 16))
      record(group, `the key disguised with ${_} in an error body`, run)
    })
  )

  it(
    'a completed record nested thousands of levels deep passes, with outputs and a summary',
    counted(group, async () => {
      const runId = service.createRun(DEMO_PROJECT_ID)
      const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`
      service.addFault({
        route: 'poll',
        kind: 'raw',
        contentType: 'application/json',
        body: `{"run_id":"${runId}","status":"completed","deep":${deep}}`
      })
      const run = await runGateAction(service, { 'run-id': runId })
      expect(run.exitCode).toBe(0)
      expect(run.outputs['verdict']).toBe('passed')
      expect(JSON.parse(run.outputs['run'])).toMatchObject({ run_id: runId, status: 'completed' })
      expect(run.summary).toMatch(/nested more than 3 levels deep are left out here/)
      record(group, 'a completed record 20,000 levels deep: passes, outputs set', run)
    })
  )

  it(
    'a Retry-After past the deadline says what was asked and what was left',
    counted(group, async () => {
      service.addFault({ route: 'poll', kind: 'status', status: 429, retryAfter: String(365 * 24 * 3600) })
      const run = await runGateAction(service, { timeout: '5m' })
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toMatch(
        /The service asked to wait 8760h 00m before trying again \(Retry-After\), longer than the (4m \d\ds|5m 00s) left before timeout, while waiting for run '[^']+'\. Last error: .*HTTP 429\. The last status was 'queued'\./
      )
      record(group, 'a Retry-After of a year: says so, with the time left', run)
    })
  )
})

describe('the verdict survives the runner files', () => {
  const group = 'runner files'

  it.each([
    ['GITHUB_OUTPUT', 'passed', DEMO_PROJECT_ID, 0],
    ['GITHUB_OUTPUT', 'failed', 'proj-rejected', 1],
    ['GITHUB_STEP_SUMMARY', 'failed', 'proj-rejected', 1]
  ] as const)(
    '%s is a directory: a %s run still ends as it should, and the warning names the file',
    counted(group, async (variable, verdict, projectId, exitCode) => {
      service.addProject('proj-rejected', { statuses: ['rejected'] })
      const run = await runGateAction(service, { 'project-id': projectId }, { env: { [variable]: tmpdir() } })
      expect(run.exitCode).toBe(exitCode)
      expect(annotationsOf(run, 'warning')).toMatch(
        new RegExp(`^Could not write the (step outputs|job summary) to ${variable} \\(.*\\): EISDIR.*The verdict stands: ${verdict}`)
      )
      if (verdict === 'failed') expect(errorOf(run)).toMatch(/ended with status 'rejected'/)
      expect(run.log).not.toMatch(/\n\s+at /)
      record(group, `${variable} is a directory, ${verdict} run`, run)
    })
  )
})

describe('load', () => {
  const group = 'load'
  it(
    '50 gates at once against a rate-limited service: all pass within the deadline',
    counted(group, async () => {
      await service.close()
      service = await startFakeService({
        rateLimit: { requestsPerSecond: 20, retryAfterSeconds: 1 },
        script: { statuses: ['queued', 'running', 'running', 'completed'], stepMs: 0 }
      })
      const startedAt = Date.now()
      const runs = await Promise.all(Array.from({ length: 50 }, () => runGateAction(service, { timeout: '2m' })))
      expect(runs.map(run => run.exitCode)).toEqual(Array(50).fill(0))
      expect(Math.max(...runs.map(run => run.durationMs))).toBeLessThan(120_000)
      expect(service.runs.size).toBe(50)
      loadReport = `50 gates, service limit 20 requests/s: ${service.rateLimited} answered 429, peak ${peakRequests(service.requests, startedAt, 1000)} requests/s against a naive 50 / 1 s = 50 polls/s; slowest gate ${(Math.max(...runs.map(run => run.durationMs)) / 1000).toFixed(1)} s`
      record(group, '50 gates at once, rate-limited with 429 + Retry-After', runs)
    })
  )
})

let loadReport = ''

afterAll(() => {
  const groups = [...new Set(ledger.map(entry => entry.group))]
  const lines = [
    '| what | cases | passed | requests wasted | secrets leaked |',
    '|---|---|---|---|---|',
    ...groups.map(group => {
      const entries = ledger.filter(entry => entry.group === group)
      const sum = (field: 'wasted' | 'leaked') => entries.reduce((total, entry) => total + entry[field], 0)
      const passed = entries.filter(entry => entry.passed).length
      return `| ${group} | ${entries.length} | ${passed} | ${sum('wasted')} | ${sum('leaked')} |`
    })
  ]
  const report = `${lines.join('\n')}\n${loadReport === '' ? '' : `\n${loadReport}\n`}`
  mkdirSync('build', { recursive: true })
  writeFileSync('build/reliability.md', report)
  process.stdout.write(`\nReliability (${ledger.length} cases recorded):\n${report}`)
})
