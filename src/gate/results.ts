/** A gate's and a step's results: what every publisher reads once the verdict is in. */
import type { HistoryEntry } from '../attestation/history.js'
import type { JsonObject } from '../lib/json.js'
import type { PolicyReport } from '../policy/report.js'
import type { FieldPath } from '../policy/pass-if.js'
import type { RunRecord } from '../service/client.js'
import type { Figures } from '../policy/stats.js'

export type { RunRecord } from '../service/client.js'

/**
 * How the step ended. `started`: `wait: false` started a run and did not wait for it.
 * `error`: bad input or a failure talking to the service, before any verdict. `inconclusive`: with `fail-if`,
 * neither it nor `pass-if` was true: the runs could not tell, and the step fails.
 */
export type Verdict = 'passed' | 'failed' | 'inconclusive' | 'timed-out' | 'cancelled' | 'started' | 'error'

/**
 * Why no certification of a commit counts: none of the project is listed; some are listed but none
 * counts here (refused, or verified but not usable); the list could not be read at all; or the
 * branch the change goes into is not protected history, whose certifications do not count.
 */
export type Absence = 'none-listed' | 'none-counts' | 'unreadable' | 'unprotected'

/**
 * Why the certification side found nothing to reuse, carry or compare with, as a value: the
 * lookups, the choosing, the base and the carry say which case it is and with what, and
 * certified/reasons.ts words each case once, for the log and the summary alike.
 */
export type Reason =
  // The runner's context, or the event, lacks what a lookup needs.
  | { kind: 'runner-lacks'; what: 'commit' | 'repository' | 'workflow' | 'push-ref' | 'push-branch' }
  | {
      kind: 'event-lacks'
      event: string
      what: 'base branch' | 'base commit' | 'default branch' | 'commit to carry from'
      field: string
    }
  | { kind: 'event-has-no-base'; event: string }
  | { kind: 'event-never-carries'; event: string }
  | { kind: 'run-elsewhere'; event: string; runCommit?: string }
  | { kind: 'unprotected-branch'; branch: string; sourceRefSet: boolean }
  // What GitHub was asked could not be read.
  | { kind: 'token-lacking'; what: GitHubRead }
  | { kind: 'refused'; what: GitHubRead; status: number; forPlan?: true }
  | { kind: 'not-read'; what: GitHubRead; detail: string }
  | { kind: 'changes-cut-short'; limit: number }
  | { kind: 'changes-unnamed' }
  | { kind: 'not-an-ancestor'; commit: string; status: string }
  // What was listed, and why none of it counts.
  | { kind: 'none-listed' }
  | { kind: 'list-cut-short'; read: number }
  | { kind: 'entries-unreadable'; unread: number; listed: number; first: string }
  | { kind: 'verifies-but'; runId?: string; but: Unusable; more: number }
  | { kind: 'none-of-project'; listed: number; projectId: string; refusal?: string; otherProjects: number }
  // The base.
  | { kind: 'no-project' }
  | { kind: 'not-looked-up' }
  | { kind: 'ancestor-unreadable'; ancestor: string; cause: Reason }
  | { kind: 'base-history-cut-short'; read: number }
  | { kind: 'nor-ancestors'; cause: Reason; ancestors: number }
  | { kind: 'base-not-yet' }
  | { kind: 'base-unreadable'; cause?: Reason }
  | { kind: 'not-comparable'; field: string; base: string; run: string; runId?: string }
  // Carry-forward.
  | { kind: 'source-unreadable'; commit: string; cause: Reason }
  | { kind: 'history-cut-short'; start: string; read: number }
  | { kind: 'no-content-certified'; start: string; read: number }
  | { kind: 'too-old'; commit: string; age: string }
  | { kind: 'paths-changed'; since: string; files: string[]; count: number }
  // Reuse.
  | { kind: 'pass-if-not-true'; runId?: string; outcome: string; readings: string; older: number }
  | { kind: 'nor-by-tree'; ofCommit: Reason; ofTree: Reason }

/** What of GitHub's the certification side reads. */
export type GitHubRead =
  | { of: 'attestations' }
  | { of: 'history'; label?: string }
  | { of: 'tree'; commit?: string }
  | { of: 'changes'; since?: string }

