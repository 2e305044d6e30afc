/**
 * Choosing among the certifications a lookup found: which of them the gate may pass on (`reuse`)
 * or compare with (`base`), newest first, or why none may. A pure function of what
 * findCertifications returned, the lookup and the config: no I/O, no clock but the `now` given.
 */
import type { Acceptance, Refusal } from '../../attestation/check.js'
import type { Found } from '../../attestation/find.js'
import { outlineHoldsWhole, readCertifiedRun, type CertifiedRun } from '../../attestation/statement.js'
import type { JsonObject } from '../../lib/json.js'
import { inertText, quotedValue } from '../../lib/text.js'
import type { ActionConfig } from '../config.js'
import type { Lookup, NoLookup, Purpose } from './lookup.js'
import { BASE_VARIABLE } from '../names.js'
import type { Absence, CertificationSeen } from '../results.js'

/** A certification the gate found and verified: how the report names it, and the run it signed. */
export interface Remembered {
  projectId: string
  seen: CertificationSeen
  /** The run record it signed (its predicate's `certification.run`); empty when it was left out. */
  record: JsonObject
  status?: string
  recordSha256?: string
  /** The commit the signing run was on (its certificate's Source Repository Digest). */
  sourceCommit?: string
  /** The sha256 of its signed statement, by which a new statement names it. */
  statementSha256?: string
  /** Why its record is not whole (`runOmitted`), when it is an outline. */
  runOmitted?: string
}

/** Every certification of a commit for one project that counts (for reuse newest first, for base first first); or why there are none. */
export type Recalled = { certifications: Remembered[]; commit: string } | NoLookup

/** What the choosing needs of the config: the service a certification must be of, and pass-if's fields. */
export type ChoiceConfig = Pick<ActionConfig, 'baseUrl' | 'passIf'>

/**
 * The certifications of `projectId` among `found` that verified and that this gate may use for
 * `lookup`'s purpose, newest first; or why none may, and of which kind the absence is.
 */
export function chooseCertifications(found: Found, lookup: Lookup, projectId: string, config: ChoiceConfig, now: number): Recalled {
  const { commit, purpose } = lookup
  // Past the pages read, or behind an entry that could not be read, may be the first: which
  // certification is the base's cannot be told.
  if (purpose === 'base' && found.truncated) {
    return {
      why: `GitHub lists more attestations for it than are read (${found.checked.length}), so which is the first cannot be told`,
      commit,
      absence: 'unreadable'
    }
  }
  const unread = found.checked.filter((checked): checked is Refusal => !checked.accepted && checked.kind === 'unreadable')
  if (purpose === 'base' && unread.length > 0) {
    const [first] = unread
    return {
      why: `${unread.length} of the ${found.checked.length} attestations listed for it could not be read (${inertText(first.reason, 200)}), so which certification is the first cannot be told`,
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
      return { accepted, run, unusable: unusableFor(purpose, run, config) }
    })
  const certifications = verified
    .filter(({ unusable }) => unusable === undefined)
    .map(({ accepted, run }) => remembered(accepted, run, projectId, now))
  if (certifications.length > 0) return { certifications, commit }
  const [first] = verified
  if (first?.unusable !== undefined) {
    const others = verified.length > 1 ? ` (and ${verified.length - 1} more of that project that do not count either)` : ''
    return {
      why: `the certification of run ${inertText(first.accepted.runId ?? '?', 100)} verifies, but ${first.unusable}${others}`,
      commit,
      absence: 'none-counts'
    }
  }
  return { ...noneFound(found, projectId), commit }
}

function remembered(accepted: Acceptance, run: CertifiedRun, projectId: string, now: number): Remembered {
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
      ...(run.restsOn === undefined
        ? {}
        : { restsOn: { carried: run.carried, commit: run.restsOn.commit, sourceRef: run.restsOn.sourceRef } })
    },
    record: run.record ?? {},
    status: run.status,
    recordSha256: run.recordSha256,
    ...(accepted.signedBy.sourceCommit === undefined ? {} : { sourceCommit: accepted.signedBy.sourceCommit }),
    statementSha256: accepted.statementSha256,
    ...(run.runOmitted === undefined ? {} : { runOmitted: run.runOmitted })
  }
}

/**
 * Why a certification that verifies is still not one this gate may pass on (`reuse`) or compare
 * with (`base`), or undefined when it is: the project at another service; a run given to the
 * signing gate (run-id), which may have been started for any commit; or a record signed only in
 * outline, without a field the current pass-if reads whole.
 */
function unusableFor(purpose: Purpose, run: CertifiedRun, config: ChoiceConfig): string | undefined {
  if (run.serviceUrl !== config.baseUrl) {
    const service = run.serviceUrl === undefined ? 'a service it does not name' : quotedValue(run.serviceUrl, 200)
    return `it certifies the project at ${service}, not at ${config.baseUrl}`
  }
  if (run.runStartedHere !== true) {
    return 'its run was given to the gate that signed it (run-id), not started for the commit, so it may have been started for another'
  }
  // What is reused by tree is signed again for this commit: only one whose record is whole, so that
  // the new statement says no more than it did. (Its age counts from its run's first certification.)
  if (purpose === 'tree' && run.runOmitted !== undefined)
    return 'its signed record is an outline, which a new statement would present as whole'
  const { passIf } = config
  if (run.runOmitted === undefined || passIf === undefined) return undefined
  const variable = purpose === 'base' ? BASE_VARIABLE : passIf.variable
  // The gate gives pass-if one other variable, base: its fields are the other fields.
  const paths = purpose === 'base' ? passIf.otherFieldPaths : passIf.fieldPaths
  const missing = passIf.readsWhole(variable)
    ? `${variable} as a whole`
    : paths.find(path => !outlineHoldsWhole(run.record ?? {}, path.keys))?.text
  if (missing === undefined) return undefined
  return `its signed record is not whole (${inertText(run.runOmitted, 200)}), and pass-if reads ${inertText(missing, 200)}, which it may not hold as the service reported it`
}

/** Why nothing listed counts, in one line: none listed, or the first refusal of this project's. */
function noneFound(found: Found, projectId: string): { why: string; absence: Absence } {
  const listed = found.checked.length
  if (listed === 0) return { why: 'GitHub lists no attestation for it', absence: 'none-listed' }
  const ofProject = found.checked.find(checked => !checked.accepted && checked.claimed.projectId === projectId)
  // A genuine one of this project, refused only as older than reuse allows, is named as such.
  const tooOld = found.checked.find(
    checked => !checked.accepted && checked.certified !== undefined && checked.claimed.projectId === projectId
  )
  if (tooOld !== undefined && !tooOld.accepted) {
    return {
      why: `the certification of run ${inertText(tooOld.certified?.runId ?? '?', 100)} verifies, but ${inertText(tooOld.reason, 300)}`,
      absence: 'none-counts'
    }
  }
  const accepted = found.checked.filter(checked => checked.accepted).length
  const base = `GitHub lists ${listed} attestation${listed === 1 ? '' : 's'} for it, none a certification of project ${inertText(projectId, 100)} that counts`
  if (ofProject !== undefined && !ofProject.accepted) {
    return { why: `${base} (one claiming to be was refused: ${inertText(ofProject.reason, 300)})`, absence: 'none-counts' }
  }
  return { why: accepted > 0 ? `${base} (${accepted} of other projects)` : base, absence: 'none-listed' }
}
