/**
 * A signed statement read back (whoever verifies it): its fields typed, nothing trusted beyond its
 * shape, and the certified run it holds. Written by statement.ts; whether it was signed is for the
 * caller to have checked. Nothing here signs or verifies.
 */
import { runIdKey } from '../lib/ids.js'
import { objectOrNothing, parseObject, readPath, type JsonObject } from '../lib/json.js'
import { CERTIFICATION_EXTENSION, type ResourceDescriptor } from './statement.js'
import { readHistory, type HistoryEntry } from './history.js'

/** The DSSE payload type of an in-toto statement. */
export const STATEMENT_PAYLOAD_TYPE = 'application/vnd.in-toto+json'

/**
 * A statement as read back from a payload: each field the checks and the reports use, typed, and
 * nothing trusted beyond its shape. Whether it was signed is for the caller to have checked.
 */
export interface StatementRead {
  /** `_type`, as it came. */
  statementType: unknown
  predicateType: unknown
  subjects: Array<{ name: unknown; sha256: unknown }>
  /** The predicate, when it is an object. */
  predicate?: JsonObject
  /** `predicate.verificationResult`, as it came. */
  verificationResult: unknown
  /** `predicate.timeVerified`, when it is text: when the gate decided. */
  timeVerified?: string
  /** `predicate.certification.projectId` and `runId`, when they are text. */
  projectId?: string
  runId?: string
}

/** Reads a statement's JSON text (or parsed value); undefined when it is not an object. */
export function readStatement(statement: unknown): StatementRead | undefined {
  const read = parseObject(statement)
  if (read === undefined) return undefined
  const predicate = parseObject(read['predicate'])
  const certification = predicate === undefined ? undefined : certificationOf(predicate)
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  const subjects = Array.isArray(read['subject']) ? (read['subject'] as unknown[]) : []
  return {
    statementType: read['_type'],
    predicateType: read['predicateType'],
    subjects: subjects.map(subject => {
      const descriptor = parseObject(subject)
      return { name: descriptor?.['name'], sha256: parseObject(descriptor?.['digest'])?.['sha256'] }
    }),
    predicate,
    verificationResult: predicate?.['verificationResult'],
    timeVerified: text(predicate?.['timeVerified']),
    projectId: text(certification?.['projectId']),
    runId: text(certification?.['runId'])
  }
}

/** Whether the statement is about `subject`: the same name and the same sha256. */
export function namesSubject(statement: StatementRead, subject: ResourceDescriptor & { name: string }): boolean {
  return statement.subjects.some(
    candidate => candidate.name === subject.name && candidate.sha256 === subject.digest['sha256']
  )
}

/** The gate's part of a predicate: under its URI name, or under `certification` as older statements have it. */
export function certificationOf(predicate: JsonObject): JsonObject | undefined {
  // Objects as signed: a string is never parsed into one.
  return objectOrNothing(predicate[CERTIFICATION_EXTENSION]) ?? objectOrNothing(predicate['certification'])
}

/**
 * The predicate as a verifier's `pass-if` reads it: the gate's part under `certification` too,
 * whichever name it was signed under, so `predicate.certification.run.trust_score` reads both.
 */
export function predicateForPassIf(predicate: JsonObject): JsonObject {
  const certification = certificationOf(predicate)
  return certification === undefined ? { ...predicate } : { ...predicate, certification }
}

/** The run a certification's predicate names: the record it judged, as signed, and how it ended. */
export interface CertifiedRun {
  /** `certification.run`: the redacted record, whole or outlined; absent when it was left out. */
  record?: JsonObject
  /** `certification.runOmitted`: why the record is absent or only an outline; absent when it is whole. */
  runOmitted?: string
  /** `certification.status`, as the gate compared it. */
  status?: string
  /** `certification.recordSha256`: the digest of the record's bytes as the service sent them. */
  recordSha256?: string
  /** `certification.serviceUrl`: base-url, the service the run belongs to. */
  serviceUrl?: string
  /** `certification.runStartedHere`: true only when the signing workflow run started the run itself. */
  runStartedHere?: boolean
  /**
   * True when the pass was carried forward by `paths` (`certification.reusedFrom.paths`): no run
   * was made on this content, so it is not content-certified, and never stands for a tree.
   */
  carried: boolean
  /** `certification.reusedFrom`: the content-certified certification a pass signed again rests on. */
  restsOn?: { commit?: string; tree?: string; sourceRef?: string }
  /**
   * `certification.runs`, when it signed several (`repeat`): each run's id, status, record digest and record (empty
   * when left out), in the order started. Absent for a certification of one run.
   */
  runs?: Array<{ runId?: string; status?: string; recordSha256?: string; record: JsonObject; runOmitted?: string }>
  /**
   * Set when a sequential gate signed it and a look before the last decided (`certification.sequential`): the
   * `repeat`, `pass-if` and `fail-if` it was decided under, on fewer runs than `repeat`.
   */
  decidedEarly?: DecidedEarly
  /** `certification.history`: the entries whose shape is right, and how many were not; absent when none was signed. */
  history?: { entries: HistoryEntry[]; unreadable: number }
}

