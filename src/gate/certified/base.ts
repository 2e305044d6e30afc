/**
 * What `base` is for pass-if: the base commit's certified run record (or, when it has none, its
 * newest certified first-parent ancestor's), or an empty map and why. Looked up beside the wait
 * (or before a reuse is judged), once per gate.
 */
import type { CommitSeen } from '../../github/commits.js'
import { formatDuration } from '../../lib/duration.js'
import type { Deadline, Logger } from '../../lib/runtime.js'
import { inertText, shortSha } from '../../lib/text.js'
import type { GateMemory, NoLookup, Recalled } from './gate-run.js'
import { LOOKUP_LIMIT_MS, LOOKUP_SHARE_OF_TIMEOUT, READ_ATTESTATIONS_PERMISSIONS } from '../names.js'
import type { BaseSeen, Reason } from '../results.js'
import { reasonText } from './reasons.js'
import { SCHEDULED_TRIGGER } from '../../github/events.js'

/** How a gate waits for a base commit that has no certification yet. */
export interface BasePatience {
  /** The step's deadline: looking again ends in time for the ancestors to be read before it. */
  deadline: Deadline
  signal: AbortSignal
  /** Time between two looks. */
  intervalMs: number
  /** The step's timeout: a base commit's certification started when it was committed is over this long after. */
  timeoutMs: number
  /** True while the gate's own run is waited for: until it is over, the base is looked for again however old. */
  runGoesOn(): boolean
  /** Aborted when the gate's own run is over, to cut a look's sleep short. */
  runOver: AbortSignal
  /**
   * Called once when the gate starts waiting for the base: whoever cannot wait (a step before a run) goes on without
   * it.
   */
  onWaiting?(): void
}

/**
 * Which of the base commit's certifications that count is the base: the first (a re-run, a push or one by hand cannot
 * re-roll it), unless the default branch's scheduled run certified it since, on `scheduledRef` (then the newest such:
 * a pull request compares with today's main); or, for a night, the newest (the night before).
 */
export type BaseChoice = { pick: 'first-or-scheduled'; scheduledRef?: string } | { pick: 'newest' }

/**
 * The base commit's certification of `projectId` that counts (as `choice` picks it), or why there is none; never
 * throws. A base commit with none yet is looked for again while the gate's run goes on, and after
 * it while a certification of it may still be running; then the newest certified first-parent
 * ancestor stands in for it.
 */
export async function lookUpBase(
  projectId: string | undefined,
  memory: GateMemory | undefined,
  logger: Logger,
  patience: BasePatience,
  choice: BaseChoice = { pick: 'first-or-scheduled' }
): Promise<BaseSeen> {
  // Without a project or a memory nothing can be looked up: that is no base that could be read.
  if (projectId === undefined) return { runs: [], why: { kind: 'no-project' }, absence: 'unreadable' }
  if (memory === undefined) return { runs: [], why: { kind: 'not-looked-up' }, absence: 'unreadable' }
  return historyCounted(await foundBase(projectId, memory, logger, { patience, choice }), memory, logger)
}

/**
 * The history a base signed, each entry held to the rule the base itself was (its signer, its ref): one that is not
 * signed as a base must be, or cannot be read, is left out, and a warning says how many and why.
 */
async function historyCounted(seen: BaseSeen, memory: GateMemory, logger: Logger): Promise<BaseSeen> {
  if (seen.history === undefined) return seen
  const signed = seen.history.leftOut + seen.history.entries.length
  const entries = await memory.historyAsBase(seen.history.entries)
  const leftOut = signed - entries.length
  if (leftOut > 0) {
    logger.warning(
      `${leftOut} of the ${signed} entries of the history that base ` +
        `run ${inertText(seen.certification?.runId ?? '?')} signed are left out of trend and the chart: each is ` +
        `counted only when it could be read and was signed as a base must be (signer-workflow, source-ref).`
    )
  }
  return { ...seen, history: { entries, leftOut } }
}

async function foundBase(
  projectId: string,
  memory: GateMemory,
  logger: Logger,
  { patience, choice }: { patience: BasePatience; choice: BaseChoice }
): Promise<BaseSeen> {
  let recalled: Recalled = await memory.baseCommit(projectId)
  if (notCertifiedYet(recalled)) {
    const history = await memory.baseHistory()
    if ('why' in history) return absent(projectId, history, logger)
    recalled = await waitForBase(projectId, memory, recalled, history.commits[0], patience, logger)
    if (notCertifiedYet(recalled)) return ancestorBase(projectId, memory, recalled, history, { logger, choice })
  }
  return 'certifications' in recalled ? chosenOf(recalled, { logger, choice }) : absent(projectId, recalled, logger)
}

/** No certification of the commit counts, though one may yet: none is listed, or none that counts. */
function notCertifiedYet(recalled: Recalled): recalled is NoLookup {
  return 'why' in recalled && (recalled.absence === 'none-listed' || recalled.absence === 'none-counts')
}

