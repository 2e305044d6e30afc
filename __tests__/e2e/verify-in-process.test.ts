/**
 * The verify action's run() in this process, as the runner would call it (inputs as INPUT_*,
 * the output and summary files), against the fake attestations API and bundles the bundled
 * gate signed with the Sigstore mocks: the exported API behind verify/action.yml. What it decides
 * and the words it says, case by case; the bundled action (verify-action.test.ts) keeps only what
 * needs the runner.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CERTIFICATION_PREDICATE_TYPE, commitSubject } from '../../src/attestation/statement.js'
import { Deadline, systemClock } from '../../src/lib/runtime.js'
import { listAttestations } from '../../src/github/attestations.js'
import { oidcIssuerFor } from '../../src/attestation/signer-policy.js'
import { GitHubApi } from '../../src/github/api.js'
import { run } from '../../src/verify/main.js'
import { customTrustRoots, publicTrustRoots } from '../../src/attestation/trust-roots.js'
import { renderVerifySummary } from '../../src/verify/report.js'
import { judgeCommit } from '../../src/verify/judge.js'
import { parseOutputFile } from '../../tools/action-runner.js'
import { DEFAULT_IDENTITY, signingEnvironment, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { startSigstoreMocks, type SigstoreMocks } from '../../__fixtures__/sigstore-mocks.js'
import { startCertificationFixture, type CertificationFixture } from '../helpers/certification-fixture.js'
import { signStatement } from '../helpers/sign-statement.js'
import { captureStdout, restoreProcess, setInputs, useRunnerFiles } from '../helpers/in-process.js'
import {
  attestationListBody,
  errorBody,
  malformed,
  malformedBundle,
  type Bundle
} from '../../__fixtures__/github-bodies.js'
import { budgetMs } from '../helpers/pace.js'

const COMMIT = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
let fixture: CertificationFixture
let github: FakeGitHub
let sigstore: SigstoreMocks
let trustedRoot: string
let good: Record<string, unknown>
let goodMadeAt: number
const savedEnv = { ...process.env }

beforeAll(async () => {
  fixture = await startCertificationFixture()
  ;({ github, sigstore, trustedRoot } = fixture)
  good = await fixture.certify('proj-good', COMMIT)
  goodMadeAt = Date.now()
})
afterAll(() => fixture?.close())
afterEach(() => restoreProcess(savedEnv))

/** run() with `inputs` (and `env`); what it wrote to the outputs, the summary and the log, and how long it took. */
async function verifyHere(inputs: Record<string, string>, env: Record<string, string> = {}) {
  process.env = { ...savedEnv }
  const files = useRunnerFiles()
  const lines = captureStdout()
  process.env['GITHUB_API_URL'] = github.url
  process.env['GITHUB_REPOSITORY'] = 'example/agent'
  process.env['GITHUB_SHA'] = COMMIT
  Object.assign(process.env, env)
  setInputs({ 'github-token': 'ghs_verify', timeout: '30s', 'trusted-root': trustedRoot, ...inputs })
  const started = performance.now()
  await run()
  const durationMs = performance.now() - started
  return {
    outputs: parseOutputFile(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
    log: lines.join(''),
    exitCode: process.exitCode,
    durationMs
  }
}

type Verified = Awaited<ReturnType<typeof verifyHere>>

/** The error annotations run() wrote, one a line, as the runner shows them. */
const errorsOf = (result: Verified) =>
  result.log
    .split('\n')
    .filter(line => line.startsWith('::error::'))
    .map(line => line.slice('::error::'.length).replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'))
    .join('\n')

const attestationsOf = (result: Verified) =>
  JSON.parse(result.outputs['attestations'] ?? '[]') as Array<{
    'project-id': string | null
    verdict: string
    'run-id': string | null
    why: string
    refused: Array<{ reason: string }>
  }>
const refusalsOf = (result: Verified) =>
  attestationsOf(result).flatMap(finding => finding.refused.map(refusal => refusal.reason))

/** Lists exactly `bundles` for COMMIT's subject in example/agent. */
function listOnly(...bundles: Bundle[]): void {
  github.stored.splice(0)
  const subject = `sha256:${commitSubject('https://github.com', 'example/agent', COMMIT).digest['sha256']}`
  for (const bundle of bundles) github.addAttestation('example/agent', bundle, [subject])
}

describe('verify run()', () => {
  it('passes a certified commit, with pass-if over the predicate', async () => {
    const result = await verifyHere({
      'project-id': 'proj-good',
      'pass-if': 'predicate.certification.run.trust_score >= 90'
    })
    expect(result.outputs['verdict']).toBe('passed')
    expect(result.exitCode).toBeUndefined()
    expect(result.summary).toMatch(/^## ✅ Commit a1b2c3d4e5f6 is certified/)
    expect(result.log).toMatch(/Attestation 1 of commit [0-9a-f]{12}: accepted \(project proj-good, run run-/)
  })

  it('fails a commit without a certification of the project, saying what to do', async () => {
    const result = await verifyHere({ 'project-id': 'proj-other' })
    expect(result.outputs['verdict']).toBe('failed')
    expect(result.exitCode).toBe(1)
    expect(result.log).toContain('no certification of project proj-other for commit a1b2c3d4e5f6')
  })

  it('refuses a bundle for another commit listed under this one, and one below pass-if', async () => {
    const subject = `sha256:${commitSubject('https://github.com', 'example/agent', '0'.repeat(40)).digest['sha256']}`
    github.addAttestation('example/agent', good, [subject])
    const other = await verifyHere({ commit: '0'.repeat(40) })
    expect(JSON.parse(other.outputs['attestations'])[0].refused).toEqual([
      {
        'project-id': 'proj-good',
        'run-id': expect.stringMatching(/^run-/),
        // The certificate is genuine, so who signed it is named, though it was refused.
        'signer-workflow': 'example/agent/.github/workflows/certification.yml@refs/heads/main',
        'source-ref': 'refs/heads/main',
        'signer-digest': COMMIT,
        'runner-environment': 'github-hosted',
        reason: expect.stringMatching(
          new RegExp(
            `^it was signed by a run on 'refs/heads/main' at commit '${COMMIT}', not on commit ${'0'.repeat(40)}`
          )
        )
      }
    ])
    const low = await verifyHere({ 'pass-if': 'predicate.certification.run.trust_score >= 95' })
    expect(low.outputs['verdict']).toBe('failed')
    expect(
      JSON.parse(low.outputs['attestations'])[0].refused.map((refusal: { reason: string }) => refusal.reason)
    ).toContain(
      'pass-if is false: predicate.certification.run.trust_score >= 95 (predicate.certification.run.trust_score = 91)'
    )
    expect(low.summary).toContain('pass&#45;if is false')
    expect(low.summary).toContain('fix the agent and certify a new commit')
    // A field this one-run certification does not hold: no word of fixing the agent, but of what the gate signs.
    const unreadable = await verifyHere({ 'pass-if': 'predicate.certification.stats.trust_score.low >= 80.0' })
    expect(unreadable.outputs['verdict']).toBe('failed')
    expect(unreadable.summary).toContain('pass&#45;if could not be evaluated')
    expect(unreadable.summary).toContain(
      'The certification is genuine, but pass&#45;if could not be evaluated over it&#58; it reads a field the ' +
        'certification does not hold'
    )
    expect(unreadable.summary).not.toContain('fix the agent')
  })

  it('is an error, never a pass, for bad input and an API page that is not JSON', async () => {
    expect((await verifyHere({ commit: 'nope' })).outputs['verdict']).toBe('error')
    github.listAnswers.push({ status: 200, body: malformed('not json') })
    const page = await verifyHere({})
    expect(page.outputs['verdict']).toBe('error')
    expect(page.summary).toMatch(/^## ⚠️ Commit a1b2c3d4e5f6: the certification could not be checked/)
  })
})

describe('oidcIssuerFor', () => {
  it.each([
    ['https://github.com', 'https://token.actions.githubusercontent.com'],
    ['https://octo.ghe.com', 'https://token.actions.octo.ghe.com'],
    ['https://ghes.example.com/', 'https://ghes.example.com/_services/token']
  ])('%s signs with %s', (server, issuer) => expect(oidcIssuerFor(server)).toBe(issuer))
})

describe('judgeCommit and the summary', () => {
  it('a commit with nothing listed is not certified, for each requested project', () => {
    const result = judgeCommit(COMMIT, 'example/agent', ['a', 'b'], [], { truncated: false, now: Date.now() })
    expect(result.verdict).toBe('failed')
    expect(result.findings.map(finding => finding.why)).toEqual([
      'no certification of project a for commit a1b2c3d4e5f6',
      'no certification of project b for commit a1b2c3d4e5f6'
    ])
    expect(renderVerifySummary(result)).toContain('- **a**: ❌ failed&#58; no certification found\n')
  })

  it('says when only the first pages were read', () => {
    expect(judgeCommit(COMMIT, 'example/agent', [], [], { truncated: true, now: Date.now() }).reason).toMatch(
      /Only the first 1,000 attestations of the commit were read\.$/
    )
  })
})

describe('listAttestations', () => {
  const deadline = () => new Deadline(systemClock, 20_000)
  const quiet = { info: () => undefined, warning: () => undefined, debug: () => undefined }
  const list = ({ apiUrl = github.url, within = deadline() }: { apiUrl?: string; within?: Deadline } = {}) =>
    listAttestations(
      new GitHubApi({ apiUrl, token: 'ghs_list' }),
      'example/agent',
      `sha256:${commitSubject('https://github.com', 'example/agent', COMMIT).digest['sha256']}`,
      { deadline: within, signal: new AbortController().signal, logger: quiet, random: () => 0 }
    )

  it('reads every page, following the Link header', async () => {
    const before = (await list()).attestations.length
    github.addAttestation('example/agent', malformedBundle({ any: 1 }), [
      `sha256:${commitSubject('https://github.com', 'example/agent', COMMIT).digest['sha256']}`
    ])
    github.pageSize = 1
    const listing = await list()
    github.pageSize = undefined
    expect(listing.attestations).toHaveLength(before + 1)
    expect(github.requests.filter(request => request.path.includes('after=')).length).toBeGreaterThan(0)
    expect(listing.noneFound).toBe(false)
  })

  it('says when GitHub found none (404)', async () => {
    github.listAnswers.push({ status: 404, body: errorBody('Not Found') })
    expect(await list()).toEqual({ attestations: [], truncated: false, noneFound: true })
  })

  it.each([
    [
      403,
      '{"message":"Resource not accessible by integration"}',
      /^GitHub refused access \(HTTP 403: Resource not accessible by integration\)/
    ],
    [301, '{}', /with a redirect \(HTTP 301\), which is not followed/],
    [422, '{"message":"Invalid"}', /^GitHub refused the request \(HTTP 422: Invalid\)/]
  ])('HTTP %p is said and not retried', async (status, body, message) => {
    github.listAnswers.push({ status, body: malformed(body) })
    await expect(list()).rejects.toThrow(message)
  })

  it('a host that does not answer is named, within the deadline', async () => {
    await expect(list({ apiUrl: 'http://127.0.0.1:9', within: new Deadline(systemClock, 2500) })).rejects.toThrow(
      /^Could not connect to 127\.0\.0\.1:9 \(ECONNREFUSED\) while listing the attestations of sha256:.*(since GitHub never answered|Last error)/
    )
  })
})

describe('trust roots', () => {
  it('a trusted-root that is not one is said, naming the file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'root-')), 'root.json')
    writeFileSync(file, 'this is not JSON\n')
    await expect(customTrustRoots(file)).rejects.toThrow(/is not a Sigstore trusted_root\.json/)
  })

  it('takes the first root of a JSON-lines file, as gh does', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'root-')), 'roots.jsonl')
    writeFileSync(file, `${JSON.stringify(sigstore.trustedRoot)}\n${JSON.stringify(sigstore.trustedRoot)}\n`)
    expect((await customTrustRoots(file)).custom).toBe(true)
  })

  it('a public root that cannot be fetched is said, naming the TUF repository and what went wrong', async () => {
    // Time enough for the TUF client to give up by itself (about 3 s here, with no network), so
    // that nothing of it is left running when the test ends.
    const roots = publicTrustRoots(mkdtempSync(join(tmpdir(), 'tuf-')), new Deadline(systemClock, 20_000))
    await expect(roots.material('public-good')).rejects.toThrow(
      /^Could not fetch Sigstore's public-good trusted root from https:\/\/tuf-repo-cdn\.sigstore\.dev: .+\. Check that the runner \(and its proxy\) can reach it, or pass a trusted_root\.json as trusted-root\.$/
    )
  })
})

