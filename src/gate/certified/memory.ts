/**
 * What the gate remembers: the signed certifications `attest: true` published. It runs the
 * lookups (lookup.ts) through a finder (attestation/'s findCertifications: the verify action's
 * code and rules, never a copy), once per commit however many gates ask, and hands what was found
 * to the choosing (choose.ts). A lookup that fails says why in one line and the gate goes on as if
 * it had found nothing: it never fails the step, and never passes it. Loaded only when `reuse` is
 * set or `pass-if` names `base`.
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findCertifications, githubSource, type FindSources, type Found } from '../../attestation/find.js'
import type { CallContext, GitHubApi } from '../../github/api.js'
import type { GitHubContext } from '../../github/context.js'
import { ApiError, DeadlineError } from '../../http/errors.js'
import { errorClause } from '../../lib/errors.js'
import { Deadline, type Logger } from '../../lib/runtime.js'
import type { ActionConfig } from '../config.js'
import type { CertificationReads, GitHubRead, Reason } from '../results.js'
import { chooseCertifications } from './choose.js'
import type { BaseHistory, GateMemory, NoLookup, Recalled } from './gate-run.js'
import { baseLookup, protectedLookup, reuseLookup, treeLookup, type Lookup, type Purpose } from './lookup.js'
import { runOnContent } from './events.js'
import { BASE_ANCESTORS, lookupBound, READ_ATTESTATIONS_PERMISSIONS } from '../names.js'
import { firstParentHistory, treeOf } from '../../github/commits.js'
import { PLAN_NEEDED, refusedForPlan } from '../../github/attestations.js'
import { changedFiles, COMPARE_FILES_LIMIT } from '../../github/compare.js'
import { inertText, shortSha } from '../../lib/text.js'
import { parseJson, readPath } from '../../lib/json.js'
import { commitSubjectName } from '../../attestation/statement.js'
import { isAllowedSigning } from '../../attestation/signer-policy.js'

/** Lists and checks the certifications of a lookup's subject: findCertifications, or a stand-in in tests. */
export type Finder = typeof findCertifications

export interface MemoryOptions {
  /** The step's one GitHub client (main.ts makes it). */
  api: GitHubApi
  signal: AbortSignal
  logger: Logger
  random: () => number
  /** The step's one deadline: every lookup's bound is cut from it, on its clock. */
  stepDeadline: Deadline
  /** findCertifications unless a test passes another. */
  find?: Finder
  /** What pass-if reads of a certification's base and runs (judge/variables.ts): an outline must hold it whole. */
  reads?: CertificationReads
}

/**
 * What every call to GitHub of one step shares: the step's client, and each call's bound cut from the step's deadline.
 */
interface GitHubCalls {
  api: GitHubApi
  /** A call's context, bounded by lookupBound, and that bound as a person is told it. */
  call(): { context: CallContext; boundText: string }
}

function gitHubCalls(config: ActionConfig, options: MemoryOptions): GitHubCalls {
  const { api, logger, signal, random, stepDeadline } = options
  return {
    api,
    call: () => {
      const bound = lookupBound(config.timeoutMs, stepDeadline.remainingMs())
      return {
        context: { deadline: new Deadline(stepDeadline.clock, bound.ms), signal, logger, random },
        boundText: bound.text
      }
    }
  }
}

/**
 * The gate's memory for one step: each commit's attestations are listed and checked once, however
 * many gates ask, when first asked (this commit's before a run is started; the base's once it is).
 */