/**
 * Looks for the base commit's certification again every interval while the gate's run goes on,
 * and after it until a certification started when the base was committed would be over (the
 * step's timeout after), never into the share of the step the ancestors need.
 */
async function waitForBase(
  projectId: string,
  memory: GateMemory,
  first: NoLookup,
  base: CommitSeen | undefined,
  patience: BasePatience,
  logger: Logger
): Promise<Recalled> {
  const { deadline, signal, intervalMs } = patience
  const { clock } = deadline
  const lookingEnds = deadline.endsAt - Math.min(LOOKUP_LIMIT_MS, patience.timeoutMs * LOOKUP_SHARE_OF_TIMEOUT)
  // Without a commit date, nothing says a certification of it may still be running; a date in the
  // future (a skewed clock, a date set by hand) counts as now.
  const committed = base?.committedAt === undefined ? -Infinity : Math.min(base.committedAt, clock.now())
  const afterRunEnds = Math.min(lookingEnds, committed + patience.timeoutMs)
  let recalled: Recalled = first
  for (let look = 1; !signal.aborted; look += 1) {
    const running = patience.runGoesOn()
    const until = running ? lookingEnds : afterRunEnds
    if (clock.now() >= until) break
    if (look === 1) {
      logger.info(waitingLine(first, projectId, intervalMs, running, afterRunEnds - clock.now()))
      patience.onWaiting?.()
    }
    await clock.sleep(
      Math.min(intervalMs, until - clock.now()),
      running ? AbortSignal.any([signal, patience.runOver]) : signal
    )
    if (signal.aborted) break
    recalled = await memory.baseCommit(projectId, look)
    if (!notCertifiedYet(recalled)) return recalled
  }
  return recalled
}

/** What the gate waits for, said once: how often it looks, while the run goes on and for how long after. */
function waitingLine(
  first: NoLookup,
  projectId: string,
  intervalMs: number,
  running: boolean,
  afterMs: number
): string {
  const more = afterMs > 0 ? `for at most ${formatDuration(afterMs)} more` : undefined
  const how = running ? `while this gate's run goes on${more === undefined ? '' : `, then ${more}`}` : more
  return (
    `base commit ${first.commit ?? '?'} has no certification of project ${inertText(projectId)} that counts yet ` +
    `(${reasonText(first.why)}): ` +
    `looking again every ${formatDuration(intervalMs)} ${how}, as one may still be running.`
  )
}

/**
 * The newest first-parent ancestor of the base commit with a certification that counts, read as
 * the base's (its branch's refs, its first certification); an ancestor that could not be read
 * makes the base one that could not be read. Empty only when none of them has one.
 */
async function ancestorBase(
  projectId: string,
  memory: GateMemory,
  none: NoLookup,
  { commits, cutShort }: { commits: readonly CommitSeen[]; cutShort?: boolean },
  { logger, choice }: { logger: Logger; choice: BaseChoice }
): Promise<BaseSeen> {
  const [base, ...ancestors] = commits
  for (const [index, ancestor] of ancestors.entries()) {
    const recalled = await memory.protectedCommit(projectId, ancestor.sha)
    if ('why' in recalled) {
      if (recalled.absence !== 'unreadable') continue
      const why: Reason = { kind: 'ancestor-unreadable', ancestor: ancestor.sha, cause: recalled.why }
      return absent(projectId, { ...recalled, commit: base.sha, why }, logger)
    }
    return {
      ...chosenOf(recalled, { logger, choice }, ancestor.sha),
      ancestorOf: { commit: base.sha, behind: index + 1 }
    }
  }
  // Fewer ancestors read than asked for, with more to read: one of them may be certified.
  if (cutShort === true) {
    const why: Reason = { kind: 'base-history-cut-short', read: ancestors.length }
    return absent(projectId, { ...none, commit: base?.sha ?? none.commit, why, absence: 'unreadable' }, logger)
  }
  const why: Reason =
    ancestors.length === 0 ? none.why : { kind: 'nor-ancestors', cause: none.why, ancestors: ancestors.length }
  return absent(projectId, { ...none, commit: base?.sha ?? none.commit, why }, logger)
}

/** No base to compare with, said in the log: a warning when a certification is there but does not count. */
function absent(projectId: string, recalled: NoLookup, logger: Logger): BaseSeen {
  const project = inertText(projectId)
  const ofCommit = recalled.commit === undefined ? '' : ` (base commit ${shortSha(recalled.commit)})`
  if (recalled.absence === 'none-counts') {
    // A certification is there but does not count here (a signer-workflow that names another
    // workflow, a forgery): pass-if then compares with nothing, which a person must be told of.
    logger.warning(
      `base is an empty map for project ${project}${ofCommit}: ${reasonText(recalled.why)}. ` +
        'pass-if compares with nothing until a certification of the base counts: the reason says why this one does not.'
    )
  } else {
    logger.info(`base is an empty map for project ${project}${ofCommit}: ${reasonText(recalled.why)}.`)
  }
  return {
    commit: recalled.commit,
    runs: [],
    why: recalled.why,
    absence: recalled.absence,
    ...(recalled.refused ? { refused: true } : {})
  }
}

