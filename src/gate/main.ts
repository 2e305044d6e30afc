/** The gate action: from its inputs to its verdict, then the publishers (report/) and the step's conclusion. */
import * as core from '@actions/core'
import type { ActionConfig } from './config.js'
import { Input } from './names.js'
import { ACTION_VERSION } from '../lib/version.js'
import { runAction } from '../action/entry.js'
import { InputError } from '../action/inputs.js'
import { readInputs } from './inputs.js'
import { BASE_VARIABLE } from './names.js'
import type { GateMemory, MemoryOptions } from './certified/memory.js'
import { readGitHubContext, type GitHubContext } from '../github/context.js'
import type { StepResult } from './results.js'
import { Deadline, systemClock, type Clock, type Logger, type Random } from '../lib/runtime.js'
import { CertificationClient } from '../service/client.js'
import { CONNECTION_BUDGET_MS, PeerLink } from '../http/link.js'
import { runStep } from './step.js'
import type { Redact } from '../lib/text.js'
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
    const { result, config, requestLines } = await decide({ ...options, clock }, { redact, logger, github }, signal)
    const decidedAt = new Date(clock.now())
    // Loaded after the verdict: nothing before the first request pays for reporting.
    const { publishAndConclude } = await import('./report/index.js')
    await publishAndConclude({ result, config, requestLines, logger, signal, decidedAt, github })
  })
}

/** Validates the inputs and runs every gate; bad input becomes a result too, with nothing sent. */
async function decide(
  options: RunOptions & { clock: Clock },
  { redact, logger, github }: { redact: Redact; logger: Logger; github: GitHubContext },
  signal: AbortSignal
): Promise<{ result: StepResult; config?: ActionConfig; requestLines: readonly string[] }> {
  const { clock } = options
  const startedAt = clock.now()
  let config: ActionConfig
  try {
    const read = await readInputs(name => core.getInput(name))
    config = read.config
    read.notices.forEach(notice => core.info(notice))
    read.warnings.forEach(warning => core.warning(warning))
  } catch (error) {
    if (!(error instanceof InputError)) throw error
    return {
      result: {
        verdict: 'error',
        failsStep: true,
        gates: [],
        elapsedMs: clock.now() - startedAt,
        reason: error.message,
        hint: 'Nothing was sent to the service. Fix the input in the workflow and run it again.'
      },
      requestLines: []
    }
  }
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
  const memory = openMemoryIfAsked(config, github, { signal, logger, random, stepDeadline: deadline })
  const result = await runStep(config, { client, clock, random, signal, logger, link, memory, commit: github.commit?.sha }, deadline)
  return { result, config, requestLines: client.requestLines }
}

/**
 * The signed certifications, read only when `reuse` is set or `pass-if` names `base`: otherwise
 * the verification code is never loaded, and nothing is asked of GitHub.
 */
function openMemoryIfAsked(config: ActionConfig, github: GitHubContext, options: MemoryOptions): GateMemory | undefined {
  if (config.reuseMs === undefined && config.passIf?.names(BASE_VARIABLE) !== true) return undefined
  // Loaded when first asked: for base alone, that is once the run is started, beside the wait.
  let memory: Promise<GateMemory> | undefined
  const opened = () => (memory ??= import('./certified/memory.js').then(({ openMemory }) => openMemory(config, github, options)))
  // Whatever goes wrong in reading is a reason, never a failed step.
  const orWhy = (error: unknown) => ({
    why: { kind: 'not-read', what: { of: 'attestations' }, detail: errorClause(error, 300) } as const,
    absence: 'unreadable' as const
  })
  return {
    thisCommit: projectId => opened().then(opened => opened.thisCommit(projectId), orWhy),
    baseCommit: (projectId, look) => opened().then(opened => opened.baseCommit(projectId, look), orWhy),
    baseHistory: () => opened().then(opened => opened.baseHistory(), orWhy),
    historyOf: commit => opened().then(opened => opened.historyOf(commit), orWhy),
    protectedCommit: (projectId, commit) => opened().then(opened => opened.protectedCommit(projectId, commit), orWhy),
    thisTree: projectId => opened().then(opened => opened.thisTree(projectId), orWhy),
    changesSince: commit => opened().then(opened => opened.changesSince(commit), orWhy),
    carryStart: () => opened().then(opened => opened.carryStart(), orWhy)
  }
}
