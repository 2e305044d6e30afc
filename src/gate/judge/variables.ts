/**
 * One table of what `pass-if` and `fail-if` may read: each variable with its type, whether naming it reads the base
 * commit's certification, whether it needs the figures of the runs, and what a sequential look may read of it; each
 * map of figures with its figures and what is true of each. What an expression read is found from its parsed tree
 * (policy/bars.ts), never its text. The next variable or figure is one row here, and nothing else in the gate spells
 * their names.
 */
import type { PassIf, VariableType } from '../../policy/pass-if.js'
import type { PolicyReport } from '../../policy/report.js'
import type { DeltaStats, FieldStats } from '../../policy/stats.js'
import type { Trend } from '../../policy/trend.js'
import { plainName, type Bar, type PathRead } from '../../policy/bars.js'

/** What is true of one figure a map of figures holds. */
interface Figure {
  /** A bound of an interval: what a look's level holds, and what drawing the interval in to its mean moves. */
  bound?: 'low' | 'high'
  /** The mean the interval is drawn about: drawing it in leaves it as it is. */
  mean?: true
  /** A spread, or a bound of an interval: absent with one run, and missed by runs that vary as well as by low ones. */
  spread: boolean
  /** The same at every look of a sequential gate: the level its intervals are drawn at. */
  steadyAtLooks?: true
  /** On the field's own scale: a bar on it is drawn as the field's line in the chart. */
  fieldScale: boolean
}

/** The figures of one field over runs, checked against the statistics' own type (`floor` is a note, not a figure). */
const FIELD_FIGURE_TABLE = {
  n: { spread: false, fieldScale: false },
  mean: { mean: true, spread: false, fieldScale: true },
  sd: { spread: true, fieldScale: false },
  min: { spread: false, fieldScale: true },
  max: { spread: false, fieldScale: true },
  median: { spread: false, fieldScale: true },
  low: { bound: 'low', spread: true, fieldScale: true },
  high: { bound: 'high', spread: true, fieldScale: true },
  level: { spread: false, steadyAtLooks: true, fieldScale: false }
} as const satisfies Record<Exclude<keyof FieldStats, 'floor'>, Figure>

/** The figures of a change: `low` and `high` need a spread on one side at least. */
const DELTA_FIGURE_TABLE = {
  mean: { mean: true, spread: false, fieldScale: false },
  low: { bound: 'low', spread: true, fieldScale: false },
  high: { bound: 'high', spread: true, fieldScale: false },
  level: { spread: false, steadyAtLooks: true, fieldScale: false }
} as const satisfies Record<Exclude<keyof DeltaStats, 'varianceBorrowed' | 'floor'>, Figure>

/** The figures of a field's trend over the default branch's certifications and this one. */
const TREND_FIGURE_TABLE = {
  n: { spread: false, fieldScale: false },
  slope: { spread: false, fieldScale: false },
  first: { spread: false, fieldScale: true },
  last: { spread: false, fieldScale: true },
  min: { spread: false, fieldScale: true },
  max: { spread: false, fieldScale: true }
} as const satisfies Record<keyof Trend, Figure>

/** One variable the expressions may read. */
interface Variable {
  /**
   * How the CEL engine is told of it: `judged` is the record judged (the variable the expression is about), `map` a
   * map of fields, `list`, `double` and `string` as CEL names them.
   */
  type: 'judged' | 'map' | Extract<VariableType, 'list' | 'double'> | 'string'
  /** Naming it makes the gate look up the base commit's certification. */
  readsBase: boolean
  /** Naming it loads the statistics: it is worked out from the runs (and the base's). */
  needsFigures: boolean
  /** For a map of figures: what each field of it holds, and what is true of each. */
  figures?: Readonly<Record<string, Figure>>
  /**
   * What a sequential gate's looks may read of it: `steady`, the same at every look (the base's, the commit); `bounds`,
   * only the bounds of its intervals and what stays the same at every look (its figures say which); `moves`, nothing:
   * it changes with the runs, and read at K looks it gets K chances to pass.
   */
  atLooks: 'steady' | 'bounds' | 'moves'
}

