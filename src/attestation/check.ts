/**
 * One listed attestation, checked by small steps in order, each of which refuses it with a typed
 * reason a person reads: that it is a Sigstore bundle, its signature against the right trust root
 * and by a signer the policy allows, the statement (type, subject, predicate, verdict), its age,
 * and `pass-if`. Signing and verifying are sigstore-js's; nothing here is cryptography.
 */
import { createHash } from 'node:crypto'
import { bundleFromJSON, type Bundle } from '@sigstore/bundle'
import type { X509Certificate } from '@sigstore/core'
import { toSignedEntity, Verifier, type SignedEntity, type VerifierOptions } from '@sigstore/verify'
import { olderThanAllowed } from './age.js'
import { errorMessage } from '../lib/errors.js'
import { parseObject, readPath, type JsonObject } from '../lib/json.js'
import { inertText, quotedValue, shortSha } from '../lib/text.js'
import { outcomeText, readingsSuffix, type PolicyReport } from '../policy/report.js'
import {
  extensionText,
  FULCIO_EXTENSION,
  issuerOrganization,
  signedTime,
  signerClaims,
  signingCertificate,
  type SignerClaims
} from './certificate.js'
import { parseSignerUri } from './signer-policy.js'
import {
  CERTIFICATION_PREDICATE_TYPE,
  IMAGE_VERIFIER_ID,
  imageDetailsOf,
  VERIFIED_LEVEL,
  STATEMENT_TYPE,
  type ResourceDescriptor
} from './statement.js'
import {
  namesSubject,
  certificationOf,
  predicateForPassIf,
  readCertifiedRun,
  readStatement,
  runListedAgain,
  STATEMENT_PAYLOAD_TYPE,
  type StatementRead
} from './statement-read.js'
import { INSTANCE_BY_ISSUER } from './trust-roots.js'
import {
  isRefused,
  refuse,
  type Acceptance,
  type CertificationPolicy,
  type CheckContext,
  type Checked,
  type Refusal,
  type Refused,
  type Claimed,
  type SignedBy
} from './checked.js'
import { checkSigner, signedByOf } from './check-signer.js'

/** A decision may come this much after its signature's time before the clocks' skew stops explaining it. */
export const DECISION_SKEW_MS = 60_000

/** Checks one entry of GitHub's list; never throws for a bad entry, only refuses it. */
export async function checkAttestation(entry: unknown, context: CheckContext): Promise<Checked> {
  const claimed = claimedBy(entry)
  const result = await checkSteps(entry, context)
  if (isRefused(result)) {
    const refusal: Refusal = { accepted: false, kind: result.refused, claimed, reason: result.reason }
    if (result.signedBy !== undefined) refusal.signedBy = result.signedBy
    if (result.certified !== undefined) refusal.certified = result.certified
    return refusal
  }
  return { ...result, claimed }
}

async function checkSteps(entry: unknown, context: CheckContext): Promise<Omit<Acceptance, 'claimed'> | Refused> {
  const signed = readBundle(entry)
  if (isRefused(signed)) return signed
  const entity = await verifySignature(signed, context)
  if (isRefused(entity)) return entity
  // From here on the certificate is genuine: what it says of its signer is named in every verdict.
  const claims = signerClaims(signed.certificate)
  const uri = parseSignerUri(claims.buildSignerUri, context.policy.signer.serverUrl)
  const signedBy = signedByOf(claims, uri)
  const withSigner = (refused: Refused): Refused => ({ ...refused, signedBy })
  const signer = checkSigner(claims, uri, context.policy.signer)
  if (signer !== undefined) return withSigner(signer)
  const statement =
    context.policy.image === true
      ? readImageSummary(signed.bundle, context.subject, claims)
      : readCertification(signed.bundle, context.subject)
  if (isRefused(statement)) return withSigner(statement)
  const signedAt = checkAge(entity, statement, context)
  if (isRefused(signedAt)) return withSigner(signedAt)
  const predicate = statement.predicate ?? {}
  const origin = checkOrigin(predicate, context.policy)
  if (origin !== undefined) return withSigner(origin)
  const onTree = await checkTree(predicate, signedBy, context)
  if (onTree !== undefined) return withSigner(onTree)
  const policy =
    context.policy.passIf === undefined
      ? undefined
      : await context.evaluate(context.policy.passIf, predicateForPassIf(predicate))
  if (policy !== undefined && policy.outcome !== 'true') {
    return {
      ...withSigner(refuse('pass-if', passIfRefusal(policy))),
      certified: { runId: statement.runId, signedAt, policy }
    }
  }
  return {
    signedBy,
    accepted: true,
    projectId: statement.projectId,
    runId: statement.runId,
    decidedAt: statement.timeVerified ?? '',
    signedAt,
    certifiedAt: certifiedTime(statement, signedAt),
    signer: signed.certificate.subjectAltName ?? '',
    predicate,
    policy,
    statementSha256: statementDigest(signed.bundle)
  }
}

