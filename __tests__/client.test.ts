import { createHash } from 'node:crypto'
import { createServer, type AddressInfo, type Server } from 'node:net'
import fc from 'fast-check'
import { failure, nock, useNock } from './helpers/nock-client.js'

// nock patches node:http when it loads; the client must be loaded after it to see the patch.
const { CertificationClient, ENDPOINTS } = await import('../src/service/client.js')
const { serviceMessage } = await import('../src/service/failures.js')
const { destinationOf, networkFailure, parseRetryAfter } = await import('../src/http/network.js')
const servicePeer = (destination: ReturnType<typeof destinationOf>) => ({
  name: 'the service',
  setting: 'base-url',
  destination
})
const { CancelledError } = await import('../src/lib/errors.js')
const { createRedactor } = await import('../src/lib/text.js')
const { runState } = await import('../src/service/run-status.js')
const { judgeRun } = await import('../src/gate/judge/verdict.js')

const BASE = 'https://api.example.com'
const KEY = 'acs_sk_s3cr3t'
const client = () =>
  new CertificationClient({
    baseUrl: `${BASE}/v1`,
    apiKey: KEY,
    userAgent: 'test',
    redact: createRedactor([KEY, 'qt_secret'])
  })
const limits = (timeoutMs = 5000) => ({ signal: new AbortController().signal, timeoutMs })

useNock()

describe('startRun', () => {
  it('posts to the project start path with the key, an Idempotency-Key and no body without a quote token', async () => {
    nock(BASE, { reqheaders: { authorization: `Bearer ${KEY}`, 'idempotency-key': 'idem-1', 'user-agent': 'test' } })
      .post('/v1/attestation/projects/proj-1/start', body => body === '')
      .reply(201, { run_id: 'run-1', status: 'queued' })
    const started = await client().startRun('proj-1', { idempotencyKey: 'idem-1' }, limits())
    expect(started).toEqual({
      runId: 'run-1',
      record: { run_id: 'run-1', status: 'queued' },
      shown: { run_id: 'run-1', status: 'queued' },
      // The digest of the body's bytes as they came, which a signed certification names the record by.
      bodySha256: createHash('sha256')
        .update(JSON.stringify({ run_id: 'run-1', status: 'queued' }))
        .digest('hex')
    })
  })

  it('sends the quote token as {"quote_token": ...} with a JSON content type', async () => {
    nock(BASE, { reqheaders: { 'content-type': 'application/json' } })
      .post('/v1/attestation/projects/proj-1/start', { quote_token: 'qt_secret' })
      .reply(200, { run_id: 'run-2' })
    expect((await client().startRun('proj-1', { idempotencyKey: 'k', quoteToken: 'qt_secret' }, limits())).runId).toBe(
      'run-2'
    )
  })

  it('encodes the project id as one path segment', async () => {
    nock(BASE).post('/v1/attestation/projects/a%2Fb%3Fc%23d%25e%20%C3%A9/start').reply(200, { run_id: 'r' })
    await client().startRun('a/b?c#d%e é', { idempotencyKey: 'k' }, limits())
  })

  it('says clearly when the answer has no run_id', async () => {
    nock(BASE).post('/v1/attestation/projects/p/start').reply(200, { status: 'queued' })
    const error = await failure(client().startRun('p', { idempotencyKey: 'k' }, limits()))
    expect(error.kind).toBe('protocol')
    expect(error.message).toMatch(/no run_id/)
    expect(error.mightHaveActed).toBe(true)
  })

  it.each([
    [402, undefined, /without a quote token/, /quote-token.*run-id/],
    [403, undefined, /without a quote token/, /console/],
    [402, 'qt_secret', /refused the quote token/, /fresh quote token/]
  ])(
    'turns HTTP %p (quote token %p) into a billing error with what to do',
    async (status, quoteToken, message, hint) => {
      nock(BASE).post('/v1/attestation/projects/p/start').reply(status, { message: 'Payment required' })
      const error = await failure(client().startRun('p', { idempotencyKey: 'k', quoteToken }, limits()))
      expect(error.kind).toBe('billing')
      expect(error.message).toMatch(message)
      expect(error.message).toContain('Payment required')
      expect(error.hint).toMatch(hint)
      expect(error.mightHaveActed).toBe(false)
    }
  )

  it('names the project on 404', async () => {
    nock(BASE).post('/v1/attestation/projects/nope/start').reply(404, { message: 'no such project' })
    const error = await failure(client().startRun('nope', { idempotencyKey: 'k' }, limits()))
    expect(error.kind).toBe('not-found')
    expect(error.message).toMatch(/Project 'nope' was not found \(HTTP 404\): no such project/)
    expect(error.hint).toMatch(/project-id/)
  })
})

