/**
 * The verify action vouching for an image, through its bundle as the runner runs it, against a
 * real OCI registry on loopback (Debian's docker-registry, with htpasswd credentials) and the
 * Sigstore mocks: a commit that passes gets a signed Verification Summary for the image's digest,
 * stored with GitHub and attached in the registry, read back with skopeo and verified with
 * @sigstore/verify. What cannot reach the registry, or may not, ends in `verdict: error` with the
 * bundle kept (credentials refused, here; the digest absent, no login and a failing registry are
 * shown in-process by registry.test.ts). Inputs refused before any request, the statement's fields, and every other refusal of
 * an image's summary (another service, too old, below pass-if, signed on another commit, made by
 * another verifier, and never a commit's certification) are shown in-process: verify-inputs,
 * image-vsa and check.test.ts.
 */
import { createHash } from 'node:crypto'
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPOSITORY_ROOT, runAction, type ActionRun } from '../../tools/action-runner.js'
import { DEFAULT_IDENTITY } from '../../__fixtures__/fake-github.js'
import {
  REGISTRY_PASSWORD,
  REGISTRY_USER,
  registryMissing,
  startRegistry,
  type OciRegistry
} from '../../__fixtures__/oci-registry.js'
import { startCertificationFixture, type CertificationFixture } from '../helpers/certification-fixture.js'
import { verifyBundle } from '../helpers/verify-bundle.js'
import { annotationsOf } from '../helpers/annotations.js'
import os from 'node:os'
import { jest } from '@jest/globals'
import { parseImageName, type ImageName } from '../../src/registry/image-name.js'
import { pushBundle } from '../../src/registry/push.js'

const COMMIT = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00'
const UNCERTIFIED = 'badc0de0badc0de0badc0de0badc0de0badc0de0'
const TOKEN = 'ghs_releasetoken0123456789abcdef'
/** The release workflow that builds the image and vouches for it, on main. */
const RELEASE = { workflow: '.github/workflows/release.yml', ref: 'refs/heads/main', sha: COMMIT }
const RELEASE_SAN = `https://github.com/${DEFAULT_IDENTITY.repository}/${RELEASE.workflow}@${RELEASE.ref}`
const BUNDLE_MEDIA_TYPE = 'application/vnd.dev.sigstore.bundle.v0.3+json'

const missing = registryMissing()
if (missing !== undefined) console.warn(`verify-image.test.ts skipped: ${missing}`)
const describeWithRegistry = missing === undefined ? describe : describe.skip

let fixture: CertificationFixture
let registry: OciRegistry
let certificationBundle: Record<string, unknown>
let runnerTemp: string

/** The bundled verify action as a job of the release workflow, logged in to the registry unless `home` says other. */
function vouch(
  digest: string,
  inputs: Record<string, string> = {},
  home = registry.homeWithLogin(),
  run = RELEASE,
  extraEnv: Record<string, string> = {}
): Promise<ActionRun> {
  return fixture.signingAs(run, env =>
    runAction({
      actionDir: join(REPOSITORY_ROOT, 'verify'),
      inputs: {
        commit: COMMIT,
        'trusted-root': fixture.trustedRoot,
        timeout: '1m',
        'project-id': 'proj-good',
        attest: 'true',
        'subject-name': `${registry.host}/acme/agent`,
        'subject-digest': digest,
        'push-to-registry': 'true',
        ...inputs
      },
      githubToken: TOKEN,
      env: { ...env, HOME: home, RUNNER_TEMP: runnerTemp, ...extraEnv }
    })
  )
}

const payloadOf = (bundle: Record<string, unknown>) =>
  Buffer.from((bundle['dsseEnvelope'] as { payload: string }).payload, 'base64')
const storedFor = (digest: string) => fixture.github.stored.filter(stored => stored.subjects.includes(digest))

