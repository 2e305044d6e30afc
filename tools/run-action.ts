/**
 * `npm run action -- --base-url URL --project-id ID [--<input> value …]`: runs the bundled action
 * once with the inputs given, as the runner would (every other input at its action.yml default),
 * against the fake service or any base-url, and prints the log, the outputs and the job summary.
 * The key comes from --api-key or, better (it stays out of the shell history), the environment
 * variable CERTIFICATION_API_KEY. The event is a pull request unless --event merge_group.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { DEFAULT_PULL_REQUEST_EVENT, REPOSITORY_ROOT, runAction } from './action-runner.ts'
import { printRun } from './print-run.ts'

const manifest = parseYaml(readFileSync(join(REPOSITORY_ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }
const known = new Set(Object.keys(manifest.inputs))
const inputs: Record<string, string> = {}
let eventName = 'pull_request'
const args = process.argv.slice(2)
for (let index = 0; index < args.length; index += 1) {
  const name = args[index].replace(/^--/, '')
  const value = args[index + 1]
  if (name === 'help' || value === undefined) {
    console.log(
      `Usage: npm run action -- --base-url URL --project-id ID [--<input> value …] [--event merge_group]\nInputs: ${[...known].join(', ')}`
    )
    process.exit(name === 'help' ? 0 : 2)
  }
  index += 1
  if (name === 'event') eventName = value
  else if (known.has(name)) inputs[name] = value
  else {
    console.error(`Unknown input '${name}'. Inputs: ${[...known].join(', ')}`)
    process.exit(2)
  }
}
inputs['api-key'] ??= process.env['CERTIFICATION_API_KEY'] ?? ''

const event =
  eventName === 'merge_group'
    ? {
        name: 'merge_group',
        payload: {
          merge_group: {
            head_sha: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
            head_ref: 'refs/heads/gh-readonly-queue/main/pr-42-f00dfeed',
            base_ref: 'refs/heads/main'
          }
        }
      }
    : DEFAULT_PULL_REQUEST_EVENT
const run = await runAction({ inputs, event })
await printRun(run)
console.log(`exit code ${run.exitCode} after ${(run.durationMs / 1000).toFixed(1)}s`)
process.exitCode = run.exitCode ?? 1
