/**
 * The whole chain on loopback, for a person to watch: the fake service, the Sigstore mocks
 * (strict @sigstore/mock Fulcio, timestamp authority and Rekor) and the fake GitHub API, then the
 * bundled gate with `attest: true` on a push of a commit to main, and the bundled verify action on
 * that commit. `npm run demo -- --attest` and `npm run verify` both stand on it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPOSITORY_ROOT, runAction, type ActionRun } from './action-runner.ts'
import { DEFAULT_IDENTITY, signingEnvironment, startFakeGitHub, type FakeGitHub } from '../__fixtures__/fake-github.ts'
import { DEMO_API_KEY, DEMO_PROJECT_ID, startFakeService, type FakeService } from '../__fixtures__/fake-service.ts'
import { startSigstoreMocks, type SigstoreMocks } from '../__fixtures__/sigstore-mocks.ts'
import { tamperedBundle } from '../__fixtures__/tampered-bundle.ts'

/** The commit the chain certifies unless told another. */
export const DEMO_COMMIT = 'd3adbeefd3adbeefd3adbeefd3adbeefd3adbeef'
/** The workflow that signs, as a deploy job names it in signer-workflow. */
export const DEMO_WORKFLOW = '.github/workflows/certification.yml'

export interface Chain {
  service: FakeService
  sigstore: SigstoreMocks
  github: FakeGitHub
  /** The mocks' trusted_root.json as a file, for the verify action's trusted-root. */
  trustedRoot: string
  /** The bundled gate with attest: true, as a run of DEMO_WORKFLOW on a push of `commit` to main. */
  certify(commit: string, inputs?: Record<string, string>): Promise<ActionRun>
  /**
   * The bundled gate on pull request 42, whose head is `head` and whose base is `base`, as a run
   * of DEMO_WORKFLOW on GitHub's test-merge commit: what `base` in pass-if reads comes from the
   * fake API, checked against the mocks' root. Nothing is signed.
   */
  pullRequest(head: string, base: string, inputs?: Record<string, string>): Promise<ActionRun>
  /** The bundled verify action on `commit`, against the mocks' root and the fake API. */
  verify(commit: string, inputs?: Record<string, string>): Promise<ActionRun>
  close(): Promise<void>
}

export async function startChain(): Promise<Chain> {
  const service = await startFakeService({ script: { statuses: ['queued', 'running', 'completed'], stepMs: 300 } })
  const sigstore = await startSigstoreMocks()
  const github = await startFakeGitHub()
  const trustedRoot = join(mkdtempSync(join(tmpdir(), 'trusted-root-')), 'trusted_root.json')
  writeFileSync(trustedRoot, JSON.stringify(sigstore.trustedRoot))
  return {
    service,
    sigstore,
    github,
    trustedRoot,
    certify(commit, inputs = {}) {
      // The OIDC token, and so the certificate, says the run was on this commit, on main.
      github.identity = { ...DEFAULT_IDENTITY, sha: commit, ref: 'refs/heads/main' }
      return runAction({
        inputs: {
          'base-url': service.url,
          'api-key': DEMO_API_KEY,
          'project-id': DEMO_PROJECT_ID,
          'poll-interval': '1s',
          timeout: '2m',
          attest: 'true',
          ...inputs
        },
        githubToken: 'ghs_demo_token',
        event: { name: 'push', payload: { after: commit, repository: { full_name: 'example/agent', visibility: 'private' } } },
        env: {
          ...signingEnvironment(sigstore, github),
          GITHUB_SHA: commit,
          GITHUB_REF: 'refs/heads/main',
          GITHUB_WORKFLOW_REF: `example/agent/${DEMO_WORKFLOW}@refs/heads/main`
        }
      })
    },
    pullRequest(head, base, inputs = {}) {
      return runAction({
        inputs: {
          'base-url': service.url,
          'api-key': DEMO_API_KEY,
          'project-id': DEMO_PROJECT_ID,
          'poll-interval': '1s',
          timeout: '2m',
          'trusted-root': trustedRoot,
          ...inputs
        },
        githubToken: 'ghs_demo_token',
        event: pullRequestEvent(head, base),
        env: {
          GITHUB_API_URL: github.url,
          GITHUB_SHA: TEST_MERGE_COMMIT,
          GITHUB_REF: 'refs/pull/42/merge',
          GITHUB_WORKFLOW_REF: `example/agent/${DEMO_WORKFLOW}@refs/pull/42/merge`
        }
      })
    },
    verify(commit, inputs = {}) {
      return runAction({
        actionDir: join(REPOSITORY_ROOT, 'verify'),
        inputs: { commit, 'trusted-root': trustedRoot, timeout: '1m', ...inputs },
        githubToken: 'ghs_demo_token',
        env: { GITHUB_API_URL: github.url }
      })
    },
    async close() {
      await Promise.all([service.close(), sigstore.close(), github.close()])
    }
  }
}

/** GitHub's test-merge commit of pull request 42: what a run on the pull request is on. */
export const TEST_MERGE_COMMIT = '7e57ed427e57ed427e57ed427e57ed427e57ed42'

/** Pull request 42 from `head` onto `base`, as the event file says it. */
export function pullRequestEvent(head: string, base: string) {
  return {
    name: 'pull_request',
    payload: {
      action: 'synchronize',
      number: 42,
      pull_request: {
        number: 42,
        html_url: 'https://github.com/example/agent/pull/42',
        head: { sha: head },
        base: { sha: base, ref: 'main' }
      },
      repository: { full_name: 'example/agent', name: 'agent', owner: { login: 'example' }, visibility: 'private' }
    }
  }
}

/** A statement as the gate writes it, as far as an edit reaches into it. */
export interface EditableStatement {
  predicate: { certification: { run: Record<string, unknown> } }
}

/** A copy of `bundle` whose statement says something else: its signature no longer covers it. */
export function forged(bundle: Record<string, unknown>, edit: (statement: EditableStatement) => void): Record<string, unknown> {
  return tamperedBundle<EditableStatement>(bundle, edit)
}
