/**
 * Did the runs pass? The failure statuses first, then the team's own bar, `pass-if` over `run`,
 * the last record the service returned. The wording of a verdict on runs that ended; the engine is
 * policy/'s, and what it evaluated is handed in.
 */
import { explanationOf, firstHttpsLink, readPath, topLevelFieldNames } from '../../lib/json.js'
import { inertText, listed, quotedValue } from '../../lib/text.js'
import { policyReport, type Evaluation, type OtherValues, type PassIf } from '../../policy/pass-if.js'
import { intervalsText, withFailIf, type Judgement } from './fail-if.js'
import { MAX_REPEAT } from '../config.js'
import { figureMissing } from './figures-missing.js'
import { atTheMeansText } from './means.js'
import { comparisonOf } from './given.js'
import { outcomeText, readingsSuffix, regressionText, type PolicyReport } from '../../policy/report.js'
import { baseRecord, several, type BaseSeen, type Figures, type RunRecord } from '../results.js'
import { endedInFailure } from '../../service/run-status.js'
import { reasonText } from '../certified/reasons.js'
import { BASE_AGE_VARIABLE, BASE_VARIABLE, readsBase, readsInterval } from './variables.js'
import { SCHEDULED_TRIGGER } from '../../github/events.js'

/** How much of one value the verdict's message shows. */
const VALUE_LIMIT = 80
/** How many top-level field names an evaluation error lists. */
const FIELD_NAMES_LIMIT = 30

/** What the policy makes of a run whose status says it is over: a gate's verdict and why. */
export type { Judgement } from './fail-if.js'

/** The run judged: its id, the status it ended with, and its record (of several, the one named). */
export interface RunEnded {
  runId: string
  status: string
  record: RunRecord
}

/**
 * What is weighed beside the run: pass-if and what it gave (evaluated here when not handed in), what `base` was (its
 * numbers are shown beside the run's), fail-if and what it gave, the values both read, the runs, their figures.
 */
export interface Weighed {
  passIf?: PassIf
  evaluation?: Evaluation
  base?: BaseGiven
  failIf?: PassIf
  failEvaluation?: Evaluation
  others?: OtherValues
  /** The commit the gate checks: a base of this same commit is no change's doing. */
  commit?: string
  /** True on a night of the default branch: a miss is no change's doing, whatever pass-if reads. */
  night?: boolean
  /** Every run judged, in the order started; of one run, its run alone. */
  runIds?: readonly string[]
  figures?: Figures
  repeat?: number
  /** With pass-if false over bounds of intervals: whether it is true with each interval at its mean. */
  meansClear?: boolean
}

/** Whether `pass-if` is asked about a run that ended with `status`: not when the status failed it already. */
export function passIfApplies(status: string): boolean {
  return !endedInFailure(status)
}

/** What `base` was when pass-if names it: the record it was compared with, or why it was an empty map. */
export type BaseGiven = Pick<BaseSeen, 'runs' | 'why' | 'certification' | 'chosenBy' | 'commit'>

