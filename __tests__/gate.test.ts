import { CancelledError } from '../src/lib/errors.js'
import { DEMO_PROJECT_ID, startFakeService, type FakeService } from '../__fixtures__/fake-service.js'
import { closedPort } from './helpers/closed-port.js'
import { runGateInProcess } from './helpers/gate.js'
import { flatOf } from './helpers/gate-result.js'
import { namedRun } from '../src/gate/results.js'
import { startedAgainText } from '../src/gate/plan/start.js'
import { compilePassIf } from '../src/policy/pass-if.js'
import { EXPRESSION_VARIABLES } from '../src/gate/judge/variables.js'

let service: FakeService

beforeEach(async () => {
  // stepMs 0: each poll moves the run one status on, so nothing races the clock.
  service = await startFakeService({ script: { statuses: ['queued', 'running', 'completed'], stepMs: 0 } })
})
afterEach(() => service.close())

/** pass-if or fail-if, compiled over the variables the gate gives them. */
const compile = (expression: string) => {
  const { judged, maps, strings, typed } = EXPRESSION_VARIABLES
  return compilePassIf(expression, judged, maps, strings, typed)
}

/** The demo project's next runs, one per score, each completing with it. */
const scoring = (...scores: number[]) =>
  service.queueRuns(
    DEMO_PROJECT_ID,
    scores.map(score => ({ reportFields: { trust_score: score } }))
  )

