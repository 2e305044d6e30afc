/**
 * Who may have signed: the verify action through its bundle, against certificates the strict
 * @sigstore/mock Fulcio issues from the claims GitHub puts in a job's OIDC token
 * (`job_workflow_ref`, `ref`, `sha`, `repository`, `runner_environment`, `job_workflow_sha`). A
 * pull request can edit the workflow its own run signs with, so only a run on the commit itself,
 * by a workflow the deploy job names, from a ref it names, vouches for the commit.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { CERTIFICATION_PREDICATE_TYPE, commitSubject } from '../../src/attestation/statement.js'
import { REPOSITORY_ROOT, runAction, type ActionRun } from '../../tools/action-runner.js'
import { DEFAULT_IDENTITY, signingEnvironment, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import type { SigstoreMocks } from '../../__fixtures__/sigstore-mocks.js'
import { annotationsOf } from '../helpers/annotations.js'
import {
  startCertificationFixture,
  TEST_MERGE_COMMIT,
  type CertificationFixture
} from '../helpers/certification-fixture.js'
import { signStatement } from '../helpers/sign-statement.js'
import { certificationIn } from '../helpers/verify-bundle.js'
import type { Bundle } from '../../__fixtures__/github-bodies.js'
import { budgetMs } from '../helpers/pace.js'

const COMMIT = 'b1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
const OTHER_COMMIT = '0123456789abcdef0123456789abcdef01234567'
const CENTRAL = {
  repository: 'org/central',
  workflow: '.github/workflows/certify.yml',
  ref: 'refs/heads/main',
  sha: 'c'.repeat(40)
}

let fixture: CertificationFixture
let github: FakeGitHub
let sigstore: SigstoreMocks
/** Signed by `.github/workflows/certification.yml` of example/agent on a push of COMMIT to main. */
let onMain: Record<string, unknown>
/** Signed by the central workflow, required by an organization ruleset, for example/agent's push of COMMIT. */
let byCentral: Record<string, unknown>

function runVerify(inputs: Record<string, string> = {}, env: Record<string, string> = {}): Promise<ActionRun> {
  return runAction({
    actionDir: join(REPOSITORY_ROOT, 'verify'),
    inputs: { commit: COMMIT, 'trusted-root': fixture.trustedRoot, timeout: '30s', ...inputs },
    githubToken: 'ghs_verify',
    env: { GITHUB_API_URL: github.url, ...env }
  })
}

const subjectDigest = (commit = COMMIT) =>
  `sha256:${commitSubject('https://github.com', 'example/agent', commit).digest['sha256']}`

/** Lists exactly `bundles` for COMMIT's subject in example/agent. */
function listOnly(...bundles: Bundle[]): void {
  github.stored.splice(0)
  for (const bundle of bundles) github.addAttestation('example/agent', bundle, [subjectDigest()])
}

interface Entry {
  verdict: string
  'signer-workflow': string | null
  'source-ref': string | null
  'signer-digest': string | null
  'runner-environment': string | null
  refused: Array<{ reason: string; 'signer-workflow': string | null; 'source-ref': string | null }>
}
const entriesOf = (run: ActionRun) => JSON.parse(run.outputs['attestations'] ?? '[]') as Entry[]
const refusalsOf = (run: ActionRun) => entriesOf(run).flatMap(entry => entry.refused.map(refusal => refusal.reason))
const statementOf = (bundle: Record<string, unknown>) =>
  JSON.parse(Buffer.from((bundle['dsseEnvelope'] as { payload: string }).payload, 'base64').toString('utf8')) as {
    subject: Array<{ name: string }>
    predicate: Record<string, unknown>
  }

beforeAll(async () => {
  fixture = await startCertificationFixture()
  ;({ github, sigstore } = fixture)
  onMain = await fixture.certify('proj-good', COMMIT)
  byCentral = await fixture.certify('proj-good', COMMIT, {
    identity: { signer: CENTRAL },
    env: { GITHUB_WORKFLOW_REF: `${CENTRAL.repository}/${CENTRAL.workflow}@${CENTRAL.ref}` }
  })
}, 120_000)
afterAll(() => fixture?.close())
beforeEach(() => {
  github.identity = { ...DEFAULT_IDENTITY, sha: COMMIT }
  github.listAnswers.splice(0)
  listOnly(onMain)
})