/** The run is over with its status: a failure status fails; `completed` passes, subject to `pass-if` and `fail-if`. */
export function judgeRun({ runId, status, record }: RunEnded, weighed: Weighed = {}): Judgement {
  const { passIf, base, runIds } = weighed
  const run = several(runIds) ? `Runs ${listed((runIds ?? []).map(id => inertText(id)))}` : `Run ${inertText(runId)}`
  if (!passIfApplies(status)) {
    const serviceSaid = explanationOf(record)
    const lookAt = firstHttpsLink(record)
    return {
      verdict: 'failed',
      reason: `${run} ended with status ${quotedValue(status, VALUE_LIMIT)} and no attestation${serviceSaid === undefined ? '.' : `: ${serviceSaid}`}`,
      hint:
        lookAt === undefined
          ? 'Open the run in the console to see what the service found, fix it, and push again.'
          : `See ${lookAt} for what the service found; fix it, and push again.`,
      lookAt
    }
  }
  if (passIf === undefined) return { verdict: 'passed' }
  const { failIf, others = {} } = weighed
  const policy = policyReport(passIf, record, weighed.evaluation, comparisonOf(base), others)
  const ofBase = missingOfBase(passIf, base, { detail: policy.detail, record })
  const judged = applyPassIf({ run, record }, policy, {
    base:
      ofBase?.hint ??
      ageMissing(policy.detail, base) ??
      figureMissing(passIf, policy.detail, {
        figures: weighed.figures,
        base: { record: baseRecord(base), why: base?.why === undefined ? undefined : reasonText(base.why) }
      }),
    run: ofBase?.runLacksItToo === true || passIf.fieldPaths.some(path => readPath(record, path.keys) === undefined),
    misspelled: ofBase?.runLacksItToo === true,
    ...barAtMeans(weighed, policy)
  })
  // A drop against the same commit's earlier certification (a night) is no change's doing; against a stale base it
  // may be the default branch's own (a model moved under it): each said where it is so.
  const comparedWithBase = judged.verdict === 'failed' && readsBase({ passIf })
  const sameCommit =
    comparedWithBase && base?.commit !== undefined && base.commit.toLowerCase() === weighed.commit?.toLowerCase()
  const moved = comparedWithBase && !sameCommit ? mainMayHaveMoved(base) : undefined
  const tonight = judged.verdict === 'failed' && weighed.night === true
  const said = sameCommit
    ? { ...judged, hint: nothingChangedText(firstHttpsLink(record)) }
    : tonight
      ? { ...judged, hint: belowTheBarTonight(firstHttpsLink(record)) }
      : moved === undefined
        ? judged
        : { ...judged, hint: `${judged.hint ?? ''} ${moved}`.trim() }
  if (failIf === undefined) return said
  const failPolicy = policyReport(failIf, record, weighed.failEvaluation, comparisonOf(base), others)
  return withFailIf(said, failPolicy, {
    runs: run,
    figures: weighed.figures,
    repeat: weighed.repeat ?? runIds?.length ?? 1
  })
}

/**
 * What to do when the base is this very commit's earlier certification (a night compared with the night before): no
 * change moved the score, so the agent's surroundings did.
 */
export function nothingChangedText(lookAt: string | undefined): string {
  return (
    `Nothing in the repository changed: the base is this same commit's earlier certification, so the score moved ` +
    `under it (the model behind the same name, the service's scanner, a live endpoint). See ` +
    `${lookAt ?? 'the attestation in the console'} for what the service found. If the new level is to be accepted, ` +
    `keep pass-if at the floor the default branch must clear and let drift-if say the drop: a night that passes is ` +
    `signed, and pull requests then compare with it.`
  )
}

/** What to do when the default branch itself misses the bar on a night: confirm, then fix in a pull request. */
export function belowTheBarTonight(lookAt: string | undefined): string {
  return (
    `The default branch itself misses the bar tonight. See ${lookAt ?? 'the attestation in the console'} for what ` +
    `the service found. If nothing in the repository changed since it last passed, what is under the agent moved ` +
    `(the model, the scanner, a live endpoint): run the night again by hand (workflow_dispatch) to confirm, then ` +
    `fix the agent in a pull request.`
  )
}

/** A base older than this, with no scheduled certification since, may no longer be what the default branch scores. */
export const STALE_BASE_MS = 86_400_000

/**
 * Where the base compared with is more than a day old and the default branch has no scheduled certification of it:
 * the words that say the default branch itself may have moved, and how to hear of it; undefined otherwise.
 */
export function mainMayHaveMoved(base: BaseGiven | undefined): string | undefined {
  const seen = base?.certification
  if (seen === undefined || seen.ageMs <= STALE_BASE_MS) return undefined
  if (base?.chosenBy === 'scheduled' || seen.trigger === SCHEDULED_TRIGGER) return undefined
  return (
    `The base was certified ${daysText(seen.ageMs)} ago, and the default branch has no scheduled ` +
    `certification since: its score may have moved on its own (a model or scanner update), not by this change. ` +
    `Certify the default branch nightly (drift watch, docs/adopt.md) so that pull requests compare with today's main.`
  )
}

