/**
 * `npm run demo`: starts the fake service, runs the bundled action against it as the runner
 * would, and prints the log, the outputs and the job summary rendered for a terminal.
 * `npm run demo -- --attest`: the whole chain instead (tools/attest-chain.ts): the gate signs a
 * pass, the verify action accepts it, a re-run reuses it, a pull request onto that commit is
 * judged against it (`base`), then verify refuses a forged one planted in its place.
 * `npm run demo -- --image`: the image's chain (tools/image-chain.ts) in Debian's docker-registry
 * on loopback: an image pushed, its commit certified by the gate, its digest vouched for by verify
 * (`attest: true`, `push-to-registry: true`), then verify's `image:` check passes that digest and
 * refuses a rebuild's. Each step is told in a few lines; the exit status is 0 only if all held.
 */
import { runAction, type ActionRun } from './action-runner.ts'
import { DEMO_API_KEY, DEMO_PROJECT_ID, startFakeService } from '../__fixtures__/fake-service.ts'
import { printRun } from './print-run.ts'
import type { Chain } from './attest-chain.ts'
import type { ImageRegistry } from './image-chain.ts'

/** A step of the image chain that did not hold: which, and what it said. */
class StepFailed extends Error {}

if (process.argv.includes('--attest')) await demoChain()
else if (process.argv.includes('--image')) await demoImage()
else await demoGate()

async function demoGate(): Promise<void> {
  const service = await startFakeService({
    script: { statuses: ['queued', 'running', 'running', 'completed'], stepMs: 1000 }
  })
  try {
    console.log(`Fake certification service at ${service.url}\n`)
    const run = await runAction({
      inputs: {
        'base-url': service.url,
        'api-key': DEMO_API_KEY,
        'project-id': DEMO_PROJECT_ID,
        'poll-interval': '1s',
        timeout: '2m'
      }
    })
    await printRun(run)
    console.log(
      `exit code ${run.exitCode} after ${(run.durationMs / 1000).toFixed(1)}s, ${service.requests.length} requests to the service`
    )
    process.exitCode = run.exitCode ?? 1
  } finally {
    await service.close()
  }
}

async function demoChain(): Promise<void> {
  const { DEMO_COMMIT, DEMO_WORKFLOW, startChain } = await import('./attest-chain.ts')
  const chain = await startChain()
  const lines: string[] = []
  const step = async (title: string, run: ActionRun, summary: (run: ActionRun) => string) => {
    console.log(`\n${'═'.repeat(64)}\n${title}\n${'═'.repeat(64)}`)
    await printRun(run)
    lines.push(`${lines.length + 1}. ${title}: ${summary(run)}`)
    return run
  }
  const verifyInputs = {
    'project-id': DEMO_PROJECT_ID,
    'signer-workflow': DEMO_WORKFLOW,
    'source-ref': 'refs/heads/main'
  }
  try {
    console.log(
      `On loopback: the fake service at ${chain.service.url}, the Sigstore mocks (Fulcio, timestamp authority, Rekor) and the fake GitHub API at ${chain.github.url}.`
    )
    const gate = await step(
      `The gate with attest: true, on a push of ${DEMO_COMMIT.slice(0, 12)} to main`,
      await chain.certify(DEMO_COMMIT),
      verdictAndStored
    )
    const verified = await step(
      'The verify action on that commit',
      await chain.verify(DEMO_COMMIT, verifyInputs),
      run => `verdict ${run.outputs['verdict']}`
    )
    const requestsBefore = chain.service.requests.length
    const reused = await step(
      'The gate again on that commit, with reuse: 7d (a re-run)',
      await chain.certify(DEMO_COMMIT, { reuse: '7d', 'trusted-root': chain.trustedRoot }),
      run =>
        `verdict ${run.outputs['verdict']}, reused ${run.outputs['reused']} (run ${run.outputs['run-id']}), ` +
        `${chain.service.requests.length - requestsBefore} requests to the service, nothing signed again`
    )
    // A change that lowers the score, judged against the certification of the commit it goes onto.
    const lowered = 81
    chain.service.addProject(DEMO_PROJECT_ID, { reportFields: { trust_score: lowered } })
    const bar = '!has(base.trust_score) || run.trust_score >= base.trust_score - 2'
    const compared = await step(
      `A pull request onto that commit whose run scores ${lowered}, with pass-if: ${bar}`,
      await chain.pullRequest('c0ffeec0ffeec0ffeec0ffeec0ffeec0ffeec0ff', DEMO_COMMIT, { 'pass-if': bar }),
      comparedWithBase
    )
    await plantForgeries(chain)
    const refused = await step(
      'The verify action on the same commit, with a forged attestation in place of the real one',
      await chain.verify(DEMO_COMMIT, verifyInputs),
      verdictAndRefusal
    )
    console.log(`\n${'═'.repeat(64)}\n${lines.join('\n')}`)
    process.exitCode = sayWhetherChainHeld({ gate, verified, reused, compared, refused }) ? 0 : 1
  } finally {
    await chain.close()
  }
}

