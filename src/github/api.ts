/**
 * GitHub's REST API, as both actions speak it: one client over the shared HTTP exchange and retry
 * loop (http/), the API version, the token sent only to GITHUB_API_URL (redirects are refused),
 * and GitHub's answers outside 2xx in the words a person acts on.
 */
import type { IncomingHttpHeaders } from 'node:http'
import { HttpCodes } from '@actions/http-client'
import { parseObject } from '../lib/json.js'
import type { Deadline, Logger, Random } from '../lib/runtime.js'
import { inertText } from '../lib/text.js'
import { ApiError } from '../http/errors.js'
import { HttpPeer } from '../http/exchange.js'
import { isTransientStatus, parseRetryAfter } from '../http/network.js'
import { withRetries } from '../http/retry.js'
import { nextPage } from '../http/next-page.js'
import { ACTION_VERSION } from '../lib/version.js'

const USER_AGENT = `agent-certification-gate/${ACTION_VERSION}`

/**
 * The REST API version both actions speak: its attestation list carries each bundle inline (an entry with only a
 * `bundle_url`, as newer versions answer, is fetched too).
 */
export const GITHUB_API_VERSION = '2022-11-28'

/** GitHub's own words from an error body (`{"message": "Not Found"}`), made inert; undefined when it has none. */
export function githubMessage(body: string): string | undefined {
  const message = parseObject(body)?.['message']
  return typeof message === 'string' ? inertText(message, 200) : undefined
}

export interface GitHubApiOptions {
  /** GITHUB_API_URL, without a trailing slash. */
  apiUrl: string
  token: string
  /** Where the per-request debug line goes; nowhere by default. */
  logger?: Pick<Logger, 'debug'>
  /** Larger answers are refused while they are read; default 1 MiB. */
  maxBodyBytes?: number
}

/** One call: what it is doing, within which deadline, and what to do when GitHub refuses the token's access. */
/** What every call needs: the deadline, cancellation, a log and jitter. */
export interface CallContext {
  deadline: Deadline
  signal: AbortSignal
  logger: Logger
  random: Random
}

export interface GitHubCall extends CallContext {
  /** "listing the attestations of sha256:… in octo/agent", for messages. */
  subject: string
  /** What to do about a 403: the permissions the call needs. */
  forbiddenHint: string
  /** A JSON body to send (with POST or PATCH). */
  body?: string
  /** Larger answers are refused while they are read; default, the client's. */
  maxBodyBytes?: number
  /**
   * False: one attempt only, for a call whose whole budget is small (the comment's). Default: retried while it may
   * pass.
   */
  retry?: boolean
}

/** A listing read page by page: its items, whether pages were left unread, and whether GitHub found nothing (404). */
export interface Pages<T> {
  items: T[]
  truncated: boolean
  notFound: boolean
}

/** A 2xx answer: its status, the Link header, and the body as text. */
export interface GitHubAnswer {
  status: number
  link?: string
  body: string
}

/**
 * One per step, made at the action's entry and handed to every part that asks GitHub anything:
 * they share one PeerLink, so a rate-limit hold GitHub asks of one holds back all of them.
 */
export class GitHubApi {
  readonly apiUrl: string
  private readonly options: GitHubApiOptions
  private peer: HttpPeer | undefined

  constructor(options: GitHubApiOptions) {
    this.options = options
    this.apiUrl = options.apiUrl
  }

  /**
   * Made at the first call, not at the entry: a GITHUB_API_URL that is not a URL is then the
   * failure of the call that needed GitHub, never of a step that asks GitHub nothing.
   */
  private get http(): HttpPeer {
    return (this.peer ??= new HttpPeer({
      name: 'GitHub',
      setting: 'GITHUB_API_URL',
      baseUrl: this.options.apiUrl,
      userAgent: USER_AGENT,
      logger: this.options.logger,
      maxBodyBytes: this.options.maxBodyBytes
    }))
  }

  /** Requests sent so far, every attempt counted. */
  get requestCount(): number {
    return this.peer?.requestCount ?? 0
  }

  /**
   * `method` on `url` (GITHUB_API_URL's own), retried within the deadline while GitHub's failure
   * may pass (a 5xx, 408, 429 with its Retry-After, the network); any other answer outside 2xx
   * throws an ApiError that says what GitHub said and what to do.
   */
  async request(method: 'GET' | 'POST' | 'PATCH', url: string, call: GitHubCall): Promise<GitHubAnswer> {
    if (new URL(url).origin !== new URL(this.apiUrl).origin) throw new Error(`not GitHub's API: ${url}`)
    const answer = await this.send(this.http, method, url, call, true)
    const link = answer.headers['link']
    return {
      status: answer.status,
      link: Array.isArray(link) ? link.join(', ') : link,
      body: answer.bytes.toString('utf8')
    }
  }

  /**
   * The bytes at `url`, a file GitHub points to (an attestation's `bundle_url`): with the token
   * only when it is on GITHUB_API_URL's own origin, and otherwise only over https; retried as any
   * call, within the deadline and the size limit.
   */
  async download(url: string, call: GitHubCall): Promise<Buffer> {
    const target = new URL(url)
    const own = target.origin === new URL(this.apiUrl).origin
    if (!own && target.protocol !== 'https:') {
      throw new ApiError(
        `GitHub pointed to ${inertText(target.origin, 120)} while ${call.subject}: not https, so it was not fetched.`,
        {
          kind: 'protocol',
          hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
        }
      )
    }
    const peer = own
      ? this.http
      : new HttpPeer({
          name: `the file host ${target.host}`,
          setting: 'bundle_url',
          baseUrl: target.origin,
          userAgent: USER_AGENT
        })
    return (await this.send(peer, 'GET', url, call, own)).bytes
  }