/** Every variable, by the name an expression uses. */
export const VARIABLES = {
  /** One run's record as the service returned it (of several, the first). */
  run: { type: 'judged', readsBase: false, needsFigures: false, atLooks: 'moves' },
  /** The base commit's certified run record; an empty map without one. */
  base: { type: 'map', readsBase: true, needsFigures: false, atLooks: 'steady' },
  /** The commit the gate checks (40 hex, lower case): `run.source.commit == commit` binds what the service cloned. */
  commit: { type: 'string', readsBase: false, needsFigures: false, atLooks: 'steady' },
  /** Every run's record, a list, in the order started. */
  runs: { type: 'list', readsBase: false, needsFigures: true, atLooks: 'moves' },
  /** The figures of each numeric field over the runs: `stats.trust_score.low`. */
  stats: { type: 'map', readsBase: false, needsFigures: true, figures: FIELD_FIGURE_TABLE, atLooks: 'bounds' },
  /** The same figures over the base certification's runs. */
  base_stats: { type: 'map', readsBase: true, needsFigures: true, figures: FIELD_FIGURE_TABLE, atLooks: 'steady' },
  /** This mean minus the base's, with its interval: `delta.trust_score.low`. */
  delta: { type: 'map', readsBase: true, needsFigures: true, figures: DELTA_FIGURE_TABLE, atLooks: 'bounds' },
  /** Seconds since the base certification's run was first certified; absent without a base. */
  base_age_seconds: { type: 'double', readsBase: true, needsFigures: true, atLooks: 'steady' },
  /** Each field's trend over the base's signed history and this mean: `trend.trust_score.slope`. */
  trend: { type: 'map', readsBase: true, needsFigures: false, figures: TREND_FIGURE_TABLE, atLooks: 'moves' }
} as const satisfies Record<string, Variable>

export type VariableName = keyof typeof VARIABLES

/** Each variable's name, as the code that gives it a value writes it. */
export const RUN_VARIABLE = 'run' satisfies VariableName
export const RUNS_VARIABLE = 'runs' satisfies VariableName
export const STATS_VARIABLE = 'stats' satisfies VariableName
export const BASE_STATS_VARIABLE = 'base_stats' satisfies VariableName
export const DELTA_VARIABLE = 'delta' satisfies VariableName
export const BASE_VARIABLE = 'base' satisfies VariableName
export const BASE_AGE_VARIABLE = 'base_age_seconds' satisfies VariableName
export const COMMIT_VARIABLE = 'commit' satisfies VariableName
export const TREND_VARIABLE = 'trend' satisfies VariableName

const NAMES = Object.keys(VARIABLES) as VariableName[]
const named = (test: (variable: Variable) => boolean) => NAMES.filter(name => test(VARIABLES[name]))

/** The maps of figures, each with what a field of it holds. */
export const FIGURE_MAPS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  NAMES.flatMap(name => {
    const { figures } = VARIABLES[name] as Variable
    return figures === undefined ? [] : [[name, Object.keys(figures)]]
  })
)

/** What is true of the figure a path reads (`stats.x.low`: a bound), or undefined where it reads no figure. */
export function figureOf({ variable, keys }: Pick<PathRead, 'variable' | 'keys'>): Figure | undefined {
  const { figures } = (Object.hasOwn(VARIABLES, variable) ? VARIABLES[variable as VariableName] : {}) as Variable
  const figure = keys.length === 2 ? keys[1] : undefined
  return figures === undefined || figure === undefined || !Object.hasOwn(figures, figure) ? undefined : figures[figure]
}

/** The variables beside `run`, as compilePassIf takes them: maps, strings, and the ones of another type. */
export const EXPRESSION_VARIABLES = {
  judged: RUN_VARIABLE,
  maps: named(variable => variable.type === 'map'),
  strings: named(variable => variable.type === 'string'),
  typed: Object.fromEntries(
    NAMES.flatMap(name => {
      const { type } = VARIABLES[name] as Variable
      return type === 'list' || type === 'double' ? [[name, type]] : []
    })
  ) as Record<string, VariableType>
}

/** The expressions over runs: `pass-if` and `fail-if`, which judge them, and `drift-if`, which says a drop; each when set. */
export interface Policies {
  passIf?: { names(name: string): boolean }
  failIf?: { names(name: string): boolean }
  driftIf?: { names(name: string): boolean }
}

function namesAny({ passIf, failIf, driftIf }: Policies, variables: readonly string[]): boolean {
  return [passIf, failIf, driftIf].some(policy => variables.some(name => policy?.names(name) === true))
}

const BASE_READS = named(variable => variable.readsBase)
const FIGURE_READS = named(variable => variable.needsFigures)

/** Whether `pass-if` or `fail-if` reads anything of the base commit's certification. */
export function readsBase(policies: Policies): boolean {
  return namesAny(policies, BASE_READS)
}

/** Whether `pass-if` or `fail-if` reads `trend`. */
export function readsTrend(policies: Policies): boolean {
  return namesAny(policies, [TREND_VARIABLE])
}

/** Whether `pass-if` or `fail-if` reads what repeated runs give: the runs, their figures, the base's age. */
export function readsFigures(policies: Policies): boolean {
  return namesAny(policies, FIGURE_READS)
}

/** What the expressions read, each from its report: its paths and bars, from its parsed tree. */
type Reports = ReadonlyArray<Pick<PolicyReport, 'reads'> | undefined>

const pathsRead = (reports: Reports): PathRead[] => reports.flatMap(report => report?.reads.paths ?? [])
const isFigureMap = (variable: string) => Object.hasOwn(FIGURE_MAPS, variable)