/** The sha256 of a bundle's DSSE payload, hex (readCertification has checked it is one). */
function statementDigest(bundle: Bundle): string {
  return bundle.content.$case === 'dsseEnvelope'
    ? createHash('sha256').update(bundle.content.dsseEnvelope.payload).digest('hex')
    : ''
}

/** 1. A Sigstore bundle, signed with a certificate. */
function readBundle(entry: unknown): { bundle: Bundle; certificate: X509Certificate } | Refused {
  const listed = parseObject(entry)
  const bundleJson = listed?.['bundle']
  const unavailable = listed?.['bundleUnavailable']
  if (typeof unavailable === 'string') return refuse('unreadable', unavailable)
  if (typeof bundleJson !== 'object' || bundleJson === null)
    return refuse('unreadable', 'the entry has no Sigstore bundle')
  try {
    const bundle = bundleFromJSON(bundleJson)
    return { bundle, certificate: signingCertificate(bundle) }
  } catch (error) {
    return refuse(
      'unreadable',
      `it is not a Sigstore bundle signed with a certificate: ${inertText(errorMessage(error), 160)}`
    )
  }
}

/**
 * 2. The signature, against the trust root of the instance that issued the certificate, by a
 * certificate GitHub Actions' OIDC identity got: genuine, whoever it names.
 */
async function verifySignature(
  { bundle, certificate }: { bundle: Bundle; certificate: X509Certificate },
  context: CheckContext
): Promise<SignedEntity | Refused> {
  const { trust } = context
  const { signer } = context.policy
  const issuer = issuerOrganization(certificate)
  const instance = INSTANCE_BY_ISSUER[issuer ?? '']
  if (!trust.custom && instance === undefined) {
    return refuse(
      'signature',
      `its certificate was issued by ${quotedValue(issuer ?? 'no organization')}, neither Sigstore's public-good ` +
        `instance nor GitHub's`
    )
  }
  const publicRepository = extensionText(certificate, FULCIO_EXTENSION.visibilityAtSigning) === 'public'
  const usesTransparencyLog = trust.custom ? publicRepository : instance === 'public-good'
  if (
    !usesTransparencyLog &&
    (bundle.verificationMaterial.timestampVerificationData?.rfc3161Timestamps.length ?? 0) === 0
  ) {
    return refuse('signature', 'it carries no signed timestamp, so when it was signed cannot be proven')
  }
  const options: VerifierOptions = usesTransparencyLog
    ? { tlogThreshold: 1, ctlogThreshold: trust.custom ? 0 : 1, timestampThreshold: 1 }
    : { tlogThreshold: 0, ctlogThreshold: 0, timestampThreshold: 1 }
  const material = await trust.material(instance === 'github' ? 'github' : 'public-good', issuer)
  if (material === undefined) {
    return refuse(
      'signature',
      `its certificate was issued by ${quotedValue(issuer ?? 'no organization')}, ` +
        `which no root of trusted-root vouches for`
    )
  }
  let entity: SignedEntity
  try {
    // Reading a malformed timestamp throws here: it refuses this entry, never the whole check.
    entity = toSignedEntity(bundle)
    new Verifier(material, options).verify(entity, { extensions: { issuer: signer.oidcIssuer } })
  } catch (error) {
    return signatureRefusal(error)
  }
  return entity
}

/**
 * 4a. An in-toto statement with a Verification Summary predicate about `subject`; what `another` names when it is about
 * something else.
 */
function readSummary(
  bundle: Bundle,
  subject: ResourceDescriptor & { name: string },
  another: string
): (StatementRead & { predicate: JsonObject }) | Refused {
  if (bundle.content.$case !== 'dsseEnvelope')
    return refuse('statement', 'it signs a message, not an in-toto statement')
  const envelope = bundle.content.dsseEnvelope
  const statement =
    envelope.payloadType === STATEMENT_PAYLOAD_TYPE ? readStatement(envelope.payload.toString('utf8')) : undefined
  if (statement === undefined || statement.statementType !== STATEMENT_TYPE)
    return refuse('statement', 'its payload is not an in-toto statement')
  if (statement.predicateType !== CERTIFICATION_PREDICATE_TYPE) {
    return refuse(
      'statement',
      `its predicate type is ${quotedValue(String(statement.predicateType))}, not a certification ` +
        `(${CERTIFICATION_PREDICATE_TYPE})`
    )
  }
  if (!namesSubject(statement, subject)) return refuse('statement', `it is about ${another}`)
  const { predicate } = statement
  if (predicate === undefined) return refuse('statement', 'its predicate is not an object')
  return { ...statement, predicate }
}