describe('getRun', () => {
  it('returns the run record, unknown fields included', async () => {
    nock(BASE, { reqheaders: { authorization: `Bearer ${KEY}`, accept: 'application/json' } })
      .get('/v1/attestation/runs/run-1')
      .reply(200, { run_id: 'run-1', status: 'completed', trust: { score: 9 } })
    expect((await client().getRun('run-1', limits())).record).toEqual({
      run_id: 'run-1',
      status: 'completed',
      trust: { score: 9 }
    })
  })

  it('encodes the run id as one path segment', async () => {
    nock(BASE).get('/v1/attestation/runs/..%2F..%2Fadmin').reply(200, { status: 'running' })
    expect((await client().getRun('../../admin', limits())).record).toEqual({ status: 'running' })
  })

  it('says the key was rejected on 401 and that keys belong to one environment', async () => {
    nock(BASE)
      .get('/v1/attestation/runs/r')
      .reply(401, { error: { message: 'invalid key' } })
    const error = await failure(client().getRun('r', limits()))
    expect(error.kind).toBe('auth')
    expect(error.message).toMatch(/rejected the API key \(HTTP 401\).*invalid key/)
    expect(error.hint).toMatch(/scoped to one environment.*base-url \(https:\/\/api\.example\.com\/v1\)/)
  })

  it.each([
    [403, 'forbidden', /refused access/],
    [404, 'not-found', /Run 'r' was not found/],
    [400, 'rejected', /rejected the request \(HTTP 400\)/],
    [422, 'rejected', /HTTP 422/]
  ])('classifies HTTP %p as %p', async (status, kind, message) => {
    nock(BASE).get('/v1/attestation/runs/r').reply(status, { detail: 'the service says why' })
    const error = await failure(client().getRun('r', limits()))
    expect(error.kind).toBe(kind)
    expect(error.message).toMatch(message)
    expect(error.message).toContain('the service says why')
    if (kind === 'rejected') {
      expect(error.hint).toBe(
        'The service would not take the request as sent; what it said is above. Check the inputs it names.'
      )
      nock(BASE).get('/v1/attestation/runs/r').reply(status, '')
      expect((await failure(client().getRun('r', limits()))).hint).toBe(
        'The service would not take the request as sent, and did not say why: check project-id, run-id and base-url.'
      )
    }
  })

  it.each([
    [408, false],
    [429, true],
    [500, false],
    [502, false],
    [503, true],
    [504, false]
  ])('treats HTTP %p as transient (not acted on: %p)', async (status, notActedOn) => {
    nock(BASE).get('/v1/attestation/runs/r').reply(status, 'busy')
    const error = await failure(client().getRun('r', limits()))
    expect(error.transient).toBe(true)
    expect(error.notActedOn).toBe(notActedOn)
    // Its words, for the summary's outage sentence.
    expect(error.said).toBe('busy')
    expect(error.hint).not.toMatch(/raise timeout/i)
    // Advice for what keeps failing once retries run out: the service's fault, or its rate limit; never the agent's.
    expect(error.hint).toMatch(
      status === 429
        ? /limiting requests \(HTTP 429\).*Re-run the job later/
        : /^The service is failing, not the agent: .*run the job again/
    )
  })

  it('reads Retry-After in seconds and as an HTTP date', async () => {
    nock(BASE).get('/v1/attestation/runs/r').reply(429, {}, { 'Retry-After': '7' })
    expect((await failure(client().getRun('r', limits()))).retryAfterMs).toBe(7000)
    const inTwentySeconds = new Date(Date.now() + 20_000).toUTCString()
    nock(BASE).get('/v1/attestation/runs/r').reply(503, {}, { 'Retry-After': inTwentySeconds })
    const retryAfterMs = (await failure(client().getRun('r', limits()))).retryAfterMs ?? 0
    expect(retryAfterMs).toBeGreaterThan(17_000)
    expect(retryAfterMs).toBeLessThanOrEqual(20_000)
  })

  it('treats a 2xx that is not a JSON object as transient', async () => {
    nock(BASE).get('/v1/attestation/runs/r').reply(200, '<html>maintenance</html>')
    const error = await failure(client().getRun('r', limits()))
    expect(error.transient).toBe(true)
    expect(error.message).toMatch(/not a JSON object: <html>maintenance<\/html>/)
    nock(BASE).get('/v1/attestation/runs/r').reply(200, '{"status": "runn')
    expect((await failure(client().getRun('r', limits()))).transient).toBe(true)
    nock(BASE).get('/v1/attestation/runs/r').reply(200, '')
    expect((await failure(client().getRun('r', limits()))).message).toMatch(/empty body/)
  })

  it('refuses a redirect instead of following it with the key', async () => {
    nock(BASE)
      .get('/v1/attestation/runs/r')
      .reply(302, '', { Location: 'https://elsewhere.example.com/v1/attestation/runs/r' })
    const elsewhere = nock('https://elsewhere.example.com').get(/.*/).reply(200, { status: 'completed' })
    const error = await failure(client().getRun('r', limits()))
    expect(error.kind).toBe('protocol')
    expect(error.message).toMatch(/redirect \(HTTP 302\) to https:\/\/elsewhere\.example\.com/)
    expect(elsewhere.isDone()).toBe(false)
    nock.cleanAll()
  })

  it('does not buffer a body larger than the limit', async () => {
    const small = new CertificationClient({
      baseUrl: `${BASE}/v1`,
      apiKey: KEY,
      userAgent: 't',
      redact: s => s,
      maxBodyBytes: 1024
    })
    nock(BASE)
      .get('/v1/attestation/runs/r')
      .reply(200, JSON.stringify({ status: 'running', pad: 'x'.repeat(4096) }))
    const error = await failure(small.getRun('r', limits()))
    expect(error.message).toMatch(/larger than 1024 bytes/)
    expect(error.transient).toBe(true)
  })

  it('redacts the key when the service echoes it back', async () => {
    nock(BASE)
      .get('/v1/attestation/runs/r')
      .reply(400, { message: `bad key ${KEY}` })
    const error = await failure(client().getRun('r', limits()))
    expect(error.message).toContain('bad key ***')
    expect(error.message).not.toContain(KEY)
    nock(BASE)
      .get('/v1/attestation/runs/r')
      .reply(200, { status: 'running', echo: KEY, [KEY]: 1 })
    expect(JSON.stringify((await client().getRun('r', limits())).shown)).not.toContain(KEY)
    // Spelled with a JSON escape, the key only shows once parsed.
    nock(BASE).get('/v1/attestation/runs/r').reply(200, `{"status": "running", "echo": "\\u0061cs_sk_s3cr3t"}`)
    expect((await client().getRun('r', limits())).shown).toEqual({ status: 'running', echo: '***' })
  })

  it('makes service text inert in messages: no newlines, escapes or workflow commands at a line start', async () => {
    nock(BASE).get('/v1/attestation/runs/r').reply(400, { message: 'oops\n::error::injected\u001b[31m red' })
    const error = await failure(client().getRun('r', limits()))
    expect(error.message).not.toMatch(/[\n\r\u001b]/)
    expect(error.message).toContain('oops ::error::injected red')
  })

  it('gives up on a silent server after the request time limit', async () => {
    nock(BASE).get('/v1/attestation/runs/r').delay(5000).reply(200, { status: 'completed' })
    const startedAt = Date.now()
    const error = await failure(client().getRun('r', limits(200)))
    expect(Date.now() - startedAt).toBeLessThan(3000)
    expect(error.message).toMatch(
      /No answer from api\.example\.com:443 within 1s while polling run 'r'; it has not answered any request yet\./
    )
    expect(error.transient).toBe(true)
    nock.abortPendingRequests()
  })

  it('stops at once when cancelled, with the cancellation as the error', async () => {
    nock(BASE).get('/v1/attestation/runs/r').delay(5000).reply(200, { status: 'completed' })
    const cancellation = new AbortController()
    const pending = client().getRun('r', { signal: cancellation.signal, timeoutMs: 10_000 })
    setTimeout(() => cancellation.abort(new CancelledError('SIGINT')), 50)
    await expect(pending).rejects.toBeInstanceOf(CancelledError)
    nock.abortPendingRequests()
    await expect(client().getRun('r', { signal: cancellation.signal, timeoutMs: 1000 })).rejects.toBeInstanceOf(
      CancelledError
    )
    nock.cleanAll()
  })
})

