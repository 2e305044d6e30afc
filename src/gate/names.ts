/** The gate's names exactly as `action.yml` declares them: users' workflows depend on them. */
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
  FailIf: 'fail-if'
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
  [Input.Repeat]: '1'
} as const

/** What pass-if calls the base commit's certified run record. */
export const BASE_VARIABLE = 'base'

/**
 * What pass-if calls the commit the gate checks (40 hex, lower case): `run.source.commit == commit` binds what the
 * service cloned.
 */
export const COMMIT_VARIABLE = 'commit'

/** What pass-if calls this certification's run records (a list, one per run of `repeat`). */
export const RUNS_VARIABLE = 'runs'

/** What pass-if calls the figures of each numeric field over the runs: `stats.trust_score.low`. */
export const STATS_VARIABLE = 'stats'

/** The same figures over the base certification's runs. */
export const BASE_STATS_VARIABLE = 'base_stats'

/** This mean minus the base's, with its interval: `delta.trust_score.low`. */
export const DELTA_VARIABLE = 'delta'

/** Seconds since the base certification's run was first certified; absent without a base. */
export const BASE_AGE_VARIABLE = 'base_age_seconds'

/** The variables computed from repeated runs: naming any loads the statistics. */
export const FIGURE_VARIABLES = [STATS_VARIABLE, BASE_STATS_VARIABLE, DELTA_VARIABLE] as const

/** What pass-if and fail-if may read of the base commit's certification: naming any makes the gate look it up. */
const BASE_READS = [BASE_VARIABLE, BASE_STATS_VARIABLE, DELTA_VARIABLE, BASE_AGE_VARIABLE]

/** The expressions that judge a run: `pass-if` and `fail-if`, each when set. */
interface Policies {
  passIf?: { names(name: string): boolean }
  failIf?: { names(name: string): boolean }
}

/** Whether `pass-if` or `fail-if` names any of `variables`. */
function namesAny({ passIf, failIf }: Policies, variables: readonly string[]): boolean {
  return [passIf, failIf].some(policy => variables.some(name => policy?.names(name) === true))
}

/** Whether `pass-if` or `fail-if` reads anything of the base commit's certification. */
export function readsBase(policies: Policies): boolean {
  return namesAny(policies, BASE_READS)
}

/** What repeated runs give: the runs, their figures, the base's age. */
const FIGURE_READS = [RUNS_VARIABLE, ...FIGURE_VARIABLES, BASE_AGE_VARIABLE]

/** Whether `pass-if` or `fail-if` reads what repeated runs give. */
export function readsFigures(policies: Policies): boolean {
  return namesAny(policies, FIGURE_READS)
}

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

/** How many first-parent ancestors of an uncertified base commit the gate looks at for one to compare with. */
export const BASE_ANCESTORS = 20