/**
 * 4. What it says, now that it is known who signed it: verify's summary of this image, PASSED
 * with the level, naming the commit the image was built from, which is the commit the signing run
 * was on (a release run on one commit cannot vouch for an image by pointing at another's
 * certification). The project and run are the image part's.
 */
function readImageSummary(
  bundle: Bundle,
  subject: ResourceDescriptor & { name: string },
  claims: SignerClaims
): StatementRead | Refused {
  const statement = readSummary(
    bundle,
    subject,
    `another image, not ${subject.name}@sha256:${subject.digest['sha256']}`
  )
  if (isRefused(statement)) return statement
  const { predicate } = statement
  const verifier = parseObject(predicate['verifier'])?.['id']
  if (verifier !== IMAGE_VERIFIER_ID) {
    return refuse(
      'statement',
      `it is not the verify action's summary of an image: its verifier is ${quotedValue(String(verifier), 200)}`
    )
  }
  if (statement.verificationResult !== 'PASSED') {
    return refuse(
      'statement',
      `its verification result is ${quotedValue(String(statement.verificationResult))}, not PASSED`
    )
  }
  const levels = predicate['verifiedLevels']
  if (!Array.isArray(levels) || !levels.includes(VERIFIED_LEVEL))
    return refuse('statement', `its verified levels do not include ${VERIFIED_LEVEL}`)
  const image = imageDetailsOf(predicate)
  if (image?.commit === undefined || image.projectId === undefined)
    return refuse('statement', 'it names no commit or no project the image was built for')
  const signedOn = claims.sourceRepositoryDigest?.toLowerCase()
  if (signedOn !== image.commit.toLowerCase()) {
    return refuse(
      'signer',
      `it says the image was built from commit ${quotedValue(image.commit, 64)}, but was signed by a run on commit ` +
        `${quotedValue(signedOn ?? 'unknown', 64)}`
    )
  }
  return { ...statement, projectId: image.projectId, runId: image.runId }
}

/** 4. What it says, now that it is known who signed it: a passed certification of this commit. */
function readCertification(bundle: Bundle, subject: ResourceDescriptor & { name: string }): StatementRead | Refused {
  const statement = readSummary(bundle, subject, `another commit, not ${subject.name}`)
  if (isRefused(statement)) return statement
  // Verify's summary of an image shares the predicate type: told apart by who verified.
  if (parseObject(statement.predicate['verifier'])?.['id'] === IMAGE_VERIFIER_ID) {
    return refuse(
      'statement',
      "it is the verify action's summary of an image built from a commit, not a certification of a commit"
    )
  }
  if (statement.verificationResult !== 'PASSED') {
    return refuse(
      'statement',
      `its verification result is ${quotedValue(String(statement.verificationResult))}, not PASSED`
    )
  }
  // Counted by distinct run: one run listed three times is one run, and figures signed over it as three claim a
  // certainty no run gave (a gate that did not yet refuse a run handed back twice signed them).
  const again = runListedAgain(readCertifiedRun(statement.predicate))
  if (again !== undefined) {
    return refuse(
      'statement',
      `it lists run ${quotedValue(again.runId, 80)} ${again.times} times among its runs` +
        (again.spellings.length > 1
          ? ` (as ${again.spellings.map(id => quotedValue(id, 80)).join(', ')}, which a service may read as one run)`
          : '') +
        `: one run counted as ${again.times}, so its figures (certification.stats) rest on fewer runs than they say`
    )
  }
  return statement
}

/**
 * 4b. What the certified run was, when the policy asks: of this service, and started by the
 * signing gate for the commit (a run given as run-id may have been started for any commit).
 */
function checkOrigin(predicate: JsonObject, policy: CertificationPolicy): Refused | undefined {
  if (policy.serviceUrl === undefined && policy.refuseGivenRuns !== true) return undefined
  const run = readCertifiedRun(predicate)
  if (policy.serviceUrl !== undefined && run.serviceUrl !== policy.serviceUrl) {
    const service = run.serviceUrl === undefined ? 'a service it does not name' : quotedValue(run.serviceUrl, 200)
    return refuse('statement', `it certifies the project at ${service}, not at ${policy.serviceUrl} (service-url)`)
  }
  if (policy.refuseGivenRuns === true && run.runStartedHere !== true) {
    return refuse(
      'statement',
      'its run was given to the gate that signed it (run-id), not started for the commit, so it may have been ' +
        'started for another (allow-given-runs: true accepts it)'
    )
  }
  return undefined
}

/**
 * 4c. For a lookup by tree: a content-certified certification (a service run was made on its
 * content; one carried forward by `paths` never was), made by a run on a commit that GitHub says
 * has this tree. A statement's word for its tree is never taken.
 */
