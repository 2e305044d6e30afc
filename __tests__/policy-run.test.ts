/**
 * `pass-if` and `verdict` through the gate's run() in this process, as the runner would call it
 * (inputs as INPUT_* with action.yml's defaults, the event file, the output and summary files),
 * against the fake service: each rule of the policy where a user sees it (the exit code, the error
 * and warning annotations, the outputs, the job summary). The bundled action keeps, in
 * e2e/policy-action.test.ts, only what needs the runner: a pass, a failure, pass-if stopped in its
 * worker (dist/pass-if/), and what the runner's log shows of hostile service text.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { run } from '../src/gate/main.js'
import { DEFAULT_PULL_REQUEST_EVENT, parseOutputFile, REPOSITORY_ROOT } from '../tools/action-runner.js'
import { DEMO_API_KEY, startFakeService, type FakeService } from '../__fixtures__/fake-service.js'
import {
  pullRequestEventWithoutBase,
  type EventFile,
  type MalformedPayload,
  type PullRequestPayload
} from '../__fixtures__/events.js'
import { FakeClock } from './helpers/fake-clock.js'
import { gateInputs } from './helpers/gate.js'
import { captureStdout, restoreProcess, setInputs, useRunnerFiles } from './helpers/in-process.js'

const savedEnv = { ...process.env }
let service: FakeService
beforeEach(async () => {
  service = await startFakeService({ script: { statuses: ['running', 'completed'], stepMs: 0 } })
})
afterEach(async () => {
  restoreProcess(savedEnv)
  await service.close()
})

/** action.yml's defaults, as the runner gives them (`github.token` a token of its own). */
const DEFAULTS = Object.fromEntries(
  Object.entries(
    (
      parseYaml(readFileSync(join(REPOSITORY_ROOT, 'action.yml'), 'utf8')) as {
        inputs: Record<string, { default?: unknown }>
      }
    ).inputs
  )
    .filter(([, spec]) => spec.default !== undefined)
    .map(([name, spec]) => [name, String(spec.default).replace(/\$\{\{\s*github\.token\s*\}\}/g, 'ghs_runner_token')])
)

interface Annotation {
  level: string
  message: string
}