/** The verify action's verdicts and words, case by case, as the runner would read them from run(). */
describe('verify run(), case by case', () => {
  const OTHER_COMMIT = '0123456789abcdef0123456789abcdef01234567'
  beforeEach(() => {
    // Statements signed here directly come from a push of COMMIT to main, as the gate's do.
    github.identity = { ...DEFAULT_IDENTITY, sha: COMMIT }
    github.pageSize = undefined
    github.listShape = 'bundle'
    github.listAnswers.splice(0)
    listOnly(good)
  })
  const verify = (inputs: Record<string, string> = {}, env: Record<string, string> = {}) =>
    verifyHere({ commit: COMMIT, ...inputs }, env)

  describe('a certified commit', () => {
    it('accepts a signer-workflow that signed it, and refuses another', async () => {
      expect((await verify({ 'signer-workflow': '.github/workflows/certification.yml' })).outputs['verdict']).toBe(
        'passed'
      )
      const result = await verify({ 'signer-workflow': '.github/workflows/other.yml' })
      expect(result.outputs['verdict']).toBe('failed')
      expect(refusalsOf(result)).toEqual([
        'it was signed by https://github.com/example/agent/.github/workflows/certification.yml@refs/heads/main, not by .github/workflows/other.yml of example/agent'
      ])
    })

    it('matches owner and repository in any case, and the workflow file exactly', async () => {
      expect((await verify({ repository: 'Example/Agent' })).outputs['verdict']).toBe('passed')
      const result = await verify({ 'signer-workflow': '.github/workflows/Certification.yml' })
      expect(result.outputs['verdict']).toBe('failed')
      expect(refusalsOf(result)).toEqual([
        expect.stringMatching(
          /^it was signed by .*certification\.yml@refs\/heads\/main, not by \.github\/workflows\/Certification\.yml/
        )
      ])
    })

    it('says the signer of the certification it used', async () => {
      const [finding] = attestationsOf(await verify())
      expect(finding).toMatchObject({
        signer: 'https://github.com/example/agent/.github/workflows/certification.yml@refs/heads/main'
      })
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
      expect((await verify({ 'trusted-root': file })).outputs['verdict']).toBe('passed')
      const onlyDecoys = join(mkdtempSync(join(tmpdir(), 'roots-')), 'trusted_root.jsonl')
      writeFileSync(onlyDecoys, `${JSON.stringify(decoy)}\n${JSON.stringify(decoy)}\n`)
      // A bundle whose issuer no root vouches for is refused alone; a genuine one beside it still counts.
      const result = await verify({ 'trusted-root': onlyDecoys })
      expect(result.outputs['verdict']).toBe('failed')
      expect(refusalsOf(result)).toEqual([
        "its certificate was issued by 'sigstore.mock', which no root of trusted-root vouches for"
      ])
      const forged = structuredClone(good) as { dsseEnvelope: { signatures: Array<{ sig: string }> } }
      forged.dsseEnvelope.signatures[0].sig = Buffer.from('not the signature').toString('base64')
      listOnly(forged, good)
      const beside = await verify({ 'trusted-root': file })
      expect(beside.outputs['verdict']).toBe('passed')
      expect(refusalsOf(beside)).toEqual([expect.stringMatching(/^its signature does not verify/)])
    })

    it("accepts one signed with Sigstore's public-good instance (a Rekor entry) for a public repository", async () => {
      listOnly(await fixture.certify('proj-good', COMMIT, { visibility: 'public' }))
      expect((await verify()).outputs['verdict']).toBe('passed')
    })

    it("reads GitHub's newer list answer too: a bundle_url to a snappy-compressed bundle, fetched with the token on GitHub's own host", async () => {
      github.listShape = 'bundle_url'
      const before = github.requests.length
      const result = await verify({ 'project-id': 'proj-good' })
      expect(result.outputs['verdict']).toBe('passed')
      const fetched = github.requests.slice(before).filter(request => request.path.startsWith('/bundles/'))
      expect(fetched.length).toBeGreaterThan(0)
      expect(fetched.every(request => request.headers.authorization === 'Bearer ghs_verify')).toBe(true)
    })

    it('refuses alone an entry whose bundle_url is on another host over plain http, never sending the token there', async () => {
      const page = attestationListBody([
        { bundle_url: 'http://127.0.0.2:9/bundles/1', repository_id: 1 },
        { bundle: good, repository_id: 1 }
      ])
      github.listAnswers.push({ status: 200, body: page })
      const result = await verify()
      expect(result.outputs['verdict']).toBe('passed')
      expect(refusalsOf(result)).toEqual([
        expect.stringMatching(
          /^its bundle_url could not be read: GitHub pointed to http:\/\/127\.0\.0\.2:9 while fetching an attestation bundle from its bundle_url: not https, so it was not fetched/
        )
      ])
    })

    it('finds it on a later page', async () => {
      github.pageSize = 2
      listOnly(...[{}, 42, [], { bundle: 'x' }].map(malformedBundle), good)
      const before = github.requests.length
      const result = await verify()
      expect(result.outputs['verdict']).toBe('passed')
      expect(
        github.requests.slice(before).filter(request => request.path.includes('/attestations/sha256:')).length
      ).toBeGreaterThanOrEqual(3)
    })
  })

  describe('refused, each with its reason', () => {
    it('another commit: nothing is listed for it', async () => {
      const result = await verify({ commit: OTHER_COMMIT })
      expect(result.exitCode).toBe(1)
      expect(result.outputs['verdict']).toBe('failed')
      expect(result.summary).toMatch(/^## ❌ Commit 0123456789ab is not certified/)
      expect(errorsOf(result)).toContain('no certification of any project for commit 0123456')
    })

    it('a certification of another commit, listed under this one: signed by a run on that commit', async () => {
      listOnly(await fixture.certify('proj-good', OTHER_COMMIT))
      const result = await verify()
      expect(result.outputs['verdict']).toBe('failed')
      expect(refusalsOf(result)).toEqual([
        `it was signed by a run on 'refs/heads/main' at commit '${OTHER_COMMIT}', not on commit ${COMMIT}: only a run on the commit itself vouches for it (a pull request's run is on GitHub's test-merge commit)`
      ])
    })

    it('a statement about another commit, signed by a run on this one', async () => {
      const bundle = await signStatement(
        {
          subjects: [commitSubject('https://github.com', 'example/agent', OTHER_COMMIT)],
          predicateType: CERTIFICATION_PREDICATE_TYPE,
          predicate: {
            verificationResult: 'PASSED',
            timeVerified: new Date(Date.now() - 1000).toISOString(),
            certification: {}
          }
        },
        signingEnvironment(sigstore, github)
      )
      listOnly(bundle)
      expect(refusalsOf(await verify())).toEqual([
        `it is about another commit, not git+https://github.com/example/agent@${COMMIT}`
      ])
    })

    it("a bundle signed by another repository's workflow", async () => {
      listOnly(await fixture.certify('proj-good', COMMIT, { identity: { repository: 'evil/agent' } }))
      const result = await verify()
      expect(result.outputs['verdict']).toBe('failed')
      expect(refusalsOf(result)).toEqual([
        'it was signed by https://github.com/evil/agent/.github/workflows/certification.yml@refs/heads/main, not by a workflow of example/agent'
      ])
    })

    it.each([
      [
        'another predicate type',
        { predicateType: 'https://slsa.dev/provenance/v1' },
        /^its predicate type is 'https:\/\/slsa\.dev\/provenance\/v1', not a certification/
      ],
      [
        'a FAILED verification result',
        { predicate: { verificationResult: 'FAILED' } },
        /^its verification result is 'FAILED', not PASSED$/
      ],
      [
        'a decision time after its signature',
        { predicate: { timeVerified: new Date(Date.now() + 3_600_000).toISOString() } },
        /^its decision time \('.*'\) is not before the time it was signed/
      ]
    ] as Array<[string, { predicateType?: string; predicate?: Record<string, unknown> }, RegExp]>)(
      '%s',
      async (_, change, reason) => {
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
        const result = await verify()
        expect(result.outputs['verdict']).toBe('failed')
        expect(refusalsOf(result)).toEqual([expect.stringMatching(reason)])
      }
    )

    it('one older than max-age, measured from its signed time', async () => {
      await new Promise(resolve => setTimeout(resolve, Math.max(0, goodMadeAt + 2500 - Date.now())))
      expect((await verify({ 'max-age': '30d' })).outputs['verdict']).toBe('passed')
      const result = await verify({ 'max-age': '1s' })
      expect(result.outputs['verdict']).toBe('failed')
      expect(refusalsOf(result)).toEqual([
        expect.stringMatching(/^it was signed (\d+(\.\d)?s|\d+m \d\ds) ago, longer ago than max-age allows \(1s\)$/)
      ])
    })

    it('a bundle whose timestamp is garbage is refused, and the good one beside it still counts', async () => {
      const garbled = structuredClone(good) as {
        verificationMaterial: { timestampVerificationData: { rfc3161Timestamps: Array<{ signedTimestamp: string }> } }
      }
      garbled.verificationMaterial.timestampVerificationData.rfc3161Timestamps[0].signedTimestamp = Buffer.from([
        0x30, 0x80, 0xff, 0x05
      ]).toString('base64')
      listOnly(garbled, good)
      const result = await verify()
      expect(result.outputs['verdict']).toBe('passed')
      expect(refusalsOf(result)).toEqual([expect.stringMatching(/^its signature does not verify: /)])
    })

    it('another repository whose attestations the token may not read is said as well as "none"', async () => {
      const result = await verify({ repository: 'example/other' })
      expect(result.outputs['verdict']).toBe('failed')
      expect(errorsOf(result)).toContain(
        '(GitHub answers the same when github-token cannot read example/other: pass a token that can)'
      )
    })

    it('entries and bundles of any odd shape, beside nothing valid', async () => {
      github.listAnswers.push({
        status: 200,
        body: malformed(JSON.stringify({ attestations: [42, null, 'text', [], {}, { bundle: 7 }] }))
      })
      const entries = await verify()
      expect(entries.outputs['verdict']).toBe('failed')
      expect(refusalsOf(entries)).toEqual(Array.from({ length: 6 }, () => 'the entry has no Sigstore bundle'))

      listOnly(...[[], {}, { bundle: 'x' }].map(malformedBundle), {
        mediaType: 'application/vnd.dev.sigstore.bundle.v0.3+json'
      })
      const bundles = await verify()
      expect(bundles.outputs['verdict']).toBe('failed')
      expect(refusalsOf(bundles)).toEqual(
        Array.from({ length: 4 }, () =>
          expect.stringMatching(/^it is not a Sigstore bundle signed with a certificate: /)
        )
      )
    })
  })

  describe('no verdict: error, never a pass', () => {
    it('a token GitHub rejects', async () => {
      github.listAnswers.push({ status: 401, body: errorBody('Bad credentials') })
      const result = await verify()
      expect(result.outputs['verdict']).toBe('error')
      expect(errorsOf(result)).toMatch(/^GitHub rejected github-token \(HTTP 401: Bad credentials\)/)
    })

    it('GitHub failing for a while is retried', async () => {
      github.listAnswers.push({ status: 502, body: malformed('{}') }, { status: 503, body: malformed('{}') })
      expect((await verify()).outputs['verdict']).toBe('passed')
    })

    it("GitHub's API unreachable: said, within the timeout", async () => {
      const result = await verify({ timeout: '4s' }, { GITHUB_API_URL: 'http://127.0.0.1:9' })
      expect(result.outputs['verdict']).toBe('error')
      expect(errorsOf(result)).toMatch(
        /Could not connect to 127\.0\.0\.1:9 \(ECONNREFUSED\) while listing the attestations/
      )
      expect(result.durationMs).toBeLessThan(await budgetMs(15_000))
    })

    it('the public trust root unreachable (no trusted-root): said, naming where it was fetched from', async () => {
      const result = await verify(
        { 'trusted-root': '' },
        { HTTPS_PROXY: sigstore.proxyUrl, NO_PROXY: '127.0.0.1,localhost' }
      )
      expect(result.outputs['verdict']).toBe('error')
      expect(errorsOf(result)).toMatch(
        /Could not fetch (GitHub's|Sigstore's public-good) trusted root from https:\/\/tuf-repo/
      )
    }, 30_000)

    it.each([
      [{ commit: 'abc' }, /^Input 'commit': 'abc' is not a full commit SHA/],
      [{ repository: 'not a repo' }, /^Input 'repository': 'not a repo' is not owner\/name/],
      [{ 'signer-workflow': '../evil.yml' }, /^Input 'signer-workflow': '\.\.\/evil\.yml' is not a workflow file/],
      [{ 'max-age': 'soon' }, /^Input 'max-age': 'soon' is not a duration/],
      [
        { 'trusted-root': '/nonexistent/trusted_root.json' },
        /^Could not read trusted-root \(\/nonexistent\/trusted_root\.json\)/
      ]
    ])('bad input %j', async (inputs, message) => {
      const result = await verify(inputs)
      expect(result.outputs['verdict']).toBe('error')
      expect(errorsOf(result)).toMatch(message)
    })

    it('an image input that cannot be right is refused before any request: nothing listed, signed or pushed', async () => {
      const before = github.requests.length
      const result = await verify({
        attest: 'true',
        'project-id': 'proj-good',
        'subject-name': 'ghcr.io/acme/agent:v1',
        'subject-digest': `sha256:${'a'.repeat(64)}`,
        'push-to-registry': 'true'
      })
      expect(result.outputs['verdict']).toBe('error')
      expect(errorsOf(result)).toMatch(/^Input 'subject-name': 'ghcr\.io\/acme\/agent:v1' holds a tag/)
      expect(github.requests.slice(before)).toEqual([])
    })
  })
})
