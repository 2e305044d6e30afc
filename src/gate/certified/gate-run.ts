/**
 * What one gate is handed, and what a step before a run gives back: the contract between the gate's
 * flow and this room, kept here so that the room's steps and the memory they read are typed where
 * they are made, and nothing of the room points back up at the flow.
 */
import type { PeerLink } from '../../http/link.js'
import type { Clock, Deadline, Logger, Random } from '../../lib/runtime.js'
import type { CertificationClient } from '../../service/client.js'
import type { GateConfig } from '../config.js'
import type { CommitSeen } from '../../github/commits.js'
import type { GitHubContext } from '../../github/context.js'
import type { DecidedEarly } from '../../attestation/statement-read.js'
import type { HistoryEntry } from '../../attestation/history.js'
import type {
  Absence,
  BaseSeen,
  CertificationSeen,
  GateResult,
  Judged,
  Reason,
  RunToJudge,
  SignedRun
} from '../results.js'

export interface GateDependencies {
  client: Pick<CertificationClient, 'startRun' | 'getRun'>
  clock: Clock
  random: Random
  /** Aborted when the job is cancelled. */
  signal: AbortSignal
  logger: Logger
  /** One value for every attempt of this gate's start; a fresh UUID by default. */
  idempotencyKey?: string
  /** The step's one deadline, shared by all its gates; a new one from `timeout` by default. */
  deadline?: Deadline
  /** Spreads the first poll of a run that was not started here, so many gates do not poll at once. */
  firstPollSpreadMs?: number
  /** Shared by every gate of the step: the rate-limit hold and the connection budget. */
  link?: PeerLink
  /** The signed certifications the gate may read (`reuse`, `base`); absent when neither is asked for. */
  memory?: GateMemory
  /** The commit the gate checks (the event table's), which pass-if reads as `commit`. */
  commit?: string
  /** What the workflow runs for: the event table's facts (where carry-forward starts). */
  github: GitHubContext
  /**
   * On a merge-queue entry, the queue's limit on a required check (read beside the gates, best effort, within a
   * lookup's bound; undefined when unknown): a sequential gate starts no batch that would end after it.
   */
  queueLimitMs?: Promise<number | undefined>
}

/** One gate under way: its config, what it is handed, and the step's deadline. */
export interface GateRun {
  config: GateConfig
  deps: GateDependencies
  deadline: Deadline
  /** Whether the gate starts several runs (`repeat`): its starts are counted, and a run of them is never waited for alone. */
  several: boolean
  /**
   * What `base` is for pass-if, looked up once, for the project known when first asked; undefined when pass-if does not
   * name it.
   */
  base(projectId: string | undefined): Promise<BaseSeen> | undefined
  /**
   * `base`, unless it is not certified yet and being waited for: then `waiting` at once, for a
   * step before a run, which cannot judge without it and must not hold the run up for it.
   */
  baseUnlessWaiting(projectId: string): Promise<BaseSeen | 'waiting' | undefined>
  /** Waits for the gate's own run with `wait`: while it goes on, a base not certified yet is looked for again. */
  whileRunning<T>(wait: () => Promise<T>): Promise<T>
  /**
   * The gate's judge on `runs` (a certification's, standing in for a run) over `base`, as a run of the gate's own is
   * judged; `warn`: a likely misspelled field of base is warned of. Undefined when the job was cancelled meanwhile.
   */
  judge(runs: readonly RunToJudge[], base: BaseSeen | undefined, warn: boolean): Promise<Judged | undefined>
}

/**
 * What a step before a run gives: a decision (the gate's result, with no run started), or a note
 * that says why it did not decide, which every later result of the gate carries.
 */
export type BeforeRun = { decision: GateResult } | { note?: Pick<GateResult, 'notReused' | 'notCarried'> }

/** A step that may decide the gate without a run (today: reuse). */
export type BeforeRunStep = (gate: GateRun) => Promise<BeforeRun>

/**
 * The signed certifications a gate may read (memory.ts reads them; main.ts loads it only when
 * `reuse` is set or `pass-if` names `base`, so a gate that asks for neither loads none of it).
 */
export interface CertificationMemory {
  /** Certifications of this commit for `projectId`, signed within `reuse`, that verify as the verify action's would. */
  thisCommit(projectId: string): Promise<Recalled>
  /**
   * Certifications of the base commit for `projectId` on protected history, of any age, never one
   * signed on a pull request's ref. `look`: 0 for the first listing; n lists it again, once for
   * every gate asking n.
   */
  baseCommit(projectId: string, look?: number): Promise<Recalled>
  /**
   * Certifications of a commit of protected history (an ancestor of the base, a pushed commit's), read as the base
   * commit's are.
   */
  protectedCommit(projectId: string, commit: string): Promise<Recalled>
  /**
   * Certifications of the git tree this run is on, signed within `reuse`, each content-certified
   * and made by a run on a commit GitHub says has that tree; `commit` is the tree.
   */
  thisTree(projectId: string): Promise<Recalled>
}

/** Who signs what may stand as the base: the rule a history entry, read from the base's statement, is held to. */
export interface BaseRule {
  /** The entries whose signer, ref and trigger are ones a base certification may have been signed with. */
  historyAsBase(entries: readonly HistoryEntry[]): Promise<HistoryEntry[]>
}

/** git's side, as GitHub tells it: protected history, and what changed since a commit. */
export interface GitHistory {
  /** The base commit and at most BASE_ANCESTORS of its first parents, newest first; or why they cannot be read. */
  baseHistory(): Promise<BaseHistory>
  /** `commit` and at most BASE_ANCESTORS of its first parents, newest first; or why they cannot be read. */
  historyOf(commit: string): Promise<BaseHistory>
  /** The files changed from `commit` to the commit this run is on (GITHUB_SHA), or why they cannot be told whole. */
  changesSince(commit: string): Promise<{ files: string[] } | NoLookup>
}

/** Both, as one memory of the step answers them. */
export type GateMemory = CertificationMemory & GitHistory & BaseRule

/** A certification the gate found and verified: how the report names it, and the runs it signed. */
export interface Remembered {
  projectId: string
  seen: CertificationSeen
  /**
   * Every run it signed, in the order started, a list of one for a certification of one run; the first is the run it
   * names (its predicate's `certification.run`). A record left out is empty.
   */
  runs: SignedRun[]
  /** The commit the signing run was on (its certificate's Source Repository Digest). */
  sourceCommit?: string
  /** The sha256 of its signed statement, by which a new statement names it. */
  statementSha256?: string
  /** Why its records are not whole (`runOmitted`), when one is an outline. */
  runOmitted?: string
  /** Set when a sequential gate decided it on fewer runs than its repeat: under which repeat, pass-if and fail-if. */
  decidedEarly?: DecidedEarly
  /** The history it signed (`certification.history`), as far as it could be read. */
  history?: { entries: HistoryEntry[]; unreadable: number }
}

/**
 * Every certification of a commit for one project that counts (for reuse newest first, for base first first); or why
 * there are none.
 */
export type Recalled = { certifications: Remembered[]; commit: string } | NoLookup

/** Why no lookup can be made: the runner's context lacks what it needs (with the commit, when it is known). */
export interface NoLookup {
  why: Reason
  commit?: string
  absence?: Absence
  /** True when GitHub refused the token (401, 403): the job lacks `attestations: read`. */
  refused?: boolean
}

/** A commit's first-parent history, or why it cannot be read. */
export type BaseHistory = { commits: CommitSeen[]; cutShort?: boolean } | NoLookup
