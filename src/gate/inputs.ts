/** The gate's inputs, read and checked in one place: what action.yml declares, as an ActionConfig. */
import { ATTEST_PERMISSIONS, Input, InputDefault } from './names.js'
import { EXPRESSION_VARIABLES, readsBase } from './judge/variables.js'
import { MIN_POLL_INTERVAL_MS } from './config.js'
import { CONTROL_CHARACTER } from '../lib/ids.js'
import { inertText } from '../lib/text.js'
import { InputError, readBoolean, readDuration, readIds, serviceRoot, type ReadInput } from '../action/inputs.js'
import type { ActionConfig, GateTarget } from './config.js'
import { parseSignerWorkflow, parseSourceRefs } from '../attestation/signer-input.js'
import { parsePaths } from './certified/paths-input.js'
import type { PassIf } from '../policy/pass-if.js'
import { readRepeat, readSequential, refuseBesideRepeat, refuseUnboundedByLooks } from './repeat-inputs.js'
import { unknownFigure } from './judge/figures-missing.js'

export interface ConfigResult {
  config: ActionConfig
  /** Things worth telling the user that do not stop the run. */
  notices: string[]
  warnings: string[]
}

const NOT_LATIN1 = /[^\u0000-\u00ff]/
const WHITESPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f]/
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

/** The billing quote token as pasted; absent when empty. */
function readQuoteToken(text: string): string | undefined {
  if (CONTROL_CHARACTER.test(text)) {
    throw new InputError(
      Input.QuoteToken,
      'contains control characters; paste the token exactly as the console shows it.'
    )
  }
  return text || undefined
}

/**
 * Reads and validates every input in one place. `readInput` returns the raw (trimmed) value,
 * as `core.getInput` does; empty values fall back to the `action.yml` defaults.
 */
export function readConfig(readInput: ReadInput, env: Record<string, string | undefined> = process.env): ConfigResult {
  const notices: string[] = []
  const warnings: string[] = []
  const read = (name: string): string => readInput(name).trim()
  const readOrDefault = (name: keyof typeof InputDefault): string => read(name) || InputDefault[name]

  const apiKey = readApiKey(read(Input.ApiKey), warnings)
  const baseUrl = readBaseUrl(read(Input.BaseUrl), notices)
  const targets = readTargets(
    readIds(Input.ProjectId, read(Input.ProjectId)),
    readIds(Input.RunId, read(Input.RunId)),
    notices
  )
  const quoteToken = readQuoteToken(read(Input.QuoteToken))
  const repeatText = readOrDefault(Input.Repeat)

  const passIfExpression = read(Input.PassIf) || undefined
  const wait = readBoolean(Input.Wait, readOrDefault(Input.Wait))

  const timeoutMs = readDuration(Input.Timeout, readOrDefault(Input.Timeout), 1)
  const pollIntervalMs = readPollInterval(readOrDefault(Input.PollInterval), timeoutMs, warnings)

  const githubToken = read(Input.GithubToken) || undefined
  const attest = readBoolean(Input.Attest, readOrDefault(Input.Attest))
  if (attest) checkCanAttest(githubToken, env)

  const reuse = read(Input.Reuse)
  const reuseMs = reuse === '' ? undefined : readDuration(Input.Reuse, reuse, 1000, MAX_REUSE_MS)
  tellWhatReuseDoes(reuseMs, targets, passIfExpression !== undefined && !wait, { notices, warnings })
  const { signerWorkflow, sourceRefs } = readSigners(read, env)
  const paths = readPaths(read(Input.Paths), reuseMs, notices)

  return {
    config: {
      baseUrl,
      apiKey,
      targets,
      quoteToken,
      wait,
      timeoutMs,
      pollIntervalMs,
      failOnTimeout: readBoolean(Input.FailOnTimeout, readOrDefault(Input.FailOnTimeout)),
      comment: readBoolean(Input.Comment, readOrDefault(Input.Comment)),
      githubToken,
      passIfExpression,
      // Read first: what sequential cannot be set with is said of sequential, not of repeat.
      sequential: readSequential(readOrDefault(Input.Sequential), { repeatText, targets, wait, passIfExpression }),
      repeat: readRepeat(repeatText),
      failIfExpression: readFailIf(read(Input.FailIf), passIfExpression),
      ...readDrift(
        read(Input.DriftIf),
        readBoolean(Input.DriftIssue, readOrDefault(Input.DriftIssue)),
        passIfExpression
      ),
      comparableOn: readComparableOn(read(Input.ComparableOn)),
      attest,
      reuseMs,
      paths,
      signerWorkflow,
      sourceRefs,
      denySelfHostedRunners: readBoolean(Input.DenySelfHostedRunners, readOrDefault(Input.DenySelfHostedRunners)),
      trustedRootPath: read(Input.TrustedRoot) || undefined
    },
    notices,
    warnings
  }
}

