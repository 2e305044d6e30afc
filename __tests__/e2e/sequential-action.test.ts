/**
 * `sequential` through the bundled action, run as the runner runs it, against the fake service: the runs start in
 * batches and the gate stops at the first look that decides (passed at 4 runs, failed by fail-if at 4, passed at 7
 * where 4 could not tell), is inconclusive after its last look at 10, and stops at a run that failed in the second
 * batch; the inputs refused before any request. The schedule, the levels and the stopping rule are
 * sequential.test.ts's; the looks signed and read back, sequential-remembers.test.ts's.
 */
import type { ActionRun } from '../../tools/action-runner.js'
import { startFakeService, type FakeService } from '../../__fixtures__/fake-service.js'
import { annotationsOf } from '../helpers/annotations.js'
import { runGateAction } from '../helpers/gate.js'

let service: FakeService
beforeEach(async () => {
  service = await startFakeService({ script: { statuses: ['running', 'completed'], stepMs: 0 } })
})
afterEach(() => service.close())

/** The project's next runs, one per score, each completing with it. */
const scoring = (project: string, ...scores: number[]) =>
  service.queueRuns(
    project,
    scores.map(score => ({ reportFields: { trust_score: score } }))
  )

const sequential = (project: string, inputs: Record<string, string> = {}) =>
  runGateAction(service, {
    'project-id': project,
    repeat: '10',
    sequential: 'true',
    'pass-if': 'stats.trust_score.low >= 75.0',
    'fail-if': 'stats.trust_score.high < 75.0',
    ...inputs
  })

const runIdsOf = (run: ActionRun) =>
  (JSON.parse(run.outputs['runs'] ?? '[]') as Array<{ 'run-ids'?: string[] }>)[0]?.['run-ids'] ?? []

