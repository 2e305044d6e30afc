/**
 * Choosing among the certifications a lookup found: which of them the gate may pass on (`reuse`)
 * or compare with (`base`), newest first, or why none may. A pure function of what
 * findCertifications returned, the lookup and the config: no I/O, no clock but the `now` given.
 */
import type { Acceptance, Refusal } from '../../attestation/checked.js'
import type { Found } from '../../attestation/find.js'
import { outlineHoldsWhole, readCertifiedRun, type CertifiedRun } from '../../attestation/statement-read.js'
import { tooFewRuns, type RepeatConfig } from './stands-for.js'
import type { ActionConfig } from '../config.js'
import type { Lookup, Purpose } from './lookup.js'
import type { Recalled, Remembered } from './gate-run.js'
import {
  several,
  type Absence,
  type CertificationReads,
  type Reason,
  type SignedRun,
  type Unusable
} from '../results.js'
import { COMPLETED_STATUS } from '../../service/run-status.js'

/**
 * What the choosing needs of the config: the service a certification must be of, pass-if's fields, and what pass-if
 * reads of a certification's base and runs (the judge's table says which variables those are).
 */
export type ChoiceConfig = Pick<ActionConfig, 'baseUrl' | 'passIf'> &
  Partial<RepeatConfig> & { reads?: CertificationReads }

/**
 * The certifications of `projectId` among `found` that verified and that this gate may use for
 * `lookup`'s purpose, newest first; or why none may, and of which kind the absence is.
 */
export function chooseCertifications(
  found: Found,
  lookup: Lookup,
  projectId: string,
  config: ChoiceConfig,
  now: number
): Recalled {
  const { commit, purpose } = lookup
  // Past the pages read, or behind an entry that could not be read, may be the first: which
  // certification is the base's cannot be told.
  if (purpose === 'base' && found.truncated) {
    return { why: { kind: 'list-cut-short', read: found.checked.length }, commit, absence: 'unreadable' }
  }
  const unread = found.checked.filter(
    (checked): checked is Refusal => !checked.accepted && checked.kind === 'unreadable'
  )
  if (purpose === 'base' && unread.length > 0) {
    const [first] = unread
    return {
      why: { kind: 'entries-unreadable', unread: unread.length, listed: found.checked.length, first: first.reason },
      commit,
      absence: 'unreadable'
    }
  }
  // Reuse takes the newest; the base is its branch's first certification of the commit, which a
  // later re-run cannot replace.
  const order = purpose === 'base' ? 1 : -1
  const verified = found.checked
    .filter((checked): checked is Acceptance => checked.accepted && checked.projectId === projectId)
    .sort((a, b) => order * (a.signedAt.getTime() - b.signedAt.getTime()))
    .map(accepted => {
      const run = readCertifiedRun(accepted.predicate)
      const runs = signedRunsOf(run, accepted.runId)
      const trigger = accepted.signedBy.trigger
      const otherTrigger =
        lookup.triggers === undefined || (trigger !== undefined && lookup.triggers.includes(trigger))
          ? undefined
          : ({
              kind: 'other-trigger',
              ...(trigger === undefined ? {} : { trigger }),
              triggers: lookup.triggers
            } as const)
      return { accepted, run, runs, unusable: otherTrigger ?? unusableFor(purpose, { ...run, runs }, config) }
    })
  const certifications = verified
    .filter(({ unusable }) => unusable === undefined)
    .map(({ accepted, run, runs }) => remembered(accepted, { ...run, runs }, projectId, now))
  if (certifications.length > 0) return { certifications, commit }
  const [first] = verified
  if (first?.unusable !== undefined) {
    return {
      why: { kind: 'verifies-but', runId: first.accepted.runId, but: first.unusable, more: verified.length - 1 },
      commit,
      absence: 'none-counts'
    }
  }
  return { ...noneFound(found, projectId), commit }
}

function remembered(accepted: Acceptance, run: SignedCertification, projectId: string, now: number): Remembered {
  return {
    projectId,
    seen: {
      runId: accepted.runId,
      signedAt: accepted.signedAt.toISOString(),
      // Counted from when its run was first certified: signing a reused pass again never makes it younger.
      ageMs: Math.max(0, now - accepted.certifiedAt.getTime()),
      ...(accepted.certifiedAt < accepted.signedAt ? { certifiedAt: accepted.certifiedAt.toISOString() } : {}),
      signer: accepted.signedBy.workflow,
      sourceRef: accepted.signedBy.sourceRef,
      ...(accepted.signedBy.trigger === undefined ? {} : { trigger: accepted.signedBy.trigger }),
      ...(accepted.signedBy.runnerEnvironment === undefined ? {} : { runner: accepted.signedBy.runnerEnvironment }),
      ...(run.restsOn === undefined
        ? {}
        : { restsOn: { carried: run.carried, commit: run.restsOn.commit, sourceRef: run.restsOn.sourceRef } })
    },
    runs: run.runs,
    ...(accepted.signedBy.sourceCommit === undefined ? {} : { sourceCommit: accepted.signedBy.sourceCommit }),
    statementSha256: accepted.statementSha256,
    ...(run.runOmitted === undefined ? {} : { runOmitted: run.runOmitted }),
    ...(run.decidedEarly === undefined ? {} : { decidedEarly: run.decidedEarly }),
    ...(run.history === undefined ? {} : { history: run.history })
  }
}

