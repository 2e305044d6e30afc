/**
 * Signs one in-toto statement with the job's OIDC identity through `@actions/attest` (Sigstore:
 * Fulcio, then the timestamp authority or Rekor), writes the bundle to a file, and stores it with
 * GitHub's attestations API: the gate's certification of a commit, and verify's summary of an
 * image. Loaded only when something is to be signed: `@actions/attest` and its Sigstore clients
 * are the heaviest code either action has.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { attest } from '@actions/attest'
import type { ResourceDescriptor } from './statement.js'
import { CancelledError, errorMessage } from '../lib/errors.js'
import { within, type Deadline, type Logger } from '../lib/runtime.js'
import { asSentence, inertText } from '../lib/text.js'
import { ApiError, DeadlineError } from '../http/errors.js'
import type { GitHubApi } from '../github/api.js'
import { storeAttestation, type StoredBundle, type StoreOutcome } from '../github/attestations.js'
import { SigningError, SIGNING_PERMISSIONS } from './signing-error.js'

export interface SigningRequest {
  /** What the statement is about: a commit (and its tree), or an image by digest. */
  subjects: ResourceDescriptor[]
  predicateType: string
  predicate: object
  /** github-token: Sigstore's signing client takes it. */
  token: string
  /** `owner/name`. */
  repository: string
  /** The step's one GitHub client, which stores the attestation. */
  github: GitHubApi
  /** Where the bundle is written, whether or not GitHub stores it. */
  bundlePath: string
  /** Signing and storing together end by this deadline. */
  deadline: Deadline
  signal: AbortSignal
  logger: Logger
}

/** Signed and written; stored with its id, or refused by GitHub with the reason. */
export type SigningOutcome = { bundlePath: string } & StoreOutcome

export async function signAndStore(request: SigningRequest): Promise<SigningOutcome> {
  const bundle = await signToFile(request)
  return { bundlePath: request.bundlePath, ...(await store(bundle, request)) }
}

/** A bundle as the file at `bundlePath` holds it, and as it is attached in a registry. */
export function bundleText(bundle: StoredBundle): string {
  return `${JSON.stringify(bundle)}\n`
}

/** Signs and writes the bundle to `bundlePath` before anything else can fail; a SigningError when signing failed. */
export async function signToFile(request: SigningRequest): Promise<StoredBundle> {
  const bundle = await sign(request)
  await mkdir(dirname(request.bundlePath), { recursive: true })
  await writeFile(request.bundlePath, bundleText(bundle))
  return bundle
}

/** The bundle, or a SigningError that says which part of signing failed. */
async function sign(request: SigningRequest): Promise<StoredBundle> {
  const { subjects, predicateType, predicate, deadline, signal } = request
  // Sigstore's clients take no signal: the wait for them is bounded here.
  const timeLeftMs = deadline.remainingMs()
  const cancelled = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(new Error('the job was cancelled')), { once: true })
  )
  try {
    // Stored separately (skipWrite): when GitHub refuses to store it, the bundle is still kept.
    const signed = attest({
      subjects: subjects as Array<{ name: string; digest: Record<string, string> }>,
      predicateType,
      predicate,
      token: request.token,
      skipWrite: true
    })
    const { bundle } = await within(
      Promise.race([signed, cancelled]),
      timeLeftMs,
      () => new Error(`it did not finish within ${Math.round(timeLeftMs / 1000)} s`)
    )
    return bundle
  } catch (error) {
    throw signingFailure(error)
  }
}

/** What went wrong while signing, and what to do, by the step that failed. */
function signingFailure(error: unknown): SigningError {
  const detail = inertText(errorMessage(error), 300)
  if (/identity token|id.?token|oidc|ACTIONS_ID_TOKEN/i.test(detail)) {
    return new SigningError(
      `Signing failed: the job's OIDC token could not be had (${detail.replace(/\.$/, '')})`,
      `Give the job ${SIGNING_PERMISSIONS}, and re-run it.`
    )
  }
  return new SigningError(
    `Signing failed: ${asSentence(detail)}`,
    "Re-run the job. If it keeps failing, check that the runner can reach Sigstore's services (fulcio.githubapp.com " +
      'and timestamp.githubapp.com for a private repository; fulcio.sigstore.dev and rekor.sigstore.dev for a ' +
      'public one), through the proxy when one is set.'
  )
}

/** Stores the bundle with GitHub within the deadline; a failure that leaves no attestation is a SigningError. */
export async function store(bundle: StoredBundle, request: SigningRequest): Promise<StoreOutcome> {
  const api = request.github
  const sentBefore = api.requestCount
  try {
    return await storeAttestation(api, request.repository, bundle, {
      deadline: request.deadline,
      signal: request.signal,
      logger: request.logger,
      random: Math.random,
      forbiddenHint: `Give the job ${SIGNING_PERMISSIONS}, and leave github-token at its default.`
    })
  } catch (error) {
    throw storeFailure(error, api.requestCount - sentBefore)
  }
}

/** Why storing left no attestation, and what to do. */
function storeFailure(error: unknown, attempts: number): SigningError {
  if (error instanceof CancelledError)
    return new SigningError('Storing the attestation was cancelled with the job', 'Re-run the job.')
  if (error instanceof DeadlineError && error.askedToWaitMs !== undefined) {
    // GitHub asked the step's requests to hold back (a rate limit, perhaps met by a lookup
    // before): longer than there was time for, so storing was not tried again, or at all.
    return new SigningError(
      `The signed attestation was not stored: ${asSentence(error.message)}`,
      "Re-run the job once GitHub's rate limit has reset."
    )
  }
  if (error instanceof DeadlineError) {
    const last = error.lastError === undefined ? '' : `; the last time: ${asSentence(error.lastError.message)}`
    return new SigningError(
      `Storing the signed attestation with GitHub failed ${attempts} ` +
        `time(s)${last} There was no time left to try again`,
      'Re-run the job; if GitHub is having trouble (githubstatus.com), wait for it to recover.'
    )
  }
  if (error instanceof ApiError && (error.kind === 'auth' || error.kind === 'forbidden')) {
    return new SigningError(
      `GitHub refused the token when storing the signed attestation (HTTP ${error.status ?? '?'}${error.said === undefined ? '' : ` (${error.said})`})`,
      `Give the job ${SIGNING_PERMISSIONS}, and leave github-token at its default.`
    )
  }
  if (error instanceof ApiError) return new SigningError(error.message, error.hint ?? 'Re-run the job.')
  return new SigningError(
    `Storing the signed attestation failed: ${inertText(errorMessage(error), 200)}`,
    'Re-run the job.'
  )
}