/** What the pull request's gate read of its run and its base, and which run it compared with. */
function comparedWithBase(run: ActionRun): string {
  const read = /run\.trust_score = \d+ \(base \d+, [^)]+\)/.exec(run.log)?.[0]
  return `verdict ${run.outputs['verdict']}${read === undefined ? '' : `: ${read}`}, compared with run ${run.outputs['base-run-id'] ?? '(none)'}`
}

/** The gate's verdict, and the attestation it stored, if any. */
function verdictAndStored(run: ActionRun): string {
  return run.outputs['attestation-id'] === undefined
    ? `verdict ${run.outputs['verdict']}, nothing stored`
    : `verdict ${run.outputs['verdict']}, signed statement stored as attestation ${run.outputs['attestation-id']}`
}

/** Verify's verdict, and why it refused the first attestation it read (from its `attestations` output). */
function verdictAndRefusal(run: ActionRun): string {
  const reason = (JSON.parse(run.outputs['attestations'] ?? '[]') as Array<{ refused: Array<{ reason: string }> }>)[0]
    ?.refused[0]?.reason
  return `verdict ${run.outputs['verdict']}${reason === undefined ? '' : ` (${reason})`}`
}

/** Whether each step of the chain came out as it should (the base compared with is the re-run's), said in one line. */
function sayWhetherChainHeld(
  runs: Record<'gate' | 'verified' | 'reused' | 'compared' | 'refused', ActionRun>
): boolean {
  const { gate, verified, reused, compared, refused } = runs
  const asExpected =
    gate.exitCode === 0 &&
    verified.outputs['verdict'] === 'passed' &&
    reused.outputs['reused'] === 'true' &&
    compared.outputs['verdict'] === 'failed' &&
    compared.outputs['base-run-id'] === reused.outputs['run-id'] &&
    refused.outputs['verdict'] === 'failed'
  console.log(
    asExpected
      ? "The chain holds: signed, verified, reused, a drop caught against the base's certification, and the forgery refused."
      : 'The chain did not hold: see the steps above.'
  )
  return asExpected
}

/** The real attestations removed, and an edited copy of each planted in its place: what verify must refuse. */
async function plantForgeries(chain: Chain): Promise<void> {
  const { forged } = await import('./attest-chain.ts')
  const real = chain.github.stored.splice(0)
  for (const stored of real) {
    chain.github.addAttestation(
      stored.repository,
      forged(stored.bundle, statement => {
        statement.predicate.certification.run['trust_score'] = 99
      })
    )
  }
}

async function demoImage(): Promise<void> {
  const { IMAGE_REPOSITORY, registryInstallHint } = await import('./image-chain.ts')
  const missing = registryInstallHint()
  if (missing !== undefined) {
    console.error(`npm run demo -- --image needs a registry on loopback. ${missing}`)
    process.exitCode = 1
    return
  }
  const { images, chain } = await startRegistryAndChain()
  const name = `${images.registry.host}/${IMAGE_REPOSITORY}`
  const lines: string[] = []
  const step = imageStepTeller(lines)
  try {
    console.log(
      `On loopback: Debian's docker-registry at ${images.registry.host} (logged in to as docker/login-action leaves it), ` +
        `the fake service, the Sigstore mocks and the fake GitHub API at ${chain.github.url}.`
    )
    await certifyAndVouch(images, chain, name, step)
    await verifyVouchedAndRebuilt(images, chain, name, step)
    console.log(`\n${'═'.repeat(64)}\n${lines.join('\n')}`)
    console.log(
      'The image chain holds: certified, vouched for in the registry, the vouched digest passes and another is refused.'
    )
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error
    console.log(`\n${'═'.repeat(64)}\nThe image chain did not hold at ${error.message}`)
    process.exitCode = 1
  } finally {
    await Promise.all([chain.close(), images.close()])
  }
}

/**
 * The registry and the signing world, started side by side; if either fails, the other is closed before the error is
 * thrown.
 */
async function startRegistryAndChain(): Promise<{ images: ImageRegistry; chain: Chain }> {
  const { startImageRegistry } = await import('./image-chain.ts')
  const { startChain } = await import('./attest-chain.ts')
  const [registryStarted, chainStarted] = await Promise.allSettled([startImageRegistry(), startChain()])
  if (registryStarted.status === 'rejected' || chainStarted.status === 'rejected') {
    await Promise.all(
      [registryStarted, chainStarted].map(started =>
        started.status === 'fulfilled' ? started.value.close() : undefined
      )
    )
    throw registryStarted.status === 'rejected'
      ? registryStarted.reason
      : (chainStarted as PromiseRejectedResult).reason
  }
  return { images: registryStarted.value, chain: chainStarted.value }
}

