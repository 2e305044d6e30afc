/**
 * One table of what `pass-if` and `fail-if` may read: each variable with its type, whether naming it reads the base
 * commit's certification, and whether it needs the figures of the runs; each map of figures with what a field of it
 * holds; and the patterns that find what an expression read of them. The next variable or figure is one row here,
 * and nothing else in the gate spells their names.
 */
import type { PassIf, VariableType } from '../../policy/pass-if.js'
import type { PolicyReport } from '../../policy/report.js'

/** The figures of one field, as pass-if may read them; `sd`, `low` and `high` need two runs. */
export const FIELD_FIGURES = ['n', 'mean', 'sd', 'min', 'max', 'median', 'low', 'high', 'level'] as const
/** The figures of a change: `low` and `high` need a spread on one side at least. */
export const DELTA_FIGURES = ['mean', 'low', 'high', 'level'] as const

/** The figures of a field's trend over the default branch's certifications and this one. */
export const TREND_FIGURES = ['n', 'slope', 'first', 'last', 'min', 'max'] as const

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
  /** For a map of figures: what each field of it holds. */
  figures?: readonly string[]
  /**
   * What a sequential gate's looks may read of it: `steady`, the same at every look (the base's, the commit); `bounds`,
   * only the bounds of its intervals (LOOK_FIGURES), which each look's level holds; `moves`, nothing: it changes with
   * the runs, and read at K looks it gets K chances to pass.
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
  stats: { type: 'map', readsBase: false, needsFigures: true, figures: FIELD_FIGURES, atLooks: 'bounds' },
  /** The same figures over the base certification's runs. */
  base_stats: { type: 'map', readsBase: true, needsFigures: true, figures: FIELD_FIGURES, atLooks: 'steady' },
  /** This mean minus the base's, with its interval: `delta.trust_score.low`. */
  delta: { type: 'map', readsBase: true, needsFigures: true, figures: DELTA_FIGURES, atLooks: 'bounds' },
  /** Seconds since the base certification's run was first certified; absent without a base. */
  base_age_seconds: { type: 'double', readsBase: true, needsFigures: true, atLooks: 'steady' },
  /** Each field's trend over the base's signed history and this mean: `trend.trust_score.slope`. */
  trend: { type: 'map', readsBase: true, needsFigures: false, figures: TREND_FIGURES, atLooks: 'moves' }
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
    return figures === undefined ? [] : [[name, figures]]
  })
)

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

/** The expressions that judge runs: `pass-if` and `fail-if`, each when set. */
export interface Policies {
  passIf?: { names(name: string): boolean }
  failIf?: { names(name: string): boolean }
}

