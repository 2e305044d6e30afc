/**
 * The gate remembers, through its bundle, as the runner runs it, in the mocked Sigstore world
 * (strict @sigstore/mock Fulcio, the fake GitHub's attestations API, the fake service): a
 * certification signed by one bundled run, reused or compared with by another, seen where the
 * runner shows it (the outputs `reused`, `runs` and `base-run-id`, the job summary, the exit code
 * and annotations). Only the cases that need the real process are here: why a certification is
 * not reused or is no base, and the words said of it, are shown in this process by
 * gate-memory.test.ts (openMemory and runGate over the same fake GitHub and signed bundles),
 * check.test.ts and inputs.test.ts.
 */
import { createHash } from 'node:crypto'
import { DEFAULT_IDENTITY, signingEnvironment, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import type { FakeService } from '../../__fixtures__/fake-service.js'
import type { ActionRun } from '../../tools/action-runner.js'
import {
  startCertificationFixture,
  TEST_MERGE_COMMIT,
  type CertificationFixture
} from '../helpers/certification-fixture.js'
import { runGateAction } from '../helpers/gate.js'
import { annotationsOf } from '../helpers/annotations.js'
import { certificationIn } from '../helpers/verify-bundle.js'
import { comparisonBody, errorBody } from '../../__fixtures__/github-bodies.js'
import { mergeGroupEvent, pullRequestEvent, pushEvent } from '../../__fixtures__/events.js'

/** Certified on a push to main by the workflow that runs in these tests. */
const COMMIT = 'aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11'
/** The base of pull request 42, certified at 91 for proj-drop. */
const BASE_COMMIT = 'bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22'
/** Pull request 42's head: certified only by pull request 42's own run. */
const HEAD_COMMIT = 'cc33cc33cc33cc33cc33cc33cc33cc33cc33cc33'
const WORKFLOW = DEFAULT_IDENTITY.workflow

let fixture: CertificationFixture
let github: FakeGitHub
let service: FakeService
/** Every attestation stored by beforeAll, to put back after a test lists others. */
let certified: FakeGitHub['stored']
let onMain: Record<string, unknown>

interface On {
  event?: 'push' | 'pull_request' | 'merge_group'
  commit?: string
  /** The pull request's number, and its base (pull_request only). */
  pullRequest?: number
  base?: string
  /** The branch the pull request goes into: main unless said. */
  baseRef?: string
  /** The event's name when it is not one of the three (pull_request_target): a pull request's payload, run on main. */
  eventName?: string
  workflow?: string
  /** More of the runner's environment: a signing job's (fixture.signingAs). */
  env?: Record<string, string>
}

/** The bundled gate on `on` (a push of COMMIT to main by default), reading the mocks' certifications. */
function gate(inputs: Record<string, string>, on: On = {}): Promise<ActionRun> {
  const commit = on.commit ?? COMMIT
  const workflow = on.workflow ?? WORKFLOW
  const number = on.pullRequest ?? 7
  const pullRequest = on.event === 'pull_request'
  const queued = on.event === 'merge_group'
  const ref = pullRequest
    ? `refs/pull/${number}/merge`
    : queued
      ? `refs/heads/gh-readonly-queue/main/pr-${number}-${commit}`
      : 'refs/heads/main'
  return runGateAction(
    service,
    {
      'project-id': 'proj-good',
      'trusted-root': fixture.trustedRoot,
      'github-token': 'ghs_gate',
      timeout: '1m',
      ...inputs
    },
    {
      event: queued
        ? mergeGroupEvent({ head: commit, headRef: ref, base: on.base ?? BASE_COMMIT })
        : pullRequest
          ? pullRequestEvent({ number, head: commit, base: on.base ?? BASE_COMMIT, baseRef: on.baseRef ?? 'main' })
          : pushEvent({ after: commit }),
      env: {
        ...signingEnvironment(fixture.sigstore, github),
        ...on.env,
        GITHUB_API_URL: github.url,
        GITHUB_EVENT_NAME: on.eventName ?? on.event ?? 'push',
        GITHUB_SHA: pullRequest ? TEST_MERGE_COMMIT : commit,
        GITHUB_REF: ref,
        GITHUB_WORKFLOW_REF: `example/agent/${workflow}@${ref}`
      }
    }
  )
}

/** Requests the service got while `run` ran. */
async function counted(
  run: () => Promise<ActionRun>
): Promise<{ run: ActionRun; serviceRequests: number; listRequests: number }> {
  const service0 = service.requests.length
  const github0 = github.requests.length
  const done = await run()
  return {
    run: done,
    serviceRequests: service.requests.length - service0,
    listRequests: github.requests
      .slice(github0)
      .filter(request => request.method === 'GET' && request.path.includes('/attestations/')).length
  }
}

const runIdOf = (bundle: Record<string, unknown>) =>
  certificationIn(
    JSON.parse(Buffer.from((bundle['dsseEnvelope'] as { payload: string }).payload, 'base64').toString('utf8')) as {
      predicate: Record<string, unknown>
    }
  )['runId'] as string

beforeAll(async () => {
  fixture = await startCertificationFixture()
  ;({ github, service } = fixture)
  onMain = await fixture.certify('proj-good', COMMIT)
  // Pull request 42's own run certified its head, on its test-merge commit.
  await fixture.certify('proj-good', HEAD_COMMIT, { event: 'pull_request' })
  service.addProject('proj-drop', { statuses: ['completed'], reportFields: { trust_score: 91 } })
  await fixture.certify('proj-drop', BASE_COMMIT)
  // The base branch's score was 91; pull request 42 brings it to 81.
  service.addProject('proj-drop', { statuses: ['completed'], reportFields: { trust_score: 81 } })
  certified = [...github.stored]
}, 180_000)
afterAll(() => fixture?.close())
beforeEach(() => {
  github.stored.splice(0, github.stored.length, ...certified)
  github.listAnswers.splice(0)
})

describe('reuse', () => {
  it('a re-run passes on the certification of this commit: no request to the service, nothing signed again', async () => {
    const stored = github.stored.length
    const { run, serviceRequests } = await counted(() =>
      gate({ reuse: '7d', 'pass-if': 'run.trust_score >= 90', attest: 'true' }, {})
    )
    expect(run.exitCode).toBe(0)
    expect(serviceRequests).toBe(0)
    expect(github.stored).toHaveLength(stored)
    expect(run.outputs).toMatchObject({
      verdict: 'passed',
      reused: 'true',
      'run-id': runIdOf(onMain),
      status: 'completed'
    })
    expect(JSON.parse(run.outputs['runs'] ?? '')).toEqual([
      expect.objectContaining({ 'project-id': 'proj-good', 'run-id': runIdOf(onMain), reused: true, verdict: 'passed' })
    ])
    expect(JSON.parse(run.outputs['run'] ?? '')).toMatchObject({ trust_score: 91 })
    // Reused first: which run, when signed, by which workflow and ref, how old.
    expect(run.summary).toMatch(
      /^## ✅ proj&#45;good: agent certification passed, reused\n\n\*\*Reused\*\* the certification of this commit by run \*\*/
    )
    // Outside text is inert: an @ never mentions anyone, and a dash is an entity.
    expect(run.summary).toMatch(
      /\*\*, signed \d{4}&#45;\d\d&#45;\d\d \d\d&#58;\d\d UTC by `example\/agent\/\.github\/workflows\/certification\.yml@refs\/heads\/main` on `refs\/heads\/main`, \d+(\.\d)?s ago: no run was started, and `pass-if` is true for its run now\./
    )
    expect(run.summary).toContain('was reused, not signed again')
    expect(run.summary).toContain(
      'Each gate passed on a signed certification of commit `aa11aa11aa11` that it reused, so nothing was signed again'
    )
    expect(run.summary).not.toContain('**Reuse:**')
    expect(run.log).toMatch(/Attestation 1 of commit [0-9a-f]{12}: accepted \(project proj-good/)
    expect(run.log).toMatch(
      new RegExp(
        `^Project proj-good passed on the certification of run ${runIdOf(onMain)}, signed (\\d+(\\.\\d)?s|\\d+m \\d\\ds) ago: no run was started\\.$`,
        'm'
      )
    )
  }, 60_000)

  it("a pull request's own certification: reused by a re-run of that pull request only, never by a push or another pull request", async () => {
    const rerun = await counted(() =>
      gate({ reuse: '7d' }, { event: 'pull_request', commit: HEAD_COMMIT, pullRequest: 42 })
    )
    expect(rerun.serviceRequests).toBe(0)
    expect(rerun.run.outputs['reused']).toBe('true')
    expect(rerun.run.summary).toContain(' on `refs/pull/42/merge`, ')

    const other = await counted(() =>
      gate({ reuse: '7d' }, { event: 'pull_request', commit: HEAD_COMMIT, pullRequest: 8 })
    )
    expect(other.serviceRequests).toBeGreaterThan(0)
    expect(other.run.outputs['reused']).toBe('false')
    expect(other.run.log).toContain(
      `refused: it was signed by a run on 'refs/pull/42/merge' at commit '${TEST_MERGE_COMMIT}', not on commit ${HEAD_COMMIT}: only a run on the commit itself vouches for it`
    )

    const push = await counted(() => gate({ reuse: '7d' }, { commit: HEAD_COMMIT }))
    expect(push.serviceRequests).toBeGreaterThan(0)
    expect(push.run.outputs['reused']).toBe('false')
  }, 90_000)

  it('with several projects, lists the commit and its tree once each, reuses what it can and starts the rest', async () => {
    const { run, serviceRequests, listRequests } = await counted(() =>
      gate({ reuse: '7d', 'project-id': 'proj-good\nproj-drop' })
    )
    expect(run.exitCode).toBe(0)
    // The commit's list for both projects; its tree's for proj-drop, which the commit's had none of.
    expect(listRequests).toBe(2)
    // One run started, for proj-drop alone: its start and its polls.
    expect(service.requests.slice(-serviceRequests).filter(request => request.method === 'POST')).toHaveLength(1)
    expect(run.outputs['reused']).toBe('false')
    expect(JSON.parse(run.outputs['runs'] ?? '')).toEqual([
      expect.objectContaining({
        'project-id': 'proj-good',
        'run-id': runIdOf(onMain),
        reused: true,
        verdict: 'passed'
      }),
      expect.objectContaining({ 'project-id': 'proj-drop', reused: false, verdict: 'passed' })
    ])
    expect(run.summary).toContain(`| proj&#45;good | ${runIdOf(onMain).replace(/-/g, '&#45;')} (reused) |`)
  }, 60_000)
})

describe('reuse by tree', () => {
  /** The files of pull request 42's test-merge commit, and of its merge-queue entry, up to date with main. */
  const TREE = 'abcd'.repeat(10)
  const ENTRY = '1e1e'.repeat(10)
  const queueRef = (commit: string) => `refs/heads/gh-readonly-queue/main/pr-7-${commit}`
  afterEach(() => github.trees.clear())

  /** The bundled gate on merge-queue entry `commit` with reuse and attest, as a run the queue started (its signing identity). */
  const queueEntry = (commit: string, inputs: Record<string, string> = {}) =>
    counted(() =>
      fixture.signingAs({ ref: queueRef(commit), sha: commit, eventName: 'merge_group' }, env =>
        gate({ reuse: '7d', attest: 'true', ...inputs }, { event: 'merge_group', commit, env })
      )
    )
  const statementOf = (bundle: Record<string, unknown>) =>
    JSON.parse(Buffer.from((bundle['dsseEnvelope'] as { payload: string }).payload, 'base64').toString('utf8')) as {
      subject: Array<{ name: string; digest: Record<string, string> }>
      predicate: Record<string, unknown> & { inputAttestations: Array<{ uri: string; digest: Record<string, string> }> }
    }
  const payloadSha256 = (bundle: Record<string, unknown>) =>
    createHash('sha256')
      .update(Buffer.from((bundle['dsseEnvelope'] as { payload: string }).payload, 'base64'))
      .digest('hex')

  it("a merge-queue entry whose tree is the pull request's certified test-merge commit's reuses it: no run, a new statement naming it", async () => {
    github.trees.set(TEST_MERGE_COMMIT, TREE)
    const onPullRequest = await fixture.certify('proj-good', HEAD_COMMIT, { event: 'pull_request' })
    // The pull request's statement names its commit, and the tree its run was on.
    expect(statementOf(onPullRequest).subject.map(subject => subject.digest)).toEqual([
      { sha256: expect.any(String), gitCommit: HEAD_COMMIT },
      { sha256: expect.any(String), gitTree: TREE }
    ])
    github.trees.set(ENTRY, TREE)
    const { run, serviceRequests } = await queueEntry(ENTRY)
    expect(run.exitCode).toBe(0)
    expect(serviceRequests).toBe(0)
    expect(run.outputs['reused']).toBe('true')
    expect(run.summary).toContain(
      `**Reused** the certification of commit \`${TEST_MERGE_COMMIT.slice(0, 12)}\`, whose tree \`${TREE.slice(0, 12)}\` is this commit's (the same files, as GitHub says)`
    )
    // Signed again, for the entry, as a run on the entry: naming the certification it rests on.
    const signed = statementOf(github.stored.at(-1)?.bundle ?? {})
    expect(signed.subject.map(subject => subject.digest)).toEqual([
      { sha256: expect.any(String), gitCommit: ENTRY },
      { sha256: expect.any(String), gitTree: TREE }
    ])
    expect(signed.predicate.inputAttestations[1]).toEqual({
      name: 'reused certification',
      uri: `git+https://github.com/example/agent@tree:${TREE}`,
      digest: { sha256: payloadSha256(onPullRequest) }
    })
    expect(certificationIn(signed)['reusedFrom']).toEqual({
      tree: TREE,
      commit: TEST_MERGE_COMMIT,
      sourceRef: 'refs/pull/42/merge',
      statementSha256: payloadSha256(onPullRequest),
      // Its run's first certification: what max-age and reuse count from, however often it is signed again.
      certifiedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/)
    })
    // The deploy's verify accepts the new statement as any other.
    const verified = await fixture.verify(ENTRY)
    expect(verified.exitCode).toBe(0)
  }, 120_000)

  it('on pull_request_target (a run on the base, about the head) names no tree; pass-if reads the commit it checks as commit', async () => {
    const head = '7a7a'.repeat(10)
    const target = (passIf: string) =>
      fixture.signingAs({ ref: 'refs/pull/42/merge', sha: TEST_MERGE_COMMIT, eventName: 'pull_request_target' }, env =>
        gate(
          { attest: 'true', 'pass-if': passIf },
          { event: 'pull_request', eventName: 'pull_request_target', commit: head, env }
        )
      )
    const bound = await target(`run.trust_score >= 80 && commit == "${head}"`)
    expect(bound.exitCode).toBe(0)
    const signed = statementOf(github.stored.at(-1)?.bundle ?? {})
    expect(signed.subject.map(subject => subject.digest)).toEqual([{ sha256: expect.any(String), gitCommit: head }])
    const other = await target(`run.trust_score >= 80 && commit == "${'0'.repeat(40)}"`)
    expect(other.exitCode).toBe(1)
    expect(other.outputs['verdict']).toBe('failed')
  }, 60_000)
})

describe('carry forward with paths', () => {
  /** A pull request's head that nothing certified: only the base's certification (proj-drop, 91) can spare its run. */
  const DOCS_HEAD = 'd0c5d0c5d0c5d0c5d0c5d0c5d0c5d0c5d0c5d0c5'
  const changedSinceBase = `${BASE_COMMIT}...${TEST_MERGE_COMMIT}`
  afterEach(() => {
    github.changes.clear()
    github.compareAnswers.splice(0)
  })
  const pullRequest = (inputs: Record<string, string> = {}) =>
    counted(() =>
      gate(
        { 'project-id': 'proj-drop', reuse: '7d', paths: 'agent/**\nprompts/*.md', ...inputs },
        { event: 'pull_request', commit: DOCS_HEAD }
      )
    )

  it("a pull request that changes nothing under paths passes on the base's certification: no run, said so", async () => {
    github.changes.set(changedSinceBase, ['docs/guide.md', 'README.md', '.github/workflows/ci.yml'])
    const { run, serviceRequests } = await pullRequest()
    expect(run.exitCode).toBe(0)
    expect(serviceRequests).toBe(0)
    expect(run.outputs['reused']).toBe('true')
    expect(run.outputs['carried-from']).toBe(BASE_COMMIT)
    expect(run.outputs['run-id']).toBe(runIdOf(certified[2].bundle))
    expect(run.summary).toContain('passed, carried forward')
    expect(run.summary).toContain(`**Carried forward** the certification of commit \`${BASE_COMMIT.slice(0, 12)}\``)
    expect(run.log).toContain('none of the 3 files changed since is under paths. No run was started.')
  }, 60_000)

  it('one that changes a file under paths as git reads them, or whose changes cannot be read, starts a run and says why', async () => {
    // prompts/*.md holds prompts/support/system.md for git (`git diff -- 'prompts/*.md'` lists it): never carried.
    github.changes.set(changedSinceBase, ['docs/guide.md', 'prompts/support/system.md'])
    const touched = await pullRequest()
    expect(touched.serviceRequests).toBeGreaterThan(0)
    expect(touched.run.outputs['reused']).toBe('false')
    expect(touched.run.outputs['carried-from'] ?? '').toBe('')
    expect(touched.run.summary).toContain(
      `**Paths:** nothing was carried forward: 1 file under paths changed since ${BASE_COMMIT.slice(0, 12)} &#40;prompts/support/system.md&#41;.`
    )
    github.compareAnswers.push({
      status: 200,
      body: comparisonBody(
        'example/agent',
        BASE_COMMIT,
        TEST_MERGE_COMMIT,
        Array.from({ length: 300 }, (_, n) => `docs/${n}.md`)
      )
    })
    const cutShort = await pullRequest()
    expect(cutShort.serviceRequests).toBeGreaterThan(0)
    expect(cutShort.run.log).toContain(
      'Nothing carried forward for project proj-drop: GitHub lists 300 or more changed files, so the list may be cut short. Starting a run.'
    )
    github.compareAnswers.push({ status: 403, body: errorBody('Resource not accessible by integration') })
    const refused = await pullRequest()
    expect(refused.serviceRequests).toBeGreaterThan(0)
    expect(refused.run.log).toMatch(
      /Nothing carried forward for project proj-drop: what changed since bb22bb22bb22 could not be read: GitHub refused access \(HTTP 403/
    )
  }, 90_000)

  it('one hop from a run: nothing is carried from a branch the change controls, nor from a carry; a carried pass names no tree', async () => {
    // 1. A branch `evil` whose own push run signed a certification of its head.
    const EVIL = 'e1e1'.repeat(10)
    await fixture.certify('proj-drop', EVIL, { identity: { ref: 'refs/heads/evil', sha: EVIL } })
    github.changes.set(`${EVIL}...${TEST_MERGE_COMMIT}`, ['README.md'])
    // 2. A pull request into `evil` that changes nothing under paths: never carried, a run decides.
    const intoEvil = await counted(() =>
      gate(
        { 'project-id': 'proj-drop', reuse: '7d', paths: 'agent' },
        { event: 'pull_request', commit: DOCS_HEAD, base: EVIL, baseRef: 'evil' }
      )
    )
    expect(intoEvil.serviceRequests).toBeGreaterThan(0)
    expect(intoEvil.run.outputs['reused']).toBe('false')
    expect(intoEvil.run.log).toContain(
      'Nothing carried forward for project proj-drop: certifications on branch evil do not count; `source-ref` names the branches that do'
    )
    // ... unless source-ref names the branch.
    const named = await counted(() =>
      gate(
        { 'project-id': 'proj-drop', reuse: '7d', paths: 'agent', 'source-ref': 'refs/heads/evil' },
        { event: 'pull_request', commit: DOCS_HEAD, base: EVIL, baseRef: 'evil' }
      )
    )
    expect(named.serviceRequests).toBe(0)
    expect(named.run.outputs['carried-from']).toBe(EVIL)
    // 3. A docs-only merge-queue entry carries from main's content-certified commit: no run, and its
    // statement names the commit alone (no tree a later entry could reuse), resting on main's.
    const ENTRY = '3e3e'.repeat(10)
    github.changes.set(`${BASE_COMMIT}...${ENTRY}`, ['docs/guide.md'])
    const entry = await counted(() =>
      fixture.signingAs(
        { ref: `refs/heads/gh-readonly-queue/main/pr-7-${ENTRY}`, sha: ENTRY, eventName: 'merge_group' },
        env =>
          gate(
            { 'project-id': 'proj-drop', reuse: '7d', paths: 'agent', attest: 'true' },
            { event: 'merge_group', commit: ENTRY, env }
          )
      )
    )
    expect(entry.run.exitCode).toBe(0)
    expect(entry.serviceRequests).toBe(0)
    expect(entry.run.outputs['carried-from']).toBe(BASE_COMMIT)
    expect(entry.run.summary).toContain('Changed since, outside `paths`, and not certified: `docs/guide.md`.')
    const signed = JSON.parse(
      Buffer.from((github.stored.at(-1)?.bundle['dsseEnvelope'] as { payload: string }).payload, 'base64').toString(
        'utf8'
      )
    ) as { subject: Array<{ digest: Record<string, string> }>; predicate: Record<string, unknown> }
    expect(signed.subject.map(subject => Object.keys(subject.digest).sort())).toEqual([['gitCommit', 'sha256']])
    expect(certificationIn(signed)['reusedFrom']).toMatchObject({
      commit: BASE_COMMIT,
      sourceRef: 'refs/heads/main',
      paths: ['agent']
    })
    // 4. The next pull request, based on the entry (whose only certification was carried), carries
    // from main's content-certified commit, and diffs from there: a change under agent/ is seen.
    github.commits.set(ENTRY, { parents: [BASE_COMMIT], committedAt: Date.now() - 3_600_000 })
    github.changes.set(`${BASE_COMMIT}...${TEST_MERGE_COMMIT}`, ['docs/guide.md', 'agent/prompt/system.md'])
    github.changes.set(`${ENTRY}...${TEST_MERGE_COMMIT}`, ['docs/guide.md'])
    const next = await counted(() =>
      gate(
        { 'project-id': 'proj-drop', reuse: '7d', paths: 'agent' },
        { event: 'pull_request', commit: DOCS_HEAD, base: ENTRY }
      )
    )
    expect(next.serviceRequests).toBeGreaterThan(0)
    expect(next.run.log).toContain(
      `Nothing carried forward for project proj-drop: 1 file under paths changed since ${BASE_COMMIT.slice(0, 12)} (agent/prompt/system.md)`
    )
    github.commits.clear()
  }, 120_000)

  it('refuses paths that git would not take before any request', async () => {
    const before = service.requests.length
    const run = await gate({ paths: 'agent, :(glob,literal)prompts', reuse: '7d' })
    expect(run.exitCode).toBe(1)
    expect(run.log).toMatch(
      /Input 'paths': ':\(glob,literal\)prompts' is both literal and glob, which git refuses\. Nothing was sent to the service\./
    )
    expect(service.requests.length).toBe(before)
  }, 30_000)
})

describe('base in pass-if', () => {
  const bar = '!has(base.trust_score) || run.trust_score >= base.trust_score - 2'

  it("fails a drop from the base commit's 91 to 81, showing the base's value and the change", async () => {
    const { run } = await counted(() =>
      gate({ 'project-id': 'proj-drop', 'pass-if': bar }, { event: 'pull_request', commit: HEAD_COMMIT })
    )
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    const baseRun = runIdOf(certified[2].bundle)
    expect(run.outputs['base-run-id']).toBe(baseRun)
    expect(JSON.parse(run.outputs['runs'] ?? '')[0]).toMatchObject({ 'base-run-id': baseRun })
    expect(run.summary).toContain('run.trust&#95;score &#61; 81 &#40;base 91, −10&#41;')
    expect(run.log).toContain(
      'pass-if is false: !has(base.trust_score) || run.trust_score >= base.trust_score - 2 (run.trust_score = 81 (base 91, −10))'
    )
    expect(run.summary).toMatch(
      new RegExp(
        `\\*\\*Base:\\*\\* compared with run \\*\\*${baseRun.replace(/-/g, '&#45;')}\\*\\*, signed .+, the certification of base commit \`bb22bb22bb22\`\\.`
      )
    )
  }, 60_000)

  it("compares with the base branch's first certification: a later re-run at 70, or a branch at 65, cannot lower the bar", async () => {
    const first = runIdOf(certified[2].bundle)
    // Certified again, later, lower: a re-run of main's job, and a branch pushed at the same commit.
    service.addProject('proj-drop', { statuses: ['completed'], reportFields: { trust_score: 70 } })
    await fixture.certify('proj-drop', BASE_COMMIT)
    service.addProject('proj-drop', { statuses: ['completed'], reportFields: { trust_score: 65 } })
    await fixture.certify('proj-drop', BASE_COMMIT, { identity: { ref: 'refs/heads/feature' } })
    service.addProject('proj-drop', { statuses: ['completed'], reportFields: { trust_score: 81 } })
    const { run } = await counted(() =>
      gate({ 'project-id': 'proj-drop', 'pass-if': bar }, { event: 'pull_request', commit: HEAD_COMMIT })
    )
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    expect(run.outputs['base-run-id']).toBe(first)
    expect(run.summary).toContain('run.trust&#95;score &#61; 81 &#40;base 91, −10&#41;')
    expect(run.summary).toMatch(/the first of 2 certifications of base commit `bb22bb22bb22`/)
  }, 120_000)

  it('with comparable-on, a base scored by another scanner version is set aside with a warning; the same version compares', async () => {
    service.addProject('proj-scan', {
      statuses: ['completed'],
      reportFields: { trust_score: 91, scanner_version: '2.1' }
    })
    const baseRun = runIdOf(await fixture.certify('proj-scan', BASE_COMMIT))
    const inputs = { 'project-id': 'proj-scan', 'pass-if': bar, 'comparable-on': 'scanner_version' }
    const onPullRequest = { event: 'pull_request', commit: HEAD_COMMIT } as const
    service.addProject('proj-scan', {
      statuses: ['completed'],
      reportFields: { trust_score: 81, scanner_version: '2.2' }
    })
    const other = await gate(inputs, onPullRequest)
    expect(other.exitCode).toBe(0)
    expect(other.outputs['base-run-id'] ?? '').toBe('')
    expect(annotationsOf(other, 'warning')).toBe(
      `base, base_stats and delta are empty: the base (run ${baseRun}) has scanner_version "2.1" where the runs judged ` +
        `here have scanner_version "2.2", so it is not compared (comparable-on).`
    )
    expect(other.summary).toMatch(
      /^## ✅ proj&#45;scan: agent certification passed, not compared: the base has another scanner&#95;version\n/
    )
    service.addProject('proj-scan', {
      statuses: ['completed'],
      reportFields: { trust_score: 81, scanner_version: '2.1' }
    })
    const same = await gate(inputs, onPullRequest)
    expect(same.exitCode).toBe(1)
    expect(same.outputs['base-run-id']).toBe(baseRun)
    expect(same.summary).toContain('run.trust&#95;score &#61; 81 &#40;base 91, −10&#41;')
    expect(annotationsOf(same, 'warning')).toBe('')
  }, 120_000)

  it('main certified 90, 88, 86 in the queue, one entry after another: a pull request at 84 fails a drift policy, drawing 90, 88, 86, 84 in its summary and its comment; one at 92 passes', async () => {
    const [first, second, third, head] = ['a1', 'b2', 'c3', 'd4'].map(pair => pair.repeat(20))
    const scoring = (trust_score: number) =>
      service.addProject('proj-trend', { statuses: ['completed'], reportFields: { trust_score } })
    scoring(90)
    await fixture.certify('proj-trend', first)
    // Each entry compares with the one ahead (its base), so its certification carries the history on.
    const entry = (commit: string, base: string) =>
      fixture.signingAs(
        { ref: `refs/heads/gh-readonly-queue/main/pr-7-${commit}`, sha: commit, eventName: 'merge_group' },
        env =>
          gate(
            { 'project-id': 'proj-trend', attest: 'true', 'pass-if': '!has(base.trust_score) || run.trust_score > 0' },
            { event: 'merge_group', commit, base, env }
          )
      )
    scoring(88)
    expect((await entry(second, first)).exitCode).toBe(0)
    scoring(86)
    expect((await entry(third, second)).exitCode).toBe(0)
    const drift = {
      'project-id': 'proj-trend',
      'pass-if': '!has(trend.trust_score.slope) || trend.trust_score.slope > -0.5'
    }
    scoring(84)
    const slide = await gate({ ...drift, comment: 'true' }, { event: 'pull_request', commit: head, base: third })
    expect(slide.exitCode).toBe(1)
    expect(slide.outputs['verdict']).toBe('failed')
    expect(slide.summary).toContain('trend.trust&#95;score.slope &#61; −2')
    expect(slide.summary).toContain(
      "**`trust_score` over the default branch's last 3 certifications, then this one:** 90 → 88 → 86 → 84."
    )
    expect(slide.summary).toMatch(
      /```mermaid\n%%\{init: .*\}%%\nxychart-beta\n {2}title "trust_score"\n {2}x-axis \["a1a1a1a", "b2b2b2b", "c3c3c3c", "this"\]\n {2}y-axis "trust_score"\n {2}line \[90, 88, 86, 84\]\n```/
    )
    expect(annotationsOf(slide, 'warning')).toBe('')
    // The pull request's comment carries the same chart, where a reviewer reads it.
    const [comment] = github.comments.filter(one => one.issue === 7)
    expect(comment.body).toContain('<!-- agent-certification-gate project=proj-trend')
    expect(comment.body).toContain('line [90, 88, 86, 84]')
    expect(comment.body).toContain('90 → 88 → 86 → 84.')
    scoring(92)
    const rise = await gate(drift, { event: 'pull_request', commit: head, base: third })
    expect(rise.exitCode).toBe(0)
    expect(rise.summary).toContain('90 → 88 → 86 → 92')
  }, 180_000)

  it('keeps trust_score in the history behind a thousand checks listed first: a 27-point drop fails the drift policy; an entry without it is said', async () => {
    const [first, second, third, head] = ['e5', 'f6', 'a7', 'b8'].map(pair => pair.repeat(20))
    // A record of over 16 KiB, signed in outline; its first 50 numeric fields are checks, trust_score after them.
    const checks = Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`named-check-${index}`, 1]))
    const scoring = (trust_score: number) =>
      service.addProject('proj-wide', {
        statuses: ['completed'],
        reportFields: { ...checks, trust_score },
        reportFieldsFirst: true
      })
    const drift = {
      'project-id': 'proj-wide',
      'pass-if': '!has(trend.trust_score.slope) || trend.trust_score.slope > -0.5'
    }
    scoring(90)
    // Certified before the team read trust_score's trend: its outline kept no trust_score.
    await fixture.certify('proj-wide', first)
    // Main's queue entries are gated on the drift policy itself: what pass-if reads of run is nothing.
    const entry = (commit: string, base: string) =>
      fixture.signingAs(
        { ref: `refs/heads/gh-readonly-queue/main/pr-8-${commit}`, sha: commit, eventName: 'merge_group' },
        env => gate({ ...drift, attest: 'true' }, { event: 'merge_group', commit, base, env })
      )
    expect((await entry(second, first)).exitCode).toBe(0)
    expect((await entry(third, second)).exitCode).toBe(0)
    scoring(63)
    const dropped = await gate(drift, { event: 'pull_request', commit: head, base: third })
    expect(dropped.outputs['verdict']).toBe('failed')
    expect(dropped.summary).toContain(
      "**`trust_score` over the default branch's last 2 certifications, then this one:** 90 → 90 → 63."
    )
    // The entry that lacks it is said, and counted in n: never a quiet !has(slope).
    expect(annotationsOf(dropped, 'warning')).toBe(
      'trend.trust_score: 1 of the 3 history entries read lacks its mean (e5e5e5e), so its figures rest on the ' +
        'others only; trend.trust_score.n counts all 4 certifications read, this one included.'
    )
  }, 180_000)

  it('a merge-queue entry whose base is certified a few seconds after it looks waits for it, and compares', async () => {
    // The entry ahead in the queue: committed just now, its certification still running.
    const ahead = 'dd44dd44dd44dd44dd44dd44dd44dd44dd44dd44'
    const entry = 'ee55ee55ee55ee55ee55ee55ee55ee55ee55ee55'
    github.commits.set(ahead, { parents: [BASE_COMMIT], committedAt: Date.now() })
    const starts = service.requestsTo('start').length
    const entryRun = gate(
      { 'project-id': 'proj-drop', 'pass-if': bar },
      { event: 'merge_group', commit: entry, base: ahead }
    )
    // Once the entry's own run (81) has started, the entry ahead is certified at 91, a few seconds on.
    while (service.requestsTo('start').length === starts) await new Promise(resolve => setTimeout(resolve, 50))
    service.addProject('proj-drop', { statuses: ['completed'], reportFields: { trust_score: 91 } })
    await new Promise(resolve => setTimeout(resolve, 2_000))
    const aheadBundle = await fixture.certify('proj-drop', ahead)
    service.addProject('proj-drop', { statuses: ['completed'], reportFields: { trust_score: 81 } })
    const run = await entryRun
    github.commits.clear()
    expect(run.log).toMatch(
      /base commit dd44dd44\S+ has no certification of project proj-drop that counts yet \(GitHub lists no attestation for it\): looking again every 5s/
    )
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    expect(run.outputs['base-run-id']).toBe(runIdOf(aheadBundle))
    expect(run.summary).toContain('run.trust&#95;score &#61; 81 &#40;base 91, −10&#41;')
  }, 120_000)

  it('compares with the newest certified first-parent ancestor when the base commit was never certified, saying how far behind', async () => {
    const uncertified = 'ff66ff66ff66ff66ff66ff66ff66ff66ff66ff66'
    const between = '0077007700770077007700770077007700770077'
    // Committed an hour ago: whatever would certify it is over; nothing is waited for after the run.
    github.commits.set(uncertified, { parents: [between], committedAt: Date.now() - 3_600_000 })
    github.commits.set(between, { parents: [BASE_COMMIT], committedAt: Date.now() - 3_700_000 })
    // Still running at the first poll, whenever its random phase falls: the base's first lookup,
    // which the line below is about, ends while the run goes on.
    service.addProject('proj-drop', { statuses: ['running', 'completed'], reportFields: { trust_score: 81 } })
    const { run } = await counted(() =>
      gate(
        { 'project-id': 'proj-drop', 'pass-if': bar },
        { event: 'pull_request', commit: HEAD_COMMIT, base: uncertified }
      )
    ).finally(() => service.addProject('proj-drop', { statuses: ['completed'], reportFields: { trust_score: 81 } }))
    github.commits.clear()
    expect(run.exitCode).toBe(1)
    expect(run.outputs['base-run-id']).toBe(runIdOf(certified[2].bundle))
    // Looked for again only while the run went on: not after it, for a base committed an hour ago.
    expect(run.log).toContain("looking again every 5s while this gate's run goes on, as one may still be running.")
    expect(run.summary).toContain('run.trust&#95;score &#61; 81 &#40;base 91, −10&#41;')
    expect(run.summary).toMatch(
      /of `bb22bb22bb22`, 2 commits behind base commit `ff66ff66ff66`, which has none: its newest certified first-parent ancestor\./
    )
  }, 60_000)

  // How each way GitHub can fail the base's lookup judges nothing is gate-memory.test.ts's; the
  // bundle shows one: the step fails, its verdict an error, and nothing is compared.
  it('never passes a drop from 91 to 81 when GitHub refuses the list (403), and names the permission', async () => {
    github.listAnswers.push({ status: 403, body: errorBody('Resource not accessible by integration') })
    const { run } = await counted(() =>
      gate({ 'project-id': 'proj-drop', 'pass-if': bar }, { event: 'pull_request', commit: HEAD_COMMIT })
    )
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('error')
    expect(run.outputs['base-run-id'] ?? '').toBe('')
    expect(run.log).toMatch(
      /Error: Run \S+ completed, but it was not judged: pass-if compares with the certification of base commit bb22bb22bb22, which could not be read/
    )
    expect(run.summary).not.toContain('passed')
    expect(run.summary).toContain('nothing was compared, so the run was not judged.')
    expect(run.log).toContain("Warning: The gate could not read this repository's attestations (GitHub answered 403)")
    expect(run.log).toContain(
      'Give the job the permission to read attestations (YAML, as it stands): permissions: { contents: read, attestations: read }'
    )
  }, 60_000)
})
