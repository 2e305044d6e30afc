/**
 * The signed certification (`attest: true`): on a pass, one in-toto statement per gate, signed
 * with the job's OIDC identity and stored with GitHub, so that a later job can prove the commit
 * was certified. The last publisher: it runs once everything else is out, and a pass that was
 * asked to be attested and was not fails the step.
 */
import * as core from '@actions/core'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import {
  CERTIFICATION_PREDICATE_TYPE,
  certificationPredicate,
  certificationSubjects,
  type CertificationDetails
} from '../../attestation/statement.js'
import { pullRequestOfRef } from '../../attestation/signer-policy.js'
import type { ActionConfig } from '../config.js'
import { Output } from '../names.js'
import { fieldsRead } from '../judge/variables.js'
import { ACTION_VERSION } from '../../lib/version.js'
import { normalizeStatus } from '../../service/run-status.js'
import { errorMessage } from '../../lib/errors.js'
import type { GitHubApi } from '../../github/api.js'
import type { GitHubContext } from '../../github/context.js'
import { PLAN_NEEDED, refusedForPlan } from '../../github/attestations.js'
import { gateLabel, namedRun, several, type GateResult, type RunTaken, type StepResult } from '../results.js'
import { asSentence, codeSpan, escapeMarkdown, inertText, shortSha } from '../../lib/text.js'
import { runsOutput, type AttestationOutput } from './outputs.js'
import { PublishError } from '../../action/publish.js'
import type { GatePublisher, PublishContext } from './context.js'
import { appendToSummary, link } from '../../action/markdown.js'
import { Deadline, systemClock } from '../../lib/runtime.js'
import { SigningError } from '../../attestation/signing-error.js'
import type { SigningOutcome } from '../../attestation/signing.js'
import { signsTree } from '../certified/events.js'
import { meaningOf } from '../../github/events.js'

/** Where the recipes that sign where a pull request cannot forge the signature are. */
export const SIGNING_RECIPE_URL =
  'https://github.com/agent-certification-gate/agent-certification-gate/blob/v1/docs/recipes.md#signed-where-a-pull-request-cannot-forge-it'

/**
 * A pull request's own run: it is on GitHub's test-merge commit, and runs the workflow as the pull request edited it.
 */
function signedOnPullRequest(github: GitHubContext): boolean {
  // Known by the ref the run is on (`refs/pull/N/…`), whatever the event is called: a review or a
  // comment on a pull request runs there too. Without GITHUB_REF, by the event.
  if (github.ref !== undefined) return pullRequestOfRef(github.ref) !== undefined
  return meaningOf(github.eventName).pullRequestRun !== undefined
}

/** Signing and storing get what is left of `timeout` after the verdict, and never less than this. */
export const ATTEST_MIN_MS = 15_000

/** What became of one gate's attestation. */
type GateAttestation =
  | { gate: GateResult; state: 'reused' }
  | { gate: GateResult; state: 'stored'; attestationId: string; attestationUrl: string; bundlePath: string }
  | { gate: GateResult; state: 'refused'; refusal: string; bundlePath: string }
  | { gate: GateResult; state: 'failed'; reason: string; hint: string }

export const attestationPublisher: GatePublisher = {
  what: 'the signed attestation',
  failureFailsStep: true,
  async publish(context) {
    const { config, result } = context
    if (config?.attest !== true) return
    if (result.verdict !== 'passed') {
      const why =
        `attest is true, but only a passed certification is attested, and this step's verdict is ` +
        `${result.verdict}: nothing was signed.`
      context.logger.info(why)
      // The gate's own words and its own verdict name: nothing here came from the service.
      appendToSummary(`\n### Signed attestation\n\n${why}\n`)
      return
    }
    // main.ts makes the client with the config: one without the other is a bug, never a pass.
    const { githubApi } = context
    if (githubApi === undefined) throw new Error('attest is true, but the step has no GitHub client')
    const attestations = await attestEveryGate({ ...context, githubApi }, config)
    publishAttestations(result, attestations, context.github)
    const failed = attestations.filter(attestation => attestation.state === 'failed')
    if (failed.length > 0) {
      const [first] = failed
      throw new PublishError(
        `The certification passed, but no attestation was made for ` +
          `${failed.map(({ gate }) => inertText(gateLabel(gate), 80)).join(', ')}: ${asSentence(first.reason)} ` +
          `attest is true, so the step fails: a green check must not ` +
          `stand for an attestation that does not exist. ${first.hint}`
      )
    }
  }
}