describe('runGate', () => {
  it('starts a run, waits for completed, and passes', async () => {
    const { result, logger } = await runGateInProcess(service)
    expect(flatOf(result)).toMatchObject({
      verdict: 'passed',
      failsStep: false,
      projectId: DEMO_PROJECT_ID,
      status: 'completed',
      polls: 3
    })
    const run = namedRun(result)
    expect(run?.runId).toMatch(/^run-/)
    expect(run?.record).toMatchObject({ run_id: run?.runId, trust_score: 92 })
    expect(service.requestsTo('start')).toHaveLength(1)
    expect(service.requestsTo('start')[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(service.requestsTo('start')[0].body).toBe('')
    expect(service.requests).toHaveLength(4)
    expect(logger.lines.join('\n')).toMatch(
      /Starting a certification run for project proj-demo[\s\S]*Started run run-\S+ \(status queued\)/
    )
  })

  it('refuses a start answered with a run it already started: no further start, no poll, nothing judged', async () => {
    service.oneRunAtATime(DEMO_PROJECT_ID)
    const { result } = await runGateInProcess(service, { repeat: 3 })
    const [only] = [...service.runs.keys()]
    expect(flatOf(result)).toMatchObject({ verdict: 'error', failsStep: true, runId: only, polls: 0 })
    expect(result.runs?.map(run => run.runId)).toEqual([only])
    expect(result.policy).toBeUndefined()
    expect(result.reason).toBe(
      `The service answered start 2 of 3 with run ${only}, which start 1 had already started: it handed back a run ` +
        'already going, so repeat: 3 cannot be honoured (one run counted twice is not two runs). Nothing was ' +
        `judged; the run(s) started go on at the service: ${only}.`
    )
    expect(result.hint).toBe(
      'The service seems to allow one run of a project at a time: use repeat: 1 for this project, or ask its ' +
        'operators whether runs of one project can go at once.'
    )
    expect(service.requestsTo('start')).toHaveLength(2)
    expect(service.requestsTo('poll')).toHaveLength(0)
  })

  it('reads a run handed back in another case or width as the run it is, and shows both spellings', async () => {
    for (const spell of [(id: string) => id.toUpperCase(), (id: string) => ` ${toFullWidth(id)}`]) {
      const project = `proj-${Math.random().toString(36).slice(2, 8)}`
      service.oneRunAtATime(project, spell)
      const { result } = await runGateInProcess(service, { repeat: 3, projectId: project })
      const [only] = [...service.runs.values()].filter(run => run.projectId === project).map(run => run.id)
      expect(flatOf(result)).toMatchObject({ verdict: 'error', polls: 0 })
      expect(result.reason).toContain(
        `with run ${spell(only).trim()}, which start 1 had already started as ${only} (ids a service may read as one: ` +
          'the same letters in another case or width): it handed back a run already going'
      )
    }
  })

  it('of several runs, one that fails ends the wait for the others, and is the one named; one run alone is said plainly', async () => {
    service.queueRuns('proj-stuck', [
      { statuses: ['running'] },
      { statuses: ['running', 'failed'], reportFields: { message: 'Sandbox crashed' } },
      { statuses: ['running'] }
    ])
    const { result, logger } = await runGateInProcess(service, { projectId: 'proj-stuck', repeat: 3 })
    const runIds = [...service.runs.keys()]
    expect(flatOf(result)).toMatchObject({ verdict: 'failed', runId: runIds[1], status: 'failed', named: 1 })
    expect(result.runs.map(run => run.runId)).toEqual(runIds)
    expect(logger.lines).toContain(
      `info: Run ${runIds[1]} ended in failure, and every run counts: the others are not waited for (they go on at ` +
        'the service).'
    )
    // The others were given up at once, not polled to the timeout.
    expect(result.polls).toBeLessThan(10)
    // A run that fails last gives up no wait: nothing is said of others.
    service.queueRuns('proj-last', [{ statuses: ['completed'] }, { statuses: ['running', 'running', 'failed'] }])
    const last = await runGateInProcess(service, { projectId: 'proj-last', repeat: 2 })
    expect(flatOf(last.result)).toMatchObject({ verdict: 'failed', named: 1 })
    expect(last.logger.lines.filter(line => line.includes('the others are not waited for'))).toEqual([])
    service.queueRuns('proj-alone', [{ statuses: ['running', 'failed'] }])
    const alone = await runGateInProcess(service, { projectId: 'proj-alone' })
    expect(flatOf(alone.result)).toMatchObject({ verdict: 'failed', named: 0 })
    expect(alone.logger.lines.filter(line => line.includes('the others are not waited for'))).toEqual([])
  })

  it('starts repeat runs, each its own, with keys derived from a fixed one, and judges them together', async () => {
    const { result, logger } = await runGateInProcess(service, { repeat: 3 }, undefined, { idempotencyKey: 'k-fixed' })
    const runIds = [...service.runs.keys()]
    expect(flatOf(result)).toMatchObject({ verdict: 'passed', runId: runIds[0] })
    expect(result.runs?.map(run => run.runId)).toEqual(runIds)
    expect(service.requestsTo('start').map(start => start.headers['idempotency-key'])).toEqual([
      'k-fixed',
      'k-fixed-2',
      'k-fixed-3'
    ])
    for (const [index, runId] of runIds.entries()) {
      expect(logger.lines).toContain(
        `info: Starting a certification run for project proj-demo (${index + 1} of 3) at ${service.url}.`
      )
      expect(logger.lines).toContain(`info: Started run ${runId} (status queued).`)
    }
    // One run is started as itself, under its key, said without a count.
    const single = await runGateInProcess(service, {}, undefined, { idempotencyKey: 'k-one' })
    expect(service.requestsTo('start').at(-1)?.headers['idempotency-key']).toBe('k-one')
    expect(single.logger.lines).toContain(`info: Starting a certification run for project proj-demo at ${service.url}.`)
  })

  it('sends the quote token in the start body', async () => {
    await service.close()
    service = await startFakeService({
      billingExempt: false,
      quoteTokens: ['qt_ok'],
      script: { statuses: ['completed'], stepMs: 0 }
    })
    const { result } = await runGateInProcess(service, { quoteToken: 'qt_ok' })
    expect(result.verdict).toBe('passed')
    expect(JSON.parse(service.requestsTo('start')[0].body)).toEqual({ quote_token: 'qt_ok' })
  })

  it('explains the quote token when a non-exempt organization starts without one', async () => {
    await service.close()
    service = await startFakeService({ billingExempt: false })
    const { result } = await runGateInProcess(service)
    expect(flatOf(result)).toMatchObject({ verdict: 'error', failsStep: true })
    expect(result.reason).toMatch(/without a quote token \(HTTP 402\)/)
    expect(result.hint).toMatch(/quote-token.*run-id/)
    expect(result.hint).not.toMatch(/may have created/)
    expect(service.requestsTo('start')).toHaveLength(1)
  })

  it('with wait: false, starts the run and returns without polling', async () => {
    const { result } = await runGateInProcess(service, { wait: false })
    expect(flatOf(result)).toMatchObject({ verdict: 'started', failsStep: false, status: 'queued', polls: 0 })
    expect(service.requestsTo('poll')).toHaveLength(0)
  })

  it('with run-id, starts nothing and polls at once', async () => {
    const runId = service.createRun(DEMO_PROJECT_ID, { statuses: ['completed'] })
    // The project comes from the run record when project-id is not given.
    const { result, clock } = await runGateInProcess(service, { runId, projectId: undefined })
    expect(flatOf(result)).toMatchObject({ verdict: 'passed', runId, projectId: DEMO_PROJECT_ID, polls: 1 })
    expect(service.requestsTo('start')).toHaveLength(0)
    expect(clock.sleeps).toEqual([])
  })

  it('with run-id and wait: false, looks once', async () => {
    const runId = service.createRun(DEMO_PROJECT_ID)
    const { result } = await runGateInProcess(service, { runId, wait: false })
    expect(flatOf(result)).toMatchObject({ verdict: 'started', failsStep: false, status: 'queued', polls: 1 })
    expect(result.reason).toMatch(/still going/)
  })

  it('with run-id and wait: false, judges a run that has already ended, as the README says', async () => {
    service.addProject('proj-done', { statuses: ['completed'] })
    service.addProject('proj-broken', { statuses: ['failed'] })
    const done = await runGateInProcess(service, { runId: service.createRun('proj-done'), wait: false })
    expect(flatOf(done.result)).toMatchObject({ verdict: 'passed', failsStep: false, polls: 1 })
    const broken = await runGateInProcess(service, { runId: service.createRun('proj-broken'), wait: false })
    expect(flatOf(broken.result)).toMatchObject({ verdict: 'failed', failsStep: true, polls: 1 })
  })

  it('fails on a failure status, saying what to do', async () => {
    service.addProject('proj-bad', { statuses: ['running', 'FAILED'] })
    const { result } = await runGateInProcess(service, { projectId: 'proj-bad' })
    expect(flatOf(result)).toMatchObject({ verdict: 'failed', failsStep: true, status: 'FAILED' })
    expect(result.reason).toMatch(/ended with status 'FAILED' and no attestation/)
    expect(result.hint).toMatch(/console/)
  })

  it.each([
    ['429 with Retry-After', { route: 'start', kind: 'status', status: 429, retryAfter: '2', times: 2 }],
    ['503', { route: 'start', kind: 'status', status: 503, times: 2 }]
  ] as const)(
    'retries a start refused with %s, with the same Idempotency-Key, creating one run',
    async (_name, fault) => {
      service.addFault(fault)
      const { result, clock, logger } = await runGateInProcess(service)
      expect(result.verdict).toBe('passed')
      const starts = service.requestsTo('start')
      expect(starts).toHaveLength(3)
      expect(new Set(starts.map(start => start.headers['idempotency-key'])).size).toBe(1)
      expect(service.runs.size).toBe(1)
      if (fault.status === 429) expect(clock.sleeps.slice(0, 2).every(ms => ms >= 2000)).toBe(true)
      expect(logger.lines.join('\n')).toMatch(/while starting a run for project 'proj-demo'.* Trying again in/)
    }
  )

  it.each([
    [
      'a reset after the request was read',
      { route: 'start', kind: 'reset', afterActing: true },
      { timeoutMs: 10 * 60_000 },
      /socket hang up|ECONNRESET/
    ],
    [
      'no answer once the connection was made',
      { route: 'start', kind: 'hang', afterActing: true },
      { timeoutMs: 2_000 },
      /No answer from 127\.0\.0\.1:\d+ within 2s while starting a run for project 'proj-demo'/
    ]
  ] as const)(
    'says first that a run may exist for a start sent and not answered (%s), where to look, and the key sent',
    async (_name, fault, overrides, what) => {
      service.addFault(fault)
      const { result } = await runGateInProcess(service, overrides)
      expect(flatOf(result)).toMatchObject({ verdict: 'error', failsStep: true })
      expect(result.reason).toMatch(
        /^A run may exist at the service for project proj-demo: the start was sent to http:\/\/127\.0\.0\.1:\d+\/v1 and no answer came, so the step could not learn the run's id \(/
      )
      expect(result.reason).toMatch(what)
      expect(result.reason).not.toMatch(/could not be reached|may be down/)
      const [start] = service.requestsTo('start')
      expect(result.hint).toBe(
        "Look at project proj-demo's runs in the console before starting another: if one was created, pass its id " +
          `as run-id instead of starting another. The start carried Idempotency-Key ${String(start.headers['idempotency-key'])}.`
      )
      expect(result.hint).not.toMatch(/host and port/)
      expect(service.requestsTo('start')).toHaveLength(1)
      // The service did create it: the message is not a guess.
      expect(service.runs.size).toBe(1)
      expect(result.serviceFailing).toBeUndefined()
    }
  )

  it.each([
    ['500', { route: 'start', kind: 'status', status: 500 }],
    ['a 2xx that is not JSON', { route: 'start', kind: 'raw', body: '<html>ok</html>' }]
  ] as const)('does not repeat a start that failed with %s, and says a run may exist', async (_name, fault) => {
    service.addFault(fault)
    const { result } = await runGateInProcess(service)
    expect(flatOf(result)).toMatchObject({ verdict: 'error', failsStep: true })
    // First whether a run was created, then anything else: a 500 says the service is at fault.
    expect(result.hint).toMatch(
      /^The service may have created a run anyway: look at project proj-demo's runs in the console.*run-id/
    )
    if (fault.kind === 'status')
      expect(result.hint).toMatch(/instead of starting another\. The service is failing, not the agent: /)
    expect(service.requestsTo('start')).toHaveLength(1)
  })

  it('says a service that keeps answering 503 to the start is at fault, not the agent, and what to do', async () => {
    service.addFault({ route: 'start', kind: 'status', status: 503, times: 1000 })
    const { result } = await runGateInProcess(service, { timeoutMs: 20_000 })
    expect(flatOf(result)).toMatchObject({ verdict: 'error', failsStep: true })
    // The outage first, with the address as written; the way through next; no Retry-After arithmetic.
    expect(result.reason).toMatch(
      /^The service at http:\/\/127\.0\.0\.1:\d+\/v1 kept failing until the timeout while starting a run for project 'proj-demo' \(HTTP 503, \d+ times in a row: Injected fault: HTTP 503\)\.$/
    )
    expect(result.serviceFailing).toMatchObject({ status: 503 })
    expect(result.hint).toMatch(
      /^The service is failing, not the agent: nothing in the change needs fixing\. Once it recovers, run the job again\..*bypass list/
    )
    expect(service.requestsTo('start').length).toBeGreaterThan(1)
  })

  it('says polls that failed with 5xx until the timeout are the service’s fault, its last answer, and how to pick the run up, never to wait longer', async () => {
    service.addFault({ route: 'poll', kind: 'status', status: 502, times: 1000, body: '{"message":"bad gateway"}' })
    const { result } = await runGateInProcess(service, { timeoutMs: 20_000 })
    expect(flatOf(result)).toMatchObject({
      verdict: 'timed-out',
      failsStep: true,
      serviceFailing: { status: 502, said: 'bad gateway' }
    })
    expect(result.reason).toMatch(/HTTP 502/)
    expect(result.hint).toMatch(/^The service is failing, not the agent: nothing in the change needs fixing\./)
    expect(result.hint).toContain(
      `Run ${namedRun(result)?.runId} goes on at the service: re-run the job, or wait for this run in a later step with run-id: ${namedRun(result)?.runId}.`
    )
    expect(result.hint).not.toMatch(/raise timeout/i)
    // The start was answered: no run may have been created unseen.
    expect(result.hint).not.toMatch(/may have created/)
  })

  it('a run still going at the timeout, with the service answering, is not an outage: wait longer, or pick it up', async () => {
    service.addProject('proj-slow', { statuses: ['running'] })
    const { result } = await runGateInProcess(service, { projectId: 'proj-slow', timeoutMs: 20_000 })
    expect(flatOf(result)).toMatchObject({ verdict: 'timed-out', failsStep: true })
    expect(result.serviceFailing).toBeUndefined()
    expect(result.hint).toBe(
      `Raise timeout, or wait for this run in a later step with run-id: ${namedRun(result)?.runId}.`
    )
  })

  it('reports a start answer without run_id clearly', async () => {
    service.addFault({ route: 'start', kind: 'raw', contentType: 'application/json', body: '{"status":"queued"}' })
    const { result } = await runGateInProcess(service)
    expect(result.reason).toMatch(/has no run_id/)
    expect(result.hint).toMatch(/may have created a run/)
  })

  it('retries a start while the connection is refused, then stops at the deadline', async () => {
    const port = await closedPort()
    const { result } = await runGateInProcess(service, { baseUrl: `http://127.0.0.1:${port}/v1`, timeoutMs: 20_000 })
    expect(flatOf(result)).toMatchObject({ verdict: 'error', failsStep: true })
    expect(result.reason).toBe(
      `The service at http://127.0.0.1:${port}/v1 could not be reached while starting a run for project 'proj-demo', and may be down.`
    )
    expect(result.serviceFailing).toMatchObject({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      unreachable: expect.stringContaining('ECONNREFUSED')
    })
    // The way through first; then what to check if the service is up; then what the connection met.
    expect(result.hint).toMatch(
      new RegExp(
        `^The service is failing, not the agent: nothing in the change needs fixing\\. Once it recovers, run the job again\\. .*bypass list\\)\\. If it is up, check the host and port of base-url \\(http://127\\.0\\.0\\.1:${port}/v1\\)\\. What the connection met: Could not connect to 127\\.0\\.0\\.1:${port} \\(ECONNREFUSED\\)`
      )
    )
    expect(result.hint).not.toMatch(/may have created|raise timeout/i)
    // Nothing was sent: no run may exist.
    expect(result.reason).not.toMatch(/may exist/)
  })

  it('says the key was rejected, and why that happens', async () => {
    const { result } = await runGateInProcess(service, { apiKey: 'acs_sk_staging' })
    expect(flatOf(result)).toMatchObject({ verdict: 'error', failsStep: true })
    expect(result.reason).toMatch(/rejected the API key \(HTTP 401\)/)
    expect(result.hint).toMatch(/scoped to one environment/)
    expect(result.hint).not.toMatch(/may have created/)
  })

  it('names an unknown run', async () => {
    const { result } = await runGateInProcess(service, { runId: 'run-missing' })
    expect(result.reason).toMatch(/Run 'run-missing' was not found \(HTTP 404\)/)
    expect(result.hint).toMatch(/run-id/)
  })

  it('polls through a burst of 5xx and bodies that are not JSON', async () => {
    service.addFault({ route: 'poll', kind: 'status', status: 502, times: 2 })
    service.addFault({ route: 'poll', kind: 'raw', body: '<html>504 Gateway Time-out</html>' })
    service.addFault({ route: 'poll', kind: 'status', status: 504 })
    const { result } = await runGateInProcess(service)
    expect(flatOf(result)).toMatchObject({ verdict: 'passed', polls: 7 })
  })

  it('times out with the last status; fail-on-timeout: false makes it a warning', async () => {
    service.addProject('proj-slow', { statuses: ['running'] })
    const failing = await runGateInProcess(service, { projectId: 'proj-slow', timeoutMs: 60_000 })
    expect(flatOf(failing.result)).toMatchObject({ verdict: 'timed-out', failsStep: true, status: 'running' })
    expect(failing.result.hint).toMatch(/run-id: run-/)
    const lenient = await runGateInProcess(service, { projectId: 'proj-slow', timeoutMs: 60_000, failOnTimeout: false })
    expect(flatOf(lenient.result)).toMatchObject({ verdict: 'timed-out', failsStep: false, status: 'running' })
  })

  it('reports a cancellation while polling, naming the run that goes on', async () => {
    service.addProject('proj-slow', { statuses: ['running'] })
    const cancellation = new AbortController()
    service.addFault({ route: 'poll', kind: 'hang' })
    const pending = runGateInProcess(service, { projectId: 'proj-slow' }, cancellation.signal)
    await waitFor(() => service.requestsTo('poll').length === 1)
    cancellation.abort(new CancelledError('SIGINT'))
    const { result } = await pending
    expect(flatOf(result)).toMatchObject({ verdict: 'cancelled', failsStep: true, status: 'queued' })
    expect(result.reason).toMatch(
      new RegExp(`cancelled \\(SIGINT\\)\\. Run ${namedRun(result)?.runId} goes on at the service`)
    )
    // Its start was answered: nothing else may have been created.
    expect(result.reason).not.toMatch(/may have created/)
  })

  it('reports a cancellation during the start, saying a run may exist', async () => {
    service.addFault({ route: 'start', kind: 'hang' })
    const cancellation = new AbortController()
    const pending = runGateInProcess(service, {}, cancellation.signal)
    await waitFor(() => service.requestsTo('start').length === 1)
    cancellation.abort(new CancelledError('SIGTERM'))
    const { result } = await pending
    expect(flatOf(result)).toMatchObject({ verdict: 'cancelled', failsStep: true, runId: undefined, runs: [] })
    // No run to name: none is named.
    expect(result).not.toHaveProperty('named')
    expect(result.reason).toMatch(/may have created a run anyway/)
  })
})

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 500) throw new Error('condition never held')
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}

