/**
 * `npm run demo`: starts the fake service, runs the bundled action against it as the runner
 * would, and prints the log, the outputs and the job summary rendered for a terminal.
 * `npm run demo -- --attest`: the whole chain instead (tools/attest-chain.ts): the gate signs a
 * pass, the verify action accepts it, a re-run reuses it, a pull request onto that commit is
 * judged against it (`base`), then verify refuses a forged one planted in its place.
 */
import { runAction, type ActionRun } from './action-runner.ts'
import { DEMO_API_KEY, DEMO_PROJECT_ID, startFakeService } from '../__fixtures__/fake-service.ts'
import { printRun } from './print-run.ts'

if (process.argv.includes('--attest')) await demoChain()
else await demoGate()

async function demoGate(): Promise<void> {
  const service = await startFakeService({ script: { statuses: ['queued', 'running', 'running', 'completed'], stepMs: 1000 } })
  try {
    console.log(`Fake certification service at ${service.url}\n`)
    const run = await runAction({
      inputs: { 'base-url': service.url, 'api-key': DEMO_API_KEY, 'project-id': DEMO_PROJECT_ID, 'poll-interval': '1s', timeout: '2m' }
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
  const { DEMO_COMMIT, DEMO_WORKFLOW, forged, startChain } = await import('./attest-chain.ts')
  const chain = await startChain()
  const lines: string[] = []
  const step = async (title: string, run: ActionRun, summary: (run: ActionRun) => string) => {
    console.log(`\n${'═'.repeat(64)}\n${title}\n${'═'.repeat(64)}`)
    await printRun(run)
    lines.push(`${lines.length + 1}. ${title}: ${summary(run)}`)
    return run
  }
  const verifyInputs = { 'project-id': DEMO_PROJECT_ID, 'signer-workflow': DEMO_WORKFLOW, 'source-ref': 'refs/heads/main' }
  try {
    console.log(
      `On loopback: the fake service at ${chain.service.url}, the Sigstore mocks (Fulcio, timestamp authority, Rekor) and the fake GitHub API at ${chain.github.url}.`
    )
    const gate = await step(
      `The gate with attest: true, on a push of ${DEMO_COMMIT.slice(0, 12)} to main`,
      await chain.certify(DEMO_COMMIT),
      run =>
        run.outputs['attestation-id'] === undefined
          ? `verdict ${run.outputs['verdict']}, nothing stored`
          : `verdict ${run.outputs['verdict']}, signed statement stored as attestation ${run.outputs['attestation-id']}`
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
      run => {
        const read = /run\.trust_score = \d+ \(base \d+, [^)]+\)/.exec(run.log)?.[0]
        return `verdict ${run.outputs['verdict']}${read === undefined ? '' : `: ${read}`}, compared with run ${run.outputs['base-run-id'] ?? '(none)'}`
      }
    )
    // The real attestation removed, and an edited copy of it planted in its place.
    const real = chain.github.stored.splice(0)
    for (const stored of real) {
      chain.github.addAttestation(
        stored.repository,
        forged(stored.bundle, statement => {
          statement.predicate.certification.run['trust_score'] = 99
        })
      )
    }
    const refused = await step(
      'The verify action on the same commit, with a forged attestation in place of the real one',
      await chain.verify(DEMO_COMMIT, verifyInputs),
      run => {
        const reason = (JSON.parse(run.outputs['attestations'] ?? '[]') as Array<{ refused: Array<{ reason: string }> }>)[0]?.refused[0]
          ?.reason
        return `verdict ${run.outputs['verdict']}${reason === undefined ? '' : ` (${reason})`}`
      }
    )
    console.log(`\n${'═'.repeat(64)}\n${lines.join('\n')}`)
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
    process.exitCode = asExpected ? 0 : 1
  } finally {
    await chain.close()
  }
}