/** `9 days`, `1 day`: how old a base is, as a person counts it. */
function daysText(ageMs: number): string {
  const days = Math.floor(ageMs / STALE_BASE_MS)
  return `${days} day${days === 1 ? '' : 's'}`
}

/**
 * The field of `base` that an evaluation error names (`No such key: trust_score`), when `base`
 * lacks it, with why: an empty base, or a base record without it. Undefined when the error is
 * not about a field base lacks. When the run's record lacks the same field, the name is likely
 * wrong, and a `has()` guard would only make pass-if true whatever the scores: no guard is advised.
 */
function missingOfBase(
  passIf: PassIf,
  base: BaseGiven | undefined,
  { detail, record }: { detail: string | undefined; record: RunRecord }
): { hint: string; runLacksItToo: boolean } | undefined {
  const key = detail === undefined ? undefined : /No such key: (\S+)/.exec(detail)?.[1]
  if (base === undefined || key === undefined) return undefined
  const compared = baseRecord(base)
  const path = passIf
    .otherFieldPathsOf(BASE_VARIABLE)
    .find(path => path.keys[path.keys.length - 1] === key && readPath(compared ?? {}, path.keys) === undefined)
  if (path === undefined) return undefined
  const missing = inertText(path.text, VALUE_LIMIT)
  const why =
    compared === undefined
      ? `${noBase(base)} (${inertText(base.why === undefined ? 'none was found' : reasonText(base.why), 300)}), ` +
        `so base is an empty map`
      : "the base commit's certified run record has no such field"
  const runLacksItToo = readPath(record, path.keys) === undefined
  const advice = runLacksItToo
    ? 'The run record has none either, so the name is likely wrong: a has() guard would make pass-if true whatever ' +
      'the scores. Check the name.'
    : `Guard what pass-if reads of base, e.g. !has(${missing}) || …`
  return { hint: `${missing} is missing: ${why}. ${advice}`, runLacksItToo }
}

/** Why base is an empty map, in a word: none was found, or the one found was set aside by comparable-on. */
function noBase(base: BaseGiven | undefined): string {
  return base?.why?.kind === 'not-comparable' ? 'the base is not compared' : 'there is no base certification'
}

/**
 * `base_age_seconds` read with no base certification to give it: said with why, and the guard that lets a first run
 * through (a top-level variable cannot be tested with has()).
 */
function ageMissing(detail: string | undefined, base: BaseGiven | undefined): string | undefined {
  if (detail === undefined || !detail.includes(`Unknown variable: ${BASE_AGE_VARIABLE}`)) return undefined
  const why = base?.why === undefined ? noBase(base) : `${noBase(base)} (${inertText(reasonText(base.why), 300)})`
  return (
    `${BASE_AGE_VARIABLE} is absent: ${why}. Guard it as base is guarded, e.g. ` +
    `!has(base.trust_score) || ${BASE_AGE_VARIABLE} < 604800.0.`
  )
}

/**
 * What pass-if read that was not there: a field of base (said with why), and whether one of the
 * run's; `misspelled` when the field of base is one the run lacks too, where no guard is advised.
 */
interface Missing {
  base?: string
  run: boolean
  misspelled: boolean
  /** And what pass-if gave with each interval at its mean, when it was false over bounds: the case said first. */
  atMeans?: NonNullable<Judgement['barAtMeans']>
}

