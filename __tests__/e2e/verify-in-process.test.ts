/**
 * The verify action's run() in this process, as the runner would call it (inputs as INPUT_*,
 * the output and summary files), against the fake attestations API and bundles the bundled
 * gate signed with the Sigstore mocks: the exported API behind verify/action.yml.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { commitSubject } from '../../src/attestation/statement.js'
import { Deadline, systemClock } from '../../src/lib/runtime.js'
import { listAttestations } from '../../src/github/attestations.js'
import { oidcIssuerFor } from '../../src/attestation/signer-policy.js'
import { GitHubApi } from '../../src/github/api.js'
import { run } from '../../src/verify/main.js'
import { customTrustRoots, publicTrustRoots } from '../../src/attestation/trust-roots.js'
import { renderVerifySummary } from '../../src/verify/report.js'
import { judgeCommit } from '../../src/verify/judge.js'
import { parseOutputFile } from '../../tools/action-runner.js'
import type { FakeGitHub } from '../../__fixtures__/fake-github.js'
import type { SigstoreMocks } from '../../__fixtures__/sigstore-mocks.js'
import { startCertificationFixture, type CertificationFixture } from '../helpers/certification-fixture.js'
import { captureStdout, restoreProcess, setInputs, useRunnerFiles } from '../helpers/in-process.js'

const COMMIT = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
let fixture: CertificationFixture
let github: FakeGitHub
let sigstore: SigstoreMocks
let trustedRoot: string
let good: Record<string, unknown>
const savedEnv = { ...process.env }

beforeAll(async () => {
  fixture = await startCertificationFixture()
  ;({ github, sigstore, trustedRoot } = fixture)
  good = await fixture.certify('proj-good', COMMIT)
})
afterAll(() => fixture?.close())
afterEach(() => restoreProcess(savedEnv))

/** run() with `inputs`; what it wrote to the outputs, the summary and the log. */
async function verifyHere(inputs: Record<string, string>) {
  process.env = { ...savedEnv }
  const files = useRunnerFiles()
  const lines = captureStdout()
  process.env['GITHUB_API_URL'] = github.url
  process.env['GITHUB_REPOSITORY'] = 'example/agent'
  process.env['GITHUB_SHA'] = COMMIT
  setInputs({ 'github-token': 'ghs_verify', timeout: '30s', 'trusted-root': trustedRoot, ...inputs })
  await run()
  return {
    outputs: parseOutputFile(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
    log: lines.join(''),
    exitCode: process.exitCode
  }
}

describe('verify run()', () => {
  it('passes a certified commit, with pass-if over the predicate', async () => {
    const result = await verifyHere({ 'project-id': 'proj-good', 'pass-if': 'predicate.certification.run.trust_score >= 90' })
    expect(result.outputs['verdict']).toBe('passed')
    expect(result.exitCode).toBeUndefined()
    expect(result.summary).toMatch(/^## ✅ Commit a1b2c3d4e5f6 is certified/)
    expect(result.log).toMatch(/Attestation 1 of commit [0-9a-f]{12}: accepted \(project proj-good, run run-/)
  })

  it('fails a commit without a certification of the project, saying what to do', async () => {
    const result = await verifyHere({ 'project-id': 'proj-other' })
    expect(result.outputs['verdict']).toBe('failed')
    expect(result.exitCode).toBe(1)
    expect(result.log).toContain('no certification of project proj-other for commit a1b2c3d')
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
          new RegExp(`^it was signed by a run on 'refs/heads/main' at commit '${COMMIT}', not on commit ${'0'.repeat(40)}`)
        )
      }
    ])
    const low = await verifyHere({ 'pass-if': 'predicate.certification.run.trust_score >= 95' })
    expect(low.outputs['verdict']).toBe('failed')
    expect(JSON.parse(low.outputs['attestations'])[0].refused.map((refusal: { reason: string }) => refusal.reason)).toContain(
      'pass-if is false: predicate.certification.run.trust_score >= 95 (predicate.certification.run.trust_score = 91)'
    )
    expect(low.summary).toContain('pass&#45;if is false')
  })

  it('is an error, never a pass, for bad input and an API page that is not JSON', async () => {
    expect((await verifyHere({ commit: 'nope' })).outputs['verdict']).toBe('error')
    github.listAnswers.push({ status: 200, body: 'not json' })
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
      'no certification of project a for commit a1b2c3d',
      'no certification of project b for commit a1b2c3d'
    ])
    expect(renderVerifySummary(result)).toContain('| a | ❌ failed&#58; no certification found | — | — | — |')
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
    github.addAttestation('example/agent', { any: 1 }, [
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
    github.listAnswers.push({ status: 404, body: '{"message":"Not Found"}' })
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
    github.listAnswers.push({ status, body })
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
