/**
 * `npm run verify -- [--commit SHA | --image REF] [--<input> value …]`: the verify action by hand,
 * on loopback. It first has the bundled gate certify a commit with `attest: true` (a run of
 * .github/workflows/certification.yml on a push of it to main, signed with the Sigstore mocks and
 * stored with the fake GitHub API, as `npm run demo -- --attest` does), then runs the bundled
 * verify action with the inputs given, and prints its log, outputs and summary:
 * - on a commit (`--commit`, the certified one unless given): try signer-workflow, source-ref,
 *   max-age (with --wait, which lets time pass between the two), pass-if or project-id; `--repeat N` certifies on N
 *   runs, for a pass-if over `predicate.certification.stats`;
 * - on an image (`--image REF`, no commit): the release workflow first vouches for the image
 *   `--vouched` names (acme/agent:v1 unless given) and attaches its summary in the registry, then
 *   verify checks REF;
 * - vouching itself (`--attest true --subject-name … --subject-digest … --push-to-registry true`):
 *   verify runs as a job of the release workflow on the commit, given the run's OIDC token.
 * An image name without a registry (acme/agent) is read in Debian's docker-registry, started on
 * loopback holding acme/agent:v1 and :v2 (image-chain.ts), and logged in to; one with a registry
 * (127.0.0.1:5000/acme/agent) is used as given, with your own Docker login when none is started.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { declaredInputs } from './action-manifest.ts'
import { REPOSITORY_ROOT, type ActionRun } from './action-runner.ts'
import { DEMO_COMMIT, RELEASE_WORKFLOW, startChain } from './attest-chain.ts'
import { inputsFromArgs } from './cli-inputs.ts'
import {
  IMAGE_REPOSITORY,
  namesRegistry,
  registryInstallHint,
  startImageRegistry,
  type ImageRegistry
} from './image-chain.ts'
import { printRun } from './print-run.ts'
import { DEMO_PROJECT_ID } from '../__fixtures__/fake-service.ts'
import { formatDuration, parseDuration } from '../src/lib/duration.ts'

const known = new Set(
  declaredInputs(join(REPOSITORY_ROOT, 'verify')).filter(name => name !== 'trusted-root' && name !== 'github-token')
)
let certified = DEMO_COMMIT
let vouched: string | undefined
let waitMs = 0
let repeat: string | undefined
const inputs = inputsFromArgs(
  process.argv.slice(2),
  known,
  'Usage: npm run verify -- [--commit SHA | --image REF] [--certified SHA] [--repeat N] [--vouched REF] [--wait 3s] [--<input> value …]\n' +
    `--certified names the commit the gate certifies first (${DEMO_COMMIT} unless given); --commit the one verify checks (the same unless given).\n` +
    '--repeat N has the gate certify on N runs (repeat: N), so that pass-if may read predicate.certification.stats.\n' +
    `--image checks an image by digest instead: the release workflow first vouches for --vouched (${IMAGE_REPOSITORY}:v1 by digest unless given).\n` +
    '--attest true with --subject-name, --subject-digest and --push-to-registry true vouches for an image, as the release workflow does.\n' +
    `An image name without a registry (${IMAGE_REPOSITORY}) is read in Debian's docker-registry, started on loopback with ${IMAGE_REPOSITORY}:v1 and :v2;\n` +
    'one with a registry (127.0.0.1:5000/acme/agent) is used as given (with your Docker login when no registry is started).\n' +
    '--wait lets that long pass after the gate, so that a max-age shorter than it refuses the certification as too old.',
  {
    certified: value => (certified = value),
    vouched: value => (vouched = value),
    repeat: value => {
      if (!/^([1-9]|10)$/.test(value)) {
        console.error(`--repeat takes a number of runs from 1 to 10, as the gate's repeat does, not '${value}'.`)
        process.exit(2)
      }
      repeat = value
    },
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

const image = inputs['image']
const vouching = inputs['attest'] === 'true'
if (vouched !== undefined && !vouched.includes('@')) {
  console.error(`--vouched takes an image by digest, as --image does (${IMAGE_REPOSITORY}@sha256:…), not '${vouched}'.`)
  process.exit(2)
}
// Before an image check the release workflow vouches for one: --vouched, or acme/agent:v1 in the registry started here.
const names = [
  image,
  image === undefined ? undefined : (vouched ?? `${IMAGE_REPOSITORY}:v1 (vouched for first; --vouched names another)`),
  inputs['subject-name']
].filter(name => name !== undefined)
let images: ImageRegistry | undefined
const hostless = names.filter(name => !namesRegistry(name))
if (hostless.length > 0) {
  const missing = registryInstallHint()
  if (missing !== undefined) {
    console.error(`No registry named in ${hostless.join(' and ')}, so one is started on loopback. ${missing}`)
    process.exit(1)
  }
  images = await startImageRegistry()
  console.log(
    `Debian's docker-registry on loopback at ${images.registry.host}, logged in to as docker/login-action leaves it; ${IMAGE_REPOSITORY} is read there:\n` +
      `  ${IMAGE_REPOSITORY}:v1  ${images.built}  the release build\n` +
      `  ${IMAGE_REPOSITORY}:v2  ${images.rebuilt}  a rebuild\n`
  )
}
const resolve = (name: string) => images?.resolve(name) ?? name
if (image !== undefined) inputs['image'] = resolve(image)
if (inputs['subject-name'] !== undefined) inputs['subject-name'] = resolve(inputs['subject-name'])
const env: Record<string, string> = {
  ...(images === undefined ? {} : { HOME: images.home }),
  // Where a vouching run leaves the summary it signed (bundle-path), kept for a look afterwards.
  ...(vouching ? { RUNNER_TEMP: mkdtempSync(join(tmpdir(), 'verify-by-hand-')) } : {})
}

try {
  process.exitCode = await certifyThenVerify(images)
} finally {
  await images?.close()
}

/** What the gate's run on the certified commit did, said before the verify run. */
function certifiedText(gate: ActionRun): string {
  const runs =
    repeat === undefined
      ? ''
      : ` on ${repeat} runs (repeat: ${repeat}: predicate.certification.stats holds their figures)`
  return gate.exitCode === 0
    ? `The gate certified ${certified}${runs} and signed it (attestation ${gate.outputs['attestation-id'] ?? '?'}): a run of .github/workflows/certification.yml on refs/heads/main.\n`
    : `The gate did not certify ${certified} (exit code ${gate.exitCode}):\n${gate.log}`
}