/** The fields the expressions read of the run, the base or a map of figures (`trend.trust_score.slope`), once each. */
export function recordFieldsRead(reports: Reports): string[] {
  const of = [RUN_VARIABLE, BASE_VARIABLE] as string[]
  const fields = pathsRead(reports).flatMap(({ variable, keys }) =>
    (of.includes(variable) || isFigureMap(variable)) && plainName(keys[0]) ? [keys[0]] : []
  )
  return [...new Set(fields)]
}

/**
 * The number the expressions first hold `field`'s level against (`run.trust_score >= 80`, `stats.trust_score.low >=
 * 80.0`, a figure on the field's own scale), or undefined where they hold none.
 */
export function levelBarOf(field: string, reports: Reports): number | undefined {
  const onScale = ({ path }: Bar) =>
    path.keys[0] === field &&
    ((path.variable === RUN_VARIABLE && path.keys.length === 1) ||
      (path.variable === STATS_VARIABLE && figureOf(path)?.fieldScale === true))
  return reports.flatMap(report => report?.reads.bars ?? []).find(onScale)?.bar
}

/** The one bar an expression is, when it is nothing else (`stats.trust_score.low >= 80.0`); undefined otherwise. */
export function simpleBarOf(report: Pick<PolicyReport, 'reads'> | undefined): Bar | undefined {
  const reads = report?.reads
  return reads?.onlyBars === true && reads.bars.length === 1 ? reads.bars[0] : undefined
}

/** The fields the expressions read of the maps of figures (`stats.trust_score.low` reads `trust_score`), once each. */
export function fieldsRead(reports: Reports): string[] {
  return [...new Set(figuresRead(reports).map(({ field }) => field))]
}

/** Each map of figures and field the expressions read of it (`delta.trust_score.low`: delta's `trust_score`), once. */
export function figuresRead(reports: Reports): Array<{ map: string; field: string }> {
  const seen = new Map<string, { map: string; field: string }>()
  for (const { variable, keys } of pathsRead(reports)) {
    if (!isFigureMap(variable)) continue
    const read = { map: variable, field: keys[0] }
    seen.set(JSON.stringify(read), read)
  }
  return [...seen.values()]
}

/** Whether the expressions read a spread or an interval of the figures (a bar on one may be missed by runs that vary). */
export function readsInterval(reports: Reports): boolean {
  return pathsRead(reports).some(path => figureOf(path)?.spread === true)
}

/** Whether the expressions read anything of `delta`. */
export function readsDelta(reports: Reports): boolean {
  return pathsRead(reports).some(({ variable }) => variable === DELTA_VARIABLE)
}

/**
 * What `pass-if` and `fail-if` read of a signed certification's base and runs, for the choosing of one signed in
 * outline: an outline must hold whole what either reads.
 */
export function certificationReads({
  passIf,
  failIf,
  driftIf
}: {
  passIf?: PassIf
  failIf?: PassIf
  driftIf?: PassIf
}): { base: Read; run: Read; runs: boolean } | undefined {
  if (passIf === undefined) return undefined
  const policies = [passIf, failIf, driftIf].filter(policy => policy !== undefined)
  return {
    base: {
      name: BASE_VARIABLE,
      paths: policies.flatMap(policy => policy.otherFieldPathsOf(BASE_VARIABLE)),
      whole: policies.some(policy => policy.readsWhole(BASE_VARIABLE))
    },
    run: {
      name: passIf.variable,
      paths: policies.flatMap(policy => policy.fieldPaths),
      whole: policies.some(policy => policy.readsWhole(passIf.variable))
    },
    runs: policies.some(policy => policy.names(RUNS_VARIABLE))
  }
}

/** What the expressions read of one variable: its name, every field's path, or the whole of it. */
type Read = { name: string; paths: PassIf['fieldPaths']; whole: boolean }

/**
 * What an expression reads that a sequential gate's looks may not, or undefined when it reads only what they may: the
 * bounds of intervals (`stats.x.low`, `delta.x.high`), whose level each look holds, and what stays the same from look
 * to look (`base`, `base_stats`, `commit`, `base_age_seconds`, an interval's level). Anything else moves with the runs
 * (a mean, a count, the runs, `trend`, whose last point is the mean so far): read at K looks, it gets K chances to pass.
 */
export function unboundedByLooks(policy: PassIf): string | undefined {
  for (const name of NAMES) {
    const { atLooks } = VARIABLES[name] as Variable
    if (!policy.names(name) || atLooks === 'steady') continue
    if (atLooks === 'moves') return name
    if (policy.readsWhole(name)) return `${name} as a whole`
    // A field read whole has no figure, and so no bound.
    const path = policy.reads.paths.find(path => {
      if (path.variable !== name) return false
      const figure = figureOf(path)
      return figure?.bound === undefined && figure?.steadyAtLooks === undefined
    })
    if (path !== undefined) return path.text
  }
  return undefined
}