/** The gate's run() on a pull request's event, with `gateInputs`; what a person sees of it. */
async function gateHere(
  inputs: Record<string, string> = {},
  event: EventFile<PullRequestPayload | MalformedPayload> = DEFAULT_PULL_REQUEST_EVENT
) {
  process.env = { ...savedEnv }
  const files = useRunnerFiles()
  const eventPath = join(mkdtempSync(join(tmpdir(), 'policy-event-')), 'event.json')
  writeFileSync(eventPath, JSON.stringify(event.payload))
  Object.assign(process.env, {
    GITHUB_REPOSITORY: 'example/agent',
    GITHUB_SHA: 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed',
    GITHUB_REF: 'refs/pull/42/merge',
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1234567890',
    RUNNER_TEMP: mkdtempSync(join(tmpdir(), 'policy-runner-'))
  })
  setInputs({ ...DEFAULTS, ...gateInputs(service, inputs) })
  const lines = captureStdout()
  await run({ clock: new FakeClock(), random: () => 0.5 })
  const rawStdout = lines.join('')
  const annotations: Annotation[] = rawStdout.split('\n').flatMap(line => {
    const command = /^::(error|warning|notice)(?: [^:]*)?::(.*)$/.exec(line)
    return command === null
      ? []
      : [{ level: command[1], message: command[2].replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%') }]
  })
  return {
    exitCode: process.exitCode ?? 0,
    outputs: parseOutputFile(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
    rawStdout,
    annotations
  }
}

type GateRun = Awaited<ReturnType<typeof gateHere>>
const annotationsOf = (run: GateRun, level: string) =>
  run.annotations
    .filter(annotation => annotation.level === level)
    .map(annotation => annotation.message)
    .join('\n')
const errorOf = (run: GateRun) => annotationsOf(run, 'error')
const warningsOf = (run: GateRun) => annotationsOf(run, 'warning')

describe('pass-if', () => {
  it('reads nested fields and list macros, as the README examples do', async () => {
    service.addProject('proj-findings', {
      statuses: ['completed'],
      reportFields: {
        trust_score: 91,
        certificate: { state: 'issued' },
        findings: [{ severity: 'low' }, { severity: 'critical' }]
      }
    })
    const passing = await gateHere({
      'project-id': 'proj-findings',
      'pass-if': 'run.trust_score >= 80 && run.certificate.state == "issued"'
    })
    expect(passing.outputs['verdict']).toBe('passed')
    const failing = await gateHere({
      'project-id': 'proj-findings',
      'pass-if': 'run.findings.filter(f, f.severity == "critical").size() == 0'
    })
    expect(failing.exitCode).toBe(1)
    expect(errorOf(failing)).toContain(
      'pass-if is false: run.findings.filter(f, f.severity == "critical").size() == 0 (run.findings = a list of 2).'
    )
  })

  it('fails, never passes, when the record lacks a field, listing the fields it has', async () => {
    const run = await gateHere({ 'pass-if': 'run.cert.state == "issued"' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('error')
    expect(errorOf(run)).toMatch(
      /completed, but pass-if could not be evaluated: No such key: cert .*\(in run\.cert\.state == "issued"\)/
    )
    expect(errorOf(run)).toMatch(
      /top-level fields are: run_id, project_id, status, created_at, trust_score, certificate_url, report_url, signed\./
    )
  })

  it('fails when the expression does not give a boolean, saying what it gave', async () => {
    const run = await gateHere({ 'pass-if': 'run.trust_score' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('error')
    expect(errorOf(run)).toMatch(/pass-if gave 92, not true or false: run\.trust_score \(run\.trust_score = 92\)/)
  })

  it.each([
    ['run.trust_score >=', /^Input 'pass-if': does not parse: Unexpected token: EOF at column 19\./],
    ['run.trust_score >= 80)', /^Input 'pass-if': does not parse: Unexpected character: '\)' at column 22\./],
    [
      'rnu.trust_score >= 80',
      /^Input 'pass-if': is not a valid expression over run, base, stats, base_stats, delta, trend, commit, runs and base_age_seconds: Unknown variable: rnu/
    ],
    ['"certified"', /^Input 'pass-if': must give true or false, but this expression gives a string\./]
  ])('is bad input when %j cannot be a policy: nothing is sent', async (expression, message) => {
    const run = await gateHere({ 'pass-if': expression })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('error')
    expect(errorOf(run)).toMatch(message)
    expect(errorOf(run)).toMatch(/Nothing was sent to the service/)
    expect(service.requests).toHaveLength(0)
  })

  it('is not evaluated with wait: false, and a warning says so', async () => {
    const run = await gateHere({ 'pass-if': 'run.trust_score >= 80', wait: 'false' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('started')
    expect(warningsOf(run)).toMatch(/pass-if is not evaluated with wait: false/)
    expect(service.requestsTo('poll')).toHaveLength(0)
  })

  it('never shows the key among the field names an evaluation error lists', async () => {
    service.addProject('proj-echo', {
      statuses: ['completed'],
      reportFields: { [`echo_${DEMO_API_KEY}`]: 1, [`<b>${DEMO_API_KEY}</b>`]: 2 }
    })
    const run = await gateHere({ 'project-id': 'proj-echo', 'pass-if': 'run.cert.state == "issued"' })
    expect(run.outputs['verdict']).toBe('error')
    expect(errorOf(run)).toMatch(/top-level fields are: .*echo_\*\*\*, <b>\*\*\*<\/b>\./)
    const everything = [run.rawStdout.replace(/^::add-mask::.*$/gm, ''), run.summary, JSON.stringify(run.outputs)].join(
      '\n'
    )
    expect(everything).not.toContain(DEMO_API_KEY)
    expect(run.summary).not.toContain('<b>')
  })
})

describe('every verdict says why', () => {
  it('carries the service explanation and the first https link of a failed run', async () => {
    service.addProject('proj-bad', {
      statuses: ['running', 'rejected'],
      reportFields: {
        reason: 'prompt injection found in tools/search.py',
        details: { report: 'https://console.example.com/runs/bad' }
      }
    })
    const run = await gateHere({ 'project-id': 'proj-bad' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['verdict']).toBe('failed')
    expect(errorOf(run)).toMatch(
      /ended with status 'rejected' and no attestation: prompt injection found in tools\/search\.py\. See https:\/\/console\.example\.com\/runs\/bad for what the service found/
    )
    const firstTable = run.summary.indexOf('\n|')
    expect(run.summary.indexOf('prompt injection found')).toBeLessThan(firstTable)
    expect(run.summary).toContain(
      '**Where to look:** [https&#58;//console.example.com/runs/bad](https://console.example.com/runs/bad)'
    )
  })

  it('names the pull request head commit, not the test-merge commit', async () => {
    const run = await gateHere(
      {},
      pullRequestEventWithoutBase({ number: 7, head: '1234567890abcdef1234567890abcdef12345678' })
    )
    expect(run.exitCode).toBe(0)
    expect(run.summary).toContain(
      'ran for commit [1234567890ab](https://github.com/example/agent/commit/1234567890abcdef1234567890abcdef12345678), the head of pull request [&#35;7](https://github.com/example/agent/pull/7).'
    )
    expect(run.summary).not.toContain('f00dfeedf00d')
  })

  it.each([
    ['passed', {}, 0],
    ['failed', { 'project-id': 'proj-rejected' }, 1],
    ['timed-out', { 'project-id': 'proj-forever', timeout: '3s' }, 1],
    ['started', { wait: 'false' }, 0],
    ['error', { 'api-key': 'acs_sk_wrong' }, 1],
    ['error', { timeout: 'soon' }, 1]
  ] as const)('sets verdict %s on its path', async (verdict, inputs, exitCode) => {
    service.addProject('proj-rejected', { statuses: ['failed'] })
    service.addProject('proj-forever', { statuses: ['running'] })
    const run = await gateHere(inputs)
    expect(run.outputs['verdict']).toBe(verdict)
    expect(run.exitCode).toBe(exitCode)
  })
})
