/**
 * The verify action's summary of an image (src/verify/image-vsa.ts), against SLSA's Verification
 * Summary v1.0: every required field, extension fields only under URI names, a level that is not
 * SLSA's own, the input attestation named by the digest of its statement; and told apart from
 * the gate's certification of a commit by who verified and what resource.
 */
import type { Acceptance } from '../src/attestation/checked.js'
import {
  CERTIFICATION_EXTENSION,
  certificationPredicate,
  IMAGE_VERIFIER_ID,
  VERIFIER_ID
} from '../src/attestation/statement.js'
import { IMAGE_EXTENSION, imageSubject, imageVsaPredicate, type ImageVsaInput } from '../src/verify/image-vsa.js'

const DIGEST = `sha256:${'5e'.repeat(32)}`
const COMMIT = 'c0ffee00'.repeat(5)
const certifiedPart = {
  projectId: 'proj-good',
  runId: 'run-7',
  serviceUrl: 'https://api.example.com/v1',
  passIfRead: []
}
const certification = {
  accepted: true,
  claimed: {},
  projectId: 'proj-good',
  runId: 'run-7',
  decidedAt: '2026-11-20T10:00:00.000Z',
  signedAt: new Date('2026-11-20T10:00:05Z'),
  certifiedAt: new Date('2026-11-19T09:00:00Z'),
  signer: 'https://github.com/acme/agent/.github/workflows/certification.yml@refs/heads/main',
  signedBy: {},
  predicate: { verifier: { id: VERIFIER_ID }, [CERTIFICATION_EXTENSION]: certifiedPart },
  statementSha256: 'ab'.repeat(32)
} as unknown as Acceptance

const input = (change: Partial<ImageVsaInput> = {}): ImageVsaInput => ({
  image: { name: 'ghcr.io/acme/agent', registry: 'ghcr.io', repository: 'acme/agent' },
  digest: DIGEST,
  commit: COMMIT,
  serverUrl: 'https://github.com',
  certification,
  policy: {
    repository: 'acme/agent',
    projectId: 'proj-good',
    signerWorkflow: 'acme/agent/.github/workflows/certification.yml@refs/heads/main',
    sourceRefs: ['refs/heads/main', 'refs/heads/gh-readonly-queue/main/*'],
    denySelfHostedRunners: true,
    maxAge: '30d',
    passIf: 'predicate.certification.run.trust_score >= 90',
    serviceUrl: 'https://api.example.com/v1',
    allowGivenRuns: false
  },
  verifiedAt: new Date('2026-11-26T12:00:00Z'),
  actionVersion: '1.2.3',
  ...change
})