/** Tells a step of the image chain, numbered in `lines`. */
type ImageStep = (title: string, held: boolean, result: string, run?: ActionRun) => void

/**
 * Prints a step: its title, what the action logged (when one ran), and what it came to; stops the chain unless it held.
 */
function imageStepTeller(lines: string[]): ImageStep {
  return (title, held, result, run) => {
    lines.push(`${lines.length + 1}. ${title}: ${result}`)
    console.log(`\n${lines.length}. ${title}`)
    if (run !== undefined) console.log(run.log.replace(/\n+$/, '').replace(/^/gm, '   | '))
    console.log(`   → ${result}`)
    if (!held) throw new StepFailed(`step ${lines.length} (${title}): ${result}`)
  }
}

/** A digest as the steps name it: the algorithm and 12 hex digits. */
function short(digest: string): string {
  return `${digest.slice(0, 'sha256:'.length + 12)}…`
}

/**
 * The image pushed, its commit certified by the gate, and its digest vouched for by verify in a job of the release
 * workflow.
 */
async function certifyAndVouch(images: ImageRegistry, chain: Chain, name: string, step: ImageStep): Promise<void> {
  const { IMAGE_REPOSITORY } = await import('./image-chain.ts')
  const { DEMO_COMMIT, RELEASE_WORKFLOW } = await import('./attest-chain.ts')
  step(
    `An image built from commit ${DEMO_COMMIT.slice(0, 12)}, pushed as ${name}:v1 (with skopeo)`,
    /^sha256:[0-9a-f]{64}$/.test(images.built),
    `digest ${images.built}`
  )
  const gate = await chain.certify(DEMO_COMMIT)
  step(
    `The gate with attest: true certifies ${DEMO_COMMIT.slice(0, 12)} (a push to main)`,
    gate.exitCode === 0 && gate.outputs['attestation-id'] !== undefined,
    `verdict ${gate.outputs['verdict']}, certification signed and stored as attestation ${gate.outputs['attestation-id'] ?? '(none)'}`,
    gate
  )
  const vouched = await chain.vouch(
    DEMO_COMMIT,
    { 'project-id': DEMO_PROJECT_ID, 'subject-name': name, 'subject-digest': images.built, 'push-to-registry': 'true' },
    { HOME: images.home }
  )
  const referrers = vouched.exitCode === 0 ? await images.registry.referrers(IMAGE_REPOSITORY, images.built) : []
  const attached = referrers.filter(
    referrer => referrer.artifactType?.startsWith('application/vnd.dev.sigstore.bundle') === true
  )
  step(
    `verify with attest: true and push-to-registry: true, in a job of ${RELEASE_WORKFLOW} on main, vouches for ${short(images.built)}`,
    vouched.exitCode === 0 && attached.length === 1,
    `verdict ${vouched.outputs['verdict']}, summary stored as attestation ${vouched.outputs['attestation-id'] ?? '(none)'}; ` +
      `skopeo reads ${attached.length === 1 ? `it back from the registry: referrer ${short(attached[0].digest)}` : `${attached.length} summaries back from the registry`}`,
    vouched
  )
}

/**
 * verify's image check: the vouched digest passes, read from the registry, and a rebuild nobody vouched for is refused.
 */
async function verifyVouchedAndRebuilt(
  images: ImageRegistry,
  chain: Chain,
  name: string,
  step: ImageStep
): Promise<void> {
  const { RELEASE_WORKFLOW } = await import('./attest-chain.ts')
  const check = (digest: string) =>
    chain.verify(
      '',
      {
        image: `${name}@${digest}`,
        'project-id': DEMO_PROJECT_ID,
        'signer-workflow': `${RELEASE_WORKFLOW}@refs/heads/main`
      },
      { HOME: images.home }
    )
  const passed = await check(images.built)
  const fromRegistry = passed.log.includes(
    `The registry ${images.registry.host} (the referrers tag) listed 1 attestation for it.`
  )
  step(
    `verify with image: ${name}@${short(images.built)} (signer-workflow ${RELEASE_WORKFLOW}@refs/heads/main)`,
    passed.outputs['verdict'] === 'passed' && fromRegistry,
    `verdict ${passed.outputs['verdict']}${fromRegistry ? ', its summary read from the registry' : ', not read from the registry'}`,
    passed
  )
  const refused = await check(images.rebuilt)
  const why = (JSON.parse(refused.outputs['attestations'] ?? '[]') as Array<{ why: string }>)[0]?.why
  step(
    `verify with image: ${name}@${short(images.rebuilt)}, a rebuild (pushed as :v2) that nobody vouched for`,
    refused.outputs['verdict'] === 'failed' && refused.exitCode === 1,
    `verdict ${refused.outputs['verdict']}${why === undefined ? '' : ` (${why.replace(images.rebuilt, short(images.rebuilt))})`}`,
    refused
  )
}