/**
 * What reuse changes, said before anything runs: nothing with run-id alone; with wait: false, what pass-if still
 * decides.
 */
function tellWhatReuseDoes(
  reuseMs: number | undefined,
  targets: GateTarget[],
  passIfUnjudged: boolean,
  { notices, warnings }: Pick<ConfigResult, 'notices' | 'warnings'>
): void {
  if (reuseMs !== undefined && targets.every(target => target.runId !== undefined)) {
    notices.push('reuse is set, but run-id names the run to wait for: nothing is reused.')
  }
  if (!passIfUnjudged) return
  // Reuse applies only to a gate that would start a run: with run-id on every target, none does.
  const reuses = reuseMs !== undefined && targets.some(target => target.runId === undefined)
  warnings.push(
    !reuses
      ? 'pass-if is not evaluated with wait: false: the step does not wait for the run, so nothing is judged.'
      : 'With wait: false, pass-if only decides whether a signed certification is reused: a run that is started is ' +
          'not waited for, so it is not judged.'
  )
}

/** `paths`: the agent's files, as git pathspecs; said when reuse is empty, since then nothing is carried. */
function readPaths(text: string, reuseMs: number | undefined, notices: string[]): string[] {
  const paths = parsePaths(text)
  if ('invalid' in paths) throw new InputError(Input.Paths, paths.invalid)
  if (paths.length > 0 && reuseMs === undefined)
    notices.push('paths is set, but reuse is empty: nothing is carried forward, and every change starts a run.')
  return paths
}

/** Who must have signed a certification the gate reads, and on which refs. */
function readSigners(
  read: (name: string) => string,
  env: Record<string, string | undefined>
): Pick<ActionConfig, 'signerWorkflow' | 'sourceRefs'> {
  const signerText = read(Input.SignerWorkflow)
  const signerWorkflow = signerText === '' ? undefined : parseSignerWorkflow(signerText, env['GITHUB_REPOSITORY'] ?? '')
  if (signerWorkflow !== undefined && 'invalid' in signerWorkflow)
    throw new InputError(Input.SignerWorkflow, signerWorkflow.invalid)
  const sourceRefs = parseSourceRefs(read(Input.SourceRef))
  if ('invalid' in sourceRefs) throw new InputError(Input.SourceRef, sourceRefs.invalid)
  return { signerWorkflow, sourceRefs }
}

/** reuse may be as long as this, as verify's max-age: ten years. */
const MAX_REUSE_MS = 3650 * 86_400_000

/**
 * Signing needs the job's OIDC token, which the runner offers only with `id-token: write`, and
 * storing needs a token: both are known before anything is sent, so their absence is bad input.
 */
function checkCanAttest(githubToken: string | undefined, env: Record<string, string | undefined>): void {
  if (!env['ACTIONS_ID_TOKEN_REQUEST_URL']) {
    throw new InputError(
      Input.Attest,
      `is true, but this job cannot request an OIDC token to sign with (ACTIONS_ID_TOKEN_REQUEST_URL is not set). ` +
        `Add this line to the job (YAML, as it stands): ${ATTEST_PERMISSIONS}`
    )
  }
  if (githubToken === undefined) {
    throw new InputError(
      Input.Attest,
      'is true, but github-token is empty: the attestation is stored with GitHub using that token. Leave ' +
        'github-token at its default.'
    )
  }
}

/**
 * Reads and validates every input, and compiles `pass-if` once: an expression that does not
 * parse is bad input like any other, found before any request. `env`: the runner's (check-workflows gives its own).
 */
export async function readInputs(
  readInput: ReadInput,
  env: Record<string, string | undefined> = process.env
): Promise<ConfigResult> {
  const result = await withPassIf(readConfig(readInput, env))
  const { config, notices } = result
  const readsCertifications = config.reuseMs !== undefined || readsBase(config) || config.driftIssue
  const narrowing = [
    config.signerWorkflow !== undefined && Input.SignerWorkflow,
    config.sourceRefs.length > 0 && Input.SourceRef,
    config.denySelfHostedRunners && Input.DenySelfHostedRunners,
    config.trustedRootPath !== undefined && Input.TrustedRoot
  ].filter(name => name !== false)
  if (config.comparableOn.length > 0 && !readsBase(config))
    notices.push('comparable-on is set, but pass-if and fail-if read no base: it changes nothing here.')
  if (!readsCertifications && narrowing.length > 0) {
    const signs = config.attest ? ' (what attest: true signs is signed as this workflow, whatever they say)' : ''
    notices.push(
      `${narrowing.join(', ')} ${narrowing.length === 1 ? 'applies' : 'apply'} only to the signed certifications ` +
        `that reuse, or base in a judged pass-if, read, and this step reads none: ` +
        `${narrowing.length === 1 ? 'it changes' : 'they change'} nothing here${signs}.`
    )
  }
  return result
}

