/**
 * `attest: true` through the bundled action, run as the runner runs it: the certification
 * service is the fake, Sigstore is `@sigstore/mock` behind a loopback proxy that ends TLS with a
 * throwaway CA, and GitHub (the OIDC token, storing) is a loopback fake. Each bundle the action
 * wrote is checked with `@sigstore/verify` against a trusted root built from the mocks' keys.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, sep } from 'node:path'
import { commitSubject } from '../../src/attestation/statement.js'
import { REPOSITORY_ROOT, type ActionRun } from '../../tools/action-runner.js'
import { DEMO_API_KEY, startFakeService, type FakeService } from '../../__fixtures__/fake-service.js'
import { annotationsOf } from '../helpers/annotations.js'
import {
  DEFAULT_IDENTITY,
  FAKE_REQUEST_TOKEN,
  signingEnvironment,
  startFakeGitHub,
  type FakeGitHub
} from '../../__fixtures__/fake-github.js'
import { runGateAction } from '../helpers/gate.js'
import { startSigstoreMocks, type SigstoreMocks } from '../../__fixtures__/sigstore-mocks.js'
import { certificationIn, tamperedBundle, verifyBundle, type VerifiedStatement } from '../helpers/verify-bundle.js'
import { malformed } from '../../__fixtures__/github-bodies.js'
import { mergeGroupEvent, pullRequestEventWithoutBase, pushEvent } from '../../__fixtures__/events.js'
import { budgetMs } from '../helpers/pace.js'

const PULL_REQUEST_HEAD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
const GITHUB_TOKEN = 'ghs_attesttoken0123456789abcdef'
const SIGNER = {
  san: `https://github.com/${DEFAULT_IDENTITY.repository}/${DEFAULT_IDENTITY.workflow}@${DEFAULT_IDENTITY.ref}`,
  transparencyLog: false
}

let sigstore: SigstoreMocks
let github: FakeGitHub
let service: FakeService
beforeAll(async () => {
  sigstore = await startSigstoreMocks()
})
afterAll(() => sigstore?.close())
beforeEach(async () => {
  sigstore.calls.splice(0)
  github = await startFakeGitHub()
  service = await startFakeService({ script: { statuses: ['running', 'completed'], stepMs: 0 } })
})
afterEach(async () => {
  await Promise.all([github?.close(), service?.close()])
})

type Event = NonNullable<Parameters<typeof runGateAction>[2]>['event']

/** A pull_request event for PULL_REQUEST_HEAD, in a repository of the given visibility. */
function pullRequestEvent(visibility: 'public' | 'private' = 'private'): NonNullable<Event> {
  return pullRequestEventWithoutBase({ number: 42, head: PULL_REQUEST_HEAD, visibility })
}

/** The gate with `attest: true`, its Sigstore calls through the mocks' proxy, GitHub the fake. */
function attestingRun(
  inputs: Record<string, string> = {},
  options: { event?: Event; env?: Record<string, string> } = {}
): Promise<ActionRun> {
  return runGateAction(
    service,
    { attest: 'true', 'github-token': GITHUB_TOKEN, ...inputs },
    {
      event: options.event ?? pullRequestEvent(),
      env: {
        ...signingEnvironment(sigstore, github),
        // The runner's temporary folder outlives the step here, so that a test can read the bundle.
        RUNNER_TEMP: mkdtempSync(join(tmpdir(), 'runner-temp-')),
        ...options.env
      }
    }
  )
}

const errorOf = (run: ActionRun) => annotationsOf(run, 'error')
const warningsOf = (run: ActionRun) => annotationsOf(run, 'warning')
const storeRequests = () =>
  github.requests.filter(request => request.method === 'POST' && request.path.endsWith('/attestations'))
const storedStatement = (index = 0, signer = SIGNER): VerifiedStatement =>
  verifyBundle(github.stored[index].bundle, sigstore.trustedRoot, signer)

