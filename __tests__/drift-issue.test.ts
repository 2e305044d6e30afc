/**
 * The drift issue (src/gate/report/drift-issue.ts) through its exported API, against the fake GitHub on loopback: what
 * a night does with its project's issue (say, close, leave), one issue a project however many nights, only the token's
 * own issue touched, and every way GitHub can be in the way (a list that fails or is not a list, a token without
 * issues: write) ending in one warning with no issue opened twice. Through the bundle, as the runner runs it:
 * e2e/drift-watch.test.ts.
 */
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/fake-github.js'
import { errorBody } from '../__fixtures__/github-bodies.js'
import { GitHubApi } from '../src/github/api.js'
import { PublishError } from '../src/action/publish.js'
import {
  againstBase,
  driftAction,
  driftTitle,
  nightLead,
  reportDrift,
  DRIFT_LABEL
} from '../src/gate/report/drift-issue.js'
import type { GateResult } from '../src/gate/results.js'
import type { PublishContext } from '../src/gate/report/context.js'
import type { ActionConfig } from '../src/gate/config.js'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { recordingLogger } from './helpers/fake-clock.js'
import { readsOfText } from './helpers/reads.js'

let github: FakeGitHub
let summaryFile: string
beforeEach(async () => {
  github = await startFakeGitHub()
  // The job summary's file, which the drift line is appended to after the verdict's section.
  summaryFile = join(mkdtempSync(join(tmpdir(), 'drift-issue-')), 'summary')
  writeFileSync(summaryFile, '')
  process.env['GITHUB_STEP_SUMMARY'] = summaryFile
})
afterEach(() => {
  delete process.env['GITHUB_STEP_SUMMARY']
  return github.close()
})

const expression = 'run.trust_score >= base.trust_score - 2.0'
const night = (trust_score: number, more: Partial<GateResult> = {}): GateResult => ({
  verdict: trust_score >= 88 ? 'passed' : 'failed',
  failsStep: trust_score < 88,
  projectId: 'proj-a',
  runs: [{ runId: 'r-1', status: 'completed', record: { trust_score } }],
  named: 0,
  elapsedMs: 1000,
  polls: 2,
  policy: {
    expression,
    reads: readsOfText(expression),
    outcome: trust_score >= 88 ? 'true' : 'false',
    readings: [
      {
        path: 'run.trust_score',
        value: String(trust_score),
        compared: { name: 'base', value: '90', change: `${trust_score - 90}` }
      }
    ]
  },
  base: {
    commit: 'b'.repeat(40),
    certification: { runId: 'r-0', signedAt: '2026-12-06T03:00:00.000Z', ageMs: 86_000_000 },
    runs: [{ runId: 'r-0', status: 'completed', record: { trust_score: 90 } }]
  },
  ...more
})

function contextOf(gates: GateResult[], logger = recordingLogger()): PublishContext {
  return {
    result: { verdict: gates[0].verdict, failsStep: false, gates, elapsedMs: 1000 },
    github: {
      repository: 'example/agent',
      serverUrl: 'https://github.com',
      apiUrl: github.url,
      workflowRunUrl: 'https://github.com/example/agent/actions/runs/9'
    },
    config: { githubToken: 'ghs_night', driftIssue: true } as ActionConfig,
    githubApi: new GitHubApi({ apiUrl: github.url, token: 'ghs_night' }),
    requestLines: [],
    markdown: '',
    logger,
    signal: new AbortController().signal,
    decidedAt: new Date()
  }
}

const open = () => github.issues.filter(issue => issue.state === 'open')
const writes = () => github.requests.filter(request => request.method !== 'GET' && request.path !== '/graphql')

