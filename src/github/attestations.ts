/**
 * GitHub's attestations API, as far as verifying needs it: every attestation stored for one
 * subject digest in a repository, page by page, within the one deadline. Failures say what was
 * unreachable or refused and what to do; nothing GitHub answers is trusted beyond its shape.
 */
import { HttpClient } from '@actions/http-client'
import { errorMessage } from '../lib/errors.js'
import { GITHUB_API_VERSION, githubMessage } from './api.js'
import type { Deadline, Logger, Random } from '../lib/runtime.js'
import { ApiError } from '../http/errors.js'
import { parseJson, parseRetryAfter } from '../service/failures.js'
import { ServiceLink, CONNECTION_BUDGET_MS } from '../http/link.js'
import { withRetries } from '../http/retry.js'
import { inertText } from '../lib/text.js'

/** At most this many pages of 100 are read: a commit with more attestations is not a normal one. */
const MAX_PAGES = 10
/** Larger pages are refused rather than buffered. */
const MAX_PAGE_CHARACTERS = 32 * 1024 * 1024

/** One entry of a page, as GitHub sent it: any JSON value; the checks decide what it is. */
export type ListedAttestation = unknown

export interface ListRequest {
  apiUrl: string
  repository: string
  /** `sha256:<hex>` */
  subjectDigest: string
  token: string
  deadline: Deadline
  signal: AbortSignal
  logger: Logger
  random: Random
}

export interface Listing {
  attestations: ListedAttestation[]
  /** Set when there were more pages than are read. */
  truncated: boolean
  /** GitHub answered 404: no attestation for this subject (or none the token may see). */
  noneFound: boolean
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'ETIMEDOUT'])

/** Lists every attestation of `subjectDigest` in `repository`, following the Link header's `next`. */
export async function listAttestations(request: ListRequest): Promise<Listing> {
  const origin = new URL(request.apiUrl).origin
  const subject = `listing the attestations of ${request.subjectDigest.slice(0, 19)}… in ${request.repository}`
  const link = new ServiceLink(CONNECTION_BUDGET_MS)
  const attestations: ListedAttestation[] = []
  let next: string | undefined = `${request.apiUrl}/repos/${request.repository}/attestations/${request.subjectDigest}?per_page=100`
  for (let page = 1; next !== undefined; page += 1) {
    if (page > MAX_PAGES) return { attestations, truncated: true, noneFound: false }
    const url: string = next
    const answer = await withRetries(timeoutMs => fetchPage(url, request.token, timeoutMs, subject, link), {
      deadline: request.deadline,
      signal: request.signal,
      logger: request.logger,
      random: request.random,
      link,
      subject,
      isRetryable: error => error.transient
    })
    if (answer === 'none') return { attestations, truncated: false, noneFound: page === 1 }
    attestations.push(...answer.attestations)
    next = nextPage(answer.link, origin)
  }
  return { attestations, truncated: false, noneFound: false }
}

async function fetchPage(
  url: string,
  token: string,
  timeoutMs: number,
  subject: string,
  link: ServiceLink
): Promise<'none' | { attestations: ListedAttestation[]; link?: string }> {
  // Redirects are refused: the token is only ever sent to GITHUB_API_URL.
  const client = new HttpClient('agent-certification-gate-verify', [], { allowRedirects: false, socketTimeout: timeoutMs })
  const host = new URL(url).host
  try {
    const response = await client.get(url, {
      authorization: `Bearer ${token}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': GITHUB_API_VERSION
    })
    link.noteAnswer()
    const status = response.message.statusCode ?? 0
    const body = await response.readBody()
    if (status === 404) return 'none'
    if (status < 200 || status >= 300) throw statusFailure(status, body, response.message.headers['retry-after'], subject)
    if (body.length > MAX_PAGE_CHARACTERS)
      throw new ApiError(`GitHub's answer while ${subject} is too large to read.`, { kind: 'protocol', status })
    const page = parseJson(body)
    const listed =
      typeof page === 'object' && page !== null && !Array.isArray(page) ? (page as Record<string, unknown>)['attestations'] : undefined
    if (!Array.isArray(listed)) {
      throw new ApiError(`GitHub's answer while ${subject} is not a page of attestations: ${inertText(body, 120)}`, {
        kind: 'protocol',
        status,
        hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
      })
    }
    const linkHeader = response.message.headers['link']
    return { attestations: listed, link: Array.isArray(linkHeader) ? linkHeader.join(', ') : linkHeader }
  } catch (error) {
    if (error instanceof ApiError) throw error
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined
    const detail = inertText(errorMessage(error), 200)
    if (code !== undefined && UNREACHABLE_CODES.has(code) && !link.answered) {
      throw new ApiError(`Could not reach GitHub's API at ${host} (${code}) while ${subject}.`, {
        kind: 'unreachable',
        notActedOn: true,
        hint: 'Check GITHUB_API_URL, and the proxy settings (HTTPS_PROXY, NO_PROXY) of the runner.'
      })
    }
    throw new ApiError(`No usable answer from GitHub's API at ${host} while ${subject} (${code ?? detail}).`, { kind: 'transient' })
  } finally {
    client.dispose()
  }
}

function statusFailure(status: number, body: string, retryAfter: string | string[] | undefined, subject: string): ApiError {
  const message = githubMessage(body)
  const said = message === undefined ? '' : `: ${message}`
  if (status === 401) {
    return new ApiError(`GitHub rejected github-token (HTTP 401${said}) while ${subject}.`, {
      kind: 'auth',
      status,
      hint: 'Leave github-token at its default, ${{ github.token }}, or pass a token that is still valid.'
    })
  }
  if (status === 403) {
    return new ApiError(`GitHub refused access (HTTP 403${said}) while ${subject}.`, {
      kind: 'forbidden',
      status,
      hint: 'Give the job permissions: { contents: read, attestations: read }; for another repository, pass a github-token that can read it.'
    })
  }
  if (status === 408 || status === 429 || status >= 500) {
    return new ApiError(`GitHub answered HTTP ${status}${said} while ${subject}.`, {
      kind: 'transient',
      status,
      retryAfterMs: parseRetryAfter(retryAfter)
    })
  }
  if (status >= 300 && status < 400) {
    return new ApiError(`GitHub answered ${subject} with a redirect (HTTP ${status}), which is not followed.`, {
      kind: 'protocol',
      status,
      hint: 'Check GITHUB_API_URL.'
    })
  }
  return new ApiError(`GitHub refused the request (HTTP ${status}${said}) while ${subject}.`, { kind: 'rejected', status })
}

/** The Link header's `rel="next"`, only on GitHub's own origin: the token never goes elsewhere. */
function nextPage(header: string | undefined, origin: string): string | undefined {
  for (const part of (header ?? '').split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part)
    if (match === null) continue
    try {
      const url = new URL(match[1])
      return url.origin === origin ? url.href : undefined
    } catch {
      return undefined
    }
  }
  return undefined
}
