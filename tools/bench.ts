/**
 * `npm run bench`: what the gate adds on top of the run it waits for, each figure beside its
 * floor measured in the same run (medians over several runs). A script, not a timed test:
 * it prints ratios and asserts no timing. `BENCH_QUICK=1` makes it short, to see it still runs. CI runs it as a
 * job of its own (`bench` in .github/workflows/ci.yml), where a figure it cannot measure fails; .ci/run does not,
 * as timings on a shared machine are noise.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPOSITORY_ROOT, startAction } from './action-runner.ts'
import {
  DEMO_API_KEY,
  DEMO_PROJECT_ID,
  peakRequests,
  startFakeService,
  type FakeService
} from '../__fixtures__/fake-service.ts'
import { signingEnvironment, startFakeGitHub, type FakeGitHub } from '../__fixtures__/fake-github.ts'
import { rssProbe } from './rss-probe.ts'
import { startSigstoreMocks, type SigstoreMocks } from '../__fixtures__/sigstore-mocks.ts'
import { pullRequestEvent, pushEvent } from '../__fixtures__/events.ts'

const QUICK = process.env['BENCH_QUICK'] === '1'
const RUNS = QUICK ? 1 : 21
const REMOTE_RUN_MS = QUICK ? 3000 : 10_000
const LONG_RUNS = QUICK ? 1 : 7
const GATES_AT_ONCE = QUICK ? 10 : 50
/** Projects in one step, for the one-step beside separate-steps figure. */
const STEP_GATES = 10
const POLL_INTERVAL_MS = 1000

const work = mkdtempSync(join(tmpdir(), 'gate-bench-'))
// Removed however the bench ends: finished, failed, or stopped with Ctrl-C (which otherwise
// ends the process without running its exit handlers).
process.once('exit', () => rmSync(work, { recursive: true, force: true }))
process.once('SIGINT', () => process.exit(130))

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

interface ProcessRun {
  /** Spawn to the service's first request, ms. */
  firstRequestMs: number
  /** Spawn to exit, ms. */
  wallMs: number
  /** When the process ended, on the service's clock. */
  endedAt: number
  peakRssKb: number
  requests: number
}

/** Runs `start` (which spawns a process) and times it against the service's request log. */
async function measure(
  service: FakeService,
  start: (env: Record<string, string>) => { done: Promise<unknown> }
): Promise<ProcessRun> {
  const probe = rssProbe()
  const before = service.requests.length
  const spawnedAt = Date.now()
  await start(probe.env).done
  const endedAt = Date.now()
  const requests = service.requests.slice(before)
  return {
    firstRequestMs: requests.length > 0 ? requests[0].at - spawnedAt : Number.NaN,
    wallMs: endedAt - spawnedAt,
    endedAt,
    peakRssKb: probe.peakKib(),
    requests: requests.length
  }
}

/** The action, as the runner runs it. */
function gate(inputs: Record<string, string>, extraEnv: Record<string, string> = {}) {
  return (env: Record<string, string>) =>
    startAction({ inputs: { 'api-key': DEMO_API_KEY, 'poll-interval': '1s', ...inputs }, env: { ...extraEnv, ...env } })
}