describe('what a night does with its issue', () => {
  it('says a red night or drift-if true (or not told), closes on a clean pass, leaves a reuse or a cancellation', () => {
    const drift = (outcome: 'true' | 'false' | 'error') => ({
      expression: 'x',
      reads: readsOfText('true'),
      readings: [],
      outcome
    })
    expect(driftAction({ verdict: 'failed' })).toEqual({ say: "the night's verdict is failed" })
    expect(driftAction({ verdict: 'timed-out' })).toEqual({ say: "the night's verdict is timed-out" })
    expect(driftAction({ verdict: 'error' })).toEqual({ say: "the night's verdict is error" })
    expect(driftAction({ verdict: 'passed' })).toEqual({ close: 'it passed' })
    expect(driftAction({ verdict: 'passed', driftPolicy: drift('false') })).toEqual({ close: 'it passed' })
    expect(driftAction({ verdict: 'passed', driftPolicy: drift('true') })).toEqual({
      say: 'it passed, but drift-if is true'
    })
    expect(driftAction({ verdict: 'passed', driftPolicy: drift('error') })).toEqual({
      say: 'it passed, but drift-if could not tell (error)'
    })
    expect(driftAction({ verdict: 'cancelled' })).toEqual({ leave: 'the job was cancelled' })
    expect(driftAction({ verdict: 'passed', reused: { signedAt: '', ageMs: 0 } })).toHaveProperty('leave')
  })

  it('leads with what kind of night it was: a drop, a night that reached no verdict, or drift-if', () => {
    const failed = night(84)
    expect(nightLead(failed)).toMatch(
      /^The default branch failed tonight's certification with no change to the repository/
    )
    expect(nightLead({ ...failed, verdict: 'timed-out' })).toMatch(
      /^Tonight's certification of the default branch did not reach a verdict on the agent \(timed-out\): this says nothing of its score yet\.$/
    )
    expect(
      nightLead({ ...failed, serviceFailing: { baseUrl: 'https://acs.example.com', unreachable: 'ECONNREFUSED' } })
    ).toMatch(/did not reach a verdict on the agent \(failed\)/)
    const drift = (outcome: 'true' | 'error') => ({
      ...night(90),
      driftPolicy: { expression: 'x', reads: readsOfText('run.trust_score < 1'), outcome, readings: [] }
    })
    expect(nightLead(drift('true'))).toMatch(
      /^The default branch passed tonight's certification, but drift-if says its score dropped/
    )
    expect(nightLead(drift('error'))).toMatch(
      /drift-if could not be evaluated, so whether its score dropped is not known/
    )
  })

  it("sets this night's figures beside the base's, the mean of several runs, and says when there is no base", () => {
    expect(againstBase(night(84))).toEqual([
      '',
      '| Field | This night | Base (2026&#45;12&#45;06) | Change |',
      '|---|---:|---:|---:|',
      '| `trust_score` | 84 | 90 | −6 |'
    ])
    expect(againstBase(night(91)).at(-1)).toBe('| `trust_score` | 91 | 90 | +1 |')
    expect(againstBase(night(90)).at(-1)).toBe('| `trust_score` | 90 | 90 | ±0 |')
    const several = night(84, {
      runs: [
        { runId: 'r-1', record: { trust_score: 80 } },
        { runId: 'r-2', record: { trust_score: 88 } }
      ],
      figures: { stats: { trust_score: { n: 2, mean: 84, min: 80, max: 88, median: 84 } }, partial: [] }
    })
    expect(againstBase(several).at(-1)).toBe('| `trust_score` | 84 | 90 | −6 |')
    expect(againstBase(night(84, { base: { runs: [], why: { kind: 'none-listed' } } }))).toEqual([
      '',
      'No base certification was compared with.'
    ])
  })
})

