/**
 * The fault-injection suite: load: 50 gates at once against a rate-limited service.
 *
 * The suite runs the bundled action as the runner runs it against faults from the network, the
 * service and the user. It is split over `__tests__/e2e/reliability-*.test.ts` so that jest's workers
 * run its files side by side; every case is counted (helpers/reliability-ledger.ts), and the
 * global teardown merges the files' counts into the table the docs show, printed at the end of
 * the run and written to build/reliability.md. `npm run reliability` runs these files alone.
 */
import { peakRequests, startFakeService } from '../../__fixtures__/fake-service.js'
import { runGateAction } from '../helpers/gate.js'
import { reliabilitySuite } from '../helpers/reliability-setup.js'
import { counted, note, record } from '../helpers/reliability-ledger.js'
import { budgetMs } from '../helpers/pace.js'

const suite = reliabilitySuite()

describe('load', () => {
  const group = 'load'
  it(
    '50 gates at once against a rate-limited service: all pass within the deadline',
    counted(group, async () => {
      await suite.service.close()
      suite.service = await startFakeService({
        rateLimit: { requestsPerSecond: 20, retryAfterSeconds: 1 },
        script: { statuses: ['queued', 'running', 'running', 'completed'], stepMs: 0 }
      })
      const startedAt = Date.now()
      const runs = await Promise.all(Array.from({ length: 50 }, () => runGateAction(suite.service, { timeout: '2m' })))
      // A gate that failed is said with why (its errors), not only its exit code.
      const failed = runs.flatMap((run, index) =>
        run.exitCode === 0
          ? []
          : [`gate ${index + 1}, exit ${run.exitCode}: ${run.annotations.map(({ message }) => message).join(' | ')}`]
      )
      expect(failed).toEqual([])
      expect(Math.max(...runs.map(run => run.durationMs))).toBeLessThan(await budgetMs(120_000))
      expect(suite.service.runs.size).toBe(50)
      note(
        group,
        `50 gates, service limit 20 requests/s: ${suite.service.rateLimited} answered 429, peak ${peakRequests(suite.service.requests, startedAt, 1000)} requests/s against a naive 50 / 1 s = 50 polls/s; slowest gate ${(Math.max(...runs.map(run => run.durationMs)) / 1000).toFixed(1)} s`
      )
      record(group, '50 gates at once, rate-limited with 429 + Retry-After', runs)
    })
  )
})
