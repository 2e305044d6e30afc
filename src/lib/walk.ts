/**
 * The one walk over a parsed JSON value that everything reading a record shares: the redaction's
 * copy, the depth cut of `toJson`, the search for a link and the summary's fields. Iterative,
 * so no record is too deep for it, and bounded where the caller asks, so none is too large.
 */

/** Returned by a visitor to end the walk at once. */
export const STOP = Symbol('stop')

export interface WalkStep<C> {
  /** The field name, or the index of a list item. */
  key: string
  value: unknown
  /** 1 for the root's own fields, 2 for theirs, and so on. */
  depth: number
  /** What the visitor returned for the parent. */
  parent: C
}

export interface WalkOptions {
  /** Depth first visits fields in document order; breadth first visits each level before the next. */
  order?: 'depth-first' | 'breadth-first'
  /** At most this many values are visited. */
  maxValues?: number
}

export interface WalkEnd {
  /** Values found but not visited, because the visitor stopped or `maxValues` was reached. */
  notVisited: number
}

/**
 * Visits every value below `root`. For an object or a list, `visit` returns what its children
 * get as `parent`, or undefined to leave them out; it returns STOP to end the walk.
 */
export function walkJson<C>(
  root: unknown,
  rootContext: C,
  visit: (step: WalkStep<C>) => C | undefined | typeof STOP,
  options: WalkOptions = {}
): WalkEnd {
  const breadthFirst = options.order === 'breadth-first'
  const maxValues = options.maxValues ?? Number.POSITIVE_INFINITY
  const pending: Array<WalkStep<C>> = []
  let next = 0
  const enqueue = (value: unknown, context: C, depth: number) => {
    if (value === null || typeof value !== 'object') return
    const fields = Object.entries(value)
    // A stack pops the last first: push in reverse so that fields come out in document order.
    if (!breadthFirst) fields.reverse()
    for (const [key, item] of fields) pending.push({ key, value: item, depth, parent: context })
  }
  enqueue(root, rootContext, 1)
  let visited = 0
  while (next < pending.length) {
    if (visited >= maxValues) break
    const step = breadthFirst ? pending[next++] : (pending.pop() as WalkStep<C>)
    visited += 1
    const context = visit(step)
    if (context === STOP) break
    if (context !== undefined) enqueue(step.value, context, step.depth + 1)
  }
  return { notVisited: pending.length - next }
}

/** An empty object or list shaped like `value`, or `value` itself when it is neither. */
export function emptyLike(value: unknown): unknown {
  if (Array.isArray(value)) return new Array<unknown>(value.length)
  if (value !== null && typeof value === 'object') return {}
  return value
}

/** Sets `key` on a copy being built; defined, not assigned, so a `__proto__` key stays a field. */
export function setField(target: unknown, key: string, value: unknown): void {
  if (Array.isArray(target)) target[Number(key)] = value
  else Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}
