/**
 * The fault-injection suite: waiting where it cannot help, ending within the connection budget.
 * The cases that keep patience where waiting can help are in reliability-patience.test.ts; both
 * files keep the describe title the two halves had in one file.
 *
 * The suite runs the bundled action as the runner runs it against faults from the network, the
 * service and the user. It is split over `__tests__/e2e/reliability-*.test.ts` so that jest's workers
 * run its files side by side; every case is counted (helpers/reliability-ledger.ts), and the
 * global teardown merges the files' counts into the table the docs show, printed at the end of
 * the run and written to build/reliability.md. `npm run reliability` runs these files alone.
 */
import { ConnectProxy } from '../../__fixtures__/connect-proxy.js'
import { DEMO_PROJECT_ID } from '../../__fixtures__/fake-service.js'
import { closedPort } from '../helpers/closed-port.js'
import { runGateAction } from '../helpers/gate.js'
import { reliabilitySuite } from '../helpers/reliability-setup.js'
import { counted, errorOf, record } from '../helpers/reliability-ledger.js'
import { budgetMs } from '../helpers/pace.js'

const suite = reliabilitySuite()

describe('waiting: fail fast where waiting cannot help, keep patience where it can', () => {
  const group = 'waiting'

  /**
   * A port on loopback that nothing listens on: every connection is refused. One below 1024: a
   * port a fake service had a moment ago is free for the next one that asks for any port (this
   * file's, another worker's, a suite running beside it), which then answers the gate instead of
   * refusing it; every fake service listens on an ephemeral port, never down there.
   */

  it(
    'a refused port or a name that does not resolve ends within the connection budget, whatever the timeout; a long run shows it is alive',
    counted(group, async () => {
      const port = await closedPort()
      const refusedUrl = `http://127.0.0.1:${port}/v1`
      const runId = suite.service.createRun(DEMO_PROJECT_ID, { statuses: ['running'] })
      const [refused90s, refused30m, unresolved, alive] = await Promise.all([
        runGateAction(suite.service, { 'base-url': refusedUrl, timeout: '90s' }),
        runGateAction(suite.service, { 'base-url': refusedUrl, timeout: '30m' }),
        runGateAction(suite.service, { 'base-url': 'https://gate-test.invalid/v1', timeout: '30m' }),
        runGateAction(suite.service, { 'run-id': runId, 'poll-interval': '25s', timeout: '70s' })
      ])
      for (const run of [refused90s, refused30m]) {
        expect(run.exitCode).toBe(1)
        expect(run.durationMs).toBeLessThan(await budgetMs(70_000))
        // Read as the person whose check went red: the service may be down, first; the way through
        // next; the address exactly as written (in the error and in the summary); the detail last.
        const url = refusedUrl.replace(/[./]/g, '\\$&')
        expect(errorOf(run)).toMatch(
          new RegExp(
            `^The service at ${url} could not be reached while starting a run for project 'proj-demo', and may be down\\. ` +
              `The service is failing, not the agent: nothing in the change needs fixing\\. Once it recovers, run the job again\\. ` +
              `If the outage outlasts what a merge can wait, see the README's question on the service being down \\(the ruleset's bypass list\\)\\. ` +
              `If it is up, check the host and port of base-url \\(${url}\\)\\. ` +
              `What the connection met: Could not connect to 127\\.0\\.0\\.1:${port} \\(ECONNREFUSED\\) while starting a run for project 'proj-demo'; gave up after (\\d+s|1m 0\\ds), since the service never answered and no timeout would help\\.$`
          )
        )
        expect(errorOf(run)).not.toMatch(/may have created|Raise timeout/)
        expect(run.summary).toContain(`**The service at \`${refusedUrl}\` could not be reached**, and may be down`)
        expect(run.summary).toContain('Re-run the job when the service is back.')
        expect(run.summary).not.toMatch(/\u200d/)
      }
      expect(unresolved.exitCode).toBe(1)
      expect(unresolved.durationMs).toBeLessThan(await budgetMs(70_000))
      expect(errorOf(unresolved)).toMatch(
        /^The service at https:\/\/gate-test\.invalid\/v1 could not be reached .*, and may be down\. .*check the host and port of base-url.*Could not connect to gate-test\.invalid:443 \((ENOTFOUND|EAI_AGAIN)\)/
      )
      record(group, 'refused port, timeout 90s: ends within the 60 s connection budget', refused90s)
      record(group, 'refused port, timeout 30m: ends within the 60 s connection budget', refused30m)
      record(group, 'a name that does not resolve: ends within the connection budget', unresolved)

      expect(alive.exitCode).toBe(1)
      expect(alive.log).toMatch(
        new RegExp(`Run ${runId} is still running after 1m 0\\ds \\([\\d.]+s left before timeout\\)\\.`)
      )
      record(group, 'a run in one status for over a minute: a progress line at least once a minute', alive)
    }),
    120_000
  )

  it(
    'a service answering 503 until the timeout: said first, with the way through and the address as written; no Retry-After arithmetic first',
    counted(group, async () => {
      suite.service.addFault({
        route: 'start',
        kind: 'status',
        status: 503,
        times: 1000,
        retryAfter: '1',
        body: '{"message":"maintenance"}'
      })
      const run = await runGateAction(suite.service, { timeout: '5s' })
      expect(run.exitCode).toBe(1)
      const url = suite.service.url.replace(/[./]/g, '\\$&')
      expect(errorOf(run)).toMatch(
        new RegExp(
          `^The service at ${url} kept failing until the timeout while starting a run for project 'proj-demo' \\(HTTP 503, \\d+ times in a row: maintenance\\)\\. ` +
            `The service is failing, not the agent: nothing in the change needs fixing\\. Once it recovers, run the job again\\. ` +
            `If the outage outlasts what a merge can wait, see the README's question on the service being down \\(the ruleset's bypass list\\)\\.$`
        )
      )
      expect(errorOf(run)).not.toMatch(/Retry-After|raise timeout/i)
      expect(run.summary).toContain(
        `**The service at \`${suite.service.url}\` kept failing** (HTTP 503: maintenance) until the timeout`
      )
      expect(run.summary).toContain('Re-run the job when the service is back.')
      expect(run.summary).not.toMatch(/\u200d/)
      record(group, 'start: 503 until the timeout, said as an outage', run)
    })
  )

  it(
    'a proxy that cannot reach the service ends within the connection budget, naming the proxy',
    counted(group, async () => {
      const port = await closedPort()
      const proxy = await new ConnectProxy({ 'certification.internal': '127.0.0.1' }).listen()
      try {
        const run = await runGateAction(
          suite.service,
          { 'base-url': `https://certification.internal:${port}/v1`, timeout: '5s' },
          { env: { HTTPS_PROXY: proxy.url, https_proxy: proxy.url } }
        )
        expect(run.exitCode).toBe(1)
        expect(run.durationMs).toBeLessThan(await budgetMs(10_000))
        expect(proxy.tunnels.length).toBeGreaterThanOrEqual(1)
        expect(errorOf(run)).toMatch(
          new RegExp(
            `What the connection met: Could not connect to certification\\.internal:${port} through the proxy http://127\\.0\\.0\\.1:\\d+ \\(the proxy could not reach it`
          )
        )
        expect(errorOf(run)).toMatch(
          /and that the proxy http:\/\/127\.0\.0\.1:\d+ can reach it \(or list the host in NO_PROXY\)/
        )
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
      const run = await runGateAction(suite.service, { 'base-url': suite.service.url.replace('http:', 'https:') })
      expect(run.exitCode).toBe(1)
      expect(run.durationMs).toBeLessThan(await budgetMs(10_000))
      expect(errorOf(run)).toMatch(
        /^The TLS handshake with 127\.0\.0\.1:\d+ failed \((EPROTO|ERR_SSL_WRONG_VERSION_NUMBER)\).*; nothing was sent\. Check the scheme of base-url/
      )
      expect(errorOf(run)).not.toMatch(/may have created/)
      expect(suite.service.requests).toHaveLength(0)
      record(group, 'https against a plain-http port: ends at the first attempt', run)
    })
  )
})
