/**
 * The verify action's inputs, read and checked in one place: bad input is an error with nothing
 * fetched, and `pass-if` is compiled once, over `predicate`.
 */
import { InputError, readBoolean, readDuration, readIds, serviceRoot, type ReadInput } from '../action/inputs.js'
import {
  parseSignerWorkflow,
  parseSourceRefs,
  type RefPattern,
  type SignerWorkflow
} from '../attestation/signer-input.js'
import { branchRefs } from '../attestation/signer-policy.js'
import type { GitHubContext } from '../github/context.js'
import type { PassIf } from '../policy/pass-if.js'
import { parseImageDigest, parseImageName, type ImageName } from '../registry/image-name.js'

export const VerifyInput = {
  Commit: 'commit',
  Repository: 'repository',
  ProjectId: 'project-id',
  SignerWorkflow: 'signer-workflow',
  SourceRef: 'source-ref',
  DenySelfHostedRunners: 'deny-self-hosted-runners',
  MaxAge: 'max-age',
  PassIf: 'pass-if',
  Timeout: 'timeout',
  TrustedRoot: 'trusted-root',
  GithubToken: 'github-token',
  ServiceUrl: 'service-url',
  AllowGivenRuns: 'allow-given-runs',
  SubjectName: 'subject-name',
  SubjectDigest: 'subject-digest',
  Attest: 'attest',
  PushToRegistry: 'push-to-registry',
  Image: 'image'
} as const

export const VerifyOutput = {
  Verdict: 'verdict',
  Attestations: 'attestations',
  AttestationId: 'attestation-id',
  AttestationUrl: 'attestation-url',
  BundlePath: 'bundle-path',
  Referrer: 'referrer'
} as const

/** An image and its manifest digest (`sha256:…`): the one to check (`image`), or to vouch for. */
export interface ImageByDigest {
  image: ImageName
  digest: string
}

/**
 * With `attest: true`: the image to vouch for once the commit passes, and whether to attach the summary to it in its
 * registry.
 */
export interface VouchConfig extends ImageByDigest {
  pushToRegistry: boolean
}

/** max-age may be as long as this: beyond it, leave max-age empty. */
const MAX_AGE_LIMIT_MS = 3650 * 86_400_000

/** Kept equal to verify/action.yml (a test compares them). */
export const VERIFY_TIMEOUT_DEFAULT = '5m'

export interface VerifyConfig {
  /** The commit to check: a full SHA, in lower case; empty when an image is checked. */
  commit: string
  /** Set when `image` names an image to check by its summary, instead of a commit. */
  imageCheck?: ImageByDigest
  /** `owner/name` whose workflow signed the certification. */
  repository: string
  /** Each must be certified; empty: at least one certification of any project. */
  projectIds: string[]
  /**
   * Only this workflow's signature counts (of `repository` or a central one, from a ref or any); absent, any of
   * `repository`.
   */
  signerWorkflow?: SignerWorkflow
  /** The refs the signing run may have been on; empty, any (the commit must still be `commit`). */
  sourceRefs: RefPattern[]
  /** With image:, set when `sourceRefs` are this default branch and its merge queue because no input named refs. */
  protectedBranch?: string
  /**
   * With image:, no source-ref and `repository` another repository than the workflow's: its default branch is read from
   * GitHub before anything else (its event names only this one's), then `sourceRefs` and `protectedBranch` are set.
   */
  defaultBranchOf?: string
  /** True: a signature made on a self-hosted runner is refused. */
  denySelfHostedRunners: boolean
  /** The oldest certification that counts, from its signed time; absent, no limit. */
  maxAgeMs?: number
  /** max-age as written (30d), for what an image's summary says was checked. */
  maxAgeText?: string
  passIfExpression?: string
  /** Compiled over `predicate` by `readVerifyInputs`. */
  passIf?: PassIf
  /** One deadline for every request and retry. */
  timeoutMs: number
  /** A Sigstore trusted_root.json; absent, the public roots through TUF. */
  trustedRootPath?: string
  /**
   * The service a certification must be of, as the gate's base-url names it (with its version segment); absent, any.
   */
  serviceUrl?: string
  /** Default false: a certification of a run given to the signing gate (run-id) is refused. */
  allowGivenRuns: boolean
  /** Set when attest is true: the image the step signs a summary for when the commit passes. */
  vouch?: VouchConfig
  githubToken: string
  /** `https://github.com`, or the Enterprise Server's address. */
  serverUrl: string
  apiUrl: string
}

const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/
const REPOSITORY = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/

