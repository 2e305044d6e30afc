/**
 * Reading inputs as both actions do: one error type that names the input (nothing has been sent
 * when it is thrown), and the shapes their inputs share: ids, durations, booleans.
 */
import { parseDuration } from '../lib/duration.js'
import { unusableIdReason } from '../lib/ids.js'

/** Reads one input's raw value, as `core.getInput` does. */
export type ReadInput = (name: string) => string

/**
 * The most ids one input lists: one gate (or one project to verify) each; more would strain the service's limit and the
 * summary's size.
 */
export const MAX_IDS = 50

/** Bad input: names the input, and nothing has been sent. */
export class InputError extends Error {
  readonly input: string
  constructor(input: string, message: string) {
    super(`Input '${input}': ${message}`)
    this.name = 'InputError'
    this.input = input
  }
}

/** setTimeout cannot wait longer than ~24.8 days; a week is beyond any runner's job limit anyway. */
const MAX_DURATION_MS = 7 * 24 * 3_600_000

/**
 * Ids, one per line or separated by commas (a YAML block scalar works): blanks ignored; a
 * duplicate, an unusable id, or more than MAX_IDS, is bad input.
 */
export function readIds(input: string, value: string): string[] {
  const ids: string[] = []
  for (const entry of value.split(/[\n,]/)) {
    const id = readId(input, entry.trim())
    if (id === undefined) continue
    if (ids.includes(id)) throw new InputError(input, `lists '${id}' twice; each id may appear once.`)
    ids.push(id)
  }
  if (ids.length > MAX_IDS)
    throw new InputError(
      input,
      `lists ${ids.length} ids; one step takes at most ${MAX_IDS}. Split them over several steps or jobs.`
    )
  return ids
}

function readId(input: string, value: string): string | undefined {
  if (value === '') return undefined
  const unusable = unusableIdReason(value)
  if (unusable !== undefined) throw new InputError(input, `cannot be used as an id: ${unusable}.`)
  return value
}

/** A duration input, at least `minimumMs`, at most `maximumMs` (a week: setTimeout's reach, and beyond any job's). */
export function readDuration(input: string, value: string, minimumMs: number, maximumMs = MAX_DURATION_MS): number {
  const ms = parseDuration(value)
  if (ms === undefined) {
    const negative = value.trim().startsWith('-') && parseDuration(value.trim().slice(1)) !== undefined
    throw new InputError(
      input,
      `'${value}' is ${negative ? 'negative' : 'not a duration'}. Write it as 90s, 15m, 1h30m, 7d or plain seconds, ` +
        `greater than zero.`
    )
  }
  if (ms <= 0) throw new InputError(input, 'must be greater than zero.')
  if (ms < minimumMs) throw new InputError(input, `must be at least ${minimumMs / 1000}s.`)
  if (ms > maximumMs)
    throw new InputError(
      input,
      `must be at most ${longest(maximumMs)}${maximumMs === MAX_DURATION_MS ? ' (a week)' : ''}.`
    )
  return ms
}

/** A bound as a person writes it: `7d`, `3650d`, else in hours. */
function longest(ms: number): string {
  return ms % 86_400_000 === 0 ? `${ms / 86_400_000}d` : `${ms / 3_600_000}h`
}

/** The YAML 1.2 core schema booleans, as `core.getBooleanInput` accepts them. */
export function readBoolean(input: string, value: string): boolean {
  if (['true', 'True', 'TRUE'].includes(value)) return true
  if (['false', 'False', 'FALSE'].includes(value)) return false
  throw new InputError(input, `'${value}' is not a boolean. Write true or false.`)
}

/**
 * The service's root as the gate uses it, and signs it in a certification (`serviceUrl`): the
 * URL's origin and path without a trailing slash, ending in a version segment (`/v1` added when it
 * has none). The gate's base-url and verify's service-url both read a URL this way, so that what
 * the one signs the other compares exactly.
 */
export function serviceRoot(url: URL): { root: string; versionAdded: boolean } {
  const path = url.pathname.replace(/\/+$/, '')
  const versionAdded = !/\/v\d+$/.test(path)
  return { root: `${url.origin}${versionAdded ? `${path}/v1` : path}`, versionAdded }
}