describeWithRegistry('verify vouches for an image built from a certified commit', () => {
  beforeAll(async () => {
    fixture = await startCertificationFixture()
    registry = await startRegistry()
    runnerTemp = mkdtempSync(join(tmpdir(), 'verify-image-'))
    certificationBundle = await fixture.certify('proj-good', COMMIT)
  })
  afterAll(async () => {
    await registry?.close()
    await fixture?.close()
  })

  it('signs a Verification Summary for the digest, stores it with GitHub and attaches it in the registry, where another client reads it back', async () => {
    const digest = await registry.pushImage('acme/agent', 'v1')
    const run = await vouch(digest)
    expect(annotationsOf(run, 'error')).toBe('')
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('passed')
    const bundlePath = run.outputs['bundle-path'] ?? ''
    const written = JSON.parse(readFileSync(bundlePath, 'utf8')) as Record<string, unknown>
    // Stored with GitHub under the image's digest, and the outputs name it.
    const [stored] = storedFor(digest)
    expect(stored.bundle).toEqual(written)
    expect(run.outputs['attestation-id']).toBe(String(stored.id))
    expect(run.outputs['attestation-url']).toBe(`https://github.com/example/agent/attestations/${stored.id}`)
    // In the registry, as a referrer in the tag scheme (Distribution 2.8 has no referrers API).
    const referrers = await registry.referrers('acme/agent', digest)
    expect(referrers).toHaveLength(1)
    expect(referrers[0]).toMatchObject({
      artifactType: BUNDLE_MEDIA_TYPE,
      annotations: { 'dev.sigstore.bundle.predicateType': 'https://slsa.dev/verification_summary/v1' }
    })
    const { manifest, layer } = await registry.artifact('acme/agent', referrers[0].digest)
    expect(manifest).toMatchObject({ subject: { digest }, artifactType: BUNDLE_MEDIA_TYPE })
    expect(JSON.parse(layer.toString('utf8'))).toEqual(written)
    // The bundle read back verifies, signed by the release workflow, about this digest alone.
    const statement = verifyBundle(JSON.parse(layer.toString('utf8')), fixture.sigstore.trustedRoot, {
      san: RELEASE_SAN,
      transparencyLog: false
    })
    expect(statement.subject).toEqual([
      { name: `${registry.host}/acme/agent`, digest: { sha256: digest.slice('sha256:'.length) } }
    ])
    expect(statement.predicate).toMatchObject({
      resourceUri: `oci://${registry.host}/acme/agent@${digest}`,
      verificationResult: 'PASSED',
      verifiedLevels: ['AGENT_CERTIFICATION_PASSED'],
      inputAttestations: [
        { digest: { sha256: createHash('sha256').update(payloadOf(certificationBundle)).digest('hex') } }
      ]
    })
    expect(run.summary).toContain(
      `**Image:** \`${registry.host}/acme/agent@${digest}\`: summary signed, [stored with GitHub]`
    )
    expect(run.log).toContain(
      `Its summary for image ${registry.host}/acme/agent@${digest} is signed, stored with GitHub`
    )
    expect(run.outputs['referrer']).toBe(referrers[0].digest)
    // Two re-runs for the same digest push nothing: the image keeps one summary of this signer,
    // commit and project (each push is another referrer, toward Kyverno's limit of 50), and the output names it.
    for (const again of [await vouch(digest), await vouch(digest)]) {
      expect(again.outputs['verdict']).toBe('passed')
      expect(again.outputs['referrer']).toBe(referrers[0].digest)
      expect(again.log).toContain(
        `${registry.host}/acme/agent@${digest} carries this summary already (referrer ${referrers[0].digest}: the same signer, commit and project, PASSED): nothing was pushed.`
      )
      expect(again.summary).toContain('attached in its registry already')
    }
    expect(await registry.referrers('acme/agent', digest)).toHaveLength(1)
  })

  it('signs nothing and pushes nothing for a commit that is not certified', async () => {
    const digest = await registry.pushImage('acme/agent', 'uncertified')
    const before = fixture.github.stored.length
    const requestsBefore = fixture.github.requests.length
    const run = await vouch(digest, { commit: UNCERTIFIED }, undefined, { ...RELEASE, sha: UNCERTIFIED })
    expect(run.outputs['verdict']).toBe('failed')
    expect(run.exitCode).toBe(1)
    expect(fixture.github.stored).toHaveLength(before)
    expect(await registry.referrers('acme/agent', digest)).toEqual([])
    expect(run.outputs['bundle-path']).toBeUndefined()
    const signing = fixture.github.requests
      .slice(requestsBefore)
      .filter(request => request.path.startsWith('/_oidc/token') || request.method === 'POST')
    expect(signing.map(request => `${request.method} ${request.path}`)).toEqual([])
  })

  it("takes the registry's credentials as Docker finds them: DOCKER_CONFIG's config, and the credential helper it names, to push and to read", async () => {
    // No login under HOME; DOCKER_CONFIG names a helper on PATH (as gcloud auth configure-docker
    // sets one up), which answers Docker's way and records the server it was asked for.
    const dockerConfig = mkdtempSync(join(tmpdir(), 'docker-config-'))
    const bin = mkdtempSync(join(tmpdir(), 'helper-bin-'))
    writeFileSync(join(dockerConfig, 'config.json'), JSON.stringify({ credHelpers: { [registry.host]: 'e2e' } }))
    writeFileSync(
      join(bin, 'docker-credential-e2e'),
      `#!/bin/sh\ncat >> "${join(bin, 'asked')}"\necho '{"Username":"${REGISTRY_USER}","Secret":"${REGISTRY_PASSWORD}"}'\n`
    )
    chmodSync(join(bin, 'docker-credential-e2e'), 0o755)
    const env = { DOCKER_CONFIG: dockerConfig, PATH: `${bin}:${process.env['PATH'] ?? ''}` }
    const noLogin = mkdtempSync(join(tmpdir(), 'no-login-'))
    const digest = await registry.pushImage('acme/agent', 'helper-login')
    const vouched = await vouch(digest, {}, noLogin, RELEASE, env)
    expect(annotationsOf(vouched, 'error')).toBe('')
    expect(vouched.outputs['verdict']).toBe('passed')
    expect(vouched.log).toMatch(/Attached the image's summary to .+ in its registry \(referrer sha256:[0-9a-f]{64}\)\./)
    expect(vouched.log).not.toContain(REGISTRY_PASSWORD)
    // The deploy reads it back from the registry with the same credentials, GitHub not asked.
    const image = `${registry.host}/acme/agent@${digest}`
    const checked = await runAction({
      actionDir: join(REPOSITORY_ROOT, 'verify'),
      inputs: { image, 'trusted-root': fixture.trustedRoot, timeout: '1m', 'project-id': 'proj-good' },
      githubToken: TOKEN,
      env: { GITHUB_API_URL: fixture.github.url, HOME: noLogin, ...env }
    })
    expect(checked.outputs['verdict']).toBe('passed')
    expect(checked.log).toContain(`The registry ${registry.host} (the referrers tag) listed 1 attestation for it.`)
    expect(checked.log).not.toContain(REGISTRY_PASSWORD)
    // Asked for the registry's host each time: reading its referrers before the push, the push, and the deploy's read.
    expect(readFileSync(join(bin, 'asked'), 'utf8')).toBe(registry.host.repeat(3))
  })

  it('fails with verdict error when the registry refuses the credentials, keeping the signed bundle to push again', async () => {
    const digest = await registry.pushImage('acme/agent', 'wrong-login')
    const run = await vouch(digest, {}, registry.homeWithLogin('not-the-password'))
    expect(run.outputs['verdict']).toBe('error')
    expect(run.exitCode).toBe(1)
    expect(annotationsOf(run, 'error')).toContain(`${registry.host} refused the credentials (HTTP 401)`)
    expect(annotationsOf(run, 'error')).toContain('docker/login-action')
    expect(run.summary).toMatch(/^## ⚠️ Commit c0ffee00c0ff is certified, but the image's summary failed\n/)
    expect(run.summary).toContain('summary signed, [stored with GitHub]')
    const bundlePath = run.outputs['bundle-path'] ?? ''
    expect(storedFor(digest).map(stored => stored.bundle)).toEqual([JSON.parse(readFileSync(bundlePath, 'utf8'))])
    expect(await registry.referrers('acme/agent', digest)).toEqual([])
  })

  describe('image: checks an image by its summary, as an admission controller would', () => {
    let vouched: string
    let summary: {
      subject: Array<{ name: string; digest: Record<string, string> }>
      predicateType: string
      predicate: Record<string, unknown>
    }
    beforeAll(async () => {
      vouched = await registry.pushImage('acme/agent', 'checked')
      const run = await vouch(vouched)
      if (run.exitCode !== 0) throw new Error(`vouching failed: ${run.log}`)
      summary = JSON.parse(payloadOf(storedFor(vouched)[0].bundle).toString('utf8')) as typeof summary
    })

    /** The bundled verify action on `image`, as a deploy job runs it, trusting the release workflow's summaries; not logged in to the registry unless `home` is. */
    const checkImage = (
      image: string,
      inputs: Record<string, string> = {},
      home = mkdtempSync(join(tmpdir(), 'no-login-'))
    ) =>
      runAction({
        actionDir: join(REPOSITORY_ROOT, 'verify'),
        inputs: {
          image,
          'trusted-root': fixture.trustedRoot,
          timeout: '1m',
          'project-id': 'proj-good',
          'signer-workflow': `${RELEASE.workflow}@${RELEASE.ref}`,
          ...inputs
        },
        githubToken: TOKEN,
        env: { GITHUB_API_URL: fixture.github.url, HOME: home }
      })
    /** The summary, changed by `edit`, signed again for a fresh digest by `identity` (the release workflow on COMMIT unless said); its digest. */
    async function signedVariant(
      edit: (predicate: Record<string, unknown>) => void,
      identity: Partial<typeof RELEASE> = {}
    ): Promise<string> {
      const hex = createHash('sha256').update(`${Date.now()}-${Math.random()}`).digest('hex')
      const predicate = structuredClone(summary.predicate)
      edit(predicate)
      const bundle = await fixture.sign(
        {
          subjects: [{ name: `${registry.host}/acme/agent`, digest: { sha256: hex } }],
          predicateType: summary.predicateType,
          predicate
        },
        { ...RELEASE, ...identity }
      )
      fixture.github.addAttestation('example/agent', bundle)
      return `sha256:${hex}`
    }
    const reasonsOf = (run: ActionRun) =>
      (
        JSON.parse(run.outputs['attestations'] ?? '[]') as Array<{ why: string; refused: Array<{ reason: string }> }>
      ).flatMap(finding => [finding.why, ...finding.refused.map(refusal => refusal.reason)])

    it('passes for the digest it vouched for, naming the commit it was built from, and refuses another digest', async () => {
      const image = `${registry.host}/acme/agent@${vouched}`
      const run = await checkImage(image, { 'max-age': '1h', 'service-url': fixture.service.url })
      expect(annotationsOf(run, 'error')).toBe('')
      expect(run.outputs['verdict']).toBe('passed')
      expect(run.log).toContain(
        `Image ${image} is vouched for: built from commit ${COMMIT} of example/agent, which was certified.`
      )
      // Not logged in: the registry asks for credentials, so GitHub's copy is read, and checked alike.
      expect(run.log).toMatch(
        new RegExp(
          `The registry could not be read for ${image.replace(/[.]/g, '\\.')} within \\d+s, half the time left \\(The registry .+ answered HTTP 401 .+\\): reading GitHub's attestations\\.`
        )
      )
      expect(run.summary).toMatch(/^## ✅ Image `127\.0\.0\.1:\d+\/acme\/agent@sha256:[0-9a-f]{64}` is vouched for/)
      const other = await registry.pushImage('acme/agent', 'not-vouched')
      const refused = await checkImage(`${registry.host}/acme/agent@${other}`)
      expect(refused.outputs['verdict']).toBe('failed')
      expect(refused.exitCode).toBe(1)
      expect(annotationsOf(refused, 'error')).toContain(
        `Image ${registry.host}/acme/agent@${other} is not vouched for: no summary of project proj-good`
      )
      expect(annotationsOf(refused, 'error')).toContain('a rebuilt image has a new digest')
    })

    it('reads the summary from the registry first, as an admission controller does: GitHub holding none, it passes', async () => {
      const image = `${registry.host}/acme/agent@${vouched}`
      const onGitHub = storedFor(vouched)
      fixture.github.stored.splice(
        0,
        fixture.github.stored.length,
        ...fixture.github.stored.filter(stored => !onGitHub.includes(stored))
      )
      const listingsBefore = fixture.github.requests.filter(request => request.path.includes('/attestations/')).length
      try {
        const run = await checkImage(image, {}, registry.homeWithLogin())
        expect(annotationsOf(run, 'error')).toBe('')
        expect(run.outputs['verdict']).toBe('passed')
        expect(run.log).toContain(`Looking for verify's summaries of ${registry.host}/acme/agent (${vouched}).`)
        expect(run.log).toContain(`The registry ${registry.host} (the referrers tag) listed 1 attestation for it.`)
        expect(run.summary).toContain(
          `1 attestation listed for the image by the registry \`${registry.host}\` (the referrers tag).`
        )
        expect(fixture.github.requests.filter(request => request.path.includes('/attestations/'))).toHaveLength(
          listingsBefore
        )
      } finally {
        fixture.github.stored.push(...onGitHub)
      }
    })

    it("reads GitHub's summaries when none of the registry's counts: one there signed by another workflow hides nothing", async () => {
      const digest = await registry.pushImage('acme/agent', 'another-in-registry')
      const onGitHubOnly = await vouch(digest, { 'push-to-registry': 'false' })
      expect(onGitHubOnly.exitCode).toBe(0)
      const byOther = await fixture.sign(
        {
          subjects: [{ name: `${registry.host}/acme/agent`, digest: { sha256: digest.slice('sha256:'.length) } }],
          predicateType: summary.predicateType,
          predicate: summary.predicate
        },
        { ...RELEASE, workflow: '.github/workflows/evil.yml' }
      )
      jest.spyOn(os, 'homedir').mockReturnValue(registry.homeWithLogin())
      await pushBundle({
        image: parseImageName(`${registry.host}/acme/agent`) as ImageName,
        digest,
        bundle: JSON.stringify(byOther),
        predicateType: summary.predicateType,
        timeoutMs: 30_000
      })
      jest.restoreAllMocks()
      const image = `${registry.host}/acme/agent@${digest}`
      const run = await checkImage(image, {}, registry.homeWithLogin())
      expect(run.outputs['verdict']).toBe('passed')
      expect(run.log).toContain(`The registry ${registry.host} (the referrers tag) listed 1 attestation for it.`)
      expect(run.log).toContain(
        `None of the registry's summaries for ${image} counts here: reading GitHub's attestations instead.`
      )
      expect(run.summary).not.toContain('listed for the image by the registry')
    })

    it('counts, with the signer left loose, only a summary signed on the default branch: never one from another branch', async () => {
      const image = `${registry.host}/acme/agent@${vouched}`
      // Signed on main by the release workflow: it passes with no signer-workflow, or one without a ref.
      for (const signer of ['', RELEASE.workflow]) {
        const run = await checkImage(image, { 'signer-workflow': signer })
        expect([signer, run.outputs['verdict']]).toEqual([signer, 'passed'])
      }
      // The release workflow as edited on a branch, and a new workflow there, each signing for an
      // image built from a commit nobody certified: refused, naming why.
      const branchReason =
        "it was signed by a run on 'refs/heads/evil', not on the default branch main or its merge queue: anyone with write access can sign on another branch, so only protected history counts unless source-ref names other refs"
      const editedOnBranch = await signedVariant(() => undefined, { ref: 'refs/heads/evil', sha: UNCERTIFIED })
      const newOnBranch = await signedVariant(() => undefined, {
        workflow: '.github/workflows/new.yml',
        ref: 'refs/heads/evil',
        sha: UNCERTIFIED
      })
      for (const [digest, signer] of [
        [editedOnBranch, ''],
        [editedOnBranch, RELEASE.workflow],
        [newOnBranch, '']
      ]) {
        const run = await checkImage(`${registry.host}/acme/agent@${digest}`, { 'signer-workflow': signer })
        expect([signer, run.outputs['verdict']]).toEqual([signer, 'failed'])
        expect(reasonsOf(run).join('\n')).toContain(branchReason)
      }
    })

    it("with repository: another, counts that repository's default branch as GitHub names it, and refuses when unread", async () => {
      const image = `${registry.host}/acme/agent@${vouched}`
      // The deploy runs in example/deploy; the summaries are example/agent's, signed on its main.
      const fromDeploy = (branch: string | undefined) => {
        fixture.github.defaultBranches.clear()
        if (branch !== undefined) fixture.github.defaultBranches.set('example/agent', branch)
        return runAction({
          actionDir: join(REPOSITORY_ROOT, 'verify'),
          inputs: {
            image,
            repository: 'example/agent',
            'trusted-root': fixture.trustedRoot,
            timeout: '1m',
            'project-id': 'proj-good'
          },
          githubToken: TOKEN,
          env: {
            GITHUB_API_URL: fixture.github.url,
            GITHUB_REPOSITORY: 'example/deploy',
            HOME: mkdtempSync(join(tmpdir(), 'no-login-'))
          }
        })
      }
      const onMain = await fromDeploy('main')
      expect(onMain.outputs['verdict']).toBe('passed')
      expect(onMain.log).toContain(
        "image: counts summaries signed on example/agent's default branch main or its merge queue."
      )
      const onTrunk = await fromDeploy('trunk')
      expect(onTrunk.outputs['verdict']).toBe('failed')
      expect(reasonsOf(onTrunk).join('\n')).toContain(
        "it was signed by a run on 'refs/heads/main', not on the default branch trunk of example/agent or its merge queue"
      )
      const before = fixture.github.requests.length
      const unread = await fromDeploy(undefined)
      expect(unread.outputs['verdict']).toBe('error')
      expect(unread.log).toMatch(
        /source-ref is empty, and the default branch of example\/agent could not be read \(.*404.*\): image: counts only summaries signed on protected history, so nothing could be checked\./
      )
      // That one question was all that was asked of GitHub: no attestation listed.
      expect(fixture.github.requests.slice(before).map(request => `${request.method} ${request.path}`)).toEqual([
        'GET /repos/example/agent'
      ])
    })

    it('refuses a summary for another project', async () => {
      const image = `${registry.host}/acme/agent@${vouched}`
      expect(reasonsOf(await checkImage(image, { 'project-id': 'proj-other' }))).toContain(
        `no summary of project proj-other for image ${image}`
      )
    })

    it('refuses one signed by another workflow, and one that says FAILED', async () => {
      const byOther = await signedVariant(() => undefined, { workflow: '.github/workflows/evil.yml' })
      expect(reasonsOf(await checkImage(`${registry.host}/acme/agent@${byOther}`)).join('\n')).toContain(
        'it was signed by https://github.com/example/agent/.github/workflows/evil.yml@refs/heads/main, not by .github/workflows/release.yml@refs/heads/main of example/agent'
      )
      const failed = await signedVariant(predicate => (predicate['verificationResult'] = 'FAILED'))
      expect(reasonsOf(await checkImage(`${registry.host}/acme/agent@${failed}`)).join('\n')).toContain(
        "its verification result is 'FAILED', not PASSED"
      )
    })
  })
})
