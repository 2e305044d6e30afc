import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readGitHubContext } from '../src/github/context.js'
import {
  malformedEvent,
  mergeGroupEvent,
  pullRequestEvent,
  pushEvent,
  type MalformedPayload,
  type MergeGroupPayload,
  type PullRequestPayload,
  type PushPayload
} from '../__fixtures__/events.js'

/** A payload GitHub would never send (cut down to the fields a case is about), said by name. */
const partial = (payload: Record<string, unknown>) => malformedEvent('partial', payload).payload

function eventFile(payload: PullRequestPayload | MergeGroupPayload | PushPayload | MalformedPayload | string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'event-')), 'event.json')
  writeFileSync(path, typeof payload === 'string' ? payload : JSON.stringify(payload))
  return path
}

const base = {
  GITHUB_REPOSITORY: 'example/agent',
  GITHUB_SERVER_URL: 'https://ghes.example.com/',
  GITHUB_API_URL: 'https://ghes.example.com/api/v3',
  GITHUB_RUN_ID: '77',
  GITHUB_SHA: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
}

describe('readGitHubContext', () => {
  it('on pull_request, names the head commit of the pull request, not the test-merge commit', () => {
    const pullRequest = pullRequestEvent({ number: 42, head: 'b'.repeat(40), base: 'e'.repeat(40) })
    const context = readGitHubContext({
      ...base,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventFile({
        ...pullRequest.payload,
        pull_request: {
          ...pullRequest.payload.pull_request,
          html_url: 'https://ghes.example.com/example/agent/pull/42'
        }
      } satisfies PullRequestPayload),
      GITHUB_WORKFLOW_REF: 'example/agent/.github/workflows/certification.yml@refs/pull/42/merge'
    })
    expect(context).toEqual({
      eventName: 'pull_request',
      repository: 'example/agent',
      serverUrl: 'https://ghes.example.com',
      apiUrl: 'https://ghes.example.com/api/v3',
      pullRequest: { number: 42, url: 'https://ghes.example.com/example/agent/pull/42' },
      commit: { sha: 'b'.repeat(40), source: 'pull-request-head' },
      workflowSha: base.GITHUB_SHA,
      baseCommit: 'e'.repeat(40),
      baseBranch: 'main',
      defaultBranch: 'main',
      workflowRef: 'example/agent/.github/workflows/certification.yml@refs/pull/42/merge',
      workflowRunUrl: 'https://ghes.example.com/example/agent/actions/runs/77'
    })
  })

  it('on merge_group, names the queue entry head commit and no pull request', () => {
    const context = readGitHubContext({
      ...base,
      GITHUB_EVENT_NAME: 'merge_group',
      GITHUB_EVENT_PATH: eventFile(
        mergeGroupEvent({
          head: 'c'.repeat(40),
          headRef: 'refs/heads/gh-readonly-queue/main/pr-42-abc',
          base: 'd'.repeat(40)
        }).payload
      )
    })
    expect(context.pullRequest).toBeUndefined()
    expect(context.mergeGroup).toEqual({
      headRef: 'refs/heads/gh-readonly-queue/main/pr-42-abc',
      baseRef: 'refs/heads/main'
    })
    expect(context.commit).toEqual({ sha: 'c'.repeat(40), source: 'merge-group-head' })
    expect(context.baseCommit).toBe('d'.repeat(40))
    expect(context.baseBranch).toBe('main')
    expect(context.defaultBranch).toBe('main')
  })

  it("takes GITHUB_SHA's tree from the event's head commit on merge_group, push and other events, only when that commit is GITHUB_SHA", () => {
    const tree = '7'.repeat(40)
    const head = 'c'.repeat(40)
    const queued = mergeGroupEvent({
      head,
      tree,
      headRef: 'refs/heads/gh-readonly-queue/main/pr-1-x',
      base: 'd'.repeat(40)
    }).payload
    const pushed = pushEvent({ after: head, tree }).payload
    const on = (name: string, payload: MergeGroupPayload | PushPayload, sha = head) =>
      readGitHubContext({ ...base, GITHUB_SHA: sha, GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: eventFile(payload) })
        .workflowTree
    expect(on('merge_group', queued)).toBe(tree)
    expect(on('push', pushed)).toBe(tree)
    expect(on('workflow_dispatch', pushed)).toBe(tree)
    // The head commit is another commit than the run's: its tree says nothing of this run.
    expect(on('push', pushed, 'a'.repeat(40))).toBeUndefined()
    // A pull request's run is on GitHub's test merge, whose tree no payload names.
    expect(on('pull_request', pushed)).toBeUndefined()
  })

  it("on merge_group without a repository (GitHub's description makes it optional), knows no default branch and guesses none", () => {
    const context = readGitHubContext({
      ...base,
      GITHUB_EVENT_NAME: 'merge_group',
      GITHUB_EVENT_PATH: eventFile(
        mergeGroupEvent({
          head: 'c'.repeat(40),
          headRef: 'refs/heads/gh-readonly-queue/main/pr-42-abc',
          base: 'd'.repeat(40),
          repository: false
        }).payload
      )
    })
    expect(context.defaultBranch).toBeUndefined()
    expect(context.commit).toEqual({ sha: 'c'.repeat(40), source: 'merge-group-head' })
  })

  it("names the base branch (without refs/heads/) and the run's own ref, when the runner says them", () => {
    const onPullRequest = readGitHubContext({
      ...base,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REF: 'refs/pull/42/merge',
      GITHUB_EVENT_PATH: eventFile(
        partial({ pull_request: { number: 42, base: { sha: 'e'.repeat(40), ref: 'release/2' } } })
      )
    })
    expect(onPullRequest).toMatchObject({ baseBranch: 'release/2', ref: 'refs/pull/42/merge' })
    const onPush = readGitHubContext({
      ...base,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_EVENT_PATH: eventFile(partial({}))
    })
    expect(onPush.baseBranch).toBeUndefined()
    expect(onPush.ref).toBe('refs/heads/main')
    // A review's payload names a pull request, but its run has no base to compare with.
    const review = eventFile(partial({ pull_request: { number: 42, base: { sha: 'e'.repeat(40), ref: 'main' } } }))
    expect(
      readGitHubContext({ ...base, GITHUB_EVENT_NAME: 'pull_request_review', GITHUB_EVENT_PATH: review }).baseBranch
    ).toBeUndefined()
  })

  it('falls back to GITHUB_SHA on other events, and survives a missing or broken event file', () => {
    expect(
      readGitHubContext({ ...base, GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: eventFile('{not json') }).commit
    ).toEqual({
      sha: base.GITHUB_SHA,
      source: 'workflow'
    })
    expect(readGitHubContext({ ...base, GITHUB_EVENT_NAME: 'push' }).baseCommit).toBeUndefined()
    // A night (or one by hand) compares with its own commit's certifications before it, on the default branch.
    const scheduled = eventFile(partial({ schedule: '0 3 * * *', repository: { default_branch: 'trunk' } }))
    for (const event of ['schedule', 'workflow_dispatch']) {
      const night = readGitHubContext({ ...base, GITHUB_EVENT_NAME: event, GITHUB_EVENT_PATH: scheduled })
      expect(night).toMatchObject({ baseCommit: base.GITHUB_SHA, baseBranch: 'trunk', defaultBranch: 'trunk' })
      expect(night.commit).toEqual({ sha: base.GITHUB_SHA, source: 'workflow' })
    }
    // Events whose payload names a pull request, but whose run is not the change's own: no base.
    const pullRequest = eventFile(
      partial({ pull_request: { number: 42, head: { sha: 'b'.repeat(40) }, base: { sha: 'e'.repeat(40) } } })
    )
    for (const event of ['pull_request_target', 'pull_request_review', 'issue_comment']) {
      const context = readGitHubContext({ ...base, GITHUB_EVENT_NAME: event, GITHUB_EVENT_PATH: pullRequest })
      expect(context.baseCommit).toBeUndefined()
      expect(context.pullRequest?.number).toBe(42)
    }
    expect(readGitHubContext({ GITHUB_EVENT_PATH: '/nonexistent/event.json' })).toEqual({
      serverUrl: 'https://github.com',
      apiUrl: 'https://api.github.com'
    })
  })

  it('ignores a head sha that is not a commit id', () => {
    const context = readGitHubContext({
      ...base,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventFile(partial({ pull_request: { number: 1, head: { sha: '](javascript:alert(1))' } } }))
    })
    expect(context.commit?.source).toBe('workflow')
  })
})

describe('meaningOf', () => {
  it('reads each event the table names by its own row, and any other (or none) by the row for others', async () => {
    const { EVENTS, meaningOf } = await import('../src/github/events.js')
    for (const name of [
      'pull_request',
      'pull_request_target',
      'merge_group',
      'push',
      'schedule',
      'workflow_dispatch'
    ] as const)
      expect(meaningOf(name)).toBe(EVENTS[name])
    for (const name of ['issue_comment', 'PUSH', 'other', 'toString', '', undefined])
      expect(meaningOf(name)).toBe(EVENTS.other)
    // A scheduled run is never spared by a certification; one by hand compares as a night does.
    expect(meaningOf('schedule')).toMatchObject({ spares: false, base: { commit: 'GITHUB_SHA', pick: 'newest' } })
    expect(meaningOf('workflow_dispatch').spares).toBeUndefined()
    expect(meaningOf('pull_request').base?.pick).toBe('first-or-scheduled')
    // A push carries forward from the pushed commit; an event the table does not name carries nothing.
    expect(meaningOf('push').carryFrom).toBe('the pushed commit')
    expect(meaningOf('workflow_dispatch').carryFrom).toBeUndefined()
  })
})
