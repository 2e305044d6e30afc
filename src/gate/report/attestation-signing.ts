/**
 * Signs one certification statement with the job's OIDC identity through `@actions/attest`
 * (Sigstore: Fulcio, then the timestamp authority or Rekor), writes the bundle to a file, and
 * stores it with GitHub's attestations API. Loaded only when `attest` is true and the step
 * passed: `@actions/attest` and its Sigstore clients are the heaviest code the action has.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { HttpClient } from '@actions/http-client'
import { attest } from '@actions/attest'
import { CERTIFICATION_PREDICATE_TYPE, type CertificationPredicate, type ResourceDescriptor } from '../../attestation/statement.js'
import { errorMessage } from '../../lib/errors.js'
import { GITHUB_API_VERSION, githubMessage } from '../../github/api.js'
import { ATTEST_PERMISSIONS } from '../inputs.js'
import { asSentence, inertText } from '../../lib/text.js'

/** One store request never waits longer than this. */
const STORE_REQUEST_TIMEOUT_MS = 30_000
/** The first wait before storing again after a transient failure; it doubles each time, up to 8 s. */
const STORE_FIRST_RETRY_MS = 1000

export interface SigningRequest {
  subject: ResourceDescriptor
  predicate: CertificationPredicate
  /** The token that stores the attestation (github-token). */
  token: string
  /** `owner/name`. */
  repository: string
  apiUrl: string
  /** Where the bundle is written, whether or not GitHub stores it. */
  bundlePath: string
  /** Signing and storing together end by this time (epoch ms). */
  endsAt: number
  signal: AbortSignal
}

/** Signed and written; stored with its id, or refused by GitHub with the reason. */
export type SigningOutcome = { bundlePath: string } & ({ stored: true; attestationId: string } | { stored: false; refusal: string })

/** Signing failed, or storing failed for a reason retrying could not mend: no attestation exists. */
export class SigningError extends Error {
  readonly hint: string
  constructor(message: string, hint: string) {
    super(message)
    this.name = 'SigningError'
    this.hint = hint
  }
}

export async function signAndStore(request: SigningRequest): Promise<SigningOutcome> {
  const bundle = await sign(request)
  await mkdir(dirname(request.bundlePath), { recursive: true })
  await writeFile(request.bundlePath, `${JSON.stringify(bundle)}\n`)
  const stored = await store(bundle, request)
  return { bundlePath: request.bundlePath, ...stored }
}

/** The bundle, or a SigningError that says which part of signing failed. */
async function sign(request: SigningRequest): Promise<unknown> {
  const { subject, predicate, endsAt, signal } = request
  // Sigstore's clients take no signal: the wait for them is bounded here, and whatever they
  // still have under way is left behind (the entry point exits once the step has concluded).
  const timeLeftMs = Math.max(0, endsAt - Date.now())
  let timer: NodeJS.Timeout | undefined
  const outOfTime = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`it did not finish within ${Math.round(timeLeftMs / 1000)} s`)), timeLeftMs)
  })
  const cancelled = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(new Error('the job was cancelled')), { once: true })
  )
  try {
    // Stored separately (skipWrite): when GitHub refuses to store it, the bundle is still kept.
    const signed = attest({
      subjects: [subject as { name: string; digest: Record<string, string> }],
      predicateType: CERTIFICATION_PREDICATE_TYPE,
      predicate: predicate as unknown as object,
      token: request.token,
      skipWrite: true
    })
    const { bundle } = await Promise.race([signed, outOfTime, cancelled])
    return bundle
  } catch (error) {
    throw signingFailure(error)
  } finally {
    clearTimeout(timer)
  }
}