/**
 * The gate certifies, the release workflow vouches before an image check, then the verify run asked for; its exit code.
 */
async function certifyThenVerify(images: ImageRegistry | undefined): Promise<number> {
  const chain = await startChain()
  try {
    console.log(certifiedText(await chain.certify(certified, repeat === undefined ? {} : { repeat })))
    if (waitMs > 0) {
      console.log(`Waiting ${formatDuration(waitMs)} before verifying.\n`)
      await new Promise(resolve => setTimeout(resolve, waitMs))
    }
    let run: ActionRun
    if (image !== undefined) {
      const ref = resolve(vouched ?? `${IMAGE_REPOSITORY}@${images?.built}`)
      const at = ref.lastIndexOf('@')
      const release = await chain.vouch(
        certified,
        {
          'project-id': DEMO_PROJECT_ID,
          'subject-name': ref.slice(0, at),
          'subject-digest': ref.slice(at + 1),
          'push-to-registry': 'true'
        },
        env
      )
      if (release.exitCode !== 0) {
        console.log(
          `The release workflow could not vouch for ${ref} (verdict ${release.outputs['verdict']}):\n${release.log}`
        )
        return 1
      }
      console.log(
        `The release workflow (${RELEASE_WORKFLOW} on refs/heads/main, at ${certified.slice(0, 12)}) vouched for ${ref}: ` +
          `verify with attest: true signed its summary (attestation ${release.outputs['attestation-id'] ?? '?'}) and attached it in the registry.\n`
      )
      run = await chain.verify('', inputs, env)
    } else if (vouching) {
      // The run is on the commit it vouches from: GITHUB_SHA, not an input (verify refuses another).
      const { commit = certified, ...rest } = inputs
      console.log(
        `verify runs as a job of ${RELEASE_WORKFLOW} on a push of ${commit.slice(0, 12)} to main, with the run's OIDC token for the Sigstore mocks.\n`
      )
      run = await chain.vouch(commit, rest, env)
    } else {
      run = await chain.verify(inputs['commit'] ?? certified, inputs, env)
    }
    await printRun(run)
    if (vouching && images !== undefined && run.outputs['verdict'] === 'passed') await showReferrers(images, inputs)
    console.log(
      `verdict ${run.outputs['verdict']}, exit code ${run.exitCode} after ${(run.durationMs / 1000).toFixed(1)}s`
    )
    return run.exitCode ?? 1
  } finally {
    await chain.close()
  }
}

/** What another client (skopeo) reads back from the registry started here for the image vouched for. */
async function showReferrers(images: ImageRegistry, inputs: Record<string, string>): Promise<void> {
  const name = inputs['subject-name'] ?? ''
  const digest = inputs['subject-digest'] ?? ''
  if (!name.startsWith(`${images.registry.host}/`)) return
  const referrers = await images.registry.referrers(name.slice(images.registry.host.length + 1), digest)
  const listed = referrers.map(referrer => `${referrer.digest} (${referrer.artifactType ?? 'no artifact type'})`)
  console.log(
    `skopeo, reading the registry back, finds ${listed.length === 0 ? 'no referrer' : listed.join(', ')} for ${name}@${digest}.\n`
  )
}
