/**
 * The fault-injection suite: waiting where it can help, with patience until the deadline. The
 * cases that fail fast where waiting cannot help are in reliability-waiting.test.ts; both files
 * keep the describe title the two halves had in one file.
 *
 * The suite runs the bundled action as the runner runs it against faults from the network, the
 * service and the user. It is split over `__tests__/e2e/reliability-*.test.ts` so that jest's workers
 * run its files side by side; every case is counted (helpers/reliability-ledger.ts), and the
 * global teardown merges the files' counts into the table the docs show, printed at the end of
 * the run and written to build/reliability.md. `npm run reliability` runs these files alone.
 */
import { DEMO_PROJECT_ID } from '../../__fixtures__/fake-service.js'
import { msSinceFirstRequest, runGateAction, startGateAction } from '../helpers/gate.js'
import { reliabilitySuite } from '../helpers/reliability-setup.js'
import { counted, errorOf, record } from '../helpers/reliability-ledger.js'
import { budgetMs } from '../helpers/pace.js'

const suite = reliabilitySuite()

const pollTimes = () => suite.service.requestsTo('poll').map(request => request.at)

describe('waiting: fail fast where waiting cannot help, keep patience where it can', () => {
  const group = 'waiting'

  it(
    'a server that stops answering after its first answer is retried until the deadline',
    counted(group, async () => {
      const runId = suite.service.createRun(DEMO_PROJECT_ID, { statuses: ['running'] })
      const action = startGateAction(suite.service, { 'project-id': '', 'run-id': runId, timeout: '8s' })
      for (let tries = 0; suite.service.requestsTo('poll').length < 1 && tries < 500; tries += 1)
        await new Promise(resolve => setTimeout(resolve, 10))
      await suite.service.refuseConnectionsFor(60_000)
      const run = await action.done
      expect(run.exitCode).toBe(1)
      expect(run.durationMs).toBeGreaterThan(7000)
      // Unreachable until the deadline: said first as the service that may be down, the run that goes on, and what the connection met.
      expect(errorOf(run)).toMatch(
        new RegExp(
          `^The service at ${suite.service.url.replace(/[./]/g, '\\$&')} could not be reached while waiting for run '${runId}', and may be down\\. .*` +
            `Run ${runId} goes on at the service: re-run the job, or wait for this run in a later step with run-id: ${runId}\\. .*What the connection met: Could not connect`
        )
      )
      expect(run.summary).toContain(`(run **${runId.replace('-', '&#45;')}** was last seen **running**)`)
      expect(run.log.match(/ECONNREFUSED.*Trying again/g)?.length).toBeGreaterThanOrEqual(2)
      record(group, 'the service stops answering after its first answer: retried until the deadline', run)
    })
  )

  it(
    'RUNNER_DEBUG=1 leaves one debug line per request, with no secret in it',
    counted(group, async () => {
      const run = await runGateAction(suite.service, { 'quote-token': 'qt_demo' }, { env: { RUNNER_DEBUG: '1' } })
      expect(run.exitCode).toBe(0)
      const debugLines = run.rawStdout.split('\n').filter(line => line.startsWith('::debug::'))
      expect(debugLines).toHaveLength(suite.service.requests.length)
      expect(debugLines[0]).toMatch(
        /^::debug::POST \/attestation\/projects\/proj-demo\/start \(attempt 1\): HTTP 201 in \d+ ms$/
      )
      expect(debugLines[1]).toMatch(/^::debug::GET \/attestation\/runs\/run-\w+ \(attempt 1\): HTTP 200 in \d+ ms$/)
      const quiet = await runGateAction(suite.service)
      expect(quiet.rawStdout).not.toContain('::debug::')
      expect(quiet.rawStdout).toMatch(/::group::Requests to the service \(4\)/)
      record(group, 'RUNNER_DEBUG=1: one debug line per request, no secret', [run, quiet])
    })
  )

  it(
    'a short timeout is used whole: the last check lands at the deadline',
    counted(group, async () => {
      const runId = suite.service.createRun(DEMO_PROJECT_ID, { statuses: ['running'] })
      const run = await runGateAction(suite.service, { 'run-id': runId, 'poll-interval': '5s', timeout: '6s' })
      expect(run.exitCode).toBe(1)
      const polls = pollTimes()
      expect(polls).toHaveLength(2)
      expect(polls[1] - polls[0]).toBeGreaterThan(5000)
      expect(run.durationMs).toBeGreaterThan(5000)
      expect(msSinceFirstRequest(suite.service)).toBeLessThan(await budgetMs(8000))
      record(group, 'timeout 6s, poll-interval 5s: the last check about 6 s after the start', run)
    })
  )
})
