/**
 * A merge-queue entry, through the bundled action: it gates like a pull request, comments on nothing, and warns when
 * its timeout outlasts the queue's limit on a required check.
 */
import { startFakeService, type FakeService } from '../../__fixtures__/fake-service.js'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { mergeQueueRules } from '../../__fixtures__/github-bodies.js'
import { annotationsOf } from '../helpers/annotations.js'
import { runGateAction } from '../helpers/gate.js'
import { mergeGroupEvent as mergeGroupEventOf } from '../../__fixtures__/events.js'

let service: FakeService
beforeEach(async () => {
  service = await startFakeService({ script: { statuses: ['running', 'completed'], stepMs: 0 } })
})
afterEach(() => service.close())

const mergeGroupEvent = mergeGroupEventOf({
  head: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
  headRef: 'refs/heads/gh-readonly-queue/main/pr-42-f00dfeed',
  base: 'ba5eba11ba5eba11ba5eba11ba5eba11ba5eba11'
})

describe('on a merge_group event', () => {
  it('gates the queue entry, names its head commit, and writes no comment and no warning', async () => {
    const run = await runGateAction(
      service,
      { comment: 'true' },
      {
        event: mergeGroupEvent,
        // Any call to GitHub would fail here: nothing listens on this port.
        env: { GITHUB_API_URL: 'http://127.0.0.1:9' }
      }
    )
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('passed')
    expect(run.annotations).toEqual([])
    expect(run.log).toMatch(/merge-queue entry, which has no pull request: no comment was written/)
    expect(run.summary).toContain(
      'ran for commit [c0ffee00c0ff](https://github.com/example/agent/commit/c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00), the head of a merge-queue entry.'
    )
  })

  it('fails the queue entry like a pull request when the run fails', async () => {
    service.addProject('proj-bad', { statuses: ['failed'] })
    const run = await runGateAction(service, { 'project-id': 'proj-bad' }, { event: mergeGroupEvent })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
  })
})

describe("the merge queue's clock", () => {
  let github: FakeGitHub
  beforeAll(async () => {
    github = await startFakeGitHub()
  })
  afterAll(() => github.close())
  afterEach(() => github.rules.clear())

  // The rules are read beside the run and given up when it ends: a run of a few polls leaves the read seconds to
  // answer, where it takes milliseconds.
  const gate = (timeout: string) => {
    service.addProject('proj-queued', { statuses: ['running', 'running', 'running', 'running', 'completed'] })
    return runGateAction(
      service,
      { timeout, 'github-token': 'ghs_gate', 'project-id': 'proj-queued' },
      { event: mergeGroupEvent, env: { GITHUB_API_URL: github.url } }
    )
  }

  it("warns when timeout is not below the queue's limit, naming both, and passes all the same", async () => {
    github.rules.set('main', mergeQueueRules(5))
    const run = await gate('60m')
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('passed')
    expect(annotationsOf(run, 'warning')).toBe(
      'timeout is 1h 00m, but the merge queue of main takes a required check that has not reported within 5 ' +
        "minutes as failed (its ruleset's check_response_timeout_minutes) and removes the entry: a pass after that " +
        "merges nothing. Set timeout well below 5m (the queue's clock counts the job's earlier steps too), or raise the queue's limit."
    )
    expect(github.requests.map(request => request.path)).toContain(
      '/repos/example/agent/rules/branches/main?per_page=100'
    )
  })

  it('says nothing with a timeout below the limit, and changes nothing when the rules cannot be read', async () => {
    github.rules.set('main', mergeQueueRules(30))
    const within = await gate('10m')
    expect(within.outputs['verdict']).toBe('passed')
    expect(annotationsOf(within, 'warning')).toBe('')
    github.rules.set('main', mergeQueueRules(5))
    github.rulesAnswers.push({ status: 403, body: { message: 'Resource not accessible by integration' } })
    const refused = await gate('60m')
    expect(refused.exitCode).toBe(0)
    expect(refused.outputs['verdict']).toBe('passed')
    expect(annotationsOf(refused, 'warning')).toBe('')
    expect(refused.log).toContain("The merge queue's rules for main could not be read (")
  })
})
