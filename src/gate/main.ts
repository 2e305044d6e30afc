/** The gate action: from its inputs to its verdict, then the publishers (report/) and the step's conclusion. */
import * as core from '@actions/core'
import type { ActionConfig } from './config.js'
import { Input } from './names.js'
import { ACTION_VERSION } from '../lib/version.js'
import { runAction } from '../action/entry.js'
import { InputError } from '../action/inputs.js'
import { readInputs } from './inputs.js'
import { certificationReads, readsBase } from './judge/variables.js'
import type { MemoryOptions } from './certified/memory.js'
import type { QueueClockCall } from './plan/merge-queue.js'
import type { GateMemory } from './certified/gate-run.js'
import { readGitHubContext, type GitHubContext } from '../github/context.js'
import { meaningOf } from '../github/events.js'
import type { StepResult } from './results.js'
import { Deadline, systemClock, type Clock, type Logger, type Random } from '../lib/runtime.js'
import { CertificationClient } from '../service/client.js'
import { CONNECTION_BUDGET_MS, PeerLink } from '../http/link.js'
import { runStep } from './step.js'
import { GitHubApi } from '../github/api.js'
import { inertText, type Redact } from '../lib/text.js'
import { errorClause } from '../lib/errors.js'

export interface RunOptions {
  clock?: Clock
  random?: Random
}

/**
 * The gate's entry: reads the inputs and the runner's context (once, for every part of the step),
 * runs every gate under one deadline on one clock, and reports on every path.
 */
export async function run(options: RunOptions = {}): Promise<void> {
  await runAction([Input.ApiKey, Input.QuoteToken, Input.GithubToken], async ({ logger, signal, redact }) => {
    const github = readGitHubContext()
    const clock = options.clock ?? systemClock
    const { result, config, githubApi, requestLines } = await decide(
      { ...options, clock },
      { redact, logger, github },
      signal
    )
    const decidedAt = new Date(clock.now())
    // Loaded after the verdict: nothing before the first request pays for reporting.
    const { publishAndConclude } = await import('./report/index.js')
    await publishAndConclude({ result, config, githubApi, requestLines, logger, signal, decidedAt, github })
  })
}

/** Validates the inputs and runs every gate; bad input becomes a result too, with nothing sent. */
async function decide(
  options: RunOptions & { clock: Clock },
  { redact, logger, github }: { redact: Redact; logger: Logger; github: GitHubContext },
  signal: AbortSignal
): Promise<{ result: StepResult; config?: ActionConfig; githubApi?: GitHubApi; requestLines: readonly string[] }> {
  const { clock } = options
  const startedAt = clock.now()
  const read = await configOrRefusal()
  if ('refusal' in read) {
    const { refusal } = read
    return { result: { ...refusal, elapsedMs: clock.now() - startedAt }, requestLines: [] }
  }
  const config = forThisEvent(read.config, github, logger)
  // One link for every gate: they share the service's rate limit and the connection budget.
  const link = new PeerLink(Math.min(CONNECTION_BUDGET_MS, config.timeoutMs))
  const client = new CertificationClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    userAgent: `agent-certification-gate/${ACTION_VERSION}`,
    redact,
    link,
    logger,
    clock
  })
  const random = options.random ?? Math.random
  // The step's one deadline: every gate's wait and every lookup's bound are cut from it.
  const deadline = new Deadline(clock, config.timeoutMs)
  // One GitHub client for the step: the memory, the tree read, the comment and the storing share
  // its rate-limit hold.
  const githubApi = new GitHubApi({ apiUrl: github.apiUrl, token: config.githubToken ?? '', logger })
  const memory = openMemoryIfAsked(config, github, {
    api: githubApi,
    signal,
    logger,
    random,
    stepDeadline: deadline,
    reads: certificationReads(config)
  })
  // Read while the gates go on, and given up when they are done: a gate that ended has met the queue's clock.
  const gatesDone = new AbortController()
  const queueSignal = AbortSignal.any([signal, gatesDone.signal])
  const queueCall = { api: githubApi, deadline, signal: queueSignal, logger, random }
  const queueMinutes = queueClockBeside(config, github, queueCall)
  const result = await runStep(
    config,
    {
      ...{ client, clock, random, signal, logger, link, memory, commit: github.commit?.sha, github },
      queueLimitMs: queueMinutes?.then(minutes => (minutes === undefined ? undefined : minutes * 60_000))
    },
    deadline
  )
  gatesDone.abort()
  await queueMinutes
  return { result, config, githubApi, requestLines: client.requestLines }
}

/**
 * What the inputs mean on this event, said once in the log where it is not what they say everywhere: `drift-issue`
 * speaks only on schedule or workflow_dispatch of the default branch; a scheduled run never reuses.
 */
