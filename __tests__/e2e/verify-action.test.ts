/**
 * The verify action (verify/action.yml) through its bundle, run as the runner runs it: the
 * attestations API is the loopback fake, paginated; bundles are made by the bundled gate with
 * `attest: true` (or, for statements the gate never writes, by @actions/attest in a child
 * process), against @sigstore/mock; the trust root is built from the mocks' keys and given as
 * `trusted-root`.
 */
import { join } from 'node:path'
import { CERTIFICATION_PREDICATE_TYPE, commitSubject } from '../../src/attestation/statement.js'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { REPOSITORY_ROOT, runAction, type ActionRun } from '../../tools/action-runner.js'
import { DEFAULT_IDENTITY, signingEnvironment, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { startSigstoreMocks, type SigstoreMocks } from '../../__fixtures__/sigstore-mocks.js'
import { startCertificationFixture, type CertificationFixture, type Certifying } from '../helpers/certification-fixture.js'
import { annotationsOf } from '../helpers/annotations.js'
import { signStatement } from '../helpers/sign-statement.js'
import { tamperedBundle } from '../helpers/verify-bundle.js'

const COMMIT = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
const OTHER_COMMIT = '0123456789abcdef0123456789abcdef01234567'
const VERIFY_TOKEN = 'ghs_verifytoken0123456789abcdef'

let fixture: CertificationFixture
let github: FakeGitHub
let sigstore: SigstoreMocks
/** The gate's certification of COMMIT for proj-good (trust_score 91), made once. */
let goodBundle: Record<string, unknown>
let goodMadeAt: number

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
function listOnly(...bundles: unknown[]): void {
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
const refusalsOf = (run: ActionRun) => attestationsOf(run).flatMap(finding => finding.refused.map(refusal => refusal.reason))

beforeAll(async () => {
  fixture = await startCertificationFixture()
  ;({ github, sigstore } = fixture)
  goodBundle = await certify('proj-good')
  goodMadeAt = Date.now()
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
      'Commit a1b2c3d of example/agent is not certified: no certification of project proj-missing for commit a1b2c3d. Do not deploy it.'
    )
    expect(run.summary).toContain('**What to do:** Do not deploy it. Run the certification workflow with attest&#58; true on this commit')
    expect(run.summary).toContain('| proj&#45;missing | ❌ failed&#58; no certification found | — | — | — |')
  })

  it('applies pass-if to the predicate, with the same engine and rules as the gate', async () => {
    expect((await runVerify({ 'pass-if': 'predicate.certification.run.trust_score >= 90' })).outputs['verdict']).toBe('passed')
    // One that is not cheap runs in the pass-if worker (dist/pass-if/), as the gate's does.
    expect((await runVerify({ 'pass-if': 'predicate.certification.runId.matches("^run-")' })).outputs['verdict']).toBe('passed')
    const run = await runVerify({ 'pass-if': 'predicate.certification.run.trust_score >= 95' })
    expect(run.outputs['verdict']).toBe('failed')
    expect(refusalsOf(run)).toEqual([
      'pass-if is false: predicate.certification.run.trust_score >= 95 (predicate.certification.run.trust_score = 91)'
    ])
    const invalid = await runVerify({ 'pass-if': 'run.trust_score >= 95' })
    expect(invalid.outputs['verdict']).toBe('error')
    expect(annotationsOf(invalid, 'error')).toMatch(/^Input 'pass-if': is not a valid expression over predicate/)
  })

  it('accepts a signer-workflow that signed it, and refuses another', async () => {
    expect((await runVerify({ 'signer-workflow': '.github/workflows/certification.yml' })).outputs['verdict']).toBe('passed')
    const run = await runVerify({ 'signer-workflow': '.github/workflows/other.yml' })
    expect(run.outputs['verdict']).toBe('failed')
    expect(refusalsOf(run)).toEqual([
      'it was signed by https://github.com/example/agent/.github/workflows/certification.yml@refs/heads/main, not by .github/workflows/other.yml of example/agent'
    ])
  })

  it('matches owner and repository in any case, and the workflow file exactly', async () => {
    expect((await runVerify({ repository: 'Example/Agent' })).outputs['verdict']).toBe('passed')
    const run = await runVerify({ 'signer-workflow': '.github/workflows/Certification.yml' })
    expect(run.outputs['verdict']).toBe('failed')
    expect(refusalsOf(run)).toEqual([
      expect.stringMatching(/^it was signed by .*certification\.yml@refs\/heads\/main, not by \.github\/workflows\/Certification\.yml/)
    ])
  })

  it('says the signer of the certification it used', async () => {
    const [finding] = attestationsOf(await runVerify())
    expect(finding).toMatchObject({ signer: 'https://github.com/example/agent/.github/workflows/certification.yml@refs/heads/main' })
  })

  it('picks, from a trusted-root of several lines (gh attestation trusted-root), the root that issued the certificate', async () => {
    const other = await startSigstoreMocks()
    const decoy = { ...other.trustedRoot } as Record<string, Array<Record<string, unknown>>>
    decoy['certificateAuthorities'] = decoy['certificateAuthorities'].map(authority => ({
      ...authority,
      subject: { organization: 'decoy.example', commonName: 'decoy' }
    }))
    await other.close()
    const file = join(mkdtempSync(join(tmpdir(), 'roots-')), 'trusted_root.jsonl')
    writeFileSync(file, `${JSON.stringify(decoy)}\n${JSON.stringify(sigstore.trustedRoot)}\n`)
    expect((await runVerify({ 'trusted-root': file })).outputs['verdict']).toBe('passed')
    const onlyDecoys = join(mkdtempSync(join(tmpdir(), 'roots-')), 'trusted_root.jsonl')
    writeFileSync(onlyDecoys, `${JSON.stringify(decoy)}\n${JSON.stringify(decoy)}\n`)
    // A bundle whose issuer no root vouches for is refused alone; a genuine one beside it still counts.
    const run = await runVerify({ 'trusted-root': onlyDecoys })
    expect(run.outputs['verdict']).toBe('failed')
    expect(refusalsOf(run)).toEqual(["its certificate was issued by 'sigstore.mock', which no root of trusted-root vouches for"])
    const forged = structuredClone(goodBundle) as { dsseEnvelope: { signatures: Array<{ sig: string }> } }
    forged.dsseEnvelope.signatures[0].sig = Buffer.from('not the signature').toString('base64')
    listOnly(forged, goodBundle)
    const beside = await runVerify({ 'trusted-root': file })
    expect(beside.outputs['verdict']).toBe('passed')
    expect(refusalsOf(beside)).toEqual([expect.stringMatching(/^its signature does not verify/)])
  })

  it("accepts one signed with Sigstore's public-good instance (a Rekor entry) for a public repository", async () => {
    listOnly(await certify('proj-good', COMMIT, { visibility: 'public' }))
    expect((await runVerify()).outputs['verdict']).toBe('passed')
  })

  it("reads GitHub's newer list answer too: a bundle_url to a snappy-compressed bundle, fetched with the token on GitHub's own host", async () => {
    github.listShape = 'bundle_url'
    const run = await runVerify({ 'project-id': 'proj-good' })
    expect(run.outputs['verdict']).toBe('passed')
    const fetched = github.requests.filter(request => request.path.startsWith('/bundles/'))
    expect(fetched.length).toBeGreaterThan(0)
    expect(fetched.every(request => request.headers.authorization === `Bearer ${VERIFY_TOKEN}`)).toBe(true)
  })

  it('refuses alone an entry whose bundle_url is on another host over plain http, never sending the token there', async () => {
    const page = JSON.stringify({
      attestations: [
        { bundle_url: 'http://127.0.0.2:9/bundles/1', repository_id: 1 },
        { bundle: goodBundle, repository_id: 1 }
      ]
    })
    github.listAnswers.push({ status: 200, body: page })
    const run = await runVerify()
    expect(run.outputs['verdict']).toBe('passed')
    expect(refusalsOf(run)).toEqual([
      expect.stringMatching(
        /^its bundle_url could not be read: GitHub pointed to http:\/\/127\.0\.0\.2:9 while fetching an attestation bundle from its bundle_url: not https, so it was not fetched/
      )
    ])
  })

  it('finds it on a later page', async () => {
    github.pageSize = 2
    listOnly({}, 42, [], { bundle: 'x' }, goodBundle)
    const run = await runVerify()
    expect(run.outputs['verdict']).toBe('passed')
    expect(github.requests.filter(request => request.path.includes('/attestations/sha256:')).length).toBeGreaterThanOrEqual(3)
  })
})

