/**
 * One listed attestation, checked in order: that it is a Sigstore bundle, its signature against
 * the right trust root, the signer's identity, the statement (type, subject, predicate, verdict),
 * its age, and `pass-if`. Any step that fails refuses it, with the reason a person reads.
 * Signing and verifying are sigstore-js's; nothing here is cryptography.
 */
import { bundleFromJSON, type Bundle } from '@sigstore/bundle'
import { X509Certificate } from '@sigstore/core'
import { toSignedEntity, Verifier, type VerifierOptions } from '@sigstore/verify'
import { CERTIFICATION_PREDICATE_TYPE, STATEMENT_TYPE, type ResourceDescriptor } from './statement.js'
import { formatDuration } from '../lib/duration.js'
import { errorMessage } from '../lib/errors.js'
import type { PolicyReport } from '../gate/results.js'
import type { PassIf } from '../policy/pass-if.js'
import { inertText, quotedValue } from '../lib/text.js'
import { INSTANCE_BY_ISSUER, type TrustRoots } from './trust-roots.js'

/**
 * GitHub Actions' OIDC issuer for `serverUrl`: only a workflow's own identity signs a
 * certification. github.com's; a GHE.com tenant's (`token.actions.<tenant>.ghe.com`); an
 * Enterprise Server's (`<server>/_services/token`).
 */
export function oidcIssuerFor(serverUrl: string): string {
  const host = new URL(serverUrl).hostname.toLowerCase()
  if (host === 'github.com') return 'https://token.actions.githubusercontent.com'
  if (host.endsWith('.ghe.com')) return `https://token.actions.${host}`
  return `${serverUrl.replace(/\/+$/, '')}/_services/token`
}
/** A decision may come this much after its signature's time before the clocks' skew stops explaining it. */
export const DECISION_SKEW_MS = 60_000

/** Fulcio's certificate extensions (1.3.6.1.4.1.57264.1.*) that the checks read. */
const FULCIO = {
  sourceRepositoryUri: '1.3.6.1.4.1.57264.1.12',
  visibilityAtSigning: '1.3.6.1.4.1.57264.1.22'
} as const

export interface CheckContext {
  trust: TrustRoots
  /** `https://github.com` */
  serverUrl: string
  /** The OIDC issuer the signing certificate must name (oidcIssuerFor). */
  oidcIssuer: string
  repository: string
  signerWorkflow?: string
  /** The commit's subject: what the statement must be about. */
  subject: ResourceDescriptor & { name: string }
  maxAgeMs?: number
  passIf?: PassIf
  /** Evaluates pass-if within the time left, where the deadline can stop it. */
  evaluate(passIf: PassIf, predicate: Record<string, unknown>): Promise<PolicyReport>
  now: number
}

/** What the statement claims about itself, read before anything is verified: only ever shown. */
export interface Claimed {
  projectId?: string
  runId?: string
  decidedAt?: string
}

export type Checked =
  | {
      accepted: true
      claimed: Claimed
      projectId?: string
      runId?: string
      decidedAt: string
      signedAt: Date
      /** The workflow that signed it, with its ref: the certificate's SAN. */
      signer: string
      predicate: Record<string, unknown>
      policy?: PolicyReport
    }
  | { accepted: false; claimed: Claimed; reason: string }

