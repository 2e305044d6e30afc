/**
 * The signing world on loopback, the one the tests and the tools both stand on: the fake service,
 * the Sigstore mocks (strict @sigstore/mock Fulcio, timestamp authority and Rekor), the fake
 * GitHub API, the mocks' trusted root written to a file, then the bundled gate with
 * `attest: true` certifying a commit (`certify`), the bundled gate on a pull request's run
 * (`pullRequest`) and the bundled verify action (`verify`, and `vouch` for an image as a release
 * workflow does). `npm run demo -- --attest` and `--image` (with image-chain.ts), `npm run
 * verify`, `npm run action` and `npm run pictures` run it as it is; the tests' certification
 * fixture (__tests__/helpers/certification-fixture.ts) starts it with a service that answers at
 * once. It lives in tools/ because it runs the bundled actions with the runner-faithful harness
 * (action-runner.ts), which __fixtures__/ does not import.
 *
 * Every signature in it comes from a job started by `signingAs`: the one place that says whose
 * run the fake's OIDC token, and so the certificate, names, and gives the job the environment that
 * reaches the mocks.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPOSITORY_ROOT, runAction, type ActionRun } from './action-runner.ts'
import {
  DEFAULT_IDENTITY,
  signingEnvironment,
  startFakeGitHub,
  type FakeGitHub,
  type WorkflowIdentity
} from '../__fixtures__/fake-github.ts'
import {
  DEMO_API_KEY,
  DEMO_PROJECT_ID,
  startFakeService,
  type FakeService,
  type RunScript
} from '../__fixtures__/fake-service.ts'
import { pullRequestEvent, TEST_MERGE_COMMIT, TEST_MERGE_REF } from '../__fixtures__/pull-request.ts'
import { mergeGroupEvent, pushEvent } from '../__fixtures__/events.ts'
import { startSigstoreMocks, type SigstoreMocks } from '../__fixtures__/sigstore-mocks.ts'
import { tamperedBundle } from '../__fixtures__/tampered-bundle.ts'

export {
  PULL_REQUEST_NUMBER,
  pullRequestEvent,
  TEST_MERGE_COMMIT,
  TEST_MERGE_REF
} from '../__fixtures__/pull-request.ts'

/** The commit the chain certifies unless told another. */
export const DEMO_COMMIT = 'd3adbeefd3adbeefd3adbeefd3adbeefd3adbeef'
/** The workflow that signs, as a deploy job names it in signer-workflow. */
export const DEMO_WORKFLOW = DEFAULT_IDENTITY.workflow
/** The workflow that builds an image and has verify vouch for it (`vouch`). */
export const RELEASE_WORKFLOW = '.github/workflows/release.yml'
/** What `${{ github.token }}` is in every run of the chain. */
const TOKEN = 'ghs_demo_token'

/** Whose run signs a certification, and on which event: a run of DEMO_WORKFLOW on a push to main unless said. */
export interface Signing {
  visibility?: WorkflowIdentity['visibility']
  /** Claims of the signing run besides the default: its ref and commit, a central signer, the runner. */
  identity?: Partial<WorkflowIdentity>
  /**
   * `push` (default): the run is on the commit; `pull_request`: on GitHub's test-merge commit, about the head `commit`.
   */
  event?: 'push' | 'pull_request'
  /** On `pull_request`: the base commit the payload names (none by default). */
  base?: string
  /** More of the runner's environment (`GITHUB_REPOSITORY`, `GITHUB_WORKFLOW_REF` of a required workflow). */
  env?: Record<string, string>
}

