/**
 * What the action was asked to do, once the inputs are read and checked: the types every layer
 * below the input parser works from, each field with its default.
 */
import type { RefPattern, SignerWorkflow } from '../attestation/signer-policy.js'
import type { PassIf } from '../policy/pass-if.js'

/** The smallest poll interval accepted, so a typo cannot hammer the service. */
export const MIN_POLL_INTERVAL_MS = 1000

/** The most runs `repeat` starts per project: each costs a run. */
export const MAX_REPEAT = 10

/** The fewest runs `sequential` takes: its first look is at four. */
export const MIN_SEQUENTIAL_REPEAT = 4

/** Everything the action was asked to do, validated; nothing deeper reads inputs. */
export interface ActionConfig {
  /** Service base URL of one environment, always ending in a version segment, no trailing slash. */
  baseUrl: string
  /** API key; registered as a secret before anything is logged. */
  apiKey: string
  /** One gate each: a project to start a run for, or a run to wait for (with its project, when known). */
  targets: GateTarget[]
  /** Billing quote token; absent means the start body carries none. */
  quoteToken?: string
  /** Default true: poll until the run ends. False: start, set outputs, return. */
  wait: boolean
  /** Default 30m: one deadline for the start, every poll and every retry. */
  timeoutMs: number
  /** Default 10s, at least 1s: time between polls. */
  pollIntervalMs: number
  /** Default true: a run still going at the deadline fails the step. */
  failOnTimeout: boolean
  /** Default false: keep one comment per project on the pull request, updated on every run. */
  comment: boolean
  /** Token for the comment; `${{ github.token }}` by default. */
  githubToken?: string
  /** The `pass-if` CEL expression as written; absent when the input is empty. */
  passIfExpression?: string
  /** `pass-if`, compiled by `readInputs`; judges each completed run. */
  passIf?: PassIf
  /** Default 1, at most MAX_REPEAT: runs started per project, every one waited for and judged together. */
  repeat: number
  /** Default false: with `repeat` 4 to 10, the runs start in batches and the gate stops at the first look that decides. */
  sequential: boolean
  /** The `fail-if` CEL expression as written; absent when the input is empty. */
  failIfExpression?: string
  /** `fail-if`, compiled with `pass-if`: with it, neither true is `inconclusive`. */
  failIf?: PassIf
  /**
   * Default false: on schedule or workflow_dispatch of the default branch, a red night (or `drift-if` true) opens one
   * issue for the project or adds to the open one; a pass closes it. Never changes the verdict.
   */
  driftIssue: boolean
  /** The `drift-if` CEL expression as written; absent when the input is empty. */
  driftIfExpression?: string
  /** `drift-if`, compiled with `pass-if`: a drop said in the issue though the night passed, never a verdict. */
  driftIf?: PassIf
  /** Empty by default: run-record fields a base's record must hold as this run's does to be compared with. */
  comparableOn: string[]
  /** Default false: on a pass, sign one attestation per gate with the job's OIDC identity and store it with GitHub. */
  attest: boolean
  /**
   * Empty by default: never reuse. Else a certification of this commit signed at most this long ago passes without a
   * run.
   */
  reuseMs?: number
  /**
   * With reuse, the agent's files as globs: a change that touches none of them carries the base's certification
   * forward. Empty: the whole repository.
   */
  paths: string[]
  /** Who must have signed a certification the gate reads (reuse, base); absent, the workflow that runs now. */
  signerWorkflow?: SignerWorkflow
  /** The refs the signing run of a certification the gate reads may have been on; empty, any. */
  sourceRefs: RefPattern[]
  /** True: a certification signed on a self-hosted runner is never read. */
  denySelfHostedRunners: boolean
  /** A Sigstore trusted_root.json for the certifications the gate reads; absent, the public roots through TUF. */
  trustedRootPath?: string
}

/** What one gate certifies: a run it starts for `projectId`, or the existing run `runId`. */
export interface GateTarget {
  /** Project to start a run for; with `runId` set it is only shown. */
  projectId?: string
  /** Existing run to wait for; nothing is started when set. */
  runId?: string
}

/** One gate's configuration: the step's, for one target. */
export type GateConfig = Omit<ActionConfig, 'targets'> & GateTarget