function namesAny({ passIf, failIf }: Policies, variables: readonly string[]): boolean {
  return [passIf, failIf].some(policy => variables.some(name => policy?.names(name) === true))
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

/** The expressions' reports, each listing what it read by path (`stats.trust_score.low`). */
type Readings = ReadonlyArray<PolicyReport | undefined>

const MAP_ALTERNATIVES = Object.keys(FIGURE_MAPS).join('|')
/** A field's name as a path writes it without quotes (`trust_score`). */
const PLAIN_FIELD = '[A-Za-z_][A-Za-z0-9_]*'
/** A number as an expression writes it (`80`, `80.0`, `.5`, `-2`). */
const NUMBER_WRITTEN = '-?(?:\\d+(?:\\.\\d*)?|\\.\\d+)'
/** A path into a map of figures: its field, dotted or quoted (`stats["a.b"]`). */
const FIGURE_PATH = new RegExp(`^(?:${MAP_ALTERNATIVES})(?:\\.(${PLAIN_FIELD})|\\["((?:[^"\\\\]|\\\\.)*)"\\])`)
/** A path to a spread or an interval of a map of figures. */
const SPREAD_PATH = new RegExp(`^(?:${MAP_ALTERNATIVES})[.[].*\\.(?:low|high|sd)$`)
/** A path into `delta`. */
const DELTA_PATH = new RegExp(`^${DELTA_VARIABLE}[.[]`)

/** `stats.trust_score.low >= 80.0`: one figure of one field of a map of figures, against a number written. */
const FIGURE_BAR = new RegExp(
  `^\\s*(${MAP_ALTERNATIVES})\\.(${PLAIN_FIELD})\\.([a-z]+)\\s*(>=|>|<=|<)\\s*(${NUMBER_WRITTEN})\\s*$`
)

const ONLY_A_PLAIN_FIELD = new RegExp(`^${PLAIN_FIELD}$`)
/** A field of the run, or a level of it over the runs, held against a number written: `run.trust_score >= 80`. */
const LEVEL_BAR = (field: string) =>
  new RegExp(
    `(?:^|[^\\w.])(?:${RUN_VARIABLE}\\.${field}|${STATS_VARIABLE}\\.${field}\\.(?:low|high|mean|median|min|max))` +
      `\\s*(?:>=|>|<=|<)\\s*(${NUMBER_WRITTEN})(?![\\w.])`
  )

/** The number `expression` holds `field`'s level against (the first such bar), or undefined where it holds none. */
export function levelBarOf(field: string, expression: string): number | undefined {
  if (!ONLY_A_PLAIN_FIELD.test(field)) return undefined
  const match = LEVEL_BAR(field).exec(expression)
  return match === null ? undefined : Number(match[1])
}

/** A path into the run, the base or a map of figures: its field, when written plainly. */
const RECORD_FIELD_PATH = new RegExp(`^(?:${RUN_VARIABLE}|${BASE_VARIABLE}|${MAP_ALTERNATIVES})\\.(${PLAIN_FIELD})`)

/** The fields the expressions read of the run, the base or a map of figures (`trend.trust_score.slope`), once each. */
export function recordFieldsRead(policies: Readings): string[] {
  const paths = policies.flatMap(policy => policy?.readings ?? []).map(({ path }) => RECORD_FIELD_PATH.exec(path)?.[1])
  return [...new Set(paths.filter(field => field !== undefined))]
}

/** A bar on one figure: which map, field and figure, the comparison, and the number it is held against. */
export interface FigureBar {
  map: string
  field: string
  figure: string
  comparison: '>=' | '>' | '<=' | '<'
  bar: number
  /** The number as written (`80.0`). */
  written: string
}

/** `text` read as a bar on one figure (`stats.trust_score.low >= 80.0`, outer brackets aside), or undefined. */
export function figureBarOf(text: string): FigureBar | undefined {
  const match = FIGURE_BAR.exec(text.replace(/^\s*\(\s*/, '').replace(/\s*\)\s*$/, ''))
  if (match === null) return undefined
  const [, map, field, figure, comparison, written] = match
  return { map, field, figure, comparison: comparison as FigureBar['comparison'], bar: Number(written), written }
}

/** Whether `value`, in the figure's place, clears the bar. */
export function clears({ comparison, bar }: Pick<FigureBar, 'comparison' | 'bar'>, value: number): boolean {
  return comparison === '>='
    ? value >= bar
    : comparison === '>'
      ? value > bar
      : comparison === '<='
        ? value <= bar
        : value < bar
}

/** The fields the expressions read of the maps of figures (`stats.trust_score.low` reads `trust_score`), once each. */
export function fieldsRead(policies: Readings): string[] {
  return [...new Set(figuresRead(policies).map(({ field }) => field))]
}

/** Each map of figures and field the expressions read of it (`delta.trust_score.low`: delta's `trust_score`), once. */
export function figuresRead(policies: Readings): Array<{ map: string; field: string }> {
  const seen = new Map<string, { map: string; field: string }>()
  for (const { path } of policies.flatMap(policy => policy?.readings ?? [])) {
    const match = FIGURE_PATH.exec(path)
    if (match === null) continue
    const read = { map: path.slice(0, path.search(/[.[]/)), field: match[1] ?? (JSON.parse(`"${match[2]}"`) as string) }
    seen.set(JSON.stringify(read), read)
  }
  return [...seen.values()]
}

/** Whether the expressions read a spread or an interval of the figures (a bar on one may be missed by runs that vary). */
export function readsInterval(policies: Readings): boolean {
  return policies.some(policy => (policy?.readings ?? []).some(({ path }) => SPREAD_PATH.test(path)))
}

/** Whether the expressions read anything of `delta`. */
export function readsDelta(policies: Readings): boolean {
  return policies.some(policy => (policy?.readings ?? []).some(({ path }) => DELTA_PATH.test(path)))
}

/**
 * What `pass-if` and `fail-if` read of a signed certification's base and runs, for the choosing of one signed in
 * outline: an outline must hold whole what either reads.
 */
export function certificationReads({
  passIf,
  failIf
}: {
  passIf?: PassIf
  failIf?: PassIf
}): { base: Read; run: Read; runs: boolean } | undefined {
  if (passIf === undefined) return undefined
  const policies = failIf === undefined ? [passIf] : [passIf, failIf]
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

/** The figures a look may read of a map whose intervals each look's level holds: their bounds, and that level. */
const LOOK_FIGURES: readonly string[] = ['low', 'high', 'level']

/**
 * What an expression reads that a sequential gate's looks may not, or undefined when it reads only what they may: the
 * bounds of intervals (`stats.x.low`, `delta.x.high`), whose level each look holds, and what stays the same from look
 * to look (`base`, `base_stats`, `commit`, `base_age_seconds`). Anything else moves with the runs (a mean, a count,
 * the runs, `trend`, whose last point is the mean so far): read at K looks, it gets K chances to pass.
 */
export function unboundedByLooks(policy: PassIf): string | undefined {
  for (const name of NAMES) {
    const { atLooks } = VARIABLES[name] as Variable
    if (!policy.names(name) || atLooks === 'steady') continue
    if (atLooks === 'moves') return name
    if (policy.readsWhole(name)) return `${name} as a whole`
    // A field read whole has no figure at keys[1], and so no bound.
    const path = policy.otherFieldPathsOf(name).find(({ keys }) => !LOOK_FIGURES.includes(keys[1]))
    if (path !== undefined) return path.text
  }
  return undefined
}
