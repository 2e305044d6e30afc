/**
 * What a signed certification says, and what it is about: the in-toto subject that names a
 * commit of a repository, and the SLSA Verification Summary predicate that the gate fills from
 * a passed gate. Written here (the gate signs it) and read back here (whoever verifies it), each
 * field typed both ways. Nothing here signs or verifies.
 */
import type { HistoryEntry } from './history.js'
import { createHash } from 'node:crypto'
import { readPath, type JsonObject } from '../lib/json.js'

/** The in-toto statement type GitHub's attestations carry. */
export const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1'

/** SLSA's Verification Summary: a verifier checked a resource against a policy, and the result. */
export const CERTIFICATION_PREDICATE_TYPE = 'https://slsa.dev/verification_summary/v1'

/** Says who verified: this action, whatever repository it is used from. */
export const VERIFIER_ID = 'https://github.com/agent-certification-gate/agent-certification-gate'

/**
 * Says who verified an image's certified commit: the verify action. Its summaries are told apart
 * from the gate's certifications of a commit by this id (and their `oci://` resourceUri).
 */
export const IMAGE_VERIFIER_ID = `${VERIFIER_ID}/verify`

/**
 * The name of the image's own part of verify's summary: the commit it was built from, the project, when its run was
 * certified.
 */
export const IMAGE_EXTENSION = `${VERIFIER_ID}/image/v1`

/** The image's part of a verify summary, as read back: only fields of the right type. */
export interface ImageDetailsRead {
  commit?: string
  projectId?: string
  runId?: string
  certifiedAt?: string
}

/** Reads the image's part of a predicate (IMAGE_EXTENSION); undefined when there is none. */
export function imageDetailsOf(predicate: JsonObject): ImageDetailsRead | undefined {
  const part = predicate[IMAGE_EXTENSION]
  if (typeof part !== 'object' || part === null || Array.isArray(part)) return undefined
  const text = (key: string) => {
    const value = (part as JsonObject)[key]
    return typeof value === 'string' ? value : undefined
  }
  return {
    commit: text('commit'),
    projectId: text('projectId'),
    runId: text('runId'),
    certifiedAt: text('certifiedAt')
  }
}

/**
 * The name of the gate's own part of the predicate. SLSA's Verification Summary allows extension
 * fields only under names that are URIs; statements signed before it carry the part under
 * `certification`, and both are read (certificationOf).
 */
export const CERTIFICATION_EXTENSION = `${VERIFIER_ID}/certification/v1`

/** The level a pass claims: the project's own, never one of SLSA's tracks (`SLSA_…`), which the gate does not check. */
export const VERIFIED_LEVEL = 'AGENT_CERTIFICATION_PASSED'

/** The record is included in the statement up to this many characters of JSON; larger, only its digest is. */
export const RECORD_IN_STATEMENT_LIMIT = 16_384

/** An in-toto resource descriptor, as far as the statement uses one. */
export interface ResourceDescriptor {
  name?: string
  uri?: string
  digest: Record<string, string>
  annotations?: Record<string, unknown>
}

/**
 * The subject a verifier can rebuild from the repository and the commit alone:
 * `git+<server>/<owner>/<repo>@<sha>`, and the sha256 of that text plus a newline, which is the
 * file `printf '%s\n' "$SUBJECT" > subject.txt` writes for `gh attestation verify`.
 */
export function commitSubject(
  serverUrl: string,
  repository: string,
  sha: string
): ResourceDescriptor & { name: string } {
  const name = commitSubjectName(serverUrl, repository, sha)
  return { name, digest: { sha256: createHash('sha256').update(`${name}\n`).digest('hex') } }
}

/**
 * What a signed certification is about: the commit (its subject, with the in-toto `gitCommit`
 * digest beside the sha256), and, when known, the git tree the signing run was on, a second
 * subject with the `gitTree` digest and the sha256 of its name, by which GitHub lists it.
 */
export function certificationSubjects(
  serverUrl: string,
  repository: string,
  commit: string,
  tree: string | undefined
): Array<ResourceDescriptor & { name: string }> {
  const ofCommit = commitSubject(serverUrl, repository, commit)
  const subjects = [{ ...ofCommit, digest: { ...ofCommit.digest, gitCommit: commit.toLowerCase() } }]
  return tree === undefined ? subjects : [...subjects, treeSubject(serverUrl, repository, tree)]
}

