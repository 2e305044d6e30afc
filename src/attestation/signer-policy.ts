/**
 * Who may have signed a certification, as a value built once from inputs (as gh's
 * `newEnforcementCriteria` builds one from flags) and handed to every check: the OIDC issuer of
 * GitHub Actions on this server, the source repository, the commit the signing run must have been
 * on, the signing workflow (of this repository or a central one, from a ref or any), the refs the
 * run may have been on, and whether a self-hosted runner may sign. The verify action and the gate
 * build theirs from their own inputs; the checks are one.
 */

/** A ref the signing run may have been on: exactly this one, or any that starts with `prefix` (written `prefix*`). */
export type RefPattern = { exact: string } | { prefix: string }

/** The workflow whose job must have signed: its repository, its path, and the ref it must come from. */
export interface SignerWorkflow {
  /** `owner/name`: the source repository's own, or a central one's. */
  repository: string
  /** `.github/workflows/<file>.yml`, matched exactly. */
  path: string
  /** `refs/heads/main`: the workflow file must come from exactly this ref; absent, any. */
  ref?: string
}

export interface SignerPolicy {
  /** `https://github.com`, or the Enterprise Server's address, without a trailing slash. */
  serverUrl: string
  /** The OIDC issuer the signing certificate must name (oidcIssuerFor). */
  oidcIssuer: string
  /** `owner/name` of the source repository: whose workflow run signed it. */
  repository: string
  /** The commit the signing run must have been on (the Source Repository Digest); absent, any. */
  commit?: string
  /** Only this workflow's job signs; absent, any workflow of `repository`. */
  signerWorkflow?: SignerWorkflow
  /** The refs the signing run may have been on (the Source Repository Ref); empty, any. */
  sourceRefs: readonly RefPattern[]
  /** True: a certificate that says it was signed on a self-hosted runner is refused. */
  denySelfHostedRunners: boolean
  /**
   * A run on a pull request's ref (`refs/pull/N/…`) is on GitHub's test-merge commit, with the
   * workflow as the pull request edited it: it never vouches for a commit, only, when this names
   * its pull request, for a re-run of that pull request's own job on the same test-merge commit.
   */
  pullRequestRun?: PullRequestRun
  /**
   * True for a lookup by git tree: a pull request's run counts too, for it ran the workflow files
   * the tree holds on the files the tree holds. Only where the caller checks, with GitHub, that
   * the commit the signing run was on has that tree.
   */
  byTree?: boolean
}

/** The pull request a run is for, and the test-merge commit it is on (GITHUB_SHA). */
export interface PullRequestRun {
  number: number
  commit: string
}

export interface SignerPolicyInput {
  serverUrl: string
  repository: string
  commit?: string
  signerWorkflow?: SignerWorkflow
  sourceRefs?: readonly RefPattern[]
  denySelfHostedRunners?: boolean
  pullRequestRun?: PullRequestRun
  byTree?: boolean
}

/** The policy for `repository` on `serverUrl`, with what the inputs narrow it to. */
export function signerPolicy(input: SignerPolicyInput): SignerPolicy {
  const serverUrl = input.serverUrl.replace(/\/+$/, '')
  return {
    serverUrl,
    oidcIssuer: oidcIssuerFor(serverUrl),
    repository: input.repository,
    commit: input.commit?.toLowerCase(),
    signerWorkflow: input.signerWorkflow,
    sourceRefs: input.sourceRefs ?? [],
    denySelfHostedRunners: input.denySelfHostedRunners ?? false,
    ...(input.byTree === true ? { byTree: true } : {}),
    ...(input.pullRequestRun === undefined
      ? {}
      : { pullRequestRun: { number: input.pullRequestRun.number, commit: input.pullRequestRun.commit.toLowerCase() } })
  }
}

/** The pull request whose ref `ref` is (`refs/pull/7/merge` → 7), or undefined for any other ref. */
export function pullRequestOfRef(ref: string | undefined): number | undefined {
  const match = ref === undefined ? null : /^refs\/pull\/(\d+)\//.exec(ref)
  return match === null ? undefined : Number(match[1])
}

