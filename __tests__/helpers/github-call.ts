/** A GitHub client for a fake's URL and a call's context on the wall clock, as the gate makes them for one lookup. */
import { GitHubApi } from '../../src/github/api.js'
import { Deadline, systemClock } from '../../src/lib/runtime.js'
import { recordingLogger } from './fake-clock.js'

export function githubCall(apiUrl: string, token: string) {
  const api = new GitHubApi({ apiUrl, token })
  const context = {
    deadline: new Deadline(systemClock, 10_000),
    signal: new AbortController().signal,
    logger: recordingLogger(),
    random: () => 0.5
  }
  return { api, context }
}