/**
 * A git tree of a repository as a subject: `git+<server>/<owner>/<repo>@tree:<sha>`, its sha256
 * (name plus a newline, as for a commit), and the in-toto `gitTree` digest. Two commits with the
 * same tree hold the same files, `.github/workflows/` among them.
 */
export function treeSubject(
  serverUrl: string,
  repository: string,
  tree: string
): ResourceDescriptor & { name: string } {
  const name = `git+${serverUrl.replace(/\/+$/, '')}/${repository}@tree:${tree}`.toLowerCase()
  return {
    name,
    digest: { sha256: createHash('sha256').update(`${name}\n`).digest('hex'), gitTree: tree.toLowerCase() }
  }
}

/**
 * `git+https://github.com/octo/agent@<sha>`: all in lower case (GitHub's names are
 * case-insensitive, so a verifier that spells the repository otherwise still finds it), the
 * server without a trailing slash.
 */
export function commitSubjectName(serverUrl: string, repository: string, sha: string): string {
  return `git+${serverUrl.replace(/\/+$/, '')}/${repository}@${sha}`.toLowerCase()
}

/** The gate's own part of the predicate: what the service certified, and how the gate judged it. */
export interface CertificationDetails {
  /** `owner/name` of the repository the workflow ran in. */
  repository: string
  /** The commit the workflow ran for: the pull request's head, the merge-queue entry's head, or GITHUB_SHA. */
  commit: string
  /** Why that commit: `pull-request-head`, `merge-group-head` or `workflow`. */
  commitSource: string
  /** The workflow event: `pull_request`, `merge_group`, `push`, … */
  event?: string
  /** The service environment: base-url's host (and port, when not the default). */
  serviceHost: string
  /** base-url as configured (never with credentials: the inputs refuse them). */
  serviceUrl: string
  /** The project the run belongs to: the one the gate started it for, or the one its record names. */
  projectId?: string
  runId: string
  /**
   * True when this workflow run started the run; false when it was given one (run-id), which may
   * have been started earlier, by anyone, for another commit.
   */
  runStartedHere: boolean
  /**
   * How many runs the signing gate started at the service for this pass: what it cost (0 for a run given by run-id
   * or a pass reused; with `sequential`, fewer than `repeat` when it decided early). Absent before 2026-12-07.
   */
  runsStarted?: number
  /** When the service says the run was created (`created_at`), when it says. */
  runCreatedAt?: string
  /** The final status, as the gate compared it. */
  status: string
  /** The `pass-if` expression, or null when a completed run was enough. */
  passIf: string | null
  /** The fields `pass-if` read, with their values as shown. */
  passIfRead: Array<{ path: string; value: string }>
  /** The sha256 of the last poll's body, exactly as the service sent it. */
  recordSha256: string
  /**
   * That record, redacted: whole when its JSON is at most RECORD_IN_STATEMENT_LIMIT characters;
   * otherwise its top-level scalar fields and the fields `pass-if` read, so that a later `pass-if`
   * over it still reads them.
   */
  run?: Record<string, unknown>
  /** Why `run` is absent, or not whole, when it is. */
  runOmitted?: string
  /**
   * Set when the gate certified on several runs (`repeat`): every one, in the order started, each record kept as
   * `run` is (whole, or outlined); `runId`, `run` and `recordSha256` above are the first's.
   */
  runs?: SignedRun[]
  /** With `runs`: each numeric field's figures over them (n, mean, sd, min, max, median, low, high, level). */
  stats?: Record<string, object>
  /** Set when the gate was `sequential`: its schedule, each look it took, and why it stopped. */
  sequential?: SignedSequential
  /** Set when the gate compared with a base certification: the default branch's history before this, oldest first. */
  history?: HistoryEntry[]
  /**
   * Set when the pass was reused from a content-certified certification made on another commit:
   * of the same git tree (`tree`), or carried forward because nothing under `paths` changed since
   * `commit` (then `paths`, and the statement names no tree); the commit, the ref it was signed on,
   * and its statement's sha256 (also named in `inputAttestations`).
   */
  reusedFrom?: {
    tree?: string
    commit?: string
    sourceRef?: string
    statementSha256?: string
    paths?: string[]
    certifiedAt?: string
  }
  /** The honest limit of what was certified. */
  caveat: string
}

