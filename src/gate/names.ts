/** Input names exactly as `action.yml` declares them: users' workflows depend on them. */
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
  Attest: 'attest'
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
  BundlePath: 'bundle-path'
} as const

/** Defaults, kept equal to `action.yml` (a test compares them) for callers that leave inputs empty. */
export const InputDefault = {
  [Input.Wait]: 'true',
  [Input.Timeout]: '30m',
  [Input.PollInterval]: '10s',
  [Input.FailOnTimeout]: 'true',
  [Input.Comment]: 'false',
  [Input.Attest]: 'false'
} as const

/** The one status the spec names: the attestation report is ready. */
export const COMPLETED_STATUS = 'completed'

/** Statuses that end a run without a report; compared case-insensitively. */
export const FAILED_STATUSES: ReadonlySet<string> = new Set([
  'failed',
  'failure',
  'error',
  'errored',
  'cancelled',
  'canceled',
  'aborted',
  'rejected',
  'expired',
  'timed_out'
])

/** The smallest poll interval accepted, so a typo cannot hammer the service. */
export const MIN_POLL_INTERVAL_MS = 1000

/** A single request never waits longer than this, so a silent server cannot hang the job. */
export const REQUEST_TIMEOUT_MS = 30_000

/** The API version segment appended to a base URL that lacks one. */
export const API_VERSION_SEGMENT = 'v1'

/** Sent as the User-Agent; kept equal to package.json's version (a test compares them). */
export const ACTION_VERSION = '1.0.0'
