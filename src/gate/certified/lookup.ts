/**
 * What the gate looks up among the signed certifications, as a value: which commit's subject,
 * under which signer policy, how old at most, and what for. One small function per purpose
 * builds it from the config and the runner's context; nothing here lists or checks anything.
 */
import type { CertificationPolicy } from '../../attestation/checked.js'
import {
  parseSignerWorkflow,
  signerPolicy,
  type RefPattern,
  type SignerWorkflow
} from '../../attestation/signer-policy.js'
import { commitSubject, treeSubject, type ResourceDescriptor } from '../../attestation/statement.js'
import type { GitHubContext } from '../../github/context.js'
import type { ActionConfig } from '../config.js'
import { Input } from '../names.js'
import type { Reason } from '../results.js'
import type { NoLookup } from './gate-run.js'
import { DEFAULT_BRANCH_TRIGGERS, fieldName, meaningOf } from '../../github/events.js'
import { branchRefs, protectedRefs, runOnContent, targetBranch, unprotectedTarget } from './events.js'

/**
 * What a lookup is for: `reuse` reads this commit's certifications, where a pull request's own run
 * counts for its re-run; `tree` reads those of the git tree this run is on, where any run on a
 * commit with that tree counts, a pull request's too; `base` reads the base commit's, where a pull
 * request's never does.
 */
export type Purpose = 'reuse' | 'tree' | 'base'

/** One lookup: what findCertifications is asked, and how the gate names it to a person. */
export interface Lookup {
  purpose: Purpose
  commit: string
  subject: ResourceDescriptor & { name: string }
  /** The signer rules, and for reuse the oldest that counts. */
  policy: CertificationPolicy
  /** Which commit it reads, as a sentence names it: `this commit`, `the base commit`. */
  label: string
  /** For a night's base: the only triggers a certification may have been signed by (the certificate's). */
  triggers?: readonly string[]
}

/** What a lookup needs of the config: who signs, which refs and runners count. */
export type LookupConfig = Pick<ActionConfig, 'signerWorkflow' | 'sourceRefs' | 'denySelfHostedRunners' | 'reuseMs'>

/** This commit's certifications, signed within `reuse`: a pass that may spare a run. */
export function reuseLookup(config: LookupConfig, github: GitHubContext): Lookup | NoLookup {
  const commit = github.commit?.sha
  if (commit === undefined) return { why: { kind: 'runner-lacks', what: 'commit' } }
  const elsewhere = runOnContent(github)
  if (elsewhere !== undefined) return { why: elsewhere }
  const ownRefs = config.sourceRefs.length > 0 ? [] : reuseRefs(github)
  if ('why' in ownRefs) return { ...ownRefs, commit, absence: 'unreadable' }
  return lookupOf('reuse', commit, config, github, config.reuseMs, ownRefs)
}

/**
 * The certifications of the git tree this run is on (GITHUB_SHA's), signed within `reuse`: when
 * none of this commit counts, one of the same files may. Signed on any ref (a pull request's run
 * too) unless source-ref says which; only a content-certified one, made by a run on a commit
 * GitHub says has this tree (the tree rule of attestation/check.ts). `commit` is the tree's sha.
 */
export function treeLookup(config: LookupConfig, github: GitHubContext, tree: string): Lookup | NoLookup {
  // The tree is GITHUB_SHA's: it stands for the commit certified only when the run is on that content.
  const elsewhere = runOnContent(github)
  if (elsewhere !== undefined) return { why: elsewhere }
  const signer = signerOf(config, github)
  if ('why' in signer) return { ...signer, commit: tree, absence: 'unreadable' }
  return {
    purpose: 'tree',
    commit: tree,
    label: LABEL.tree,
    subject: treeSubject(github.serverUrl, signer.repository, tree),
    policy: {
      signer: signerPolicy({
        serverUrl: github.serverUrl,
        repository: signer.repository,
        signerWorkflow: signer.workflow,
        sourceRefs: config.sourceRefs,
        denySelfHostedRunners: config.denySelfHostedRunners,
        byTree: true
      }),
      maxAgeMs: config.reuseMs,
      maxAgeInput: Input.Reuse,
      tree
    }
  }
}

/**
 * The refs of protected history for this change: where base and carry-forward read certifications.
 * Why none, when the event does not say (absence `unreadable`), or when the branch the change goes
 * into is not protected (absence `unprotected`: base is then an empty map, and nothing is carried).
 */
export function protectedHistory(config: LookupConfig, github: GitHubContext): readonly RefPattern[] | NoLookup {
  const refs = protectedRefs(config.sourceRefs, github)
  if ('kind' in refs) return { why: refs, absence: 'unreadable' }
  const branch = targetBranch(github)
  if (branch === undefined) {
    if (meaningOf(github.eventName).branch === 'the pushed branch') {
      return { why: { kind: 'runner-lacks', what: 'push-branch' }, absence: 'unreadable' }
    }
    const branchField = meaningOf(github.eventName).base?.branch
    const field = branchField === undefined ? 'its base ref' : fieldName(branchField)
    return {
      why: { kind: 'event-lacks', event: github.eventName ?? 'workflow', what: 'base branch', field },
      absence: 'unreadable'
    }
  }
  const unprotected = unprotectedTarget(branch, refs, config.sourceRefs)
  return unprotected === undefined ? refs : { why: unprotected, absence: 'unprotected' }
}