async function checkTree(
  predicate: JsonObject,
  signedBy: SignedBy,
  context: CheckContext
): Promise<Refused | undefined> {
  const { tree } = context.policy
  if (tree === undefined) return undefined
  if (readCertifiedRun(predicate).carried) {
    return refuse(
      'statement',
      'it was carried forward by paths, not made by a run on its content, so it stands for no tree (a carried ' +
        'certification is never reused by tree)'
    )
  }
  const commit = signedBy.sourceCommit
  if (commit === undefined || !/^[0-9a-f]{40}$/i.test(commit))
    return refuse('statement', 'its certificate names no commit its run was on, so its tree cannot be told')
  if (context.treeOf === undefined)
    return refuse('statement', 'the tree of the commit its run was on cannot be read here')
  let actual: string
  try {
    actual = await context.treeOf(commit)
  } catch (error) {
    return refuse(
      'statement',
      `the tree of the commit its run was on (${shortSha(commit)}) could not be read: ` +
        `${inertText(errorMessage(error), 200)}`
    )
  }
  if (actual.toLowerCase() === tree.toLowerCase()) return undefined
  return refuse(
    'statement',
    `it names tree ${shortSha(tree)}, but the commit its run was on (${shortSha(commit)}) has tree ` +
      `${shortSha(actual)}, as GitHub says`
  )
}

/** 5. When: the signed time, which cannot be backdated, and the statement's own decision time. */
function checkAge(entity: SignedEntity, statement: StatementRead, context: CheckContext): Date | Refused {
  const signedAt = signedTime(entity.timestamps)
  if (signedAt === undefined) return refuse('signature', 'it carries no verified time of signing')
  const decidedAt = statement.timeVerified ?? ''
  const decided = Date.parse(decidedAt)
  // A statement that says it was decided after it was signed is not the gate's: no age can mend it.
  if (!Number.isFinite(decided) || decided > signedAt.getTime() + DECISION_SKEW_MS) {
    return refuse(
      'statement',
      `its decision time (${quotedValue(decidedAt)}) is not before the time it was signed (${signedAt.toISOString()})`
    )
  }
  const certifiedAt = certifiedTime(statement, signedAt)
  const tooOld = olderThanAllowed(context.now - certifiedAt.getTime(), context.policy, certifiedAt < signedAt)
  // Genuine and of this commit, only too old: what it certified is worth showing.
  if (tooOld !== undefined)
    return { ...refuse('age', tooOld), certified: { runId: statement.runId, signedAt: certifiedAt } }
  return signedAt
}

/**
 * When the run a statement certifies was first certified: `reusedFrom.certifiedAt` when the pass
 * was reused and that is earlier than the signing, else the signed time. A later time is never
 * taken: a statement cannot make its run younger than its own signature.
 */
export function certifiedTime(statement: Pick<StatementRead, 'predicate'>, signedAt: Date): Date {
  const { predicate } = statement
  // A reused pass says when its run was first certified; verify's summary of an image says when its commit's was.
  const said = [
    readPath(predicate === undefined ? undefined : certificationOf(predicate), ['reusedFrom', 'certifiedAt']),
    predicate === undefined ? undefined : imageDetailsOf(predicate)?.certifiedAt
  ]
  const earliest = Math.min(
    ...said.map(value => (typeof value === 'string' ? Date.parse(value) : Number.NaN)).filter(Number.isFinite)
  )
  return earliest < signedAt.getTime() ? new Date(earliest) : signedAt
}

/** 6. The team's bar, said as the gate says it: what it gave, the expression, and what it read. */
function passIfRefusal(policy: PolicyReport): string {
  const expression = inertText(policy.expression)
  const gave = `pass-if ${outcomeText(policy)}`
  return policy.outcome === 'false' || policy.outcome === 'value'
    ? `${gave}: ${expression}${readingsSuffix(policy)}`
    : `${gave} (in ${expression})`
}

/** Why the signature was refused, in a person's words. */
function signatureRefusal(error: unknown): Refused {
  const detail = inertText(errorMessage(error), 200)
  if (/issuer/i.test(detail))
    return refuse('signer', `its certificate was not issued for GitHub Actions' OIDC identity (${detail})`)
  return refuse('signature', `its signature does not verify: ${detail}`)
}

/** What an entry's statement claims (project, run, decision time), read without trusting it: for the summary only. */
function claimedBy(entry: unknown): Claimed {
  try {
    const envelope = parseObject(parseObject(parseObject(entry)?.['bundle'])?.['dsseEnvelope'])
    const payload =
      typeof envelope?.['payload'] === 'string' ? Buffer.from(envelope['payload'], 'base64').toString('utf8') : ''
    const statement = readStatement(payload)
    const text = (value: string | undefined) => (value === undefined ? undefined : inertText(value, 100))
    return {
      projectId: text(statement?.projectId),
      runId: text(statement?.runId),
      decidedAt: text(statement?.timeVerified)
    }
  } catch {
    return {}
  }
}
