/** What the gate's publishers are handed once the verdict is in. */
import type { Publisher } from '../../action/publish.js'
import type { GitHubApi } from '../../github/api.js'
import type { GitHubContext } from '../../github/context.js'
import type { Logger } from '../../lib/runtime.js'
import type { ActionConfig } from '../config.js'
import type { StepResult } from '../results.js'

/** Everything a publisher may need: the result, what the workflow ran for, and the means to say things. */
export interface PublishContext {
  result: StepResult
  github: GitHubContext
  /** Absent when the inputs were bad: nothing was configured. */
  config?: ActionConfig
  /** The step's one GitHub client; absent, as config is, when the inputs were bad. */
  githubApi?: GitHubApi
  /** Every request's line, for the job log. */
  requestLines: readonly string[]
  /** The job summary's markdown, rendered once; the comment reuses it. */
  markdown: string
  logger: Logger
  /** Aborted when the job is cancelled. */
  signal: AbortSignal
  /** When the verdict was reached: what a signed certification says it was decided at. */
  decidedAt: Date
}

/** One thing the gate publishes. */
export type GatePublisher = Publisher<PublishContext>