describe('sequential', () => {
  it('passes at the first look, on 4 runs of 10, saying so look by look', async () => {
    scoring('proj-good', 90, 91, 92, 90, 91, 91, 91, 91, 91, 91)
    const run = await sequential('proj-good')
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('passed')
    expect(service.requestsTo('start')).toHaveLength(4)
    expect(runIdsOf(run)).toHaveLength(4)
    expect(run.summary).toContain(
      '**Sequential:** looks after 4, 7 and 10 runs, each drawing its intervals at 98.33%, so that over all looks ' +
        'the error rate stays that of one look at 95%. Decided at look 1 of 3, on 4 of up to 10 runs; 6 not started.'
    )
    expect(run.summary).toContain(
      '| 1 | 4 | `trust_score` 90.75 (88.43 to 93.07) | stats.trust&#95;score.low &#61; 88.43, ' +
        'stats.trust&#95;score.high &#61; 93.07 | yes, passed |'
    )
    expect(run.summary).toContain('| Field | Runs | Mean | 98.33% interval | Min–max |')
  })

  it('fails at the first look when fail-if is true, starting no second batch', async () => {
    scoring('proj-bad', 50, 52, 51, 50, 50, 50, 50, 50, 50, 50)
    const run = await sequential('proj-bad')
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    expect(service.requestsTo('start')).toHaveLength(4)
    expect(run.summary).toContain('Decided at look 1 of 3, on 4 of up to 10 runs; 6 not started.')
  })

  it('is not decided at 4 runs of 84, 78, 86 and 80, and passes at 7 with 83, 82 and 81 against a bar of 75', async () => {
    scoring('proj-seven', 84, 78, 86, 80, 83, 82, 81, 80, 80, 80)
    const run = await sequential('proj-seven')
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('passed')
    expect(service.requestsTo('start')).toHaveLength(7)
    expect(run.log).toContain('Look 1 of 3, at 4 runs: not decided (inconclusive).')
    // mean 82 at both looks; 82 ∓ 4.8567·√(40/3)/2 at 4, 82 ∓ 3.2875·√7/√7 at 7
    expect(run.summary).toContain('| 1 | 4 | `trust_score` 82 (73.13 to 90.87) |')
    expect(run.summary).toContain('| 2 | 7 | `trust_score` 82 (78.71 to 85.29) |')
    expect(run.summary).toMatch(
      /\| no \(inconclusive; a 100% chance to pass at the last look\) \|\n\| 2 \| 7 \|.*\| yes, passed \|/
    )
  })

  it('is inconclusive after its last look, at 10 runs, when passing stayed in reach but was not reached', async () => {
    // 82.75 then 82.43 on 4 and 7 runs: a 76% and a 71% chance to pass at 10 runs; at 10, 81.4, low 79.00.
    scoring('proj-noisy', 80, 86, 83, 82, 84, 79, 83, 78, 80, 79)
    const run = await sequential('proj-noisy', {
      'pass-if': 'stats.trust_score.low >= 80.0',
      'fail-if': 'stats.trust_score.high < 80.0'
    })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('inconclusive')
    expect(service.requestsTo('start')).toHaveLength(10)
    expect(runIdsOf(run)).toHaveLength(10)
    expect(run.summary).toContain('Not decided before the last look, so its verdict stands.')
    expect(annotationsOf(run, 'error')).toMatch(/98\.33% interval/)
  })

  it('stops at 4 runs of 75, 77, 74 and 76 against a bar of 80 once passing is out of reach, starting no more', async () => {
    scoring('proj-short', 75, 77, 74, 76, 75, 77, 74, 76, 75, 77)
    const run = await sequential('proj-short', { 'pass-if': 'stats.trust_score.low >= 80.0', 'fail-if': '' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    expect(service.requestsTo('start')).toHaveLength(4)
    // mean 75.5, sd 1.29: at 10 runs, 75.5 − 2.9333 · 1.29 / √10 = 74.3.
    expect(annotationsOf(run, 'error')).toMatch(
      /Passing was out of reach: if the remaining 6 runs scored like these 4 \(mean 75\.5\), the last look's low would be about 74\.3, short of 80\.0 \(under a 0\.1% chance to pass\), so they were not started\./
    )
    expect(run.summary).toContain(
      'Stopped at look 1 of 3, on 4 of up to 10 runs; 6 not started: passing was out of reach.'
    )
    // What it cost, in the runs output: the four it started.
    expect(JSON.parse(run.outputs['runs'] ?? '[]')[0]).toMatchObject({ 'runs-started': 4, verdict: 'failed' })
  })

  it('stops red at 4 runs of 77, 78, 76 and 79 with fail-if, and passes 82, 88, 81, 89 then 84, 86, 85 at 7', async () => {
    scoring('proj-low', 77, 78, 76, 79, 77, 78, 76, 79, 77, 78)
    scoring('proj-high', 82, 88, 81, 89, 84, 86, 85, 84, 84, 84)
    const bars = { 'pass-if': 'stats.trust_score.low >= 80.0', 'fail-if': 'stats.trust_score.high < 80.0' }
    const [low, high] = await Promise.all([sequential('proj-low', bars), sequential('proj-high', bars)])
    expect(low.exitCode).toBe(1)
    expect(low.outputs['verdict']).toBe('inconclusive')
    expect(low.summary).toContain('Stopped at look 1 of 3, on 4 of up to 10 runs; 6 not started')
    expect(high.exitCode).toBe(0)
    expect(high.outputs['verdict']).toBe('passed')
    expect(high.summary).toContain('Decided at look 2 of 3, on 7 of up to 10 runs; 3 not started.')
    expect(service.requestsTo('start')).toHaveLength(11)
  })

  it('stops at a run that failed in the second batch, starting no third', async () => {
    service.queueRuns('proj-crash', [
      ...[84, 78, 86, 80].map(score => ({ reportFields: { trust_score: score } })),
      { reportFields: { trust_score: 83 } },
      { statuses: ['running', 'failed'], reportFields: { message: 'Sandbox crashed' } },
      { reportFields: { trust_score: 81 } }
    ])
    const run = await sequential('proj-crash')
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    expect(service.requestsTo('start')).toHaveLength(7)
    expect(run.outputs['run-id']).toBe([...service.runs.keys()][5])
    expect(annotationsOf(run, 'error')).toMatch(/Sandbox crashed/)
    expect(run.summary).toContain('Decided at look 2 of 3, on 7 of up to 10 runs; 3 not started.')
  })

  it.each([
    [{ repeat: '3' }, /^Input 'sequential': is true, but repeat is "3"/],
    [{ wait: 'false' }, /^Input 'sequential': is true, but wait is false/],
    [{ 'run-id': 'run-1' }, /^Input 'sequential': is true, but run-id names a run/],
    // The trend's last point is the mean of the runs so far: read at every look, it gets a chance to pass at each.
    [
      { 'pass-if': 'trend.trust_score.last >= 80.0' },
      /^Input 'sequential': is true, but pass-if reads trend, which moves/
    ],
    [{ sequential: 'maybe' }, /^Input 'sequential': /]
  ])('refuses %j before any request, naming sequential', async (inputs, message) => {
    const run = await sequential('proj-any', inputs)
    expect(run.exitCode).toBe(1)
    expect(annotationsOf(run, 'error')).toMatch(message)
    expect(service.requests).toHaveLength(0)
  })
})