/** Why a certification that verifies is still not one the gate may use. */
export type Unusable =
  | { kind: 'other-service'; service?: string; expected: string }
  | { kind: 'run-given' }
  | { kind: 'outline-for-tree' }
  | { kind: 'outline-lacks'; runOmitted: string; missing: string }
  | { kind: 'too-few-runs'; runs: number; repeat: number }
  | { kind: 'other-trigger'; trigger?: string; triggers: readonly string[] }
  | { kind: 'refused'; reason: string }

/** One of a gate's runs: what was seen of it. */
export interface RunTaken {
  /** Always set for a run of this step; a reused certification may not have named it. */
  runId?: string
  status?: string
  /** Its last record, redacted. */
  record?: RunRecord
  /** The sha256 of that record's body exactly as the service sent it, hex. */
  recordSha256?: string
}

/** The figures pass-if (or fail-if) was given over the gate's runs. */
export type { Figures } from '../policy/stats.js'

/** One look of a sequential gate: the runs it had, its intervals' level, what the expressions gave, and whether it decided. */
export interface Look {
  runs: number
  level: number
  verdict: Verdict
  decided: boolean
  passIf?: PolicyReport['outcome']
  failIf?: PolicyReport['outcome']
  /** What pass-if and fail-if read at this look, each field once, as shown. */
  read: Array<{ path: string; value: string }>
  /** Each field they read of `stats` or `delta` (`of`): its mean and interval over the runs so far, at `level`. */
  intervals: Array<{ field: string; of: string; mean: number; low?: number; high?: number }>
  /**
   * At a look before the last that did not decide: the chance the last look's pass-if would be true, were the runs
   * left to score like these (conditional power); absent where it cannot be worked out.
   */
  chance?: number
}

/**
 * How a sequential gate went: its schedule (the runs at each look, fixed before any run), each look it took, and why it
 * stopped: a look decided, the last look was taken, the merge queue's limit or the timeout left no time for the next
 * batch (or ran out during it), or something else ended it (a start that failed, cancellation).
 */
export interface SequentialSeen {
  schedule: readonly number[]
  /** The confidence every look's intervals are drawn at: 1 − 0.05/K with K looks. */
  level: number
  looks: Look[]
  stopped: 'decided' | 'out-of-reach' | 'last-look' | 'queue-limit' | 'timeout' | 'ended'
  /** With `out-of-reach`: why, in words (the runs so far, their mean, the bound the last look would draw). */
  outOfReach?: string
  /** Set when no stop once passing is out of reach could be worked out: pass-if is not bars on bounds joined by &&. */
  noStop?: 'not-bars'
}