export interface Chain {
  service: FakeService
  sigstore: SigstoreMocks
  github: FakeGitHub
  /** The mocks' trusted_root.json as a file, for the trusted-root input. */
  trustedRoot: string
  /**
   * Runs `job` as a job of the run `identity` names (DEFAULT_IDENTITY's claims, then these): the
   * fake's OIDC tokens name that run until `job` settles, and `job` gets the environment a job
   * that signs needs (the mocks' proxy and CA, the fake API and its token endpoint, and the run's
   * GITHUB_SHA, GITHUB_REF and GITHUB_WORKFLOW_REF). One signing job at a time.
   */
  signingAs<T>(identity: Partial<WorkflowIdentity>, job: (env: Record<string, string>) => Promise<T>): Promise<T>
  /**
   * The bundled gate with attest: true on the demo project (`inputs` on top), as a run of
   * DEMO_WORKFLOW on a push of `commit` to main unless `signing` says other.
   */
  certify(commit: string, inputs?: Record<string, string>, signing?: Signing): Promise<ActionRun>
  /**
   * The bundled gate on pull request PULL_REQUEST_NUMBER, whose head is `head` and whose base is
   * `base`, as a run of DEMO_WORKFLOW on GitHub's test-merge commit: what `base` in pass-if reads
   * comes from the fake API, checked against the mocks' root. Nothing is signed.
   */
  pullRequest(head: string, base: string, inputs?: Record<string, string>): Promise<ActionRun>
  /**
   * `commits`, main's last ones (oldest first), certified as the recommended set-up certifies them: the first on a push
   * to main, each later one in the merge queue comparing with the one before, so that its certification signs the
   * history before it (`inputs` on top of the demo project's; `env`, the runner's, under the signing job's). Stops at
   * the first that does not pass. Each run, in order.
   */
  certifyMain(
    commits: readonly string[],
    inputs?: Record<string, string>,
    env?: Record<string, string>
  ): Promise<ActionRun[]>
  /**
   * The bundled verify action on `commit` ('' beside an `image` input), against the mocks' root and
   * the fake API; `env` on top (a HOME logged in to a registry).
   */
  verify(commit: string, inputs?: Record<string, string>, env?: Record<string, string>): Promise<ActionRun>
  /**
   * The bundled verify action with attest: true (`inputs` name the image), as a job of
   * RELEASE_WORKFLOW on a push of `commit` to main: the run is on the commit it vouches from, so
   * `commit` is not an input. `env` on top (a HOME logged in to the image's registry).
   */
  vouch(commit: string, inputs: Record<string, string>, env?: Record<string, string>): Promise<ActionRun>
  close(): Promise<void>
}

/** The inputs of a gate on the demo project against `service`, then `inputs`. */
function gateInputs(service: FakeService, inputs: Record<string, string>): Record<string, string> {
  return {
    'base-url': service.url,
    'api-key': DEMO_API_KEY,
    'project-id': DEMO_PROJECT_ID,
    'poll-interval': '1s',
    timeout: '2m',
    ...inputs
  }
}

/** `Chain['signingAs']` on these mocks and this fake GitHub: the one place a job's signing identity is set. */
function signingAsWith(sigstore: SigstoreMocks, github: FakeGitHub): Chain['signingAs'] {
  return async (claims, job) => {
    const identity: WorkflowIdentity = { ...DEFAULT_IDENTITY, ...claims }
    const saved = github.identity
    github.identity = identity
    try {
      return await job({
        ...signingEnvironment(sigstore, github),
        GITHUB_SHA: identity.sha,
        GITHUB_REF: identity.ref,
        GITHUB_WORKFLOW_REF: `${identity.repository}/${identity.workflow}@${identity.ref}`
      })
    } finally {
      github.identity = saved
    }
  }
}

/** `Chain['certify']`: the gate with attest: true, signing as the run `signing` describes. */
function certifyWith(
  chain: Pick<Chain, 'service' | 'signingAs'>,
  commit: string,
  inputs: Record<string, string>,
  signing: Signing
): Promise<ActionRun> {
  const visibility = signing.visibility ?? 'private'
  const onPullRequest = signing.event === 'pull_request'
  const identity: Partial<WorkflowIdentity> = {
    visibility,
    ...(onPullRequest ? { ref: TEST_MERGE_REF, sha: TEST_MERGE_COMMIT } : { ref: 'refs/heads/main', sha: commit }),
    ...signing.identity
  }
  return chain.signingAs(identity, env =>
    runAction({
      inputs: gateInputs(chain.service, { attest: 'true', ...inputs }),
      githubToken: TOKEN,
      event: onPullRequest
        ? pullRequestEvent(commit, signing.base, visibility)
        : pushEvent({ after: commit, visibility }),
      // On a push the run is on the commit it certifies, whatever else its token claims.
      env: { ...env, ...(onPullRequest ? {} : { GITHUB_SHA: commit }), ...signing.env }
    })
  )
}

/** Reads base, so that each certification of `Chain['certifyMain']` signs the history before it; true whatever scored. */
const COMPARING = '!has(base.trust_score) || base.trust_score >= 0.0'