export function openMemory(config: ActionConfig, github: GitHubContext, options: MemoryOptions): GateMemory {
  const found = new Map<string, Promise<Found | NoLookup>>()
  const warnings = new Set<string>()
  const warnOnce = (message: string, key = message) => {
    if (warnings.has(key)) return
    warnings.add(key)
    options.logger.warning(message)
  }
  const calls = gitHubCalls(config, options)
  const treeOfCommit = treeReader(calls, github)
  const lookups: Lookups = { config, github, options, calls, warnOnce, treeOfCommit }
  const choice = { ...config, reads: options.reads }
  const choose = (result: Found, lookup: Lookup, projectId: string) =>
    chooseCertifications(result, lookup, projectId, choice, options.stepDeadline.clock.now())
  const recall = async (lookup: Lookup | NoLookup, projectId: string, look = 0): Promise<Recalled> => {
    if ('why' in lookup) return lookup
    const key = `${lookup.commit} ${lookup.purpose} ${look}`
    if (!found.has(key)) found.set(key, runLookup(lookup, lookups))
    const result = await (found.get(key) as Promise<Found | NoLookup>)
    if ('why' in result) return result
    return choose(result, lookup, projectId)
  }
  const reuse = reuseLookup(config, github)
  const base = baseLookup(config, github)
  const histories = new Map<string, Promise<BaseHistory>>()
  const historyOf = (commit: string, label: string) => {
    if (!histories.has(commit)) histories.set(commit, readHistory(commit, label, lookups))
    return histories.get(commit) as Promise<BaseHistory>
  }
  let byTree: Promise<{ found: Found; lookup: Lookup } | NoLookup> | undefined
  return {
    changesSince: commit => readChanges(commit, lookups),
    thisTree: async projectId => {
      const result = await (byTree ??= findByTree(lookups))
      if ('why' in result) return result
      return choose(result.found, result.lookup, projectId)
    },
    thisCommit: projectId => recall(reuse, projectId),
    baseCommit: (projectId, look) => recall(base, projectId, look),
    baseHistory: () =>
      'why' in base ? Promise.resolve(base) : historyOf(base.commit, 'the history of the base commit'),
    historyOf: commit => historyOf(commit, `the history of commit ${shortSha(commit)}`),
    historyAsBase: async entries =>
      'why' in base ? [] : entries.filter(entry => isAllowedSigning(base.policy.signer, entry)),
    protectedCommit: (projectId, commit) =>
      recall(
        protectedLookup(
          config,
          github,
          commit,
          'why' in base ? 'a commit of protected history' : "the base commit's ancestor"
        ),
        projectId
      )
  }
}

/**
 * The tree of a commit, read from GitHub once per commit; the event's word for the run's own commit (push, merge_group)
 * is GitHub's too.
 */
function treeReader(calls: GitHubCalls, github: GitHubContext): (commit: string) => Promise<string> {
  const trees = new Map<string, Promise<string>>(
    github.workflowTree === undefined || github.workflowSha === undefined
      ? []
      : [[github.workflowSha.toLowerCase(), Promise.resolve(github.workflowTree)]]
  )
  return commit => {
    const key = commit.toLowerCase()
    if (!trees.has(key))
      trees.set(
        key,
        Promise.resolve().then(() => treeOf(calls.api, github.repository ?? '', commit, calls.call().context))
      )
    return trees.get(key) as Promise<string>
  }
}

/** What the lookups of one memory share. */
interface Lookups {
  config: ActionConfig
  github: GitHubContext
  options: MemoryOptions
  calls: GitHubCalls
  warnOnce: (message: string, key?: string) => void
  /** The tree of a commit, read from GitHub once per commit. */
  treeOfCommit(commit: string): Promise<string>
}

/**
 * The certifications of this run's tree that count: check.ts's tree rule, with GitHub's word for each signing run's
 * tree.
 */
async function findByTree(lookups: Lookups): Promise<{ found: Found; lookup: Lookup } | NoLookup> {
  const { config, github, treeOfCommit } = lookups
  const { repository, workflowSha } = github
  if (config.githubToken === undefined || repository === undefined || workflowSha === undefined) {
    return { why: { kind: 'token-lacking', what: { of: 'tree' } }, absence: 'unreadable' }
  }
  // Nothing is read from GitHub for a run that may not reuse by tree at all.
  const elsewhere = runOnContent(github)
  if (elsewhere !== undefined) return { why: elsewhere }
  let tree: string
  try {
    tree = await treeOfCommit(workflowSha)
  } catch (error) {
    return {
      why: { kind: 'not-read', what: { of: 'tree', commit: workflowSha }, detail: errorClause(error, 300) },
      absence: 'unreadable'
    }
  }
  const ofTree = treeLookup(config, github, tree)
  if ('why' in ofTree) return ofTree
  // A statement about this commit was read by its own lookup, under its rules: not again by tree.
  const ofThisCommit =
    github.commit === undefined ? undefined : commitSubjectName(github.serverUrl, repository, github.commit.sha)
  const found = await runLookup(ofTree, lookups, {
    skip: entry => namesSubjectName(entry, ofThisCommit),
    treeOf: treeOfCommit
  })
  return 'why' in found ? found : { found, lookup: ofTree }
}

