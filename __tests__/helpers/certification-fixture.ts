/**
 * What the verify tests stand on: the Sigstore mocks, the fake GitHub, the fake service with a
 * proj-good whose runs score 91, the mocks' trusted root written to a file, and `certify`, which
 * has the bundled gate sign a pass for a commit with `attest: true`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_PULL_REQUEST_EVENT } from '../../tools/action-runner.js'
import {
  DEFAULT_IDENTITY,
  signingEnvironment,
  startFakeGitHub,
  type FakeGitHub,
  type WorkflowIdentity
} from '../../__fixtures__/fake-github.js'
import { startFakeService, type FakeService } from '../../__fixtures__/fake-service.js'
import { startSigstoreMocks, type SigstoreMocks } from '../../__fixtures__/sigstore-mocks.js'
import { runGateAction } from './gate.js'

export interface CertificationFixture {
  sigstore: SigstoreMocks
  github: FakeGitHub
  service: FakeService
  /** The mocks' trusted_root.json, as a file for the trusted-root input. */
  trustedRoot: string
  /**
   * The gate's certification of `commit` for `project`, as GitHub stored it: signed by a run of
   * `.github/workflows/certification.yml` on a push of `commit` to main, unless `how` says other.
   */
  certify(project: string, commit: string, how?: Certifying): Promise<Record<string, unknown>>
  close(): Promise<void>
}

/** How a certification is made: the signing run's identity (as its OIDC token says) and event. */
export interface Certifying {
  visibility?: WorkflowIdentity['visibility']
  /** Claims of the signing run besides the default: its ref and commit, a central signer, the runner. */
  identity?: Partial<WorkflowIdentity>
  /** `push` (default): the run is on the commit; `pull_request`: on GitHub's test-merge commit, about the head `commit`. */
  event?: 'push' | 'pull_request'
  /** More inputs of the gate (`pass-if`). */
  inputs?: Record<string, string>
  /** More of the runner's environment (`GITHUB_REPOSITORY`, `GITHUB_WORKFLOW_REF` of a required workflow). */
  env?: Record<string, string>
}

/** A pull_request event whose head is `commit`, in a repository of `visibility`. */
export function pullRequestEvent(commit: string, visibility = 'private') {
  const payload = structuredClone(DEFAULT_PULL_REQUEST_EVENT.payload) as unknown as Record<string, Record<string, unknown>>
  ;(payload['pull_request']['head'] as Record<string, unknown>)['sha'] = commit
  payload['repository']['visibility'] = visibility
  return { name: 'pull_request', payload }
}

/** GitHub's test-merge commit of pull request 7: what a pull request's run is on. */
export const TEST_MERGE_COMMIT = '7e57e57e57e57e57e57e57e57e57e57e57e57e57'

export async function startCertificationFixture(): Promise<CertificationFixture> {
  const sigstore = await startSigstoreMocks()
  const github = await startFakeGitHub()
  const service = await startFakeService({ script: { statuses: ['completed'], stepMs: 0 } })
  service.addProject('proj-good', { statuses: ['completed'], reportFields: { trust_score: 91 } })
  const trustedRoot = join(mkdtempSync(join(tmpdir(), 'trusted-root-')), 'trusted_root.json')
  writeFileSync(trustedRoot, JSON.stringify(sigstore.trustedRoot))
  return {
    sigstore,
    github,
    service,
    trustedRoot,
    async certify(project, commit, how = {}) {
      const before = github.stored.length
      const visibility = how.visibility ?? 'private'
      const onPullRequest = how.event === 'pull_request'
      const identity: WorkflowIdentity = {
        ...DEFAULT_IDENTITY,
        visibility,
        ...(onPullRequest ? { ref: 'refs/pull/7/merge', sha: TEST_MERGE_COMMIT } : { ref: 'refs/heads/main', sha: commit }),
        ...how.identity
      }
      const saved = github.identity
      github.identity = identity
      try {
        const run = await runGateAction(
          service,
          { 'project-id': project, attest: 'true', 'github-token': 'ghs_gate', ...how.inputs },
          {
            event: onPullRequest
              ? pullRequestEvent(commit, visibility)
              : { name: 'push', payload: { repository: { visibility }, after: identity.sha } },
            env: {
              ...signingEnvironment(sigstore, github),
              GITHUB_SHA: onPullRequest ? identity.sha : commit,
              GITHUB_REF: identity.ref,
              GITHUB_WORKFLOW_REF: `${identity.repository}/${identity.workflow}@${identity.ref}`,
              ...how.env
            }
          }
        )
        if (run.exitCode !== 0 || github.stored.length !== before + 1) throw new Error(`the gate did not attest: ${run.log}`)
        return github.stored[before].bundle
      } finally {
        github.identity = saved
      }
    },
    async close() {
      await Promise.all([sigstore.close(), github.close(), service.close()])
    }
  }
}
