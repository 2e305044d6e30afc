/**
 * The one judge: given runs that ended, the base (asked for only when it is read) and the expressions, what is the
 * verdict? A failure status first (every run counts), then what the expressions are given (the figures once), then
 * `pass-if` and `fail-if`, each evaluated within the step's deadline, weighed together. A live run's gate and a
 * certification that may stand in for one are judged here alike.
 */
import type { Deadline, Logger } from '../../lib/runtime.js'
import { asSentence, inertText } from '../../lib/text.js'
import type { Evaluation, OtherValues, PassIf } from '../../policy/pass-if.js'
import type { PolicyReport } from '../../policy/report.js'
import type { GateConfig } from '../config.js'
import {
  several,
  type BaseSeen,
  type Figures,
  type Judged,
  type Judgement,
  type RunToJudge,
  type TrendSeries
} from '../results.js'
import type { HistoryEntry } from '../../attestation/history.js'
import { endedInFailure } from '../../service/run-status.js'
import { figuresRead, readsTrend, recordFieldsRead, TREND_VARIABLE, type Policies } from './variables.js'

/** What a judgement needs of the gate: its repeat and project, its one deadline, its cancellation, its commit. */
export interface JudgeContext {
  config: Pick<GateConfig, 'repeat' | 'projectId' | 'passIf' | 'comparableOn'>
  deadline: Deadline
  signal: AbortSignal
  /** The commit the gate checks, which the expressions read as `commit`. */
  commit?: string
  /** True on a night of the default branch (schedule, workflow_dispatch): a miss is no change's doing. */
  night?: boolean
  /** Where a likely misspelled field of base is warned of; absent, it is not (said already). */
  warnTo?: Logger
}

export interface Judging {
  /** One run or more, in the order started. */
  runs: readonly RunToJudge[]
  /** What `base` is: asked for only when runs are judged by the expressions (never for a failed run), once. */
  base: () => Promise<BaseSeen | undefined> | undefined
  /** `pass-if` and `fail-if`, and `drift-if` (said, never weighed); without `pass-if`, the statuses alone decide. */
  policies: { passIf?: PassIf; failIf?: PassIf; driftIf?: PassIf }
  gate: JudgeContext
  /** The confidence the intervals are drawn at: 95% unless a sequential gate looks more than once. */
  level?: number
}

/** The judgement of `runs`; undefined when the job was cancelled while the expressions were evaluated. */
export async function judgeRuns({ runs, base: baseOf, policies, gate, level }: Judging): Promise<Judged | undefined> {
  const [{ judgeRun }, { givenTo }] = await Promise.all([import('./verdict.js'), import('./given.js')])
  const failed = runs.findIndex(run => endedInFailure(run.status))
  const run = Math.max(failed, 0)
  const named = runs[run]
  const { passIf, failIf } = policies
  // Several runs fail as one of them, are named together and have figures to sign.
  if (failed >= 0) return { ...(several(runs) ? everyRunCounts(judgeRun(named), runs, failed) : judgeRun(named)), run }
  if (passIf === undefined) {
    const { runsStats } = await givenTo({}, runs, { base: undefined, commit: gate.commit, level })
    return { ...judgeRun(named), run, ...(runsStats === undefined ? {} : { runsStats }) }
  }
  const found = await baseOf()
  const { baseUnreadable, baseNotRead } = await import('../certified/base.js')
  if (baseUnreadable(found)) return { verdict: 'error', ...baseNotRead(found, named.runId), base: found, run }
  const { history, trend, trendRead } = await historyOf({ found, runs, policies }, gate)
  const base = await comparable(found, runs, gate)
  const seen = { base, commit: gate.commit, level, ...(trend === undefined ? {} : { trend, trendRead }) }
  const { others, figures, runsStats } = await givenTo(policies, runs, seen)
  const { evaluateBounded } = await import('../../policy/bounded.js')
  const evaluate = (policy: PassIf, given = others) =>
    evaluateBounded(policy, named.record, gate.deadline, gate.signal, given)
  const evaluation = await evaluate(passIf)
  const failEvaluation = failIf === undefined ? undefined : await evaluate(failIf)
  // A fail-if that is true has decided: its bar, not the runs' number, is what the verdict says.
  const decidedByFailIf = failEvaluation !== undefined && 'value' in failEvaluation && failEvaluation.value === true
  const meansClear = decidedByFailIf
    ? undefined
    : await clearedAtTheMeans(passIf, evaluation, given => evaluate(passIf, given(others)))
  const driftPolicy = await driftSaid(policies.driftIf, evaluate, { record: named.record, base, others })
  if (gate.signal.aborted) return undefined
  const judged = judgeRun(named, {
    passIf,
    evaluation,
    base,
    failIf,
    failEvaluation,
    others,
    runIds: runs.map(one => one.runId),
    commit: gate.commit,
    night: gate.night,
    figures,
    repeat: gate.config.repeat,
    meansClear
  })
  await warnOfBase(judged.policy, { base, record: named.record, figures, policies }, gate)
  return {
    ...judged,
    run,
    base,
    ...(figures === undefined ? {} : { figures }),
    ...(runsStats === undefined ? {} : { runsStats }),
    ...(history === undefined ? {} : { history }),
    ...(trend === undefined ? {} : { trend }),
    ...(driftPolicy === undefined ? {} : { driftPolicy })
  }
}