/** A loopback port with nothing listening on it. */

describe('sequential, on a merge-queue entry', () => {
  const sequential = async () => ({
    repeat: 10,
    sequential: true,
    passIf: await compile('stats.trust_score.low >= 75.0'),
    failIf: await compile('stats.trust_score.high < 75.0')
  })
  /** 84, 78, 86 and 80 cannot tell at the first look; with 83, 82 and 81 the second passes. */
  const seven = [84, 78, 86, 80, 83, 82, 81]

  it("starts no batch that would end past the queue's limit, and decides on the runs it had, saying so", async () => {
    scoring(...seven)
    // Four runs of three polls each, on a clock that moves as the gate sleeps: the first batch takes 40 s.
    const { result } = await runGateInProcess(service, await sequential(), undefined, {
      queueLimitMs: Promise.resolve(60_000)
    })
    expect(service.requestsTo('start')).toHaveLength(4)
    expect(result.verdict).toBe('inconclusive')
    expect(result.sequential).toMatchObject({ stopped: 'queue-limit', schedule: [4, 7, 10] })
    expect(result.sequential?.looks).toHaveLength(1)
    expect(result.reason).toMatch(
      /^Not decided: .* The merge queue's limit cut it short: its next batch of 3 runs would end about 1m 20s into the step \(its longest batch took 40s\), past the merge queue's 1m 00s on a required check, so the gate decided on the 4 runs it had\.$/
    )
  })

  it('starts the next batch when it would end within the limit, or while the limit is not known', async () => {
    scoring(...seven)
    const within = await runGateInProcess(service, await sequential(), undefined, {
      queueLimitMs: Promise.resolve(80_000)
    })
    expect(flatOf(within.result)).toMatchObject({ verdict: 'passed', sequential: { stopped: 'decided' } })
    expect(service.requestsTo('start')).toHaveLength(7)
    scoring(...seven)
    const unknown = await runGateInProcess(service, await sequential(), undefined, {
      queueLimitMs: Promise.resolve(undefined)
    })
    expect(unknown.result.verdict).toBe('passed')
    expect(service.requestsTo('start')).toHaveLength(14)
  })
})