describe('the image summary', () => {
  const predicate = imageVsaPredicate(input()) as unknown as Record<string, unknown>

  it("has every field SLSA's Verification Summary v1.0 requires, each of its type", () => {
    expect(predicate['verifier']).toStrictEqual({
      id: IMAGE_VERIFIER_ID,
      version: { 'agent-certification-gate': '1.2.3' }
    })
    expect(predicate['timeVerified']).toBe('2026-11-26T12:00:00.000Z')
    expect(predicate['resourceUri']).toBe(`oci://ghcr.io/acme/agent@${DIGEST}`)
    expect(predicate['policy']).toMatchObject({
      uri: expect.stringMatching(/^https:\/\//),
      digest: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }
    })
    expect(predicate['verificationResult']).toBe('PASSED')
    expect(predicate['verifiedLevels']).toStrictEqual(['AGENT_CERTIFICATION_PASSED'])
  })

  it('claims no SLSA level, and puts its own fields only under URI names', () => {
    const levels = predicate['verifiedLevels'] as string[]
    expect(levels.some(level => level.startsWith('SLSA_'))).toBe(false)
    const spec = [
      'verifier',
      'timeVerified',
      'resourceUri',
      'policy',
      'inputAttestations',
      'verificationResult',
      'verifiedLevels'
    ]
    const extensions = Object.keys(predicate).filter(key => !spec.includes(key))
    expect(extensions.sort()).toStrictEqual([CERTIFICATION_EXTENSION, IMAGE_EXTENSION].sort())
    for (const key of extensions) expect(new URL(key).protocol).toBe('https:')
  })

  it("names the commit's certification it rests on by its statement's digest, and carries its part as signed", () => {
    expect(predicate['inputAttestations']).toStrictEqual([
      {
        name: 'commit certification',
        uri: `git+https://github.com/acme/agent@${COMMIT}`,
        digest: { sha256: 'ab'.repeat(32) }
      }
    ])
    expect(predicate[CERTIFICATION_EXTENSION]).toStrictEqual(certifiedPart)
    expect(predicate[IMAGE_EXTENSION]).toStrictEqual({
      repository: 'acme/agent',
      commit: COMMIT,
      projectId: 'proj-good',
      runId: 'run-7',
      certifiedAt: '2026-11-19T09:00:00.000Z',
      certificationSigner: certification.signer
    })
  })

  it('says what verify checked, every setting named, and its digest changes with any of them', () => {
    expect((predicate['policy'] as { annotations: unknown }).annotations).toStrictEqual({
      repository: 'acme/agent',
      'project-id': 'proj-good',
      'signer-workflow': 'acme/agent/.github/workflows/certification.yml@refs/heads/main',
      'source-ref': ['refs/heads/main', 'refs/heads/gh-readonly-queue/main/*'],
      'deny-self-hosted-runners': true,
      'max-age': '30d',
      'pass-if': 'predicate.certification.run.trust_score >= 90',
      'service-url': 'https://api.example.com/v1',
      'allow-given-runs': false
    })
    const looser = imageVsaPredicate(
      input({ policy: { ...input().policy, signerWorkflow: undefined, maxAge: undefined } })
    )
    expect(looser.policy.annotations).toMatchObject({ 'signer-workflow': null, 'max-age': null })
    expect(looser.policy.digest).not.toStrictEqual((predicate['policy'] as { digest: unknown }).digest)
  })

  it('is about the image by its manifest digest, as registries and gh name it', () => {
    expect(imageSubject(input().image, DIGEST)).toStrictEqual({
      name: 'ghcr.io/acme/agent',
      digest: { sha256: '5e'.repeat(32) }
    })
  })

  it("is told apart from the gate's certification of a commit: who verified, and what resource", () => {
    const gate = certificationPredicate({
      details: {
        repository: 'acme/agent',
        commit: COMMIT,
        commitSource: 'workflow',
        serviceHost: 'api.example.com',
        serviceUrl: 'https://api.example.com/v1',
        projectId: 'proj-good',
        runId: 'run-7',
        runStartedHere: true,
        status: 'completed',
        passIf: null,
        passIfRead: [],
        recordSha256: 'cd'.repeat(32)
      },
      decidedAt: new Date('2026-11-20T10:00:00Z'),
      actionVersion: '1.2.3',
      serverUrl: 'https://github.com'
    })
    expect(gate.verifier.id).toBe(VERIFIER_ID)
    expect(gate.resourceUri).toMatch(/^git\+https:\/\//)
    expect(predicate['verifier']).toMatchObject({ id: IMAGE_VERIFIER_ID })
    expect(IMAGE_VERIFIER_ID).not.toBe(VERIFIER_ID)
    expect(predicate['resourceUri']).toMatch(/^oci:\/\//)
  })

  it('leaves the certification part out when the accepted one has none, never inventing it', () => {
    const bare = imageVsaPredicate(input({ certification: { ...certification, predicate: {}, runId: undefined } }))
    expect(Object.keys(bare)).not.toContain(CERTIFICATION_EXTENSION)
    expect(bare[IMAGE_EXTENSION]).not.toHaveProperty('runId')
  })
})
