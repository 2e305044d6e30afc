/** A merge-queue entry, through the bundled action: it gates like a pull request, and comments on nothing. */
import { startFakeService, type FakeService } from '../../__fixtures__/fake-service.js'
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
