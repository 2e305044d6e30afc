/**
 * `npm run action -- --base-url URL --project-id ID [--<input> value …]`: runs the bundled action
 * once with the inputs given, as the runner would (every other input at its action.yml default),
 * against the fake service or any base-url, and prints the log, the outputs and the job summary.
 * The key comes from --api-key or, better (it stays out of the shell history), the environment
 * variable CERTIFICATION_API_KEY. The event is pull request 42 unless --event names merge_group, push, schedule or
 * workflow_dispatch (a night of main, compared with main's certifications of its own commit); each names a base
 * commit where GitHub's would. The drift issue (drift-issue: true) is written to the fake GitHub API, and printed.
 * The set-up a person tries comes from their environment as it would on a runner: the proxy
 * variables (HTTPS_PROXY, HTTP_PROXY, NO_PROXY, any case), NODE_EXTRA_CA_CERTS and RUNNER_DEBUG.
 * Whatever reads or writes signed certifications (attest, reuse, base in pass-if) does so with the
 * Sigstore mocks and a fake GitHub API on loopback (tools/attest-chain.ts), as
 * `npm run demo -- --attest` does: --certify-base has the gate certify the event's base commit
 * first (on as many runs as --repeat asks), and --twice runs the action a second time, as a re-run would.
 * --summary-file FILE keeps the job summary's Markdown.
 */
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { declaredInputs } from './action-manifest.ts'
import { runAction, type ActionRun, type ActionRunOptions } from './action-runner.ts'
import type { Chain } from './attest-chain.ts'
import { inputsFromArgs } from './cli-inputs.ts'
import { printRun, renderMarkdown } from './print-run.ts'
import { readableMarkdown } from './readable-markdown.ts'
import {
  PULL_REQUEST_NUMBER,
  pullRequestEvent,
  TEST_MERGE_COMMIT,
  TEST_MERGE_REF
} from '../__fixtures__/pull-request.ts'
import { mergeGroupEvent, pushEvent, scheduleEvent, workflowDispatchEvent } from '../__fixtures__/events.ts'

const known = new Set(declaredInputs())
let eventName = 'pull_request'
let certifyBase = false
/** With --history N: main's last N commits certified first, the last of them the event's base. */
let history = 0
let twice = false
let summaryFile: string | undefined
const yes = (option: string) => (value: string) => {
  if (value !== 'true' && value !== 'false') fail(`--${option} takes true or false, not '${value}'.`)
  return value === 'true'
}
const inputs = inputsFromArgs(
  process.argv.slice(2),
  known,
  'Usage: npm run action -- --base-url URL --project-id ID [--<input> value …] [--event pull_request|merge_group|push|schedule|workflow_dispatch]\n' +
    '         [--certify-base true | --history N] [--twice true] [--summary-file FILE]\n' +
    "  --certify-base true   have the gate certify the event's base commit first (as many runs as --repeat), so that\n" +
    '                        pass-if can read base\n' +
    "  --history N           certify main's last N commits first (1 to 30), one after another, the last the base,\n" +
    '                        each comparing with the one before as the recommended set-up does, so that trend and\n' +
    '                        the chart have N points before this run (each scored as the service scores it:\n' +
    '                        npm run fake-service -- --trust-score 90,88,86,84 scores them 90, 88, 86, this run 84)\n' +
    '  --twice true          run the action a second time, as a re-run of the job would (reuse)\n' +
    "  --summary-file FILE   keep the job summary's Markdown in FILE (the last run's, with --twice)\n" +
    'From the environment: CERTIFICATION_API_KEY, and as on a runner HTTPS_PROXY, HTTP_PROXY, NO_PROXY, NODE_EXTRA_CA_CERTS, RUNNER_DEBUG=1',
  {
    event: value => (eventName = value),
    'certify-base': value => (certifyBase = yes('certify-base')(value)),
    history: value => {
      if (!/^([1-9]|[12]\d|30)$/.test(value)) fail(`--history takes a number of commits from 1 to 30, not '${value}'.`)
      history = Number(value)
    },
    twice: value => (twice = yes('twice')(value)),
    'summary-file': value => (summaryFile = value)
  }
)
inputs['api-key'] ??= process.env['CERTIFICATION_API_KEY'] ?? ''
// The action's own message is for a workflow (secrets, forks, Dependabot); by hand, this is what helps.
if (inputs['api-key'] === '') {
  console.log(
    'No key: set CERTIFICATION_API_KEY (npm run fake-service prints the key it accepts), or pass --api-key.\n'
  )
}

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

