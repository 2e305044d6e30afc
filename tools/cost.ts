/**
 * `npm run cost`: what a pull request's life costs, counted, not assumed. Each scenario plays the
 * events of a pull request's life (its pushes, its merge-queue entries, the push to main) through
 * the bundled gate, as a workflow set up by each recipe would run it, against the local fakes
 * (the fake service, the fake GitHub API, the Sigstore mocks), and counts the runs the service
 * was asked to start, and the jobs that held a runner. Prints a line per scenario as it plays, then a
 * Markdown table: `| scenario | recipe | runs | jobs |`.
 *
 * Jobs, because GitHub bills each job rounded up to a whole minute: every event of the workflow runs
 * its job (a recipe that does not run the gate on an event runs a cheap step of the same check
 * name there), so even a pass that reuses a certification costs a minute; a job that waits for a
 * run holds the runner as long as the run takes on top.
 *
 * The recipes are docs/recipes.md's: `recommended` (the gate on pull_request, merge_group and
 * push, with reuse, paths and attest), the same with `repeat: 3` and with `sequential` (repeat 10), `once per merge` (the gate on merge_group and push only; a
 * cheap check of the same name on the pull request) and, to compare, `without reuse`.
 */
import { pathToFileURL } from 'node:url'
import { runAction, type ActionRun } from './action-runner.ts'
import { startChain, type Chain } from './attest-chain.ts'
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../__fixtures__/fake-service.ts'
import { DEFAULT_IDENTITY } from '../__fixtures__/fake-github.ts'
import { mergeGroupEvent, pullRequestEvent, pushEvent } from '../__fixtures__/events.ts'

/** How a recipe runs the gate on each event: its inputs, or none where it does not run it. */
export interface Recipe {
  name: string
  pullRequest?: Record<string, string>
  mergeGroup?: Record<string, string>
  push?: Record<string, string>
}

const REUSING = { reuse: '7d', attest: 'true' }
const SEQUENTIAL = {
  repeat: '10',
  sequential: 'true',
  'pass-if': 'stats.trust_score.low >= 80.0',
  'fail-if': 'stats.trust_score.high < 80.0'
}

export const RECIPES: readonly Recipe[] = [
  {
    name: 'recommended',
    pullRequest: { ...REUSING, paths: 'agent/**' },
    mergeGroup: { ...REUSING, paths: 'agent/**' },
    push: { ...REUSING, paths: 'agent/**' }
  },
  {
    // The recommended recipe, each gate on three runs (repeat): what certainty on a noisy score costs.
    name: 'recommended, repeat: 3',
    pullRequest: { ...REUSING, paths: 'agent/**', repeat: '3' },
    mergeGroup: { ...REUSING, paths: 'agent/**', repeat: '3' },
    push: { ...REUSING, paths: 'agent/**', repeat: '3' }
  },
  {
    // Sequential: runs in batches of 4, 3 and 3, stopping at the first look that decides, or once passing is out of
    // reach. The fake service's steady scores decide at the first look (4 runs); a noisy agent near the bar pays up to 10.
    name: 'recommended, sequential: repeat 10',
    pullRequest: { ...REUSING, paths: 'agent/**', ...SEQUENTIAL },
    mergeGroup: { ...REUSING, paths: 'agent/**', ...SEQUENTIAL },
    push: { ...REUSING, paths: 'agent/**', ...SEQUENTIAL }
  },
  { name: 'once per merge', mergeGroup: REUSING, push: REUSING },
  { name: 'without reuse', pullRequest: { attest: 'true' }, mergeGroup: { attest: 'true' }, push: { attest: 'true' } }
]

/** One event of a pull request's life: the commit the run is on, its tree, and what it is. */
type Event =
  | {
      on: 'pull_request'
      number: number
      head: string
      testMerge: string
      base: string
      tree: string
      changed: string[]
    }
  | { on: 'merge_group'; number: number; commit: string; base: string; tree: string; changed: string[] }
  | { on: 'push'; commit: string; tree: string }

/**
 * Where the runs of a scenario were started: on the pull request, in the merge queue, on main; and the jobs it held a
 * runner for.
 */
interface Counted {
  pullRequest: number
  mergeGroup: number
  push: number
  /** One per event of the counted part: each is a job of the workflow, billed at least a minute. */
  jobs: number
  /** The jobs that waited for runs (with repeat, several at once): each held its runner as long as they took. */
  waited: number
}

