/**
 * `repeat` and what the gate signs and reads, through its bundle, in the mocked Sigstore world
 * (strict @sigstore/mock Fulcio, the fake GitHub's attestations API, the fake service): every run
 * and their figures signed; a base certified on three runs read back as `base_stats` and `delta`;
 * a certification made on fewer runs than asked never reused, and one on as many reused whole; a sequential one's
 * looks signed, and reused and verified though decided on fewer runs, under the same repeat and expressions only.
 */
import { signingEnvironment, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import type { FakeService } from '../../__fixtures__/fake-service.js'
import type { ActionRun } from '../../tools/action-runner.js'
import {
  startCertificationFixture,
  TEST_MERGE_COMMIT,
  type CertificationFixture
} from '../helpers/certification-fixture.js'
import { runGateAction } from '../helpers/gate.js'
import { certificationIn } from '../helpers/verify-bundle.js'
import { pullRequestEvent, pushEvent } from '../../__fixtures__/events.js'
import type { Statement } from '../helpers/sign-statement.js'

/** main's commit, certified on three runs of proj-rep (80, 82, 84) and on one of proj-once. */
const BASE_COMMIT = 'dd44dd44dd44dd44dd44dd44dd44dd44dd44dd44'
/** A pull request's head, into main at BASE_COMMIT. */
const HEAD_COMMIT = 'ee55ee55ee55ee55ee55ee55ee55ee55ee55ee55'

let fixture: CertificationFixture
let github: FakeGitHub
let service: FakeService
let threeRuns: Record<string, unknown>
let once: Record<string, unknown>
let sequential: Record<string, unknown>

const certificationOf = (bundle: Record<string, unknown>) =>
  certificationIn(
    JSON.parse(Buffer.from((bundle['dsseEnvelope'] as { payload: string }).payload, 'base64').toString('utf8')) as {
      predicate: Record<string, unknown>
    }
  )
/** The project's next runs, one per score. */
const scoring = (project: string, ...scores: number[]) =>
  service.queueRuns(
    project,
    scores.map(score => ({ reportFields: { trust_score: score } }))
  )

/** A sequential gate of up to 10 runs, that 90, 91, 92 and 90 decide at its first look. */
const SEQUENTIAL = {
  repeat: '10',
  sequential: 'true',
  'pass-if': 'stats.trust_score.low >= 75.0',
  'fail-if': 'stats.trust_score.high < 75.0'
}

/** The bundled gate on a push of BASE_COMMIT to main, or on pull request 42 (HEAD_COMMIT into BASE_COMMIT). */
function gate(inputs: Record<string, string>, pullRequest = false): Promise<ActionRun> {
  const ref = pullRequest ? 'refs/pull/42/merge' : 'refs/heads/main'
  return runGateAction(
    service,
    { 'trusted-root': fixture.trustedRoot, 'github-token': 'ghs_gate', timeout: '1m', ...inputs },
    {
      event: pullRequest
        ? pullRequestEvent({ number: 42, head: HEAD_COMMIT, base: BASE_COMMIT, baseRef: 'main' })
        : pushEvent({ after: BASE_COMMIT }),
      env: {
        ...signingEnvironment(fixture.sigstore, github),
        GITHUB_API_URL: github.url,
        GITHUB_EVENT_NAME: pullRequest ? 'pull_request' : 'push',
        GITHUB_SHA: pullRequest ? TEST_MERGE_COMMIT : BASE_COMMIT,
        GITHUB_REF: ref,
        GITHUB_WORKFLOW_REF: `example/agent/.github/workflows/certification.yml@${ref}`
      }
    }
  )
}

beforeAll(async () => {
  fixture = await startCertificationFixture()
  ;({ github, service } = fixture)
  scoring('proj-rep', 80, 82, 84)
  threeRuns = await fixture.certify('proj-rep', BASE_COMMIT, { inputs: { repeat: '3' } })
  service.addProject('proj-once', { statuses: ['completed'], reportFields: { trust_score: 90 } })
  once = await fixture.certify('proj-once', BASE_COMMIT)
  scoring('proj-seq', 90, 91, 92, 90)
  sequential = await fixture.certify('proj-seq', BASE_COMMIT, { inputs: SEQUENTIAL })
}, 120_000)
afterAll(() => fixture?.close())

describe('repeat, signed and read back', () => {
  it('signs every run and their figures', () => {
    const certification = certificationOf(threeRuns)
    const runs = certification['runs'] as Array<Record<string, unknown>>
    expect(runs.map(run => (run['run'] as Record<string, unknown>)['trust_score'])).toEqual([80, 82, 84])
    expect(runs.map(run => run['runId'])).toEqual([...service.runs.keys()].slice(0, 3))
    expect(runs.every(run => run['status'] === 'completed' && /^[0-9a-f]{64}$/.test(String(run['recordSha256'])))).toBe(
      true
    )
    expect(certification['stats']).toEqual({
      trust_score: {
        n: 3,
        mean: 82,
        sd: 2,
        min: 80,
        max: 84,
        median: 82,
        low: expect.any(Number),
        high: expect.any(Number),
        level: 0.95
      }
    })
  })

  it('reads delta from a base signed on three runs: the change with its Welch interval, shown beside the base', async () => {
    scoring('proj-rep', 78, 84, 81)
    const run = await gate(
      {
        'project-id': 'proj-rep',
        repeat: '3',
        'pass-if': 'base_stats.trust_score.n == 3.0 && delta.trust_score.low > -12.0',
        'fail-if': 'delta.trust_score.high < -12.0'
      },
      true
    )
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('passed')
    expect(run.outputs['base-run-id']).toBe(certificationOf(threeRuns)['runId'])
    // 81 − 82 = −1; Welch: se² = 9/3 + 4/3, df ≈ 3.5, so about ±6.13.
    expect(run.summary).toMatch(
      /\| `trust_score` \| 3 \| 81 \| 73\.55 to 88\.45 \| 78–84 \| 82 &#40;3 runs&#41; \| −1 &#40;−7\.13 to 5\.13&#41; \|/
    )
    expect(run.summary).not.toContain('rests on one run')
  }, 60_000)

  it('never reuses a certification made on fewer runs than repeat asks: three runs start, and the summary says why', async () => {
    const before = service.requestsTo('start').length
    const run = await gate({ 'project-id': 'proj-once', repeat: '3', reuse: '7d' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['reused']).toBe('false')
    expect(service.requestsTo('start').length - before).toBe(3)
    expect(run.summary).toContain(
      '**Reuse:** no certification of this commit was reused: the certification of run ' +
        `${certificationOf(once)['runId'] as string}`.replace(/-/g, '&#45;') +
        ' verifies, but it rests on 1 run, and repeat asks for 3&#58; a certification made on fewer runs stands in ' +
        'for them only when a sequential gate with the same repeat, pass&#45;if and fail&#45;if decided it.'
    )
  }, 60_000)

  it('reuses one made on as many runs, whole: every run id, and stats read from it', async () => {
    const before = service.requests.length
    const run = await gate({
      'project-id': 'proj-rep',
      repeat: '3',
      reuse: '7d',
      'pass-if': 'stats.trust_score.mean >= 80.0'
    })
    expect(run.exitCode).toBe(0)
    expect(service.requests.length).toBe(before)
    expect(run.outputs['reused']).toBe('true')
    const [entry] = JSON.parse(run.outputs['runs'] ?? '') as Array<Record<string, unknown>>
    expect(entry['run-ids']).toEqual(
      (certificationOf(threeRuns)['runs'] as Array<Record<string, unknown>>).map(signed => signed['runId'])
    )
    expect(run.summary).toContain('| `trust_score` | 3 | 82 |')
  }, 60_000)

  it('counts runs by id: a certification listing one run three times stands for no three runs, for reuse or verify', async () => {
    // proj-rep's statement as a gate that took a run handed back three times would have signed it, for proj-thrice.
    const payload = JSON.parse(
      Buffer.from((threeRuns['dsseEnvelope'] as { payload: string }).payload, 'base64')
        .toString('utf8')
        .replaceAll('proj-rep', 'proj-thrice')
    ) as { subject: Statement['subjects']; predicateType: string; predicate: Record<string, unknown> }
    const certification = certificationIn(payload)
    const runs = certification['runs'] as Array<Record<string, unknown>>
    const [first] = runs
    certification['runs'] = runs.map(() => first)
    const bundle = await fixture.sign(
      {
        subjects: payload.subject,
        predicateType: payload.predicateType,
        predicate: payload.predicate
      },
      { sha: BASE_COMMIT }
    )
    github.addAttestation('example/agent', bundle)
    const runId = first['runId'] as string
    const refusal = `it lists run '${runId}' 3 times among its runs: one run counted as 3`
    const before = service.requestsTo('start').length
    scoring('proj-thrice', 80, 82, 84)
    const run = await gate({ 'project-id': 'proj-thrice', repeat: '3', reuse: '7d' })
    expect(run.outputs['reused']).toBe('false')
    expect(service.requestsTo('start').length - before).toBe(3)
    expect(run.log).toContain(refusal)
    const verified = await fixture.verify(BASE_COMMIT, { 'project-id': 'proj-thrice' })
    expect(verified.outputs['verdict']).toBe('failed')
    expect(verified.log).toContain(refusal)
  }, 60_000)

  it("signs a sequential gate's schedule and looks, and why it stopped, with the repeat and fail-if it ran under", () => {
    const certification = certificationOf(sequential)
    expect(certification['runs']).toHaveLength(4)
    // What it cost: 4 of up to 10 runs started.
    expect(certification['runsStarted']).toBe(4)
    expect(certification['sequential']).toEqual({
      repeat: 10,
      failIf: 'stats.trust_score.high < 75.0',
      schedule: [4, 7, 10],
      level: 1 - 0.05 / 3,
      looks: [
        {
          runs: 4,
          level: 1 - 0.05 / 3,
          verdict: 'passed',
          decided: true,
          passIf: 'true',
          failIf: 'false',
          read: [
            { path: 'stats.trust_score.low', value: '88.43' },
            { path: 'stats.trust_score.high', value: '93.07' }
          ],
          intervals: [
            { field: 'trust_score', of: 'stats', mean: 90.75, low: expect.any(Number), high: expect.any(Number) }
          ]
        }
      ],
      stopped: 'decided'
    })
    expect((certification['stats'] as Record<string, { level: number }>)['trust_score'].level).toBe(1 - 0.05 / 3)
  })

  it('reuses a sequential certification decided on 4 runs for the same repeat, sequential, pass-if and fail-if, and verifies it', async () => {
    const before = service.requests.length
    const run = await gate({ 'project-id': 'proj-seq', reuse: '7d', ...SEQUENTIAL })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['reused']).toBe('true')
    expect(service.requests.length).toBe(before)
    expect(JSON.parse(run.outputs['runs'] ?? '[]')).toMatchObject([{ 'runs-started': 0 }])
    expect(run.summary).toContain('| Field | Runs | Mean | 98.33% interval | Min–max |')
    const verified = await fixture.verify(BASE_COMMIT, { 'project-id': 'proj-seq' })
    expect(verified.outputs['verdict']).toBe('passed')
  }, 60_000)

  it('never lets it stand for other expressions or a fixed repeat: the runs start', async () => {
    scoring('proj-seq', 90, 91, 92, 90, 91, 90, 92, 91, 90, 91)
    const before = service.requestsTo('start').length
    const otherFailIf = await gate({
      'project-id': 'proj-seq',
      reuse: '7d',
      ...SEQUENTIAL,
      'fail-if': 'stats.trust_score.high < 70.0'
    })
    expect(otherFailIf.outputs['reused']).toBe('false')
    expect(otherFailIf.summary).toContain('it rests on 4 runs, and repeat asks for 10')
    expect(service.requestsTo('start').length - before).toBe(4)
    const fixed = await gate({ 'project-id': 'proj-seq', reuse: '7d', ...SEQUENTIAL, sequential: 'false', repeat: '5' })
    expect(fixed.outputs['reused']).toBe('false')
    expect(service.requestsTo('start').length - before).toBe(9)
  }, 60_000)
})
