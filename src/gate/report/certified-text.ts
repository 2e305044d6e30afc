/**
 * What the summary says of the signed certifications a gate read: the one `base` was (or why there
 * was none), and the one a pass was reused or carried forward on, with what it rests on.
 */
import { formatDuration } from '../../lib/duration.js'
import { codeSpan, escapeMarkdown, shorten, shortSha } from '../../lib/text.js'
import { reasonText } from '../certified/reasons.js'
import type { CertificationSeen, GateResult, SignedRun } from '../results.js'
import { figureText } from '../../policy/report.js'
import { strong } from './service-fields.js'

/**
 * What `base` was: the base commit's certification (which of several, and for a scheduled one what the first said of
 * the `fields` the expressions read), or why there was none (then an empty map).
 */
export function baseLine(base: NonNullable<GateResult['base']>, fields: readonly string[] = []): string {
  const commit = base.commit === undefined ? undefined : `${codeSpan(shortSha(base.commit))}`
  if (base.certification !== undefined) {
    const { of, after } = whichOf(base, fields)
    if (base.ancestorOf !== undefined) {
      const { behind } = base.ancestorOf
      const baseCommit = `${codeSpan(shortSha(base.ancestorOf.commit))}`
      return (
        `**Base:** compared with ${certificationText(base.certification)}, ${of} of ${commit ?? ''}, ${behind} ` +
        `commit${behind === 1 ? '' : 's'} behind base commit ${baseCommit}, which has none: its newest certified ` +
        `first-parent ancestor${after}.`
      )
    }
    return `**Base:** compared with ${certificationText(base.certification)}, ${of} of base commit ${commit ?? ''}${after}.`
  }
  const why = escapeMarkdown(base.why === undefined ? 'none was found' : reasonText(base.why))
  if (base.why?.kind === 'not-comparable') {
    const which = commit === undefined ? 'the base' : `base commit ${commit}`
    return `**Base:** not compared with ${which}: ${why}; \`base\`, \`base_stats\` and \`delta\` were empty maps.`
  }
  // A list that could not be read, or certifications that do not count, are not "no certification":
  // pass-if compared with nothing for a reason a person may mend.
  if (base.absence === 'unreadable') {
    const which = commit === undefined ? "the base commit's certification" : `base commit ${commit}`
    return `**Base:** ${which} could not be looked up: ${why}; nothing was compared, so the run was not judged.`
  }
  if (commit === undefined) return `**Base:** no base certification: ${why}; \`base\` was an empty map.`
  if (base.absence === 'unprotected')
    return `**Base:** not compared with base commit ${commit}: ${why}; \`base\` was an empty map.`
  const counts = base.absence === 'none-counts' ? ' counts here' : ''
  return `**Base:** no certification of the base commit ${commit}${counts} (${why}); \`base\` was an empty map.`
}

/**
 * Which of the commit's certifications the base is, and what follows the commit: the one, the first of several, a
 * night's newest, or the default branch's scheduled one since the first (`main's scheduled certification of 2026-12-08
 * (trust_score 84)`, then `; first certified 2026-12-01 (trust_score 90)`).
 */