/** Any script, with the same environment. */
function script(path: string, args: string[], extraEnv: Record<string, string> = {}) {
  return (env: Record<string, string>) => {
    // Output piped and read, as the harness does for the action, so both pay the same for it.
    const child = spawn(process.execPath, [path, ...args], {
      env: { ...process.env, ...extraEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    child.stdout?.resume()
    child.stderr?.resume()
    return { done: new Promise(resolve => child.on('close', resolve)) }
  }
}

/**
 * The cheapest bundle that uses @actions/core: reads an input, sends one request, sets an output.
 * @actions/core as published, undici included: the project's tsconfig.json resolves undici to a
 * stand-in, and ncc reads the tsconfig.json of the folder it runs in, so it runs in this one's.
 */
function buildCoreOnlyBundle(): string {
  const dir = join(REPOSITORY_ROOT, 'build', 'bench-core-only')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'tsconfig.json'), '{}\n')
  writeFileSync(
    join(dir, 'index.mjs'),
    "import * as core from '@actions/core'\nimport { get } from 'node:http'\n" +
      "get(core.getInput('url'), response => { response.resume(); response.on('end', () => core.info('done')) })\n"
  )
  execFileSync(
    process.execPath,
    [
      join(REPOSITORY_ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
      'build',
      join(dir, 'index.mjs'),
      '-o',
      join(dir, 'dist'),
      '-q'
    ],
    { cwd: dir, stdio: 'ignore' }
  )
  return join(dir, 'dist', 'index.mjs')
}

/**
 * What a step loads of `dist/`, in KiB and files: every file Node reads through a load hook,
 * from spawn to exit. With the inputs absent the step stops at its first error, so that is what
 * every step pays before it does anything.
 */
async function loadedOfDist(
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  action: 'gate' | 'verify' = 'gate'
): Promise<{ kib: number; files: number }> {
  const hook = join(work, 'load-hook.mjs')
  const log = join(work, `loaded-${Date.now()}-${Math.random()}.txt`)
  writeFileSync(log, '')
  writeFileSync(
    hook,
    "import { registerHooks } from 'node:module'\nimport { appendFileSync } from 'node:fs'\n" +
      'registerHooks({ load(url, context, next) { appendFileSync(process.env.LOADED_LOG, url + "\\n"); return next(url, context) } })\n'
  )
  const verify = action === 'verify'
  await startAction({
    ...(verify ? { actionDir: join(REPOSITORY_ROOT, 'verify') } : {}),
    inputs,
    env: { ...env, LOADED_LOG: log, NODE_OPTIONS: `--import=${hook}` }
  }).done
  const dist = join(REPOSITORY_ROOT, 'dist')
  const files = [...new Set(readFileSync(log, 'utf8').split('\n'))]
    .filter(url => url.startsWith('file://') && url.includes('/dist/') && url.includes('/dist/verify/') === verify)
    .map(url => join(dist, url.slice(url.lastIndexOf('/dist/') + '/dist/'.length)))
  return { kib: files.reduce((sum, file) => sum + statSync(file).size, 0) / 1024, files: files.length }
}

const bareNodeRequest = join(work, 'bare.mjs')
writeFileSync(bareNodeRequest, "import { get } from 'node:http'\nget(process.argv[2], response => response.resume())\n")

// Load src/ as it is: its `./x.js` imports name the .ts files beside them.
registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context)
    } catch (error) {
      if (specifier.startsWith('.') && specifier.endsWith('.js')) return next(`${specifier.slice(0, -3)}.ts`, context)
      throw error
    }
  }
})

/** Heap after `polls` polls of the real polling loop, in-process, with a clock that never waits. */
async function heapAfterPolls(polls: number): Promise<number> {
  const { waitForRun } = await import('../src/gate/plan/poll.ts')
  const { Deadline } = await import('../src/lib/runtime.ts')
  const clock = { time: 0, now: () => clock.time, sleep: async (ms: number) => void (clock.time += ms) }
  let left = polls
  const client = {
    getRun: async () => {
      const record = { run_id: 'r', status: --left > 0 ? 'running' : 'completed', trust_score: 1 }
      return { record, shown: record, bodySha256: '' }
    }
  }
  const quiet = { info() {}, warning() {}, debug() {} }
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  await waitForRun({
    client,
    runId: 'r',
    pollIntervalMs: 1000,
    firstPollDelayMs: 0,
    deadline: new Deadline(clock, polls * 2000),
    signal: new AbortController().signal,
    logger: quiet,
    random: Math.random
  })
  gc?.()
  return process.memoryUsage().heapUsed
}

/**
 * `attest: true` on a pass, beside the same pass without it, against loopback Sigstore mocks and
 * a fake GitHub: what signing and storing add to the step, beyond the mocks' own work, and how
 * much code it loads (none of it without `attest`). Then, against the same mocks, what reading
 * certifications costs: the verify action's start, the gate's with reuse, and what it remembers.
 */
async function benchAttest(completedRun: () => string, coreFirst: number): Promise<void> {
  const sigstore = await startSigstoreMocks()
  const github = await startFakeGitHub()
  const env = { ...signingEnvironment(sigstore, github), RUNNER_TEMP: work }
  try {
    await benchSigning(sigstore, env, completedRun)
    const trustedRoot = join(work, 'trusted_root.json')
    writeFileSync(trustedRoot, JSON.stringify(sigstore.trustedRoot))
    await benchVerifyStart(github, trustedRoot, coreFirst)
    await benchReadingStart(github, env, trustedRoot, coreFirst)
    await benchRemember(github, env, trustedRoot)
  } finally {
    await Promise.all([sigstore.close(), github.close()])
  }
}

