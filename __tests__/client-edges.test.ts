/**
 * The client's reading of an answer, case by case, so that StrykerJS (npm run mutate) finds no
 * change to src/service/client.ts that the tests let through: where 2xx starts and ends, which
 * bodies are not a record, the words for an empty body, a run id that cannot be polled, and the
 * whole message and hint for a record about another run.
 */
import { createServer, type AddressInfo, type Server } from 'node:net'
import { failure, nock, useNock } from './helpers/nock-client.js'

// nock patches node:http when it loads; the client must be loaded after it to see the patch.
const { CertificationClient } = await import('../src/service/client.js')
const { createRedactor } = await import('../src/lib/text.js')

const BASE = 'https://api.example.com'
const KEY = 'acs_sk_s3cr3t'
const client = () => new CertificationClient({ baseUrl: `${BASE}/v1`, apiKey: KEY, userAgent: 'test', redact: createRedactor([KEY]) })
const limits = () => ({ signal: new AbortController().signal, timeoutMs: 5000 })

useNock()

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
      const local = new CertificationClient({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: KEY, userAgent: 'test', redact: s => s })
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
    expect(error.message).toBe("The service answered polling run 'r' with HTTP 200 but not a JSON object (empty body).")
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
