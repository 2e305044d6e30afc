/**
 * The pull-request comment, through run() in-process, with nock as the GitHub REST API of a
 * GitHub Enterprise Server (links and API calls must follow GITHUB_SERVER_URL / GITHUB_API_URL).
 */
import nock from 'nock'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pullRequestEvent, type PullRequestPayload } from '../__fixtures__/events.js'
import { errorBody, issueCommentBody, type IssueCommentList } from '../__fixtures__/github-bodies.js'

// The runner's context is read from the environment: it must be in place before the step runs.
const dir = mkdtempSync(join(tmpdir(), 'comment-test-'))
const eventPath = join(dir, 'event.json')
const pullRequest = pullRequestEvent({ number: 42, head: 'f00dfeed'.repeat(5), base: 'ba5eba11'.repeat(5) }).payload
writeFileSync(
  eventPath,
  JSON.stringify({
    ...pullRequest,
    pull_request: { ...pullRequest.pull_request, html_url: 'https://ghes.example.com/example/agent/pull/42' }
  } satisfies PullRequestPayload)
)
Object.assign(process.env, {
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: eventPath,
  GITHUB_REPOSITORY: 'example/agent',
  GITHUB_RUN_ID: '77',
  GITHUB_SERVER_URL: 'https://ghes.example.com',
  GITHUB_API_URL: 'https://ghes.example.com/api/v3'
})
const { run } = await import('../src/gate/main.js')
const { commentMarker } = await import('../src/gate/report/comment.js')
const { GitHubApi } = await import('../src/github/api.js')
const { inputVariable } = await import('../tools/action-runner.js')
const { captureStdout, restoreProcess, setInputs } = await import('./helpers/in-process.js')
const { DEMO_API_KEY, DEMO_PROJECT_ID, startFakeService } = await import('../__fixtures__/fake-service.js')
type FakeService = Awaited<ReturnType<typeof startFakeService>>

const API = 'https://ghes.example.com/api/v3'
/** The token's own identity, as GraphQL's viewer names it; REST names it github-actions[bot]. (GraphQL has no OpenAPI type.) */
const viewer = () =>
  nock('https://ghes.example.com')
    .post('/api/graphql')
    .reply(200, { data: { viewer: { login: 'github-actions' } } })
const COMMENTS = '/repos/example/agent/issues/42/comments'
/** A comment on pull request 42 in GitHub's shape, written by the job's token unless `login` says who. */
const comment = (id: number, body: string, login?: string) => issueCommentBody('example/agent', 42, { id, body, login })
/** The comments list GitHub answers with. */
const listed = (...comments: IssueCommentList) => comments
const MARKER = commentMarker(DEMO_PROJECT_ID)
let service: FakeService
let stdout: string[]
let summaryFile: string
const savedEnv = { ...process.env }

beforeAll(() => {
  nock.disableNetConnect()
  nock.enableNetConnect('127.0.0.1')
})
// nock patches node:http for the whole process: undo it, so later test files talk to real sockets.
afterAll(() => {
  nock.enableNetConnect()
  nock.restore()
})

beforeEach(async () => {
  service = await startFakeService({ script: { statuses: ['completed'], stepMs: 0 } })
  summaryFile = join(dir, `summary-${Math.random()}`)
  writeFileSync(summaryFile, '')
  writeFileSync(join(dir, 'output'), '')
  Object.assign(process.env, { GITHUB_STEP_SUMMARY: summaryFile, GITHUB_OUTPUT: join(dir, 'output') })
  setInputs({
    'base-url': service.url,
    'api-key': DEMO_API_KEY,
    'run-id': service.createRun(DEMO_PROJECT_ID),
    'project-id': DEMO_PROJECT_ID,
    comment: 'true',
    'github-token': 'ghs_commenttoken'
  })
  stdout = captureStdout()
})

afterEach(async () => {
  restoreProcess(savedEnv)
  nock.cleanAll()
  await service.close()
})

const warnings = () => stdout.filter(line => line.startsWith('::warning::'))