/**
 * Whether a listed entry's statement, as it claims (unverified: only ever to leave it out), names the subject `name`.
 */
function namesSubjectName(entry: unknown, name: string | undefined): boolean {
  if (name === undefined) return false
  const payload = readPath(entry, ['bundle', 'dsseEnvelope', 'payload'])
  if (typeof payload !== 'string') return false
  const subjects = readPath(parseJson(Buffer.from(payload, 'base64').toString('utf8')), ['subject'])
  return Array.isArray(subjects) && subjects.some(subject => readPath(subject, ['name']) === name)
}

/** The files changed from `from` to GITHUB_SHA, whole, or why not: a list GitHub may have cut short is never one. */
async function readChanges(from: string, { config, github, calls }: Lookups): Promise<{ files: string[] } | NoLookup> {
  const { repository, workflowSha } = github
  if (config.githubToken === undefined || repository === undefined || workflowSha === undefined) {
    return { why: { kind: 'token-lacking', what: { of: 'changes' } }, absence: 'unreadable' }
  }
  try {
    const changes = await changedFiles(calls.api, repository, from, workflowSha, calls.call().context)
    if (changes.whole) return { files: changes.files }
    const why: Reason = changes.filesOmitted
      ? { kind: 'changes-unnamed' }
      : changes.status === 'ahead' || changes.status === 'identical'
        ? { kind: 'changes-cut-short', limit: COMPARE_FILES_LIMIT }
        : { kind: 'not-an-ancestor', commit: from, status: changes.status }
    return { why, commit: from, absence: 'unreadable' }
  } catch (error) {
    return {
      why: { kind: 'not-read', what: { of: 'changes', since: from }, detail: errorClause(error, 300) },
      commit: from,
      absence: 'unreadable'
    }
  }
}

/** A commit's first-parent history from GitHub, within a lookup's bound; a failure becomes why. */
async function readHistory(
  commit: string,
  label: string,
  { config, github, calls, options, warnOnce }: Lookups
): Promise<BaseHistory> {
  if (config.githubToken === undefined || github.repository === undefined) {
    return { why: { kind: 'token-lacking', what: { of: 'history', label } }, commit, absence: 'unreadable' }
  }
  const { context, boundText } = calls.call()
  try {
    return await firstParentHistory(calls.api, github.repository, commit, BASE_ANCESTORS, context)
  } catch (error) {
    const why = failureWhy(error, { purpose: 'base', commit, label }, boundText, options.signal, warnOnce, {
      of: 'history'
    })
    return { why, commit, absence: 'unreadable', ...(refusedToken(error) ? { refused: true } : {}) }
  }
}

/** One lookup through the finder, within its bound; a failure becomes why, said once as a warning. */
async function runLookup(
  lookup: Lookup,
  { config, github, options, calls, warnOnce }: Lookups,
  sources: Pick<FindSources, 'skip' | 'treeOf'> = {}
): Promise<Found | NoLookup> {
  const { commit } = lookup
  if (config.githubToken === undefined) {
    return { why: { kind: 'token-lacking', what: { of: 'attestations' } }, commit, absence: 'unreadable' }
  }
  const { context, boundText } = calls.call()
  try {
    const found = await (options.find ?? findCertifications)(lookup.subject, lookup.policy, context.deadline, {
      from: [githubSource(calls.api)],
      trustedRootPath: config.trustedRootPath,
      cacheDir: join(github.runnerTemp || tmpdir(), 'agent-certification-gate'),
      signal: options.signal,
      logger: options.logger,
      random: options.random,
      ...sources
    })
    warnOfForgery(found, lookup, warnOnce)
    return found
  } catch (error) {
    const why = failureWhy(error, lookup, boundText, options.signal, warnOnce)
    return { why, commit, absence: 'unreadable', ...(refusedToken(error) ? { refused: true } : {}) }
  }
}