/** The commit each event is for, and the base it goes onto, as by hand a person can tell them apart. */
const HEAD = 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed'
const BASE = 'ba5eba11ba5eba11ba5eba11ba5eba11ba5eba11'
const QUEUE_REF = `refs/heads/gh-readonly-queue/main/pr-${PULL_REQUEST_NUMBER}-f00dfeed`
const WORKFLOW = 'example/agent/.github/workflows/certification.yml'

/** Each event as GitHub sends it: its payload, and the ref and commit the run is on. */
function eventFor(name: string): { event: NonNullable<ActionRunOptions['event']>; sha: string; ref: string } {
  switch (name) {
    case 'pull_request':
      return { event: pullRequestEvent(HEAD, BASE), sha: TEST_MERGE_COMMIT, ref: TEST_MERGE_REF }
    case 'merge_group':
      return {
        event: mergeGroupEvent({ head: HEAD, headRef: QUEUE_REF, base: BASE }),
        sha: HEAD,
        ref: QUEUE_REF
      }
    case 'push':
      return {
        event: pushEvent({ after: HEAD }),
        sha: HEAD,
        ref: 'refs/heads/main'
      }
    // A night of main, on main's commit: the one --certify-base certifies first, as a push to main would.
    case 'schedule':
      return { event: scheduleEvent(), sha: BASE, ref: 'refs/heads/main' }
    case 'workflow_dispatch':
      return { event: workflowDispatchEvent(), sha: BASE, ref: 'refs/heads/main' }
    default:
      return fail(`--event takes pull_request, merge_group, push, schedule or workflow_dispatch, not '${name}'.`)
  }
}

// The harness gives the action a clean environment, which keeps the tests hermetic; by hand, a
// proxy or CA that was set and then silently ignored would make the try prove nothing.
// @actions/http-client reads the proxy variables in lower case and in upper case.
const passedThrough = (name: string) =>
  /^(https_proxy|http_proxy|no_proxy)$/i.test(name) || name === 'NODE_EXTRA_CA_CERTS' || name === 'RUNNER_DEBUG'
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] => passedThrough(entry[0]) && entry[1] !== undefined
  )
)
if (Object.keys(env).length > 0) console.log(`From your environment: ${Object.keys(env).sort().join(', ')}\n`)

const { event, sha, ref } = eventFor(eventName)
const running = { ...env, GITHUB_SHA: sha, GITHUB_REF: ref, GITHUB_WORKFLOW_REF: `${WORKFLOW}@${ref}` }
// Signed certifications, read or written, live in the mocks and the fake GitHub API: never GitHub's own.
const night = eventName === 'schedule' || eventName === 'workflow_dispatch'
/** Whether the gate reads signed certifications, checked against the mocks' trusted root (else that input is noise). */
const readsCertifications =
  (inputs['reuse'] ?? '') !== '' ||
  // What pass-if, fail-if and drift-if read of the base commit's certification (the gate's readsBase).
  /\b(base|base_stats|delta|base_age_seconds|trend)\b/.test(
    `${inputs['pass-if'] ?? ''} ${inputs['fail-if'] ?? ''} ${inputs['drift-if'] ?? ''}`
  ) ||
  // A night's drift issue sets its figures beside the base's.
  (night && inputs['drift-issue'] === 'true')
const readsOrSigns =
  readsCertifications ||
  inputs['attest'] === 'true' ||
  // The drift issue is written to the fake GitHub API, never GitHub's own.
  inputs['drift-issue'] === 'true' ||
  certifyBase ||
  history > 0 ||
  twice
const chain = readsOrSigns ? await (await import('./attest-chain.ts')).startChain() : undefined

