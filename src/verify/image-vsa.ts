/**
 * The verify action's word about an image: a SLSA Verification Summary whose subject is the image
 * manifest digest, saying that the commit it was built from was certified, by which
 * certification, under what verify checked. Flat where an admission policy reads it
 * (`verificationResult`, `verifiedLevels`), with the commit certification's own part as signed,
 * under the name the gate gives it. Pure: signing and pushing are vouch.ts's.
 */
import { createHash } from 'node:crypto'
import type { Acceptance } from '../attestation/checked.js'
import {
  CERTIFICATION_EXTENSION,
  CERTIFICATION_PREDICATE_TYPE,
  commitSubjectName,
  IMAGE_EXTENSION,
  IMAGE_VERIFIER_ID,
  VERIFIED_LEVEL,
  VERIFIER_ID,
  type ResourceDescriptor
} from '../attestation/statement.js'
import { certificationOf } from '../attestation/statement-read.js'
import type { JsonObject } from '../lib/json.js'
import { imageByDigest, type ImageName } from '../registry/image-name.js'

export const IMAGE_VSA_PREDICATE_TYPE = CERTIFICATION_PREDICATE_TYPE

/** Where what verify checked is described: `policy.uri`, with the settings themselves in its annotations. */
export const IMAGE_POLICY_URI = `${VERIFIER_ID}/blob/v1/docs/admission.md#what-the-image-summary-says`

export { IMAGE_EXTENSION }

/** What verify checked before it vouched, as the step's inputs said it. */
export interface CheckedPolicy {
  repository: string
  projectId: string
  signerWorkflow?: string
  sourceRefs: string[]
  denySelfHostedRunners: boolean
  maxAge?: string
  passIf?: string
  serviceUrl?: string
  allowGivenRuns: boolean
}

export interface ImageVsaInput {
  image: ImageName
  /** The manifest digest, `sha256:…`. */
  digest: string
  /** The commit the image was built from, which verify found certified. */
  commit: string
  serverUrl: string
  /** The certification verify accepted for the commit. */
  certification: Acceptance
  policy: CheckedPolicy
  verifiedAt: Date
  actionVersion: string
}

export interface ImageVsaPredicate {
  verifier: { id: string; version: Record<string, string> }
  timeVerified: string
  resourceUri: string
  policy: ResourceDescriptor
  inputAttestations: ResourceDescriptor[]
  verificationResult: 'PASSED'
  verifiedLevels: string[]
  [IMAGE_EXTENSION]: ImageDetails
  [CERTIFICATION_EXTENSION]?: JsonObject
}

/** The image's part: what an image check compares without reading the commit's certification again. */
export interface ImageDetails {
  repository: string
  commit: string
  projectId: string
  /** The commit certification's run. */
  runId?: string
  /** When that run was first certified (signing again never makes it younger): max-age counts from it. */
  certifiedAt: string
  /** Who signed the commit's certification: its certificate's SAN. */
  certificationSigner: string
}

/** The image as the statement's subject: its name, and the manifest digest without `sha256:`. */
export function imageSubject(image: ImageName, digest: string): ResourceDescriptor & { name: string } {
  return { name: image.name, digest: { sha256: digest.replace(/^sha256:/, '') } }
}

/** The Verification Summary for an image built from a certified commit. */
export function imageVsaPredicate(input: ImageVsaInput): ImageVsaPredicate {
  const { certification, policy } = input
  const certified = certificationOf(certification.predicate)
  const checked = policyAnnotations(policy)
  return {
    verifier: { id: IMAGE_VERIFIER_ID, version: { 'agent-certification-gate': input.actionVersion } },
    timeVerified: input.verifiedAt.toISOString(),
    resourceUri: `oci://${imageByDigest(input.image, input.digest)}`,
    policy: {
      uri: IMAGE_POLICY_URI,
      digest: { sha256: sha256(JSON.stringify(checked)) },
      annotations: checked
    },
    // The certification it rests on, by the digest of its signed statement, under the subject GitHub lists it by.
    inputAttestations: [
      {
        name: 'commit certification',
        uri: commitSubjectName(input.serverUrl, policy.repository, input.commit),
        digest: { sha256: certification.statementSha256 }
      }
    ],
    verificationResult: 'PASSED',
    verifiedLevels: [VERIFIED_LEVEL],
    [IMAGE_EXTENSION]: {
      repository: policy.repository,
      commit: input.commit,
      projectId: policy.projectId,
      ...(certification.runId === undefined ? {} : { runId: certification.runId }),
      certifiedAt: certification.certifiedAt.toISOString(),
      certificationSigner: certification.signer
    },
    ...(certified === undefined ? {} : { [CERTIFICATION_EXTENSION]: certified })
  }
}

/** The settings verify checked under, every one named even when empty, so that two summaries compare field by field. */
function policyAnnotations(policy: CheckedPolicy): Record<string, unknown> {
  return {
    repository: policy.repository,
    'project-id': policy.projectId,
    'signer-workflow': policy.signerWorkflow ?? null,
    'source-ref': policy.sourceRefs,
    'deny-self-hosted-runners': policy.denySelfHostedRunners,
    'max-age': policy.maxAge ?? null,
    'pass-if': policy.passIf ?? null,
    'service-url': policy.serviceUrl ?? null,
    'allow-given-runs': policy.allowGivenRuns
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
