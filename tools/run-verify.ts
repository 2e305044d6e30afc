/**
 * `npm run verify -- [--commit SHA] [--<input> value …]`: the verify action by hand, on loopback.
 * It first has the bundled gate certify the commit with `attest: true` (a run of
 * .github/workflows/certification.yml on a push of it to main, signed with the Sigstore mocks and
 * stored with the fake GitHub API, as `npm run demo -- --attest` does), then runs the bundled
 * verify action on the commit with the inputs given, and prints its log, outputs and summary.
 * Try signer-workflow, source-ref, max-age, pass-if, project-id, or another --commit to verify.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { REPOSITORY_ROOT } from './action-runner.ts'
import { DEMO_COMMIT, startChain } from './attest-chain.ts'
import { printRun } from './print-run.ts'

const manifest = parseYaml(readFileSync(join(REPOSITORY_ROOT, 'verify', 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }
const known = new Set(Object.keys(manifest.inputs).filter(name => name !== 'trusted-root' && name !== 'github-token'))
const inputs: Record<string, string> = {}
let certified = DEMO_COMMIT
const args = process.argv.slice(2)
for (let index = 0; index < args.length; index += 1) {
  const name = args[index].replace(/^--/, '')
  const value = args[index + 1]
  if (name === 'help' || value === undefined) {
    console.log(
      `Usage: npm run verify -- [--commit SHA] [--certified SHA] [--<input> value …]\nInputs: ${[...known].join(', ')}\n` +
        `--certified names the commit the gate certifies first (${DEMO_COMMIT} unless given); --commit the one verify checks (the same unless given).`
    )
    process.exit(name === 'help' ? 0 : 2)
  }
  index += 1
  if (name === 'certified') certified = value
  else if (known.has(name)) inputs[name] = value
  else {
    console.error(`Unknown input '${name}'. Inputs: ${[...known].join(', ')}`)
    process.exit(2)
  }
}

const chain = await startChain()
try {
  const gate = await chain.certify(certified)
  console.log(
    gate.exitCode === 0
      ? `The gate certified ${certified} and signed it (attestation ${gate.outputs['attestation-id'] ?? '?'}): a run of .github/workflows/certification.yml on refs/heads/main.\n`
      : `The gate did not certify ${certified} (exit code ${gate.exitCode}):\n${gate.log}`
  )
  const run = await chain.verify(inputs['commit'] ?? certified, inputs)
  await printRun(run)
  console.log(`verdict ${run.outputs['verdict']}, exit code ${run.exitCode} after ${(run.durationMs / 1000).toFixed(1)}s`)
  process.exitCode = run.exitCode ?? 1
} finally {
  await chain.close()
}