/** A pass with attest: true beside the same without, the mocks' own time taken out; and the code only signing loads. */
async function benchSigning(
  sigstore: SigstoreMocks,
  env: Record<string, string>,
  completedRun: () => string
): Promise<void> {
  const plain: ProcessRun[] = []
  const attested: Array<ProcessRun & { mocksMs: number }> = []
  for (let index = 0; index < Math.ceil(RUNS / 3) + 1; index += 1) {
    const without = await measure(service, gate({ 'base-url': service.url, 'run-id': completedRun() }, env))
    const mocksBefore = sigstore.handledMs
    const withAttest = await measure(
      service,
      gate({ 'base-url': service.url, 'run-id': completedRun(), attest: 'true' }, env)
    )
    if (index === 0) continue
    plain.push(without)
    attested.push({ ...withAttest, mocksMs: sigstore.handledMs - mocksBefore })
  }
  const plainWall = median(plain.map(run => run.wallMs))
  const attestWall = median(attested.map(run => run.wallMs))
  const mocksMs = median(attested.map(run => run.mocksMs))
  row(
    'attest: true, run already completed (signed and stored)',
    ms(attestWall),
    `without attest ${ms(plainWall)}`,
    ratio(attestWall, plainWall)
  )
  row("  of which beyond the mocks' own work", ms(attestWall - plainWall - mocksMs), `mocks ${ms(mocksMs)}`, '—')
  const chunks = readdirSync(join(REPOSITORY_ROOT, 'dist')).filter(name => /^\d+\.index\.js$/.test(name))
  const signingChunks = chunks.filter(name =>
    /signAndStore|fulcio/.test(readFileSync(join(REPOSITORY_ROOT, 'dist', name), 'utf8'))
  )
  const signingKib =
    signingChunks.reduce((sum, name) => sum + statSync(join(REPOSITORY_ROOT, 'dist', name)).size, 0) / 1024
  row(
    'code loaded only with attest (@actions/attest, Sigstore)',
    `${signingKib.toFixed(0)} KiB`,
    `${signingChunks.length} chunks`,
    '—'
  )
}

/**
 * The verify action, from spawn to its first request (the listing), against the same floor; and what it loads at start.
 */