describe("the signing run's commit must be the commit checked", () => {
  it("refuses a pull request's own run: it signed on GitHub's test-merge commit, whatever its statement says, also with source-ref: refs/pull/*", async () => {
    const fromPullRequest = await fixture.certify('proj-good', COMMIT, { event: 'pull_request' })
    expect(statementOf(fromPullRequest).subject[0].name).toBe(`git+https://github.com/example/agent@${COMMIT}`)
    listOnly(fromPullRequest)
    const reason =
      `it was signed by a run on 'refs/pull/42/merge' at commit '${TEST_MERGE_COMMIT}', not on commit ${COMMIT}: ` +
      "only a run on the commit itself vouches for it (a pull request's run is on GitHub's test-merge commit)"
    const run = await runVerify()
    expect(run.outputs['verdict']).toBe('failed')
    expect(refusalsOf(run)).toEqual([reason])
    expect(refusalsOf(await runVerify({ 'source-ref': 'refs/pull/*' }))).toEqual([reason])
  })

  it('refuses a run on another branch and commit that signed a statement about this commit', async () => {
    listOnly(await fixture.certify('proj-good', COMMIT, { identity: { ref: 'refs/heads/evil', sha: OTHER_COMMIT } }))
    const run = await runVerify()
    expect(run.outputs['verdict']).toBe('failed')
    expect(refusalsOf(run)).toEqual([
      expect.stringMatching(
        `^it was signed by a run on 'refs/heads/evil' at commit '${OTHER_COMMIT}', not on commit ${COMMIT}`
      )
    ])
  })
})

describe('signer-workflow', () => {
  it("accepts a central required workflow's signature for the agent repository with its whole name and ref, and refuses every near miss", async () => {
    listOnly(byCentral)
    const central = `${CENTRAL.repository}/${CENTRAL.workflow}`
    const accepted = await runVerify({ 'signer-workflow': `${central}@refs/heads/main` })
    expect(accepted.outputs['verdict']).toBe('passed')
    expect(entriesOf(accepted)[0]).toMatchObject({
      'signer-workflow': `${central}@refs/heads/main`,
      'source-ref': 'refs/heads/main',
      'signer-digest': CENTRAL.sha,
      'runner-environment': 'github-hosted'
    })
    expect((await runVerify({ 'signer-workflow': central })).outputs['verdict']).toBe('passed')
    const signedBy = `it was signed by https://github.com/${central}@refs/heads/main, not by`
    for (const [input, expected] of [
      ['', `${signedBy} a workflow of example/agent`],
      ['.github/workflows/certify.yml', `${signedBy} .github/workflows/certify.yml of example/agent`],
      [`${central}@refs/heads/dev`, `${signedBy} ${central}@refs/heads/dev`],
      [
        'org/other/.github/workflows/certify.yml@refs/heads/main',
        `${signedBy} org/other/.github/workflows/certify.yml@refs/heads/main`
      ],
      ['org/central/.github/workflows/certify.yaml', `${signedBy} org/central/.github/workflows/certify.yaml`]
    ]) {
      const run = await runVerify({ 'signer-workflow': input })
      expect([input, run.outputs['verdict'], refusalsOf(run)]).toEqual([input, 'failed', [expected]])
    }
  })

  it('matches owner and repository in any case, the path and the ref exactly', async () => {
    listOnly(byCentral)
    expect(
      (await runVerify({ 'signer-workflow': 'Org/Central/.github/workflows/certify.yml@refs/heads/main' })).outputs[
        'verdict'
      ]
    ).toBe('passed')
    expect(
      (await runVerify({ 'signer-workflow': 'org/central/.github/workflows/Certify.yml' })).outputs['verdict']
    ).toBe('failed')
    expect(
      (await runVerify({ 'signer-workflow': 'org/central/.github/workflows/certify.yml@refs/heads/Main' })).outputs[
        'verdict'
      ]
    ).toBe('failed')
  })

  it('the statement of a required workflow names the agent repository, not the central one', () => {
    const { subject, predicate } = statementOf(byCentral)
    expect(subject[0].name).toBe(`git+https://github.com/example/agent@${COMMIT}`)
    expect(certificationIn({ predicate })['repository']).toBe('example/agent')
  })

  it('refuses a workflow run of another repository, about another source repository, whatever signer-workflow says', async () => {
    listOnly(await fixture.certify('proj-good', COMMIT, { identity: { repository: 'evil/agent', signer: CENTRAL } }))
    const run = await runVerify({ 'signer-workflow': `${CENTRAL.repository}/${CENTRAL.workflow}@refs/heads/main` })
    expect(run.outputs['verdict']).toBe('failed')
    expect(refusalsOf(run)).toEqual([
      "it was signed by a workflow run of 'https://github.com/evil/agent', not of example/agent"
    ])
  })
})