/** `Chain['certifyMain']` on this world. */
async function certifyMainWith(
  chain: Pick<Chain, 'service' | 'signingAs' | 'trustedRoot'>,
  commits: readonly string[],
  inputs: Record<string, string>,
  env: Record<string, string>
): Promise<ActionRun[]> {
  const runs: ActionRun[] = []
  for (const [index, commit] of commits.entries()) {
    const first = index === 0
    const ref = first ? 'refs/heads/main' : `refs/heads/gh-readonly-queue/main/pr-${index + 1}-${commit.slice(0, 8)}`
    const run = await chain.signingAs({ ref, sha: commit, eventName: first ? 'push' : 'merge_group' }, signing =>
      runAction({
        inputs: gateInputs(chain.service, {
          ...(first ? {} : { 'pass-if': COMPARING, 'trusted-root': chain.trustedRoot }),
          attest: 'true',
          ...inputs
        }),
        githubToken: TOKEN,
        event: first
          ? pushEvent({ after: commit })
          : mergeGroupEvent({ head: commit, headRef: ref, base: commits[index - 1] }),
        // The signing job's environment over the runner's: its proxy and CA reach the mocks.
        env: { ...env, ...signing, GITHUB_SHA: commit, GITHUB_REF: ref }
      })
    )
    runs.push(run)
    if (run.exitCode !== 0) break
  }
  return runs
}

/**
 * Starts the world. Runs of the service go through `script` (queued, running, completed, 300 ms
 * each unless given).
 */
export async function startChain(options: { script?: Partial<RunScript> } = {}): Promise<Chain> {
  const service = await startFakeService({
    script: options.script ?? { statuses: ['queued', 'running', 'completed'], stepMs: 300 }
  })
  const sigstore = await startSigstoreMocks()
  const github = await startFakeGitHub()
  const trustedRoot = join(mkdtempSync(join(tmpdir(), 'trusted-root-')), 'trusted_root.json')
  writeFileSync(trustedRoot, JSON.stringify(sigstore.trustedRoot))
  const signingAs = signingAsWith(sigstore, github)
  const certify: Chain['certify'] = (commit, inputs = {}, signing = {}) =>
    certifyWith({ service, signingAs }, commit, inputs, signing)
  return {
    service,
    sigstore,
    github,
    trustedRoot,
    signingAs,
    certify,
    certifyMain: (commits, inputs = {}, env = {}) =>
      certifyMainWith({ service, signingAs, trustedRoot }, commits, inputs, env),
    pullRequest(head, base, inputs = {}) {
      return runAction({
        inputs: gateInputs(service, { 'trusted-root': trustedRoot, ...inputs }),
        githubToken: TOKEN,
        event: pullRequestEvent(head, base),
        env: {
          GITHUB_API_URL: github.url,
          GITHUB_SHA: TEST_MERGE_COMMIT,
          GITHUB_REF: TEST_MERGE_REF,
          GITHUB_WORKFLOW_REF: `${DEFAULT_IDENTITY.repository}/${DEMO_WORKFLOW}@${TEST_MERGE_REF}`
        }
      })
    },
    verify(commit, inputs = {}, env = {}) {
      return runAction({
        actionDir: join(REPOSITORY_ROOT, 'verify'),
        inputs: { commit, 'trusted-root': trustedRoot, timeout: '1m', ...inputs },
        githubToken: TOKEN,
        env: { GITHUB_API_URL: github.url, ...env }
      })
    },
    vouch(commit, inputs, env = {}) {
      return signingAs({ workflow: RELEASE_WORKFLOW, ref: 'refs/heads/main', sha: commit }, signing =>
        runAction({
          actionDir: join(REPOSITORY_ROOT, 'verify'),
          inputs: { 'trusted-root': trustedRoot, timeout: '1m', attest: 'true', ...inputs },
          githubToken: TOKEN,
          env: { ...signing, ...env }
        })
      )
    },
    async close() {
      await Promise.all([service.close(), sigstore.close(), github.close()])
    }
  }
}

/** A statement as the gate writes it, as far as an edit reaches into it. */
export interface EditableStatement {
  predicate: { certification: { run: Record<string, unknown> } }
}

/** A copy of `bundle` whose statement says something else: its signature no longer covers it. */
export function forged(
  bundle: Record<string, unknown>,
  edit: (statement: EditableStatement) => void
): Record<string, unknown> {
  return tamperedBundle<EditableStatement>(bundle, edit)
}
