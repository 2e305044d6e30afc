/**
 * The gate remembers, through its bundle, in the mocked Sigstore world (strict @sigstore/mock
 * Fulcio, the fake GitHub's attestations API, the fake service): `reuse` passes on a signed
 * certification of this commit with no request to the service, and `base` in pass-if reads the
 * base commit's certification. Both through the verify action's code and rules: a forged, foreign,
 * stale or pull-request-signed certification is never reused and never a base.
 */
import { DEFAULT_IDENTITY, signingEnvironment, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import type { FakeService } from '../../__fixtures__/fake-service.js'
import { tamperedBundle } from '../../__fixtures__/tampered-bundle.js'
import { commitSubject } from '../../src/attestation/statement.js'
import type { ActionRun } from '../../tools/action-runner.js'
import { startCertificationFixture, TEST_MERGE_COMMIT, type CertificationFixture } from '../helpers/certification-fixture.js'
import { runGateAction } from '../helpers/gate.js'

/** Certified on a push to main by the workflow that runs in these tests. */
const COMMIT = 'aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11'
/** The base of pull request 7, certified at 91 for proj-drop. */
const BASE_COMMIT = 'bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22'
/** Pull request 7's head: certified only by pull request 7's own run. */
const HEAD_COMMIT = 'cc33cc33cc33cc33cc33cc33cc33cc33cc33cc33'
/** Certified by nothing. */
const UNCERTIFIED = 'dd44dd44dd44dd44dd44dd44dd44dd44dd44dd44'
const WORKFLOW = DEFAULT_IDENTITY.workflow

let fixture: CertificationFixture
let github: FakeGitHub
let service: FakeService
/** Every attestation stored by beforeAll, to put back after a test lists others. */
let certified: FakeGitHub['stored']
let onMain: Record<string, unknown>

const digestOf = (commit: string) => `sha256:${commitSubject('https://github.com', 'example/agent', commit).digest['sha256']}`

interface On {
  event?: 'push' | 'pull_request'
  commit?: string
  /** The pull request's number, and its base (pull_request only). */
  pullRequest?: number
  base?: string
  workflow?: string
}

/** The bundled gate on `on` (a push of COMMIT to main by default), reading the mocks' certifications. */
function gate(inputs: Record<string, string>, on: On = {}): Promise<ActionRun> {
  const commit = on.commit ?? COMMIT
  const workflow = on.workflow ?? WORKFLOW
  const number = on.pullRequest ?? 7
  const pullRequest = on.event === 'pull_request'
  const ref = pullRequest ? `refs/pull/${number}/merge` : 'refs/heads/main'
  return runGateAction(
    service,
    { 'project-id': 'proj-good', 'trusted-root': fixture.trustedRoot, 'github-token': 'ghs_gate', timeout: '1m', ...inputs },
    {
      event: pullRequest
        ? {
            name: 'pull_request',
            payload: {
              number,
              pull_request: {
                number,
                html_url: `https://github.com/example/agent/pull/${number}`,
                head: { sha: commit },
                base: { sha: on.base ?? BASE_COMMIT, ref: 'main' }
              },
              repository: { full_name: 'example/agent', visibility: 'private' }
            }
          }
        : { name: 'push', payload: { after: commit, repository: { full_name: 'example/agent', visibility: 'private' } } },
      env: {
        ...signingEnvironment(fixture.sigstore, github),
        GITHUB_API_URL: github.url,
        GITHUB_SHA: pullRequest ? TEST_MERGE_COMMIT : commit,
        GITHUB_REF: ref,
        GITHUB_WORKFLOW_REF: `example/agent/${workflow}@${ref}`,
        GITHUB_EVENT_NAME: pullRequest ? 'pull_request' : 'push'
      }
    }
  )
}

/** Requests the service got while `run` ran. */
async function counted(run: () => Promise<ActionRun>): Promise<{ run: ActionRun; serviceRequests: number; listRequests: number }> {
  const service0 = service.requests.length
  const github0 = github.requests.length
  const done = await run()
  return {
    run: done,
    serviceRequests: service.requests.length - service0,
    listRequests: github.requests.slice(github0).filter(request => request.method === 'GET' && request.path.includes('/attestations/'))
      .length
  }
}

const runIdOf = (bundle: Record<string, unknown>) =>
  (
    JSON.parse(Buffer.from((bundle['dsseEnvelope'] as { payload: string }).payload, 'base64').toString('utf8')) as {
      predicate: { certification: { runId: string } }
    }
  ).predicate.certification.runId

beforeAll(async () => {
  fixture = await startCertificationFixture()
  ;({ github, service } = fixture)
  onMain = await fixture.certify('proj-good', COMMIT)
  // Pull request 7's own run certified its head, on its test-merge commit.
  await fixture.certify('proj-good', HEAD_COMMIT, { event: 'pull_request' })
  service.addProject('proj-drop', { statuses: ['completed'], reportFields: { trust_score: 91 } })
  await fixture.certify('proj-drop', BASE_COMMIT)
  // The base branch's score was 91; pull request 7 brings it to 81.
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
    const { run, serviceRequests } = await counted(() => gate({ reuse: '7d', 'pass-if': 'run.trust_score >= 90', attest: 'true' }, {}))
    expect(run.exitCode).toBe(0)
    expect(serviceRequests).toBe(0)
    expect(github.stored).toHaveLength(stored)
    expect(run.outputs).toMatchObject({ verdict: 'passed', reused: 'true', 'run-id': runIdOf(onMain), status: 'completed' })
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
      /\*\*, signed \d{4}&#45;\d\d&#45;\d\d \d\d&#58;\d\d UTC by example\/agent\/\.github\/workflows\/certification\.yml&#64;\u200drefs\/heads\/main on refs\/heads\/main, \d+(\.\d)?s ago: no run was started, and `pass-if` is true for its run now\./
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

  it('starts a run when the certification is older than reuse', async () => {
    await new Promise(resolve => setTimeout(resolve, 1100))
    const { run, serviceRequests } = await counted(() => gate({ reuse: '1s' }))
    expect(run.exitCode).toBe(0)
    expect(serviceRequests).toBeGreaterThan(0)
    expect(run.outputs['reused']).toBe('false')
    expect(run.log).toMatch(
      /Attestation 1 of commit [0-9a-f]{12}: refused: it was signed \d+(\.\d)?s ago, longer ago than reuse allows \(1s\)/
    )
    expect(run.log).toMatch(
      /Nothing to reuse for project proj-good \(commit aa11aa11aa11\): the certification of run run-\w+ verifies, but it was signed .* ago, longer ago than reuse allows \(1s\)\. Starting a run\./
    )
  }, 60_000)

  it('starts a run when pass-if is not true for the certified run now, and judges the new run', async () => {
    const { run, serviceRequests } = await counted(() => gate({ reuse: '7d', 'pass-if': 'run.trust_score >= 95' }))
    expect(serviceRequests).toBeGreaterThan(0)
    expect(run.outputs).toMatchObject({ verdict: 'failed', reused: 'false' })
    expect(run.log).toContain(
      `Nothing to reuse for project proj-good (commit aa11aa11aa11): pass-if is false for the certification of run ${runIdOf(onMain)} now (run.trust_score = 91). Starting a run.`
    )
    // Said where the person whose check went red reads, too.
    expect(run.summary).toContain(
      `**Reuse:** no certification of this commit was reused: pass&#45;if is false for the certification of run ${runIdOf(onMain).replace(/-/g, '&#45;')} now &#40;run.trust&#95;score &#61; 91&#41;.`
    )
  }, 60_000)

  it("a pull request's own certification: reused by a re-run of that pull request only, never by a push or another pull request", async () => {
    const rerun = await counted(() => gate({ reuse: '7d' }, { event: 'pull_request', commit: HEAD_COMMIT, pullRequest: 7 }))
    expect(rerun.serviceRequests).toBe(0)
    expect(rerun.run.outputs['reused']).toBe('true')
    expect(rerun.run.summary).toContain(' on refs/pull/7/merge, ')

    const other = await counted(() => gate({ reuse: '7d' }, { event: 'pull_request', commit: HEAD_COMMIT, pullRequest: 8 }))
    expect(other.serviceRequests).toBeGreaterThan(0)
    expect(other.run.outputs['reused']).toBe('false')
    expect(other.run.log).toContain(
      `refused: it was signed by a run on 'refs/pull/7/merge' at commit '${TEST_MERGE_COMMIT}', not on commit ${HEAD_COMMIT}: only a run on the commit itself vouches for it`
    )

    const push = await counted(() => gate({ reuse: '7d' }, { commit: HEAD_COMMIT }))
    expect(push.serviceRequests).toBeGreaterThan(0)
    expect(push.run.outputs['reused']).toBe('false')
  }, 90_000)

  it('never reuses a forged, foreign or misplaced certification', async () => {
    const edited = tamperedBundle<{ predicate: { certification: { run: Record<string, unknown> } } }>(onMain, statement => {
      statement.predicate.certification.run['trust_score'] = 99
    })
    const byOtherWorkflow = await fixture.certify('proj-good', COMMIT, {
      identity: { workflow: '.github/workflows/other.yml' },
      env: { GITHUB_WORKFLOW_REF: 'example/agent/.github/workflows/other.yml@refs/heads/main' }
    })
    const ofOtherCommit = await fixture.certify('proj-good', UNCERTIFIED)
    const ofOtherRepository = await fixture.certify('proj-good', COMMIT, { identity: { repository: 'evil/agent' } })
    const selfHosted = await fixture.certify('proj-good', COMMIT, { identity: { runnerEnvironment: 'self-hosted' } })
    github.stored.splice(0)
    for (const bundle of [edited, byOtherWorkflow, ofOtherCommit, ofOtherRepository])
      github.addAttestation('example/agent', bundle, [digestOf(COMMIT)])
    // Another project's certification of this very commit does not count for this one.
    for (const bundle of certified) github.addAttestation('example/agent', bundle.bundle, [digestOf(COMMIT)])
    github.addAttestation('example/agent', selfHosted, [digestOf(COMMIT)])

    const { run, serviceRequests } = await counted(() =>
      gate({ reuse: '7d', 'project-id': 'proj-drop', 'deny-self-hosted-runners': 'true' })
    )
    expect(serviceRequests).toBeGreaterThan(0)
    expect(run.outputs['reused']).toBe('false')
    expect(run.log).toContain('refused: its signature does not verify')
    // Another workflow of this repository, and another repository's.
    expect(run.log.match(/, not by \.github\/workflows\/certification\.yml of example\/agent\./g)).toHaveLength(2)
    // Signed on other commits: the other commit's, pull request 7's test-merge commit, and proj-drop's base.
    // (and once more in the one line that says why nothing was reused)
    expect(run.log.match(/, not on commit aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11: /g)).toHaveLength(4)
    expect(run.log).toContain('runner, and deny-self-hosted-runners is true')
    expect(run.log).toContain(
      'Nothing to reuse for project proj-drop (commit aa11aa11aa11): GitHub lists 8 attestations for it, none a certification of project proj-drop that counts'
    )
  }, 120_000)

  it('reuses on the push to main what the merge queue signed for the same commit', async () => {
    const queued = 'ee55ee55ee55ee55ee55ee55ee55ee55ee55ee55'
    const signed = await fixture.certify('proj-good', queued, { identity: { ref: 'refs/heads/gh-readonly-queue/main/pr-7-ee55ee5' } })
    const { run, serviceRequests } = await counted(() => gate({ reuse: '7d', 'pass-if': 'run.trust_score >= 80' }, { commit: queued }))
    expect(serviceRequests).toBe(0)
    expect(run.outputs).toMatchObject({ verdict: 'passed', reused: 'true', 'run-id': runIdOf(signed) })
    expect(run.summary).toContain(' on refs/heads/gh&#45;readonly&#45;queue/main/pr&#45;7&#45;ee55ee5, ')
  }, 60_000)

  it('never reuses a record signed in outline for a pass-if that reads what the outline left out', async () => {
    // Certified when pass-if read only the score: the findings made the record too large to sign whole.
    const large = 'ff66ff66ff66ff66ff66ff66ff66ff66ff66ff66'
    const findings = Array.from({ length: 300 }, (_, index) => ({ id: `F-${index}`, severity: 'critical', title: 'x'.repeat(60) }))
    service.addProject('proj-large', { statuses: ['completed'], reportFields: { trust_score: 91, critical_findings: findings } })
    await fixture.certify('proj-large', large, { inputs: { 'pass-if': 'run.trust_score >= 80' } })
    const stricter = 'run.trust_score >= 80 && (!has(run.critical_findings) || size(run.critical_findings) == 0)'
    const { run, serviceRequests } = await counted(() =>
      gate({ 'project-id': 'proj-large', reuse: '7d', 'pass-if': stricter }, { commit: large })
    )
    expect(serviceRequests).toBeGreaterThan(0)
    expect(run.outputs).toMatchObject({ verdict: 'failed', reused: 'false' })
    expect(run.log).toContain('its signed record is not whole (the record')
    expect(run.log).toContain('and pass-if reads run.critical_findings, which it may not hold as the service reported it')
  }, 60_000)

  it('never reuses the certification of a run that was given to the signing gate (run-id)', async () => {
    const given = 'ab77ab77ab77ab77ab77ab77ab77ab77ab77ab77'
    await fixture.certify('proj-good', given, { inputs: { 'run-id': service.createRun('proj-good'), 'project-id': '' } })
    const { run, serviceRequests } = await counted(() => gate({ reuse: '7d' }, { commit: given }))
    expect(serviceRequests).toBeGreaterThan(0)
    expect(run.outputs['reused']).toBe('false')
    expect(run.log).toContain('but its run was given to the gate that signed it (run-id), not started for the commit')
  }, 60_000)

  it('falls back to a run when GitHub fails, and warns once when the token may not read attestations', async () => {
    github.listAnswers.push(...Array.from({ length: 50 }, () => ({ status: 503, body: 'down' })))
    const down = await counted(() => gate({ reuse: '7d', timeout: '20s' }))
    expect(down.run.exitCode).toBe(0)
    expect(down.serviceRequests).toBeGreaterThan(0)
    expect(down.run.log).toMatch(
      /Nothing to reuse for project proj-good \(commit aa11aa11aa11\): the attestations could not be read: .+\. Starting a run\./
    )
    expect(
      down.run.log.match(/^Warning: The gate could not read the signed certifications of this commit .+ Nothing is reused/gm)
    ).toHaveLength(1)

    github.listAnswers.splice(0)
    github.listAnswers.push({ status: 200, body: '<html>not a list</html>' })
    const garbage = await counted(() => gate({ reuse: '7d' }))
    expect(garbage.run.exitCode).toBe(0)
    expect(garbage.serviceRequests).toBeGreaterThan(0)
    expect(garbage.run.outputs['reused']).toBe('false')
    expect(garbage.run.log).toMatch(
      /Nothing to reuse for project proj-good \(commit aa11aa11aa11\): the attestations could not be read: .+\. Starting a run\./
    )

    github.listAnswers.splice(0)
    github.listAnswers.push({ status: 403, body: JSON.stringify({ message: 'Resource not accessible by integration' }) })
    const refused = await counted(() => gate({ reuse: '7d' }))
    expect(refused.run.exitCode).toBe(0)
    expect(refused.serviceRequests).toBeGreaterThan(0)
    expect(refused.run.log.match(/Warning: The gate could not read this repository's attestations \(GitHub answered 403\)/g)).toHaveLength(
      1
    )
    expect(refused.run.log).toContain('permissions: { contents: read, attestations: read }')
  }, 90_000)

  it('with several projects, lists the commit once, reuses what it can and starts the rest', async () => {
    const { run, serviceRequests, listRequests } = await counted(() => gate({ reuse: '7d', 'project-id': 'proj-good\nproj-drop' }))
    expect(run.exitCode).toBe(0)
    expect(listRequests).toBe(1)
    // One run started, for proj-drop alone: its start and its polls.
    expect(service.requests.slice(-serviceRequests).filter(request => request.method === 'POST')).toHaveLength(1)
    expect(run.outputs['reused']).toBe('false')
    expect(JSON.parse(run.outputs['runs'] ?? '')).toEqual([
      expect.objectContaining({ 'project-id': 'proj-good', 'run-id': runIdOf(onMain), reused: true, verdict: 'passed' }),
      expect.objectContaining({ 'project-id': 'proj-drop', reused: false, verdict: 'passed' })
    ])
    expect(run.summary).toContain(`| proj&#45;good | ${runIdOf(onMain).replace(/-/g, '&#45;')} (reused) |`)
  }, 60_000)

  it('does not apply to a run given as run-id, and says so', async () => {
    const runId = service.createRun('proj-good')
    const { run, listRequests } = await counted(() => gate({ reuse: '7d', 'run-id': runId, 'project-id': '' }))
    expect(run.exitCode).toBe(0)
    expect(listRequests).toBe(0)
    expect(run.log).toContain('reuse is set, but run-id names the run to wait for: nothing is reused.')
  }, 60_000)

  it('refuses a reuse that is not a duration before any request', async () => {
    for (const reuse of ['-1d', 'soon', '0']) {
      const { run, serviceRequests, listRequests } = await counted(() => gate({ reuse }))
      expect(run.exitCode).toBe(1)
      expect(serviceRequests + listRequests).toBe(0)
      expect(run.log).toMatch(/^Error: Input 'reuse': .*Nothing was sent to the service/m)
    }
  }, 60_000)
})

describe('base in pass-if', () => {
  const bar = '!has(base.trust_score) || run.trust_score >= base.trust_score - 2'

  it("fails a drop from the base commit's 91 to 81, showing the base's value and the change", async () => {
    const { run } = await counted(() => gate({ 'project-id': 'proj-drop', 'pass-if': bar }, { event: 'pull_request', commit: HEAD_COMMIT }))
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

  it('is an empty map when the base commit has no certification: the guard passes, and the summary says so once', async () => {
    const { run } = await counted(() =>
      gate({ 'project-id': 'proj-drop', 'pass-if': bar }, { event: 'pull_request', commit: HEAD_COMMIT, base: UNCERTIFIED })
    )
    expect(run.exitCode).toBe(0)
    expect(run.outputs['base-run-id']).toBeUndefined()
    expect(
      run.summary.match(
        /no certification of the base commit `dd44dd44dd44` \(GitHub lists no attestation for it\); `base` was an empty map\./g
      )
    ).toHaveLength(1)
  }, 60_000)

  it('reading a field of an empty base is an error, never a pass', async () => {
    const { run } = await counted(() =>
      gate(
        { 'project-id': 'proj-drop', 'pass-if': 'run.trust_score >= base.trust_score' },
        { event: 'pull_request', commit: HEAD_COMMIT, base: UNCERTIFIED }
      )
    )
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('error')
  }, 60_000)

  it('is an empty map with a warning when GitHub refuses the list', async () => {
    github.listAnswers.push({ status: 403, body: JSON.stringify({ message: 'Resource not accessible by integration' }) })
    const { run } = await counted(() => gate({ 'project-id': 'proj-drop', 'pass-if': bar }, { event: 'pull_request', commit: HEAD_COMMIT }))
    expect(run.exitCode).toBe(0)
    expect(run.log).toContain("Warning: The gate could not read this repository's attestations (GitHub answered 403)")
    expect(run.summary).toContain('`base` was an empty map')
  }, 60_000)

  it('is an empty map with a warning when GitHub is down, and the run is judged without it', async () => {
    github.listAnswers.push(...Array.from({ length: 50 }, () => ({ status: 503, body: 'down' })))
    const { run, serviceRequests } = await counted(() =>
      gate({ 'project-id': 'proj-drop', 'pass-if': bar, timeout: '20s' }, { event: 'pull_request', commit: HEAD_COMMIT })
    )
    expect(serviceRequests).toBeGreaterThan(0)
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('passed')
    expect(run.outputs['base-run-id']).toBeUndefined()
    expect(run.log).toMatch(
      /^Warning: The gate could not read the signed certifications of the base commit bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22 \(.+\)\. `base` is an empty map for pass-if\.$/m
    )
    expect(run.summary).toMatch(
      /\*\*Base:\*\* base commit `bb22bb22bb22` could not be looked up: the attestations could not be read&#58; .+; `base` was an empty map\./
    )
  }, 60_000)

  it('is an empty map on a push, which has no base, with nothing listed; and nothing is listed when pass-if does not name base', async () => {
    const push = await counted(() => gate({ 'project-id': 'proj-drop', 'pass-if': bar }))
    expect(push.run.exitCode).toBe(0)
    expect(push.listRequests).toBe(0)
    expect(push.run.summary).toContain(
      '**Base:** no base certification: a push event has no base commit &#40;only pull&#95;request and merge&#95;group have one&#41;; `base` was an empty map.'
    )

    const plain = await counted(() =>
      gate({ 'project-id': 'proj-drop', 'pass-if': 'run.trust_score >= 80' }, { event: 'pull_request', commit: HEAD_COMMIT })
    )
    expect(plain.run.exitCode).toBe(0)
    expect(plain.listRequests).toBe(0)
    expect(plain.run.summary).not.toContain('**Base:**')
  }, 60_000)

  it("never takes a pull request's own certification as the base", async () => {
    // HEAD_COMMIT is certified only by pull request 7's run: as pull request 9's base, it does not count.
    const { run } = await counted(() =>
      gate({ 'pass-if': bar }, { event: 'pull_request', commit: UNCERTIFIED, base: HEAD_COMMIT, pullRequest: 9 })
    )
    expect(run.exitCode).toBe(0)
    expect(run.outputs['base-run-id']).toBeUndefined()
    expect(run.log).toContain(
      `Warning: base is an empty map for project proj-good (base commit cc33cc33cc33): GitHub lists 1 attestation for it, none a certification of project proj-good that counts (one claiming to be was refused: it was signed by a run on 'refs/pull/7/merge'`
    )
  }, 60_000)
})