describe('source-ref', () => {
  it('accepts what an exact ref or a prefix matches, and refuses what they do not', async () => {
    const onMain2 = await fixture.certify('proj-good', COMMIT, { identity: { ref: 'refs/heads/main2' } })
    const inQueue = await fixture.certify('proj-good', COMMIT, {
      identity: { ref: 'refs/heads/gh-readonly-queue/main/pr-7-0123abcd', eventName: 'merge_group' }
    })
    const both = 'refs/heads/main, refs/heads/gh-readonly-queue/main/*'
    expect((await runVerify({ 'source-ref': both })).outputs['verdict']).toBe('passed')
    listOnly(inQueue)
    expect((await runVerify({ 'source-ref': both })).outputs['verdict']).toBe('passed')
    expect(
      refusalsOf(await runVerify({ 'source-ref': 'refs/heads/main\nrefs/heads/gh-readonly-queue/dev/*' }))
    ).toEqual([
      "it was signed by a run on 'refs/heads/gh-readonly-queue/main/pr-7-0123abcd', which source-ref does not allow (refs/heads/main, refs/heads/gh-readonly-queue/dev/*)"
    ])
    // Anyone with write access can push a branch of that name: not made by the merge queue, it is not the queue's.
    listOnly(
      await fixture.certify('proj-good', COMMIT, {
        identity: { ref: 'refs/heads/gh-readonly-queue/main/pr-7-0123abcd' }
      })
    )
    expect(refusalsOf(await runVerify({ 'source-ref': both }))).toEqual([
      "it was signed by a run on 'refs/heads/gh-readonly-queue/main/pr-7-0123abcd' (a branch named like the merge queue's, but its run was started by 'push', not by merge_group), which source-ref does not allow (refs/heads/main, refs/heads/gh-readonly-queue/main/*)"
    ])
    listOnly(onMain2)
    const run = await runVerify({ 'source-ref': 'refs/heads/main' })
    expect(run.outputs['verdict']).toBe('failed')
    expect(refusalsOf(run)).toEqual([
      "it was signed by a run on 'refs/heads/main2', which source-ref does not allow (refs/heads/main)"
    ])
    expect(entriesOf(run)[0].refused[0]['source-ref']).toBe('refs/heads/main2')
  })
})

describe('service-url and allow-given-runs: what the gate counts, verify counts', () => {
  it("refuses a certification made against another service, naming service-url, and passes its own service's", async () => {
    listOnly(await fixture.certify('proj-good', COMMIT))
    // The gate signs base-url as it read it; the fake service's URL ends in its version segment.
    expect(fixture.service.url).toMatch(/\/v1$/)
    const own = await runVerify({ 'service-url': `${fixture.service.url}/` })
    expect(own.outputs['verdict']).toBe('passed')
    const staging = await runVerify({ 'service-url': 'https://staging.example.test/v1' })
    expect(staging.outputs['verdict']).toBe('failed')
    expect(refusalsOf(staging)).toEqual([
      `it certifies the project at '${fixture.service.url}', not at https://staging.example.test/v1 (service-url)`
    ])
  })

  it('refuses a certification of a run given to the signing gate as run-id, unless allow-given-runs says to accept it', async () => {
    const given = fixture.service.createRun('proj-good', { statuses: ['completed'], reportFields: { trust_score: 91 } })
    listOnly(await fixture.certify('proj-good', COMMIT, { inputs: { 'project-id': '', 'run-id': given } }))
    const refused = await runVerify()
    expect(refused.outputs['verdict']).toBe('failed')
    expect(refusalsOf(refused)).toEqual([
      'its run was given to the gate that signed it (run-id), not started for the commit, so it may have been started for another (allow-given-runs: true accepts it)'
    ])
    expect((await runVerify({ 'allow-given-runs': 'true' })).outputs['verdict']).toBe('passed')
  })
})

