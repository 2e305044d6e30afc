/**
 * The verify action's entry: reads the inputs, lists the commit's attestations, checks each,
 * judges the commit, and reports on every path. It fails the step unless the verdict is passed.
 */
import * as core from '@actions/core'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { commitSubject } from '../attestation/statement.js'
import { CancelledError, errorMessage } from '../lib/errors.js'
import { InputError } from '../gate/inputs.js'
import type { PolicyReport } from '../gate/results.js'
import type { PassIf } from '../policy/pass-if.js'
import { publishAll } from '../action/publish.js'
import { Deadline, systemClock, type Logger } from '../lib/runtime.js'
import { ApiError, DeadlineError } from '../http/errors.js'
import { asSentence, inertText, registerSecrets } from '../lib/text.js'
import { listAttestations } from '../github/attestations.js'
import { checkAttestation, oidcIssuerFor, type Checked } from '../attestation/check.js'
import { readVerifyInputs, VerifyInput, type VerifyConfig } from './inputs.js'
import { judgeCommit, type VerifyResult } from './judge.js'
import { verifyOutputsPublisher, verifySummaryPublisher } from './report.js'
import { customTrustRoots, publicTrustRoots, TrustRootError } from '../attestation/trust-roots.js'

/** pass-if gets at least this long, whatever is left of the timeout. */
const PASS_IF_MIN_MS = 1000

export async function run(): Promise<void> {
  const token = core.getInput(VerifyInput.GithubToken)
  if (token !== '') core.setSecret(token)
  registerSecrets(token === '' ? [] : [token])
  const logger: Logger = { info: core.info, warning: core.warning, debug: core.isDebug() ? core.debug : () => undefined }
  const cancellation = new AbortController()
  const onSignal = (signalName: NodeJS.Signals) => cancellation.abort(new CancelledError(signalName))
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    const result = await verify(logger, cancellation.signal)
    const failsStep = result.verdict !== 'passed'
    const failures = await publishAll([verifyOutputsPublisher, verifySummaryPublisher], { result: { ...result, failsStep } })
    const message = [result.reason, result.hint, ...failures]
      .filter(part => part !== undefined)
      .map(asSentence)
      .join(' ')
    if (failsStep || failures.length > 0) core.setFailed(message || `Verification ${result.verdict}.`)
    else core.info(`Commit ${result.commit} of ${result.repository} is certified.`)
  } catch (error) {
    core.setFailed(`Unexpected error: ${inertText(errorMessage(error))}`)
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

/** Every path ends in a result: bad input, an unreachable API or trust root are `error`, never a pass. */
async function verify(logger: Logger, signal: AbortSignal): Promise<VerifyResult> {
  let config: VerifyConfig
  try {
    config = await readVerifyInputs(name => core.getInput(name))
  } catch (error) {
    if (!(error instanceof InputError)) throw error
    return noVerdict(
      core.getInput(VerifyInput.Commit) || process.env['GITHUB_SHA'] || '',
      core.getInput(VerifyInput.Repository) || process.env['GITHUB_REPOSITORY'] || '',
      error.message,
      'Nothing was fetched. Fix the input in the workflow and run it again.'
    )
  }
  const deadline = new Deadline(systemClock, config.timeoutMs)
  const subject = commitSubject(config.serverUrl, config.repository, config.commit)
  try {
    logger.info(`Looking for certifications of ${subject.name} (sha256:${subject.digest['sha256']}).`)
    const listing = await listAttestations({
      apiUrl: config.apiUrl,
      repository: config.repository,
      subjectDigest: `sha256:${subject.digest['sha256']}`,
      token: config.githubToken,
      deadline,
      signal,
      logger,
      random: Math.random
    })
    logger.info(`GitHub listed ${listing.attestations.length} attestation(s) for it.`)
    const trust =
      config.trustedRootPath !== undefined
        ? await customTrustRoots(config.trustedRootPath)
        : publicTrustRoots(join(process.env['RUNNER_TEMP'] || tmpdir(), 'agent-certification-verify'), () => deadline.remainingMs())
    // Both public roots first, as gh does: a root that cannot be had is no verdict, whichever
    // instance the bundles turn out to come from.
    if (!trust.custom && listing.attestations.length > 0) await Promise.all([trust.material('public-good'), trust.material('github')])
    // Whatever else a check throws refuses that one entry; a trust root that cannot be had is no verdict.
    const refusedWhole = (error: unknown): Checked => {
      if (error instanceof TrustRootError) throw error
      return { accepted: false, claimed: {}, reason: `it could not be checked: ${inertText(errorMessage(error), 200)}` }
    }
    const checked: Checked[] = []
    for (const entry of listing.attestations) {
      if (signal.aborted) throw signal.reason
      checked.push(
        await checkAttestation(entry, {
          trust,
          serverUrl: config.serverUrl,
          oidcIssuer: oidcIssuerFor(config.serverUrl),
          repository: config.repository,
          signerWorkflow: config.signerWorkflow,
          subject,
          maxAgeMs: config.maxAgeMs,
          passIf: config.passIf,
          evaluate: (passIf, predicate) => evaluatePassIf(passIf, predicate, deadline, signal),
          now: Date.now()
        }).catch(refusedWhole)
      )
    }
    checked.forEach((item, index) =>
      logger.info(
        item.accepted
          ? `Attestation ${index + 1}: accepted (project ${item.projectId ?? '?'}, run ${item.runId ?? '?'}).`
          : `Attestation ${index + 1}: refused: ${item.reason}.`
      )
    )
    return judgeCommit(config.commit, config.repository, config.projectIds, checked, {
      truncated: listing.truncated,
      // GitHub answers 404 alike for a subject with no attestations and a repository the token cannot read.
      maybeUnreadable: listing.noneFound && config.repository.toLowerCase() !== (process.env['GITHUB_REPOSITORY'] ?? '').toLowerCase()
    })
  } catch (error) {
    if (error instanceof ApiError || error instanceof DeadlineError) {
      return noVerdict(
        config.commit,
        config.repository,
        error.message,
        error instanceof ApiError ? error.hint : 'Raise timeout if GitHub is slow to answer.'
      )
    }
    if (error instanceof TrustRootError) return noVerdict(config.commit, config.repository, error.message)
    if (error instanceof CancelledError) return noVerdict(config.commit, config.repository, error.message)
    throw error
  }
}

function noVerdict(commit: string, repository: string, reason: string, hint?: string): VerifyResult {
  return { verdict: 'error', commit, repository, findings: [], listed: 0, reason, hint }
}

/** pass-if over the predicate, bounded by the time left as the gate's is: the same engine and rules. */
async function evaluatePassIf(
  passIf: PassIf,
  predicate: Record<string, unknown>,
  deadline: Deadline,
  signal: AbortSignal
): Promise<PolicyReport> {
  const { policyReport } = await import('../policy/pass-if.js')
  if (passIf.costBoundedByRecord) return policyReport(passIf, predicate)
  const { evaluateWithin } = await import('../policy/bounded.js')
  const evaluation = await evaluateWithin(passIf, predicate, Math.max(deadline.remainingMs(), PASS_IF_MIN_MS), signal)
  return policyReport(passIf, predicate, evaluation)
}