describe('the issue, against the fake GitHub', () => {
  it('opens one, labelled, then adds to it; closes it on a clean night; never more than one a project', async () => {
    const logger = recordingLogger()
    await reportDrift(contextOf([night(84)], logger))
    expect(open()).toHaveLength(1)
    const [issue] = open()
    expect(issue).toMatchObject({ title: driftTitle('proj-a'), labels: [DRIFT_LABEL] })
    expect(issue.body).toContain('| `trust_score` | 84 | 90 | −6 |')
    expect(issue.body).toContain('The workflow run: https://github.com/example/agent/actions/runs/9')
    expect(github.labels).toEqual([{ repository: 'example/agent', name: DRIFT_LABEL }])
    await reportDrift(contextOf([night(83)], logger))
    expect(open()).toHaveLength(1)
    expect(github.comments.map(comment => comment.issue)).toEqual([issue.number])
    // The label is there now: asked again, GitHub's 422 is no failure.
    expect(github.labels).toHaveLength(1)
    await reportDrift(contextOf([night(90)], logger))
    expect(open()).toHaveLength(0)
    expect(github.comments).toHaveLength(2)
    expect(github.comments[1].body).toContain('The default branch passed again, with drift-if false: closing.')
    // Each night's summary says what it did with the issue, after the verdict.
    const linked = `[&#35;${issue.number}](https://github.com/example/agent/issues/${issue.number})`
    expect(readFileSync(summaryFile, 'utf8').split('\n').filter(Boolean)).toEqual([
      `**Drift issue:** opened ${linked} (proj&#45;a: the night's verdict is failed).`,
      `**Drift issue:** added to ${linked} (proj&#45;a: the night's verdict is failed).`,
      `**Drift issue:** closed ${linked} (proj&#45;a: it passed).`
    ])
    expect(logger.lines).toEqual([
      `info: Opened drift issue #${issue.number} of proj-a: the night's verdict is failed.`,
      `info: Added to drift issue #${issue.number} of proj-a: the night's verdict is failed.`,
      `info: Closed drift issue #${issue.number} of proj-a: it passed.`
    ])
    // A clean night with nothing open writes nothing.
    const before = writes().length
    await reportDrift(contextOf([night(90)]))
    expect(writes()).toHaveLength(before)
  })

  it("keeps one issue per project of several, and touches only the token's own, never a pull request", async () => {
    github.issues.push(
      {
        repository: 'example/agent',
        number: 5,
        title: driftTitle('proj-a'),
        body: '',
        labels: [DRIFT_LABEL],
        state: 'open',
        login: 'mallory'
      },
      {
        repository: 'example/agent',
        number: 6,
        title: driftTitle('proj-b'),
        body: '',
        labels: [DRIFT_LABEL],
        state: 'open',
        pullRequest: true
      }
    )
    await reportDrift(contextOf([night(84), night(84, { projectId: 'proj-b' }), night(90, { projectId: 'proj-c' })]))
    const ours = open().filter(issue => issue.login === undefined && issue.pullRequest !== true)
    expect(ours.map(issue => issue.title).sort()).toEqual([driftTitle('proj-a'), driftTitle('proj-b')])
    expect(github.comments).toEqual([])
    expect(github.issues.find(issue => issue.number === 5)?.state).toBe('open')
  })

  it('opens none when the list fails or is not a list of issues, and says so once as a warning', async () => {
    github.issueListAnswers.push({ status: 422, body: errorBody('Validation Failed') })
    await expect(reportDrift(contextOf([night(84)]))).rejects.toThrow(PublishError)
    for (const garbage of ['{"message":"ok"}', '[{"number":"7"}]', '<html>'])
      github.issueListAnswers.push({ status: 200, body: garbage as never })
    for (let index = 0; index < 3; index += 1) {
      const failure = await reportDrift(contextOf([night(84)])).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(PublishError)
      expect((failure as Error).message).toMatch(
        /No issue was opened twice: the next night tries again\. The verdict stands\.$/
      )
    }
    expect(github.issues).toEqual([])
    expect(github.labels).toEqual([])
  })

  it('names issues: write when the token cannot open one, the verdict standing', async () => {
    github.issuesWritable = false
    await expect(reportDrift(contextOf([night(84)]))).rejects.toThrow(
      /^Could not write the drift issue \(HTTP 403: Resource not accessible by integration\): the job's token cannot write issues\. Give the job `permissions: issues: write`, or set drift-issue: false\./
    )
    expect(github.issues).toEqual([])
  })

  it('writes nothing without a repository or a token, and says so', async () => {
    const logger = recordingLogger()
    const context = contextOf([night(84)], logger)
    await reportDrift({ ...context, config: { ...context.config, githubToken: undefined } as ActionConfig })
    expect(logger.lines).toEqual([
      'warning: drift-issue is true, but the repository or github-token is not known here: no issue was written.'
    ])
    expect(github.requests).toEqual([])
  })
})
