/**
 * The runner-faithful harness itself, on a tiny action written for the purpose: if the harness
 * drifted from what the runner does, every test built on it would prove less.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseOutputFile, startAction, runAction } from '../../tools/action-runner.js'

const tinyActions: string[] = []
afterAll(() => tinyActions.forEach(dir => rmSync(dir, { recursive: true, force: true })))

function tinyAction(main: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tiny-action-'))
  tinyActions.push(dir)
  writeFileSync(
    join(dir, 'action.yml'),
    [
      'name: tiny',
      'inputs:',
      '  greeting name:',
      '    default: hello',
      '  token:',
      '    default: ${{ github.token }}',
      '  plain:',
      '    required: true',
      'runs:',
      '  using: node24',
      '  main: main.mjs'
    ].join('\n')
  )
  writeFileSync(join(dir, 'main.mjs'), main)
  return dir
}

describe('the action runner harness', () => {
  it('passes inputs as the runner does, reads heredoc outputs, applies masks and honours stop-commands', async () => {
    const actionDir = tinyAction(`
      import { appendFileSync, readFileSync } from 'node:fs'
      const env = process.env
      console.log('::add-mask::s3cret')
      console.log('greeting=' + env['INPUT_GREETING_NAME'] + ' token=' + env['INPUT_TOKEN'] + ' plain=' + env['INPUT_PLAIN'] + ' my s3cret')
      console.log('::stop-commands::pause-token')
      console.log('::error::not a command while stopped')
      console.log('::add-mask::also-not-a-command')
      console.log('::pause-token::')
      console.log('::warning::a real warning')
      appendFileSync(env.GITHUB_OUTPUT, 'multi<<EOF_1\\nline one\\nline two\\nEOF_1\\nsimple=value\\n')
      appendFileSync(env.GITHUB_STEP_SUMMARY, '# summary\\n')
      console.log('event=' + JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')).pull_request.number + ' ' + env.GITHUB_EVENT_NAME)
    `)
    const run = await runAction({ actionDir, inputs: { plain: 'given' }, githubToken: 'ghs_x' })
    expect(run.exitCode).toBe(0)
    expect(run.log).toContain('greeting=hello token=ghs_x plain=given my ***')
    expect(run.masks).toEqual(['s3cret'])
    expect(run.annotations).toEqual([{ level: 'warning', message: 'a real warning' }])
    expect(run.log).toContain('::error::not a command while stopped')
    expect(run.outputs).toEqual({ multi: 'line one\nline two', simple: 'value' })
    expect(run.summary).toBe('# summary\n')
    expect(run.log).toContain('event=42 pull_request')
  })

  it('cancels as the runner does: SIGINT, then SIGTERM 7.5 s later', async () => {
    const actionDir = tinyAction(`
      process.on('SIGINT', () => console.log('got SIGINT, ignoring it'))
      process.on('SIGTERM', () => { console.log('got SIGTERM'); process.exit(3) })
      console.log('ready')
      setInterval(() => {}, 1000)
    `)
    const action = startAction({ actionDir, inputs: { plain: 'x' } })
    await new Promise(resolve => action.child.stdout?.once('data', resolve))
    const cancelledAt = performance.now()
    action.cancel()
    const run = await action.done
    const elapsed = performance.now() - cancelledAt
    expect(run.log).toMatch(/got SIGINT, ignoring it\ngot SIGTERM/)
    expect(run.exitCode).toBe(3)
    expect(elapsed).toBeGreaterThanOrEqual(7000)
    expect(elapsed).toBeLessThan(10_000)
  })

  it('removes the temporary folder it made (RUNNER_TEMP, the workspace, the file commands) once it has read them back', async () => {
    const actionDir = tinyAction(`
      import { appendFileSync, writeFileSync } from 'node:fs'
      import { join } from 'node:path'
      const env = process.env
      writeFileSync(join(env.RUNNER_TEMP, 'left-by-the-action'), 'x')
      console.log('temp=' + env.RUNNER_TEMP + ' workspace=' + env.GITHUB_WORKSPACE + ' output=' + env.GITHUB_OUTPUT)
      appendFileSync(env.GITHUB_OUTPUT, 'answer=42\\n')
      appendFileSync(env.GITHUB_STEP_SUMMARY, 'summed up\\n')
      process.exitCode = 1
    `)
    const run = await runAction({ actionDir, inputs: { plain: 'x' } })
    const [, temp, workspace, output] = /temp=(\S+) workspace=(\S+) output=(\S+)/.exec(run.log) ?? []
    expect(temp).toContain(join(tmpdir(), 'action-run-'))
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toEqual({ answer: '42' })
    expect(run.summary).toBe('summed up\n')
    for (const path of [temp, workspace, output]) expect(existsSync(path)).toBe(false)
  })

  it('reads plain name=value output lines too', () => {
    expect(parseOutputFile('a=1\nb<<X\n2\nX\n')).toEqual({ a: '1', b: '2' })
  })
})
