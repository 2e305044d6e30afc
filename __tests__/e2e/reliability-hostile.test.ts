/**
 * The fault-injection suite: hostile input, a hostile service, malformed inputs.
 *
 * The suite runs the bundled action as the runner runs it against faults from the network, the
 * service and the user. It is split over `__tests__/e2e/reliability-*.test.ts` so that jest's workers
 * run its files side by side; every case is counted (helpers/reliability-ledger.ts), and the
 * global teardown merges the files' counts into the table the docs show, printed at the end of
 * the run and written to build/reliability.md. `npm run reliability` runs these files alone.
 */
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../../__fixtures__/fake-service.js'
import { runGateAction } from '../helpers/gate.js'
import { reliabilitySuite } from '../helpers/reliability-setup.js'
import { counted, errorOf, record } from '../helpers/reliability-ledger.js'

const suite = reliabilitySuite()

/** What a person could read once invisible characters are gone and whitespace is closed up. */
const normalizeForSearch = (text: string) =>
  text.replace(/[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\ufeff]|\u001b\[[0-9;]*m/g, '')

describe('hostile input stays inert', () => {
  const group = 'hostile input'

  it(
    'ids with path characters and unicode stay one encoded path segment',
    counted(group, async () => {
      const id = 'team/agent?v=1#frag%41..é'
      suite.service.addProject(id, { statuses: ['completed'], stepMs: 0 })
      const run = await runGateAction(suite.service, { 'project-id': id })
      expect(run.exitCode).toBe(0)
      const [start] = suite.service.requestsTo('start')
      expect(start.path).toBe(`/v1/attestation/projects/${encodeURIComponent(id)}/start`)
      record(group, 'project-id with / ? # % .. and unicode', run)
    })
  )

  it(
    'a run_id from the service with path characters stays one segment',
    counted(group, async () => {
      suite.service.addFault({
        route: 'start',
        kind: 'raw',
        contentType: 'application/json',
        body: JSON.stringify({ run_id: '../../admin?x=1#y' })
      })
      const run = await runGateAction(suite.service, { timeout: '5s' })
      const polls = suite.service.requests.filter(request => request.method === 'GET')
      expect(polls[0].path).toBe('/v1/attestation/runs/..%2F..%2Fadmin%3Fx%3D1%23y')
      expect(errorOf(run)).toMatch(/Run '\.\.\/\.\.\/admin\?x=1#y' was not found/)
      record(group, 'run_id from the service with path characters', run)
    })
  )

  it(
    'service text with HTML, markdown, workflow commands and ANSI escapes',
    counted(group, async () => {
      const hostile =
        '<script>alert(1)</script>\n| a | b |\n::set-output name=status::completed\n::error::forged\n::add-mask::completed\n\u001b[2J\u001b[31mred'
      suite.service.addProject('proj-hostile', {
        statuses: ['running\n::error::forged', 'completed'],
        reportFields: { note: hostile, [`x${hostile}`]: 1 }
      })
      const passing = await runGateAction(suite.service, { 'project-id': 'proj-hostile' })
      expect(passing.exitCode).toBe(0)
      expect(passing.annotations).toEqual([])
      expect(passing.masks).toEqual([DEMO_API_KEY, 'ghs_runner_token'])
      expect(passing.summary).not.toMatch(/<script|\u001b|\n::/)
      const serviceRows = passing.summary.slice(passing.summary.indexOf('| Field | Value |')).split('\n')
      for (const row of serviceRows.filter(line => line.startsWith('| '))) expect(row.match(/\|/g)).toHaveLength(3)

      suite.service.addFault({ route: 'poll', kind: 'status', status: 400, body: JSON.stringify({ message: hostile }) })
      const failing = await runGateAction(suite.service)
      expect(failing.exitCode).toBe(1)
      expect(failing.annotations).toHaveLength(1)
      expect(failing.annotations[0].message).not.toMatch(/[\n\r\u001b]/)
      expect(
        failing.rawStdout
          .split('\n')
          .filter(line => line.startsWith('::'))
          .map(line => line.slice(0, 12))
      ).toEqual(['::add-mask::', '::add-mask::', '::group::Req', '::endgroup::', '::error::The'])
      record(group, 'service text: HTML, tables, workflow commands, ANSI (record and error)', [passing, failing])
    })
  )

  it(
    'an error body that echoes the key',
    counted(group, async () => {
      suite.service.addFault({
        route: 'poll',
        kind: 'status',
        status: 403,
        body: JSON.stringify({ message: `key ${DEMO_API_KEY} may not read this run`, key: DEMO_API_KEY })
      })
      const run = await runGateAction(suite.service, { 'quote-token': 'qt_demo' })
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toContain('key *** may not read this run')
      record(group, 'error body echoing the API key', run)
    })
  )
})

describe('nothing the service returns can steer the gate, crash it, or reveal the key', () => {
  const group = 'hostile service'

  it.each(['..', '.', '', '   ', 'run\u0000x', 42])(
    'a start answer with run_id %j is refused before any poll',
    counted(group, async runId => {
      suite.service.addFault({
        route: 'start',
        kind: 'raw',
        contentType: 'application/json',
        body: JSON.stringify({ run_id: runId, status: 'queued' })
      })
      const run = await runGateAction(suite.service)
      expect(run.exitCode).toBe(1)
      expect(run.outputs['verdict']).toBe('error')
      expect(errorOf(run)).toMatch(/returned a run id that cannot be used.*Nothing was polled\./)
      expect(suite.service.requests.filter(request => request.method === 'GET')).toHaveLength(0)
      record(group, `start answer with run_id ${JSON.stringify(runId)}: refused, nothing polled`, run)
    })
  )

  it(
    'a record for another run never counts',
    counted(group, async () => {
      const runId = suite.service.createRun(DEMO_PROJECT_ID)
      suite.service.addFault({
        route: 'poll',
        kind: 'raw',
        contentType: 'application/json',
        body: JSON.stringify({ run_id: 'run-other', status: 'completed' })
      })
      const run = await runGateAction(suite.service, { 'run-id': runId })
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toContain(
        `The service answered the poll of run '${runId}' with the record of another run, 'run-other'.`
      )
      record(group, 'a completed record for another run: fails, naming both', run)
    })
  )

  it.each([
    ['a newline', (key: string) => `${key.slice(0, 9)}\n${key.slice(9)}`],
    ['an ANSI colour escape', (key: string) => `${key.slice(0, 9)}\u001b[31m${key.slice(9)}`],
    ['a NUL', (key: string) => `${key.slice(0, 9)}\u0000${key.slice(9)}`],
    ['zero-width spaces', (key: string) => key.split('').join('\u200b')],
    ['base64', (key: string) => Buffer.from(key).toString('base64')],
    ['base64url inside a token', (key: string) => `eyJ${Buffer.from(`{"k":"${key}"}`).toString('base64url')}`],
    ['percent-encoding', (key: string) => [...Buffer.from(key)].map(byte => `%${byte.toString(16)}`).join('')]
  ])(
    'the key disguised with %s in an error is never shown',
    counted(group, async (_, disguise) => {
      suite.service.addFault({
        route: 'start',
        kind: 'status',
        status: 400,
        body: JSON.stringify({ message: `bad key ${disguise(DEMO_API_KEY)} here` })
      })
      const run = await runGateAction(suite.service)
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toMatch(/bad key .*\*\*\*.* here/)
      const shown = [run.rawStdout.replace(/^::add-mask::.*$/gm, ''), run.summary, JSON.stringify(run.outputs)].join(
        '\n'
      )
      expect(normalizeForSearch(shown)).not.toContain(DEMO_API_KEY)
      expect(shown).not.toContain(Buffer.from(DEMO_API_KEY).toString('base64').slice(0, 16))
      record(group, `the key disguised with ${_} in an error body`, run)
    })
  )

  it(
    'a completed record nested thousands of levels deep passes, with outputs and a summary',
    counted(group, async () => {
      const runId = suite.service.createRun(DEMO_PROJECT_ID)
      const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`
      suite.service.addFault({
        route: 'poll',
        kind: 'raw',
        contentType: 'application/json',
        body: `{"run_id":"${runId}","status":"completed","deep":${deep}}`
      })
      const run = await runGateAction(suite.service, { 'run-id': runId })
      expect(run.exitCode).toBe(0)
      expect(run.outputs['verdict']).toBe('passed')
      expect(JSON.parse(run.outputs['run'])).toMatchObject({ run_id: runId, status: 'completed' })
      expect(run.summary).toMatch(/nested more than 3 levels deep are left out here/)
      record(group, 'a completed record 20,000 levels deep: passes, outputs set', run)
    })
  )

  it(
    'a Retry-After past the deadline says what was asked and what was left',
    counted(group, async () => {
      suite.service.addFault({ route: 'poll', kind: 'status', status: 429, retryAfter: String(365 * 24 * 3600) })
      const run = await runGateAction(suite.service, { timeout: '5m' })
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toMatch(
        /The service asked to wait 8760h 00m before trying again \(Retry-After\), longer than the (4m \d\ds|5m 00s) left before timeout, while waiting for run '[^']+'\. Last error: .*HTTP 429\. The last status was 'queued'\./
      )
      record(group, 'a Retry-After of a year: says so, with the time left', run)
    })
  )
})

describe('malformed inputs: a clear error naming the input, nothing sent', () => {
  const group = 'malformed inputs'
  const cases: Array<[string, Record<string, string>]> = [
    ['base-url', { 'base-url': '' }],
    ['base-url', { 'base-url': 'not a url' }],
    ['base-url', { 'base-url': 'ftp://api.example.com/v1' }],
    ['base-url', { 'base-url': 'http://api.example.com/v1' }],
    ['base-url', { 'base-url': 'https://user:pass@api.example.com/v1' }],
    ['base-url', { 'base-url': 'https://api.example.com/v1?debug=1' }],
    ['api-key', { 'api-key': '' }],
    ['api-key', { 'api-key': 'acs_sk_with space' }],
    ['api-key', { 'api-key': 'acs_sk_\u001bcontrol' }],
    ['api-key', { 'api-key': 'acs_sk_\u201csmart\u201d' }],
    ['project-id', { 'project-id': '' }],
    ['project-id', { 'project-id': '..' }],
    ['project-id', { 'project-id': 'p\u0007' }],
    ['run-id', { 'run-id': '.' }],
    ['run-id', { 'run-id': 'r\u001b[0m' }],
    ['quote-token', { 'quote-token': 'qt\u0001' }],
    ['timeout', { timeout: 'forever' }],
    ['timeout', { timeout: '0' }],
    ['timeout', { timeout: '999h' }],
    ['poll-interval', { 'poll-interval': '0s' }],
    ['poll-interval', { 'poll-interval': '1.5s' }],
    ['wait', { wait: 'yes' }],
    ['fail-on-timeout', { 'fail-on-timeout': 'off' }]
  ]

  it.each(cases)(
    '%s: %j',
    counted(group, async (input, inputs) => {
      const run = await runGateAction(suite.service, inputs)
      expect(run.exitCode).toBe(1)
      expect(errorOf(run)).toMatch(new RegExp(`^Input '${input}`))
      expect(errorOf(run)).toMatch(/Nothing was sent to the service/)
      expect(run.summary).toMatch(/could not run/)
      record(group, `${input}: ${JSON.stringify(Object.values(inputs)[0])}`, run, suite.service.requests.length)
    })
  )
})
