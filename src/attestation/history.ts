/**
 * The default branch's history as a certification signs it (`certification.history`): the latest certified results
 * before it, oldest first, each with its commit, when its run was certified, how many runs, the mean of each numeric
 * field, who signed it (so that a reader can hold each entry to the rule its base is held to), and the values of the
 * fields `comparable-on` named when it was recorded. Written by the gate that compared with a base; read back here,
 * each entry only as far as its shape is right. Nothing here decides whether an entry counts.
 */
import { objectOrNothing } from '../lib/json.js'

/** At most this many entries travel with a certification: the oldest fall off. */
export const HISTORY_LIMIT = 30
/**
 * At most this many numeric fields' means an entry holds, so that 30 stay small: the fields the expressions read first,
 * then the first others the record lists.
 */
export const HISTORY_FIELDS = 50

/** One certified result of the default branch's history. */
export interface HistoryEntry {
  /** The commit certified, 40 hex. */
  commit: string
  /** When its run was first certified, ISO 8601. */
  certifiedAt: string
  /** How many runs it certified on. */
  runs: number
  /** Each numeric top-level field's mean over its runs (its value, with one run). */
  means: Record<string, number>
  /** The workflow that signed it, with its ref (`o/r/.github/workflows/x.yml@refs/heads/main`). */
  signer?: string
  /** The ref its signing run was on, the event that started it, and its runner (`github-hosted`, `self-hosted`). */
  sourceRef?: string
  trigger?: string
  runner?: string
  /** The values of the fields `comparable-on` named when it was recorded, as every one of its runs held them. */
  fields?: Record<string, unknown>
  /** The fields `comparable-on` named that its runs did not agree on: on those it compares with nothing. */
  mixed?: string[]
}

/** `certification.history` as signed: the entries whose shape is right, and how many were not. */
export function readHistory(value: unknown): { entries: HistoryEntry[]; unreadable: number } {
  if (!Array.isArray(value)) return { entries: [], unreadable: 0 }
  const entries = value.slice(-HISTORY_LIMIT).flatMap(item => {
    const entry = entryOf(item)
    return entry === undefined ? [] : [entry]
  })
  return { entries, unreadable: Math.min(value.length, HISTORY_LIMIT) - entries.length }
}

function entryOf(item: unknown): HistoryEntry | undefined {
  const entry = objectOrNothing(item)
  const means = objectOrNothing(entry?.['means'])
  if (entry === undefined || means === undefined) return undefined
  const { commit, certifiedAt, runs } = entry
  if (typeof commit !== 'string' || !/^[0-9a-f]{40}$/.test(commit)) return undefined
  if (typeof certifiedAt !== 'string' || Number.isNaN(Date.parse(certifiedAt))) return undefined
  if (typeof runs !== 'number' || !Number.isInteger(runs) || runs < 1) return undefined
  const numbers = Object.entries(means)
    .filter(([, mean]) => typeof mean === 'number' && Number.isFinite(mean))
    .slice(0, HISTORY_FIELDS)
  const text = (key: string) => (typeof entry[key] === 'string' ? { [key]: entry[key] } : {})
  const fields = objectOrNothing(entry['fields'])
  const mixed = Array.isArray(entry['mixed']) ? entry['mixed'].filter(field => typeof field === 'string') : undefined
  return {
    commit,
    certifiedAt,
    runs,
    means: Object.fromEntries(numbers) as Record<string, number>,
    ...text('signer'),
    ...text('sourceRef'),
    ...text('trigger'),
    ...text('runner'),
    ...(fields === undefined ? {} : { fields: { ...fields } }),
    ...(mixed === undefined || mixed.length === 0 ? {} : { mixed })
  }
}
