/**
 * What the verify tests stand on: the Sigstore mocks, the fake GitHub, the fake service with a
 * proj-good whose runs score 91, the mocks' trusted root written to a file, and `certify`, which
 * has the bundled gate sign a pass for a commit with `attest: true`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_PULL_REQUEST_EVENT } from '../../tools/action-runner.js'
import { signingEnvironment, startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { startFakeService, type FakeService } from '../../__fixtures__/fake-service.js'
import { startSigstoreMocks, type SigstoreMocks } from '../../__fixtures__/sigstore-mocks.js'
import { runGateAction } from './gate.js'

export interface CertificationFixture {
  sigstore: SigstoreMocks
  github: FakeGitHub
  service: FakeService
  /** The mocks' trusted_root.json, as a file for the trusted-root input. */
  trustedRoot: string
  /** The gate's certification of `commit` for `project`, as GitHub stored it. */
  certify(project: string, commit: string, visibility?: string): Promise<Record<string, unknown>>
  close(): Promise<void>
}

/** A pull_request event whose head is `commit`, in a repository of `visibility`. */
export function pullRequestEvent(commit: string, visibility = 'private') {
  const payload = structuredClone(DEFAULT_PULL_REQUEST_EVENT.payload) as unknown as Record<string, Record<string, unknown>>
  ;(payload['pull_request']['head'] as Record<string, unknown>)['sha'] = commit
  payload['repository']['visibility'] = visibility
  return { name: 'pull_request', payload }
}

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
    async certify(project, commit, visibility = 'private') {
      const before = github.stored.length
      const run = await runGateAction(
        service,
        { 'project-id': project, attest: 'true', 'github-token': 'ghs_gate' },
        { event: pullRequestEvent(commit, visibility), env: signingEnvironment(sigstore, github) }
      )
      if (run.exitCode !== 0 || github.stored.length !== before + 1) throw new Error(`the gate did not attest: ${run.log}`)
      return github.stored[before].bundle
    },
    async close() {
      await Promise.all([sigstore.close(), github.close(), service.close()])
    }
  }
}
