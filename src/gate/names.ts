/** The gate's names exactly as `action.yml` declares them: users' workflows depend on them. */
import { formatDuration } from '../lib/duration.js'

/** Input names. */
export const Input = {
  BaseUrl: 'base-url',
  ApiKey: 'api-key',
  ProjectId: 'project-id',
  RunId: 'run-id',
  QuoteToken: 'quote-token',
  Wait: 'wait',
  Timeout: 'timeout',
  PollInterval: 'poll-interval',
  FailOnTimeout: 'fail-on-timeout',
  Comment: 'comment',
  GithubToken: 'github-token',
  PassIf: 'pass-if',
  Attest: 'attest',
  Reuse: 'reuse',
  Paths: 'paths',
  SignerWorkflow: 'signer-workflow',
  SourceRef: 'source-ref',
  DenySelfHostedRunners: 'deny-self-hosted-runners',
  TrustedRoot: 'trusted-root',
  Repeat: 'repeat',
  Sequential: 'sequential',
  FailIf: 'fail-if',
  ComparableOn: 'comparable-on',
  DriftIssue: 'drift-issue',
  DriftIf: 'drift-if'
} as const

/** Output names exactly as `action.yml` declares them. */
export const Output = {
  RunId: 'run-id',
  Status: 'status',
  ProjectId: 'project-id',
  Run: 'run',
  Verdict: 'verdict',
  Runs: 'runs',
  AttestationId: 'attestation-id',
  AttestationUrl: 'attestation-url',
  BundlePath: 'bundle-path',
  Reused: 'reused',
  BaseRunId: 'base-run-id',
  CarriedFrom: 'carried-from'
} as const

/** Defaults, kept equal to `action.yml` (a test compares them) for callers that leave inputs empty. */
export const InputDefault = {
  [Input.Wait]: 'true',
  [Input.Timeout]: '30m',
  [Input.PollInterval]: '10s',
  [Input.FailOnTimeout]: 'true',
  [Input.Comment]: 'false',
  [Input.Attest]: 'false',
  [Input.DenySelfHostedRunners]: 'false',
  [Input.Repeat]: '1',
  [Input.Sequential]: 'false',
  [Input.DriftIssue]: 'false'
} as const

/** The permissions that `attest: true` needs, as the job's YAML says them. */
export { SIGNING_PERMISSIONS as ATTEST_PERMISSIONS } from '../attestation/signing-error.js'

/** The permissions reading attestations (`reuse`, `base`) needs, as the job's YAML says them. */
export const READ_ATTESTATIONS_PERMISSIONS = 'permissions: { contents: read, attestations: read }'

/**
 * A lookup takes at most this long, and at most this share of the step's timeout: the run it may spare must still have
 * time.
 */
export const LOOKUP_LIMIT_MS = 30_000
export const LOOKUP_SHARE_OF_TIMEOUT = 0.25

/**
 * How long one lookup may take, and that bound as a person is told it: at most LOOKUP_LIMIT_MS, a
 * quarter of the step's timeout, and what is left of it, whichever is least.
 */
export function lookupBound(timeoutMs: number, remainingMs: number): { ms: number; text: string } {
  const quarter = timeoutMs * LOOKUP_SHARE_OF_TIMEOUT
  const ms = Math.min(LOOKUP_LIMIT_MS, quarter, remainingMs)
  const which =
    remainingMs < Math.min(LOOKUP_LIMIT_MS, quarter)
      ? 'all that was left of timeout'
      : ms === LOOKUP_LIMIT_MS
        ? 'the most a lookup may take'
        : 'a quarter of timeout'
  return { ms, text: `the ${formatDuration(ms)} a lookup had (${which})` }
}

/** How many first-parent ancestors of an uncertified base commit the gate looks at for one to compare with. */
export const BASE_ANCESTORS = 20