describe('refused, each with its reason', () => {
  it('another commit: nothing is listed for it', async () => {
    const run = await runVerify({ commit: OTHER_COMMIT })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    expect(run.summary).toMatch(/^## ❌ Commit 0123456789ab is not certified/)
    expect(annotationsOf(run, 'error')).toContain('no certification of any project for commit 0123456')
  })

  it('a certification of another commit, listed under this one: signed by a run on that commit', async () => {
    const other = await certify('proj-good', OTHER_COMMIT)
    listOnly(other)
    const run = await runVerify()
    expect(run.outputs['verdict']).toBe('failed')
    expect(refusalsOf(run)).toEqual([
      `it was signed by a run on 'refs/heads/main' at commit '${OTHER_COMMIT}', not on commit ${COMMIT}: only a run on the commit itself vouches for it (a pull request's run is on GitHub's test-merge commit)`
    ])
  })

  it('a statement about another commit, signed by a run on this one', async () => {
    const bundle = await signStatement(
      {
        subjects: [commitSubject('https://github.com', 'example/agent', OTHER_COMMIT)],
        predicateType: CERTIFICATION_PREDICATE_TYPE,
        predicate: { verificationResult: 'PASSED', timeVerified: new Date(Date.now() - 1000).toISOString(), certification: {} }
      },
      signingEnvironment(sigstore, github)
    )
    listOnly(bundle)
    expect(refusalsOf(await runVerify())).toEqual([`it is about another commit, not git+https://github.com/example/agent@${COMMIT}`])
  })

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

  it("a bundle signed by another repository's workflow", async () => {
    listOnly(await certify('proj-good', COMMIT, { identity: { repository: 'evil/agent' } }))
    const run = await runVerify()
    expect(run.outputs['verdict']).toBe('failed')
    expect(refusalsOf(run)).toEqual([
      'it was signed by https://github.com/evil/agent/.github/workflows/certification.yml@refs/heads/main, not by a workflow of example/agent'
    ])
  })

  it.each([
    [
      'another predicate type',
      { predicateType: 'https://slsa.dev/provenance/v1' },
      /^its predicate type is 'https:\/\/slsa\.dev\/provenance\/v1', not a certification/
    ],
    ['a FAILED verification result', { predicate: { verificationResult: 'FAILED' } }, /^its verification result is 'FAILED', not PASSED$/],
    [
      'a decision time after its signature',
      { predicate: { timeVerified: new Date(Date.now() + 3_600_000).toISOString() } },
      /^its decision time \('.*'\) is not before the time it was signed/
    ]
  ] as Array<[string, { predicateType?: string; predicate?: Record<string, unknown> }, RegExp]>)('%s', async (_, change, reason) => {
    const subject = commitSubject('https://github.com', 'example/agent', COMMIT)
    const predicate = {
      verificationResult: 'PASSED',
      timeVerified: new Date(Date.now() - 1000).toISOString(),
      certification: { projectId: 'proj-good' }
    }
    const bundle = await signStatement(
      {
        subjects: [subject],
        predicateType: change.predicateType ?? CERTIFICATION_PREDICATE_TYPE,
        predicate: { ...predicate, ...change.predicate }
      },
      signingEnvironment(sigstore, github)
    )
    listOnly(bundle)
    const run = await runVerify()
    expect(run.outputs['verdict']).toBe('failed')
    expect(refusalsOf(run)).toEqual([expect.stringMatching(reason)])
  })

  it('one older than max-age, measured from its signed time', async () => {
    await new Promise(resolve => setTimeout(resolve, Math.max(0, goodMadeAt + 2500 - Date.now())))
    expect((await runVerify({ 'max-age': '30d' })).outputs['verdict']).toBe('passed')
    const run = await runVerify({ 'max-age': '1s' })
    expect(run.outputs['verdict']).toBe('failed')
    expect(refusalsOf(run)).toEqual([
      expect.stringMatching(/^it was signed (\d+(\.\d)?s|\d+m \d\ds) ago, longer ago than max-age allows \(1s\)$/)
    ])
  })

  it('a bundle whose timestamp is garbage is refused, and the good one beside it still counts', async () => {
    const garbled = structuredClone(goodBundle) as {
      verificationMaterial: { timestampVerificationData: { rfc3161Timestamps: Array<{ signedTimestamp: string }> } }
    }
    garbled.verificationMaterial.timestampVerificationData.rfc3161Timestamps[0].signedTimestamp = Buffer.from([
      0x30, 0x80, 0xff, 0x05
    ]).toString('base64')
    listOnly(garbled, goodBundle)
    const run = await runVerify()
    expect(run.outputs['verdict']).toBe('passed')
    expect(refusalsOf(run)).toEqual([expect.stringMatching(/^its signature does not verify: /)])
  })

  it('another repository whose attestations the token may not read is said as well as "none"', async () => {
    const run = await runVerify({ repository: 'example/other' })
    expect(run.outputs['verdict']).toBe('failed')
    expect(annotationsOf(run, 'error')).toContain(
      '(GitHub answers the same when github-token cannot read example/other: pass a token that can)'
    )
  })

  it('entries and bundles of any odd shape, beside nothing valid', async () => {
    github.listAnswers.push({ status: 200, body: JSON.stringify({ attestations: [42, null, 'text', [], {}, { bundle: 7 }] }) })
    const entries = await runVerify()
    expect(entries.outputs['verdict']).toBe('failed')
    expect(refusalsOf(entries)).toEqual(Array.from({ length: 6 }, () => 'the entry has no Sigstore bundle'))

    listOnly([], {}, { bundle: 'x' }, { mediaType: 'application/vnd.dev.sigstore.bundle.v0.3+json' })
    const bundles = await runVerify()
    expect(bundles.outputs['verdict']).toBe('failed')
    expect(refusalsOf(bundles)).toEqual(
      Array.from({ length: 4 }, () => expect.stringMatching(/^it is not a Sigstore bundle signed with a certificate: /))
    )
  })
})

describe('no verdict: error, never a pass', () => {
  it('an API page that is not JSON', async () => {
    github.listAnswers.push({ status: 200, body: '<html>Sign in</html>' })
    const run = await runVerify()
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('error')
    expect(annotationsOf(run, 'error')).toMatch(
      /GitHub's answer while listing the attestations of sha256:.* is not a page of attestations: <html>Sign in<\/html>/
    )
  })

  it('a token GitHub rejects', async () => {
    github.listAnswers.push({ status: 401, body: '{"message":"Bad credentials"}' })
    const run = await runVerify()
    expect(run.outputs['verdict']).toBe('error')
    expect(annotationsOf(run, 'error')).toMatch(/^GitHub rejected github-token \(HTTP 401: Bad credentials\)/)
  })

  it('GitHub failing for a while is retried', async () => {
    github.listAnswers.push({ status: 502, body: '{}' }, { status: 503, body: '{}' })
    const run = await runVerify()
    expect(run.outputs['verdict']).toBe('passed')
  })

  it("GitHub's API unreachable: said, within the timeout", async () => {
    const run = await runVerify({ timeout: '4s' }, { GITHUB_API_URL: 'http://127.0.0.1:9' })
    expect(run.outputs['verdict']).toBe('error')
    expect(annotationsOf(run, 'error')).toMatch(/Could not connect to 127\.0\.0\.1:9 \(ECONNREFUSED\) while listing the attestations/)
    expect(run.durationMs).toBeLessThan(15_000)
  })

  it('the public trust root unreachable (no trusted-root): said, naming where it was fetched from', async () => {
    const run = await runVerify({ 'trusted-root': '' }, { HTTPS_PROXY: sigstore.proxyUrl, NO_PROXY: '127.0.0.1,localhost' })
    expect(run.outputs['verdict']).toBe('error')
    expect(annotationsOf(run, 'error')).toMatch(/Could not fetch (GitHub's|Sigstore's public-good) trusted root from https:\/\/tuf-repo/)
  })

  it.each([
    [{ commit: 'abc' }, /^Input 'commit': 'abc' is not a full commit SHA/],
    [{ repository: 'not a repo' }, /^Input 'repository': 'not a repo' is not owner\/name/],
    [{ 'signer-workflow': '../evil.yml' }, /^Input 'signer-workflow': '\.\.\/evil\.yml' is not a workflow file/],
    [{ 'max-age': 'soon' }, /^Input 'max-age': 'soon' is not a duration/],
    [{ 'trusted-root': '/nonexistent/trusted_root.json' }, /^Could not read trusted-root \(\/nonexistent\/trusted_root\.json\)/]
  ])('bad input %j', async (inputs, message) => {
    const run = await runVerify(inputs)
    expect(run.outputs['verdict']).toBe('error')
    expect(annotationsOf(run, 'error')).toMatch(message)
  })
})