/** Signs each gate's statement in turn; one that cannot be signed does not stop the others. */
async function attestEveryGate(
  { result, github, githubApi, signal, logger, decidedAt }: PublishContext & { githubApi: GitHubApi },
  config: ActionConfig
): Promise<GateAttestation[]> {
  const deadline = new Deadline(systemClock, Math.max(ATTEST_MIN_MS, config.timeoutMs - result.elapsedMs))
  // Loaded for the first gate that is signed: when every gate reused a certification, never.
  let signing: Promise<[typeof import('../../attestation/signing.js'), typeof import('./run-tree.js')]> | undefined
  let tree: Promise<string | undefined> | undefined
  const attestations: GateAttestation[] = []
  for (const [index, gate] of result.gates.entries()) {
    // A reused certification of this commit is signed already: it is not signed again. One of
    // the same tree made on another commit, or one carried forward, is signed for this commit,
    // naming the one it rests on.
    if (gate.reused !== undefined && gate.reusedByTree === undefined && gate.carriedFrom === undefined) {
      attestations.push({ gate, state: 'reused' })
      continue
    }
    const label = inertText(gateLabel(gate), 80)
    try {
      const startedHere = config.targets[index]?.runId === undefined
      const [{ signAndStore }, { treeOfRun }] = await (signing ??= Promise.all([
        import('../../attestation/signing.js'),
        import('./run-tree.js')
      ]))
      // Read once for the step: every gate's statement names the same tree.
      tree ??= signsTree(github)
        ? treeOfRun(github, githubApi, { deadline, signal, logger, random: Math.random })
        : Promise.resolve(undefined)
      const { subjects, predicate } = statementFor(gate, startedHere, config, github, decidedAt, await tree)
      const [subject] = subjects
      const outcome = await signAndStore({
        subjects,
        predicateType: CERTIFICATION_PREDICATE_TYPE,
        predicate,
        token: config.githubToken ?? '',
        repository: github.repository ?? '',
        github: githubApi,
        bundlePath: bundlePathFor(gate, index),
        deadline,
        signal,
        logger
      })
      attestations.push(outcomeOf(gate, outcome, { label, commit: subject.name, github, logger }))
    } catch (error) {
      attestations.push(
        error instanceof SigningError
          ? { gate, state: 'failed', reason: error.message, hint: error.hint }
          : { gate, state: 'failed', reason: inertText(errorMessage(error), 300), hint: 'Re-run the job.' }
      )
    }
  }
  return attestations
}

/** What GitHub did with one gate's signed bundle: stored (its id and page), or refused (said as a warning, the bundle kept). */
function outcomeOf(
  gate: GateResult,
  outcome: SigningOutcome,
  {
    label,
    commit,
    github,
    logger
  }: { label: string; commit: string; github: GitHubContext; logger: PublishContext['logger'] }
): GateAttestation {
  if (outcome.stored) {
    const attestationUrl = `${github.serverUrl}/${github.repository}/attestations/${outcome.attestationId}`
    logger.info(
      `Signed the certification of ${label} for commit ${commit} and stored it with GitHub: ${attestationUrl}`
    )
    return {
      gate,
      state: 'stored',
      attestationId: outcome.attestationId,
      attestationUrl,
      bundlePath: outcome.bundlePath
    }
  }
  const why = refusedForPlan(outcome.refusal)
    ? `: ${PLAN_NEEDED}.`
    : '; GitHub stores attestations only for some plans and repositories.'
  logger.warning(
    `Signed the certification of ${label}, but GitHub refused to store the attestation (${outcome.refusal})${why} ` +
      `The signed bundle is at ${outcome.bundlePath}: keep it with actions/upload-artifact, and check it with gh ` +
      `attestation verify --bundle.`
  )
  return { gate, state: 'refused', refusal: outcome.refusal, bundlePath: outcome.bundlePath }
}

