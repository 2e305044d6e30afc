import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { run } from '../src/gate/main.js'
import { parseOutputFile } from '../tools/action-runner.js'
import { DEMO_API_KEY, DEMO_PROJECT_ID, startFakeService, type FakeService } from '../__fixtures__/fake-service.js'
import { FakeClock } from './helpers/fake-clock.js'
import { captureStdout, restoreProcess, setInputs, useRunnerFiles } from './helpers/in-process.js'
import { startFakeGitHub } from '../__fixtures__/fake-github.js'
import { mergeQueueRules } from '../__fixtures__/github-bodies.js'
import { mergeGroupEvent } from '../__fixtures__/events.js'
import { writeFileSync, mkdtempSync } from 'node:fs'

let service: FakeService
let stdout: string[]
let files: { output: string; summary: string }
const savedEnv = { ...process.env }

beforeEach(async () => {
  service = await startFakeService({ script: { statuses: ['queued', 'running', 'completed'], stepMs: 0 } })
  files = useRunnerFiles()
  process.env['GITHUB_REPOSITORY'] = 'example/agent'
  stdout = captureStdout()
})

afterEach(async () => {
  restoreProcess(savedEnv)
  await service.close()
})

const outputs = () => parseOutputFile(readFileSync(files.output, 'utf8'))
const summary = () => readFileSync(files.summary, 'utf8')
const log = () => stdout.join('')