// Real refused and reset connections, and a real untrusted certificate, are in the gate and
// reliability suites; here each error code's classification is checked directly.
describe('networkFailure', () => {
  const coded = (code: string, message = `connect ${code} 10.0.0.1:443`) => Object.assign(new Error(message), { code })
  const poll = ENDPOINTS.getRun('r')
  const destination = destinationOf('https://api.example.com/v1', undefined)
  const networkError = (error: unknown, _subject: string, timedOutAfterMs?: number) =>
    networkFailure(error, poll.subject, servicePeer(destination), timedOutAfterMs)

  it.each(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'])(
    'classifies %s as a connection never made: retried within its budget, never sent, naming host, port and code',
    code => {
      const error = networkError(coded(code), 'polling run r')
      expect(error.kind).toBe('unreachable')
      expect(error.transient).toBe(true)
      expect(error.mightHaveActed).toBe(false)
      expect(error.message).toBe(`Could not connect to api.example.com:443 (${code}) while polling run 'r'.`)
      expect(error.hint).toBe('Check the host and port of base-url (https://api.example.com/v1).')
    }
  )

  it.each(['ECONNRESET', 'EPIPE'])('classifies %s after sending as transient, maybe acted on', code => {
    const error = networkError(coded(code), 'polling run r')
    expect(error.kind).toBe('transient')
    expect(error.mightHaveActed).toBe(true)
    expect(error.message).toBe(`Network error while polling run 'r': connect ${code} 10.0.0.1:443`)
  })

  it('adds the code when the message lacks it, and makes the message inert', () => {
    expect(networkError(coded('ESOMETHING', 'odd\n::error::x'), 's').message).toBe(
      "Network error while polling run 'r': odd ::error::x (ESOMETHING)"
    )
  })

  it('names the proxy when one is in the way', () => {
    const viaProxy = networkFailure(
      Object.assign(new Error('tunneling socket could not be established, statusCode=502'), { code: 'ECONNRESET' }),
      poll.subject,
      servicePeer(destinationOf('https://api.example.com/v1', 'http://user:pass@proxy.internal:3128/'))
    )
    expect(viaProxy.kind).toBe('unreachable')
    expect(viaProxy.message).toMatch(
      /^Could not connect to api\.example\.com:443 through the proxy http:\/\/proxy\.internal:3128 \(the proxy could not reach it/
    )
    expect(viaProxy.message + String(viaProxy.hint)).not.toContain('pass')
  })

  it('says the proxy itself is unreachable when the connection to it fails, and never shows its credentials', () => {
    const refused = networkFailure(
      Object.assign(new Error('tunneling socket could not be established, cause=connect ECONNREFUSED 10.0.0.9:3128'), {
        code: 'ECONNRESET'
      }),
      poll.subject,
      servicePeer(destinationOf('https://api.example.com/v1', 'http://user:pass@proxy.internal:3128/'))
    )
    expect(refused.kind).toBe('unreachable')
    expect(refused.message).toBe(
      "Could not connect to the proxy http://proxy.internal:3128 (ECONNREFUSED) while polling run 'r'; the proxy is unreachable."
    )
    expect(refused.hint).toMatch(/Check HTTPS_PROXY/)
    expect(refused.message + String(refused.hint)).not.toContain('pass')
  })

  it.each(['EPROTO', 'ERR_SSL_WRONG_VERSION_NUMBER'])(
    'ends at once on a failed TLS handshake (%s), pointing at the scheme',
    code => {
      const error = networkError(coded(code), 'polling run r')
      expect(error.kind).toBe('tls')
      expect(error.transient).toBe(false)
      expect(error.mightHaveActed).toBe(false)
      expect(error.hint).toMatch(/scheme of base-url/)
    }
  )

  it('ends at once when the server has never spoken HTTP, and retries a malformed answer once it has', () => {
    const parseError = coded('HPE_INVALID_CONSTANT', 'Parse Error: Expected HTTP/')
    const never = networkFailure(parseError, poll.subject, servicePeer(destination), undefined, false)
    expect(never.kind).toBe('protocol')
    expect(never.hint).toMatch(/scheme and port of base-url/)
    const afterAnAnswer = networkFailure(
      coded('HPE_HEADER_OVERFLOW', 'Parse Error: Header overflow'),
      poll.subject,
      servicePeer(destination),
      undefined,
      true
    )
    expect(afterAnAnswer.transient).toBe(true)
    expect(afterAnAnswer.message).toMatch(/not well-formed HTTP \(HPE_HEADER_OVERFLOW\)/)
  })

  it.each([
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'CERT_HAS_EXPIRED',
    'ERR_TLS_CERT_ALTNAME_INVALID'
  ])('explains the untrusted certificate %s and points at NODE_EXTRA_CA_CERTS', code => {
    const error = networkError(coded(code), 'polling run r')
    expect(error.kind).toBe('tls')
    expect(error.message).toContain(code)
    expect(error.hint).toMatch(/NODE_EXTRA_CA_CERTS/)
    expect(error.mightHaveActed).toBe(false)
  })

  it('counts silence before the service ever answered against the connection budget, without claiming nothing was sent', () => {
    const silent = networkFailure(new Error('aborted'), poll.subject, servicePeer(destination), 30_000, false)
    expect(silent.kind).toBe('unreachable')
    expect(silent.message).toBe(
      "No answer from api.example.com:443 within 30s while polling run 'r'; it has not answered any request yet."
    )
    expect(silent.mightHaveActed).toBe(true)
  })

  it('names its own time limit, and a socket that went silent', () => {
    expect(networkError(new Error('aborted'), 'polling run r', 2500).message).toBe(
      "No answer from the service within 3s while polling run 'r'."
    )
    expect(networkError(new Error('Request timeout: /v1/x'), 'polling run r').message).toBe(
      "The connection went silent while polling run 'r'."
    )
  })
})

describe('serviceMessage', () => {
  it.each([
    ['{"message":"m1"}', 'm1'],
    ['{"error":{"message":"m2"}}', 'm2'],
    ['{"error":"m3"}', 'm3'],
    ['{"detail":"m4"}', 'm4'],
    ['{"title":"m5"}', 'm5'],
    ['plain text', 'plain text'],
    ['{"code":1}', '{"code":1}']
  ])('reads %p as %p', (body, message) => {
    expect(serviceMessage(body)).toBe(message)
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds and dates, and ignores what it cannot read', () => {
    expect(parseRetryAfter('2', 0)).toBe(2000)
    expect(parseRetryAfter(['1.5'], 0)).toBe(1500)
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:10 GMT', 4000)).toBe(6000)
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:01 GMT', 4000)).toBe(0)
    expect(parseRetryAfter('soon', 0)).toBeUndefined()
    expect(parseRetryAfter(undefined, 0)).toBeUndefined()
  })
})

// Redaction is for what people read: an answer that echoes the key is judged exactly as it came.
describe('an answer that echoes the key', () => {
  it('keeps a status with a zero-width space as it came, so it is not taken for completed', async () => {
    nock(BASE).get('/v1/attestation/runs/r').reply(200, { status: 'completed\u200b', echo: KEY })
    const answer = await client().getRun('r', limits())
    expect(answer.record['status']).toBe('completed\u200b')
    expect(answer.shown).toEqual({ status: 'completed\u200b', echo: '***' })
  })

  it('reads a raw escape inside a string as what it is, JSON that does not parse, not a cleaned record', async () => {
    nock(BASE).get('/v1/attestation/runs/r').reply(200, `{"status": "completed\u001b", "echo": "${KEY}"}`)
    const error = await failure(client().getRun('r', limits()))
    expect(error.transient).toBe(true)
    expect(error.message).toMatch(/not a JSON object/)
    expect(error.message).not.toContain(KEY)
  })

  it('refuses a record for "r" followed by a zero-width space, showing the difference', async () => {
    nock(BASE).get('/v1/attestation/runs/r').reply(200, { run_id: 'r\u200b', status: 'completed', echo: KEY })
    const error = await failure(client().getRun('r', limits()))
    expect(error.message).toContain(`with the record of another run, "r\\u200b"`)
    expect(error.message).not.toContain(KEY)
  })

  it('never rewrites a started run_id with a zero-width space inside: it is polled as given', async () => {
    nock(BASE).post('/v1/attestation/projects/p/start').reply(201, { run_id: 'run\u200b-1', echo: KEY })
    expect((await client().startRun('p', { idempotencyKey: 'k' }, limits())).runId).toBe('run\u200b-1')
  })

  it('reads a body that starts with a byte-order mark as not JSON, not as a cleaned record', async () => {
    nock(BASE).get('/v1/attestation/runs/r').reply(200, `\ufeff{"status": "completed", "echo": "${KEY}"}`)
    const error = await failure(client().getRun('r', limits()))
    expect(error.transient).toBe(true)
    expect(error.message).toMatch(/not a JSON object/)
    expect(error.message).not.toContain(KEY)
  })
})

describe('property: an echoed key never changes the verdict', () => {
  /** What the gate makes of one poll's answer: still working, or the policy's verdict, or an error. */
  async function verdictOf(body: string): Promise<string> {
    nock(BASE).get('/v1/attestation/runs/r').reply(200, body)
    try {
      const { record } = await client().getRun('r', limits())
      const status = record['status']
      if (typeof status !== 'string' || status.trim() === '') return 'no status'
      return runState(status) === 'working' ? 'working' : judgeRun({ runId: 'r', status: status, record }).verdict
    } catch (error) {
      return `error: ${(error as Error).name}`
    }
  }

  const invisible = fc.constantFrom('', '\u200b', '\ufeff', '\u001b', '\u00ad', ' ', '\u202e')
  const status = fc
    .tuple(invisible, fc.constantFrom('completed', 'Completed', 'failed', 'running', 'queued'), invisible)
    .map(([before, word, after]) => `${before}${word}${after}`)
  const record = fc.record({
    status,
    run_id: fc.constantFrom(undefined, 'r', 'r\u200b'),
    note: fc.string({ maxLength: 20 }),
    trust_score: fc.integer({ min: 0, max: 100 })
  })
  // Where the service echoes the key: a field of its own, inside a note, as a field name.
  const echoed = fc.constantFrom('field', 'note', 'name')

  it('for any record and any echo of the key, the verdict is the one for the record without it', async () => {
    await fc.assert(
      fc.asyncProperty(record, echoed, async (fields, where) => {
        const plain = JSON.stringify(fields)
        const withKey =
          where === 'field'
            ? JSON.stringify({ ...fields, echo: KEY })
            : where === 'note'
              ? JSON.stringify({ ...fields, note: `${fields.note} ${KEY}` })
              : JSON.stringify({ ...fields, [KEY]: 1 })
        expect(await verdictOf(withKey)).toBe(await verdictOf(plain))
      }),
      { numRuns: 150 }
    )
  })
})

/**
 * The client's reading of an answer, case by case, so that StrykerJS (npm run mutate) finds no
 * change to src/service/client.ts that the tests let through: where 2xx starts and ends, which
 * bodies are not a record, the words for an empty body, a run id that cannot be polled, and the
 * whole message and hint for a record about another run.
 */
describe('what counts as the record of the run polled: the 2xx bounds, the body, the run id', () => {
  describe('which answers are a record', () => {
    it('takes a status under 200 for a failure, never for the record in its body', async () => {
      // No HTTP library sends a status under 200 as a final answer, so a raw loopback socket does.
      const body = '{"run_id":"r","status":"completed"}'
      const server: Server = createServer(socket =>
        socket.once('data', () =>
          socket.end(
            `HTTP/1.1 099 Odd\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`
          )
        )
      )
      await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
      nock.enableNetConnect('127.0.0.1')
      try {
        const { port } = server.address() as AddressInfo
        const local = new CertificationClient({
          baseUrl: `http://127.0.0.1:${port}/v1`,
          apiKey: KEY,
          userAgent: 'test',
          redact: s => s
        })
        const error = await failure(local.getRun('r', limits()))
        expect(error.status).toBe(99)
        expect(error.message).toBe(`The service rejected the request (HTTP 99) while polling run 'r': ${body}`)
      } finally {
        nock.disableNetConnect()
        await new Promise(resolve => server.close(resolve))
      }
    })

    it('takes HTTP 300 for a redirect, not a record', async () => {
      nock(BASE).get('/v1/attestation/runs/r').reply(300, { run_id: 'r', status: 'completed' })
      const error = await failure(client().getRun('r', limits()))
      expect(error.kind).toBe('protocol')
      expect(error.message).toBe("The service answered polling run 'r' with a redirect (HTTP 300) to nowhere.")
    })

    it('takes HTTP 299 with a JSON object for the record', async () => {
      nock(BASE).get('/v1/attestation/runs/r').reply(299, { run_id: 'r', status: 'completed' })
      expect((await client().getRun('r', limits())).record).toEqual({ run_id: 'r', status: 'completed' })
    })

    it.each([
      ['null', 'null'],
      ['a number', '42'],
      ['a string', '"completed"'],
      ['true', 'true'],
      ['a list', '[{"status":"completed"}]']
    ])('refuses a 2xx whose JSON is %s, as transient, quoting the body', async (_what, body) => {
      nock(BASE).get('/v1/attestation/runs/r').reply(200, body)
      const error = await failure(client().getRun('r', limits()))
      expect(error.kind).toBe('transient')
      expect(error.status).toBe(200)
      expect(error.message).toBe(`The service answered polling run 'r' with HTTP 200 but not a JSON object: ${body}`)
    })

    it('calls a body of only whitespace empty', async () => {
      nock(BASE).get('/v1/attestation/runs/r').reply(200, '  \r\n\t ')
      const error = await failure(client().getRun('r', limits()))
      expect(error.message).toBe(
        "The service answered polling run 'r' with HTTP 200 but not a JSON object (empty body)."
      )
    })
  })

  describe('a run id the start returns that cannot be polled', () => {
    it.each([
      ['..', "'..': '..' would name another path"],
      [{ id: 'r-1' }, '{"id":"r-1"}: it is not a string (object)'],
      [['r-1', 'r-2'], '["r-1","r-2"]: it is not a string (object)'],
      [42, '42: it is not a string (number)'],
      [null, 'null: it is not a string (null)']
    ])('refuses run_id %j, showing it as it came', async (runId, said) => {
      nock(BASE).post('/v1/attestation/projects/p/start').reply(201, { run_id: runId, status: 'queued' })
      const error = await failure(client().startRun('p', { idempotencyKey: 'k' }, limits()))
      expect(error.kind).toBe('protocol')
      expect(error.status).toBe(201)
      expect(error.message).toBe(
        `The service accepted the start for project 'p' (HTTP 201) but returned a run id that cannot be used, ${said}. Nothing was polled.`
      )
    })
  })

  describe('a record about another run', () => {
    it('is refused in full words, with where to look', async () => {
      nock(BASE).get('/v1/attestation/runs/r-1').reply(200, { run_id: 'r-2', status: 'completed' })
      const error = await failure(client().getRun('r-1', limits()))
      expect(error.kind).toBe('protocol')
      expect(error.message).toBe(
        "The service answered the poll of run 'r-1' with the record of another run, 'r-2'. An answer about another run never counts."
      )
      expect(error.hint).toBe('Check base-url, and any proxy or cache between the runner and the service.')
    })

    it('is not a record whose run_id is the same id written as a number', async () => {
      nock(BASE).get('/v1/attestation/runs/42').reply(200, { run_id: 42, status: 'running' })
      expect((await client().getRun('42', limits())).record).toEqual({ run_id: 42, status: 'running' })
    })
  })
})