/**
 * GitHub Actions' OIDC issuer for `serverUrl`: only a workflow's own identity signs a
 * certification. github.com's; a GHE.com tenant's (`token.actions.<tenant>.ghe.com`); an
 * Enterprise Server's (`<server>/_services/token`).
 */
export function oidcIssuerFor(serverUrl: string): string {
  const host = new URL(serverUrl).hostname.toLowerCase()
  if (host === 'github.com') return 'https://token.actions.githubusercontent.com'
  if (host.endsWith('.ghe.com')) return `https://token.actions.${host}`
  return `${serverUrl.replace(/\/+$/, '')}/_services/token`
}

/** A Build Signer URI taken apart: `<server>/<owner>/<repo>/<path>@<ref>`. */
export interface SignerUri {
  repository: string
  path: string
  ref: string
}

/**
 * `https://github.com/org/central/.github/workflows/certify.yml@refs/heads/main` taken apart on
 * `serverUrl`; undefined when it is not a workflow's URI on that server. The path ends at the
 * first `@` after `.github/workflows/…yml`, so a branch named `main@refs/heads/x` stays a ref.
 */
export function parseSignerUri(uri: string | undefined, serverUrl: string): SignerUri | undefined {
  if (uri === undefined || !uri.toLowerCase().startsWith(`${serverUrl.toLowerCase()}/`)) return undefined
  const match = /^([^/@\s]+\/[^/@\s]+)\/(\.github\/workflows\/[^@\s]+?\.ya?ml)@(\S+)$/.exec(uri.slice(serverUrl.length + 1))
  return match === null ? undefined : { repository: match[1], path: match[2], ref: match[3] }
}

/** Whether the signer is the workflow the policy names: owner and repository in any case, the path and the ref exactly. */
export function isAllowedSigner(policy: SignerPolicy, signer: SignerUri): boolean {
  const wanted = policy.signerWorkflow
  if (wanted === undefined) return sameRepository(signer.repository, policy.repository)
  return (
    sameRepository(signer.repository, wanted.repository) &&
    signer.path === wanted.path &&
    (wanted.ref === undefined || signer.ref === wanted.ref)
  )
}

/** Whether the certificate's Source Repository URI is the policy's repository (case-insensitive, as GitHub's names are). */
export function isSourceRepository(policy: SignerPolicy, sourceRepositoryUri: string | undefined): boolean {
  return sourceRepositoryUri?.toLowerCase() === `${policy.serverUrl}/${policy.repository}`.toLowerCase()
}

/** Whether `ref` is one the policy allows the signing run to have been on. */
export function isAllowedSourceRef(policy: SignerPolicy, ref: string | undefined, trigger?: string): boolean {
  if (policy.sourceRefs.length === 0) return true
  if (ref === undefined) return false
  return policy.sourceRefs.some(pattern => refMatches(pattern, ref, trigger))
}

/** The merge queue's branches: `refs/heads/gh-readonly-queue/<base>/pr-<n>-<sha>`. */
export const MERGE_QUEUE_REFS = 'refs/heads/gh-readonly-queue/'
const MERGE_QUEUE_NAME = 'refs/heads/gh-readonly-queue'

/**
 * Whether `ref` matches `pattern`. A pattern that names the merge queue's branches means the
 * queue: a run there counts only when the merge queue started it (build trigger `merge_group`),
 * for anyone with write access can push a branch of that name, which is then an ordinary branch.
 */
export function refMatches(pattern: RefPattern, ref: string, trigger: string | undefined): boolean {
  const text = 'exact' in pattern ? pattern.exact : pattern.prefix
  // However it is spelled (`…/gh-readonly-queue*` too): a pattern that can only match the queue's refs.
  if (text.startsWith(MERGE_QUEUE_NAME) && trigger !== 'merge_group') return false
  return 'exact' in pattern ? ref === pattern.exact : ref.startsWith(pattern.prefix)
}