/** The action run once, or twice as a re-run would, each run printed. */
async function runEach(options: ActionRunOptions): Promise<void> {
  for (const attempt of twice ? ['The first run', 'The same run again, as a re-run would'] : ['']) {
    if (attempt !== '') console.log(`\n${'═'.repeat(64)}\n${attempt}\n${'═'.repeat(64)}`)
    const run = await runAction(options)
    await printRun(run, { debug: env['RUNNER_DEBUG'] === '1' })
    // The job summary as Markdown, kept (the last run's, with --twice): what GitHub would render.
    if (summaryFile !== undefined) {
      writeFileSync(summaryFile, readableMarkdown(run.summary))
      console.log(`The job summary's Markdown is in ${summaryFile}.`)
    }
    console.log(`exit code ${run.exitCode} after ${(run.durationMs / 1000).toFixed(1)}s`)
    process.exitCode = run.exitCode ?? 1
  }
}

/**
 * Main's last `count` commits certified as the recommended set-up certifies them, the last of them BASE: the first on a
 * push to main, each later one in the merge queue comparing with the one before (so its certification signs the
 * history before it), on as many runs as --repeat asks for. Each run scores as the service at base-url scores it.
 */
async function certifyMain(chain: Chain, count: number): Promise<void> {
  const commits = Array.from({ length: count }, (_, index) =>
    index === count - 1 ? BASE : createHash('sha1').update(`main-${index}`).digest('hex')
  )
  const runs = await chain.certifyMain(
    commits,
    {
      'base-url': inputs['base-url'] ?? '',
      'api-key': inputs['api-key'] ?? '',
      'project-id': inputs['project-id'] ?? '',
      'poll-interval': inputs['poll-interval'] ?? '1s',
      ...(inputs['repeat'] === undefined ? {} : { repeat: inputs['repeat'] })
    },
    env
  )
  for (const [index, certified] of runs.entries()) {
    const commit = commits[index]
    const runIds = (JSON.parse(certified.outputs['runs'] ?? '[]') as Array<{ 'run-ids'?: string[] }>).flatMap(
      gate => gate['run-ids'] ?? []
    )
    const how = index === 0 ? 'on a push to main' : `in the merge queue, after ${commits[index - 1].slice(0, 7)}`
    console.log(
      certified.exitCode === 0
        ? `The gate certified ${commit === BASE ? 'the base commit ' : ''}${commit.slice(0, 12)} first, ${how}, ` +
            `with attest: true (run ${runIds.join(', ')}${scoreOf(certified)}).`
        : `The gate could not certify ${commit.slice(0, 12)} first (exit code ${certified.exitCode}):\n${certified.log}`
    )
    if (certified.exitCode !== 0) process.exit(1)
  }
  console.log('')
}

/** `: trust_score 90`, as the run's record said it, when it says one. */
function scoreOf(run: ActionRun): string {
  const record = JSON.parse(run.outputs['run'] ?? '{}') as Record<string, unknown>
  return typeof record['trust_score'] === 'number' ? `, trust_score ${record['trust_score']}` : ''
}

try {
  if (chain === undefined) await runEach({ inputs, event, env: running })
  else {
    console.log(
      `Signed certifications are made with the Sigstore mocks and kept by a fake GitHub API at ${chain.github.url}, on loopback; ` +
        "the gate checks them against the mocks' trusted root.\n"
    )
    if (certifyBase || history > 0) {
      if (event.name === 'push')
        fail(
          `--${history > 0 ? 'history' : 'certify-base'} needs an event with a base: pull_request, merge_group, ` +
            'schedule or workflow_dispatch.'
        )
      await certifyMain(chain, Math.max(history, 1))
    }
    // The OIDC token, and so a signature, says the run was on this ref and commit, started by this event.
    await chain.signingAs({ sha, ref, eventName }, signing =>
      runEach({
        inputs: { ...(readsCertifications ? { 'trusted-root': chain.trustedRoot } : {}), ...inputs },
        event,
        githubToken: 'ghs_by_hand',
        env: { ...running, ...signing }
      })
    )
    for (const issue of chain.github.issues) {
      const comments = chain.github.comments.filter(comment => comment.issue === issue.number)
      console.log(
        `\n── the fake GitHub's issue #${issue.number} (${issue.state}, ${issue.labels.join(', ')}) ${'─'.repeat(20)}\n` +
          `${issue.title}\n\n${await renderMarkdown(issue.body)}`
      )
      for (const comment of comments)
        console.log(`── a comment on it ${'─'.repeat(45)}\n${await renderMarkdown(comment.body)}`)
    }
  }
} finally {
  await chain?.close()
}