/**
 * The subjects (the commit, and the tree the run was on when it is known) and the Verification Summary for one passed
 * gate. The project is the
 * one the gate started the run for, or the one the run's record names: a run-id given with
 * another project-id is never signed as that project's.
 */
function statementFor(
  gate: GateResult,
  startedHere: boolean,
  config: ActionConfig,
  github: GitHubContext,
  decidedAt: Date,
  tree: string | undefined
) {
  const { repository, commit } = github
  if (repository === undefined || commit === undefined) {
    throw new SigningError(
      'the workflow names no repository or commit (GITHUB_REPOSITORY, GITHUB_SHA), so there is nothing to bind the ' +
        'certification to',
      'Run the gate with attest: true in a GitHub Actions workflow, which names both.'
    )
  }
  // A statement names one run: the one the verdict names, and lists them all when there are several.
  const run = namedRun(gate)
  if (run?.runId === undefined || run.recordSha256 === undefined)
    throw new SigningError('the gate has no run record to name', 'Re-run the job.')
  const projectId = projectSigned({ ...run, runId: run.runId }, gate.projectId, startedHere)
  const service = new URL(config.baseUrl)
  // A tree only where a run was made on this content: never for a pass carried forward, nor where
  // the run is on another commit than the one certified (the event table's rule).
  const subjects = certificationSubjects(
    github.serverUrl,
    repository,
    commit.sha,
    gate.carriedFrom === undefined ? tree : undefined
  )
  const predicate = certificationPredicate({
    details: {
      repository,
      commit: commit.sha.toLowerCase(),
      commitSource: commit.source,
      event: github.eventName,
      serviceHost: service.host,
      serviceUrl: config.baseUrl,
      projectId,
      runId: run.runId,
      runStartedHere: startedHere,
      runsStarted: gate.started ?? 0,
      runCreatedAt: typeof run.record?.['created_at'] === 'string' ? run.record['created_at'] : undefined,
      status: normalizeStatus(run.status ?? ''),
      passIf: config.passIfExpression ?? null,
      passIfRead: gate.policy?.readings ?? [],
      recordSha256: run.recordSha256,
      ...judgedSigned(gate),
      ...sequentialSigned(gate, config),
      ...reusedFromOf(gate, config)
    },
    record: run.record,
    runs: signedRuns(gate),
    readPaths: keptWhole(config),
    decidedAt,
    actionVersion: ACTION_VERSION,
    serverUrl: github.serverUrl
  })
  return { subjects, predicate }
}

/**
 * What an outline keeps whole: what the expressions read (a later reuse reads it with pass-if and fail-if, a night's
 * drift-if reads the base with it); the fields they read through figures or the history (`trend.trust_score.slope`:
 * `trust_score`), whose means the next certification's history keeps; and the fields comparable-on compares, which a
 * base in outline must still say.
 */
function keptWhole(config: ActionConfig): string[][] {
  const policies = [config.passIf, config.failIf, config.driftIf]
  return [
    ...policies.flatMap(policy => policy?.fieldPaths.map(path => [...path.keys]) ?? []),
    ...fieldsRead(policies).map(field => [field]),
    ...config.comparableOn.map(field => [field])
  ]
}

/** Every run, as signed, where there are several: one run is the statement's `run` alone. */
function signedRuns({ runs }: GateResult) {
  if (!several(runs)) return undefined
  return runs.map(run => ({
    ...run,
    runId: run.runId ?? '',
    status: normalizeStatus(run.status ?? ''),
    recordSha256: run.recordSha256 ?? ''
  }))
}

