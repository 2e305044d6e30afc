/**
 * The figures of repeated runs as the summary shows them: for each field pass-if or fail-if read of
 * stats, base_stats or delta, one row (runs, mean, 95% interval, min–max, the base's mean, the change
 * with its interval), then what was left out and what an interval rests on. A figure is a table, not prose.
 */
import { figureText } from '../../policy/report.js'
import { codeSpan, escapeMarkdown } from '../../lib/text.js'
import { fieldsRead } from '../fail-if.js'
import type { GateResult } from '../results.js'

/** The table and its notes; nothing when no figure was read. */
export function figuresSection(gate: Pick<GateResult, 'figures' | 'policy' | 'failPolicy'>): string[] {
  const { figures } = gate
  if (figures === undefined) return []
  const lines: string[] = []
  const fields = fieldsRead([gate.policy, gate.failPolicy])
  if (fields.length > 0) {
    const withBase = figures.baseStats !== undefined
    lines.push(
      '',
      `| Field | Runs | Mean | 95% interval | Min–max |${withBase ? ' Base mean | Change (95% interval) |' : ''}`,
      `|---|---:|---:|---|---|${withBase ? '---:|---|' : ''}`,
      ...fields.map(name => row(name, figures, withBase))
    )
  }
  if (figures.partial.length > 0)
    lines.push(
      '',
      `Not in every run's record, so not in \`stats\`: ${figures.partial.map(name => codeSpan(name)).join(', ')}.`
    )
  const borrowed = Object.values(figures.delta ?? {}).find(delta => delta.varianceBorrowed !== undefined)
  if (borrowed !== undefined)
    lines.push(
      '',
      borrowed.varianceBorrowed === 'base'
        ? "The base certification rests on one run: the change's interval takes its spread to be this one's."
        : "This certification rests on one run: the change's interval takes its spread to be the base's."
    )
  return lines
}

function row(name: string, figures: NonNullable<GateResult['figures']>, withBase: boolean): string {
  const has = <T>(map: Record<string, T> | undefined) =>
    map !== undefined && Object.hasOwn(map, name) ? map[name] : undefined
  const stats = has(figures.stats)
  const base = has(figures.baseStats)
  const delta = has(figures.delta)
  const cells = [
    stats === undefined ? '—' : String(stats.n),
    stats === undefined ? 'not in every run' : figureText(stats.mean),
    stats === undefined ? '—' : interval(stats),
    stats === undefined ? '—' : `${figureText(stats.min)}–${figureText(stats.max)}`
  ]
  if (withBase)
    cells.push(
      base === undefined ? '—' : `${figureText(base.mean)} (${base.n} run${base.n === 1 ? '' : 's'})`,
      delta === undefined ? '—' : `${figureText(delta.mean)}${delta.low === undefined ? '' : ` (${interval(delta)})`}`
    )
  // A pipe ends a table cell even inside a code span.
  return `| ${[codeSpan(name), ...cells.map(cell => escapeMarkdown(cell))].map(cell => cell.replace(/\|/g, '\\|')).join(' | ')} |`
}

/** `73.55 to 88.45`, or a dash with one run. */
function interval(figures: { low?: number; high?: number }): string {
  return figures.low === undefined || figures.high === undefined
    ? '— (one run)'
    : `${figureText(figures.low)} to ${figureText(figures.high)}`
}
