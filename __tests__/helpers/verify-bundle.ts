/**
 * The tests' own check of a bundle, straight on `@sigstore/verify` against the mocks' trusted
 * root: signature, certificate chain, timestamp (and Rekor entry, for public-good bundles), the
 * signer's identity, then the statement. It shares nothing with the action's code, so a bundle
 * the action wrote wrongly cannot pass it by the same mistake.
 */
import { bundleFromJSON } from '@sigstore/bundle'
import { CERTIFICATION_EXTENSION, tamperedBundle as tamperedWith } from '../../__fixtures__/tampered-bundle.js'
import { TrustedRoot } from '@sigstore/protobuf-specs'
import { toSignedEntity, toTrustMaterial, Verifier } from '@sigstore/verify'

export interface ExpectedSigner {
  /** `https://github.com/<owner>/<repo>/<workflow>@<ref>` */
  san: string
  /** Public-good bundles carry a Rekor entry; GitHub's instance a signed timestamp only. */
  transparencyLog: boolean
}

export interface VerifiedStatement {
  _type: string
  subject: Array<{ name: string; digest: Record<string, string> }>
  predicateType: string
  /** `certification` is there only while a tamperedBundle edit runs (an alias of the URI-named part); read it with certificationIn. */
  predicate: Record<string, unknown> & { certification: Record<string, unknown> }
}

/** Throws unless the bundle verifies; returns the statement it signs. */
export function verifyBundle(
  bundleJson: unknown,
  trustedRoot: Record<string, unknown>,
  signer: ExpectedSigner
): VerifiedStatement {
  const trust = toTrustMaterial(TrustedRoot.fromJSON(trustedRoot))
  const bundle = bundleFromJSON(bundleJson)
  const verifier = new Verifier(trust, {
    tlogThreshold: signer.transparencyLog ? 1 : 0,
    ctlogThreshold: 1,
    timestampThreshold: 1
  })
  verifier.verify(toSignedEntity(bundle), {
    subjectAlternativeName: signer.san,
    extensions: { issuer: 'https://token.actions.githubusercontent.com' }
  })
  if (bundle.content.$case !== 'dsseEnvelope') throw new Error('not a DSSE bundle')
  const envelope = bundle.content.dsseEnvelope
  if (envelope.payloadType !== 'application/vnd.in-toto+json') throw new Error(`payload type ${envelope.payloadType}`)
  return JSON.parse(envelope.payload.toString('utf8')) as VerifiedStatement
}

/** The gate's part of a statement's predicate: under its URI name, or `certification` in statements signed before. */
export function certificationIn(statement: { predicate: Record<string, unknown> }): Record<string, unknown> {
  const { predicate } = statement
  return (predicate[CERTIFICATION_EXTENSION] ?? predicate['certification']) as Record<string, unknown>
}

/** The bundle with its statement changed by `edit`, the signature left as it was. */
export function tamperedBundle(
  bundleJson: Record<string, unknown>,
  edit: (statement: VerifiedStatement) => void
): Record<string, unknown> {
  return tamperedWith<VerifiedStatement>(bundleJson, edit)
}
