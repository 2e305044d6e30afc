/**
 * What the service reported, as the job summary shows it: a failed run's findings first, then the
 * record's other fields in a table within a budget, each value escaped and cut (the service's text
 * is never markup); what is left out is counted and pointed to.
 */
import { namedRun, several, type GateResult } from '../results.js'
import { codeSpan, escapeMarkdown, shorten, toOneLine } from '../../lib/text.js'
import { STOP, walkJson } from '../../lib/walk.js'
import { link, safeHref } from '../../action/markdown.js'

/** Nested fields are shown this many levels down (`a.b.c`); deeper ones are left to the `run` output. */
const SERVICE_FIELDS_DEPTH = 3
/** Fields looked at before the rest are only counted. */
const MAX_FIELDS_READ = 500
/**
 * A list of objects shows this many items, each with at most this many scalar fields, in at most this many characters.
 */
const LIST_ITEMS_SHOWN = 3
const ITEM_FIELDS_SHOWN = 4
const LIST_TEXT_LIMIT = 400
const FIELD_NAME_LIMIT = 60
/** A value shown in a cell or a sentence is cut to this many characters. */
export const FIELD_VALUE_LIMIT = 120

/** Where a person finds a whole record: the `run` output for one gate; the job log for several. */
export const WHOLE_RECORD = {
  one: 'the `run` output has the whole record',
  several: 'the job log has each run\'s record (group "Run records, one per gate")'
}

/** `### Reported by the service` and its table of fields, within `budget`; nothing when the record has none to show. */
export function serviceFieldsSection(gate: GateResult, budget: number, compact: boolean): string[] {
  // What is listed above, under "What the service found", is not said again in the table.
  const found = foundList(gate)
  const { runId, record: whole } = namedRun(gate) ?? {}
  const record = found === undefined || whole === undefined ? whole : withoutField(whole, found.name)
  const fields = serviceFields(record, budget, compact ? WHOLE_RECORD.several : WHOLE_RECORD.one)
  if (fields.length === 0) return []
  // With repeat, the table is one run's of several: which, and where the others' are.
  const ofRuns =
    !several(gate.runs) || runId === undefined
      ? []
      : [
          `Run ${codeSpan(runId)}'s record, one of ${gate.runs.length}; the job log has each ` +
            `(group "Run records, one per run").`,
          ''
        ]
  return ['', compact ? '**Reported by the service:**' : '### Reported by the service', '', ...ofRuns, ...fields]
}

/**
 * The run record's fields beside run_id and status, nested ones flattened (`a.b.c`) down to a
 * fixed depth, as many as fit the budget; what is left out is counted and pointed to.
 */
function serviceFields(record: Record<string, unknown> | undefined, budget: number, whole: string): string[] {
  if (record === undefined) return []
  const entries: Array<[string, unknown]> = []
  let deeper = 0
  // Bounded: a record thousands of levels deep, or with thousands of fields, costs no more than a small one.
  const { notVisited } = walkJson(record, '', ({ key, value, depth, parent }) => {
    if (depth === 1 && (key === 'run_id' || key === 'status')) return undefined
    const path = parent === '' ? key : `${parent}.${key}`
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      if (depth < SERVICE_FIELDS_DEPTH) return path
      deeper += 1
      return undefined
    }
    entries.push([path, value])
    return entries.length < MAX_FIELDS_READ ? undefined : STOP
  })
  if (entries.length === 0 && deeper === 0) return []
  const rows = ['| Field | Value |', '| --- | --- |']
  let size = 0
  let shown = 0
  for (const [key, value] of entries) {
    const line = `| ${escapeMarkdown(shorten(toOneLine(key), FIELD_NAME_LIMIT))} | ${renderValue(value)} |`
    if (size + line.length > budget) break
    rows.push(line)
    size += line.length
    shown += 1
  }
  const leftOut = entries.length - shown + notVisited
  const notes = [
    leftOut > 0 ? `${leftOut} more field(s)` : undefined,
    deeper > 0 ? `${deeper} object(s) nested more than ${SERVICE_FIELDS_DEPTH} levels deep` : undefined
  ].filter(note => note !== undefined)
  if (notes.length > 0) rows.push('', `${notes.join(' and ')} are left out here; ${whole}.`)
  return rows
}