function forThisEvent(config: ActionConfig, github: GitHubContext, logger: Logger): ActionConfig {
  const meaning = meaningOf(github.eventName)
  const event = inertText(github.eventName ?? 'this event', 40)
  if (config.reuseMs !== undefined && meaning.spares === false)
    logger.info(
      `reuse is set aside on ${event}: a scheduled run is there to run again on the same commit and see whether the ` +
        'score moved, so every run starts.'
    )
  if (!config.driftIssue) return config
  const onDefaultBranch = github.defaultBranch !== undefined && github.ref === `refs/heads/${github.defaultBranch}`
  if (meaning.watchesDrift === true && onDefaultBranch) return config
  logger.info(
    `drift-issue does nothing on ${event}${github.ref === undefined ? '' : ` of ${inertText(github.ref, 100)}`}: it ` +
      `opens or closes the drift issue only on schedule or workflow_dispatch of the default branch` +
      `${github.defaultBranch === undefined ? '' : ` (${inertText(github.defaultBranch, 100)})`}.`
  )
  return { ...config, driftIssue: false, driftIf: undefined, driftIfExpression: undefined }
}

/** The inputs read and their notices and warnings said; or, for bad input, the step's result, nothing sent. */
async function configOrRefusal(): Promise<{ config: ActionConfig } | { refusal: Omit<StepResult, 'elapsedMs'> }> {
  try {
    const read = await readInputs(name => core.getInput(name))
    read.notices.forEach(notice => core.info(notice))
    read.warnings.forEach(warning => core.warning(warning))
    return { config: read.config }
  } catch (error) {
    if (!(error instanceof InputError)) throw error
    return {
      refusal: {
        verdict: 'error',
        failsStep: true,
        gates: [],
        reason: error.message,
        hint: 'Nothing was sent to the service. Fix the input in the workflow and run it again.'
      }
    }
  }
}

/**
 * On a merge-queue entry, the queue's clock read beside the gates: a warning, and its limit in minutes (a sequential
 * gate starts no batch past it), never a verdict; loaded only then.
 */
function queueClockBeside(
  config: ActionConfig,
  github: GitHubContext,
  call: QueueClockCall
): Promise<number | undefined> | undefined {
  if (github.eventName !== 'merge_group') return undefined
  // Never a failed step: whatever goes wrong here leaves the verdict to the gates.
  return import('./plan/merge-queue.js')
    .then(({ warnOfQueueClock }) => warnOfQueueClock(config, github, call))
    .catch((error: unknown) => {
      call.logger.info(`The merge queue's limit was not read: ${errorClause(error, 200)}`)
      return undefined
    })
}

/**
 * The signed certifications, read only when `reuse` is set or `pass-if` names `base`: otherwise
 * the verification code is never loaded, and nothing is asked of GitHub.
 */
function openMemoryIfAsked(
  config: ActionConfig,
  github: GitHubContext,
  options: MemoryOptions
): GateMemory | undefined {
  if (config.reuseMs === undefined && !readsBase(config) && !config.driftIssue) return undefined
  // Loaded when first asked: for base alone, that is once the run is started, beside the wait.
  let memory: Promise<GateMemory> | undefined
  const opened = () =>
    (memory ??= import('./certified/memory.js').then(({ openMemory }) => openMemory(config, github, options)))
  // Whatever goes wrong in loading is a reason, never a failed step.
  const orWhy = (error: unknown) => ({
    why: { kind: 'not-read', what: { of: 'attestations' }, detail: errorClause(error, 300) } as const,
    absence: 'unreadable' as const
  })
  return forwardedOnceLoaded(opened, MEMORY_METHODS, orWhy)
}

/** Every question the memory answers: one left out here is a compile error, not a method that is missing. */
const MEMORY_METHODS: Record<keyof GateMemory, true> = {
  thisCommit: true,
  baseCommit: true,
  protectedCommit: true,
  thisTree: true,
  baseHistory: true,
  historyOf: true,
  changesSince: true,
  historyAsBase: true
}

/** An object whose every method loads the real one first (once), then asks it; a load that fails answers `orElse`. */
function forwardedOnceLoaded<T extends object>(
  load: () => Promise<T>,
  methods: Record<keyof T, true>,
  orElse: (error: unknown) => unknown
): T {
  const forward =
    (name: string) =>
    (...args: unknown[]) =>
      load().then(loaded => (loaded[name as keyof T] as (...args: unknown[]) => unknown).apply(loaded, args), orElse)
  return Object.fromEntries(Object.keys(methods).map(name => [name, forward(name)])) as T
}
