/**
 * What the tests that sign and verify stand on: the signing world of the tools
 * (tools/attest-chain.ts: the fake service, the Sigstore mocks, the fake GitHub, the mocks'
 * trusted root written to a file), with a service that answers at once and a proj-good whose runs
 * score 91.
 *
 * The one way a test makes a signed bundle:
 * - `certify`: the bundled gate signs a pass with `attest: true`, and the bundle is the one GitHub
 *   stored. A certification is made so unless the gate cannot write it.
 * - `sign`: a statement the gate never writes (another predicate type, a FAILED result, raw bytes)
 *   signed with @actions/attest in a child process (sign-statement.ts).
 * Both sign as the run `signingAs` of the world names, with the environment it gives.
 */
import type { WorkflowIdentity } from '../../__fixtures__/fake-github.js'
import { startChain, type Chain, type Signing } from '../../tools/attest-chain.js'
import { signStatement, type RawPayload, type Statement } from './sign-statement.js'

export { TEST_MERGE_COMMIT } from '../../__fixtures__/pull-request.js'

/** How a certification is made: the signing run's identity and event, and more inputs of the gate (`pass-if`). */
export interface Certifying extends Signing {
  inputs?: Record<string, string>
}

export interface CertificationFixture extends Omit<Chain, 'certify'> {
  /**
   * The gate's certification of `commit` for `project`, as GitHub stored it: signed by a run of
   * `.github/workflows/certification.yml` on a push of `commit` to main, unless `how` says other.
   */
  certify(project: string, commit: string, how?: Certifying): Promise<Record<string, unknown>>
  /**
   * `statement` signed by a run of `.github/workflows/certification.yml` on main (its claims
   * `identity` changes), for what the gate never writes.
   */
  sign(statement: Statement | RawPayload, identity?: Partial<WorkflowIdentity>): Promise<Record<string, unknown>>
}

export async function startCertificationFixture(): Promise<CertificationFixture> {
  const chain = await startChain({ script: { statuses: ['completed'], stepMs: 0 } })
  chain.service.addProject('proj-good', { statuses: ['completed'], reportFields: { trust_score: 91 } })
  return {
    ...chain,
    async certify(project, commit, how = {}) {
      const before = chain.github.stored.length
      const run = await chain.certify(commit, { 'project-id': project, ...how.inputs }, how)
      if (run.exitCode !== 0 || chain.github.stored.length !== before + 1)
        throw new Error(`the gate did not attest: ${run.log}`)
      return chain.github.stored[before].bundle
    },
    sign(statement, identity = {}) {
      return chain.signingAs(identity, env => signStatement(statement, env))
    }
  }
}