/** A value the service gave, escaped and cut, for a table cell. */
export function plain(text: string | undefined): string | undefined {
  return text === undefined ? undefined : escapeMarkdown(shorten(text, FIELD_VALUE_LIMIT))
}

function renderValue(value: unknown): string {
  if (typeof value === 'string' && /^https:\/\//i.test(value) && safeHref(value) !== undefined) {
    return link(shorten(value, FIELD_VALUE_LIMIT), value)
  }
  if (Array.isArray(value)) {
    const scalars = value.every(item => item === null || ['string', 'number', 'boolean'].includes(typeof item))
    if (scalars)
      return (
        escapeMarkdown(shorten(toOneLine(value.map(String).join(', ')), FIELD_VALUE_LIMIT)) ||
        escapeMarkdown('(empty list)')
      )
    // A list of findings is what a reviewer most wants to see: its first items, the rest counted.
    const items = value.slice(0, LIST_ITEMS_SHOWN).map(listItemText)
    const more = value.length > LIST_ITEMS_SHOWN ? `; and ${value.length - LIST_ITEMS_SHOWN} more` : ''
    return escapeMarkdown(shorten(toOneLine(`${items.join('; ')}${more}`), LIST_TEXT_LIMIT))
  }
  return escapeMarkdown(shorten(toOneLine(String(value)), FIELD_VALUE_LIMIT))
}

/**
 * A failed run's first list of objects in its record (its findings, whatever the service calls
 * them: the API does not say), which a person reads first; undefined when there is none.
 */
function foundList(gate: GateResult): { name: string; items: unknown[] } | undefined {
  const record = namedRun(gate)?.record
  if (gate.verdict !== 'failed' || record === undefined) return undefined
  const entry = Object.entries(record).find(
    ([, value]) =>
      Array.isArray(value) &&
      value.length > 0 &&
      value.every(item => item !== null && typeof item === 'object' && !Array.isArray(item))
  )
  return entry === undefined ? undefined : { name: entry[0], items: entry[1] as unknown[] }
}

/** `**What the service found** (`findings`, 3 of 4):` and its first items, each on a line of its own. */
export function foundLines(gate: GateResult): string[] {
  const found = foundList(gate)
  if (found === undefined) return []
  const { name, items } = found
  const count = items.length > LIST_ITEMS_SHOWN ? `, ${LIST_ITEMS_SHOWN} of ${items.length}` : ''
  return [
    '',
    `**What the service found** (${codeSpan(shorten(name, FIELD_NAME_LIMIT))}${count}):`,
    '',
    ...items
      .slice(0, LIST_ITEMS_SHOWN)
      .map(item => `- ${escapeMarkdown(shorten(toOneLine(listItemText(item)), LIST_TEXT_LIMIT))}`)
  ]
}

function withoutField(record: Record<string, unknown>, name: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== name))
}

/** An item of a list: itself when it is a scalar; its first scalar fields when it is an object. */
function listItemText(item: unknown): string {
  if (item === null || typeof item !== 'object') return String(item)
  if (Array.isArray(item)) return `a list of ${item.length}`
  const fields = Object.entries(item)
  const shown = fields.filter(([, field]) => field === null || typeof field !== 'object').slice(0, ITEM_FIELDS_SHOWN)
  const rest = fields.length - shown.length
  return `${shown.map(([name, field]) => `${name}: ${String(field)}`).join(', ')}${rest > 0 ? ` (${rest} more field(s))` : ''}`
}

/** An id or status, bold. Not a code span: entities are not decoded there, and a backtick could end it. */
export function strong(text: string | undefined): string | undefined {
  return text === undefined ? undefined : `**${escapeMarkdown(shorten(text, FIELD_VALUE_LIMIT))}**`
}
