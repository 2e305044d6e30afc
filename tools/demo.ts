/**
 * `npm run demo`: starts the fake service, runs the bundled action against it as the runner
 * would, and prints the log, the outputs and the job summary rendered for a terminal.
 */
import { runAction } from './action-runner.ts'
import { DEMO_API_KEY, DEMO_PROJECT_ID, startFakeService } from '../__fixtures__/fake-service.ts'
import { printRun } from './print-run.ts'

const service = await startFakeService({ script: { statuses: ['queued', 'running', 'running', 'completed'], stepMs: 1000 } })
try {
  console.log(`Fake certification service at ${service.url}\n`)
  const run = await runAction({
    inputs: { 'base-url': service.url, 'api-key': DEMO_API_KEY, 'project-id': DEMO_PROJECT_ID, 'poll-interval': '1s', timeout: '2m' }
  })
  await printRun(run)
  console.log(`exit code ${run.exitCode} after ${(run.durationMs / 1000).toFixed(1)}s, ${service.requests.length} requests to the service`)
  process.exitCode = run.exitCode ?? 1
} finally {
  await service.close()
}
