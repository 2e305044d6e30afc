/**
 * The verify action (verify/action.yml) through its bundle, run as the runner runs it: the
 * attestations API is the loopback fake; bundles are made by the bundled gate with `attest: true`,
 * against @sigstore/mock; the trust root is built from the mocks' keys and given as
 * `trusted-root`. Only what needs the runner is here (the outputs, the summary file, the exit
 * code and annotations, the pass-if worker in dist/pass-if/, and a few headline verdicts): every
 * other verdict and its words are shown by verify-in-process.test.ts (run() in this process),
 * verify-summary.test.ts, verify-inputs.test.ts and check.test.ts.
 */
import { join } from 'node:path'
import { commitSubject } from '../../src/attestation/statement.js'
import { REPOSITORY_ROOT, runAction, type ActionRun } from '../../tools/action-runner.js'
import { DEFAULT_IDENTITY, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import {
  startCertificationFixture,
  type CertificationFixture,
  type Certifying
} from '../helpers/certification-fixture.js'
import { annotationsOf } from '../helpers/annotations.js'
import { tamperedBundle } from '../helpers/verify-bundle.js'
import { malformed, type Bundle } from '../../__fixtures__/github-bodies.js'

const COMMIT = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
const VERIFY_TOKEN = 'ghs_verifytoken0123456789abcdef'

let fixture: CertificationFixture
let github: FakeGitHub
/** The gate's certification of COMMIT for proj-good (trust_score 91), made once. */
let goodBundle: Record<string, unknown>

const certify = (project: string, commit = COMMIT, how: Certifying = {}) => fixture.certify(project, commit, how)

/** The bundled verify action, with the mocks' trust root and the fake API. */
function runVerify(inputs: Record<string, string> = {}, env: Record<string, string> = {}): Promise<ActionRun> {
  return runAction({
    actionDir: join(REPOSITORY_ROOT, 'verify'),
    inputs: { commit: COMMIT, 'trusted-root': fixture.trustedRoot, timeout: '30s', ...inputs },
    githubToken: VERIFY_TOKEN,
    env: { GITHUB_API_URL: github.url, ...env }
  })
}

/** Lists exactly `bundles` for COMMIT's subject in example/agent. */
function listOnly(...bundles: Bundle[]): void {
  github.stored.splice(0)
  const subject = `sha256:${commitSubject('https://github.com', 'example/agent', COMMIT).digest['sha256']}`
  for (const bundle of bundles) github.addAttestation('example/agent', bundle, [subject])
}

const attestationsOf = (run: ActionRun) =>
  JSON.parse(run.outputs['attestations'] ?? '[]') as Array<{
    'project-id': string | null
    verdict: string
    'run-id': string | null
    why: string
    refused: Array<{ reason: string }>
  }>
const refusalsOf = (run: ActionRun) =>
  attestationsOf(run).flatMap(finding => finding.refused.map(refusal => refusal.reason))

beforeAll(async () => {
  fixture = await startCertificationFixture()
  ;({ github } = fixture)
  goodBundle = await certify('proj-good')
})
afterAll(() => fixture?.close())
beforeEach(() => {
  // Statements signed here directly come from a push of COMMIT to main, as the gate's do.
  github.identity = { ...DEFAULT_IDENTITY, sha: COMMIT }
  github.pageSize = undefined
  github.listShape = 'bundle'
  listOnly(goodBundle)
})

describe('a certified commit', () => {
  it('passes: the gate published it, the verify action accepts it, and says which run certified it', async () => {
    const run = await runVerify()
    expect(annotationsOf(run, 'error')).toBe('')
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('passed')
    const [finding] = attestationsOf(run)
    expect(finding).toMatchObject({ 'project-id': null, verdict: 'passed', refused: [] })
    expect(finding['run-id']).toMatch(/^run-/)
    expect(run.summary).toMatch(/^## ✅ Commit a1b2c3d4e5f6 is certified/)
    // Listed with the token, for the commit's subject, at the API version that carries bundles.
    const listing = github.requests.find(request => request.path.includes('/attestations/sha256:'))
    expect(listing?.headers.authorization).toBe(`Bearer ${VERIFY_TOKEN}`)
    expect(listing?.headers['x-github-api-version']).toBe('2022-11-28')
    expect(run.log).not.toContain(VERIFY_TOKEN)
  })

  it('passes for each requested project that has one, and fails naming the one that has none', async () => {
    expect((await runVerify({ 'project-id': 'proj-good' })).outputs['verdict']).toBe('passed')
    const run = await runVerify({ 'project-id': 'proj-good\nproj-missing' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    expect(attestationsOf(run).map(finding => [finding['project-id'], finding.verdict])).toEqual([
      ['proj-good', 'passed'],
      ['proj-missing', 'failed']
    ])
    expect(annotationsOf(run, 'error')).toContain(
      'Commit a1b2c3d4e5f6 of example/agent is not certified: no certification of project proj-missing for commit a1b2c3d4e5f6. Do not deploy it.'
    )
    expect(run.summary).toContain(
      '**What to do:** Do not deploy it. Run the certification workflow with attest&#58; true on this commit'
    )
    expect(run.summary).toContain('- **proj&#45;missing**: ❌ failed&#58; no certification found\n')
  })

  it('applies pass-if to the predicate, with the same engine and rules as the gate', async () => {
    expect((await runVerify({ 'pass-if': 'predicate.certification.run.trust_score >= 90' })).outputs['verdict']).toBe(
      'passed'
    )
    // One that is not cheap runs in the pass-if worker (dist/pass-if/), as the gate's does.
    expect((await runVerify({ 'pass-if': 'predicate.certification.runId.matches("^run-")' })).outputs['verdict']).toBe(
      'passed'
    )
    const run = await runVerify({ 'pass-if': 'predicate.certification.run.trust_score >= 95' })
    expect(run.outputs['verdict']).toBe('failed')
    expect(refusalsOf(run)).toEqual([
      'pass-if is false: predicate.certification.run.trust_score >= 95 (predicate.certification.run.trust_score = 91)'
    ])
    const invalid = await runVerify({ 'pass-if': 'run.trust_score >= 95' })
    expect(invalid.outputs['verdict']).toBe('error')
    expect(annotationsOf(invalid, 'error')).toMatch(/^Input 'pass-if': is not a valid expression over predicate/)
  })
})

describe('refused, each with its reason', () => {
  it('a statement edited after signing, and a signature that does not verify', async () => {
    const edited = tamperedBundle(goodBundle, statement => {
      ;(statement.predicate.certification['run'] as Record<string, unknown>)['trust_score'] = 99
    })
    const forged = structuredClone(goodBundle) as { dsseEnvelope: { signatures: Array<{ sig: string }> } }
    forged.dsseEnvelope.signatures[0].sig = Buffer.from('not the signature').toString('base64')
    listOnly(edited, forged)
    const run = await runVerify()
    expect(run.outputs['verdict']).toBe('failed')
    expect(refusalsOf(run)).toEqual([
      expect.stringMatching(/^its signature does not verify: /),
      expect.stringMatching(/^its signature does not verify: /)
    ])
  })
})

describe('no verdict: error, never a pass', () => {
  it('an API page that is not JSON', async () => {
    github.listAnswers.push({ status: 200, body: malformed('<html>Sign in</html>') })
    const run = await runVerify()
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('error')
    expect(annotationsOf(run, 'error')).toMatch(
      /GitHub's answer while listing the attestations of sha256:.* is not a page of attestations: <html>Sign in<\/html>/
    )
  })
})