/** Checks one entry of GitHub's list; never throws for a bad entry, only refuses it. */
export async function checkAttestation(entry: unknown, context: CheckContext): Promise<Checked> {
  const claimed = claimedBy(entry)
  const refuse = (reason: string): Checked => ({ accepted: false, claimed, reason })
  const bundleJson = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)['bundle'] : undefined
  if (typeof bundleJson !== 'object' || bundleJson === null) return refuse('the entry has no Sigstore bundle')
  let bundle: Bundle
  let certificate: X509Certificate
  try {
    bundle = bundleFromJSON(bundleJson)
    certificate = signingCertificate(bundle)
  } catch (error) {
    return refuse(`it is not a Sigstore bundle signed with a certificate: ${inertText(errorMessage(error), 160)}`)
  }

  // 1. The signature, against the trust root of the instance that issued the certificate.
  const issuer = issuerOrganization(certificate)
  const instance = INSTANCE_BY_ISSUER[issuer ?? '']
  if (!context.trust.custom && instance === undefined) {
    return refuse(
      `its certificate was issued by ${quotedValue(issuer ?? 'no organization')}, neither Sigstore's public-good instance nor GitHub's`
    )
  }
  const publicRepository = extensionText(certificate, FULCIO.visibilityAtSigning) === 'public'
  const usesTransparencyLog = context.trust.custom ? publicRepository : instance === 'public-good'
  if (!usesTransparencyLog && (bundle.verificationMaterial.timestampVerificationData?.rfc3161Timestamps.length ?? 0) === 0) {
    return refuse('it carries no signed timestamp, so when it was signed cannot be proven')
  }
  const options: VerifierOptions = usesTransparencyLog
    ? { tlogThreshold: 1, ctlogThreshold: context.trust.custom ? 0 : 1, timestampThreshold: 1 }
    : { tlogThreshold: 0, ctlogThreshold: 0, timestampThreshold: 1 }
  // 2. Who signed: a workflow of `repository` (the signer workflow, when given), by GitHub Actions' OIDC.
  // Owner and repository names are case-insensitive on GitHub; a workflow file's path is not.
  const identity = new RegExp(
    `^${anyCase(escapeRegExp(`${context.serverUrl}/${context.repository}/`))}${
      context.signerWorkflow === undefined ? '' : `${escapeRegExp(context.signerWorkflow)}@`
    }`
  )
  const material = await context.trust.material(instance === 'github' ? 'github' : 'public-good', issuer)
  let entity: ReturnType<typeof toSignedEntity>
  try {
    // Reading a malformed timestamp throws here: it refuses this entry, never the whole check.
    entity = toSignedEntity(bundle)
    new Verifier(material, options).verify(entity, { subjectAlternativeName: identity, extensions: { issuer: context.oidcIssuer } })
  } catch (error) {
    return refuse(signatureRefusal(error, certificate, context))
  }
  const sourceRepository = extensionText(certificate, FULCIO.sourceRepositoryUri)
  if (sourceRepository?.toLowerCase() !== `${context.serverUrl}/${context.repository}`.toLowerCase()) {
    return refuse(
      `it was signed by a workflow of ${quotedValue(sourceRepository ?? 'an unknown repository')}, not of ${context.repository}`
    )
  }

  // 3. What it says: only now is the statement trustworthy.
  if (bundle.content.$case !== 'dsseEnvelope') return refuse('it signs a message, not an in-toto statement')
  const envelope = bundle.content.dsseEnvelope
  const statement = parseObject(envelope.payloadType === 'application/vnd.in-toto+json' ? envelope.payload.toString('utf8') : '')
  if (statement === undefined || statement['_type'] !== STATEMENT_TYPE) return refuse('its payload is not an in-toto statement')
  if (statement['predicateType'] !== CERTIFICATION_PREDICATE_TYPE) {
    return refuse(
      `its predicate type is ${quotedValue(String(statement['predicateType']))}, not a certification (${CERTIFICATION_PREDICATE_TYPE})`
    )
  }
  const subjects = Array.isArray(statement['subject']) ? (statement['subject'] as unknown[]) : []
  const forCommit = subjects.some(candidate => {
    const subject = parseObject(candidate)
    const digest = parseObject(subject?.['digest'])
    return subject?.['name'] === context.subject.name && digest?.['sha256'] === context.subject.digest['sha256']
  })
  if (!forCommit) return refuse(`it is about another commit, not ${context.subject.name}`)
  const predicate = parseObject(statement['predicate'])
  if (predicate === undefined) return refuse('its predicate is not an object')
  if (predicate['verificationResult'] !== 'PASSED') {
    return refuse(`its verification result is ${quotedValue(String(predicate['verificationResult']))}, not PASSED`)
  }
  const certification = parseObject(predicate['certification']) ?? {}
  const projectId = typeof certification['projectId'] === 'string' ? certification['projectId'] : undefined
  const runId = typeof certification['runId'] === 'string' ? certification['runId'] : undefined
  const decidedAt = typeof predicate['timeVerified'] === 'string' ? predicate['timeVerified'] : ''

  // 4. When: the signed time, which cannot be backdated, and the statement's own decision time.
  const signedAt = signedTime(entity.timestamps)
  if (signedAt === undefined) return refuse('it carries no verified time of signing')
  const ageMs = context.now - signedAt.getTime()
  if (context.maxAgeMs !== undefined && ageMs > context.maxAgeMs) {
    return refuse(`it was signed ${formatDuration(ageMs)} ago, longer ago than max-age (${formatDuration(context.maxAgeMs)})`)
  }
  const decided = Date.parse(decidedAt)
  if (!Number.isFinite(decided) || decided > signedAt.getTime() + DECISION_SKEW_MS) {
    return refuse(`its decision time (${quotedValue(decidedAt)}) is not before the time it was signed (${signedAt.toISOString()})`)
  }

  // 5. The team's bar.
  let policy: PolicyReport | undefined
  if (context.passIf !== undefined) {
    policy = await context.evaluate(context.passIf, { ...predicate })
    if (policy.outcome !== 'true') return refuse(passIfRefusal(policy))
  }
  return { accepted: true, claimed, projectId, runId, decidedAt, signedAt, signer: certificate.subjectAltName ?? '', predicate, policy }
}