/** Reads and checks every input; throws InputError naming the input and what to write instead. */
export async function readVerifyInputs(readInput: ReadInput, github: GitHubContext): Promise<VerifyConfig> {
  const read = (name: string) => readInput(name).trim()
  const imageCheck = readImageToCheck(read(VerifyInput.Image))
  const commit = readCommit(read(VerifyInput.Commit), github, imageCheck)
  const repository = read(VerifyInput.Repository) || github.repository || ''
  if (!REPOSITORY.test(repository)) {
    throw new InputError(
      VerifyInput.Repository,
      `'${repository.slice(0, 120)}' is not owner/name, e.g. octo-org/support-agent.`
    )
  }
  const signerText = read(VerifyInput.SignerWorkflow)
  const signerWorkflow = signerText === '' ? undefined : parseSignerWorkflow(signerText, repository)
  if (signerWorkflow !== undefined && 'invalid' in signerWorkflow)
    throw new InputError(VerifyInput.SignerWorkflow, signerWorkflow.invalid)
  const writtenRefs = parseSourceRefs(read(VerifyInput.SourceRef))
  if ('invalid' in writtenRefs) throw new InputError(VerifyInput.SourceRef, writtenRefs.invalid)
  const { sourceRefs, protectedBranch, defaultBranchOf } =
    imageCheck === undefined
      ? { sourceRefs: writtenRefs, protectedBranch: undefined }
      : imageSourceRefs(writtenRefs, github, repository)
  const maxAge = read(VerifyInput.MaxAge)
  const githubToken = read(VerifyInput.GithubToken)
  if (githubToken === '')
    throw new InputError(
      VerifyInput.GithubToken,
      'is empty: the attestations are listed with it. Leave it at its default, ${{ github.token }}.'
    )
  const projectIds = readIds(VerifyInput.ProjectId, read(VerifyInput.ProjectId))
  const config: VerifyConfig = {
    commit,
    repository,
    projectIds,
    signerWorkflow,
    sourceRefs,
    ...(protectedBranch === undefined ? {} : { protectedBranch }),
    ...(defaultBranchOf === undefined ? {} : { defaultBranchOf }),
    denySelfHostedRunners: readBoolean(
      VerifyInput.DenySelfHostedRunners,
      read(VerifyInput.DenySelfHostedRunners) || 'false'
    ),
    maxAgeMs: maxAge === '' ? undefined : readDuration(VerifyInput.MaxAge, maxAge, 1000, MAX_AGE_LIMIT_MS),
    maxAgeText: maxAge || undefined,
    passIfExpression: read(VerifyInput.PassIf) || undefined,
    timeoutMs: readDuration(VerifyInput.Timeout, read(VerifyInput.Timeout) || VERIFY_TIMEOUT_DEFAULT, 1000),
    trustedRootPath: read(VerifyInput.TrustedRoot) || undefined,
    serviceUrl: readServiceUrl(read(VerifyInput.ServiceUrl)),
    allowGivenRuns: readBoolean(VerifyInput.AllowGivenRuns, read(VerifyInput.AllowGivenRuns) || 'false'),
    imageCheck,
    vouch: readVouch(read, projectIds, { imageCheck, commit, workflowSha: github.workflowSha }),
    githubToken,
    serverUrl: github.serverUrl,
    apiUrl: github.apiUrl
  }
  return await withPassIf(config)
}

/** The config with pass-if compiled, when it is set (the engine is loaded only then); a bad expression is an InputError. */
async function withPassIf(config: VerifyConfig): Promise<VerifyConfig> {
  if (config.passIfExpression === undefined) return config
  const { compilePassIf, PassIfSyntaxError } = await import('../policy/pass-if.js')
  try {
    return { ...config, passIf: await compilePassIf(config.passIfExpression, 'predicate') }
  } catch (error) {
    if (error instanceof PassIfSyntaxError) throw new InputError(VerifyInput.PassIf, error.message)
    throw error
  }
}

/**
 * The refs an image's summary may have been signed on. A commit's certification must be signed on
 * the commit checked, but an image's summary names its own commit, so nothing else keeps a summary
 * signed on a branch anyone with write access can push from passing: source-ref says which refs
 * count; else the default branch and its merge queue. A ref in signer-workflow pins the workflow
 * file, not the run: a reusable workflow's (`vouch.yml@refs/heads/main`) is the called file's ref,
 * whatever branch the run was on.
 */
function imageSourceRefs(
  written: RefPattern[],
  github: GitHubContext,
  repository: string
): { sourceRefs: RefPattern[]; protectedBranch?: string; defaultBranchOf?: string } {
  if (written.length > 0) return { sourceRefs: written }
  // Another repository's default branch is its own, which this event does not name: read from GitHub first.
  if (repository.toLowerCase() !== (github.repository ?? '').toLowerCase())
    return { sourceRefs: [], defaultBranchOf: repository }
  if (github.defaultBranch === undefined) {
    throw new InputError(
      VerifyInput.SourceRef,
      `is empty, and this ${github.eventName ?? 'workflow'} event names no default branch ` +
        `(repository.default_branch): image: counts only summaries signed on protected history. Name its refs, e.g. ` +
        `refs/heads/main, refs/heads/gh-readonly-queue/main/*.`
    )
  }
  return { sourceRefs: branchRefs(github.defaultBranch), protectedBranch: github.defaultBranch }
}

/** service-url as the gate's base-url names it in what it signs (serviceRoot). */
function readServiceUrl(value: string): string | undefined {
  if (value === '') return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InputError(
      VerifyInput.ServiceUrl,
      "is not an absolute URL: write it as the gate's base-url, e.g. https://api.example.com/v1."
    )
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.search !== '' ||
    url.hash !== '' ||
    url.username !== ''
  ) {
    throw new InputError(
      VerifyInput.ServiceUrl,
      "must be the service's https URL, as the gate's base-url, e.g. https://api.example.com/v1."
    )
  }
  return serviceRoot(url).root
}