describe('deny-self-hosted-runners', () => {
  it('refuses a signature made on a self-hosted runner, and accepts one made on a GitHub-hosted runner', async () => {
    const selfHosted = await fixture.certify('proj-good', COMMIT, { identity: { runnerEnvironment: 'self-hosted' } })
    listOnly(selfHosted)
    expect((await runVerify()).outputs['verdict']).toBe('passed')
    const run = await runVerify({ 'deny-self-hosted-runners': 'true' })
    expect(run.outputs['verdict']).toBe('failed')
    expect(refusalsOf(run)).toEqual(["it was signed on a 'self-hosted' runner, and deny-self-hosted-runners is true"])
    listOnly(onMain)
    expect((await runVerify({ 'deny-self-hosted-runners': 'true' })).outputs['verdict']).toBe('passed')
  })
})

describe('inputs that do not parse: an error before any request, naming the input', () => {
  it.each([
    ['signer-workflow', '.github/workflows/../certify.yml'],
    ['signer-workflow', 'org/central/.github/workflows/../../x.yml'],
    ['signer-workflow', '.github/workflows/certify.yml@'],
    ['signer-workflow', '.github/workflows/certify.yml@main'],
    ['signer-workflow', 'org/.github/workflows/certify.yml'],
    ['source-ref', 'refs/heads/*/main'],
    ['source-ref', '*'],
    ['source-ref', 'main'],
    ['deny-self-hosted-runners', 'yes']
  ])('%s: %p', async (input, value) => {
    const before = github.requests.length
    const run = await runVerify({ [input]: value })
    expect(run.outputs['verdict']).toBe('error')
    expect(annotationsOf(run, 'error')).toMatch(new RegExp(`^Input '${input}': `))
    expect(github.requests.length).toBe(before)
  })
})

