/**
 * GitHub's attestations API: every attestation stored for one subject digest in a repository,
 * page by page, and storing a signed bundle. Both within the one deadline, through the one GitHub
 * client; nothing GitHub answers is trusted beyond its shape.
 */
import { inertText } from '../lib/text.js'
import { parseObject } from '../lib/json.js'
import { Deadline } from '../lib/runtime.js'
import { ApiError, DeadlineError } from '../http/errors.js'
import { CancelledError, errorMessage } from '../lib/errors.js'
import snappy from 'snappyjs'
import type { paths } from '@octokit/openapi-types'
import type { CallContext, GitHubApi } from './api.js'

/** What `POST /repos/{owner}/{repo}/attestations` takes, as GitHub's OpenAPI description says. */
type StoreRequest = paths['/repos/{owner}/{repo}/attestations']['post']['requestBody']['content']['application/json']
/** A Sigstore bundle, as GitHub stores and lists it. */
export type StoredBundle = StoreRequest['bundle']

/** At most this many pages of 100 are read: a commit with more attestations is not a normal one. */
const MAX_PAGES = 10
/** A page of 100 bundles takes a few MiB at most; a larger one is refused while it is read. */
export const MAX_PAGE_BYTES = 8 * 1024 * 1024

/** One entry of a page, as GitHub sent it: any JSON value; the checks decide what it is. */
export type ListedAttestation = unknown

export interface Listing {
  attestations: ListedAttestation[]
  /** Set when there were more pages than are read. */
  truncated: boolean
  /** GitHub answered 404: no attestation for this subject (or none the token may see). */
  noneFound: boolean
}

/**
 * Lists every attestation of `subjectDigest` (`sha256:<hex>`) in `repository`, following the Link
 * header's `next`. Each entry carries its bundle: inline (API version 2022-11-28), or fetched from
 * its `bundle_url` and snappy-decoded, as `gh` reads the answers of newer API versions.
 */
export async function listAttestations(
  api: GitHubApi,
  repository: string,
  subjectDigest: string,
  context: CallContext
): Promise<Listing> {
  const subject = `listing the attestations of ${subjectDigest.slice(0, 19)}… in ${repository}`
  const pages = await api.listPages(
    `${api.apiUrl}/repos/${repository}/attestations/${subjectDigest}?per_page=100`,
    {
      ...context,
      subject,
      maxBodyBytes: MAX_PAGE_BYTES,
      forbiddenHint:
        'Give the job permissions: { contents: read, attestations: read }; for another repository, pass a ' +
        'github-token that can read it.'
    },
    { maxPages: MAX_PAGES, itemsOf: (body, status) => attestationsOf(body, status, subject) }
  )
  const attestations: ListedAttestation[] = []
  for (const entry of pages.items) attestations.push(await withBundle(api, entry, context))
  return { attestations, truncated: pages.truncated, noneFound: pages.notFound }
}

/** A bundle is a few KiB; one fetched from `bundle_url` is refused past this while it is read. */
const MAX_BUNDLE_BYTES = 1024 * 1024
/** How long one bundle_url may take, retries included, before its entry is refused. */
const BUNDLE_FETCH_MS = 10_000

/**
 * The entry with its bundle: as listed when it is inline; fetched from `bundle_url` when only that
 * is given. A bundle that cannot be had is said on the entry (`bundleUnavailable`), which the
 * checks then refuse alone; the deadline and cancellation end the whole listing.
 */
async function withBundle(api: GitHubApi, entry: ListedAttestation, context: CallContext): Promise<ListedAttestation> {
  const listed = parseObject(entry)
  const url = listed?.['bundle_url']
  if (
    listed === undefined ||
    (listed['bundle'] !== undefined && listed['bundle'] !== null) ||
    typeof url !== 'string' ||
    url === ''
  )
    return entry
  // One bundle that keeps failing costs at most this, and refuses its own entry: the listing's
  // own deadline, and cancellation, still end the whole listing.
  const deadline = new Deadline(context.deadline.clock, Math.min(BUNDLE_FETCH_MS, context.deadline.remainingMs()))
  try {
    const bytes = await api.download(url, {
      ...context,
      deadline,
      subject: 'fetching an attestation bundle from its bundle_url',
      maxBodyBytes: MAX_BUNDLE_BYTES,
      forbiddenHint: 'Give the job permissions: { contents: read, attestations: read }.'
    })
    return { ...listed, bundle: decodeBundle(bytes) }
  } catch (error) {
    if (error instanceof CancelledError || (error instanceof DeadlineError && context.deadline.remainingMs() <= 0))
      throw error
    return { ...listed, bundleUnavailable: `its bundle_url could not be read: ${inertText(errorMessage(error), 200)}` }
  }
}

