/**
 * What a Sigstore bundle's signing certificate says about who signed: its Fulcio extensions, the
 * organization that issued it, and the verified time of signing. Read with sigstore-js's own
 * parsers; nothing here is cryptography, and nothing here is trusted before the signature is.
 */
import type { Bundle } from '@sigstore/bundle'
import { X509Certificate } from '@sigstore/core'
import type { toSignedEntity } from '@sigstore/verify'

/** Fulcio's certificate extensions (1.3.6.1.4.1.57264.1.*) that the checks read: each a DER UTF8String. */
export const FULCIO_EXTENSION = {
  /** GitHub's `job_workflow_sha`: the commit of the workflow file that signed. */
  buildSignerDigest: '1.3.6.1.4.1.57264.1.10',
  /** `github-hosted` or `self-hosted`. */
  runnerEnvironment: '1.3.6.1.4.1.57264.1.11',
  sourceRepositoryUri: '1.3.6.1.4.1.57264.1.12',
  /** GitHub's `sha`: the commit the signing run was on. */
  sourceRepositoryDigest: '1.3.6.1.4.1.57264.1.13',
  /** GitHub's `ref`: the ref the signing run was on. */
  sourceRepositoryRef: '1.3.6.1.4.1.57264.1.14',
  /** GitHub's `event_name`: what started the signing run (`push`, `merge_group`, …). */
  buildTrigger: '1.3.6.1.4.1.57264.1.20',
  visibilityAtSigning: '1.3.6.1.4.1.57264.1.22'
} as const

/** What the certificate says about the run that signed, as GitHub's OIDC claims put it there. */
export interface SignerClaims {
  /** The SAN, the Build Signer URI: `<server>/<owner>/<repo>/<workflow path>@<ref>`. */
  buildSignerUri?: string
  buildSignerDigest?: string
  runnerEnvironment?: string
  sourceRepositoryUri?: string
  sourceRepositoryDigest?: string
  sourceRepositoryRef?: string
  buildTrigger?: string
}

/** The certificate's claims about its signer. Trust them only once the certificate is verified. */
export function signerClaims(certificate: X509Certificate): SignerClaims {
  return {
    buildSignerUri: certificate.subjectAltName,
    buildSignerDigest: extensionText(certificate, FULCIO_EXTENSION.buildSignerDigest),
    runnerEnvironment: extensionText(certificate, FULCIO_EXTENSION.runnerEnvironment),
    sourceRepositoryUri: extensionText(certificate, FULCIO_EXTENSION.sourceRepositoryUri),
    sourceRepositoryDigest: extensionText(certificate, FULCIO_EXTENSION.sourceRepositoryDigest),
    sourceRepositoryRef: extensionText(certificate, FULCIO_EXTENSION.sourceRepositoryRef),
    buildTrigger: extensionText(certificate, FULCIO_EXTENSION.buildTrigger)
  }
}

/** The certificate that signed the bundle: the leaf of a chain, or the one certificate. Throws for a bare key. */
export function signingCertificate(bundle: Bundle): X509Certificate {
  const content = bundle.verificationMaterial.content
  if (content.$case === 'certificate') return X509Certificate.parse(Buffer.from(content.certificate.rawBytes))
  if (content.$case === 'x509CertificateChain' && content.x509CertificateChain.certificates.length > 0) {
    return X509Certificate.parse(Buffer.from(content.x509CertificateChain.certificates[0].rawBytes))
  }
  throw new Error('it is signed with a bare key, not a certificate')
}

/** The certificate issuer's one organization (O), read from the DER, as gh reads it. */
export function issuerOrganization(certificate: X509Certificate): string | undefined {
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
export function extensionText(certificate: X509Certificate, oid: string): string | undefined {
  const extension = certificate.extension(oid)
  if (extension === undefined) return undefined
  const value = extension.valueObj
  return (value.subs.length > 0 ? value.subs[0].value : value.value).toString('utf8')
}

/** The earliest verified time: an RFC 3161 timestamp's, or a transparency log entry's. */
export function signedTime(timestamps: ReturnType<typeof toSignedEntity>['timestamps']): Date | undefined {
  const times = timestamps.map(timestamp =>
    timestamp.$case === 'timestamp-authority'
      ? timestamp.timestamp.signingTime.getTime()
      : Number(timestamp.tlogEntry.integratedTime) * 1000
  )
  const valid = times.filter(time => Number.isFinite(time) && time > 0)
  return valid.length === 0 ? undefined : new Date(Math.min(...valid))
}