/** Everything the outputs and the job summary say; main builds it on every path. */
export interface GateResult {
  verdict: Verdict
  /** True when the step must fail (a timeout with `fail-on-timeout: false` does not). */
  failsStep: boolean
  projectId?: string
  /**
   * Every run the gate started or waited for, in the order started, each as last seen (a reused certification's signed
   * runs); none when it ended before a run was started. Plural inside: the outputs, the summary and the statement make
   * their one run of it (namedRun).
   */
  runs: RunTaken[]
  /** Which of `runs` the verdict names: the first that failed, else the one that ended the gate; none before any run. */
  named?: number
  /** How many runs this gate started at the service (none for a run given by run-id, or a pass reused): what it cost. */
  started?: number
  elapsedMs: number
  polls: number
  /** What happened, for a person, on every path but a pass. */
  reason?: string
  /** What to do about it. */
  hint?: string
  /** The first https link in the run record: where to look. */
  lookAt?: string
  /** Set when `pass-if` was evaluated (or failed to be). */
  policy?: PolicyReport
  /** Set when `fail-if` was evaluated (or failed to be). */
  failPolicy?: PolicyReport
  /** Set when `drift-if` was evaluated (or failed to be): what the drift issue says, never the verdict. */
  driftPolicy?: PolicyReport
  /**
   * Set when pass-if over bounds of intervals was false: whether it is true with each interval at its mean (the runs
   * too few, or too varied, to show what their means clear) or not (the means miss the bar), and the intervals, said.
   */
  barAtMeans?: { clears: boolean; intervals: string }
  /** Set when pass-if or fail-if read the runs' figures: what they were given. */
  figures?: Figures
  /** Set with `sequential`: the schedule, each look taken, and why the gate stopped. */
  sequential?: SequentialSeen
  /** With several runs, passed: each numeric field's figures over them, as the judge worked them out and a statement signs them. */
  runsStats?: Figures['stats']
  /** Set when the gate compared with a base certification: the history a statement of this gate signs. */
  history?: HistoryEntry[]
  /** With `history`: each numeric field's means, certification by certification, this one's last (trend, the chart). */
  trend?: TrendSeries
  /** Set when the gate passed on a signed certification of this commit it found (`reuse`), starting no run. */
  reused?: CertificationSeen
  /**
   * With `reused`, set when it was a certification of this run's git tree, made on another
   * commit with that tree: the tree, the commit its run was on, and its statement's sha256.
   */
  reusedByTree?: { tree: string; commit?: string; statementSha256?: string }
  /**
   * With `reused`, set when it was carried forward by `paths`: the content-certified commit nothing
   * under `paths` changed since, its statement's sha256 and the ref it was signed on, how many
   * first parents back it is from where the walk started, and the files that changed since (none
   * under `paths`: what this pass did not certify), the first few and how many in all.
   */
  carriedFrom?: {
    commit: string
    statementSha256?: string
    sourceRef?: string
    behind?: number
    outsidePaths?: string[]
    outsidePathsCount?: number
  }
  /** Set when `reuse` was asked for and no certification spared the run: why. */
  notReused?: Reason
  /** Set when `paths` was given and nothing was carried forward: why. */
  notCarried?: Reason
  /** Set when `pass-if` names `base`: the base commit's certification it was compared with, or why there was none. */
  base?: BaseSeen
  /**
   * Set when the service, not the agent, ended the gate: it kept answering with a failure (5xx,
   * 429) until the timeout (its last answer), or could not be reached (what the connection met).
   * The summary says so first.
   */
  serviceFailing?: { baseUrl: string } & ({ status: number; said?: string } | { unreachable: string })
}

/** A signed certification the gate read, as the summary and the outputs name it. */
export interface CertificationSeen {
  runId?: string
  /** When it was signed (its verified timestamp), ISO 8601. */
  signedAt: string
  /** How long before the gate read it its run was first certified (its signing, or the one it was reused from). */
  ageMs: number
  /** Set when its run was certified before it was signed (a reused pass signed again): then, ISO 8601. */
  certifiedAt?: string
  /** The workflow whose job signed it, with its ref (`o/r/.github/workflows/x.yml@refs/heads/main`). */
  signer?: string
  /** The ref the signing run was on, the event that started it, and its runner (`github-hosted`, `self-hosted`). */
  sourceRef?: string
  trigger?: string
  runner?: string
  /**
   * Set when it was itself signed again on another certification (carried forward by `paths`, or
   * reused by tree): whether it was carried, and the content-certified commit and ref it rests on.
   */
  restsOn?: { carried: boolean; commit?: string; sourceRef?: string }
}

/** One run a signed certification holds: its id, status, record digest and record (an outline where it says why). */
export interface SignedRun {
  runId?: string
  status: string
  recordSha256?: string
  record: JsonObject
  runOmitted?: string
}

/**
 * The base commit's certification `pass-if` compared with; without one, `base` was an empty map, and `why` says why.
 */
export interface BaseSeen {
  commit?: string
  certification?: CertificationSeen
  /**
   * Every run it signed, in the order started (one for a certification of one run); none without a certification, or
   * when it was set aside. The first's record is what pass-if reads as `base`; all of them, what `base_stats` reads.
   */
  runs: readonly SignedRun[]
  /** With `certification`: the sha256 of its signed statement. */
  statementSha256?: string
  /** With `certification`: why its records are not whole, when one is an outline. */
  runOmitted?: string
  /** With `certification`: how many certifications of the compared commit count. */
  counted?: number
  /**
   * With `certification`, when it is not the commit's first: `scheduled`, the default branch's scheduled run certified
   * it again since (a pull request compares with today's main), with `first`, the one set aside; `newest`, a night's
   * base, the newest of several.
   */
  chosenBy?: 'scheduled' | 'newest'
  /** With `chosenBy: 'scheduled'`: the commit's first certification, which the base would otherwise have been. */
  first?: { certification: CertificationSeen; runs: readonly SignedRun[] }
  /**
   * Set when the base commit itself had no certification and `commit` is its newest certified
   * first-parent ancestor: the base commit, and how many first parents back the ancestor is.
   */
  ancestorOf?: { commit: string; behind: number }
  why?: Reason
  /** With `why`: none of the project listed, some listed but none counts, or the list could not be read. */
  absence?: Absence
  /** With `absence: 'unreadable'`: GitHub refused the token, so the job lacks `attestations: read`. */
  refused?: boolean
  /**
   * With `certification`: the history it signed, each entry signed as the base must be; `leftOut` counts those that
   * were not (or could not be read), which a warning named.
   */
  history?: { entries: HistoryEntry[]; leftOut: number }
}