/**
 * A sequential gate as its statement records it: the `repeat` and `fail-if` it ran under (with `passIf` above, what a
 * reuse must match), the runs at each look fixed before any run, every look's level, each look taken (its runs, what
 * pass-if and fail-if gave and read, whether it decided) and why it stopped.
 */
export interface SignedSequential {
  repeat: number
  failIf: string | null
  schedule: readonly number[]
  level: number
  looks: ReadonlyArray<{
    runs: number
    level: number
    verdict: string
    decided: boolean
    passIf?: string
    failIf?: string
    read: ReadonlyArray<{ path: string; value: string }>
    intervals: ReadonlyArray<{ field: string; of: string; mean: number; low?: number; high?: number }>
    /** At a look that did not decide before the last: the chance of passing at the last look (conditional power). */
    chance?: number
  }>
  stopped: string
}

/** One run of several as the statement names it. */
export interface SignedRun {
  runId: string
  status: string
  recordSha256: string
  run?: Record<string, unknown>
  runOmitted?: string
}

/** The Verification Summary predicate, with the gate's details under `certification`. */
export interface CertificationPredicate {
  verifier: { id: string; version: Record<string, string> }
  timeVerified: string
  resourceUri: string
  policy: ResourceDescriptor
  inputAttestations: ResourceDescriptor[]
  verificationResult: 'PASSED' | 'FAILED'
  verifiedLevels: string[]
  [CERTIFICATION_EXTENSION]: CertificationDetails
}

export interface PredicateInput {
  details: Omit<CertificationDetails, 'caveat' | 'run' | 'runOmitted' | 'runs'>
  /** With several runs (`repeat`): every one, its record redacted, in the order started. */
  runs?: ReadonlyArray<{ runId: string; status: string; recordSha256: string; record?: Record<string, unknown> }>
  /** The redacted record the gate judged. */
  record?: Record<string, unknown>
  /** The fields `pass-if` read, as keys from the record: kept even when the record is too large to keep whole. */
  readPaths?: ReadonlyArray<readonly string[]>
  /** When the gate decided. */
  decidedAt: Date
  actionVersion: string
  serverUrl: string
}

/**
 * Fills the Verification Summary from a passed gate. `policy` names what the run had to meet
 * (its digest is that of the `pass-if` text, or of `status == completed` without one), and
 * `inputAttestations` the run record the verdict was reached on, by the digest of its bytes.
 */
export function certificationPredicate({
  details,
  record,
  runs,
  readPaths = [],
  decidedAt,
  actionVersion,
  serverUrl
}: PredicateInput): CertificationPredicate {
  const policyText = details.passIf ?? 'status == completed'
  const runUrl = (runId: string) => `${details.serviceUrl}/attestation/runs/${encodeURIComponent(runId)}`
  const signedRuns = runs?.map(({ record: ofRun, ...run }) => ({ ...run, ...recordKept(ofRun, readPaths) }))
  return {
    verifier: { id: VERIFIER_ID, version: { 'agent-certification-gate': actionVersion } },
    timeVerified: decidedAt.toISOString(),
    resourceUri: commitSubjectName(serverUrl, details.repository, details.commit),
    policy: {
      uri: `${details.serviceUrl}/attestation/projects/${encodeURIComponent(details.projectId ?? '')}`,
      digest: { sha256: sha256(policyText) }
    },
    // Each run's record the verdict was reached on, by the digest of its bytes.
    inputAttestations: [
      ...(signedRuns ?? [details]).map(run => ({ uri: runUrl(run.runId), digest: { sha256: run.recordSha256 } })),
      ...reusedAttestation(details, serverUrl)
    ],
    verificationResult: 'PASSED',
    // No SLSA track level is claimed: the gate checks a certification, not how the code was built.
    verifiedLevels: [VERIFIED_LEVEL],
    [CERTIFICATION_EXTENSION]: {
      ...details,
      ...recordKept(record, readPaths),
      ...(signedRuns === undefined ? {} : { runs: signedRuns }),
      caveat:
        signedRuns === undefined
          ? `The service certified the repository as it cloned it when run ${details.runId} started; its API ` +
            `cannot name a commit, so this statement binds the run to the commit the workflow ran for, not to what ` +
            `the service cloned.`
          : `The service certified the repository as it cloned it when each of runs ` +
            `${signedRuns.map(run => run.runId).join(', ')} started; its API cannot name a commit, so this ` +
            `statement binds the runs to the commit the workflow ran for, not to what the service cloned.`
    }
  }
}