describe('the pull-request comment', () => {
  it('is created on the first run, with the verdict, the service fields and a link to the workflow run', async () => {
    let posted = ''
    viewer()
    const github = nock(API, { reqheaders: { authorization: 'Bearer ghs_commenttoken' } })
      .get(COMMENTS)
      .query({ per_page: 100 })
      .reply(200, listed(comment(1, 'Looks good to me', 'octo-reviewer')))
      .post(COMMENTS, (body: { body: string }) => {
        posted = body.body
        return true
      })
      .reply(201, comment(2, MARKER))
    await run()
    expect(github.isDone()).toBe(true)
    expect(posted.startsWith(`${MARKER}\n## ✅ proj&#45;demo: agent certification passed`)).toBe(true)
    expect(posted).toContain('| trust&#95;score | 92 |')
    expect(posted).toContain('[Workflow run logs](https://ghes.example.com/example/agent/actions/runs/77)')
    expect(process.exitCode).toBeUndefined()
    expect(warnings()).toEqual([])
    expect(stdout.join('')).toContain('::add-mask::ghs_commenttoken')
  })

  it('is updated, not added again, on later runs: found by its hidden marker', async () => {
    viewer()
    const github = nock(API)
      .get(COMMENTS)
      .query({ per_page: 100 })
      .reply(200, listed(comment(5, `${commentMarker('another-project')}\nold`), comment(9, `${MARKER}\nold verdict`)))
      .patch('/repos/example/agent/issues/comments/9', (body: { body: string }) => body.body.startsWith(MARKER))
      .reply(200, comment(9, MARKER))
    await run()
    expect(github.isDone()).toBe(true)
    expect(stdout.join('')).toContain('Updated the certification comment on pull request #42.')
  })

  it('never changes the verdict: a failed run still fails when commenting works', async () => {
    process.env[inputVariable('run-id')] = service.createRun(DEMO_PROJECT_ID, { statuses: ['failed'] })
    let posted = ''
    viewer()
    nock(API)
      .get(COMMENTS)
      .query(true)
      .reply(200, listed())
      .post(COMMENTS, (body: { body: string }) => ((posted = body.body), true))
      .reply(201, comment(3, MARKER))
    await run()
    expect(posted).toContain('agent certification failed')
    expect(process.exitCode).toBe(1)
  })

  it('on a read-only token (a fork), warns once and keeps the verdict and the summary', async () => {
    viewer()
    nock(API)
      .get(COMMENTS)
      .query(true)
      .reply(200, listed())
      .post(COMMENTS)
      .reply(403, errorBody('Resource not accessible by integration'))
    await run()
    expect(process.exitCode).toBeUndefined()
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]).toMatch(
      /HTTP 403.*Resource not accessible by integration.*pull requests from forks get a read-only token.*pull-requests: write/
    )
    expect(readFileSync(summaryFile, 'utf8')).toMatch(/✅ proj&#45;demo: agent certification passed/)
  })

  it('on any other API error, warns once and goes on', async () => {
    viewer()
    nock(API).get(COMMENTS).query(true).reply(500, errorBody('Server Error'))
    await run()
    expect(process.exitCode).toBeUndefined()
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]).toMatch(/Could not comment on the pull request: .*Server Error.*verdict stands/)
  })

  it('with an empty github-token, warns and sends nothing', async () => {
    process.env[inputVariable('github-token')] = ''
    const github = nock(API).get(COMMENTS).query(true).reply(200, listed())
    await run()
    expect(github.isDone()).toBe(false)
    expect(warnings()[0]).toMatch(/github-token is empty/)
  })

  it('with comment: false, makes no GitHub call at all', async () => {
    process.env[inputVariable('comment')] = 'false'
    const github = nock(API).get(COMMENTS).query(true).reply(200, listed())
    await run()
    expect(github.isDone()).toBe(false)
    expect(warnings()).toEqual([])
  })

  it('never holds the job: a cancellation stops a slow GitHub call at once, and the cancelled step fails', async () => {
    viewer()
    nock(API).get(COMMENTS).query(true).delay(60_000).reply(200, listed())
    const startedAt = Date.now()
    const pending = run()
    await new Promise(resolve => setTimeout(resolve, 300))
    process.emit('SIGTERM', 'SIGTERM')
    await pending
    expect(Date.now() - startedAt).toBeLessThan(5000)
    expect(warnings().join('\n')).toMatch(/Could not comment on the pull request/)
    // The run passed, but the job was cancelled: the step says both, and does not end green.
    expect(process.exitCode).toBe(1)
    expect(stdout.join('')).toMatch(
      /::error::.*The job was cancelled \(SIGTERM\)\. It came after the verdict \(passed\), while publishing it/
    )
    nock.abortPendingRequests()
  })

  it("edits only a comment its own identity wrote: a marker in someone else's comment is left alone", async () => {
    viewer()
    let posted = ''
    const github = nock(API)
      .get(COMMENTS)
      .query({ per_page: 100 })
      .reply(200, listed(comment(7, `${MARKER}\nplanted by someone else`, 'mallory')))
      .post(COMMENTS, (body: { body: string }) => ((posted = body.body), true))
      .reply(201, comment(8, MARKER))
    await run()
    expect(github.isDone()).toBe(true)
    expect(posted.startsWith(MARKER)).toBe(true)
    expect(warnings()).toEqual([])
  })

  it('does not follow a redirect, and does not say it commented', async () => {
    viewer()
    nock(API)
      .get(COMMENTS)
      .query(true)
      .reply(200, listed())
      .post(COMMENTS)
      .reply(302, '', { location: 'https://elsewhere.example/comments' })
    const elsewhere = nock('https://elsewhere.example').post('/comments').reply(201, comment(1, MARKER))
    await run()
    expect(elsewhere.isDone()).toBe(false)
    expect(stdout.join('')).not.toMatch(/Commented on pull request/)
    expect(warnings()[0]).toMatch(
      /redirect \(HTTP 302\) to https:\/\/elsewhere\.example\/comments, which is not followed, so no comment was written/
    )
    expect(process.exitCode).toBeUndefined()
  })

  it("keeps the body within GitHub's 65,536 characters, whatever the summary", async () => {
    const { commentOnPullRequest } = await import('../src/gate/report/comment.js')
    viewer()
    let posted = ''
    nock(API)
      .get(COMMENTS)
      .query(true)
      .reply(200, listed())
      .post(COMMENTS, (body: { body: string }) => ((posted = body.body), true))
      .reply(201, comment(4, MARKER))
    const result = { verdict: 'passed' as const, failsStep: false, gates: [], elapsedMs: 1 }
    const outcome = await commentOnPullRequest({
      result,
      github: {
        serverUrl: 'https://ghes.example.com',
        apiUrl: API,
        repository: 'example/agent',
        pullRequest: { number: 42 }
      },
      config: { githubToken: 'ghs_commenttoken' } as never,
      githubApi: new GitHubApi({ apiUrl: API, token: 'ghs_commenttoken' }),
      requestLines: [],
      markdown: `${'a line of the summary\n'.repeat(4000)}`,
      logger: { info: () => undefined, warning: () => undefined, debug: () => undefined },
      signal: new AbortController().signal,
      decidedAt: new Date()
    })
    expect(outcome).toBe('created')
    expect(posted.length).toBeLessThanOrEqual(65_536)
    expect(posted).toMatch(/the job summary has it all\.\n$/)
  })
})