/**
 * What the judge worked out that the statement signs: the runs' figures, beside every run, and the default branch's
 * history the gate's base brought, which this certification carries on.
 */
function judgedSigned({ runsStats, history }: GateResult): Pick<CertificationDetails, 'stats' | 'history'> {
  return { ...(runsStats === undefined ? {} : { stats: runsStats }), ...(history === undefined ? {} : { history }) }
}

/** A sequential gate's schedule and looks as signed, with the repeat and fail-if a reuse must match. */
function sequentialSigned(gate: GateResult, config: ActionConfig): Pick<CertificationDetails, 'sequential'> {
  if (gate.sequential === undefined) return {}
  return { sequential: { repeat: config.repeat, failIf: config.failIfExpression ?? null, ...gate.sequential } }
}

/**
 * The project a statement names: the one the gate started the run for, or the one the run's record names. A run-id
 * given with another project-id is never signed as that project's.
 */
function projectSigned(
  { runId, record }: RunTaken & { runId: string },
  projectId: string | undefined,
  startedHere: boolean
): string | undefined {
  const recordProject = typeof record?.['project_id'] === 'string' ? record['project_id'] : undefined
  if (recordProject !== undefined && projectId !== undefined && recordProject !== projectId) {
    throw new SigningError(
      `run ${inertText(runId, 80)} belongs to project ${inertText(recordProject, 80)} by its record, not to ` +
        `${inertText(projectId, 80)}, so it is not signed as a certification of either`,
      'With run-id, leave project-id empty or give the project the run belongs to.'
    )
  }
  return startedHere ? projectId : recordProject
}

/** The content-certified certification a pass signed again rests on: of the same tree, or carried forward by paths. */
function reusedFromOf(gate: GateResult, config: ActionConfig): { reusedFrom?: CertificationDetails['reusedFrom'] } {
  const sourceRef = gate.reused?.sourceRef
  const common = { ...(sourceRef === undefined ? {} : { sourceRef }), certifiedAt: firstCertified(gate) }
  if (gate.reusedByTree !== undefined) return { reusedFrom: { ...gate.reusedByTree, ...common } }
  if (gate.carriedFrom === undefined) return {}
  const { commit, statementSha256 } = gate.carriedFrom
  return { reusedFrom: { commit, statementSha256, paths: config.paths, ...common } }
}

/** When the run a reused pass rests on was first certified: what ages count from, however often it is signed again. */
function firstCertified(gate: GateResult): string | undefined {
  return gate.reused?.certifiedAt ?? gate.reused?.signedAt
}

/** `$RUNNER_TEMP/agent-certification/<project>.sigstore.json`, a name a later step can upload. */
function bundlePathFor(gate: GateResult, index: number): string {
  const name =
    gateLabel(gate)
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .slice(0, 80) || `gate-${index + 1}`
  return join(process.env['RUNNER_TEMP'] || tmpdir(), 'agent-certification', `${index + 1}-${name}.sigstore.json`)
}

/** One gate's row of the summary's attestation table: signed already, stored, signed but not stored, or not attested. */
function attestationRow(attestation: GateAttestation): string {
  const project = escapeMarkdown(inertText(gateLabel(attestation.gate), 80))
  switch (attestation.state) {
    case 'reused':
      return (
        `| ✅ ${project} | signed already: the certification of run ` +
        `${escapeMarkdown(inertText(attestation.gate.reused?.runId ?? '?', 80))} was reused, not signed again |`
      )
    case 'stored':
      return `| ✅ ${project} | ${link(`attestation ${attestation.attestationId}`, attestation.attestationUrl)} |`
    case 'refused':
      // The bundle's file is the runner's, gone with the job: the output names it for a later step to keep.
      return (
        `| ⚠️ ${project} | signed, not stored: GitHub refused it (${escapeMarkdown(attestation.refusal)}); ` +
        `keep the bundle, named by the \`bundle-path\` output, with actions/upload-artifact |`
      )
    case 'failed':
      return `| ❌ ${project} | not attested: ${escapeMarkdown(attestation.reason)} |`
  }
}