/** The base commit's certifications on protected history, of any age: what `base` in pass-if reads. */
export function baseLookup(config: LookupConfig, github: GitHubContext): Lookup | NoLookup {
  const commit = github.baseCommit
  const fields = meaningOf(github.eventName).base
  if (commit === undefined) {
    // An event that has a base, but whose payload does not say it, is one whose base could not be read.
    const event = github.eventName ?? 'workflow'
    return fields === undefined
      ? { why: { kind: 'event-has-no-base', event } }
      : {
          why: {
            kind: 'event-lacks',
            event,
            what: 'base commit',
            field: fields.commit === 'GITHUB_SHA' ? 'GITHUB_SHA' : fieldName(fields.commit)
          },
          absence: 'unreadable'
        }
  }
  return protectedLookup(config, github, commit, LABEL.base)
}

/**
 * A commit of protected history (the base commit, one of its first parents, or a pushed commit's),
 * read as the base is (the protected refs, any age, never a pull request's own run).
 */
export function protectedLookup(
  config: LookupConfig,
  github: GitHubContext,
  commit: string,
  label: string
): Lookup | NoLookup {
  const refs = protectedHistory(config, github)
  if ('why' in refs) return { ...refs, commit }
  const lookup = lookupOf('base', commit, config, github, undefined, refs)
  if ('why' in lookup) return lookup
  // A night compares with the default branch's own runs: never one started by hand, whatever ref it ran on.
  const newest = meaningOf(github.eventName).base?.pick === 'newest'
  return { ...lookup, label, ...(newest ? { triggers: DEFAULT_BRANCH_TRIGGERS } : {}) }
}

/**
 * The refs a certification reused on a push or in the merge queue may have been signed on, unless
 * source-ref says otherwise: this branch, or its merge queue (what the deploy's verify, set up as
 * the recipes say, accepts). On a pull request, any ref: the re-run rule of the signer policy
 * decides there. Why not, when the runner does not say which branch.
 */
function reuseRefs(github: GitHubContext): RefPattern[] | { why: Reason } {
  const meaning = meaningOf(github.eventName)
  if (meaning.reuseSignedOn === 'any ref') return []
  const branch = targetBranch(github)
  if (branch !== undefined) return branchRefs(branch)
  if (meaning.branch === 'the pushed branch') {
    // A tag, or another ref that is not a branch: that ref alone.
    return github.ref === undefined ? { why: { kind: 'runner-lacks', what: 'push-ref' } } : [{ exact: github.ref }]
  }
  const field = meaning.base === undefined ? 'its base ref' : fieldName(meaning.base.branch)
  return { why: { kind: 'event-lacks', event: github.eventName ?? 'workflow', what: 'base branch', field } }
}

/** Which commit each purpose reads, as a sentence names it. */
const LABEL: Record<Purpose, string> = { reuse: 'this commit', tree: "this run's tree", base: 'the base commit' }

function lookupOf(
  purpose: Purpose,
  commit: string,
  config: LookupConfig,
  github: GitHubContext,
  maxAgeMs: number | undefined,
  ownRefs: readonly RefPattern[]
): Lookup | NoLookup {
  const signer = signerOf(config, github)
  if ('why' in signer) return { ...signer, commit, absence: 'unreadable' }
  return {
    purpose,
    commit,
    label: LABEL[purpose],
    subject: commitSubject(github.serverUrl, signer.repository, commit),
    policy: {
      signer: signerPolicy({
        serverUrl: github.serverUrl,
        repository: signer.repository,
        commit,
        signerWorkflow: signer.workflow,
        // source-ref, when set, says which refs count, as it does for the verify action.
        sourceRefs: config.sourceRefs.length > 0 ? config.sourceRefs : ownRefs,
        denySelfHostedRunners: config.denySelfHostedRunners,
        pullRequestRun: purpose === 'reuse' ? pullRequestRunOf(github) : undefined
      }),
      maxAgeMs,
      maxAgeInput: Input.Reuse
    }
  }
}

/** Whose certifications count: the repository's, signed by signer-workflow, or by the workflow that runs now. */
function signerOf(
  config: LookupConfig,
  github: GitHubContext
): { repository: string; workflow: SignerWorkflow } | NoLookup {
  const { repository } = github
  if (repository === undefined) return { why: { kind: 'runner-lacks', what: 'repository' } }
  if (config.signerWorkflow !== undefined) return { repository, workflow: config.signerWorkflow }
  // GITHUB_WORKFLOW_REF: `owner/repo/.github/workflows/file.yml@ref`. Any ref: a pull request's
  // own re-run and the push after the merge queue run the same file from different refs.
  const running =
    github.workflowRef === undefined ? undefined : parseSignerWorkflow(github.workflowRef.split('@')[0], repository)
  if (running === undefined || 'invalid' in running) {
    return { why: { kind: 'runner-lacks', what: 'workflow' } }
  }
  return { repository, workflow: running }
}

/** A pull request's run: the pull request and the test-merge commit it is on (GITHUB_SHA). */
function pullRequestRunOf(github: GitHubContext) {
  if (meaningOf(github.eventName).pullRequestRun !== 'on its test merge') return undefined
  if (github.pullRequest === undefined || github.workflowSha === undefined) return undefined
  return { number: github.pullRequest.number, commit: github.workflowSha }
}

/** Where carry-forward starts its walk on protected history, by the event table; or why it may not carry. */
export function carryStart(config: LookupConfig, github: GitHubContext): { commit: string } | NoLookup {
  const from = meaningOf(github.eventName).carryFrom
  const event = github.eventName ?? 'workflow'
  if (from === undefined) return { why: { kind: 'event-never-carries', event } }
  const refs = protectedHistory(config, github)
  if ('why' in refs) return refs
  const commit = from === 'the base commit' ? github.baseCommit : github.commit?.sha
  if (commit === undefined)
    return { why: { kind: 'event-lacks', event, what: 'commit to carry from', field: from }, absence: 'unreadable' }
  return { commit }
}
