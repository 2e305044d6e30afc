// outageOf: when the service, not the agent, ended a gate, and the sentences a person reads
// about it (gate.test.ts shows the same through a real service; here each case is one error).
import { ApiError, DeadlineError } from '../src/http/errors.js'
import { outageOf, type Outage } from '../src/gate/plan/outage.js'
import { SERVICE_FAULT_HINT } from '../src/service/failures.js'

const baseUrl = 'https://api.example.com/v1'
const starting = { baseUrl, projectId: 'proj-1' }
const waiting = { baseUrl, projectId: 'proj-1', runId: 'run-7' }
const picksUp =
  ' Run run-7 goes on at the service: re-run the job, or wait for this run in a later step with run-id: run-7.'

const refused = (details: { hint?: string; atProxy?: boolean } = {}) =>
  new ApiError('Could not connect to api.example.com:443 (ECONNREFUSED).', { kind: 'unreachable', ...details })
const answered = (
  status: number,
  details: { said?: string; hint?: string } = {},
  message = `The service answered HTTP ${status}.`
) => new ApiError(message, { kind: 'transient', status, ...details })
/** The service's words (or what was wrong with its answer) as the summary is given them. */
const saidIn = (outage: Outage | undefined) =>
  outage !== undefined && 'said' in outage.serviceFailing ? outage.serviceFailing.said : undefined
const deadline = (lastError: Error | undefined, failedInARow: number) =>
  new DeadlineError('The timeout passed.', lastError, undefined, failedInARow)

describe('a service that could not be reached', () => {
  it('is said first as may be down, then the way through, what to check if it is up, and what the connection met', () => {
    const outage = outageOf(
      refused({ hint: 'Check the host and port of base-url (https://api.example.com/v1).' }),
      starting
    )
    expect(outage).toEqual({
      reason:
        "The service at https://api.example.com/v1 could not be reached while starting a run for project 'proj-1', and may be down.",
      hint:
        `${SERVICE_FAULT_HINT} If it is up, check the host and port of base-url (https://api.example.com/v1). ` +
        'What the connection met: Could not connect to api.example.com:443 (ECONNREFUSED).',
      serviceFailing: { baseUrl, unreachable: 'Could not connect to api.example.com:443 (ECONNREFUSED).' }
    })
  })

  it('is the same when the timeout passed while the connection was still refused, and names the run to pick up', () => {
    const outage = outageOf(deadline(refused({ hint: 'Check The Proxy.' }), 5), waiting)
    expect(outage?.reason).toBe(
      "The service at https://api.example.com/v1 could not be reached while waiting for run 'run-7', and may be down."
    )
    // Only the hint's first letter is lowered, to go on the sentence.
    expect(outage?.hint).toBe(
      `${SERVICE_FAULT_HINT}${picksUp} If it is up, check The Proxy. What the connection met: Could not connect to api.example.com:443 (ECONNREFUSED).`
    )
    expect(outage?.serviceFailing).toEqual({
      baseUrl,
      unreachable: 'Could not connect to api.example.com:443 (ECONNREFUSED).'
    })
  })

  it('says to check base-url when the connection gave no hint of its own', () => {
    expect(outageOf(refused(), starting)?.hint).toBe(
      `${SERVICE_FAULT_HINT} If it is up, check base-url. What the connection met: Could not connect to api.example.com:443 (ECONNREFUSED).`
    )
  })

  it('is not an outage of the service when the proxy in between could not be reached, directly or at the timeout', () => {
    expect(outageOf(refused({ atProxy: true }), starting)).toBeUndefined()
    expect(outageOf(deadline(refused({ atProxy: true }), 5), waiting)).toBeUndefined()
  })
})

