/**
 * The git tree of the commit a signing run is on, for the gate's statement. Loaded with the
 * signing code, only when a gate is signed.
 */
import { errorMessage } from '../../lib/errors.js'
import { Deadline } from '../../lib/runtime.js'
import { inertText } from '../../lib/text.js'
import type { CallContext, GitHubApi } from '../../github/api.js'
import { treeOf } from '../../github/commits.js'
import type { GitHubContext } from '../../github/context.js'

/**
 * The git tree of the commit the run is on (GITHUB_SHA): from the event when it says (push,
 * merge_group), otherwise from GitHub. Without it the statement names the commit alone, which
 * is said in the log: the certification then spares no run of another commit with that tree.
 */
export async function treeOfRun(
  github: GitHubContext,
  api: GitHubApi,
  context: CallContext
): Promise<string | undefined> {
  if (github.workflowTree !== undefined) return github.workflowTree
  const { repository, workflowSha } = github
  if (repository === undefined || workflowSha === undefined) return undefined
  try {
    return await treeOf(api, repository, workflowSha, {
      ...context,
      deadline: new Deadline(context.deadline.clock, Math.min(TREE_READ_MS, context.deadline.remainingMs()))
    })
  } catch (error) {
    context.logger.info(
      `The tree of commit ${workflowSha} could not be read (${inertText(errorMessage(error), 200)}): the statement ` +
        `names the commit alone.`
    )
    return undefined
  }
}

/** Reading the tree for the statement takes at most this: signing needs the rest. */
const TREE_READ_MS = 5_000
