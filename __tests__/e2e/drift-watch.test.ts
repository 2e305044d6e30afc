/**
 * Drift watch through the bundle, as the runner runs it, in the mocked Sigstore world with the fake GitHub's
 * attestations and issues: the default branch certified again on a schedule (never spared by reuse), compared with the
 * night before; one issue per project that a red night (or drift-if) opens, a later red night adds to, and a clean
 * night closes; and a pull request compared with today's main, the scheduled certification in place of the commit's
 * first, which nothing else (a run by hand) can replace. Which certification is the base, in this process, is
 * gate-memory.test.ts's; the issue's words and the refusals, drift-issue.test.ts's and inputs.test.ts's.
 */
import { DEFAULT_IDENTITY, signingEnvironment, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import type { FakeService } from '../../__fixtures__/fake-service.js'
import type { ActionRun } from '../../tools/action-runner.js'
import { startCertificationFixture, type CertificationFixture } from '../helpers/certification-fixture.js'
import { runGateAction } from '../helpers/gate.js'
import { annotationsOf } from '../helpers/annotations.js'
import { pullRequestEvent, scheduleEvent, workflowDispatchEvent } from '../../__fixtures__/events.js'
import { TEST_MERGE_COMMIT } from '../../__fixtures__/pull-request.js'

const WORKFLOW = DEFAULT_IDENTITY.workflow
const TITLE = (project: string) => `Agent certification drift: ${project}`

let fixture: CertificationFixture
let github: FakeGitHub
let service: FakeService

beforeAll(async () => {
  fixture = await startCertificationFixture()
  ;({ github, service } = fixture)
}, 180_000)
afterAll(() => fixture?.close())

/** The project's next runs score `trust_score`. */
const scoring = (project: string, trust_score: number) =>
  service.addProject(project, { statuses: ['completed'], reportFields: { trust_score } })

/** The bundled gate on a night of `commit` on main (schedule unless said), signing as that run when `attest`. */
function night(
  commit: string,
  inputs: Record<string, string>,
  { event = 'schedule' }: { event?: 'schedule' | 'workflow_dispatch' } = {}
): Promise<ActionRun> {
  return fixture.signingAs({ ref: 'refs/heads/main', sha: commit, eventName: event }, env =>
    runGateAction(
      service,
      { 'trusted-root': fixture.trustedRoot, 'github-token': 'ghs_gate', timeout: '1m', ...inputs },
      {
        event: event === 'schedule' ? scheduleEvent() : workflowDispatchEvent(),
        env: {
          ...env,
          GITHUB_EVENT_NAME: event,
          GITHUB_SHA: commit,
          GITHUB_REF: 'refs/heads/main',
          GITHUB_WORKFLOW_REF: `example/agent/${WORKFLOW}@refs/heads/main`
        }
      }
    )
  )
}

/** The bundled gate on pull request 9, whose base is `base`, reading the certifications; nothing signed. */
function pullRequest(base: string, inputs: Record<string, string>): Promise<ActionRun> {
  const ref = 'refs/pull/9/merge'
  return runGateAction(
    service,
    { 'trusted-root': fixture.trustedRoot, 'github-token': 'ghs_gate', timeout: '1m', ...inputs },
    {
      event: pullRequestEvent({ number: 9, head: 'cc99'.repeat(10), base }),
      env: {
        ...signingEnvironment(fixture.sigstore, github),
        GITHUB_API_URL: github.url,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_SHA: TEST_MERGE_COMMIT,
        GITHUB_REF: ref,
        GITHUB_WORKFLOW_REF: `example/agent/${WORKFLOW}@${ref}`
      }
    }
  )
}

const openIssues = (project: string) =>
  github.issues.filter(issue => issue.title === TITLE(project) && issue.state === 'open')
const commentsOn = (number: number) => github.comments.filter(comment => comment.issue === number)

describe('a night of the default branch', () => {
  const drop = '!has(base.trust_score) || run.trust_score >= base.trust_score - 2.0'
  const commit = 'd1a1'.repeat(10)

  it('main certified 90 in the queue; red nights at 84 open one issue, then add to it; a clean night closes it', async () => {
    scoring('proj-night', 90)
    await fixture.certify('proj-night', commit, {
      identity: { ref: `refs/heads/gh-readonly-queue/main/pr-3-${commit}`, eventName: 'merge_group' }
    })
    scoring('proj-night', 84)
    const inputs = { 'project-id': 'proj-night', 'pass-if': drop, 'drift-issue': 'true' }
    const first = await night(commit, inputs)
    expect(first.exitCode).toBe(1)
    expect(first.outputs['verdict']).toBe('failed')
    const [issue] = openIssues('proj-night')
    expect(openIssues('proj-night')).toHaveLength(1)
    expect(issue.labels).toEqual(['agent-certification-drift'])
    expect(issue.body).toContain('| `trust_score` | 84 | 90 | −6 |')
    expect(issue.body).toContain('run.trust&#95;score &#61; 84 &#40;base 90, −6&#41;')
    expect(issue.body).toContain('The workflow run: https://github.com/example/agent/actions/runs/1234567890')
    expect(first.log).toContain(`Opened drift issue #${issue.number} of proj-night: the night's verdict is failed.`)
    // The base is the night's own commit's newest certification by the default branch's runs.
    expect(first.summary).toMatch(
      /\*\*Base:\*\* compared with run .*, the certification of base commit `d1a1d1a1d1a1`\./
    )

    const second = await night(commit, inputs)
    expect(second.exitCode).toBe(1)
    expect(openIssues('proj-night')).toHaveLength(1)
    expect(commentsOn(issue.number)).toHaveLength(1)
    expect(commentsOn(issue.number)[0].body).toContain('| `trust_score` | 84 | 90 | −6 |')

    scoring('proj-night', 90)
    const clean = await night(commit, inputs)
    expect(clean.exitCode).toBe(0)
    expect(openIssues('proj-night')).toHaveLength(0)
    expect(github.issues.find(one => one.number === issue.number)?.state).toBe('closed')
    expect(commentsOn(issue.number)).toHaveLength(2)
    expect(commentsOn(issue.number)[1].body).toContain('The default branch passed again, with drift-if false: closing.')
  }, 180_000)

  it('opens no issue without drift-issue, and starts its run though reuse would spare it', async () => {
    scoring('proj-night', 84)
    const issues = github.issues.length
    const starts = service.requestsTo('start').length
    const red = await night(commit, { 'project-id': 'proj-night', 'pass-if': drop, reuse: '7d' })
    expect(red.exitCode).toBe(1)
    expect(github.issues).toHaveLength(issues)
    expect(service.requestsTo('start')).toHaveLength(starts + 1)
    expect(red.log).toContain(
      'reuse is set aside on schedule: a scheduled run is there to run again on the same commit and see whether the ' +
        'score moved, so every run starts.'
    )
  }, 120_000)

  it('passes at 84 over a floor of 80, signed, opening the issue for drift-if; a pull request then compares with 84', async () => {
    const main = 'e2b2'.repeat(10)
    scoring('proj-watch', 90)
    await fixture.certify('proj-watch', main)
    scoring('proj-watch', 84)
    const stored = github.stored.length
    const watched = await night(main, {
      'project-id': 'proj-watch',
      'pass-if': 'run.trust_score >= 80',
      'drift-if': 'run.trust_score < base.trust_score - 2.0',
      'drift-issue': 'true',
      attest: 'true'
    })
    expect(watched.exitCode).toBe(0)
    expect(watched.outputs['verdict']).toBe('passed')
    expect(github.stored).toHaveLength(stored + 1)
    expect(watched.summary).toContain(
      '**Drift:** `drift-if` run.trust&#95;score &#60; base.trust&#95;score &#45; 2.0 **is true**'
    )
    const [issue] = openIssues('proj-watch')
    expect(openIssues('proj-watch')).toHaveLength(1)
    expect(issue.body).toContain('| `trust_score` | 84 | 90 | −6 |')

    const issues = github.issues.length
    const compared = await pullRequest(main, {
      'project-id': 'proj-watch',
      'pass-if': 'run.trust_score >= base.trust_score - 2',
      'drift-issue': 'true'
    })
    expect(compared.exitCode).toBe(0)
    // On a pull request drift-issue does nothing, and says so once.
    expect(compared.log.split('drift-issue does nothing on pull_request of refs/pull/9/merge')).toHaveLength(2)
    expect(github.issues).toHaveLength(issues)
    expect(compared.summary).toContain('run.trust&#95;score &#61; 84 &#40;base 84, ±0&#41;')
    expect(compared.summary).toMatch(
      /main's scheduled certification of \d{4}&#45;\d\d&#45;\d\d \(trust&#95;score 84\) of base commit `e2b2e2b2e2b2`; first certified \d{4}&#45;\d\d&#45;\d\d \(trust&#95;score 90\)\./
    )
    expect(annotationsOf(compared, 'warning')).toBe('')
  }, 180_000)

  it('never lets a run by hand (workflow_dispatch) replace the first certification a pull request compares with', async () => {
    const main = 'f3c3'.repeat(10)
    scoring('proj-hand', 90)
    await fixture.certify('proj-hand', main)
    scoring('proj-hand', 84)
    const byHand = await night(main, { 'project-id': 'proj-hand', attest: 'true' }, { event: 'workflow_dispatch' })
    expect(byHand.exitCode).toBe(0)
    const compared = await pullRequest(main, {
      'project-id': 'proj-hand',
      'pass-if': 'run.trust_score >= base.trust_score - 2'
    })
    expect(compared.exitCode).toBe(1)
    expect(compared.summary).toContain('run.trust&#95;score &#61; 84 &#40;base 90, −6&#41;')
    expect(compared.summary).toMatch(/the first of 2 certifications of base commit `f3c3f3c3f3c3`\./)
  }, 180_000)
})