  /** One call through `peer`, retried while it may pass; an answer outside 2xx throws GitHub's failure. */
  private send(peer: HttpPeer, method: 'GET' | 'POST' | 'PATCH', url: string, call: GitHubCall, withToken: boolean) {
    const headers: Record<string, string> = {
      accept: 'application/vnd.github+json',
      'x-github-api-version': GITHUB_API_VERSION
    }
    if (withToken && this.options.token === '') {
      // An empty github-token is never sent as an empty bearer: GitHub would answer as to anyone.
      return Promise.reject(
        new ApiError(`github-token is empty, so GitHub was not asked while ${call.subject}.`, {
          kind: 'auth',
          notActedOn: true,
          hint: 'Leave github-token at its default, ${{ github.token }}, or pass a token.'
        })
      )
    }
    if (withToken) headers['authorization'] = `Bearer ${this.options.token}`
    return withRetries(
      async (timeoutMs, attempt) => {
        const answer = await peer.exchange(
          {
            method,
            url,
            headers,
            body: call.body,
            subject: call.subject,
            shownAs: new URL(url).pathname,
            maxBodyBytes: call.maxBodyBytes,
            tooLarge: 'refuse'
          },
          { signal: call.signal, timeoutMs, attempt }
        )
        if (answer.status < HttpCodes.OK || answer.status >= HttpCodes.MultipleChoices) {
          throw githubFailure(answer.status, answer.bytes.toString('utf8'), answer.headers, call)
        }
        return answer
      },
      {
        deadline: call.deadline,
        signal: call.signal,
        logger: call.logger,
        random: call.random,
        link: peer.link,
        subject: call.subject,
        peer: 'GitHub',
        isRetryable: error => call.retry !== false && error.transient
      }
    )
  }

  /**
   * Every page of a listing from `url`, following the Link header's `next` on GITHUB_API_URL's
   * own origin (the token never goes elsewhere), at most `maxPages` of them. A 404 ends it.
   */
  async listPages<T>(
    url: string,
    call: GitHubCall,
    { maxPages, itemsOf }: { maxPages: number; itemsOf(body: string, status: number): T[] }
  ): Promise<Pages<T>> {
    const origin = new URL(this.apiUrl).origin
    const items: T[] = []
    let next: string | undefined = url
    for (let page = 1; next !== undefined; page += 1) {
      if (page > maxPages) return { items, truncated: true, notFound: false }
      let answer: GitHubAnswer
      try {
        answer = await this.request('GET', next, call)
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'not-found')
          return { items, truncated: false, notFound: page === 1 }
        throw error
      }
      items.push(...itemsOf(answer.body, answer.status))
      next = nextPage(answer.link, origin)
    }
    return { items, truncated: false, notFound: false }
  }
}

/** GitHub's answer outside 2xx, as an ApiError a person can act on. */
function githubFailure(status: number, body: string, headers: IncomingHttpHeaders, call: GitHubCall): ApiError {
  const message = githubMessage(body)
  const said = message === undefined ? '' : `: ${message}`
  const { subject } = call
  const now = call.deadline.clock.now()
  const retryAfterMs = parseRetryAfter(headers['retry-after'], now)
  // GitHub's rate limits answer 403 (or 429) with a Retry-After, or with no requests left: wait, as for any hold.
  const rateLimited =
    status === HttpCodes.Forbidden && (retryAfterMs !== undefined || headers['x-ratelimit-remaining'] === '0')
  if (status === HttpCodes.Unauthorized) {
    return new ApiError(`GitHub rejected github-token (HTTP 401${said}) while ${subject}.`, {
      kind: 'auth',
      status,
      said: message,
      hint: 'Leave github-token at its default, ${{ github.token }}, or pass a token that is still valid.'
    })
  }
  if (status === HttpCodes.Forbidden && !rateLimited) {
    return new ApiError(`GitHub refused access (HTTP 403${said}) while ${subject}.`, {
      kind: 'forbidden',
      status,
      said: message,
      hint: call.forbiddenHint
    })
  }
  if (status === HttpCodes.NotFound) {
    return new ApiError(`GitHub found nothing (HTTP 404${said}) while ${subject}.`, {
      kind: 'not-found',
      status,
      said: message
    })
  }
  if (isTransientStatus(status) || rateLimited) {
    return new ApiError(`GitHub answered HTTP ${status}${said} while ${subject}.`, {
      kind: 'transient',
      status,
      said: message,
      retryAfterMs: retryAfterMs ?? (rateLimited ? resetInMs(headers, now) : undefined),
      notActedOn: status === HttpCodes.TooManyRequests || rateLimited
    })
  }
  if (status >= HttpCodes.MultipleChoices && status < HttpCodes.BadRequest) {
    const location = headers.location === undefined ? '' : ` to ${inertText(String(headers.location), 200)}`
    return new ApiError(
      `GitHub answered ${subject} with a redirect (HTTP ${status})${location}, which is not followed.`,
      {
        kind: 'protocol',
        status,
        hint: 'Check GITHUB_API_URL.'
      }
    )
  }
  return new ApiError(`GitHub refused the request (HTTP ${status}${said}) while ${subject}.`, {
    kind: 'rejected',
    status,
    said: message
  })
}

/** How long until GitHub's primary rate limit resets (`x-ratelimit-reset`, epoch seconds), when it says. */
function resetInMs(headers: IncomingHttpHeaders, now: number): number | undefined {
  const reset = Number(headers['x-ratelimit-reset'])
  return Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - now) : undefined
}