/** Who the policy lets sign, for a refusal: `a workflow of o/r`, `o/c/.github/workflows/c.yml@refs/heads/main`. */
export function expectedSigner(policy: SignerPolicy): string {
  const wanted = policy.signerWorkflow
  if (wanted === undefined) return `a workflow of ${policy.repository}`
  const ref = wanted.ref === undefined ? '' : `@${wanted.ref}`
  return sameRepository(wanted.repository, policy.repository)
    ? `${wanted.path}${ref} of ${policy.repository}`
    : `${wanted.repository}/${wanted.path}${ref}`
}

/** The allowed refs as the input wrote them: `refs/heads/main, refs/heads/gh-readonly-queue/main/*`. */
export function refPatternsText(patterns: readonly RefPattern[]): string {
  return patterns.map(pattern => ('exact' in pattern ? pattern.exact : `${pattern.prefix}*`)).join(', ')
}

function sameRepository(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/** Zero-width and direction characters: a page puts them between characters (a summary after `@`), and a copy keeps them. */
const INVISIBLE = /[\u00ad\u061c\u115f\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff]/u

const WORKFLOW_PATH = /^\.github\/workflows\/[A-Za-z0-9._/-]+\.ya?ml$/
const REPOSITORY_NAME = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/
const REF = /^refs\/[^\s*@~^:?[\\]+$/

/**
 * `signer-workflow` as a person writes it: `.github/workflows/certification.yml` (a workflow of
 * `repository`), `org/central/.github/workflows/certify.yml` (another repository's), either
 * followed by `@refs/heads/main` (from exactly that ref). The workflow, or why it is not one.
 */
export function parseSignerWorkflow(text: string, repository: string): SignerWorkflow | { invalid: string } {
  const invisible = INVISIBLE.exec(text)
  if (invisible !== null) {
    const code = `U+${invisible[0].codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`
    return {
      invalid: `holds an invisible character (${code}) at position ${invisible.index + 1}, as text copied from a web page can: type it again.`
    }
  }
  const at = text.indexOf('@')
  const written = (at === -1 ? text : text.slice(0, at)).replace(/^\.?\//, '')
  const ref = at === -1 ? undefined : text.slice(at + 1)
  if (ref !== undefined && !isRef(ref)) {
    const named = ref === '' ? 'names no ref' : `names '${ref.slice(0, 100)}', not a whole ref,`
    return {
      invalid: `'${text.slice(0, 160)}' ${named} after '@': write a whole ref, e.g. @refs/heads/main, or leave '@…' out for any ref.`
    }
  }
  const central = /^([^/]+\/[^/]+)\/(\.github\/.*)$/.exec(written)
  const [workflowRepository, path] = central === null ? [repository, written] : [central[1], central[2]]
  if (!REPOSITORY_NAME.test(workflowRepository) || !WORKFLOW_PATH.test(path) || path.split('/').includes('..')) {
    return {
      invalid: `'${text.slice(0, 160)}' is not a workflow file: write .github/workflows/certification.yml, or owner/repository/.github/workflows/certify.yml for another repository's, optionally followed by @refs/heads/main.`
    }
  }
  return ref === undefined ? { repository: workflowRepository, path } : { repository: workflowRepository, path, ref }
}

/**
 * `source-ref` as a person writes it: refs one per line or separated by commas, each exact or
 * ending in `*` to match a prefix. The patterns, or why one is not a ref.
 */
export function parseSourceRefs(text: string): RefPattern[] | { invalid: string } {
  const patterns: RefPattern[] = []
  for (const entry of text.split(/[\n,]/).map(part => part.trim())) {
    if (entry === '') continue
    const prefix = entry.endsWith('*') ? entry.slice(0, -1) : undefined
    // A prefix may end anywhere, in the middle of a name or after a slash; an exact ref is whole.
    if (prefix === undefined ? !isRef(entry) : !isRef(`${prefix}x`)) {
      return {
        invalid: `'${entry.slice(0, 160)}' is not a ref: write whole refs such as refs/heads/main, with * only at the end to match a prefix (refs/heads/gh-readonly-queue/main/*).`
      }
    }
    patterns.push(prefix === undefined ? { exact: entry } : { prefix })
  }
  return patterns
}

function isRef(text: string): boolean {
  return REF.test(text) && !text.split('/').includes('..') && !text.endsWith('/')
}