/**
 * The config with `pass-if` (and `fail-if`) compiled, where it is judged: when waiting for a run, and when a
 * certification may be reused.
 */
async function withPassIf(result: ConfigResult): Promise<ConfigResult> {
  const { config } = result
  const expression = config.passIfExpression
  const judgedHere = expression !== undefined && (config.wait || config.reuseMs !== undefined)
  const passIf = judgedHere ? await compileGateExpression(Input.PassIf, expression) : undefined
  const compiled = async (input: string, text: string | undefined) =>
    !judgedHere || text === undefined ? undefined : await compileGateExpression(input, text)
  const failIf = await compiled(Input.FailIf, config.failIfExpression)
  const driftIf = await compiled(Input.DriftIf, config.driftIfExpression)
  refuseBesideRepeat(config, [
    [Input.PassIf, passIf],
    [Input.FailIf, failIf],
    [Input.DriftIf, driftIf]
  ])
  // drift-if decides no verdict, so it may read what the looks may not: it is said after the last.
  if (config.sequential)
    refuseUnboundedByLooks([
      [Input.PassIf, passIf],
      [Input.FailIf, failIf]
    ])
  return judgedHere ? { ...result, config: { ...config, passIf, failIf, driftIf } } : result
}

/** `pass-if` or `fail-if`, over what the gate gives them: the run, base and commit, and the figures of repeated runs. */
async function compileGateExpression(input: string, expression: string): Promise<PassIf> {
  const { compilePassIf, PassIfSyntaxError } = await import('../policy/pass-if.js')
  let compiled
  try {
    const { judged, maps, strings, typed } = EXPRESSION_VARIABLES
    compiled = await compilePassIf(expression, judged, maps, strings, typed)
  } catch (error) {
    if (error instanceof PassIfSyntaxError) throw new InputError(input, error.message)
    throw error
  }
  const unknown = unknownFigure(compiled)
  if (unknown !== undefined) throw new InputError(input, unknown)
  return compiled
}