/** What a sequential certification decided on fewer runs than `repeat` stands for: that repeat, pass-if and fail-if. */
export interface DecidedEarly {
  repeat: number
  passIf: string | null
  failIf: string | null
}

/** Reads the run out of a verified predicate; nothing here says whether it was verified. */
export function readCertifiedRun(predicate: JsonObject): CertifiedRun {
  // Objects as signed: a string is never parsed into one.
  const certification = certificationOf(predicate)
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  const runStartedHere = certification?.['runStartedHere']
  const reusedFrom = objectOrNothing(certification?.['reusedFrom'])
  const runs = runsOf(certification?.['runs'])
  return {
    record: objectOrNothing(certification?.['run']),
    // Any run outlined makes the certification one: nothing signed again on it may present its records as whole.
    runOmitted: text(certification?.['runOmitted']) ?? runs.runs?.find(run => run.runOmitted !== undefined)?.runOmitted,
    status: text(certification?.['status']),
    recordSha256: text(certification?.['recordSha256']),
    serviceUrl: text(certification?.['serviceUrl']),
    runStartedHere: typeof runStartedHere === 'boolean' ? runStartedHere : undefined,
    // Any `paths` at all: a statement that says it was carried is read as carried, whatever else it says.
    carried: reusedFrom !== undefined && reusedFrom['paths'] !== undefined,
    ...runs,
    ...decidedEarlyOf(certification),
    ...(certification?.['history'] === undefined ? {} : { history: readHistory(certification['history']) }),
    ...(reusedFrom === undefined
      ? {}
      : {
          restsOn: {
            commit: text(reusedFrom['commit']),
            tree: text(reusedFrom['tree']),
            sourceRef: text(reusedFrom['sourceRef'])
          }
        })
  }
}

/**
 * The first run a certification lists more than once among `certification.runs`, and how often: one run counted as
 * several, whose signed figures show a spread and a count it does not have. Undefined when every listed run is distinct.
 */
export function runListedAgain({
  runs
}: Pick<CertifiedRun, 'runs'>): { runId: string; times: number; spellings: string[] } | undefined {
  const ids = (runs ?? []).flatMap(run => (run.runId === undefined ? [] : [run.runId]))
  // As the service may read them (runIdKey): run-7 and RUN-7 are one run listed twice.
  const keys = ids.map(runIdKey)
  const again = keys.findIndex((key, index) => keys.indexOf(key) !== index)
  if (again < 0) return undefined
  const listed = ids.filter((_, index) => keys[index] === keys[again])
  return { runId: listed[0], times: listed.length, spellings: [...new Set(listed)] }
}

/**
 * Whether an outlined record (recordOutline) surely holds the value at `keys` as the whole record
 * held it: a value that is not an object. An object may be one the outline made to hold a deeper
 * field, without its other fields; a field that is absent may have been left out.
 */
export function outlineHoldsWhole(outline: JsonObject, keys: readonly string[]): boolean {
  const value = readPath(outline, [...keys])
  return value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value))
}

/** `certification.sequential`, when a look before the last decided, each part of the type it is signed as. */
function decidedEarlyOf(certification: JsonObject | undefined): Pick<CertifiedRun, 'decidedEarly'> {
  const sequential = objectOrNothing(certification?.['sequential'])
  if (sequential === undefined) return {}
  const { repeat, failIf, stopped } = sequential
  const passIf = certification?.['passIf']
  const textOrNull = (value: unknown) => typeof value === 'string' || value === null
  if (stopped !== 'decided' || typeof repeat !== 'number' || !textOrNull(passIf) || !textOrNull(failIf)) return {}
  return { decidedEarly: { repeat, passIf: passIf as string | null, failIf: failIf as string | null } }
}

/** `certification.runs` as signed: a list of objects, each read as far as its fields are of the right type. */
function runsOf(value: unknown): Pick<CertifiedRun, 'runs'> {
  if (!Array.isArray(value) || value.length === 0) return {}
  const text = (item: unknown) => (typeof item === 'string' ? item : undefined)
  return {
    runs: value.map(item => {
      const run = objectOrNothing(item) ?? {}
      return {
        runId: text(run['runId']),
        status: text(run['status']),
        recordSha256: text(run['recordSha256']),
        record: objectOrNothing(run['run']) ?? {},
        // Left out or outlined: no run's record says more than it was signed with.
        ...(objectOrNothing(run['run']) === undefined
          ? { runOmitted: text(run['runOmitted']) ?? 'no record' }
          : text(run['runOmitted']) === undefined
            ? {}
            : { runOmitted: text(run['runOmitted']) })
      }
    })
  }
}