/** What went wrong while signing, and what to do, by the step that failed. */
function signingFailure(error: unknown): SigningError {
  const detail = inertText(errorMessage(error), 300)
  if (/identity token|id.?token|oidc|ACTIONS_ID_TOKEN/i.test(detail)) {
    return new SigningError(
      `Signing failed: the job's OIDC token could not be had (${detail.replace(/\.$/, '')})`,
      `Give the job ${ATTEST_PERMISSIONS}, and re-run it.`
    )
  }
  return new SigningError(
    `Signing failed: ${asSentence(detail)}`,
    "Re-run the job. If it keeps failing, check that the runner can reach Sigstore's services (fulcio.githubapp.com and timestamp.githubapp.com for a private repository; fulcio.sigstore.dev and rekor.sigstore.dev for a public one), through the proxy when one is set."
  )
}

/**
 * POST /repos/{owner}/{repo}/attestations. A 2xx with an id is stored; any other 4xx is GitHub
 * refusing it (some plans and repositories cannot store attestations), said and not retried;
 * 5xx, 408, 429 and network failures are tried again until `endsAt`, then fail as signing does.
 */
async function store(
  bundle: unknown,
  request: SigningRequest
): Promise<{ stored: true; attestationId: string } | { stored: false; refusal: string }> {
  const url = `${request.apiUrl}/repos/${request.repository}/attestations`
  const client = new HttpClient('agent-certification-gate', [], { allowRedirects: false, socketTimeout: STORE_REQUEST_TIMEOUT_MS })
  const body = JSON.stringify({ bundle })
  let lastFailure: string
  try {
    for (let attempt = 1; ; attempt += 1) {
      if (request.signal.aborted) throw new SigningError('Storing the attestation was cancelled with the job', 'Re-run the job.')
      try {
        const response = await client.request('POST', url, body, {
          authorization: `Bearer ${request.token}`,
          accept: 'application/vnd.github+json',
          'content-type': 'application/json',
          'x-github-api-version': GITHUB_API_VERSION
        })
        const status = response.message.statusCode ?? 0
        const text = await response.readBody()
        if (status >= 200 && status < 300) return { stored: true, attestationId: attestationIdOf(text, status) }
        const message = githubMessage(text)
        const said = `HTTP ${status}${message === undefined ? '' : ` (${message})`}`
        // The job's own token lacking the permission is a set-up to fix, not GitHub declining to store.
        if (status === 401 || (status === 403 && /not accessible by integration|permission/i.test(text))) {
          throw new SigningError(
            `GitHub refused the token when storing the signed attestation (${said})`,
            `Give the job ${ATTEST_PERMISSIONS}, and leave github-token at its default.`
          )
        }
        if (status !== 408 && status !== 429 && status < 500) return { stored: false, refusal: said }
        lastFailure = said
      } catch (error) {
        if (error instanceof SigningError) throw error
        lastFailure = inertText(errorMessage(error), 200)
      }
      const waitMs = Math.min(8000, STORE_FIRST_RETRY_MS * 2 ** (attempt - 1))
      if (Date.now() + waitMs >= request.endsAt) {
        throw new SigningError(
          `Storing the signed attestation with GitHub failed ${attempt} time(s), the last with ${asSentence(lastFailure)} There was no time left to try again`,
          'Re-run the job; if GitHub is having trouble (githubstatus.com), wait for it to recover.'
        )
      }
      await new Promise(resolve => setTimeout(resolve, waitMs))
    }
  } finally {
    client.dispose()
  }
}

/** The stored attestation's id: GitHub answers `{"id": 123}`; anything else is not an id. */
function attestationIdOf(text: string, status: number): string {
  let id: unknown
  try {
    id = (JSON.parse(text) as { id?: unknown }).id
  } catch {
    id = undefined
  }
  if ((typeof id === 'number' && Number.isSafeInteger(id) && id > 0) || (typeof id === 'string' && /^[1-9]\d{0,19}$/.test(id)))
    return String(id)
  throw new SigningError(
    `GitHub answered the store request with HTTP ${status} but no attestation id: ${inertText(text, 120)}`,
    'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
  )
}