/**
 * A signature that does not verify is possible tampering, not a signer to trust: said as a
 * warning (an annotation on the run), once per commit, besides the log's line for the entry.
 */
function warnOfForgery(
  found: Found,
  lookup: Pick<Lookup, 'commit' | 'label'>,
  warnOnce: (message: string, key?: string) => void
): void {
  const forged = found.checked.filter(checked => !checked.accepted && checked.kind === 'signature')
  if (forged.length === 0) return
  const [first] = forged
  const reason = first.accepted ? '' : inertText(first.reason, 200)
  warnOnce(
    `Possible tampering: ${forged.length === 1 ? 'an attestation' : `${forged.length} attestations`} listed for ${lookup.label} ${lookup.commit} ${forged.length === 1 ? 'has a signature that does not verify' : 'have signatures that do not verify'} (${reason}). ` +
      'Nothing was reused on it. Do not deploy on its strength, and report it to whoever is responsible for the ' +
      "repository's security.",
    `forged ${lookup.commit}`
  )
}

/** GitHub refused the token: the job lacks the permission to read attestations. */
function refusedToken(error: unknown): error is ApiError & { status: 401 | 403 } {
  return error instanceof ApiError && (error.status === 401 || error.status === 403)
}

/** What the gate does when a lookup for each purpose cannot be read. */
const WHEN_UNREADABLE: Record<Purpose, string> = {
  reuse: 'Nothing is reused: a run is started, as without reuse.',
  tree: 'Nothing is reused by tree: a run is started, as without reuse.',
  base: 'pass-if names base, so it cannot judge the run: the step fails rather than pass without the comparison.'
}

/**
 * Why a lookup failed, in one line; said as a warning too (not the agent's doing, and it changes
 * what the gate does), once per commit, and once in all for a missing permission.
 */
function failureWhy(
  error: unknown,
  lookup: Pick<Lookup, 'purpose' | 'commit' | 'label'>,
  boundText: string,
  signal: AbortSignal,
  warnOnce: (message: string, key?: string) => void,
  what: GitHubRead = { of: 'attestations' }
): Reason {
  if (refusedToken(error) && refusedForPlan(error.said)) {
    warnOnce(
      `The gate could not read this repository's attestations (GitHub answered ${error.status}: ${error.said}). ` +
        `${PLAN_NEEDED}.`,
      'plan'
    )
    return { kind: 'refused', what, status: error.status, forPlan: true }
  }
  if (refusedToken(error)) {
    warnOnce(
      `The gate could not read this repository's attestations (GitHub answered ${error.status}), so it reuses ` +
        `nothing, and a pass-if that names base cannot judge the run. ` +
        `Give the job the permission to read them (YAML, as it stands): ${READ_ATTESTATIONS_PERMISSIONS}`,
      'permissions'
    )
    return { kind: 'refused', what, status: error.status }
  }
  // The lookup's own bound, not the step's timeout, is what ran out, or cut the wait for an
  // answer short: say which, and how long it was.
  const detail =
    error instanceof DeadlineError && error.askedToWaitMs === undefined
      ? `${boundText} ran out${error.lastError === undefined ? '' : `; last error: ${errorClause(error.lastError, 300)}`}`
      : error instanceof ApiError && error.kind === 'unreachable'
        ? `GitHub did not answer within ${boundText}: ${errorClause(error, 300)}`
        : errorClause(error, 300)
  if (!signal.aborted) {
    warnOnce(
      `The gate could not read ${what.of === 'attestations' ? 'the signed certifications of ' : ''}${lookup.label} ` +
        `${lookup.commit} (${detail}). ${WHEN_UNREADABLE[lookup.purpose]}`
    )
  }
  return { kind: 'not-read', what, detail }
}