/** A bundle as GitHub stores it behind `bundle_url`: snappy-compressed JSON (plain JSON is taken too). */
function decodeBundle(bytes: Buffer): unknown {
  let text: string
  try {
    text = Buffer.from(snappy.uncompress(bytes, MAX_BUNDLE_BYTES)).toString('utf8')
  } catch {
    text = bytes.toString('utf8')
  }
  const bundle = parseObject(text)
  if (bundle === undefined) throw new Error('it is neither snappy-compressed JSON nor JSON')
  return bundle
}

/** A page's `attestations`, which must be a list: anything else is not GitHub's answer. */
function attestationsOf(body: string, status: number, subject: string): ListedAttestation[] {
  const listed = parseObject(body)?.['attestations']
  if (!Array.isArray(listed)) {
    throw new ApiError(`GitHub's answer while ${subject} is not a page of attestations: ${inertText(body, 120)}`, {
      kind: 'protocol',
      status,
      hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
    })
  }
  return listed
}

/**
 * What GitHub says when the repository's plan cannot hold attestations ("Feature not available for
 * user-owned private repositories", an upgrade to ask for), as against a token that lacks a permission.
 */
const PLAN_REFUSAL = /not available|upgrade|plan\b|enterprise|private repositor/i

/** Why GitHub refused attestations for the plan, said to the person whose step it was, with what to do. */
export const PLAN_NEEDED =
  'GitHub stores and lists attestations of a private or internal repository only on GitHub Enterprise Cloud (of a ' +
  'public one, on every plan). ' +
  "On another plan nothing is stored, so reuse finds nothing and the deploy's verify refuses every commit: " +
  'make the repository public, move it to an Enterprise Cloud organization, or keep the signed bundle ' +
  '(actions/upload-artifact) and check it with gh attestation verify --bundle'

/** Whether GitHub's words refusing to store or list attestations are about the repository's plan. */
export function refusedForPlan(said: string | undefined): boolean {
  return said !== undefined && PLAN_REFUSAL.test(said)
}

/**
 * Stored with its id; or refused by GitHub (some plans and repositories cannot store attestations), with what it said.
 */
export type StoreOutcome = { stored: true; attestationId: string } | { stored: false; refusal: string }

/**
 * POST /repos/{owner}/{repo}/attestations. A 2xx with an id is stored; any other 4xx but the
 * token's own is GitHub refusing it, said and not retried; 5xx, 408, 429 and network failures
 * are tried again within the deadline. The token refused (401, or a 403 about permissions), the
 * deadline, and an answer without an id throw.
 */
export async function storeAttestation(
  api: GitHubApi,
  repository: string,
  bundle: StoredBundle,
  context: CallContext & { forbiddenHint: string }
): Promise<StoreOutcome> {
  let answer
  try {
    answer = await api.request('POST', `${api.apiUrl}/repos/${repository}/attestations`, {
      ...context,
      subject: 'storing the signed attestation',
      body: JSON.stringify({ bundle } satisfies StoreRequest)
    })
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === undefined || error.transient || error.kind === 'auth')
      throw error
    if (error.kind === 'forbidden' && /not accessible by integration|permission/i.test(error.said ?? '')) throw error
    return { stored: false, refusal: `HTTP ${error.status}${error.said === undefined ? '' : ` (${error.said})`}` }
  }
  const id = parseObject(answer.body)?.['id']
  if (
    (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ||
    (typeof id === 'string' && /^[1-9]\d{0,19}$/.test(id))
  ) {
    return { stored: true, attestationId: String(id) }
  }
  throw new ApiError(
    `GitHub answered the store request with HTTP ${answer.status} but no attestation id: ` +
      `${inertText(answer.body, 120)}`,
    {
      kind: 'protocol',
      status: answer.status,
      hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
    }
  )
}