describe('sequential, look by look', () => {
  const level = 1 - 0.05 / 3

  it('stops once passing is out of reach: 70, 71, 72, 70 against 75 start no second batch, and say why', async () => {
    scoring(70, 71, 72, 70, 71, 72, 70, 71, 72, 70)
    const { result } = await runGateInProcess(service, {
      repeat: 10,
      sequential: true,
      passIf: await compile('stats.trust_score.low >= 75.0')
    })
    expect(service.requestsTo('start')).toHaveLength(4)
    expect(result).toMatchObject({ verdict: 'failed', failsStep: true, started: 4 })
    expect(result.sequential).toMatchObject({ stopped: 'out-of-reach', looks: [{ runs: 4, decided: false }] })
    expect(result.sequential?.looks[0].chance).toBeLessThan(0.05)
    expect(result.sequential?.outOfReach).toMatch(
      /^Passing was out of reach: if the remaining 6 runs scored like these 4/
    )
    expect(result.reason).toContain(result.sequential?.outOfReach)
    expect(result.hint).toMatch(/^More runs like these could not pass\. /)
  })

  it('without fail-if, goes on past a pass-if that is false while passing is in reach, and fails after the last look', async () => {
    scoring(80, 86, 83, 82, 84, 79, 83, 78, 80, 79)
    const { result } = await runGateInProcess(service, {
      repeat: 10,
      sequential: true,
      passIf: await compile('stats.trust_score.low >= 80.0')
    })
    expect(service.requestsTo('start')).toHaveLength(10)
    expect(result.verdict).toBe('failed')
    expect(result.runs).toHaveLength(10)
    expect(result.sequential).toMatchObject({ schedule: [4, 7, 10], level, stopped: 'last-look' })
    expect(result.sequential?.looks.map(look => [look.runs, look.verdict, look.decided, look.passIf])).toEqual([
      [4, 'failed', false, 'false'],
      [7, 'failed', false, 'false'],
      [10, 'failed', false, 'false']
    ])
    expect(result.sequential?.looks.every(look => look.level === level && look.failIf === undefined)).toBe(true)
    expect(result.figures?.stats['trust_score']).toMatchObject({ n: 10, level })
  })

  it('stops at a look where a run failed, with or without fail-if, and records that look as deciding', async () => {
    service.queueRuns(DEMO_PROJECT_ID, [
      { reportFields: { trust_score: 90 } },
      { statuses: ['running', 'failed'], reportFields: { message: 'Sandbox crashed' } },
      { reportFields: { trust_score: 91 } },
      { reportFields: { trust_score: 92 } }
    ])
    const { result } = await runGateInProcess(service, {
      repeat: 6,
      sequential: true,
      passIf: await compile('stats.trust_score.low >= 75.0')
    })
    expect(service.requestsTo('start')).toHaveLength(4)
    expect(result.verdict).toBe('failed')
    expect(result.sequential).toMatchObject({ schedule: [4, 6], level: 0.975, stopped: 'decided' })
    expect(result.sequential?.looks).toEqual([
      { runs: 4, level: 0.975, verdict: 'failed', decided: true, read: [], intervals: [] }
    ])
  })

  it('with one look (repeat 4), judges at 95% and stops there whatever the verdict', async () => {
    scoring(84, 78, 86, 80)
    const { result } = await runGateInProcess(service, {
      repeat: 4,
      sequential: true,
      passIf: await compile('stats.trust_score.low >= 75.0'),
      failIf: await compile('stats.trust_score.high < 75.0')
    })
    expect(service.requestsTo('start')).toHaveLength(4)
    // 82 ∓ 3.1824 · √(40/3) / 2 at 95%: 76.19 to 87.81, so low >= 75 passes where 98.33% (73.13) would not.
    expect(result.verdict).toBe('passed')
    expect(result.sequential).toMatchObject({ schedule: [4], level: 0.95, stopped: 'decided' })
    expect(result.sequential?.looks[0]).toMatchObject({ runs: 4, decided: true, passIf: 'true', failIf: 'false' })
    expect(result.sequential?.looks[0].intervals).toEqual([
      { field: 'trust_score', of: 'stats', mean: 82, low: expect.closeTo(76.19, 2), high: expect.closeTo(87.81, 2) }
    ])
  })

  it('stops at the first look where fail-if is true, logging each look that did not decide', async () => {
    scoring(50, 52, 51, 50, 50, 50, 50)
    const { result } = await runGateInProcess(service, {
      repeat: 7,
      sequential: true,
      passIf: await compile('stats.trust_score.low >= 75.0'),
      failIf: await compile('stats.trust_score.high < 75.0')
    })
    expect(service.requestsTo('start')).toHaveLength(4)
    expect(result.verdict).toBe('failed')
    expect(result.sequential).toMatchObject({ schedule: [4, 7], level: 0.975, stopped: 'decided' })
    scoring(84, 78, 86, 80, 83, 82, 81)
    const { result: passed, logger } = await runGateInProcess(service, {
      repeat: 7,
      sequential: true,
      passIf: await compile('stats.trust_score.low >= 75.0'),
      failIf: await compile('stats.trust_score.high < 75.0')
    })
    expect(passed.verdict).toBe('passed')
    expect(logger.lines).toContain('info: Look 1 of 2, at 4 runs: not decided (inconclusive).')
  })

  it('ends at the timeout with no look for the batch it was waiting for', async () => {
    service.addProject('proj-stuck', { statuses: ['running'] })
    const { result } = await runGateInProcess(service, {
      projectId: 'proj-stuck',
      timeoutMs: 60_000,
      repeat: 10,
      sequential: true,
      passIf: await compile('stats.trust_score.low >= 75.0')
    })
    expect(result.verdict).toBe('timed-out')
    expect(service.requestsTo('start')).toHaveLength(4)
    expect(result.sequential).toEqual({ schedule: [4, 7, 10], level, looks: [], stopped: 'ended' })
  })

  it('decides on its last look when the timeout runs out during a later batch, failing the step whatever fail-on-timeout says', async () => {
    service.queueRuns(DEMO_PROJECT_ID, [
      ...[84, 78, 86, 80].map(score => ({ reportFields: { trust_score: score } })),
      ...[1, 2, 3].map(() => ({ statuses: ['running'] }))
    ])
    const { result } = await runGateInProcess(service, {
      timeoutMs: 120_000,
      failOnTimeout: false,
      repeat: 7,
      sequential: true,
      passIf: await compile('stats.trust_score.low >= 75.0'),
      failIf: await compile('stats.trust_score.high < 75.0')
    })
    expect(service.requestsTo('start')).toHaveLength(7)
    expect(flatOf(result)).toMatchObject({
      verdict: 'inconclusive',
      failsStep: true,
      sequential: { stopped: 'timeout' }
    })
    expect(result.runs).toHaveLength(7)
    expect(result.sequential?.looks).toHaveLength(1)
    expect(result.reason).toMatch(
      / The timeout ran out while the next batch went on \(its runs go on at the service\), so the gate decided on the 4 runs of its last look\.$/
    )
  })

  it('starts no batch that would end past the timeout, deciding on the runs it had', async () => {
    scoring(84, 78, 86, 80, 83, 82, 81)
    const { result } = await runGateInProcess(service, {
      timeoutMs: 70_000,
      repeat: 7,
      sequential: true,
      passIf: await compile('stats.trust_score.low >= 75.0'),
      failIf: await compile('stats.trust_score.high < 75.0')
    })
    expect(service.requestsTo('start')).toHaveLength(4)
    expect(flatOf(result)).toMatchObject({
      verdict: 'inconclusive',
      failsStep: true,
      sequential: { stopped: 'timeout' }
    })
    expect(result.reason).toMatch(
      / The timeout cut it short: its next batch of 3 runs would end about 1m 20s into the step \(its longest batch took 40s\), past timeout \(1m 10s\), so the gate decided on the 4 runs it had\.$/
    )
    expect(result.hint).toMatch(/^Raise timeout so that every batch fits/)
  })

  it("judges the queue's limit by the longest batch so far, not by the time since the step began", async () => {
    // In reach of passing at each look (a 76%, then 71% chance), so only the clock can cut it short.
    scoring(80, 86, 83, 82, 84, 79, 83, 78, 80, 79)
    // The first batch takes 40 s, the second (three runs) about as long, ending 80 s in: a third of 40 s ends by 120 s.
    const { result } = await runGateInProcess(
      service,
      {
        repeat: 10,
        sequential: true,
        passIf: await compile('stats.trust_score.low >= 80.0'),
        failIf: await compile('stats.trust_score.high < 80.0')
      },
      undefined,
      { queueLimitMs: Promise.resolve(130_000) }
    )
    expect(service.requestsTo('start')).toHaveLength(10)
    expect(result.sequential?.stopped).toBe('last-look')
  })
})

describe('starting runs', () => {
  it('names the service, and what it was doing, when it asks to wait past the time left', async () => {
    service.addFault({ route: 'start', kind: 'status', status: 429, retryAfter: '3600' })
    const { result } = await runGateInProcess(service, { timeoutMs: 60_000 })
    expect(result.reason).toMatch(
      /^The service asked to wait 1h 00m before trying again \(Retry-After\), .* while starting a run for project 'proj-demo'\./
    )
  })

  it('lists every run already started when a later start hands one back', () => {
    const state = (runId: string) => ({ runId, seen: { polls: 0 }, startInFlight: false })
    const { reason } = startedAgainText(
      { runId: 'r-1', start: 3, first: 1, firstId: 'r-1' },
      [state('r-1'), state('r-2')],
      3
    )
    expect(reason).toMatch(/the run\(s\) started go on at the service: r-1, r-2\.$/)
  })
})

/** `text` in Unicode's full-width forms (`ｒｕｎ－７`), which NFKC folds back. */
function toFullWidth(text: string): string {
  return text.replace(/[!-~]/g, character => String.fromCharCode(character.charCodeAt(0) + 0xfee0))
}