/** A statement's certification as the gate reads it: its runs a list, one or several. */
type SignedCertification = Omit<CertifiedRun, 'runs'> & { runs: SignedRun[] }

/**
 * The runs a statement signed, as a list: every one of several (`certification.runs`), else its one run
 * (`certification.run`), named by `runId`. A run's status is its own, else the certification's, which a signed pass
 * always says (`completed`).
 */
function signedRunsOf(run: CertifiedRun, runId: string | undefined): SignedRun[] {
  const status = run.status ?? COMPLETED_STATUS
  if (run.runs !== undefined) return run.runs.map(one => ({ ...one, status: one.status ?? status }))
  const { record = {}, recordSha256, runOmitted } = run
  return [
    {
      ...(runId === undefined ? {} : { runId }),
      status,
      ...(recordSha256 === undefined ? {} : { recordSha256 }),
      record,
      ...(runOmitted === undefined ? {} : { runOmitted })
    }
  ]
}

/**
 * Why a certification that verifies is still not one this gate may pass on (`reuse`) or compare
 * with (`base`), or undefined when it is: the project at another service; a run given to the
 * signing gate (run-id), which may have been started for any commit; or a record signed only in
 * outline, without a field the current pass-if reads whole.
 */
function unusableFor(purpose: Purpose, run: SignedCertification, config: ChoiceConfig): Unusable | undefined {
  if (run.serviceUrl !== config.baseUrl)
    return { kind: 'other-service', service: run.serviceUrl, expected: config.baseUrl }
  if (run.runStartedHere !== true) return { kind: 'run-given' }
  // What stands in for runs must rest on as many: one run of a noisy measure is not three. (A base is compared with.)
  const fewer = purpose === 'base' ? undefined : tooFewRuns(run, config)
  if (fewer !== undefined) return fewer
  // What is reused by tree is signed again for this commit: only one whose record is whole, so that
  // the new statement says no more than it did. (Its age counts from its run's first certification.)
  if (purpose === 'tree' && run.runOmitted !== undefined) return { kind: 'outline-for-tree' }
  const { passIf } = config
  if (run.runOmitted === undefined || passIf === undefined) return undefined
  // Not told what the expressions read: taken as all of it, so that no outline passes unchecked.
  const reads = config.reads ?? {
    base: { name: 'the base', paths: [], whole: true },
    run: { name: passIf.variable, paths: [], whole: true },
    runs: true
  }
  // Of the other variables, only base is read of the certification compared with.
  const read = purpose === 'base' ? reads.base : reads.run
  // The list of runs is read record by record, whatever fields: an outlined one may lack what is read.
  const runsOutlined =
    purpose !== 'base' && reads.runs && several(run.runs) && run.runs.some(one => one.runOmitted !== undefined)
  const missing = runsOutlined
    ? 'runs as a whole'
    : read.whole
      ? `${read.name} as a whole`
      : read.paths.find(path => !outlineHoldsWhole(run.record ?? {}, path.keys))?.text
  return missing === undefined ? undefined : { kind: 'outline-lacks', runOmitted: run.runOmitted, missing }
}

/** Why nothing listed counts, in one line: none listed, or the first refusal of this project's. */
function noneFound(found: Found, projectId: string): { why: Reason; absence: Absence } {
  const listed = found.checked.length
  if (listed === 0) return { why: { kind: 'none-listed' }, absence: 'none-listed' }
  const ofProject = found.checked.find(checked => !checked.accepted && checked.claimed.projectId === projectId)
  // A genuine one of this project, refused only as older than reuse allows, is named as such.
  const tooOld = found.checked.find(
    checked => !checked.accepted && checked.certified !== undefined && checked.claimed.projectId === projectId
  )
  if (tooOld !== undefined && !tooOld.accepted) {
    return {
      why: {
        kind: 'verifies-but',
        runId: tooOld.certified?.runId,
        but: { kind: 'refused', reason: tooOld.reason },
        more: 0
      },
      absence: 'none-counts'
    }
  }
  const otherProjects = found.checked.filter(checked => checked.accepted).length
  const none = { kind: 'none-of-project', listed, projectId, otherProjects } as const
  if (ofProject !== undefined && !ofProject.accepted)
    return { why: { ...none, refusal: ofProject.reason }, absence: 'none-counts' }
  return { why: none, absence: 'none-listed' }
}
