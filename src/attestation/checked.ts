/**
 * What checking an attestation is asked and what it says: the policy a certification must meet,
 * what a check is handed, and its answer, accepted (what the certification says) or refused (of
 * which kind, and why, in words a person reads). Types only: check.ts does the checking.
 */
import type { JsonObject } from '../lib/json.js'
import type { PassIf } from '../policy/pass-if.js'
import type { PolicyReport } from '../policy/report.js'
import type { SignerPolicy } from './signer-policy.js'
import type { ResourceDescriptor } from './statement.js'
import type { TrustRoots } from './trust-roots.js'

/** What a certification must be, besides signed by the signer policy's signer. */
export interface CertificationPolicy {
  signer: SignerPolicy
  /** The oldest that counts, from its signed time; absent, no limit. */
  maxAgeMs?: number
  /** The input that set maxAgeMs, as a refusal names it: `max-age` unless said (the gate's `reuse`). */
  maxAgeInput?: string
  /** Must be true over the predicate. */
  passIf?: PassIf
  /** The service the certified run must be of (the signing gate's base-url); absent, any. */
  serviceUrl?: string
  /** True: a run given to the signing gate (run-id), not started by it for the commit, is refused. */
  refuseGivenRuns?: boolean
  /**
   * A git tree (hex): the certification stands for it only when it is content-certified (never one
   * carried forward by `paths`) and GitHub says the commit its signing run was on has this tree.
   */
  tree?: string
  /**
   * True: what is checked is verify's summary of an image (the subject is the image by digest),
   * not a certification of a commit. It must say PASSED with the level, name the commit the image
   * was built from, and have been signed by a run on that commit.
   */
  image?: boolean
}

export interface CheckContext {
  trust: TrustRoots
  policy: CertificationPolicy
  /** The commit's subject: what the statement must be about. */
  subject: ResourceDescriptor & { name: string }
  /** Evaluates pass-if within the time left, where the deadline can stop it. */
  evaluate(passIf: PassIf, predicate: JsonObject): Promise<PolicyReport>
  /** The tree of a commit, as GitHub says: needed when the policy names a tree. */
  treeOf?(commit: string): Promise<string>
  now: number
}

/** What the statement claims about itself, read before anything is verified: only ever shown. */
export interface Claimed {
  projectId?: string
  runId?: string
  decidedAt?: string
}

/** Why an attestation was refused, by kind: what a person does about it differs. */
export type RefusalKind =
  /** Not a Sigstore bundle signed with a certificate, or it could not be read. */
  | 'unreadable'
  /** The signature, its timestamp or its certificate's issuer does not verify: forged or broken. */
  | 'signature'
  /** Signed by someone the signer policy does not allow: another workflow or repository. */
  | 'signer'
  /** Signed, but not a passed certification of this commit. */
  | 'statement'
  /** Older than max-age (or the gate's reuse). */
  | 'age'
  /** pass-if is not true over it. */
  | 'pass-if'

/** Who signed, as the verified certificate says: named in every verdict that got that far. */
export interface SignedBy {
  /** `org/central/.github/workflows/certify.yml@refs/heads/main`: the workflow whose job signed, with its ref. */
  workflow?: string
  /** The ref the signing run was on. */
  sourceRef?: string
  /** The commit the signing run was on. */
  sourceCommit?: string
  /** The event that started the signing run (the certificate's build trigger). */
  trigger?: string
  /** The commit of the signing workflow file. */
  workflowCommit?: string
  /** `github-hosted` or `self-hosted`. */
  runnerEnvironment?: string
}

export interface Refusal {
  accepted: false
  kind: RefusalKind
  claimed: Claimed
  reason: string
  /** Set when the certificate verified before it was refused. */
  signedBy?: SignedBy
  /**
   * Set when a genuine certification of this commit was refused only for its age or by pass-if:
   * what it signed, as an accepted one would say it.
   */
  certified?: Certified
}

/** A genuine certification's run, when it was signed, and (refused by pass-if) what pass-if read. */
export interface Certified {
  runId?: string
  signedAt: Date
  policy?: PolicyReport
}

export interface Acceptance {
  accepted: true
  claimed: Claimed
  projectId?: string
  runId?: string
  decidedAt: string
  signedAt: Date
  /**
   * When its run was first certified: the signed time, or, for a pass reused from another
   * certification and signed again, that one's (`certification.reusedFrom.certifiedAt`), when
   * earlier. Ages (max-age, reuse) count from it, so signing again never makes a run younger.
   */
  certifiedAt: Date
  /** The workflow that signed it, with its ref: the certificate's SAN. */
  signer: string
  signedBy: SignedBy
  predicate: JsonObject
  policy?: PolicyReport
  /**
   * The sha256 of the signed statement (the DSSE payload), hex: how another statement names it (`inputAttestations`).
   */
  statementSha256: string
}

export type Checked = Acceptance | Refusal

/** A refusal without its claims yet: what each step returns. */
export type Refused = { refused: RefusalKind; reason: string; signedBy?: SignedBy; certified?: Certified }
export const refuse = (kind: RefusalKind, reason: string): Refused => ({ refused: kind, reason })
export const isRefused = (value: unknown): value is Refused =>
  typeof value === 'object' && value !== null && 'refused' in value