describe('what people see', () => {
  it('the attestations output and the summary name the signer with its ref, and the source ref', async () => {
    const run = await runVerify({ 'project-id': 'proj-good' })
    expect(entriesOf(run)[0]).toMatchObject({
      verdict: 'passed',
      'signer-workflow': 'example/agent/.github/workflows/certification.yml@refs/heads/main',
      'source-ref': 'refs/heads/main',
      'signer-digest': COMMIT,
      'runner-environment': 'github-hosted'
    })
    expect(run.summary).toMatch(/^- \*\*proj&#45;good\*\*: ✅ passed, run \S+$/m)
    // In code spans GitHub makes no mention of the @, and a copy is the name signer-workflow takes.
    expect(run.summary).toMatch(
      /^ {2}- signed by `\.github\/workflows\/certification\.yml@refs\/heads\/main` on `refs\/heads\/main`, .+ old$/m
    )
    expect(run.log).toContain(
      'signed by example/agent/.github/workflows/certification.yml@refs/heads/main on refs/heads/main'
    )
  })

  it('a signed projectId or runId holding a newline and a workflow command never becomes one in the log', async () => {
    const bundle = await signStatement(
      {
        subjects: [commitSubject('https://github.com', 'example/agent', COMMIT)],
        predicateType: CERTIFICATION_PREDICATE_TYPE,
        predicate: {
          verificationResult: 'PASSED',
          timeVerified: new Date(Date.now() - 1000).toISOString(),
          certification: {
            projectId: 'p\n::error::injected by the project id',
            runId: 'r\n::warning::injected by the run id',
            runStartedHere: true
          }
        }
      },
      signingEnvironment(sigstore, github)
    )
    listOnly(bundle)
    const run = await runVerify()
    expect(run.outputs['verdict']).toBe('passed')
    expect(run.annotations.filter(annotation => annotation.message.includes('injected'))).toEqual([])
    expect(run.log.split('\n').filter(line => /^::(error|warning)::injected/.test(line))).toEqual([])
  })
})

describe('a record larger than the statement keeps whole', () => {
  it('keeps its top-level scalar fields and the fields pass-if read, so pass-if over the predicate still works', async () => {
    const findings = Array.from({ length: 400 }, (_, index) => ({ id: `finding-${index}`, detail: 'x'.repeat(40) }))
    fixture.service.addProject('proj-big', {
      statuses: ['completed'],
      reportFields: { trust_score: 93, grade: 'A', findings }
    })
    const big = await fixture.certify('proj-big', COMMIT, {
      inputs: { 'pass-if': 'run.trust_score >= 90 && size(run.findings) > 100' }
    })
    const certification = certificationIn(statementOf(big))
    expect(certification['runOmitted']).toMatch(
      /longer than 16384 characters: only its top-level scalar fields and the fields pass-if read are kept/
    )
    expect(certification['run']).toMatchObject({ trust_score: 93, grade: 'A' })
    expect((certification['run'] as Record<string, unknown>)['findings']).toBeUndefined()
    listOnly(big)
    const run = await runVerify({
      'project-id': 'proj-big',
      'pass-if': 'predicate.certification.run.trust_score >= 90'
    })
    expect(run.outputs['verdict']).toBe('passed')
  })
})

describe('timeout bounds everything', () => {
  let server: Server | undefined
  afterEach(async () => {
    server?.closeAllConnections()
    await new Promise(resolve => (server === undefined ? resolve(undefined) : server.close(resolve)))
    server = undefined
  })

  /** A GitHub API on loopback that answers every list request with `answer`. */
  async function fakeApi(answer: (response: import('node:http').ServerResponse) => void): Promise<string> {
    server = createServer((_, response) => answer(response))
    await new Promise<void>(resolve => server?.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  it('a page that drips one byte a second', async () => {
    const url = await fakeApi(response => {
      response.writeHead(200, { 'content-type': 'application/json' })
      const timer = setInterval(() => response.write(' '), 1000)
      response.on('close', () => clearInterval(timer))
    })
    const run = await runVerify({ timeout: '4s' }, { GITHUB_API_URL: url })
    expect(run.outputs['verdict']).toBe('error')
    expect(run.durationMs).toBeLessThan(await budgetMs(10_000))
  })

  it('a page over the size cap is refused while it is read', async () => {
    const url = await fakeApi(response => {
      response.writeHead(200, { 'content-type': 'application/json' })
      const chunk = Buffer.alloc(1024 * 1024, 0x20)
      let sent = 0
      const more = () => {
        while (sent < 64 && response.write(chunk)) sent += 1
        if (sent < 64) response.once('drain', more)
        else response.end()
      }
      more()
    })
    const run = await runVerify({ timeout: '4s' }, { GITHUB_API_URL: url })
    expect(run.outputs['verdict']).toBe('error')
    expect(annotationsOf(run, 'error')).toMatch(/larger than 8388608 bytes; it was not read/)
    expect(run.durationMs).toBeLessThan(await budgetMs(10_000))
  })

  it('1,000 listed entries with a pass-if that needs the worker', async () => {
    github.stored.splice(0)
    for (let index = 0; index < 1000; index += 1) github.addAttestation('example/agent', onMain, [subjectDigest()])
    const run = await runVerify({ timeout: '5s', 'pass-if': 'predicate.certification.runId.matches("^run-")' })
    expect(run.outputs['verdict']).toBe('error')
    expect(annotationsOf(run, 'error')).toMatch(
      /The timeout ran out while checking the 1000 attestations listed for the commit\. \d+ were checked\./
    )
    expect(run.durationMs).toBeLessThan(await budgetMs(12_000))
  }, 60_000)
})
