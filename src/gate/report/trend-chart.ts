/**
 * The default branch's history where people look: each field `pass-if` reads, drawn as a Mermaid `xychart-beta` (which
 * GitHub renders in a job summary and a comment; images and inline SVG it strips), its certifications' means oldest
 * first and this gate's last, with the number `pass-if` holds the field against drawn as a line. The points are said
 * in words beside it. Nothing is drawn with fewer than two points. Everything in a chart is the gate's own: a field
 * name read as an identifier, short commits, numbers.
 */
import { figureText } from '../../policy/report.js'
import { levelBarOf, recordFieldsRead } from '../judge/variables.js'
import type { GateResult } from '../results.js'

/** At most this many points a chart: the newest. */
export const CHART_POINTS = 30
/**
 * The chart's own colours, whatever the reader's theme: the trend GitHub's blue, the bar its red, each clear on a light
 * page and a dark one (Mermaid's default draws the trend a pale lavender, nearly lost on white).
 */
export const CHART_COLOURS = '%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "#0969da, #cf222e"}}}}%%'

/** At most this many bytes a chart, fence included. */
export const CHART_BYTES = 6 * 1024
/** At most this many charts a gate. */
const CHARTS = 4

/** A chart for each field pass-if (or fail-if) reads that has two points or more; nothing otherwise. */
export function trendSection(gate: Pick<GateResult, 'trend' | 'policy' | 'failPolicy'>): string[] {
  const { trend, policy } = gate
  if (trend === undefined || policy === undefined) return []
  const fields = recordFieldsRead([policy, gate.failPolicy]).filter(
    field => Object.hasOwn(trend, field) && trend[field].length >= 2
  )
  return fields.slice(0, CHARTS).flatMap(field => {
    const points = trend[field].slice(-CHART_POINTS)
    const bar = levelBarOf(field, [policy])
    return ['', ...chartOf(field, points, bar)]
  })
}

/** One field's chart and its points in words, within CHART_BYTES. */
export function chartOf(
  field: string,
  points: ReadonlyArray<{ commit: string; mean: number; certifiedAt?: string }>,
  bar: number | undefined
): string[] {
  const number = (value: number) => String(Number.isFinite(value * 100) ? Math.round(value * 100) / 100 : value)
  const short = (point: (typeof points)[number]) => point.commit.replace(/[^0-9a-f]/g, '').slice(0, 7)
  // A commit certified more than once (night after night) is told apart by the day of each certification.
  const repeated = (point: (typeof points)[number]) =>
    points.slice(0, -1).filter(other => short(other) === short(point)).length > 1
  const day = (point: (typeof points)[number]) => (point.certifiedAt ?? '').replace(/[^0-9-]/g, '').slice(5, 10)
  const labels = points.map((point, index) =>
    index === points.length - 1 ? '"this"' : `"${short(point)}${repeated(point) ? ` ${day(point)}` : ''}"`
  )
  const chart = [
    '```mermaid',
    CHART_COLOURS,
    'xychart-beta',
    `  title "${field}"`,
    `  x-axis [${labels.join(', ')}]`,
    `  y-axis "${field}"`,
    `  line [${points.map(point => number(point.mean)).join(', ')}]`,
    ...(bar === undefined ? [] : [`  line [${points.map(() => number(bar)).join(', ')}]`]),
    '```'
  ]
  const words =
    `**\`${field}\` over the default branch's last ${points.length - 1} ` +
    `${points.length === 2 ? 'certification' : 'certifications'}, then this one:** ` +
    `${points.map(point => figureText(point.mean)).join(' → ')}` +
    (bar === undefined ? '.' : ` (the line: pass-if's bar, ${figureText(bar)}).`)
  const drawn = chart.join('\n')
  return Buffer.byteLength(drawn) <= CHART_BYTES ? [words, '', drawn] : [words]
}
