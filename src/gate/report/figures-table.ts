/**
 * The figures of repeated runs as the summary shows them: for each field pass-if or fail-if read of
 * stats, base_stats or delta, one row (runs, mean, interval (95%, or a sequential look's level), min–max, the base's mean, the change
 * with its interval), then what was left out and what an interval rests on. A figure is a table, not prose.
 */
import { chanceText, figureText, levelText } from '../../policy/report.js'
import { codeSpan, escapeMarkdown, listed, shorten } from '../../lib/text.js'
import { DELTA_VARIABLE, fieldsRead, readsDelta } from '../judge/variables.js'
import { several, type GateResult } from '../results.js'

/** How many fields each run's row shows, when pass-if read none of the figures. */
const RUN_FIELDS_SHOWN = 3

/**
 * With several runs (`repeat`), one row each: its id, its status, and the fields the figures rest on (those pass-if
 * read, else the first few numeric ones), so that a reader sees each score beside the mean.
 */
export function runsSection(gate: Pick<GateResult, 'runs' | 'figures' | 'policy' | 'failPolicy'>): string[] {
  const { runs } = gate
  if (!several(runs)) return []
  const read = fieldsRead([gate.policy, gate.failPolicy])
  const numeric = Object.entries(runs[0].record ?? {}).flatMap(([name, value]) =>
    typeof value === 'number' ? [name] : []
  )
  const fields = (read.length > 0 ? read : numeric).slice(0, RUN_FIELDS_SHOWN)
  return [
    '',
    `| Run | Status |${fields.map(name => ` ${codeCell(shorten(name, 60))} |`).join('')}`,
    `|---|---|${fields.map(() => '---:|').join('')}`,
    ...runs.map(run => {
      const values = fields.map(name => {
        const value = run.record !== undefined && Object.hasOwn(run.record, name) ? run.record[name] : undefined
        return typeof value === 'number' ? figureText(value, 4) : value === undefined ? '—' : shorten(String(value), 40)
      })
      return `| ${[run.runId ?? '—', run.status ?? '—', ...values].map(text => escapeMarkdown(text)).join(' | ')} |`
    })
  ]
}

/**
 * With `sequential`: the schedule and why the gate stopped, then one row per look taken: the runs so far, the interval
 * of each field read at the look's level, what the expressions read, and whether it decided.
 */
export function looksSection(gate: Pick<GateResult, 'sequential'>): string[] {
  const { sequential } = gate
  if (sequential === undefined) return []
  const { schedule, level, looks, stopped } = sequential
  const last = looks.at(-1)
  const most = schedule.at(-1) ?? 0
  // What the runs cost: how many of those repeat allowed were started, and why the rest were not.
  const notStarted = last === undefined || last.runs >= most ? '' : `; ${most - last.runs} not started`
  const why =
    stopped === 'decided' && last !== undefined
      ? `Decided at look ${looks.length} of ${schedule.length}, on ${last.runs} of up to ${most} runs${notStarted}.`
      : stopped === 'out-of-reach' && last !== undefined
        ? `Stopped at look ${looks.length} of ${schedule.length}, on ${last.runs} of up to ${most} runs${notStarted}: ` +
          `passing was out of reach.`
        : stopped === 'last-look'
          ? `Not decided before the last look, so its verdict stands.${
              sequential.noStop === undefined
                ? ''
                : ' No look could stop once passing was out of reach: that is worked out only for a pass-if of bars ' +
                  'on bounds of intervals joined by &&.'
            }`
          : stopped === 'queue-limit' || stopped === 'timeout'
            ? `${stopped === 'timeout' ? 'The timeout' : "The merge queue's limit"} cut it short after look ` +
              `${looks.length} of ${schedule.length}: see above.`
            : `It ended before a look decided${looks.length === 0 ? ', at no look' : ''}: see above.`
  const lines = [
    '',
    `**Sequential:** looks after ${listed(schedule.map(String))} runs, each drawing its intervals at ` +
      `${levelText(level)}, so that over all looks the error rate stays that of one look at 95%. ${why}`
  ]
  if (looks.length === 0) return lines
  return [
    ...lines,
    '',
    '| Look | Runs | Interval | Read | Decided |',
    '|---:|---:|---|---|---|',
    ...looks.map((look, index) => {
      // Numbers and the gate's own words need no escaping; a field's name is a code span, what was read is escaped.
      const intervals = look.intervals.map(
        ({ field, of, mean, low, high }) =>
          `${codeCell(shorten(field, 60))}${of === DELTA_VARIABLE ? ' change' : ''} ${figureText(mean)} ` +
          `(${interval({ low, high })})`
      )
      const read = look.read.map(({ path, value }) => escapeMarkdown(shorten(`${path} = ${value}`, 120)))
      const chance = look.chance === undefined ? '' : `; ${chanceText(look.chance)} to pass at the last look`
      const decided = look.decided ? `yes, ${look.verdict}` : `no (${look.verdict}${chance})`
      return `| ${[String(index + 1), String(look.runs), intervals.join('; ') || '—', read.join(', ') || '—', decided].join(' | ')} |`
    })
  ]
}