/** How the whole step ended: every gate's result, and the one verdict they add up to. */
export interface StepResult {
  verdict: Verdict
  /** True when any gate must fail the step. */
  failsStep: boolean
  /** One per project or run, in the order the inputs name them; none when the inputs were bad. */
  gates: GateResult[]
  elapsedMs: number
  /** What happened, for a person: with several gates, each one that did not pass, and why. */
  reason?: string
  hint?: string
}

/** A gate as a person names it: its project, or its run when the project is not known. */
export function gateLabel(gate: Pick<GateResult, 'projectId' | 'runs' | 'named'>): string {
  const run = namedRun(gate)
  return gate.projectId ?? (run?.runId === undefined ? 'a gate' : `run ${run.runId}`)
}

/** The one run the gate's verdict names, where the outputs, the summary and a statement speak of one run. */
export function namedRun(gate: Pick<GateResult, 'runs' | 'named'>): RunTaken | undefined {
  return gate.named === undefined ? undefined : gate.runs[gate.named]
}

/**
 * Whether a gate rests on several runs: the one way the gate asks it, of a list of its runs or of how many it starts
 * (`repeat`). Asked three times inside (the inputs, the gate as it opens, the judge); the rest is the edges, which
 * make their one run of several (outputs, summary, statement, log).
 */
export function several(runs: readonly unknown[] | number | undefined): boolean {
  return (typeof runs === 'number' ? runs : (runs?.length ?? 0)) > 1
}

/** The record pass-if reads as `base`: the base certification's first run's; none without one. */
export function baseRecord(base: Pick<BaseSeen, 'runs'> | undefined): JsonObject | undefined {
  return base?.runs[0]?.record
}

/** A verdict on runs that ended, with why, as the judge gives it. */
export type Judgement = Pick<GateResult, 'reason' | 'hint' | 'lookAt' | 'policy' | 'failPolicy' | 'barAtMeans'> & {
  verdict: 'passed' | 'failed' | 'inconclusive' | 'error'
}

/** A run that ended: its id, its status, and its record as the service sent it (the verdict is reached on that). */
export interface RunToJudge {
  runId: string
  status: string
  record: JsonObject
  /** The record as people see it (redacted), when it differs: what a signed statement's figures are worked out on. */
  shown?: JsonObject
}

/**
 * The judge's verdict and why; which run it names (the first that failed, else the first); the base and figures it was
 * given; with several runs, their figures as a statement signs them.
 */
export type Judged = Judgement & {
  run: number
  base?: BaseSeen
  figures?: Figures
  runsStats?: Figures['stats']
  history?: HistoryEntry[]
  trend?: TrendSeries
  driftPolicy?: PolicyReport
}

/** Each numeric field's means over certifications, oldest first, the last this gate's runs (at the commit checked). */
export type TrendSeries = Record<string, Array<{ commit: string; mean: number; certifiedAt?: string }>>

/**
 * What pass-if reads of the parts of a signed certification the judge's table names (judge/variables.ts): an outlined
 * record must hold it whole.
 */
export interface CertificationReads {
  /** Of the base commit's certification, compared with: its name in pass-if, every field's path, or the map whole. */
  base: { name: string; paths: readonly FieldPath[]; whole: boolean }
  /** Of the record judged (a certification standing in for a run), the same. */
  run: { name: string; paths: readonly FieldPath[]; whole: boolean }
  /** Whether it reads the list of runs, record by record, whatever fields. */
  runs: boolean
}
