/**
 * The fault-injection suite: network and service faults, on polls and on starts.
 *
 * The suite runs the bundled action as the runner runs it against faults from the network, the
 * service and the user. It is split over `__tests__/e2e/reliability-*.test.ts` so that jest's workers
 * run its files side by side; every case is counted (helpers/reliability-ledger.ts), and the
 * global teardown merges the files' counts into the table the docs show, printed at the end of
 * the run and written to build/reliability.md. `npm run reliability` runs these files alone.
 */
import { DEMO_PROJECT_ID, startFakeService } from '../../__fixtures__/fake-service.js'
import { rssProbe } from '../../tools/rss-probe.js'
import { msSinceFirstRequest, runGateAction } from '../helpers/gate.js'
import { reliabilitySuite } from '../helpers/reliability-setup.js'
import { counted, errorOf, record } from '../helpers/reliability-ledger.js'
import { budgetMs } from '../helpers/pace.js'

const suite = reliabilitySuite()

const pollTimes = () => suite.service.requestsTo('poll').map(request => request.at)

describe('polls survive network and service faults', () => {
  const group = 'network and service faults'

  it(
    '5xx bursts, then recovery',
    counted(group, async () => {
      for (const status of [500, 500, 502, 503, 504]) suite.service.addFault({ route: 'poll', kind: 'status', status })
      const run = await runGateAction(suite.service)
      expect(run.exitCode).toBe(0)
      expect(suite.service.requestsTo('poll')).toHaveLength(8)
      record(group, 'poll: 500, 500, 502, 503, 504, then recovery', run)
    })
  )

  // Both 429 cases poll a run that is done at its first answer, every 10 s: a wait of an interval
  // (on top of what was asked, or instead of it) would put the next poll 10 s out, so "half an
  // interval at most" tells them apart however many seconds a loaded machine adds.
  const doneAtOnce = () => suite.service.createRun(DEMO_PROJECT_ID, { statuses: ['completed'] })

  it(
    '429 with Retry-After in seconds: waits that long, not an interval more',
    counted(group, async () => {
      suite.service.addFault({ route: 'poll', kind: 'status', status: 429, retryAfter: '2' })
      const run = await runGateAction(suite.service, { 'run-id': doneAtOnce(), 'poll-interval': '10s' })
      expect(run.exitCode).toBe(0)
      const [limited, next] = pollTimes()
      expect(next - limited).toBeGreaterThanOrEqual(2000)
      expect(next - limited).toBeLessThan(await budgetMs(2000 + 5000))
      // What it set out to wait: the 2 s asked for and its jitter (under 300 ms for 2 s), no more.
      expect(run.log).toMatch(/HTTP 429[^\n]*Trying again in 2(\.[123])?s \(attempt 2\)/)
      record(group, 'poll: 429 with Retry-After in seconds', run)
    })
  )

  it(
    '429 with Retry-After as an HTTP date: waits until then, not an interval more',
    counted(group, async () => {
      // The date is made when the 429 is answered, 3 s on (whole seconds: 2 to 3 s after the 429,
      // longer than any backoff of a first retry, at most 1 s); made at set-up, a loaded machine
      // can spend those seconds starting the action, and the date has passed when it asks.
      let sent = ''
      suite.service.addFault({
        route: 'poll',
        kind: 'status',
        status: 429,
        retryAfter: answeredAt => (sent = new Date(answeredAt + 3000).toUTCString())
      })
      const run = await runGateAction(suite.service, { 'run-id': doneAtOnce(), 'poll-interval': '10s' })
      expect(run.exitCode).toBe(0)
      const [limited, next] = pollTimes()
      const until = Date.parse(sent)
      expect(until - limited).toBeGreaterThan(2000)
      expect(next).toBeGreaterThanOrEqual(until)
      expect(next - until).toBeLessThan(await budgetMs(5000))
      record(group, 'poll: 429 with Retry-After as an HTTP date', run)
    })
  )

  it(
    'connection reset',
    counted(group, async () => {
      suite.service.addFault({ route: 'poll', kind: 'reset', times: 2 })
      const run = await runGateAction(suite.service)
      expect(run.exitCode).toBe(0)
      record(group, 'poll: connection reset, twice', run)
    })
  )

  it(
    'connection refused for a while',
    counted(group, async () => {
      const runId = suite.service.createRun(DEMO_PROJECT_ID)
      await suite.service.refuseConnectionsFor(2500)
      const run = await runGateAction(suite.service, { 'run-id': runId })
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
      suite.service.addFault({ route: 'poll', kind, times: 100 })
      const run = await runGateAction(suite.service, { timeout: '4s' })
      expect(run.exitCode).toBe(1)
      expect(msSinceFirstRequest(suite.service)).toBeLessThan(await budgetMs(7000))
      expect(errorOf(run)).toMatch(/timeout ran out while waiting for run/)
      expect(run.outputs['run-id']).toMatch(/^run-/)
      record(group, name, run)
    })
  )

  it(
    'a 2xx with HTML, then with truncated JSON',
    counted(group, async () => {
      suite.service.addFault({ route: 'poll', kind: 'raw', body: '<html><body>502 Bad Gateway</body></html>' })
      suite.service.addFault({
        route: 'poll',
        kind: 'raw',
        contentType: 'application/json',
        body: '{"run_id": "x", "status": "compl'
      })
      const run = await runGateAction(suite.service)
      expect(run.exitCode).toBe(0)
      expect(run.log).toMatch(/not a JSON object/)
      record(group, 'poll: 2xx with HTML, then truncated JSON', run)
    })
  )

  it(
    'a huge body is cut off, not buffered',
    counted(group, async () => {
      suite.service.addFault({ route: 'poll', kind: 'huge', sizeBytes: 64 * 1024 * 1024 })
      const probe = rssProbe()
      const run = await runGateAction(suite.service, {}, { env: probe.env })
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
        suite.service.addFault({
          route: 'poll',
          kind: 'redirect',
          location: `${elsewhere.url}/attestation/runs/stolen`
        })
        const run = await runGateAction(suite.service)
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
      suite.service.addFault({ route: 'start', kind: 'reset', afterActing: true })
      const run = await runGateAction(suite.service)
      expect(run.exitCode).toBe(1)
      expect(suite.service.requestsTo('start')).toHaveLength(1)
      expect(suite.service.runs.size).toBe(1)
      expect(errorOf(run)).toMatch(
        /^A run may exist at the service for project proj-demo: the start was sent to .* Look at project proj-demo's runs in the console/
      )
      record(group, 'start: reset after the request was sent', run, suite.service.requestsTo('start').length - 1)
    })
  )

  it(
    'accepted and never answered: no second start, and it says first that a run may exist, not that the service is down',
    counted(group, async () => {
      suite.service.addFault({ route: 'start', kind: 'hang' })
      const run = await runGateAction(suite.service, { timeout: '3s' })
      expect(run.exitCode).toBe(1)
      expect(suite.service.requestsTo('start')).toHaveLength(1)
      expect(errorOf(run)).toMatch(/^A run may exist at the service for project proj-demo: the start was sent to /)
      expect(errorOf(run)).not.toMatch(/could not be reached|host and port/)
      record(group, 'start: accepted and never answered', run)
    })
  )

  it.each([429, 503])(
    '%p with Retry-After: retried with the same Idempotency-Key',
    counted(group, async status => {
      suite.service.addFault({ route: 'start', kind: 'status', status, retryAfter: '1' })
      const run = await runGateAction(suite.service)
      expect(run.exitCode).toBe(0)
      const starts = suite.service.requestsTo('start')
      expect(starts).toHaveLength(2)
      expect(starts[0].headers['idempotency-key']).toBe(starts[1].headers['idempotency-key'])
      expect(starts[1].at - starts[0].at).toBeGreaterThanOrEqual(1000)
      expect(suite.service.runs.size).toBe(1)
      record(group, `start: ${status} with Retry-After`, run)
    })
  )

  it(
    '500: not retried',
    counted(group, async () => {
      suite.service.addFault({ route: 'start', kind: 'status', status: 500 })
      const run = await runGateAction(suite.service)
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toMatch(/HTTP 500.*may have created a run/)
      record(group, 'start: 500', run, suite.service.requestsTo('start').length - 1)
    })
  )

  it(
    '200 without run_id: a clear error',
    counted(group, async () => {
      suite.service.addFault({
        route: 'start',
        kind: 'raw',
        contentType: 'application/json',
        body: '{"status": "queued"}'
      })
      const run = await runGateAction(suite.service)
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toMatch(/accepted the start .* but its answer has no run_id/)
      record(group, 'start: 200 without run_id', run, suite.service.requestsTo('start').length - 1)
    })
  )
})