function applyPassIf(
  { run, record }: { run: string; record: RunRecord },
  policy: PolicyReport,
  missing: Missing
): Judgement {
  const expression = inertText(policy.expression)
  const values = readingsSuffix(policy)
  switch (policy.outcome) {
    case 'stopped':
      return {
        verdict: 'error',
        reason: `${run} completed, but pass-if ${outcomeText(policy)}, at the step's timeout (in ${expression}).`,
        hint:
          "pass-if runs within the step's timeout. A regular expression that backtracks (matches() uses JavaScript's " +
          'regular expressions, not linear-time RE2) or a check that compares every item of a long list with every ' +
          'other can run that long: simplify the expression, or raise timeout.',
        policy
      }
    case 'error':
      return {
        verdict: 'error',
        reason: `${run} completed, but pass-if ${outcomeText(policy)} (in ${expression}).`,
        hint: [
          missing.base,
          // Said of the run too when a field of it is missing as well, or when nothing of base is.
          missing.base === undefined || missing.run
            ? `The run record's top-level fields are: ${topLevelFieldNames(record, FIELD_NAMES_LIMIT)}. Name fields ` +
              `the service returns in pass-if` +
              (missing.misspelled ? '.' : ', or guard optional ones with has(run.field).')
            : undefined
        ]
          .filter(part => part !== undefined)
          .join(' '),
        policy
      }
    case 'true':
      return { verdict: 'passed', policy }
    case 'false':
      return failedJudgement({ run, record }, policy, missing.atMeans)
    default:
      return {
        verdict: 'error',
        reason: `${run} completed, but pass-if ${outcomeText(policy)}: ${expression}${values}.`,
        hint: 'Write pass-if as a comparison or a test, e.g. run.trust_score >= 80.',
        policy
      }
  }
}

/** Whether the means clear pass-if's bar, with the intervals it read, said: only where the judge could tell. */
function barAtMeans({ meansClear, figures }: Weighed, policy: PolicyReport): Pick<Missing, 'atMeans'> {
  const intervals = intervalsText(figures, policy)
  return meansClear === undefined || intervals === undefined ? {} : { atMeans: { clears: meansClear, intervals } }
}

/**
 * pass-if is false for the run: failed, with where to see what the service found and what to do about it. Over bounds
 * of intervals, which case it is comes first: the means clear the bar but the runs cannot show it, or they miss it.
 */
function failedJudgement(
  { run, record }: { run: string; record: RunRecord },
  policy: PolicyReport,
  atMeans: Missing['atMeans']
): Judgement {
  const expression = inertText(policy.expression)
  const values = readingsSuffix(policy)
  const lookAt = firstHttpsLink(record)
  const found = lookAt === undefined ? 'the attestation in the console' : lookAt
  if (atMeans !== undefined) {
    const falseBecause = `pass-if is false: ${expression}${values}.`
    return {
      verdict: 'failed',
      reason: `${run} completed, and ${atTheMeansText(atMeans)}: ${falseBecause}`,
      hint: atMeans.clears
        ? 'More runs narrow the intervals (from 3 runs to 10, about 3.5 times): raise repeat (up to ' +
          `${MAX_REPEAT}), or set sequential, which adds runs only while undecided; the next run of the job starts ` +
          'every run again. A fail-if makes what the runs cannot tell inconclusive rather than failed.'
        : `See ${found} for what the service found; fix it, and push again.`,
      lookAt,
      policy,
      barAtMeans: atMeans
    }
  }
  // A drop against the base is the change's doing: the advice is about the change, not the bar.
  // A bar on an interval is missed by a low score or by runs that vary: both are said, with the way through each.
  const hint = readsInterval([policy])
    ? `pass-if reads the runs' intervals (the figures in the job summary). A narrow one below the bar: see ${found} ` +
      `for what the service found, fix it, and push again. A wide one: the runs vary, and more of them (repeat) ` +
      `narrow it; a fail-if makes what they cannot tell inconclusive rather than failed.`
    : regressionText(policy) !== undefined
      ? `This change lowers the score against the base branch's certification: see ${found} for what the ` +
        `service found, find what in the change lowered it, fix it, and push again. If the drop is meant, the ` +
        `team changes what pass-if allows.`
      : lookAt === undefined
        ? 'Open the attestation in the console to see why, fix it, and push again.'
        : `See ${lookAt} for what the service found; fix it, and push again.`
  return {
    verdict: 'failed',
    reason: `${run} completed, but pass-if ${outcomeText(policy)}: ${expression}${values}.`,
    hint,
    lookAt,
    policy
  }
}
