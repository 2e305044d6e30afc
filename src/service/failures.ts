/**
 * The service's HTTP answers outside 2xx in the words a person acts on: what happened, the
 * likely cause, what to do. Each endpoint names itself, so the advice fits the request that
 * failed. Failures without an answer are http/network.ts's.
 */
import { HttpCodes } from '@actions/http-client'
import { explanationOf, parseObject } from '../lib/json.js'
import { inertText } from '../lib/text.js'
import { ApiError } from '../http/errors.js'
import { isTransientStatus, parseRetryAfter, type Destination } from '../http/network.js'
import type { IncomingHttpHeaders } from 'node:http'

/** What a person needs to read when a request fails: what it was doing, what a 404 means, whether billing applies. */
export interface FailedRequest {
  /** What the request was doing, for messages: "starting a run for project 'p'". */
  subject: string
  /** What an HTTP 404 means here: which thing is unknown, and the input that names it. */
  notFound: { what: string; input: string }
  /** Set where billing can refuse the request (402, or 403): whether a quote token was sent. */
  billing?: { quoteTokenGiven: boolean }
}

/** The answer outside 2xx, its body already redacted. */
export interface FailedAnswer {
  status: number
  headers: IncomingHttpHeaders
  /** The body as UTF-8 text. */
  body: string
}

/** An HTTP answer outside 2xx, as an ApiError a person can act on. */
export function failureForStatus(
  answer: FailedAnswer,
  endpoint: FailedRequest,
  destination: Destination,
  now: number
): ApiError {
  const { status } = answer
  const { subject } = endpoint
  const said = serviceMessage(answer.body)
  const saidSuffix = said === '' ? '' : `: ${said}`
  const where = `base-url (${destination.baseUrl})`
  if (status === HttpCodes.Unauthorized) {
    return new ApiError(`The service rejected the API key (HTTP 401) while ${subject}${saidSuffix}`, {
      kind: 'auth',
      status,
      hint:
        `API keys are scoped to one environment: check that ${where} is the host of the environment the key was ` +
        `created in ` +
        '(console: Settings, Environments), and that the secret holds the whole key.'
    })
  }
  if (endpoint.billing !== undefined && (status === HttpCodes.PaymentRequired || status === HttpCodes.Forbidden)) {
    return billingFailure(status, subject, saidSuffix, endpoint.billing.quoteTokenGiven)
  }
  if (status === HttpCodes.Forbidden) {
    return new ApiError(`The service refused access (HTTP 403) while ${subject}${saidSuffix}`, {
      kind: 'forbidden',
      status,
      hint: `Check that the key, made for the environment of ${where}, may read this run.`
    })
  }
  if (status === HttpCodes.NotFound) {
    return new ApiError(`${endpoint.notFound.what} was not found (HTTP 404)${saidSuffix}`, {
      kind: 'not-found',
      status,
      hint: `Check ${endpoint.notFound.input}, and that ${where} is the environment it belongs to.`
    })
  }
  if (status >= HttpCodes.MultipleChoices && status < HttpCodes.BadRequest) return redirectFailure(answer, subject)
  if (isTransientStatus(status)) {
    return new ApiError(`The service answered HTTP ${status} while ${subject}${saidSuffix}`, {
      kind: 'transient',
      status,
      retryAfterMs: parseRetryAfter(answer.headers['retry-after'], now),
      notActedOn: status === HttpCodes.TooManyRequests || status === HttpCodes.ServiceUnavailable,
      said: said === '' ? undefined : said,
      hint: status === HttpCodes.TooManyRequests ? TOO_MANY_REQUESTS_HINT : SERVICE_FAULT_HINT
    })
  }
  return new ApiError(`The service rejected the request (HTTP ${status}) while ${subject}${saidSuffix}`, {
    kind: 'rejected',
    status,
    hint:
      said === ''
        ? 'The service would not take the request as sent, and did not say why: check project-id, run-id and base-url.'
        : 'The service would not take the request as sent; what it said is above. Check the inputs it names.'
  })
}

/** A redirect, which is not followed: the API key only ever goes to base-url. */
function redirectFailure(answer: FailedAnswer, subject: string): ApiError {
  const location = inertText(String(answer.headers.location ?? 'nowhere'), 200)
  return new ApiError(`The service answered ${subject} with a redirect (HTTP ${answer.status}) to ${location}.`, {
    kind: 'protocol',
    status: answer.status,
    hint:
      'Redirects are not followed, so the API key is only ever sent to base-url: set base-url to the address ' +
      'the service redirects to.'
  })
}

/**
 * What to do when the service keeps failing, or cannot be reached: nothing about the agent, so nothing to fix in the
 * change.
 */
export const SERVICE_FAULT_HINT =
  'The service is failing, not the agent: nothing in the change needs fixing. Once it recovers, run the job again. ' +
  "If the outage outlasts what a merge can wait, see the README's question on the service being down (the ruleset's " +
  'bypass list).'

const TOO_MANY_REQUESTS_HINT =
  'The service is limiting requests (HTTP 429), which says nothing about the agent: nothing in the change needs ' +
  'fixing. Re-run the job later.'

/** Billing refused the start: the quote token given, or none given. */
function billingFailure(status: number, subject: string, saidSuffix: string, quoteTokenGiven: boolean): ApiError {
  return quoteTokenGiven
    ? new ApiError(`The service refused the quote token (HTTP ${status}) while ${subject}${saidSuffix}`, {
        kind: 'billing',
        status,
        hint: 'Get a fresh quote token in the console, or start the run in the console and pass its id as run-id.'
      })
    : new ApiError(
        `The service refused to start a run without a quote token (HTTP ${status}) while ${subject}${saidSuffix}`,
        {
          kind: 'billing',
          status,
          hint:
            'Organizations that are not billing-exempt need a quote token to start a run through the API, and quote ' +
            'tokens ' +
            'are only issued to console sessions. Get a quote token in the console and pass it as quote-token, or ' +
            'start the ' +
            'run in the console and pass its id as run-id.'
        }
      )
}

/** The service's own words from an error body, made inert; the body's shape is not in the spec. */
export function serviceMessage(body: string): string {
  const parsed = parseObject(body)
  return (parsed === undefined ? undefined : explanationOf(parsed)) ?? inertText(body)
}
