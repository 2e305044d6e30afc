/**
 * `npm run action -- --base-url URL --project-id ID [--<input> value …]`: runs the bundled action
 * once with the inputs given, as the runner would (every other input at its action.yml default),
 * against the fake service or any base-url, and prints the log, the outputs and the job summary.
 * The key comes from --api-key or, better (it stays out of the shell history), the environment
 * variable CERTIFICATION_API_KEY. The event is a pull request unless --event merge_group.
 * The set-up a person tries comes from their environment as it would on a runner: the proxy
 * variables (HTTPS_PROXY, HTTP_PROXY, NO_PROXY, any case), NODE_EXTRA_CA_CERTS and RUNNER_DEBUG.
 * With --attest true, the pass is signed against the Sigstore mocks and stored with the fake
 * GitHub API, on loopback (tools/attest-chain.ts), as `npm run demo -- --attest` does.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { DEFAULT_PULL_REQUEST_EVENT, REPOSITORY_ROOT, runAction } from './action-runner.ts'
import { inputsFromArgs } from './cli-inputs.ts'
import { printRun } from './print-run.ts'

const manifest = parseYaml(readFileSync(join(REPOSITORY_ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }
const known = new Set(Object.keys(manifest.inputs))
let eventName = 'pull_request'
const inputs = inputsFromArgs(
  process.argv.slice(2),
  known,
  'Usage: npm run action -- --base-url URL --project-id ID [--<input> value …] [--event merge_group]\n' +
    'From the environment: CERTIFICATION_API_KEY, and as on a runner HTTPS_PROXY, HTTP_PROXY, NO_PROXY, NODE_EXTRA_CA_CERTS, RUNNER_DEBUG=1',
  { event: value => (eventName = value) }
)
inputs['api-key'] ??= process.env['CERTIFICATION_API_KEY'] ?? ''

// The harness gives the action a clean environment, which keeps the tests hermetic; by hand, a
// proxy or CA that was set and then silently ignored would make the try prove nothing.
// @actions/http-client reads the proxy variables in lower case and in upper case.
const passedThrough = (name: string) =>
  /^(https_proxy|http_proxy|no_proxy)$/i.test(name) || name === 'NODE_EXTRA_CA_CERTS' || name === 'RUNNER_DEBUG'
const env = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => passedThrough(entry[0]) && entry[1] !== undefined)
)
if (Object.keys(env).length > 0) console.log(`From your environment: ${Object.keys(env).sort().join(', ')}\n`)

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
// Signing needs a Sigstore and a GitHub to sign with and store at: by hand, the mocks on loopback.
const signing = inputs['attest'] === 'true' ? await (await import('./attest-chain.ts')).startChain() : undefined
try {
  if (signing !== undefined) {
    console.log(`attest: true signs with the Sigstore mocks and stores with the fake GitHub API at ${signing.github.url}, on loopback.\n`)
  }
  const run =
    signing === undefined
      ? await runAction({ inputs, event, env })
      : await runAction({
          inputs,
          event,
          githubToken: 'ghs_by_hand',
          env: { ...env, ...(await import('../__fixtures__/fake-github.ts')).signingEnvironment(signing.sigstore, signing.github) }
        })
  await printRun(run, { debug: env['RUNNER_DEBUG'] === '1' })
  console.log(`exit code ${run.exitCode} after ${(run.durationMs / 1000).toFixed(1)}s`)
  process.exitCode = run.exitCode ?? 1
} finally {
  await signing?.close()
}