/**
 * attest, subject-name, subject-digest and push-to-registry, checked together: an image is vouched
 * for only when asked (attest: true), named fully, by digest, for exactly one project. Whatever
 * is set without attest is refused rather than left unused, since the step would sign nothing.
 */
function readVouch(
  read: (name: string) => string,
  projectIds: readonly string[],
  checked: { imageCheck?: ImageByDigest; commit: string; workflowSha?: string }
): VouchConfig | undefined {
  const attest = readBoolean(VerifyInput.Attest, read(VerifyInput.Attest) || 'false')
  const pushToRegistry = readBoolean(VerifyInput.PushToRegistry, read(VerifyInput.PushToRegistry) || 'false')
  const name = read(VerifyInput.SubjectName)
  const digest = read(VerifyInput.SubjectDigest)
  if (!attest) {
    const unused = [
      name === '' ? undefined : VerifyInput.SubjectName,
      digest === '' ? undefined : VerifyInput.SubjectDigest,
      pushToRegistry ? VerifyInput.PushToRegistry : undefined
    ].filter(input => input !== undefined)
    if (unused.length === 0) return undefined
    throw new InputError(
      VerifyInput.Attest,
      `is not true, so ${unused.join(' and ')} would go unused: set attest: true to sign a summary for the image, ` +
        `or leave ${unused.length === 1 ? 'it' : 'them'} out.`
    )
  }
  if (checked.imageCheck !== undefined) {
    throw new InputError(
      VerifyInput.Attest,
      'is true beside image: a step either checks an image or vouches for one. Use two steps.'
    )
  }
  if (checked.commit !== (checked.workflowSha ?? '').toLowerCase()) {
    throw new InputError(
      VerifyInput.Commit,
      "is not the commit this run is on (GITHUB_SHA), and attest is true: an image's summary is signed by the run " +
        'that built the image, from the commit it checks. Leave commit out.'
    )
  }
  if (name === '') {
    throw new InputError(
      VerifyInput.SubjectName,
      'is empty, and attest is true: name the image the summary is for, e.g. ghcr.io/acme/agent.'
    )
  }
  const image = parseImageName(name)
  if ('invalid' in image) throw new InputError(VerifyInput.SubjectName, image.invalid)
  if (digest === '') {
    throw new InputError(
      VerifyInput.SubjectDigest,
      "is empty, and attest is true: pass the image's manifest digest, e.g. ${{ steps.push.outputs.digest }} from " +
        'docker/build-push-action.'
    )
  }
  const parsedDigest = parseImageDigest(digest)
  if (typeof parsedDigest !== 'string') throw new InputError(VerifyInput.SubjectDigest, parsedDigest.invalid)
  if (projectIds.length !== 1) {
    throw new InputError(
      VerifyInput.ProjectId,
      `names ${projectIds.length === 0 ? 'no project' : `${projectIds.length} projects`}, and attest is true: an image's summary is for exactly one project, the agent the image holds.`
    )
  }
  return { image, digest: parsedDigest, pushToRegistry }
}

/** `image`: the image by digest (`ghcr.io/acme/agent@sha256:…`), or undefined when empty. */
function readImageToCheck(text: string): ImageByDigest | undefined {
  if (text === '') return undefined
  const at = text.lastIndexOf('@')
  if (at === -1) {
    throw new InputError(
      VerifyInput.Image,
      `'${text.slice(0, 200)}' names no digest: give the image by digest, e.g. ghcr.io/acme/agent@sha256:…, as the ` +
        `deploy runs it (a tag can move).`
    )
  }
  // A tag beside the digest (name:tag@sha256:…, as manifests often write it) says nothing the digest does not.
  const image = parseImageName(text.slice(0, at).replace(/:[^/:]*$/, ''))
  if ('invalid' in image) throw new InputError(VerifyInput.Image, image.invalid)
  const digest = parseImageDigest(text.slice(at + 1))
  if (typeof digest !== 'string') throw new InputError(VerifyInput.Image, digest.invalid)
  return { image, digest }
}

/** The commit to check: the input, or the workflow's; none beside `image`, whose summary names its own. */
function readCommit(text: string, github: GitHubContext, imageCheck: ImageByDigest | undefined): string {
  if (imageCheck !== undefined) {
    if (text === '') return ''
    throw new InputError(
      VerifyInput.Commit,
      'is set beside image: an image is checked by its summary, ' +
        'which names the commit it was built from. Leave commit out.'
    )
  }
  const commit = (text || github.workflowSha || '').toLowerCase()
  if (!FULL_SHA.test(commit)) {
    throw new InputError(
      VerifyInput.Commit,
      `'${commit.slice(0, 80)}' is not a full commit SHA (40 hexadecimal characters). Pass \${{ github.sha }} or ` +
        `the commit you deploy.`
    )
  }
  return commit
}