/** How many of the fields left out of `stats` are named. */
const PARTIAL_SHOWN = 10

/** The table and its notes; nothing when no figure was read. */
export function figuresSection(gate: Pick<GateResult, 'figures' | 'policy' | 'failPolicy'>): string[] {
  const { figures } = gate
  if (figures === undefined) return []
  const lines: string[] = []
  const fields = fieldsRead([gate.policy, gate.failPolicy])
  if (fields.length > 0) {
    const withBase = figures.baseStats !== undefined
    // One level for every interval of a gate: 95%, or a sequential look's.
    const level = levelText(Object.values(figures.stats).find(stats => stats.level !== undefined)?.level)
    lines.push(
      '',
      `| Field | Runs | Mean | ${level} interval | Min–max |${withBase ? ` Base mean | Change (${level} interval) |` : ''}`,
      `|---|---:|---:|---|---|${withBase ? '---:|---|' : ''}`,
      ...fields.map(name => row(name, figures, withBase))
    )
  }
  if (figures.partial.length > 0) {
    // The service names these fields: a few, each shortened, so that no record can fill the summary.
    const named = figures.partial.slice(0, PARTIAL_SHOWN).map(name => codeSpan(shorten(name, 60)))
    const more = figures.partial.length - named.length
    lines.push(
      '',
      `Not in every run's record, so not in \`stats\`: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`
    )
  }
  lines.push(...floorNote(figures, fields))
  // Said only where a change's interval was read: it rests on the borrowed spread.
  const deltaRead = readsDelta([gate.policy, gate.failPolicy])
  const borrowed = Object.values(figures.delta ?? {}).find(delta => delta.varianceBorrowed !== undefined)
  if (borrowed !== undefined && deltaRead)
    lines.push(
      '',
      borrowed.varianceBorrowed === 'base'
        ? "The base certification rests on one run: the change's interval takes its spread to be this one's."
        : "This certification rests on one run: the change's interval takes its spread to be the base's."
    )
  return lines
}

/**
 * The fields read whose runs varied less than their resolution can show, and the spread their intervals were drawn with
 * instead: without it, tied runs would give an interval of no width.
 */
function floorNote(figures: NonNullable<GateResult['figures']>, fields: readonly string[]): string[] {
  const floored = fields.flatMap(name => {
    const of = <T extends { floor?: number }>(map: Record<string, T> | undefined) =>
      map !== undefined && Object.hasOwn(map, name) ? map[name].floor : undefined
    const floor = of(figures.stats) ?? of(figures.delta)
    return floor === undefined ? [] : [{ name, floor }]
  })
  if (floored.length === 0) return []
  const said = floored.map(({ name, floor }) => `${codeSpan(shorten(name, 60))} (${figureText(floor, 4)})`)
  return [
    '',
    `The runs varied less than their resolution can show (tied scores), so these intervals are drawn with the ` +
      `spread of a score's rounding instead of theirs: ${said.join(', ')}. Tied runs are not proof of no spread.`
  ]
}

function row(name: string, figures: NonNullable<GateResult['figures']>, withBase: boolean): string {
  const has = <T>(map: Record<string, T> | undefined) =>
    map !== undefined && Object.hasOwn(map, name) ? map[name] : undefined
  const stats = has(figures.stats)
  const base = has(figures.baseStats)
  const delta = has(figures.delta)
  const cells = [
    stats === undefined ? '—' : String(stats.n),
    stats !== undefined ? figureText(stats.mean) : figures.partial.includes(name) ? 'not in every run' : 'in no run',
    stats === undefined ? '—' : interval(stats),
    stats === undefined ? '—' : `${figureText(stats.min)}–${figureText(stats.max)}`
  ]
  if (withBase)
    cells.push(
      base === undefined ? '—' : `${figureText(base.mean)} (${base.n} run${base.n === 1 ? '' : 's'})`,
      delta === undefined ? '—' : `${figureText(delta.mean)}${delta.low === undefined ? '' : ` (${interval(delta)})`}`
    )
  return `| ${[codeCell(name), ...cells.map(cell => escapeMarkdown(cell))].join(' | ')} |`
}

/** A name in a table cell as code: escapeMarkdown writes a pipe as an entity, a code span keeps it, and a pipe ends a cell. */
function codeCell(name: string): string {
  return codeSpan(name).replace(/\|/g, '\\|')
}

/** `73.55 to 88.45`, or a dash with one run. */
function interval(figures: { low?: number; high?: number }): string {
  return figures.low === undefined || figures.high === undefined
    ? '— (one run)'
    : `${figureText(figures.low)} to ${figureText(figures.high)}`
}