describe('a service that kept failing until the timeout', () => {
  it('says it kept failing, the last status, how many times in a row, and what it said', () => {
    const outage = outageOf(deadline(answered(503, { said: 'maintenance', hint: SERVICE_FAULT_HINT }), 4), waiting)
    expect(outage).toEqual({
      reason:
        "The service at https://api.example.com/v1 kept failing until the timeout while waiting for run 'run-7' (HTTP 503, 4 times in a row: maintenance).",
      hint: `${SERVICE_FAULT_HINT}${picksUp}`,
      serviceFailing: { baseUrl, status: 503, said: 'maintenance' }
    })
  })

  it('says nothing of its words when it said none, and gives the answer’s own hint (429: limiting requests)', () => {
    const outage = outageOf(deadline(answered(429, { hint: 'The service is limiting requests.' }), 2), starting)
    expect(outage).toEqual({
      reason:
        "The service at https://api.example.com/v1 kept failing until the timeout while starting a run for project 'proj-1' (HTTP 429, 2 times in a row).",
      hint: 'The service is limiting requests.',
      serviceFailing: { baseUrl, status: 429 }
    })
    expect(outage?.serviceFailing).not.toHaveProperty('said')
  })

  it('says the service is failing when the answer gave no hint of its own', () => {
    expect(outageOf(deadline(answered(500), 2), waiting)?.hint).toBe(`${SERVICE_FAULT_HINT}${picksUp}`)
  })

  it('counts HTTP 500 itself as failing, and a 408 (a request timeout the service answers) too', () => {
    expect(outageOf(deadline(answered(500), 2), starting)?.reason).toBe(
      "The service at https://api.example.com/v1 kept failing until the timeout while starting a run for project 'proj-1' (HTTP 500, 2 times in a row)."
    )
    expect(outageOf(deadline(answered(408), 3), starting)?.reason).toBe(
      "The service at https://api.example.com/v1 kept failing until the timeout while starting a run for project 'proj-1' (HTTP 408, 3 times in a row)."
    )
  })

  it('is a slow run, not an outage, after one failed answer (the last poll of a run still going)', () => {
    expect(outageOf(deadline(answered(503), 1), waiting)).toBeUndefined()
    expect(outageOf(deadline(answered(503), 0), waiting)).toBeUndefined()
  })

  it('is not an outage when the last failure had no status, was not the service failing, or was no failure', () => {
    // A reset: transient, with no answer to count.
    expect(
      outageOf(deadline(new ApiError('The connection was reset.', { kind: 'transient' }), 3), waiting)
    ).toBeUndefined()
    // A refusal or a protocol fault is the gate's to report, not an outage, even repeated.
    expect(
      outageOf(deadline(new ApiError('Redirected.', { kind: 'protocol', status: 502 }), 3), waiting)
    ).toBeUndefined()
    expect(outageOf(deadline(new Error('HTTP 503'), 3), waiting)).toBeUndefined()
    expect(outageOf(deadline(undefined, 3), waiting)).toBeUndefined()
  })
})

describe('a service that kept answering what the gate cannot read until the timeout', () => {
  it('says so with what was wrong with the answer, its full stop dropped to go inside the brackets', () => {
    const message = 'The service answered checking run run-7 with HTTP 200 but not a JSON object (empty body).'
    const outage = outageOf(deadline(answered(200, {}, message), 3), waiting)
    expect(outage).toEqual({
      reason:
        "The service at https://api.example.com/v1 kept answering what the gate cannot read until the timeout while waiting for run 'run-7' " +
        '(HTTP 200, 3 times in a row: The service answered checking run run-7 with HTTP 200 but not a JSON object (empty body)).',
      hint: `${SERVICE_FAULT_HINT}${picksUp}`,
      serviceFailing: {
        baseUrl,
        status: 200,
        said: 'The service answered checking run run-7 with HTTP 200 but not a JSON object (empty body)'
      }
    })
  })

  it('keeps the full stops inside what was wrong, drops only the last one, and keeps the words the service said when it said any', () => {
    const inside = outageOf(
      deadline(answered(200, {}, 'HTTP 200 but not a JSON object: v1.2 says <html>'), 2),
      starting
    )
    expect(saidIn(inside)).toBe('HTTP 200 but not a JSON object: v1.2 says <html>')
    const said = outageOf(deadline(answered(200, { said: 'half a page' }, 'not a JSON object.'), 2), starting)
    expect(saidIn(said)).toBe('half a page')
  })

  it('shows what was wrong as inert text, on one line, cut to 300 characters', () => {
    const message = `not a JSON object:\n\u001b[31m${'x'.repeat(400)}`
    const said = saidIn(outageOf(deadline(answered(200, {}, message), 2), starting))
    expect(said).toBe(`not a JSON object: ${'x'.repeat(280)}…`)
    expect(Array.from(said ?? '')).toHaveLength(300)
  })
})

describe('where the gate was', () => {
  it('names the project and the run as inert text', () => {
    const outage = outageOf(deadline(answered(503), 2), {
      baseUrl,
      projectId: 'proj\u200b-1\n',
      runId: 'run-\u001b[1m7'
    })
    expect(outage?.reason).toContain("while waiting for run 'run-7' (HTTP 503")
    expect(outage?.hint).toContain(picksUp)
    const starting = outageOf(deadline(answered(503), 2), { baseUrl, projectId: 'proj\u200b-1\n' })
    expect(starting?.reason).toContain("while starting a run for project 'proj-1' (HTTP 503")
  })

  it('names no project it was not given', () => {
    expect(outageOf(refused(), { baseUrl })?.reason).toBe(
      "The service at https://api.example.com/v1 could not be reached while starting a run for project '', and may be down."
    )
  })

  it('is no outage for anything else that ended the gate', () => {
    expect(
      outageOf(new ApiError('The service rejected the API key (HTTP 401).', { kind: 'auth', status: 401 }), waiting)
    ).toBeUndefined()
    expect(outageOf(new Error('boom'), waiting)).toBeUndefined()
    expect(outageOf('boom', waiting)).toBeUndefined()
    expect(outageOf(undefined, waiting)).toBeUndefined()
  })
})
