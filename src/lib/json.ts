/**
 * Reading JSON that came from outside, whatever its shape: parsing it without throwing, the
 * sender's own words, where to look, one field by its path, the names of its fields. Nothing
 * here trusts the shape.
 */
import { inertText } from './text.js'
import { STOP, walkJson } from './walk.js'

/** A JSON object as parsed: any field may hold anything. */
export type JsonObject = Record<string, unknown>

/** The parsed value, or undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** An object from JSON text or an already parsed value; undefined for anything else. */
export function parseObject(value: unknown): JsonObject | undefined {
  return objectOrNothing(typeof value === 'string' ? parseJson(value) : value)
}

/** An already parsed value that is an object (not null, not a list); undefined for anything else, text included. */
export function objectOrNothing(value: unknown): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined
}

/**
 * Fields a service explanation is read from, in order: those of error bodies, plus `reason`.
 * The spec shows no error shape, so these are tried, never assumed.
 */
const EXPLANATION_FIELDS = ['message', 'detail', 'error_description', 'error', 'title', 'reason'] as const

/** The service's own words in a record or error body, inert and shortened; undefined when it has none. */
export function explanationOf(record: Record<string, unknown>): string | undefined {
  for (const field of EXPLANATION_FIELDS) {
    let value = ownField(record, field)
    if (field === 'error' && value !== null && typeof value === 'object')
      value = ownField(value as Record<string, unknown>, 'message')
    if (typeof value === 'string' && value.trim() !== '') return inertText(value)
  }
  return undefined
}

/** How far into a record the link search looks, so no record can make it slow. */
const LINK_SEARCH = { maxDepth: 6, maxValues: 2000 }

/** The first https URL among the record's string values (breadth first, bounded), or undefined. */
export function firstHttpsLink(record: Record<string, unknown>): string | undefined {
  let found: string | undefined
  walkJson(
    record,
    null,
    ({ value, depth }) => {
      if (typeof value === 'string' && /^https:\/\/\S+$/i.test(value) && URL.canParse(value)) {
        found = value
        return STOP
      }
      return depth < LINK_SEARCH.maxDepth ? null : undefined
    },
    { order: 'breadth-first', maxValues: LINK_SEARCH.maxValues }
  )
  return found
}

/** The value at `keys` below `record`, own properties only; undefined when any step is missing. */
export function readPath(record: unknown, keys: readonly string[]): unknown {
  let current = record
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined
    current = ownField(current as Record<string, unknown>, key)
  }
  return current
}

/** The record's top-level field names, inert, at most `limit` of them. */
export function topLevelFieldNames(record: Record<string, unknown>, limit: number): string {
  const names = Object.keys(record)
  if (names.length === 0) return '(none)'
  const shown = names.slice(0, limit).map(name => inertText(name, 40))
  return names.length > limit ? `${shown.join(', ')} and ${names.length - limit} more` : shown.join(', ')
}

function ownField(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined
}