/**
 * The certification of the commit `choice` picks among those that count (oldest first): the first, a later scheduled
 * one of the default branch, or a night's newest; said in the log with how many there were.
 */
function chosenOf(
  recalled: Exclude<Recalled, NoLookup>,
  { logger, choice }: { logger: Logger; choice: BaseChoice },
  ancestor?: string
): BaseSeen {
  const { certifications } = recalled
  const [first] = certifications
  const scheduled =
    choice.pick === 'first-or-scheduled'
      ? certifications
          .slice(1)
          .filter(one => one.seen.trigger === SCHEDULED_TRIGGER && one.seen.sourceRef === choice.scheduledRef)
          .at(-1)
      : undefined
  const chosen = choice.pick === 'newest' ? (certifications.at(-1) ?? first) : (scheduled ?? first)
  const counted = certifications.length
  const commit =
    ancestor === undefined
      ? `base commit ${recalled.commit}`
      : `${recalled.commit}, the base commit's newest certified ancestor`
  const which =
    scheduled !== undefined
      ? `the newest scheduled certification of ${counted} of ${commit} that count (the first, run ` +
        `${inertText(first.seen.runId ?? '?')}, set aside: main was certified again since)`
      : counted === 1
        ? `the certification of ${commit} that counts`
        : `the ${choice.pick === 'newest' ? 'newest' : 'first'} of ${counted} certifications of ${commit} that count`
  logger.info(`base is the record of run ${inertText(chosen.seen.runId ?? '?')}, ${which}.`)
  return {
    commit: recalled.commit,
    certification: chosen.seen,
    runs: chosen.runs,
    counted,
    statementSha256: chosen.statementSha256,
    ...(chosen.runOmitted === undefined ? {} : { runOmitted: chosen.runOmitted }),
    ...(scheduled !== undefined
      ? { chosenBy: 'scheduled', first: { certification: first.seen, runs: first.runs } }
      : {}),
    ...(choice.pick === 'newest' && counted > 1 ? { chosenBy: 'newest' } : {}),
    ...(chosen.history === undefined
      ? {}
      : { history: { entries: chosen.history.entries, leftOut: chosen.history.unreadable } })
  }
}

/**
 * What to do when the event or the runner did not say what the lookup needs: GitHub was never
 * asked, so running the job again changes nothing. Undefined for any other reason.
 */
function notSaidHint(why: Reason | undefined): string | undefined {
  if (why?.kind !== 'event-lacks' && why?.kind !== 'runner-lacks') return undefined
  const what =
    why.kind === 'event-lacks' && (why.what === 'base commit' || why.what === 'base branch')
      ? 'run the gate on pull_request or merge_group as GitHub sends them, or leave base out of pass-if on this event'
      : why.kind === 'event-lacks' && why.what === 'default branch'
        ? 'set source-ref to the refs whose certifications count'
        : why.kind === 'runner-lacks' && why.what === 'workflow'
          ? 'set signer-workflow to the workflow whose certifications count'
          : 'run the gate where the runner and the event name what the reason above says is missing'
  return `This is not about the agent, and running the job again will not help: ${what}.`
}

/**
 * pass-if names base, and the base commit's certifications could not be read: the comparison the
 * team asked for cannot be made, and a comparison not made is never a pass. Said after the run
 * (`Run r-1 completed, but …`) or before one was started (reuse), with what to do.
 */
export function baseNotRead(
  base: Pick<BaseSeen, 'why' | 'commit' | 'refused'>,
  runId?: string
): { reason: string; hint: string } {
  const which =
    base.commit === undefined
      ? "the base commit's certification"
      : `the certification of base commit ${shortSha(base.commit)}`
  const why = base.why === undefined ? 'it could not be looked up' : inertText(reasonText(base.why), 400)
  const start =
    runId === undefined
      ? 'No run was started and nothing was judged'
      : `Run ${inertText(runId)} completed, but it was not judged`
  return {
    reason: `${start}: pass-if compares with ${which}, which could not be read (${why}).`,
    hint: base.refused
      ? `Give the job the permission to read attestations (YAML, as it stands): ${READ_ATTESTATIONS_PERMISSIONS}, ` +
        `and run it again.`
      : (notSaidHint(base.why) ??
        'This is not about the agent: run the job again. If GitHub keeps failing, the gate cannot compare with the ' +
          'base until it answers.')
  }
}

/** True when pass-if could not be given the base it names: a comparison that cannot be made never passes. */
export function baseUnreadable(base: BaseSeen | undefined): base is BaseSeen & { absence: 'unreadable' } {
  return base?.absence === 'unreadable'
}
