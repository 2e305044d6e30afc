/**
 * `repeat`, `stats` and `fail-if` through the bundled action, run as the runner runs it, against
 * the fake service: several runs started and waited for, a pass on their figures, an honest
 * "inconclusive", a failed run of three failing the gate, and the inputs refused before any
 * request. The statistics themselves are stats.test.ts's; the three outcomes' wording,
 * fail-if.test.ts's; the signed runs and a base of several, repeat-remembers.test.ts's.
 */
import type { ActionRun } from '../../tools/action-runner.js'
import { startFakeService, type FakeService } from '../../__fixtures__/fake-service.js'
import { annotationsOf } from '../helpers/annotations.js'
import { runGateAction } from '../helpers/gate.js'
import { budgetMs } from '../helpers/pace.js'

let service: FakeService
beforeEach(async () => {
  service = await startFakeService({ script: { statuses: ['running', 'completed'], stepMs: 0 } })
})
afterEach(() => service.close())

const errorOf = (run: ActionRun) => annotationsOf(run, 'error')
/** The project's next runs, one per score, each completing with it. */
const scoring = (project: string, ...scores: number[]) =>
  service.queueRuns(
    project,
    scores.map(score => ({ reportFields: { trust_score: score } }))
  )

describe('repeat', () => {
  it('starts three runs, waits for all, and passes on their figures, shown as a table', async () => {
    scoring('proj-three', 78, 84, 81)
    const run = await runGateAction(service, {
      'project-id': 'proj-three',
      repeat: '3',
      'pass-if': 'stats.trust_score.low >= 70.0 && stats.trust_score.n == 3.0'
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('passed')
    const starts = service.requestsTo('start')
    expect(starts).toHaveLength(3)
    // Each start is its own: three Idempotency-Keys, three runs.
    expect(new Set(starts.map(request => request.headers['idempotency-key'])).size).toBe(3)
    const [entry] = JSON.parse(run.outputs['runs'] ?? '') as Array<Record<string, unknown>>
    expect(entry['run-ids']).toEqual([...service.runs.keys()])
    expect(run.summary).toContain(
      '**Policy:** `pass-if` stats.trust&#95;score.low &#62;&#61; 70.0 &#38;&#38; stats.trust&#95;score.n &#61;&#61; ' +
        '3.0 (stats.trust&#95;score.low &#61; 73.55, stats.trust&#95;score.n &#61; 3).'
    )
    expect(run.summary).toContain('| `trust_score` | 3 | 81 | 73.55 to 88.45 | 78–84 |')
    // Each score beside the mean, run by run.
    const rows = [...service.runs.keys()].map(
      (runId, index) => `| ${runId.replace(/-/g, '&#45;')} | completed | ${[78, 84, 81][index]} |`
    )
    expect(run.summary).toContain(`| Run | Status | \`trust_score\` |\n|---|---|---:|\n${rows.join('\n')}`)
    // Each run's record, folded in the log: the summary shows the first's fields only.
    expect(run.rawStdout).toContain('::group::Run records, one per run')
    for (const [index, runId] of [...service.runs.keys()].entries())
      expect(run.rawStdout).toMatch(
        new RegExp(`^proj-three, run ${runId}: \\{"run_id":"${runId}".*"trust_score":${[78, 84, 81][index]}`, 'm')
      )
  })

  it('is inconclusive on 80, 81 and 80 against a bar at 80 with a fail-if: the step fails, saying what ten runs would give', async () => {
    scoring('proj-noisy', 80, 81, 80)
    const run = await runGateAction(service, {
      'project-id': 'proj-noisy',
      repeat: '3',
      'pass-if': 'stats.trust_score.low >= 80.0',
      'fail-if': 'stats.trust_score.high < 80.0'
    })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('inconclusive')
    // Its words are judge.test.ts's; here, that the runner shows them.
    expect(errorOf(run)).toMatch(
      /^Not decided: neither pass-if nor fail-if is true for runs run-\w+, run-\w+ and run-\w+, so the runs cannot tell whether the agent clears the bar \(trust_score: mean 80\.33, 95% interval 78\.9 to 81\.77 over 3 runs\)\. Runs varying as these do would give, over 10 runs \(the most repeat allows\), a 95% interval of about trust_score ±0\.41 \(sd 0\.58\) around the mean\. More runs narrow the intervals/
    )
    expect(run.summary).toMatch(
      /^## ⚖️ proj&#45;noisy: agent certification not decided \(inconclusive\)\n\n\*\*Not decided:\*\*/
    )
    expect(run.summary).toContain('| `trust_score` | 3 | 80.33 | 78.9 to 81.77 | 80–81 |')
    expect(run.summary).toContain(
      '**Policy:** `fail-if` stats.trust&#95;score.high &#60; 80.0 (stats.trust&#95;score.high &#61; 81.77).'
    )
  })

  it('fails 78, 84 and 81 against low >= 80.0 saying first that the mean, 81, clears the bar by less than three runs tell', async () => {
    scoring('proj-few', 78, 84, 81)
    const run = await runGateAction(service, {
      'project-id': 'proj-few',
      repeat: '3',
      'pass-if': 'stats.trust_score.low >= 80.0'
    })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    const lead = run.summary.split('\n')[2]
    expect(lead).toMatch(
      /^\*\*stats\.trust&#95;score\.low 73\.55, needs ≥ 80\.0\*\*: the mean clears the bar, but by less than these runs can tell apart \(trust&#95;score&#58; mean 81, 95% interval 73\.55 to 88\.45 over 3 runs\); `pass-if` is false for runs /
    )
    expect(lead).not.toMatch(/does not meet the team's bar/)
    expect(errorOf(run)).toMatch(
      /^Runs run-\w+, run-\w+ and run-\w+ completed, and the mean clears the bar, but by less than these runs can tell apart \(trust_score: mean 81, 95% interval 73\.55 to 88\.45 over 3 runs\)/
    )
  })

  it('fails on one failed run of three, naming it, whatever the others scored', async () => {
    service.queueRuns('proj-flaky', [
      { reportFields: { trust_score: 95 } },
      { statuses: ['running', 'failed'], reportFields: { message: 'Sandbox crashed' } },
      { reportFields: { trust_score: 96 } }
    ])
    const run = await runGateAction(service, {
      'project-id': 'proj-flaky',
      repeat: '3',
      'pass-if': 'stats.trust_score.mean >= 80.0'
    })
    const [, failed] = [...service.runs.keys()]
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    expect(run.outputs['run-id']).toBe(failed)
    expect(errorOf(run)).toMatch(
      new RegExp(
        `^Run ${failed} ended with status 'failed' and no attestation: Sandbox crashed\\. It is one of 3 runs \\(with run-\\w+, run-\\w+\\), and every run counts`
      )
    )
  })

  it('fails as soon as one run fails, not waiting for one that never ends, and never calls it a timeout', async () => {
    service.queueRuns('proj-stuck', [
      { statuses: ['running'] },
      { statuses: ['running', 'failed'], reportFields: { message: 'Sandbox crashed' } },
      { reportFields: { trust_score: 96 } }
    ])
    const run = await runGateAction(service, {
      'project-id': 'proj-stuck',
      repeat: '3',
      timeout: '30s',
      'fail-on-timeout': 'false',
      'pass-if': 'stats.trust_score.mean >= 80.0'
    })
    const [, failed] = [...service.runs.keys()]
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    expect(run.durationMs).toBeLessThan(await budgetMs(15_000))
    expect(run.log).toContain(
      `Run ${failed} ended in failure, and every run counts: the others are not waited for (they go on at the service).`
    )
    expect(errorOf(run)).toMatch(new RegExp(`^Run ${failed} ended with status 'failed'`))
  })

  it('refuses a start answered with a run already started here, naming it, before anything is judged', async () => {
    service.oneRunAtATime('proj-single')
    scoring('proj-single', 81)
    const run = await runGateAction(service, {
      'project-id': 'proj-single',
      repeat: '3',
      'pass-if': 'stats.trust_score.low >= 80.0'
    })
    const [only] = [...service.runs.keys()]
    expect(service.runs.size).toBe(1)
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('error')
    expect(run.outputs['run-id']).toBe(only)
    expect(errorOf(run)).toMatch(
      new RegExp(
        `^The service answered start 2 of 3 with run ${only}, which start 1 had already started: it handed back a run already going, so repeat: 3 cannot be honoured`
      )
    )
    // Nothing was judged: no figures, no table of them.
    expect(run.summary).not.toContain('| `trust_score` |')
    const [entry] = JSON.parse(run.outputs['runs'] ?? '') as Array<Record<string, unknown>>
    expect(entry['run-ids']).toEqual([only])
  })

  it('does not pass four runs tied at the bar (their interval drawn with a rounding spread), and passes four at 84', async () => {
    scoring('proj-at-bar', 80, 80, 80, 80)
    scoring('proj-above', 84, 84, 84, 84)
    const gate = (project: string) =>
      runGateAction(service, { 'project-id': project, repeat: '4', 'pass-if': 'stats.trust_score.low >= 80.0' })
    const [atBar, above] = await Promise.all([gate('proj-at-bar'), gate('proj-above')])
    expect(atBar.exitCode).toBe(1)
    expect(atBar.outputs['verdict']).toBe('failed')
    // 80 ∓ 3.1824 · 0.2887 / 2: tied whole numbers are not a spread of 0.
    expect(atBar.summary).toContain('| `trust_score` | 4 | 80 | 79.54 to 80.46 | 80–80 |')
    expect(atBar.summary).toContain(
      'The runs varied less than their resolution can show (tied scores), so these intervals are drawn with the ' +
        "spread of a score's rounding instead of theirs: `trust_score` (0.2887)."
    )
    expect(above.exitCode).toBe(0)
    expect(above.outputs['verdict']).toBe('passed')
    expect(new Set(service.runs.keys()).size).toBe(8)
    expect(above.summary).toContain('| `trust_score` | 4 | 84 | 83.54 to 84.46 | 84–84 |')
  })

  it('refuses, before any request, a pass-if that reads run with repeat: 3, and repeat values that are not 1 to 10', async () => {
    const runs = await Promise.all([
      runGateAction(service, { repeat: '3', 'pass-if': 'run.trust_score >= 80' }),
      ...['0', '11', 'three', '2.5'].map(repeat => runGateAction(service, { repeat }))
    ])
    expect(service.requests).toEqual([])
    for (const run of runs) {
      expect(run.exitCode).toBe(1)
      expect(run.outputs['verdict']).toBe('error')
    }
    expect(errorOf(runs[0])).toMatch(
      /^Input 'pass-if': reads run, but repeat is 3: .*\(stats\.trust_score\.low >= 80\.0\)/
    )
    expect(runs.slice(1).map(errorOf)).toEqual(
      ['"0"', '"11"', '"three"', '"2.5"'].map(text =>
        expect.stringContaining(`Input 'repeat': is ${text}, not a whole number of runs from 1 to 10`)
      )
    )
  })
})