describe('attest: true on a pass', () => {
  it('publishes a statement that verifies, bound to the pull request head, and the outputs and the summary link it', async () => {
    service.addProject('proj-good', { statuses: ['running', 'completed'], reportFields: { trust_score: 91 } })
    const run = await attestingRun({ 'project-id': 'proj-good', 'pass-if': 'run.trust_score >= 80' })
    expect(errorOf(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('passed')

    // Stored once, with the token, and verifiable against the mocks' root.
    expect(storeRequests()).toHaveLength(1)
    expect(storeRequests()[0].headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`)
    const statement = storedStatement()
    const subject = commitSubject('https://github.com', 'example/agent', PULL_REQUEST_HEAD)
    expect(subject.name).toBe(`git+https://github.com/example/agent@${PULL_REQUEST_HEAD}`)
    expect(subject.digest.sha256).toBe(createHash('sha256').update(`${subject.name}\n`).digest('hex'))
    expect(statement.subject[0]).toEqual({ ...subject, digest: { ...subject.digest, gitCommit: PULL_REQUEST_HEAD } })
    const [, tree] = statement.subject
    expect(tree.digest['sha256']).toBe(createHash('sha256').update(`${tree.name}\n`).digest('hex'))
    expect(tree.name).toBe(`git+https://github.com/example/agent@tree:${tree.digest['gitTree']}`)
    expect(statement.predicateType).toBe('https://slsa.dev/verification_summary/v1')
    expect(statement.predicate).toMatchObject({
      verificationResult: 'PASSED',
      resourceUri: subject.name,
      verifiedLevels: ['AGENT_CERTIFICATION_PASSED']
    })
    expect(certificationIn(statement)).toMatchObject({
      repository: 'example/agent',
      commit: PULL_REQUEST_HEAD,
      commitSource: 'pull-request-head',
      event: 'pull_request',
      serviceHost: new URL(service.url).host,
      projectId: 'proj-good',
      runId: run.outputs['run-id'],
      status: 'completed',
      passIf: 'run.trust_score >= 80',
      passIfRead: [{ path: 'run.trust_score', value: '91' }],
      run: expect.objectContaining({ trust_score: 91, status: 'completed' })
    })
    expect(certificationIn(statement)['caveat']).toMatch(/as it cloned it when run \S+ started/)

    // The outputs name it, and the bundle file is the one that was stored.
    const id = String(github.stored[0].id)
    expect(run.outputs['attestation-id']).toBe(id)
    expect(run.outputs['attestation-url']).toBe(`https://github.com/example/agent/attestations/${id}`)
    expect(run.outputs['bundle-path']).toMatch(/agent-certification\/1-proj-good\.sigstore\.json$/)
    expect(JSON.parse(run.outputs['runs'])).toEqual([
      expect.objectContaining({
        'project-id': 'proj-good',
        verdict: 'passed',
        'attestation-id': id,
        'attestation-url': run.outputs['attestation-url']
      })
    ])
    expect(run.summary).toContain('### Signed attestation')
    expect(run.summary).toContain(`[attestation ${id}](https://github.com/example/agent/attestations/${id})`)
    expect(run.log).toContain(`stored it with GitHub: https://github.com/example/agent/attestations/${id}`)
  })

  it('signs with the public-good instance (Fulcio and Rekor) for a public repository', async () => {
    const run = await attestingRun({}, { event: pullRequestEvent('public') })
    expect(run.exitCode).toBe(0)
    expect(sigstore.calls).toEqual(
      expect.arrayContaining([expect.stringMatching(/^POST https:\/\/rekor\.sigstore\.dev\//)])
    )
    expect(storedStatement(0, { ...SIGNER, transparencyLog: true }).predicate.verificationResult).toBe('PASSED')
  })

  it('names the record by the sha256 of the bytes the service sent, whatever their spacing', async () => {
    const body = '{ "run_id" : "run_exact",\n  "status": "completed", "trust_score": 88.0 }'
    service.addFault({ route: 'poll', kind: 'raw', body, contentType: 'application/json' })
    const run = await attestingRun({ 'project-id': '', 'run-id': 'run_exact' })
    expect(run.exitCode).toBe(0)
    const certification = certificationIn(storedStatement())
    expect(certification['recordSha256']).toBe(createHash('sha256').update(body).digest('hex'))
    expect(storedStatement().predicate['inputAttestations']).toEqual([
      { uri: `${service.url}/attestation/runs/run_exact`, digest: { sha256: certification['recordSha256'] } }
    ])
  })

  it.each([
    ['pull_request', pullRequestEvent(), PULL_REQUEST_HEAD, 'pull-request-head'],
    [
      'merge_group',
      mergeGroupEvent({
        head: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
        headRef: 'refs/heads/gh-readonly-queue/main/pr-42-x',
        base: 'ba5eba11ba5eba11ba5eba11ba5eba11ba5eba11'
      }),
      'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
      'merge-group-head'
    ],
    [
      'push',
      pushEvent({ after: 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed' }),
      'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed',
      'workflow'
    ]
  ])(
    'on %s, the whole statement, bound to the commit the workflow ran for',
    async (name, event, commit, commitSource) => {
      const run = await attestingRun({}, { event })
      expect(run.exitCode).toBe(0)
      const runId = run.outputs['run-id']
      const subjectName = `git+https://github.com/example/agent@${commit}`
      const hex = expect.stringMatching(/^[0-9a-f]{64}$/)
      const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
      expect(storedStatement()).toEqual({
        _type: 'https://in-toto.io/Statement/v1',
        // The commit, with in-toto's gitCommit; the tree the run was on (GitHub's, here), with gitTree.
        subject: [
          { name: subjectName, digest: { sha256: sha256(`${subjectName}\n`), gitCommit: commit } },
          {
            name: expect.stringMatching(/^git\+https:\/\/github\.com\/example\/agent@tree:[0-9a-f]{40}$/),
            digest: { sha256: hex, gitTree: expect.stringMatching(/^[0-9a-f]{40}$/) }
          }
        ],
        predicateType: 'https://slsa.dev/verification_summary/v1',
        predicate: {
          verifier: {
            id: 'https://github.com/agent-certification-gate/agent-certification-gate',
            version: { 'agent-certification-gate': '1.0.0' }
          },
          timeVerified: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          resourceUri: subjectName,
          policy: {
            uri: `${service.url}/attestation/projects/proj-demo`,
            digest: { sha256: sha256('status == completed') }
          },
          inputAttestations: [{ uri: `${service.url}/attestation/runs/${runId}`, digest: { sha256: hex } }],
          verificationResult: 'PASSED',
          verifiedLevels: ['AGENT_CERTIFICATION_PASSED'],
          'https://github.com/agent-certification-gate/agent-certification-gate/certification/v1': {
            repository: 'example/agent',
            commit,
            commitSource,
            event: name,
            serviceHost: new URL(service.url).host,
            serviceUrl: service.url,
            projectId: 'proj-demo',
            runId,
            runStartedHere: true,
            runsStarted: 1,
            runCreatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
            status: 'completed',
            passIf: null,
            passIfRead: [],
            recordSha256: hex,
            run: expect.objectContaining({ run_id: runId, status: 'completed' }),
            caveat: `The service certified the repository as it cloned it when run ${runId} started; its API cannot name a commit, so this statement binds the run to the commit the workflow ran for, not to what the service cloned.`
          }
        }
      })
    }
  )

  it("on pull_request, the summary says the verify action refuses a pull request's own signature, and where the merge-queue recipe is", async () => {
    const onPullRequest = await attestingRun()
    expect(onPullRequest.exitCode).toBe(0)
    expect(onPullRequest.summary).toContain(
      "**Signed by a pull request's run:** a pull request's run signs on GitHub's test-merge commit, not on commit"
    )
    expect(onPullRequest.summary).toContain(
      '[the merge&#45;queue recipe](https://github.com/agent-certification-gate/agent-certification-gate/blob/v1/docs/recipes.md#signed-where-a-pull-request-cannot-forge-it)'
    )
    const onPush = await attestingRun(
      {},
      {
        event: pushEvent({ after: 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed' }),
        env: { GITHUB_REF: 'refs/heads/main' }
      }
    )
    expect(onPush.summary).not.toContain("Signed by a pull request's run")
    // A pull request's run is known by its ref, whatever the event is called (a review runs there too).
    const onReview = await attestingRun({}, { event: { ...pullRequestEvent(), name: 'pull_request_review' } })
    expect(onReview.summary).toContain("**Signed by a pull request's run:**")
  })

  it('signs a run given as run-id as the project its record names, saying the run was not started here', async () => {
    const cheap = service.createRun('proj-cheap', { statuses: ['completed'], reportFields: { trust_score: 10 } })
    const run = await attestingRun({ 'project-id': '', 'run-id': cheap })
    expect(run.exitCode).toBe(0)
    expect(certificationIn(storedStatement())).toMatchObject({
      projectId: 'proj-cheap',
      runId: cheap,
      runStartedHere: false
    })
  })

  it('never signs a run given as run-id as another project than its record names', async () => {
    const cheap = service.createRun('proj-cheap', { statuses: ['completed'], reportFields: { trust_score: 10 } })
    const run = await attestingRun({ 'project-id': 'proj-good', 'run-id': cheap })
    expect(run.exitCode).toBe(1)
    expect(github.stored).toEqual([])
    expect(errorOf(run)).toContain(
      `no attestation was made for proj-good: run ${cheap} belongs to project proj-cheap by its record, not to proj-good, so it is not signed as a certification of either.`
    )
    expect(errorOf(run)).toMatch(/With run-id, leave project-id empty or give the project the run belongs to\.$/)
  })

  it('publishes one statement per gate, each naming its project and run', async () => {
    service.addProject('proj-a').addProject('proj-b')
    const run = await attestingRun({ 'project-id': 'proj-a, proj-b' })
    expect(run.exitCode).toBe(0)
    expect(github.stored).toHaveLength(2)
    const projects = [0, 1].map(index => certificationIn(storedStatement(index))['projectId'])
    expect(projects).toEqual(['proj-a', 'proj-b'])
    const runs = JSON.parse(run.outputs['runs']) as Array<Record<string, string>>
    expect(runs.map(entry => entry['attestation-id'])).toEqual(github.stored.map(stored => String(stored.id)))
    expect(run.outputs['attestation-id']).toBeUndefined()
  })
})

describe('attest: true publishes nothing but a pass', () => {
  it.each([
    ['a failed run', { 'project-id': 'proj-bad' }, 'failed'],
    ['a run below the bar', { 'project-id': 'proj-low', 'pass-if': 'run.trust_score >= 80' }, 'failed'],
    ['a run still going at the timeout', { 'project-id': 'proj-slow', timeout: '3s' }, 'timed-out'],
    [
      'a timeout fail-on-timeout: false made a warning',
      { 'project-id': 'proj-slow', timeout: '3s', 'fail-on-timeout': 'false' },
      'timed-out'
    ],
    ['a run started with wait: false', { 'project-id': 'proj-good', wait: 'false' }, 'started']
  ])('%s', async (_, inputs, verdict) => {
    service
      .addProject('proj-bad', { statuses: ['failed'] })
      .addProject('proj-low', { statuses: ['completed'], reportFields: { trust_score: 12 } })
      .addProject('proj-slow', { statuses: ['running'] })
      .addProject('proj-good')
    const run = await attestingRun(inputs)
    expect(run.outputs['verdict']).toBe(verdict)
    expect(github.requests).toEqual([])
    expect(sigstore.calls.filter(call => call.startsWith('CONNECT'))).toEqual([])
    expect(run.outputs['attestation-id']).toBeUndefined()
    expect(run.summary).toContain(
      `attest is true, but only a passed certification is attested, and this step's verdict is ${verdict}: nothing was signed.`
    )
  })
})

describe('attest: true without the permissions', () => {
  it('is an input error with nothing started, giving the permissions line to add', async () => {
    const run = await attestingRun({}, { env: { ACTIONS_ID_TOKEN_REQUEST_URL: '' } })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('error')
    expect(service.requests).toEqual([])
    expect(errorOf(run)).toContain(
      "Input 'attest': is true, but this job cannot request an OIDC token to sign with (ACTIONS_ID_TOKEN_REQUEST_URL is not set). Add this line to the job (YAML, as it stands): permissions: { contents: read, id-token: write, attestations: write }"
    )
  })
})

describe('when it cannot be published', () => {
  it('fails the step when the OIDC token is refused: the certification passed, no attestation was made, and why', async () => {
    github.tokenStatus = 403
    const run = await attestingRun()
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('passed')
    expect(run.outputs['attestation-id']).toBeUndefined()
    expect(github.stored).toEqual([])
    expect(errorOf(run)).toMatch(
      /The certification passed, but no attestation was made for proj-demo: Signing failed: the job.s OIDC token could not be had \(invalid identity token: undefined\)\. attest is true, so the step fails: .* Give the job permissions: \{ contents: read, id-token: write, attestations: write \}/
    )
    expect(run.summary).toMatch(/\| ❌ proj&#45;demo \| not attested: Signing failed/)
    expect(run.summary).toContain(
      '**The step fails:** the certification passed, but attest is true and an attestation it asked for was not made.'
    )
  })

  it('fails the step when Fulcio keeps failing', async () => {
    sigstore.failNext('fulcio', 503, 100)
    const run = await attestingRun()
    expect(run.exitCode).toBe(1)
    expect(errorOf(run)).toMatch(
      /The certification passed, but no attestation was made for proj-demo: Signing failed: .*fulcio\.githubapp\.com/
    )
    expect(github.stored).toEqual([])
    sigstore.failNext('fulcio', 503, 0)
  })

  it('warns and keeps the signed bundle when GitHub refuses to store it', async () => {
    github.storeAnswers.push(404)
    const run = await attestingRun()
    expect(run.exitCode).toBe(0)
    expect(storeRequests()).toHaveLength(1)
    expect(warningsOf(run)).toMatch(
      /GitHub refused to store the attestation \(HTTP 404 \(Fake refusal with HTTP 404\)\); GitHub stores attestations only for some plans and repositories\. The signed bundle is at .*1-proj-demo\.sigstore\.json: keep it with actions\/upload-artifact, and check it with gh attestation verify --bundle\./
    )
    expect(run.outputs['attestation-id']).toBeUndefined()
    expect(run.outputs['bundle-path']).toMatch(/1-proj-demo\.sigstore\.json$/)
    expect(run.summary).toMatch(/\| ⚠️ proj&#45;demo \| signed, not stored: GitHub refused it/)
  })

  it('retries a store that fails for a while, then stores it', async () => {
    github.storeAnswers.push(502, 503)
    const run = await attestingRun()
    expect(run.exitCode).toBe(0)
    expect(storeRequests()).toHaveLength(3)
    expect(run.outputs['attestation-id']).toBe(String(github.stored[0].id))
  })

  it('fails the step when storing keeps failing past its time', async () => {
    github.storeAnswers.push(...Array.from({ length: 100 }, () => 503))
    const run = await attestingRun({ timeout: '5s' })
    expect(run.exitCode).toBe(1)
    expect(storeRequests().length).toBeGreaterThan(2)
    expect(errorOf(run)).toMatch(
      /The certification passed, but no attestation was made for proj-demo: Storing the signed attestation with GitHub failed \d+ time\(s\); the last time: GitHub answered HTTP 503/
    )
    expect(run.durationMs).toBeLessThan(await budgetMs(30_000))
  }, 60_000)
})

/** What the action printed, but for the `::add-mask::` commands that hand the runner its secrets. */
const withoutMaskCommands = (stdout: string) =>
  stdout
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')

describe('secrets', () => {
  it('never appear in the statement, the bundle, the log, the outputs or the summary', async () => {
    service.addProject('proj-echo', {
      statuses: ['completed'],
      reportFields: { note: `key ${DEMO_API_KEY} token ${GITHUB_TOKEN}` }
    })
    const run = await attestingRun({ 'project-id': 'proj-echo' })
    expect(run.exitCode).toBe(0)
    const bundlePath = run.outputs['bundle-path']
    const everything = [
      JSON.stringify(github.stored[0].bundle),
      JSON.stringify(storedStatement()),
      withoutMaskCommands(run.rawStdout),
      run.log,
      run.summary,
      JSON.stringify(run.outputs)
    ]
    const tokenRequest = github.requests.find(request => request.path.startsWith('/_oidc/token'))
    expect(tokenRequest).toBeDefined()
    for (const text of everything) {
      expect(text).not.toContain(DEMO_API_KEY)
      expect(text).not.toContain(GITHUB_TOKEN)
      expect(text).not.toContain(FAKE_REQUEST_TOKEN)
    }
    expect(bundlePath).toBeDefined()
  })
})

describe('the stored bundle is refused once changed', () => {
  it.each([
    [
      'the score',
      (statement: VerifiedStatement) =>
        ((statement.predicate.certification['run'] as Record<string, unknown>)['trust_score'] = 99)
    ],
    [
      'the commit',
      (statement: VerifiedStatement) =>
        (statement.subject[0].name = 'git+https://github.com/example/agent@0000000000000000000000000000000000000000')
    ],
    ['the subject digest', (statement: VerifiedStatement) => (statement.subject[0].digest['sha256'] = '0'.repeat(64))],
    [
      'the predicate type',
      (statement: VerifiedStatement) => (statement.predicateType = 'https://slsa.dev/provenance/v1')
    ]
  ])('%s', async (_, edit) => {
    service.addProject('proj-good', { statuses: ['completed'], reportFields: { trust_score: 91 } })
    const run = await attestingRun({ 'project-id': 'proj-good' })
    expect(run.exitCode).toBe(0)
    const bundle = JSON.parse(readFileSync(run.outputs['bundle-path'], 'utf8')) as Record<string, unknown>
    expect(() => verifyBundle(bundle, sigstore.trustedRoot, SIGNER)).not.toThrow()
    expect(() => verifyBundle(tamperedBundle(bundle, edit), sigstore.trustedRoot, SIGNER)).toThrow(
      /signature verification failed/
    )
  })
})

describe('cost', () => {
  /** The bundled chunks that hold the signing code: @actions/attest and the Sigstore clients. */
  const signingChunks = () =>
    readdirSync(join(REPOSITORY_ROOT, 'dist'))
      .filter(name => /^\d+\.index\.js$/.test(name))
      .filter(name => readFileSync(join(REPOSITORY_ROOT, 'dist', name), 'utf8').includes('fulcio'))

  /** The action run with a module hook that lists every file it loads. */
  async function loadedFiles(inputs: Record<string, string>, exitCode = 0): Promise<string[]> {
    const dir = mkdtempSync(join(tmpdir(), 'loaded-'))
    const hook = join(dir, 'hook.mjs')
    const log = join(dir, 'loaded.txt')
    writeFileSync(log, '')
    writeFileSync(
      hook,
      "import { registerHooks } from 'node:module'\nimport { appendFileSync } from 'node:fs'\n" +
        `registerHooks({ load(url, context, next) { appendFileSync(${JSON.stringify(log)}, url + '\\n'); return next(url, context) } })\n`
    )
    const run = await attestingRun(inputs, { env: { NODE_OPTIONS: `--import=${hook}` } })
    expect(run.exitCode).toBe(exitCode)
    return readFileSync(log, 'utf8').split('\n').filter(Boolean)
  }

  it('loads the signing code only when attest is true, and undici not even then', async () => {
    expect(signingChunks().length).toBeGreaterThan(0)
    // undici (900 KiB) is in neither action's main file: @actions/http-client's import of it is
    // served by src/http/undici-on-demand.ts, which loads it from a chunk of its own when Octokit
    // first sends. No step does: the attestation is signed with skipWrite and stored by
    // src/github/, so @actions/attest makes no Octokit.
    const holdsUndici = (path: string) =>
      readFileSync(join(REPOSITORY_ROOT, 'dist', path), 'utf8').includes('UND_ERR_SOCKET')
    expect(holdsUndici('index.js')).toBe(false)
    expect(holdsUndici(join('verify', 'index.js'))).toBe(false)
    const undiciChunks = readdirSync(join(REPOSITORY_ROOT, 'dist')).filter(
      name => /^\d+\.index\.js$/.test(name) && holdsUndici(name)
    )
    expect(undiciChunks).toHaveLength(1)
    const loadedOf = (urls: string[], chunks: string[]) =>
      urls.filter(url => chunks.some(chunk => url.endsWith(`/dist/${chunk}`)))
    const withoutAttest = await loadedFiles({ attest: 'false' })
    expect(withoutAttest.some(url => url.endsWith('/dist/index.js'))).toBe(true)
    expect(loadedOf(withoutAttest, signingChunks())).toEqual([])
    expect(loadedOf(withoutAttest, undiciChunks)).toEqual([])
    const withAttest = await loadedFiles({ attest: 'true' })
    expect(loadedOf(withAttest, signingChunks()).length).toBeGreaterThan(0)
    expect(loadedOf(withAttest, undiciChunks)).toEqual([])
  })

  it('serves every import of undici by a package the actions depend on from the stand-in', async () => {
    // An import of what src/http/undici-on-demand.ts does not export would be undefined at run
    // time, and ncc does not refuse it: the imports of undici in every package a bundle may hold
    // (the production dependencies) are read here.
    const served = Object.keys(await import('../../src/http/undici-on-demand.js'))
    const packages = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
      cwd: REPOSITORY_ROOT,
      encoding: 'utf8'
    })
      .split('\n')
      .filter(dir => dir.includes('/node_modules/') && !dir.endsWith('/node_modules/undici'))
    const imported = new Map<string, string[]>()
    for (const dir of packages) {
      const files = (readdirSync(dir, { recursive: true }) as string[]).filter(
        file => /\.[cm]?js$/.test(file) && !file.split(sep).includes('node_modules')
      )
      for (const file of files) {
        const text = readFileSync(join(dir, file), 'utf8')
        if (!/['"]undici['"]/.test(text)) continue
        const named = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]undici['"]/g)].flatMap(([, names]) =>
          names.split(',').map(name => name.trim().split(/\s+as\s+/)[0])
        )
        const required = [...text.matchAll(/(\w+)\s*=\s*require\(\s*['"]undici['"]\s*\)/g)].flatMap(([, binding]) => {
          const uses = [...text.matchAll(new RegExp(`\\b${binding}\\b(?!\\s*=\\s*require)(\\.(\\w+))?`, 'g'))]
          // `binding.Name`, each; the binding used any other way (passed on, indexed, destructured) is listed as such.
          return uses.map(([, , name]) => name ?? `(${binding} used whole)`)
        })
        // Any other way of naming undici (a namespace, a default import) is listed as such, to be read.
        const other = text.replace(
          /import\s*\{[^}]*\}\s*from\s*['"]undici['"]|\w+\s*=\s*require\(\s*['"]undici['"]\s*\)/g,
          ''
        )
        const otherForm = /['"]undici['"]|['"]undici\//.test(other) ? ['(another form, or a path inside undici)'] : []
        imported.set(join(dir, file), [...named, ...required, ...otherForm])
      }
    }
    expect([...imported.keys()].map(file => file.slice(file.indexOf('node_modules/')))).toEqual(
      expect.arrayContaining([
        'node_modules/@actions/http-client/lib/index.js',
        'node_modules/@actions/github/lib/internal/utils.js'
      ])
    )
    for (const [file, names] of imported)
      expect({ file, names: names.filter(name => !served.includes(name)) }).toEqual({ file, names: [] })
    // One undici, the one the stand-in imports (a direct dependency, pinned): no package gets another.
    const copies = execFileSync('npm', ['ls', 'undici', '--all', '--parseable'], {
      cwd: REPOSITORY_ROOT,
      encoding: 'utf8'
    })
    expect(copies.split('\n').filter(Boolean)).toEqual([join(REPOSITORY_ROOT, 'node_modules', 'undici')])
  })

  it('loads the verification code only when reuse is set or pass-if names base; the certification side, the comment and the trend only when asked', async () => {
    // dist/index.js holds none: reuse and base load it with import(), from chunks of their own.
    const holdsVerifier = (name: string) =>
      readFileSync(join(REPOSITORY_ROOT, 'dist', name), 'utf8').includes('toSignedEntity')
    const verifyingChunks = readdirSync(join(REPOSITORY_ROOT, 'dist')).filter(
      name => name.endsWith('.js') && holdsVerifier(name)
    )
    expect(verifyingChunks.length).toBeGreaterThan(0)
    expect(verifyingChunks).not.toContain('index.js')
    expect(readFileSync(join(REPOSITORY_ROOT, 'dist', 'verify', 'index.js'), 'utf8')).toContain('toSignedEntity')
    const loadedVerifying = (urls: string[]) =>
      urls.filter(url => verifyingChunks.some(chunk => url.endsWith(`/dist/${chunk}`)))

    // The certification side (reuse, carry) and the comment each load from chunks of their own, only
    // when an input asks for them.
    const chunksHolding = (marker: string) =>
      readdirSync(join(REPOSITORY_ROOT, 'dist')).filter(
        name =>
          name !== 'index.js' &&
          name.endsWith('.js') &&
          readFileSync(join(REPOSITORY_ROOT, 'dist', name), 'utf8').includes(marker)
      )
    const lazy = {
      certified: chunksHolding('function reuseStep('),
      comment: chunksHolding('function commentOnPullRequest('),
      // The trend's least squares, only where an expression names trend.
      trend: chunksHolding('function trendOf(')
    }
    const loadedOf = (urls: string[], chunks: string[]) =>
      urls.filter(url => chunks.some(chunk => url.endsWith(`/dist/${chunk}`)))
    const judgedOnly = await loadedFiles({ attest: 'false', 'pass-if': 'run.trust_score >= 80' })
    expect(loadedVerifying(judgedOnly)).toEqual([])
    for (const chunks of Object.values(lazy)) {
      expect(chunks.length).toBeGreaterThan(0)
      expect(loadedOf(judgedOnly, chunks)).toEqual([])
    }
    // GitHub refuses the list: the gate warns and starts a run, having loaded what reads it.
    github.listAnswers.push({ status: 403, body: malformed('{}') })
    const reusing = await loadedFiles({ attest: 'false', reuse: '7d', paths: 'agent/**' })
    expect(loadedVerifying(reusing).length).toBeGreaterThan(0)
    expect(loadedOf(reusing, lazy.certified).length).toBeGreaterThan(0)
    expect(loadedOf(reusing, lazy.comment)).toEqual([])
    expect(loadedOf(reusing, lazy.trend)).toEqual([])
    // pass-if names base, which cannot be read here: the step fails, having loaded what reads it.
    github.listAnswers.push({ status: 403, body: malformed('{}') })
    expect(
      loadedVerifying(await loadedFiles({ attest: 'false', 'pass-if': '!has(base.x) || run.trust_score >= 80' }, 1))
        .length
    ).toBeGreaterThan(0)
  })
})
