/**
 * `npm run verify -- [--commit SHA] [--<input> value …]`: the verify action by hand, on loopback.
 * It first has the bundled gate certify the commit with `attest: true` (a run of
 * .github/workflows/certification.yml on a push of it to main, signed with the Sigstore mocks and
 * stored with the fake GitHub API, as `npm run demo -- --attest` does), then runs the bundled
 * verify action on the commit with the inputs given, and prints its log, outputs and summary.
 * Try signer-workflow, source-ref, max-age (with --wait, which lets time pass between the two),
 * pass-if, project-id, or another --commit to verify.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { REPOSITORY_ROOT } from './action-runner.ts'
import { DEMO_COMMIT, startChain } from './attest-chain.ts'
import { inputsFromArgs } from './cli-inputs.ts'
import { printRun } from './print-run.ts'
import { formatDuration, parseDuration } from '../src/lib/duration.ts'

const manifest = parseYaml(readFileSync(join(REPOSITORY_ROOT, 'verify', 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }
const known = new Set(Object.keys(manifest.inputs).filter(name => name !== 'trusted-root' && name !== 'github-token'))
let certified = DEMO_COMMIT
let waitMs = 0
const inputs = inputsFromArgs(
  process.argv.slice(2),
  known,
  'Usage: npm run verify -- [--commit SHA] [--certified SHA] [--wait 3s] [--<input> value …]\n' +
    `--certified names the commit the gate certifies first (${DEMO_COMMIT} unless given); --commit the one verify checks (the same unless given);\n` +
    '--wait lets that long pass between the two, so that a max-age shorter than it refuses the certification as too old.',
  {
    certified: value => (certified = value),
    wait: value => {
      const ms = parseDuration(value)
      if (ms === undefined) {
        console.error(`--wait takes a duration such as 3s, not '${value}'.`)
        process.exit(2)
      }
      waitMs = ms
    }
  }
)

const chain = await startChain()
try {
  const gate = await chain.certify(certified)
  console.log(
    gate.exitCode === 0
      ? `The gate certified ${certified} and signed it (attestation ${gate.outputs['attestation-id'] ?? '?'}): a run of .github/workflows/certification.yml on refs/heads/main.\n`
      : `The gate did not certify ${certified} (exit code ${gate.exitCode}):\n${gate.log}`
  )
  if (waitMs > 0) {
    console.log(`Waiting ${formatDuration(waitMs)} before verifying.\n`)
    await new Promise(resolve => setTimeout(resolve, waitMs))
  }
  const run = await chain.verify(inputs['commit'] ?? certified, inputs)
  await printRun(run)
  console.log(`verdict ${run.outputs['verdict']}, exit code ${run.exitCode} after ${(run.durationMs / 1000).toFixed(1)}s`)
  process.exitCode = run.exitCode ?? 1
} finally {
  await chain.close()
}