/** `comparable-on`: plain run-record field names, each once; commas (or lines) between them. */
function readComparableOn(text: string): string[] {
  if (text === '') return []
  const names = text.split(/[,\n]/).map(name => name.trim())
  const bad = names.find(name => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
  if (bad === '')
    throw new InputError(Input.ComparableOn, 'has an empty name: write field names with one comma between.')
  if (bad !== undefined)
    throw new InputError(
      Input.ComparableOn,
      `names ${inertText(bad, 80)}, which is not a field name: write top-level run-record fields (scanner_version), ` +
        `letters, digits and _, comma-separated.`
    )
  return [...new Set(names)]
}

/** `poll-interval`, at least the minimum; longer than the timeout is allowed, and warned of. */
function readPollInterval(text: string, timeoutMs: number, warnings: string[]): number {
  const pollIntervalMs = readDuration(Input.PollInterval, text, MIN_POLL_INTERVAL_MS)
  if (pollIntervalMs > timeoutMs) {
    warnings.push(
      `poll-interval (${pollIntervalMs / 1000}s) is longer than timeout (${timeoutMs / 1000}s): the run is polled ` +
        `at most once or twice.`
    )
  }
  return pollIntervalMs
}

/**
 * `drift-issue`, and `drift-if` as written (absent when empty): only with drift-issue, which is where it is said, and
 * beside a pass-if, which decides the night's verdict (a night passed without a bar would sign anything as main's).
 */
function readDrift(
  text: string,
  driftIssue: boolean,
  passIfExpression: string | undefined
): Pick<ActionConfig, 'driftIssue' | 'driftIfExpression'> {
  if (text === '') return { driftIssue }
  if (!driftIssue)
    throw new InputError(
      Input.DriftIf,
      'is set, but drift-issue is false: drift-if says when to open the drift issue though the run passed, and ' +
        'without drift-issue nothing would be opened. Set drift-issue: true (with permissions: issues: write), or ' +
        'leave drift-if empty.'
    )
  if (passIfExpression === undefined)
    throw new InputError(
      Input.DriftIf,
      'is set, but pass-if is empty: pass-if decides the night (and what is signed as the default branch), drift-if ' +
        'only what is said of it. Set pass-if to the bar the default branch must clear, e.g. run.trust_score >= 80.'
    )
  return { driftIssue, driftIfExpression: text }
}

/** `fail-if` as written, absent when empty; only beside a pass-if, which says when the gate passes. */
function readFailIf(text: string, passIfExpression: string | undefined): string | undefined {
  if (text !== '' && passIfExpression === undefined)
    throw new InputError(
      Input.FailIf,
      'is set, but pass-if is empty: fail-if says when a gate fails, pass-if when it passes, and the two together ' +
        'leave what neither says inconclusive. Set pass-if too.'
    )
  return text || undefined
}

function readApiKey(value: string, warnings: string[]): string {
  if (value === '') {
    throw new InputError(
      Input.ApiKey,
      'is empty. Pass the key from a secret: `api-key: ${{ secrets.CERTIFICATION_API_KEY }}`. ' +
        'Pull requests from forks get no secrets, so the key is empty there: the gate fails on purpose, ' +
        "because a skipped required check would count as passed; certify a fork's change from a branch of the " +
        'repository. ' +
        'Pull requests opened by Dependabot get Dependabot secrets, not Actions secrets: add the same secret under ' +
        'Settings, Secrets and variables, Dependabot.'
    )
  }
  if (NOT_LATIN1.test(value)) {
    throw new InputError(
      Input.ApiKey,
      'contains a character that cannot be sent in an HTTP header (outside Latin-1), such as a curly quote or a ' +
        'dash pasted from a chat or a document. ' +
        'Copy the key again from the console (Settings, Environments) into the secret.'
    )
  }
  if (WHITESPACE_OR_CONTROL.test(value)) {
    throw new InputError(
      Input.ApiKey,
      'contains whitespace or control characters. Copy the key again from the console (Settings, Environments) into ' +
        'the secret, as one line.'
    )
  }
  if (!/^.+_sk_.+$/.test(value)) {
    warnings.push("api-key does not look like '<service>_sk_<secret>': check that the secret holds the API key itself.")
  }
  return value
}

function readBaseUrl(value: string, notices: string[]): string {
  if (value === '')
    throw new InputError(
      Input.BaseUrl,
      'is empty. Set it to the service URL of your environment, e.g. https://api.example.com/v1.'
    )
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InputError(Input.BaseUrl, 'is not an absolute URL. Write it in full, e.g. https://api.example.com/v1.')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(Input.BaseUrl, `must be an https URL, not ${url.protocol}.`)
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOST.test(url.hostname)) {
    throw new InputError(
      Input.BaseUrl,
      'uses plain http to a remote host, which would send the API key unencrypted. Use https (plain http is allowed ' +
        'only for localhost, 127.0.0.0/8 and [::1]).'
    )
  }
  if (url.username !== '' || url.password !== '') {
    throw new InputError(Input.BaseUrl, 'must not carry credentials; the API key goes in api-key.')
  }
  if (url.search !== '' || url.hash !== '') {
    throw new InputError(
      Input.BaseUrl,
      'must not have a query or fragment; give the service root, e.g. https://api.example.com/v1.'
    )
  }
  const { root, versionAdded } = serviceRoot(url)
  if (versionAdded) notices.push(`base-url has no version segment: using ${root}.`)
  return root
}

/** Gates from the ids: one per run when run-id is set (it wins), else one per project. */
function readTargets(projectIds: string[], runIds: string[], notices: string[]): GateTarget[] {
  if (projectIds.length === 0 && runIds.length === 0) {
    throw new InputError(
      `${Input.ProjectId}' or '${Input.RunId}`,
      'neither is set. Set project-id to start a certification run, or run-id to wait for one that already exists.'
    )
  }
  if (runIds.length === 0) return projectIds.map(projectId => ({ projectId }))
  if (projectIds.length === 1 && runIds.length === 1) {
    notices.push(
      `Both run-id and project-id are set: waiting for run ${runIds[0]}; project ${projectIds[0]} is only shown.`
    )
    return [{ projectId: projectIds[0], runId: runIds[0] }]
  }
  if (projectIds.length > 0)
    notices.push('Both run-id and project-id are set: waiting for the runs in run-id; project-id is not used.')
  return runIds.map(runId => ({ runId }))
}