export interface Scenario {
  name: string
  /** What happened before the counted part: certified, whatever it cost. */
  before: Event[]
  /** What is counted. */
  counted: Event[]
}

const sha = (label: string, n: number) => `${label}${n.toString(16)}`.padEnd(40, '0').slice(0, 40)
/** The base branch's head every scenario starts from, certified before it. */
const BASE = sha('ba5e', 0)
const BASE_TREE = sha('7ba5e', 0)

export const SCENARIOS: readonly Scenario[] = [
  {
    // Three pushes to a pull request, each changing the agent; its queue entry, up to date with its
    // base (the same tree as its last test merge); the push to main.
    name: 'three-pushes',
    before: [],
    counted: [
      ...[1, 2, 3].map(n => pullRequest(101, n, ['agent/prompt.md'])),
      {
        on: 'merge_group',
        number: 101,
        commit: sha('9e', 101),
        base: BASE,
        tree: sha('7e', 1013),
        changed: ['agent/prompt.md']
      },
      { on: 'push', commit: sha('9e', 101), tree: sha('7e', 1013) }
    ]
  },
  {
    // A pull request that changes no file under paths; its queue entry; the push to main.
    name: 'docs-only',
    before: [],
    counted: [
      pullRequest(102, 1, ['docs/guide.md', 'README.md']),
      {
        on: 'merge_group',
        number: 102,
        commit: sha('9e', 102),
        base: BASE,
        tree: sha('7e', 1021),
        changed: ['docs/guide.md', 'README.md']
      },
      { on: 'push', commit: sha('9e', 102), tree: sha('7e', 1021) }
    ]
  },
  {
    // Queued, removed from the queue, queued again on the same base: a new merge commit, the same tree.
    name: 'requeued',
    before: [
      pullRequest(103, 1, ['agent/tools.py']),
      {
        on: 'merge_group',
        number: 103,
        commit: sha('9e1', 103),
        base: BASE,
        tree: sha('7e', 1031),
        changed: ['agent/tools.py']
      }
    ],
    counted: [
      {
        on: 'merge_group',
        number: 103,
        commit: sha('9e2', 103),
        base: BASE,
        tree: sha('7e', 1031),
        changed: ['agent/tools.py']
      },
      { on: 'push', commit: sha('9e2', 103), tree: sha('7e', 1031) }
    ]
  },
  {
    // main certified at a tree, changed, then reverted to that tree.
    name: 'revert',
    before: [
      { on: 'push', commit: sha('a1', 104), tree: sha('7a1', 104) },
      { on: 'push', commit: sha('a2', 104), tree: sha('7a2', 104) }
    ],
    counted: [{ on: 'push', commit: sha('a3', 104), tree: sha('7a1', 104) }]
  }
]

/** Push `n` to pull request `number`: its head, GitHub's test merge onto BASE, and that merge's tree. */
function pullRequest(number: number, n: number, changed: string[]): Event {
  const id = number * 10 + n
  return {
    on: 'pull_request',
    number,
    head: sha('4ead', id),
    testMerge: sha('3e', id),
    base: BASE,
    tree: sha('7e', id),
    changed
  }
}

/** Plays `scenario` under `recipe` in a fresh world; the runs its counted part started, by event. */
export async function playScenario(scenario: Scenario, recipe: Recipe): Promise<Counted> {
  const chain = await startChain({ script: { statuses: ['completed'], stepMs: 0 } })
  try {
    chain.github.trees.set(BASE, BASE_TREE)
    // main's head certified as the recipe would have, on as many runs (a certification on fewer is never reused).
    const repeat = recipe.push?.['repeat']
    await runOrThrow(
      chain,
      { on: 'push', commit: BASE, tree: BASE_TREE },
      { attest: 'true', ...(repeat && { repeat }) }
    )
    for (const event of scenario.before) await play(chain, event, recipe)
    const counted: Counted = { pullRequest: 0, mergeGroup: 0, push: 0, jobs: scenario.counted.length, waited: 0 }
    for (const event of scenario.counted) {
      const before = chain.service.requestsTo('start').length
      await play(chain, event, recipe)
      const started = chain.service.requestsTo('start').length - before
      counted[KEY[event.on]] += started
      if (started > 0) counted.waited += 1
    }
    return counted
  } finally {
    await chain.close()
  }
}

const KEY = { pull_request: 'pullRequest', merge_group: 'mergeGroup', push: 'push' } as const