describe('run', () => {
  it('registers the key as a secret before anything else, passes, and reports', async () => {
    setInputs({ 'base-url': service.url, 'api-key': DEMO_API_KEY, 'project-id': DEMO_PROJECT_ID })
    await run({ clock: new FakeClock(), random: () => 0.5 })
    expect(stdout[0]).toBe(`::add-mask::${DEMO_API_KEY}\n`)
    expect(log().split(DEMO_API_KEY)).toHaveLength(2)
    expect(process.exitCode).toBeUndefined()
    const { run: record, runs, ...rest } = outputs()
    expect(JSON.parse(runs)).toEqual([
      {
        'project-id': DEMO_PROJECT_ID,
        'run-id': rest['run-id'],
        'run-ids': [rest['run-id']],
        'runs-started': 1,
        status: 'completed',
        verdict: 'passed',
        reused: false,
        'base-run-id': null,
        'carried-from': null
      }
    ])
    expect(rest).toEqual({
      'run-id': expect.stringMatching(/^run-/),
      status: 'completed',
      'project-id': DEMO_PROJECT_ID,
      verdict: 'passed',
      reused: 'false'
    })
    expect(JSON.parse(record)).toMatchObject({ status: 'completed', trust_score: 92 })
    expect(summary()).toMatch(/✅ proj&#45;demo: agent certification passed[\s\S]*\*\*Elapsed:\*\* \S+, 3 polls\./)
  })

  it('fails on bad input before sending anything, naming the input', async () => {
    setInputs({ 'base-url': service.url, 'api-key': DEMO_API_KEY, 'project-id': DEMO_PROJECT_ID, timeout: 'soon' })
    await run()
    expect(process.exitCode).toBe(1)
    expect(service.requests).toHaveLength(0)
    expect(log()).toMatch(/::error::Input 'timeout': 'soon' is not a duration.*Nothing was sent to the service/)
    expect(summary()).toMatch(/could not run[\s\S]*Nothing was sent/)
    expect(outputs()).toEqual({ verdict: 'error', runs: '[]', reused: 'false' })
  })

  it('masks the quote token too, and keeps an echoed key out of outputs, summary and log', async () => {
    service.addFault({
      route: 'poll',
      kind: 'status',
      status: 400,
      body: JSON.stringify({ message: `bad key ${DEMO_API_KEY} / qt_secret` })
    })
    setInputs({
      'base-url': service.url,
      'api-key': DEMO_API_KEY,
      'project-id': DEMO_PROJECT_ID,
      'quote-token': 'qt_secret'
    })
    await run({ clock: new FakeClock(), random: () => 0.5 })
    expect(stdout.slice(0, 2)).toEqual([`::add-mask::${DEMO_API_KEY}\n`, '::add-mask::qt_secret\n'])
    expect(process.exitCode).toBe(1)
    const unmasked = stdout.slice(2).join('') + summary() + readFileSync(files.output, 'utf8')
    expect(unmasked).not.toContain(DEMO_API_KEY)
    expect(unmasked).not.toContain('qt_secret')
    expect(unmasked).toContain('bad key ***')
  })

  it('on a timeout with fail-on-timeout: false, warns and does not fail the step', async () => {
    service.addProject('proj-slow', { statuses: ['running'] })
    setInputs({
      'base-url': service.url,
      'api-key': DEMO_API_KEY,
      'project-id': 'proj-slow',
      timeout: '1m',
      'fail-on-timeout': 'false'
    })
    await run({ clock: new FakeClock(), random: () => 0.5 })
    expect(process.exitCode).toBeUndefined()
    expect(log()).toMatch(/::warning::The timeout ran out while waiting for run/)
    expect(outputs()).toMatchObject({ status: 'running' })
    expect(summary()).toMatch(/timed out[\s\S]*not\*\* certified/)
  })

  it('on SIGTERM, stops waiting and still writes outputs and summary naming the run', async () => {
    service.addProject('proj-slow', { statuses: ['running'] })
    service.addFault({ route: 'poll', kind: 'hang' })
    setInputs({ 'base-url': service.url, 'api-key': DEMO_API_KEY, 'project-id': 'proj-slow', 'poll-interval': '1s' })
    const pending = run()
    for (let tries = 0; service.requestsTo('poll').length === 0 && tries < 500; tries += 1)
      await new Promise(resolve => setTimeout(resolve, 10))
    process.emit('SIGTERM', 'SIGTERM')
    await pending
    expect(process.exitCode).toBe(1)
    const runId = outputs()['run-id']
    expect(runId).toMatch(/^run-/)
    expect(log()).toMatch(
      new RegExp(`::error::The job was cancelled \\(SIGTERM\\)\\. Run ${runId} goes on at the service`)
    )
    expect(summary()).toMatch(/cancelled/)
    expect(process.listenerCount('SIGTERM')).toBe(0)
  })

  it('works without a summary file', async () => {
    delete process.env['GITHUB_STEP_SUMMARY']
    setInputs({
      'base-url': service.url,
      'api-key': DEMO_API_KEY,
      'run-id': service.createRun(DEMO_PROJECT_ID, { statuses: ['completed'] })
    })
    await run()
    expect(process.exitCode).toBeUndefined()
    expect(outputs()['status']).toBe('completed')
  })

  it('warns when the summary cannot be written, and still concludes', async () => {
    process.env['GITHUB_STEP_SUMMARY'] = join(tmpdir(), 'no-such-dir', 'summary')
    setInputs({
      'base-url': service.url,
      'api-key': DEMO_API_KEY,
      'run-id': service.createRun(DEMO_PROJECT_ID, { statuses: ['completed'] })
    })
    await run()
    expect(log()).toMatch(/::warning::Could not write the job summary/)
    expect(process.exitCode).toBeUndefined()
  })
})

describe('a sequential gate on a merge-queue entry', () => {
  it("reads the queue's limit before its next batch, and starts none that would end past it", async () => {
    const github = await startFakeGitHub()
    try {
      github.rules.set('main', mergeQueueRules(1))
      const event = mergeGroupEvent({
        head: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
        headRef: 'refs/heads/gh-readonly-queue/main/pr-42-f00dfeed',
        base: 'ba5eba11ba5eba11ba5eba11ba5eba11ba5eba11'
      })
      const eventPath = join(mkdtempSync(join(tmpdir(), 'event-')), 'event.json')
      writeFileSync(eventPath, JSON.stringify(event.payload))
      Object.assign(process.env, {
        GITHUB_EVENT_NAME: 'merge_group',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_API_URL: github.url
      })
      service.queueRuns(
        DEMO_PROJECT_ID,
        [84, 78, 86, 80].map(score => ({ reportFields: { trust_score: score } }))
      )
      setInputs({
        'base-url': service.url,
        'api-key': DEMO_API_KEY,
        'project-id': DEMO_PROJECT_ID,
        'github-token': 'ghs_gate',
        timeout: '5m',
        repeat: '10',
        sequential: 'true',
        'pass-if': 'stats.trust_score.low >= 75.0',
        'fail-if': 'stats.trust_score.high < 75.0'
      })
      // Four runs of three polls each on a clock that moves as the gate sleeps: the first batch takes 40 s, so a
      // second would end 80 s in, past the queue's minute.
      await run({ clock: new FakeClock(), random: () => 0.5 })
      expect(service.requestsTo('start')).toHaveLength(4)
      expect(outputs()['verdict']).toBe('inconclusive')
      expect(log()).toContain("The merge queue's limit cut it short: its next batch of 3 runs would end about 1m 20s")
      expect(summary()).toContain("The merge queue's limit cut it short after look 1 of 3")
    } finally {
      await github.close()
    }
  })
})
