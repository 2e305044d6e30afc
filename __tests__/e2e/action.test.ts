/**
 * The bundled action, run as the runner runs it: `dist/index.js` in a child process on Node 24,
 * inputs as INPUT_* with the action.yml defaults, file commands, against the fake service.
 */
import { readFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { ACTION_VERSION } from '../../src/lib/version.js'
import { runAction } from '../../tools/action-runner.js'
import { DEMO_API_KEY, DEMO_PROJECT_ID, startFakeService, type FakeService } from '../../__fixtures__/fake-service.js'
import { gateInputs, msSinceFirstRequest } from '../helpers/gate.js'
import { malformedEvent } from '../../__fixtures__/events.js'
import { budgetMs } from '../helpers/pace.js'

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
    expect(run.log).toMatch(
      /Started run run-\S+ \(status queued\)\.\nRun run-\S+: status running\.\nRun run-\S+: status completed\./
    )
    expect(service.requests.map(request => `${request.method} ${request.path}`)).toEqual([
      `POST /v1/attestation/projects/${DEMO_PROJECT_ID}/start`,
      ...Array(3).fill(`GET /v1/attestation/runs/${run.outputs['run-id']}`)
    ])
  })

  it('fails the step on a failure status and says what the service reported', async () => {
    service.addProject('proj-bad', {
      statuses: ['running', 'rejected'],
      reportFields: { reason: 'prompt injection found' }
    })
    const run = await runAction({ inputs: inputs({ 'project-id': 'proj-bad' }) })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['status']).toBe('rejected')
    expect(run.annotations).toEqual([
      { level: 'error', message: expect.stringMatching(/ended with status 'rejected' and no attestation/) }
    ])
    expect(run.summary).toMatch(
      /^## ❌ proj&#45;bad: agent certification failed[\s\S]*\| reason \| prompt injection found \|/
    )
  })

  it('fails on bad input with nothing sent, naming the input and keeping the key masked', async () => {
    const run = await runAction({
      inputs: inputs({ 'base-url': `http://api.example.com/v1`, 'api-key': DEMO_API_KEY })
    })
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
    expect(run.summary + JSON.stringify(run.outputs) + run.rawStdout.split('\n').slice(1).join('\n')).not.toContain(
      DEMO_API_KEY
    )
  })

  it.each([
    ['without the key in it', {}],
    ['echoing the key', { echo: DEMO_API_KEY }]
  ])('never passes a status of completed followed by a zero-width space, %s', async (_, echo) => {
    service.addProject('proj-almost', { statuses: ['completed\u200b'], reportFields: echo })
    const run = await runAction({ inputs: inputs({ 'project-id': 'proj-almost', timeout: '3s' }) })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('timed-out')
    // The message shows what the gate saw, so the difference from "completed" can be seen.
    expect(run.annotations[0].message).toContain('The last status was "completed\\u200b".')
    expect(run.rawStdout).not.toMatch(new RegExp(`^(?!::add-mask::).*${DEMO_API_KEY}`, 'm'))
    expect(run.summary).not.toContain(DEMO_API_KEY)
  })

  it('gives the status output normalized, and the summary shows the status as the service sent it', async () => {
    service.addProject('proj-spaced', { statuses: [' Completed '] })
    const run = await runAction({ inputs: inputs({ 'project-id': 'proj-spaced' }) })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['status']).toBe('completed')
    expect(JSON.parse(run.outputs['runs'])[0].status).toBe('completed')
    expect(run.summary).toContain('The service reported **completed** (as the service sent it: &#34; Completed &#34;)')
  })

  it('keeps its backoff when the service says Retry-After: 0, instead of retrying every few milliseconds', async () => {
    service.addFault({ route: 'poll', kind: 'status', status: 429, retryAfter: '0', times: 4 })
    const run = await runAction({ inputs: inputs() })
    expect(run.exitCode).toBe(0)
    const polls = service.requestsTo('poll').map(request => request.at)
    const gaps = polls.slice(1, 5).map((at, index) => at - polls[index])
    // Backoff without the header: at least 0.5 s, 1 s, 2 s, 4 s for the four retries.
    expect(gaps.map((gap, index) => gap >= 500 * 2 ** index)).toEqual([true, true, true, true])
  })

  it('reaches a service at an IPv6 loopback address, as base-url allows: http://[::1]:PORT/v1', async () => {
    const ipv6 = await startFakeService({ host: '::1', script: { statuses: ['completed'], stepMs: 0 } })
    try {
      expect(ipv6.url).toMatch(/^http:\/\/\[::1\]:\d+\/v1$/)
      const run = await runAction({ inputs: inputs({ 'base-url': ipv6.url }) })
      expect(run.annotations).toEqual([])
      expect(run.exitCode).toBe(0)
      expect(ipv6.requestsTo('poll').length).toBeGreaterThan(0)
    } finally {
      await ipv6.close()
    }
  })

  it('retries an answer that is not well-formed HTTP once the service has answered, instead of ending', async () => {
    let polls = 0
    const server = createServer(socket => {
      socket.once('data', chunk => {
        const requestLine = chunk.toString('latin1').split('\r\n')[0]
        const reply = (status: number, body: string) =>
          socket.end(
            `HTTP/1.1 ${status} OK\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`
          )
        if (requestLine.startsWith('POST')) return reply(201, JSON.stringify({ run_id: 'run-1', status: 'queued' }))
        polls += 1
        // A 20 KB header: Node's parser refuses it (HPE_HEADER_OVERFLOW).
        if (polls === 1) return socket.end(`HTTP/1.1 200 OK\r\nx-pad: ${'a'.repeat(20_000)}\r\n\r\n`)
        return reply(200, JSON.stringify({ run_id: 'run-1', status: 'completed' }))
      })
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const run = await runAction({ inputs: inputs({ 'base-url': `http://127.0.0.1:${port}/v1` }) })
      expect(run.annotations).toEqual([])
      expect(run.exitCode).toBe(0)
      expect(polls).toBe(2)
      expect(run.log).toMatch(/not well-formed HTTP \(HPE_HEADER_OVERFLOW\)\. Trying again/)
    } finally {
      server.close()
    }
  })

  describe('an answer that echoes the key is judged exactly as it came', () => {
    /** A service that answers the start and each poll with these exact bodies, and records the paths polled. */
    async function scriptedService(start: string, poll: string) {
      const polled: string[] = []
      const server = createHttpServer((request, response) => {
        request.resume()
        const body = request.method === 'POST' ? start : poll
        if (request.method === 'GET') polled.push(request.url ?? '')
        response.writeHead(request.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' })
        response.end(body)
      })
      await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
      const { port } = server.address() as AddressInfo
      return { url: `http://127.0.0.1:${port}/v1`, polled, close: () => server.close() }
    }

    it('a record for run_456 followed by a zero-width space is another run, named so that the difference shows', async () => {
      const scripted = await scriptedService(
        JSON.stringify({ run_id: 'run_456', echo: DEMO_API_KEY }),
        JSON.stringify({ run_id: 'run_456\u200b', status: 'completed', echo: DEMO_API_KEY })
      )
      try {
        const run = await runAction({ inputs: inputs({ 'base-url': scripted.url, timeout: '5s' }) })
        expect(run.exitCode).toBe(1)
        expect(run.outputs['verdict']).toBe('error')
        expect(run.annotations[0].message).toContain(`with the record of another run, "run_456\\u200b"`)
        expect(run.summary).not.toContain(DEMO_API_KEY)
      } finally {
        scripted.close()
      }
    })

    it('a started run_id with a zero-width space inside is polled as given, never rewritten into another', async () => {
      const scripted = await scriptedService(
        JSON.stringify({ run_id: 'run\u200b_7', echo: DEMO_API_KEY }),
        JSON.stringify({ run_id: 'run\u200b_7', status: 'completed' })
      )
      try {
        const run = await runAction({ inputs: inputs({ 'base-url': scripted.url, timeout: '5s' }) })
        expect(run.exitCode).toBe(0)
        expect(scripted.polled).toEqual(['/v1/attestation/runs/run%E2%80%8B_7'])
      } finally {
        scripted.close()
      }
    })

    it.each([
      ['a leading byte-order mark', `\ufeff{"status": "completed", "echo": "${DEMO_API_KEY}"}`],
      ['a raw escape character', `{"status": "completed\u001b", "echo": "${DEMO_API_KEY}"}`]
    ])('a completed answer with %s is not JSON, so it never passes', async (_, poll) => {
      const scripted = await scriptedService(JSON.stringify({ run_id: 'run-1' }), poll)
      try {
        const run = await runAction({ inputs: inputs({ 'base-url': scripted.url, timeout: '4s' }) })
        expect(run.exitCode).toBe(1)
        // Retried as an unreadable answer until the deadline, never judged.
        expect(run.outputs['verdict']).toBe('timed-out')
        expect(run.annotations[0].message).toMatch(
          /kept answering what the gate cannot read until the timeout .*not a JSON object/
        )
        expect(run.annotations[0].message).not.toContain(DEMO_API_KEY)
      } finally {
        scripted.close()
      }
    })
  })

  it('says the proxy is unreachable when HTTPS_PROXY points at nothing', async () => {
    const run = await runAction({
      inputs: inputs({ 'base-url': 'https://certification.example.com/v1', timeout: '3s' }),
      env: { HTTPS_PROXY: 'http://127.0.0.1:9', https_proxy: 'http://127.0.0.1:9' }
    })
    expect(run.exitCode).toBe(1)
    expect(run.annotations[0].message).toMatch(
      /Could not connect to the proxy http:\/\/127\.0\.0\.1:9 \(ECONNREFUSED\) while starting a run for project 'proj-demo'; the proxy is unreachable/
    )
  })

  it('never hangs on a silent server: the timeout bounds every request', async () => {
    service.addFault({ route: 'poll', kind: 'hang', times: 100 })
    const run = await runAction({ inputs: inputs({ timeout: '3s' }) })
    expect(run.exitCode).toBe(1)
    expect(msSinceFirstRequest(service)).toBeLessThan(await budgetMs(8000))
    expect(run.outputs['run-id']).toMatch(/^run-/)
    expect(run.annotations[0].message).toMatch(/timeout ran out/)
    expect(run.summary).toMatch(/timed out/)
  })

  it('with comment: true outside a pull request, warns and keeps the verdict', async () => {
    const run = await runAction({
      inputs: inputs({ comment: 'true' }),
      // A push payload cut down to its ref: what is in it does not matter, only that it is no pull request's.
      event: malformedEvent('push', { ref: 'refs/heads/main' }),
      // Nothing listens here: a GitHub call would fail loudly.
      env: { GITHUB_API_URL: 'http://127.0.0.1:9/api/v3' }
    })
    expect(run.exitCode).toBe(0)
    expect(run.annotations).toEqual([
      {
        level: 'warning',
        message: "comment is true, but this is a 'push' event, not a pull request: no comment was written."
      }
    ])
    expect(run.masks).toEqual([DEMO_API_KEY, RUNNER_TOKEN])
  })
})