async function play(chain: Chain, event: Event, recipe: Recipe): Promise<void> {
  const inputs = recipe[KEY[event.on]]
  // A recipe without the gate on this event runs a cheap check of the same name: no run.
  if (inputs === undefined) return
  await runOrThrow(chain, event, inputs)
}

/** The bundled gate on `event` as a signing job of that event's run; a failed step stops the scenario. */
async function runOrThrow(chain: Chain, event: Event, inputs: Record<string, string>): Promise<ActionRun> {
  const { github } = chain
  const commit = event.on === 'pull_request' ? event.testMerge : event.commit
  github.trees.set(commit, event.tree)
  if (event.on === 'pull_request') github.changes.set(`${event.base}...${event.testMerge}`, event.changed)
  // What the queue entry changed since main: what carry-forward compares, from main's certified commit.
  if (event.on === 'merge_group') github.changes.set(`${event.base}...${event.commit}`, event.changed)
  const ref =
    event.on === 'pull_request'
      ? `refs/pull/${event.number}/merge`
      : event.on === 'merge_group'
        ? `refs/heads/gh-readonly-queue/main/pr-${event.number}-${BASE}`
        : 'refs/heads/main'
  const run = await chain.signingAs({ ref, sha: commit, eventName: event.on }, env =>
    runAction({
      inputs: {
        'base-url': chain.service.url,
        'api-key': DEMO_API_KEY,
        'project-id': DEMO_PROJECT_ID,
        'trusted-root': chain.trustedRoot,
        'poll-interval': '1s',
        timeout: '2m',
        ...inputs
      },
      githubToken: 'ghs_cost',
      event: eventPayload(event),
      env: { ...env, GITHUB_WORKFLOW_REF: `${DEFAULT_IDENTITY.repository}/${DEFAULT_IDENTITY.workflow}@${ref}` }
    })
  )
  if (run.exitCode !== 0) throw new Error(`the gate failed on ${event.on} ${commit}:\n${run.log}`)
  return run
}

function eventPayload(event: Event): NonNullable<Parameters<typeof runAction>[0]['event']> {
  if (event.on === 'pull_request') return pullRequestEvent({ number: event.number, head: event.head, base: event.base })
  if (event.on === 'merge_group') {
    const headRef = `refs/heads/gh-readonly-queue/main/pr-${event.number}-${BASE}`
    return mergeGroupEvent({ head: event.commit, tree: event.tree, headRef, base: event.base })
  }
  return pushEvent({ after: event.commit, tree: event.tree })
}

/** `3 (pull request 3, queue 0, main 0)`: the total, and where they were started. */
export function runsText({ pullRequest, mergeGroup, push }: Omit<Counted, 'jobs' | 'waited'>): string {
  return `${pullRequest + mergeGroup + push} (pull request ${pullRequest}, queue ${mergeGroup}, main ${push})`
}

/**
 * `5 (≥ 5 min, + 3 runs' length)`: the jobs, and the runner minutes GitHub bills for them at the
 * least: a minute each, and each job that waited for runs holds its runner as long as they took
 * (with repeat, its runs go on at once: about one run's length).
 */
export function jobsText(counted: Counted): string {
  const waited = counted.waited
  const waits = waited === 0 ? '' : `, + ${waited} run${waited === 1 ? "'s" : "s'"} length`
  return `${counted.jobs} (≥ ${counted.jobs} min${waits})`
}

async function main(): Promise<void> {
  const rows = ['| scenario | recipe | runs | jobs (runner minutes) |', '|---|---|---|---|']
  for (const scenario of SCENARIOS) {
    for (const recipe of RECIPES) {
      const started = Date.now()
      const counted = await playScenario(scenario, recipe)
      // A line as each scenario ends: the whole table takes about a minute.
      console.error(
        `${scenario.name}, ${recipe.name}: runs ${runsText(counted)}; jobs ${jobsText(counted)}; played in ${((Date.now() - started) / 1000).toFixed(1)} s`
      )
      rows.push(`| ${scenario.name} | ${recipe.name} | ${runsText(counted)} | ${jobsText(counted)} |`)
    }
  }
  console.log(rows.join('\n'))
  console.log(
    "\nUnder sequential, the runs counted are what the fake service's steady scores decide: 4 a gate, at the first " +
      'look. An agent whose runs vary pays 4, 7 or 10 a gate (npm run power: 4 to 6.7 on average at a spread of 3).'
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch(error => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
