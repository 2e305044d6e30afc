/**
 * The one rule for an id that goes into a request path, whether a person typed it (`run-id`,
 * `project-id`) or the service returned it (a start's `run_id`): the path must stay the run's own.
 */

/** C0 and C1 control characters: never part of an id, a token or a header value. */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/

/** Why `id` cannot be one path segment, or undefined when it can (it is then sent percent-encoded). */
export function unusableIdReason(id: unknown): string | undefined {
  if (typeof id !== 'string') return `it is not a string (${id === null ? 'null' : typeof id})`
  if (id.trim() === '') return 'it is empty'
  if (id === '.' || id === '..') return `'${id}' would name another path`
  if (CONTROL_CHARACTER.test(id)) return 'it contains control characters'
  return undefined
}

/** `id` as one percent-encoded path segment; call only with an id `unusableIdReason` accepts. */
export function pathSegment(id: string): string {
  return encodeURIComponent(id)
}

/**
 * `id` as a service may read it when it looks a run up: Unicode compatibility forms folded (NFKC, so the full-width
 * `ｒｕｎ－７` is `run-7`), case folded, spaces around it trimmed. Two ids with one key may be one run at the service:
 * never counted as two.
 */
export function runIdKey(id: string): string {
  return id.normalize('NFKC').toLowerCase().trim()
}