/** A record as a statement keeps it: whole when small enough, else an outline that says so. */
function recordKept(
  record: Record<string, unknown> | undefined,
  readPaths: ReadonlyArray<readonly string[]>
): Pick<CertificationDetails, 'run' | 'runOmitted'> {
  if (record === undefined) return { runOmitted: 'no record' }
  if (JSON.stringify(record).length <= RECORD_IN_STATEMENT_LIMIT) return { run: record }
  return {
    run: recordOutline(record, readPaths),
    runOmitted:
      `the record's JSON is longer than ${RECORD_IN_STATEMENT_LIMIT} characters: only its ` +
      `top-level scalar fields and the fields pass-if read are kept`
  }
}

/** The certification a reused pass rests on, as SLSA's `inputAttestations` names one: its statement's digest. */
function reusedAttestation(details: PredicateInput['details'], serverUrl: string): ResourceDescriptor[] {
  const { reusedFrom } = details
  if (reusedFrom?.statementSha256 === undefined) return []
  return [
    {
      name: 'reused certification',
      // The subject GitHub lists the reused statement under: its tree's, when reused by tree; the
      // certified commit's, when carried forward.
      uri:
        reusedFrom.tree !== undefined
          ? treeSubject(serverUrl, details.repository, reusedFrom.tree).name
          : commitSubjectName(serverUrl, details.repository, reusedFrom.commit ?? ''),
      digest: { sha256: reusedFrom.statementSha256 }
    }
  ]
}

/** A scalar field kept in an outline is at most this long, as JSON. */
const OUTLINE_SCALAR_LIMIT = 1024

/**
 * What is kept of a record too large to keep whole: the fields `pass-if` read, at their place,
 * then the top-level scalar fields, as many as fit RECORD_IN_STATEMENT_LIMIT.
 */
function recordOutline(record: JsonObject, readPaths: ReadonlyArray<readonly string[]>): JsonObject {
  const outline: JsonObject = {}
  let size = 2
  const keep = (keys: readonly string[], value: unknown): void => {
    const length = JSON.stringify(keys.at(-1)).length + (JSON.stringify(value)?.length ?? 0) + 2
    if (value === undefined || size + length > RECORD_IN_STATEMENT_LIMIT) return
    let parent = outline
    // Every key before the last stands for an object (throughNoList): made here, or kept whole before.
    for (const key of keys.slice(0, -1))
      parent = Object.hasOwn(parent, key) ? (parent[key] as JsonObject) : defineField(parent, key, {})
    defineField(parent, keys[keys.length - 1], value)
    size += length
  }
  // A field is kept at its place only through objects: a list indexed by a key would come out an
  // object. (Past a scalar or null there is no value to keep.)
  const throughNoList = (keys: readonly string[]) =>
    keys.slice(0, -1).every((_, end) => !Array.isArray(readPath(record, keys.slice(0, end + 1))))
  for (const keys of readPaths) if (keys.length > 0 && throughNoList(keys)) keep(keys, readPath(record, keys))
  for (const [key, value] of Object.entries(record)) {
    const scalar = value === null || ['string', 'number', 'boolean'].includes(typeof value)
    if (scalar && !Object.hasOwn(outline, key) && JSON.stringify(value).length <= OUTLINE_SCALAR_LIMIT)
      keep([key], value)
  }
  return outline
}

/** Sets a field as data (a `__proto__` key stays a field), and returns what was set. */
function defineField<T>(target: JsonObject, key: string, value: T): T {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  return value
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