async function benchVerifyStart(github: FakeGitHub, trustedRoot: string, coreFirst: number): Promise<void> {
  const verifyFirst: number[] = []
  for (let index = 0; index < Math.ceil(RUNS / 3) + 1; index += 1) {
    const before = github.requests.length
    const spawnedAt = Date.now()
    await startAction({
      actionDir: join(REPOSITORY_ROOT, 'verify'),
      inputs: { commit: 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed', 'trusted-root': trustedRoot },
      env: { GITHUB_API_URL: github.url }
    }).done
    const listing = github.requests.slice(before).find(request => request.path.includes('/attestations/'))
    if (index > 0 && listing !== undefined) verifyFirst.push(listing.at - spawnedAt)
  }
  const verifyStart = median(verifyFirst)
  row(
    'verify action cold start: spawn to first request',
    ms(verifyStart),
    `core only ${ms(coreFirst)}`,
    ratio(verifyStart, coreFirst)
  )
  const verifyLoaded = await loadedOfDist({}, {}, 'verify')
  row(
    'verify action loaded at start (inputs absent)',
    `${verifyLoaded.kib.toFixed(0)} KiB, ${verifyLoaded.files} files`,
    '—',
    '—'
  )
}

/** The gate with reuse, paths and attest set: its first request is GitHub's listing of this commit's certifications. */
async function benchReadingStart(
  github: FakeGitHub,
  env: Record<string, string>,
  trustedRoot: string,
  coreFirst: number
): Promise<void> {
  const readingFirst: number[] = []
  const reading = {
    'base-url': service.url,
    'api-key': DEMO_API_KEY,
    'project-id': DEMO_PROJECT_ID,
    reuse: '7d',
    paths: 'agent/**',
    attest: 'true',
    'github-token': 'ghs_bench',
    'trusted-root': trustedRoot
  }
  for (let index = 0; index < Math.ceil(RUNS / 3) + 1; index += 1) {
    const before = github.requests.length
    const spawnedAt = Date.now()
    await startAction({ inputs: reading, env }).done
    const first = github.requests[before]
    if (index > 0 && first !== undefined) readingFirst.push(first.at - spawnedAt)
  }
  const readingStart = median(readingFirst)
  row(
    'cold start with reuse, paths and attest (first request: GitHub)',
    ms(readingStart),
    `core only ${ms(coreFirst)}`,
    ratio(readingStart, coreFirst)
  )
  const loadedReading = await loadedOfDist(reading, env)
  row(
    'loaded by it, spawn to exit (signing included)',
    `${loadedReading.kib.toFixed(0)} KiB, ${loadedReading.files} files`,
    '—',
    '—'
  )
}

/** The commit benchRemember's gates run on, certified once for the demo project. */
const REMEMBERED_COMMIT = 'be0c4be0c4be0c4be0c4be0c4be0c4be0c4be0c4'
/** Its base, certified once for proj-3s, whose runs take 3 s. */
const REMEMBERED_BASE = 'ba5eba5eba5eba5eba5eba5eba5eba5eba5eba5e'
const CERTIFYING_WORKFLOW_REF = 'example/agent/.github/workflows/certification.yml@refs/heads/main'

/** The environment of a job on a push of `sha` to main, signing as the certifying workflow. */
function onPushToMain(env: Record<string, string>, sha: string): Record<string, string> {
  return {
    ...env,
    GITHUB_SHA: sha,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_WORKFLOW_REF: CERTIFYING_WORKFLOW_REF
  }
}

/**
 * The gate remembers: `reuse` beside a fresh run of the same project (what a re-run saves), and a
 * run that takes 3 s judged with `base` in pass-if beside the same without (the lookup runs
 * beside the wait, so it should add nothing).
 */
async function benchRemember(github: FakeGitHub, env: Record<string, string>, trustedRoot: string): Promise<void> {
  const inputs = {
    'base-url': service.url,
    'api-key': DEMO_API_KEY,
    'poll-interval': '1s',
    'github-token': 'ghs_bench',
    'trusted-root': trustedRoot
  }
  service.addProject('proj-3s', { statuses: ['queued', 'completed'], stepMs: 3000 })
  // Certify once, as main's pushes would: the commit for the demo project, its base for proj-3s.
  const certified: Array<[string, string]> = [
    [REMEMBERED_COMMIT, DEMO_PROJECT_ID],
    [REMEMBERED_BASE, 'proj-3s']
  ]
  for (const [sha, project] of certified) {
    github.identity = { ...github.identity, sha }
    const signed = await startAction({
      inputs: { ...inputs, 'project-id': project, attest: 'true' },
      event: pushEvent({ after: sha }),
      env: onPushToMain(env, sha)
    }).done
    if (signed.exitCode !== 0) throw new Error(`could not certify ${sha}: ${signed.log}`)
  }
  await benchReuse(env, inputs)
  await benchBaseInPassIf(env, inputs)
}

/** A gate on the certified commit with reuse, beside the same without: the time and the requests a re-run saves. */
async function benchReuse(env: Record<string, string>, inputs: Record<string, string>): Promise<void> {
  const fresh: ProcessRun[] = []
  const reused: ProcessRun[] = []
  for (let index = 0; index < Math.ceil(RUNS / 3) + 1; index += 1) {
    const started = (measuring: Record<string, string>) => (probeEnv: Record<string, string>) =>
      startAction({
        inputs: { ...inputs, 'project-id': DEMO_PROJECT_ID, ...measuring },
        event: pushEvent({ after: REMEMBERED_COMMIT }),
        env: { ...onPushToMain(env, REMEMBERED_COMMIT), ...probeEnv }
      })
    const withoutReuse = await measure(service, started({}))
    const withReuse = await measure(service, started({ reuse: '7d' }))
    if (index === 0) continue
    fresh.push(withoutReuse)
    reused.push(withReuse)
  }
  const reusedWall = median(reused.map(run => run.wallMs))
  const freshWall = median(fresh.map(run => run.wallMs))
  row(
    'reuse: a certification of this commit, reused',
    ms(reusedWall),
    `fresh run ${ms(freshWall)}`,
    ratio(reusedWall, freshWall)
  )
  row(
    '  requests to the service when reused',
    String(Math.max(...reused.map(run => run.requests))),
    `fresh run ${median(fresh.map(run => run.requests))}`,
    '—'
  )
}

/**
 * A pull request onto the certified base whose run takes 3 s, judged with `base` in pass-if beside the same without.
 */
async function benchBaseInPassIf(env: Record<string, string>, inputs: Record<string, string>): Promise<void> {
  const pullRequest = pullRequestEvent({ number: 5, head: REMEMBERED_COMMIT, base: REMEMBERED_BASE })
  const onPullRequest = {
    ...env,
    GITHUB_SHA: 'fe11fe11fe11fe11fe11fe11fe11fe11fe11fe11',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_WORKFLOW_REF: CERTIFYING_WORKFLOW_REF
  }
  const plain: ProcessRun[] = []
  const withBase: ProcessRun[] = []
  for (let index = 0; index < LONG_RUNS + 1; index += 1) {
    const judged = (passIf: string) => (probeEnv: Record<string, string>) =>
      startAction({
        inputs: { ...inputs, 'project-id': 'proj-3s', 'pass-if': passIf },
        event: pullRequest,
        env: { ...onPullRequest, ...probeEnv }
      })
    const without = await measure(service, judged('run.status == "completed"'))
    const named = await measure(service, judged('has(base.status) && run.status == base.status'))
    if (named.wallMs < 3000 || without.wallMs < 3000) throw new Error('a run that takes 3 s ended sooner')
    if (index === 0) continue
    plain.push(without)
    withBase.push(named)
  }
  const baseWall = median(withBase.map(run => run.wallMs))
  const plainWall = median(plain.map(run => run.wallMs))
  row(
    'base in pass-if, run completing after 3 s',
    ms(baseWall),
    `without base ${ms(plainWall)}`,
    ratio(baseWall, plainWall)
  )
}

const service = await startFakeService({ script: { statuses: ['queued', 'running', 'completed'], stepMs: 0 } })
const rows: Array<[string, string, string, string]> = []
const row = (figure: string, gateValue: string, floor: string, ratio: string) =>
  rows.push([figure, gateValue, floor, ratio])
const ms = (value: number) => `${Math.round(value)} ms`
const ratio = (a: number, b: number) => (b === 0 ? '—' : `${(a / b).toFixed(2)}x`)

try {
  const coreOnly = buildCoreOnlyBundle()
  const completedRun = () => service.createRun(DEMO_PROJECT_ID, { statuses: ['completed'] })
  const bare: ProcessRun[] = []
  const coreBundle: ProcessRun[] = []
  const completed: ProcessRun[] = []
  const judged: ProcessRun[] = []
  const debugged: ProcessRun[] = []
  // Interleaved, so that a noisy moment on the machine hits all four alike.
  for (let index = 0; index < RUNS + 1; index += 1) {
    const samples = [
      await measure(service, script(bareNodeRequest, [`${service.url}/attestation/runs/${completedRun()}`])),
      await measure(service, script(coreOnly, [], { INPUT_URL: `${service.url}/attestation/runs/${completedRun()}` })),
      await measure(service, gate({ 'base-url': service.url, 'run-id': completedRun() })),
      await measure(
        service,
        gate({ 'base-url': service.url, 'run-id': completedRun(), 'pass-if': 'run.trust_score >= 80' })
      ),
      await measure(service, gate({ 'base-url': service.url, 'run-id': completedRun() }, { RUNNER_DEBUG: '1' }))
    ]
    if (index === 0) continue // warm-up: file cache
    bare.push(samples[0])
    coreBundle.push(samples[1])
    completed.push(samples[2])
    judged.push(samples[3])
    debugged.push(samples[4])
  }
  const bareFirst = median(bare.map(run => run.firstRequestMs))
  const coreFirst = median(coreBundle.map(run => run.firstRequestMs))
  const gateFirst = median(completed.map(run => run.firstRequestMs))
  row('cold start: spawn to first request', ms(gateFirst), `bare node ${ms(bareFirst)}`, ratio(gateFirst, bareFirst))
  row(
    'cold start against @actions/core as published',
    ms(gateFirst),
    `core only ${ms(coreFirst)}`,
    ratio(gateFirst, coreFirst)
  )
  const coreWall = median(coreBundle.map(run => run.wallMs))
  const completedWall = median(completed.map(run => run.wallMs))
  row(
    'spawn to exit, run already completed',
    ms(completedWall),
    `core only ${ms(coreWall)}`,
    ratio(completedWall, coreWall)
  )
  const atStart = await loadedOfDist({})
  row(
    'loaded at start (inputs absent: stops at its first error)',
    `${atStart.kib.toFixed(0)} KiB, ${atStart.files} files`,
    `core only ${(statSync(coreOnly).size / 1024).toFixed(0)} KiB`,
    ratio(atStart.kib * 1024, statSync(coreOnly).size)
  )
  // pass-if is checked before any request, so its engine's load is on this path.
  const judgedFirst = median(judged.map(run => run.firstRequestMs))
  row(
    'cold start with pass-if (checked before any request)',
    ms(judgedFirst),
    `core only ${ms(coreFirst)}`,
    ratio(judgedFirst, coreFirst)
  )
  const bareWall = median(bare.map(run => run.wallMs))
  row(
    'gate overhead, run already completed',
    ms(completedWall),
    `bare node ${ms(bareWall)}`,
    ratio(completedWall, bareWall)
  )
  const judgedWall = median(judged.map(run => run.wallMs))
  row(
    'the same with pass-if (CEL engine loaded)',
    ms(judgedWall),
    `without ${ms(completedWall)}`,
    ratio(judgedWall, completedWall)
  )
  const debugWall = median(debugged.map(run => run.wallMs))
  row(
    'the same with RUNNER_DEBUG=1 (a debug line per request)',
    ms(debugWall),
    `debug off ${ms(completedWall)}`,
    ratio(debugWall, completedWall)
  )

  await benchAttest(completedRun, coreFirst)

  // A run that completes REMOTE_RUN_MS after it is started.
  service.addProject('proj-timed', { statuses: ['queued', 'completed'], stepMs: REMOTE_RUN_MS })
  const longRuns: Array<ProcessRun & { detectionMs: number }> = []
  for (let index = 0; index < LONG_RUNS; index += 1) {
    const before = service.runs.size
    const measured = await measure(
      service,
      gate({ 'base-url': service.url, 'project-id': 'proj-timed', timeout: '5m' })
    )
    const run = [...service.runs.values()][before]
    longRuns.push({ ...measured, detectionMs: measured.endedAt - (run.createdAt + REMOTE_RUN_MS) })
  }
  const longOverhead = median(longRuns.map(run => run.wallMs - REMOTE_RUN_MS))
  row(
    `gate overhead, run completing after ${REMOTE_RUN_MS / 1000} s`,
    ms(longOverhead),
    `bare node ${ms(bareWall)}`,
    ratio(longOverhead, bareWall)
  )
  const detection = median(longRuns.map(run => run.detectionMs))
  row(
    'detection delay: completed to step end',
    ms(detection),
    `0 (interval ${POLL_INTERVAL_MS} ms)`,
    `${(detection / POLL_INTERVAL_MS).toFixed(2)} interval`
  )
  const requestFloor = 1 + Math.ceil(REMOTE_RUN_MS / POLL_INTERVAL_MS) + 1
  const requests = median(longRuns.map(run => run.requests))
  row(
    `requests per ${REMOTE_RUN_MS / 1000} s run at poll-interval 1s`,
    String(requests),
    String(requestFloor),
    ratio(requests, requestFloor)
  )

  const bareRss = median(bare.map(run => run.peakRssKb))
  const gateRss = median([...completed, ...longRuns].map(run => run.peakRssKb))
  row(
    'peak memory (RSS)',
    `${(gateRss / 1024).toFixed(1)} MiB`,
    `bare node ${(bareRss / 1024).toFixed(1)} MiB`,
    ratio(gateRss, bareRss)
  )

  const heapFew = await heapAfterPolls(10)
  const heapMany = await heapAfterPolls(10_000)
  row(
    'heap after 10,000 polls (in-process)',
    `${(heapMany / 1024 / 1024).toFixed(1)} MiB`,
    `after 10: ${(heapFew / 1024 / 1024).toFixed(1)} MiB`,
    ratio(heapMany, heapFew)
  )

  const mainPath = statSync(join(REPOSITORY_ROOT, 'dist', 'index.js')).size
  const coreOnlySize = statSync(coreOnly).size
  row(
    'dist/ size on the main path',
    `${(mainPath / 1024).toFixed(0)} KiB`,
    `core only ${(coreOnlySize / 1024).toFixed(0)} KiB`,
    ratio(mainPath, coreOnlySize)
  )

  // N projects in one step, beside N separate steps: the same requests, one process instead of N.
  const projectIds = Array.from({ length: STEP_GATES }, (_, index) => `proj-step-${index}`)
  for (const id of projectIds) service.addProject(id, { statuses: ['queued', 'completed'], stepMs: REMOTE_RUN_MS })
  const oneStep = await measure(
    service,
    gate({ 'base-url': service.url, 'project-id': projectIds.join('\n'), timeout: '5m' })
  )
  const separateBefore = service.requests.length
  const separateStartedAt = Date.now()
  const separate = await Promise.all(
    projectIds.map(
      id =>
        startAction({
          inputs: {
            'base-url': service.url,
            'api-key': DEMO_API_KEY,
            'project-id': id,
            'poll-interval': '1s',
            timeout: '5m'
          }
        }).done
    )
  )
  const separateWall = Date.now() - separateStartedAt
  const separateRequests = service.requests.length - separateBefore
  row(
    `${STEP_GATES} projects in one step: requests`,
    String(oneStep.requests),
    `floor ${STEP_GATES} x ${requestFloor} = ${STEP_GATES * requestFloor}`,
    ratio(oneStep.requests, STEP_GATES * requestFloor)
  )
  row(
    `${STEP_GATES} projects in one step: wall time`,
    ms(oneStep.wallMs),
    `${STEP_GATES} separate steps ${ms(separateWall)} (${separateRequests} requests, ${separate.filter(run => run.exitCode === 0).length} passed)`,
    ratio(oneStep.wallMs, separateWall)
  )

  // Many gates at once: do their polls spread out, or come in lock-step?
  service.addProject('proj-matrix', { statuses: ['queued', 'completed'], stepMs: REMOTE_RUN_MS })
  const before = service.requests.length
  const matrixStartedAt = Date.now()
  const gates = Array.from(
    { length: GATES_AT_ONCE },
    () =>
      startAction({
        inputs: { 'base-url': service.url, 'api-key': DEMO_API_KEY, 'project-id': 'proj-matrix', 'poll-interval': '1s' }
      }).done
  )
  const results = await Promise.all(gates)
  const polls = service.requests.slice(before).filter(request => request.method === 'GET')
  const peak = peakRequests(polls, matrixStartedAt, 1000)
  // The busiest 100 ms shows lock-step better than whole seconds do.
  const peakTenth = peakRequests(polls, matrixStartedAt, 100)
  const passed = results.filter(run => run.exitCode === 0).length
  row(
    `${GATES_AT_ONCE} gates at once: peak polls per second`,
    String(peak),
    `N / interval = ${GATES_AT_ONCE}`,
    ratio(peak, GATES_AT_ONCE)
  )
  row(
    `${GATES_AT_ONCE} gates at once: peak polls in 100 ms`,
    String(peakTenth),
    `lock-step = ${GATES_AT_ONCE}`,
    `${passed}/${GATES_AT_ONCE} passed`
  )
} finally {
  await service.close()
}

const widths = [0, 1, 2, 3].map(column =>
  Math.max(...[['figure', 'gate', 'floor', 'ratio'], ...rows].map(cells => cells[column].length))
)
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`
console.log(
  `Node ${process.version}, medians of ${RUNS} runs (${LONG_RUNS} for the ${REMOTE_RUN_MS / 1000} s run)${QUICK ? ', quick mode' : ''}\n`
)
console.log(line(['figure', 'gate', 'floor', 'ratio']))
console.log(line(widths.map(width => '-'.repeat(width))))
for (const cells of rows) console.log(line(cells))
