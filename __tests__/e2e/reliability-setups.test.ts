/**
 * The fault-injection suite: the network set-ups of self-hosted runners, cancellation, the runner files.
 *
 * The suite runs the bundled action as the runner runs it against faults from the network, the
 * service and the user. It is split over `__tests__/e2e/reliability-*.test.ts` so that jest's workers
 * run its files side by side; every case is counted (helpers/reliability-ledger.ts), and the
 * global teardown merges the files' counts into the table the docs show, printed at the end of
 * the run and written to build/reliability.md. `npm run reliability` runs these files alone.
 */
import { createServer as createTlsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { ConnectProxy } from '../../__fixtures__/connect-proxy.js'
import { issueCommentBody, type IssueCommentList } from '../../__fixtures__/github-bodies.js'
import { DEMO_PROJECT_ID, startFakeService, type FakeService } from '../../__fixtures__/fake-service.js'
import { annotationsOf } from '../helpers/annotations.js'
import { runGateAction, startGateAction } from '../helpers/gate.js'
import { reliabilitySuite } from '../helpers/reliability-setup.js'
import { counted, errorOf, record } from '../helpers/reliability-ledger.js'
import { makeTestCertificates } from '../../__fixtures__/test-certificates.js'
import { budgetMs } from '../helpers/pace.js'

const suite = reliabilitySuite()

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
      const run = await runGateAction(
        suite.service,
        { 'base-url': secure.url },
        { env: { NODE_EXTRA_CA_CERTS: certificates.caFile } }
      )
      expect(run.exitCode).toBe(0)
      record(group, 'TLS: private CA with NODE_EXTRA_CA_CERTS', run)
    })
  )

  it(
    'and refused without it, with a message that says what to do',
    counted(group, async () => {
      const run = await runGateAction(suite.service, { 'base-url': secure.url })
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toMatch(/TLS certificate is not trusted.*NODE_EXTRA_CA_CERTS/)
      expect(secure.requests).toHaveLength(0)
      record(group, 'TLS: private CA without NODE_EXTRA_CA_CERTS', run)
    })
  )

  it(
    'an https to http redirect is refused',
    counted(group, async () => {
      secure.addFault({ route: 'poll', kind: 'redirect', location: `${suite.service.url}/attestation/runs/x` })
      const run = await runGateAction(
        suite.service,
        { 'base-url': secure.url },
        { env: { NODE_EXTRA_CA_CERTS: certificates.caFile } }
      )
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toMatch(/redirect \(HTTP 302\) to http:/)
      record(group, 'TLS: redirect from https to http', run, suite.service.requests.length)
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
        const through = await runGateAction(suite.service, { 'base-url': hidden.url }, { env })
        expect(through.exitCode).toBe(0)
        expect(proxy.tunnels.length).toBeGreaterThanOrEqual(2)
        expect(new Set(proxy.tunnels)).toEqual(new Set([new URL(hidden.url).host]))
        record(group, 'proxy: CONNECT via HTTPS_PROXY to a name only the proxy resolves', through)

        const tunnelsBefore = proxy.tunnels.length
        const bypass = await runGateAction(
          suite.service,
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
            const none: IssueCommentList = []
            response.end(
              JSON.stringify(
                request.method === 'POST'
                  ? issueCommentBody('example/agent', 42, { id: 1, body: (JSON.parse(body) as { body: string }).body })
                  : none
              )
            )
          }
        })
      })
      await new Promise<void>(resolve => github.listen(0, '127.0.0.1', resolve))
      const apiHost = `github.internal:${(github.address() as AddressInfo).port}`
      const proxy = await new ConnectProxy({ 'github.internal': '127.0.0.1' }).listen()
      try {
        const run = await runGateAction(
          suite.service,
          { 'run-id': suite.service.createRun(DEMO_PROJECT_ID, { statuses: ['completed'] }), comment: 'true' },
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
    const action = startGateAction(suite.service, inputs)
    for (let tries = 0; !condition() && tries < 1000; tries += 1) await new Promise(resolve => setTimeout(resolve, 10))
    const cancelledAt = performance.now()
    action.cancel()
    const run = await action.done
    return { run, exitMs: performance.now() - cancelledAt }
  }

  it(
    'while starting: prompt exit, and the summary says a run may exist',
    counted(group, async () => {
      suite.service.addFault({ route: 'start', kind: 'hang' })
      const { run, exitMs } = await cancelWhen(() => suite.service.requestsTo('start').length === 1, {})
      expect(exitMs).toBeLessThan(await budgetMs(2000))
      expect(run.exitCode).toBe(1)
      expect(run.signal).toBeNull()
      expect(run.summary).toMatch(/cancelled[\s\S]*may have created a run anyway/)
      record(group, 'SIGINT while starting', run)
    })
  )

  it(
    'while polling: prompt exit, outputs and summary name the run',
    counted(group, async () => {
      suite.service.addProject('proj-slow', { statuses: ['running'] })
      const { run, exitMs } = await cancelWhen(() => suite.service.requestsTo('poll').length >= 2, {
        'project-id': 'proj-slow'
      })
      expect(exitMs).toBeLessThan(await budgetMs(2000))
      expect(run.exitCode).toBe(1)
      expect(run.outputs).toMatchObject({
        'run-id': expect.stringMatching(/^run-/),
        status: 'running',
        'project-id': 'proj-slow'
      })
      expect(run.summary).toMatch(new RegExp(`cancelled[\\s\\S]*${run.outputs['run-id'].replace(/-/g, '&#45;')}`))
      record(group, 'SIGINT while polling', run)
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
      suite.service.addProject('proj-rejected', { statuses: ['rejected'] })
      const run = await runGateAction(suite.service, { 'project-id': projectId }, { env: { [variable]: tmpdir() } })
      expect(run.exitCode).toBe(exitCode)
      expect(annotationsOf(run, 'warning')).toMatch(
        new RegExp(
          `^Could not write the (step outputs|job summary) to ${variable} \\(.*\\): EISDIR.*The verdict stands: ${verdict}`
        )
      )
      if (verdict === 'failed') expect(errorOf(run)).toMatch(/ended with status 'rejected'/)
      expect(run.log).not.toMatch(/\n\s+at /)
      record(group, `${variable} is a directory, ${verdict} run`, run)
    })
  )
})