/** The outputs and the summary's section; the `runs` output is set again, now with each attestation. */
function publishAttestations(
  result: StepResult,
  attestations: readonly GateAttestation[],
  github: GitHubContext
): void {
  const perGate: AttestationOutput[] = attestations.map(attestation =>
    attestation.state === 'stored'
      ? { 'attestation-id': attestation.attestationId, 'attestation-url': attestation.attestationUrl }
      : { 'attestation-id': null, 'attestation-url': null }
  )
  try {
    core.setOutput(Output.Runs, runsOutput(result, perGate))
    if (attestations.length === 1) {
      const [only] = attestations
      if (only.state === 'stored') {
        core.setOutput(Output.AttestationId, only.attestationId)
        core.setOutput(Output.AttestationUrl, only.attestationUrl)
      }
      if (only.state === 'stored' || only.state === 'refused') core.setOutput(Output.BundlePath, only.bundlePath)
    }
  } catch (error) {
    throw PublishError.runnerFile('the attestation outputs', 'GITHUB_OUTPUT', error)
  }
  appendToSummary(attestationSection(attestations, github))
}

/** The summary's section on what was signed: a row a gate, what a deploy job can rely on, and why the step fails. */
function attestationSection(attestations: readonly GateAttestation[], github: GitHubContext): string {
  const sha = github.commit === undefined ? undefined : shortSha(github.commit.sha)
  const commit = sha === undefined ? 'the commit' : `commit ${codeSpan(sha)}`
  const rows = attestations.map(attestationRow)
  const reused = attestations.filter(attestation => attestation.state === 'reused').length
  // What a pull request's run signed, now or in the run a re-run reused, no deploy job accepts.
  const made = attestations.filter(attestation => attestation.state !== 'failed')
  const signedByPullRequest = made.filter(attestation =>
    attestation.state === 'reused'
      ? pullRequestOfRef(attestation.gate.reused?.sourceRef) !== undefined
      : signedOnPullRequest(github)
  ).length
  const onPullRequest = signedByPullRequest > 0
  const check =
    onPullRequest && signedByPullRequest === made.length
      ? "no deploy job can rely on it: the verify action refuses what a pull request's run signs (below). It can be " +
        'reused by tree in the merge queue, and by nothing else.'
      : `a deploy job can check it with the verify action or \`gh attestation ` +
        `verify\`${onPullRequest ? ", except what a pull request's run signed (below)" : ''}.`
  return [
    '',
    '### Signed attestation',
    '',
    reused === attestations.length
      ? `Each gate passed on a signed certification of ${commit} that it reused, so nothing was signed again; ${check}`
      : `Each passed gate${reused > 0 ? ' that reused no certification' : ''} is signed as a SLSA Verification ` +
        `Summary for ${commit}, with this workflow's identity; ${check}`,
    '',
    '| Gate | Attestation |',
    '| --- | --- |',
    ...rows,
    ...(onPullRequest
      ? [
          '',
          `**Signed by a pull request's run:** a pull request's run signs on GitHub's test-merge commit, not on ` +
            `${commit}, so the verify action refuses it: only a run on the commit itself vouches for it, and a pull ` +
            `request can edit the workflow its own run signs with. What it signs can be reused by tree in the merge ` +
            `queue (an entry with the same files, when a run was made on them), and by nothing else. Attest on ` +
            `\`merge_group\` and \`push\` instead; see ${link('the merge-queue recipe', SIGNING_RECIPE_URL)}.`
        ]
      : []),
    ...(attestations.some(attestation => attestation.state === 'failed')
      ? [
          '',
          '**The step fails:** the certification passed, but attest is true and an attestation it asked for was not ' +
            "made. The step's error says why and what to do."
        ]
      : []),
    ''
  ].join('\n')
}