function passIfRefusal(policy: PolicyReport): string {
  const values = policy.readings.length === 0 ? '' : ` (${policy.readings.map(reading => `${reading.path} = ${reading.value}`).join(', ')})`
  const expression = inertText(policy.expression)
  switch (policy.outcome) {
    case 'false':
      return `pass-if is false: ${expression}${values}`
    case 'value':
      return `pass-if must give true or false, and it gave ${policy.detail ?? 'another value'}: ${expression}${values}`
    case 'stopped':
      return `pass-if ran out of time (${policy.detail ?? 'stopped'}): ${expression}`
    default:
      return `pass-if could not be evaluated: ${policy.detail ?? 'an error'} (in ${expression})`
  }
}

/** Why the signature or the signer was refused, in a person's words. */
function signatureRefusal(error: unknown, certificate: X509Certificate, context: CheckContext): string {
  const detail = inertText(errorMessage(error), 200)
  if (/identity|subject alternative name|certificate identity error/i.test(detail)) {
    const signer = inertText(certificate.subjectAltName ?? 'an unknown identity', 200)
    return context.signerWorkflow === undefined
      ? `it was signed by ${signer}, not by a workflow of ${context.repository}`
      : `it was signed by ${signer}, not by ${context.signerWorkflow} of ${context.repository}`
  }
  if (/issuer/i.test(detail)) return `its certificate was not issued for GitHub Actions' OIDC identity (${detail})`
  return `its signature does not verify: ${detail}`
}

function signingCertificate(bundle: Bundle): X509Certificate {
  const content = bundle.verificationMaterial.content
  if (content.$case === 'certificate') return X509Certificate.parse(Buffer.from(content.certificate.rawBytes))
  if (content.$case === 'x509CertificateChain' && content.x509CertificateChain.certificates.length > 0) {
    return X509Certificate.parse(Buffer.from(content.x509CertificateChain.certificates[0].rawBytes))
  }
  throw new Error('it is signed with a bare key, not a certificate')
}

/** The certificate issuer's one organization (O), read from the DER, as gh reads it. */
function issuerOrganization(certificate: X509Certificate): string | undefined {
  try {
    const issuer = certificate.tbsCertificate.subs[3]
    const organizations = issuer.subs
      .flatMap(rdn => rdn.subs)
      .filter(pair => pair.subs[0]?.toOID() === '2.5.4.10')
      .map(pair => pair.subs[1].value.toString('utf8'))
    return organizations.length === 1 ? organizations[0] : undefined
  } catch {
    return undefined
  }
}

/** A Fulcio extension's text (DER UTF8String for .8 onwards). */
function extensionText(certificate: X509Certificate, oid: string): string | undefined {
  const extension = certificate.extension(oid)
  if (extension === undefined) return undefined
  const value = extension.valueObj
  return (value.subs.length > 0 ? value.subs[0].value : value.value).toString('utf8')
}

/** The earliest verified time: an RFC 3161 timestamp's, or a transparency log entry's. */
function signedTime(timestamps: ReturnType<typeof toSignedEntity>['timestamps']): Date | undefined {
  const times = timestamps.map(timestamp =>
    timestamp.$case === 'timestamp-authority'
      ? timestamp.timestamp.signingTime.getTime()
      : Number(timestamp.tlogEntry.integratedTime) * 1000
  )
  const valid = times.filter(time => Number.isFinite(time) && time > 0)
  return valid.length === 0 ? undefined : new Date(Math.min(...valid))
}

/** What an entry's statement claims (project, run, decision time), read without trusting it: for the summary only. */
function claimedBy(entry: unknown): Claimed {
  try {
    const bundle = parseObject(parseObject(entry)?.['bundle'])
    const envelope = parseObject(bundle?.['dsseEnvelope'])
    const payload = typeof envelope?.['payload'] === 'string' ? Buffer.from(envelope['payload'], 'base64').toString('utf8') : ''
    const predicate = parseObject(parseObject(payload)?.['predicate'])
    const certification = parseObject(predicate?.['certification'])
    const text = (value: unknown) => (typeof value === 'string' ? inertText(value, 100) : undefined)
    return {
      projectId: text(certification?.['projectId']),
      runId: text(certification?.['runId']),
      decidedAt: text(predicate?.['timeVerified'])
    }
  } catch {
    return {}
  }
}

/** An object from JSON text or a value; undefined for anything else. */
function parseObject(value: unknown): Record<string, unknown> | undefined {
  let parsed = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined
}

/** A pattern that matches `pattern`'s letters in either case. */
function anyCase(pattern: string): string {
  return pattern.replace(/[a-z]/gi, letter => `[${letter.toLowerCase()}${letter.toUpperCase()}]`)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