function whichOf(base: NonNullable<GateResult['base']>, fields: readonly string[]): { of: string; after: string } {
  const counted = base.counted ?? 1
  const { first, certification } = base
  if (base.chosenBy === 'newest') return { of: `the newest of ${counted} certifications`, after: '' }
  if (base.chosenBy !== 'scheduled' || first === undefined || certification === undefined)
    return { of: counted > 1 ? `the first of ${counted} certifications` : 'the certification', after: '' }
  // The first field the expressions read that both records hold as a number: what moved.
  const field = fields.find(
    name => typeof base.runs[0]?.record[name] === 'number' && typeof first.runs[0]?.record[name] === 'number'
  )
  const figure = (runs: readonly SignedRun[]) =>
    field === undefined ? '' : ` (${escapeMarkdown(`${field} ${figureText(runs[0].record[field] as number)}`)})`
  const day = (seen: CertificationSeen) => escapeMarkdown((seen.certifiedAt ?? seen.signedAt).slice(0, 10))
  const branch = escapeMarkdown(
    shorten((certification.sourceRef ?? 'the default branch').replace(/^refs\/heads\//, ''), 100)
  )
  return {
    of: `${branch}'s scheduled certification of ${day(certification)}${figure(base.runs)}`,
    after: `; first certified ${day(first.certification)}${figure(first.runs)}`
  }
}

/**
 * `run **r-1**, signed 2026-11-24 09:12 UTC by `o/r/.github/workflows/x.yml@refs/heads/main` on `refs/heads/main`, 2h
 * 05m ago`.
 */
function certificationText(seen: CertificationSeen): string {
  // Code spans: a signer or ref copied from the page is the name itself, for signer-workflow or source-ref.
  const signer = seen.signer === undefined ? '' : ` by ${codeSpan(shorten(seen.signer, 200))}`
  const ref = seen.sourceRef === undefined ? '' : ` on ${codeSpan(shorten(seen.sourceRef, 200))}`
  const when = seen.signedAt.replace('T', ' ').replace(/(:\d\d)?(\.\d+)?Z$/, ' UTC')
  return (
    `run ${strong(seen.runId ?? '?') ?? ''}, signed ${escapeMarkdown(when)}${signer}${ref}, ` +
    `${formatDuration(seen.ageMs)} ago`
  )
}

/**
 * `, not compared: the base commit has no certification`: a pass where pass-if names base and had
 * none to compare with says so in its heading, so that nobody reads it as a pass against the base.
 */
export function notCompared(base: GateResult['base']): string {
  if (base === undefined || base.runs.length > 0) return ''
  if (base.why?.kind === 'not-comparable')
    return `, not compared: the base has another ${escapeMarkdown(base.why.field)}`
  if (base.absence === 'unprotected')
    return `, not compared: ${escapeMarkdown(base.why === undefined ? '' : reasonText(base.why))}`
  const why =
    base.commit === undefined
      ? 'there is no base commit'
      : base.absence === 'none-counts'
        ? 'no certification of the base commit counts here'
        : 'the base commit has no certification'
  return `, not compared: ${why}`
}

/** What a reused certification was of: this commit, or the same tree on another commit (GitHub said so). */
function reusedOf(result: GateResult): string {
  const byTree = result.reusedByTree
  if (byTree === undefined) return 'this commit'
  const commit = byTree.commit === undefined ? 'another commit' : `commit ${codeSpan(shortSha(byTree.commit))}`
  return `${commit}, whose tree ${codeSpan(shortSha(byTree.tree))} is this commit's (the same files, as GitHub says)`
}

/** What a carried pass did not certify: the files that changed outside `paths`, the first few and how many more. */
function outsidePathsText(carried: NonNullable<GateResult['carriedFrom']>): string {
  const named = carried.outsidePaths ?? []
  const count = carried.outsidePathsCount ?? named.length
  if (count === 0) return ' No file changed since.'
  const more = count > named.length ? ` and ${count - named.length} more` : ''
  return (
    ` Changed since, outside \`paths\`, and not certified: ` +
    `${named.map(file => codeSpan(shorten(file, 120))).join(', ')}${more}.`
  )
}

/** The content-certified certification a reused one rests on, when it was itself signed again. */
function restsOnText(seen: CertificationSeen): string {
  const { restsOn } = seen
  if (restsOn === undefined) return ''
  const commit = restsOn.commit === undefined ? 'another commit' : `commit ${codeSpan(shortSha(restsOn.commit))}`
  const ref = restsOn.sourceRef === undefined ? '' : ` signed on ${codeSpan(shorten(restsOn.sourceRef, 200))}`
  return restsOn.carried
    ? ` It was itself carried forward by \`paths\`: it rests on the certification of ${commit}${ref}, made by a run ` +
        `on that content.`
    : ` It was itself reused by tree: it rests on the certification ` +
        `of ${commit}${ref}, made by a run on the same files.`
}

/** A pass reused or carried forward with no run started: on which certification, and what it rests on. */
export function reusedSentence(result: GateResult, seen: CertificationSeen): string {
  if (result.carriedFrom !== undefined) {
    const { commit, behind } = result.carriedFrom
    const back = behind === undefined || behind === 0 ? '' : ` (${behind} first parent${behind === 1 ? '' : 's'} back)`
    return (
      `**Carried forward** the certification of commit ${codeSpan(shortSha(commit))}${back}, made by a run on ` +
      `its content, by ${certificationText(seen)}: ` +
      `nothing under \`paths\` changed since, so no run was started` +
      (result.policy === undefined ? '.' : ', and `pass-if` is true for its run now.') +
      outsidePathsText(result.carriedFrom)
    )
  }
  return (
    `**Reused** the certification of ${reusedOf(result)} by ${certificationText(seen)}: no run was started` +
    (result.policy === undefined ? '.' : ', and `pass-if` is true for its run now.') +
    restsOnText(seen)
  )
}