/**
 * What `drift-if` gave over the runs and the base pass-if was given (it reads what pass-if may), as the drift issue
 * says it: never weighed into the verdict.
 */
async function driftSaid(
  driftIf: PassIf | undefined,
  evaluate: (policy: PassIf) => Promise<Evaluation>,
  over: { record: RunToJudge['record']; base: BaseSeen | undefined; others: OtherValues }
): Promise<PolicyReport | undefined> {
  if (driftIf === undefined) return undefined
  const [{ policyReport }, { comparisonOf }] = await Promise.all([
    import('../../policy/pass-if.js'),
    import('./given.js')
  ])
  return policyReport(driftIf, over.record, await evaluate(driftIf), comparisonOf(over.base), over.others)
}

/**
 * What the judgement's base may hide, warned of: a misspelled field of base (a true or false may hide one; an error
 * already says what is missing), and a `delta` read against a base of too few runs.
 */
async function warnOfBase(
  policy: PolicyReport | undefined,
  {
    base,
    record,
    figures,
    policies
  }: { base: BaseSeen | undefined; record: RunToJudge['record']; figures?: Figures; policies: Policies },
  gate: JudgeContext
): Promise<void> {
  if (policy === undefined || gate.warnTo === undefined) return
  const [{ warnOfUnknownBaseFields }, { warnOfThinBase }] = await Promise.all([
    import('./unknown-base-fields.js'),
    import('./thin-base.js')
  ])
  warnOfUnknownBaseFields({ config: gate.config, base, record, policy }, gate.warnTo)
  warnOfThinBase(figures, [policies.passIf, policies.failIf], gate.warnTo)
}

/**
 * What a base certification brings of the default branch's history: what this gate's statement signs, and the series
 * trend and the chart read, without the entries comparable-on sets aside (warned of). Nothing without a base.
 */
async function historyOf(
  {
    found,
    runs,
    policies
  }: { found: BaseSeen | undefined; runs: readonly RunToJudge[]; policies: Judging['policies'] },
  gate: JudgeContext
): Promise<{ history?: HistoryEntry[]; trend?: TrendSeries; trendRead?: number }> {
  if (found?.certification === undefined && !readsTrend(policies)) return {}
  const { historyToSign, seriesOf, notComparableText, lackingText } = await import('./history.js')
  const { comparableOn } = gate.config
  const reports = [policies.passIf, policies.failIf, policies.driftIf]
  const fields = recordFieldsRead(reports)
  const history = historyToSign(found, comparableOn, fields)
  if (history === undefined && !readsTrend(policies)) return {}
  // Without a history, this certification is each field's one point: no slope, yet a map has() can ask.
  const { series, read, lacking, notComparable } = seriesOf(history ?? [], runs, {
    commit: gate.commit,
    comparableOn,
    read: fields
  })
  if (notComparable !== undefined) gate.warnTo?.warning(notComparableText(notComparable))
  // A trend read over entries that lack its field would rest on fewer points than it seems: said, never quiet.
  for (const { map, field } of figuresRead(reports))
    if (map === TREND_VARIABLE && Object.hasOwn(lacking, field))
      gate.warnTo?.warning(lackingText(field, lacking[field], read))
  return { ...(history === undefined ? {} : { history }), trend: series, trendRead: read }
}

/**
 * With `pass-if` false over bounds of intervals: whether it is true with each interval drawn in to its mean (the runs
 * too few, or too varied, to show what their means clear), or false even so; undefined for any other pass-if.
 */
async function clearedAtTheMeans(
  passIf: PassIf,
  evaluation: Evaluation,
  evaluateAt: (given: (others: OtherValues) => OtherValues) => Promise<Evaluation>
): Promise<boolean | undefined> {
  if (!('value' in evaluation) || evaluation.value !== false) return undefined
  const { atTheMeans, barsOnBoundsOnly } = await import('./means.js')
  if (!barsOnBoundsOnly(passIf)) return undefined
  const atMeans = await evaluateAt(atTheMeans)
  return 'value' in atMeans ? atMeans.value === true : undefined
}

/** The base as `comparable-on` lets it be compared; one that is not is warned of, naming the field and both values. */
async function comparable(base: BaseSeen | undefined, runs: readonly RunToJudge[], gate: JudgeContext) {
  if (gate.config.comparableOn.length === 0) return base
  const { comparedBase } = await import('./comparable.js')
  const compared = comparedBase(base, runs, gate.config.comparableOn)
  if (compared.notComparable !== undefined && gate.warnTo !== undefined) {
    const { reasonText } = await import('../certified/reasons.js')
    gate.warnTo.warning(`base, base_stats and delta are empty: ${reasonText(compared.notComparable)}.`)
  }
  return compared.base
}

/** A failed run of several: its failure, said as one run of them that counts whatever the others scored. */
function everyRunCounts(judged: Judgement, runs: readonly RunToJudge[], failed: number): Judgement {
  const others = runs.filter((_, index) => index !== failed).map(run => inertText(run.runId))
  return {
    ...judged,
    reason:
      `${asSentence(judged.reason ?? '')} It is one of ${runs.length} runs (with ${others.join(', ')}), and every ` +
      `run counts: one that fails fails the gate, whatever the others scored.`
  }
}
