/**
 * The repository as users and maintainers meet it: the action's metadata (checked here, since
 * the npm schema validators do not know `node24` yet) and the release script.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { Input, Output } from '../../src/gate/names.js'
import { VERIFY_TIMEOUT_DEFAULT, VerifyInput, VerifyOutput } from '../../src/verify/inputs.js'

interface Manifest {
  name?: string
  description?: string
  branding?: { icon?: string; color?: string }
  inputs: Record<string, { description?: string; required?: boolean; default?: string }>
  outputs: Record<string, { description?: string }>
  runs: { using: string; main: string }
}

const manifest = parseYaml(readFileSync('action.yml', 'utf8')) as Manifest
const BRANDING_COLORS = ['white', 'black', 'yellow', 'blue', 'green', 'orange', 'red', 'purple', 'gray-dark']

describe('action.yml', () => {
  it('names, describes and brands the action for the Marketplace', () => {
    expect(manifest.name).toBeTruthy()
    expect(manifest.description?.length).toBeLessThanOrEqual(300)
    expect(manifest.branding?.icon).toBeTruthy()
    expect(BRANDING_COLORS).toContain(manifest.branding?.color)
  })

  it('runs dist/index.js on node24', () => {
    expect(manifest.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
    expect(existsSync(manifest.runs.main)).toBe(true)
  })

  it('declares exactly the inputs and outputs the code reads and writes, each described', () => {
    expect(Object.keys(manifest.inputs).sort()).toEqual(Object.values(Input).sort())
    expect(Object.keys(manifest.outputs).sort()).toEqual(Object.values(Output).sort())
    for (const spec of [...Object.values(manifest.inputs), ...Object.values(manifest.outputs)])
      expect(spec.description).toBeTruthy()
    expect(manifest.inputs['base-url'].required).toBe(true)
    expect(manifest.inputs['api-key'].required).toBe(true)
  })
})

describe('verify/action.yml', () => {
  const verify = parseYaml(readFileSync('verify/action.yml', 'utf8')) as Manifest

  it('is a second action beside the gate, on node24, running its own bundle in dist/', () => {
    expect(verify.name).toBeTruthy()
    expect(verify.description?.length).toBeLessThanOrEqual(300)
    expect(BRANDING_COLORS).toContain(verify.branding?.color)
    expect(verify.runs).toEqual({ using: 'node24', main: '../dist/verify/index.js' })
    expect(existsSync(join('verify', verify.runs.main))).toBe(true)
  })

  it('declares exactly the inputs and outputs the code reads and writes, each described, with the defaults the code assumes', () => {
    expect(Object.keys(verify.inputs).sort()).toEqual(Object.values(VerifyInput).sort())
    expect(Object.keys(verify.outputs).sort()).toEqual(Object.values(VerifyOutput).sort())
    for (const spec of [...Object.values(verify.inputs), ...Object.values(verify.outputs)])
      expect(spec.description).toBeTruthy()
    expect(verify.inputs['timeout'].default).toBe(VERIFY_TIMEOUT_DEFAULT)
    expect(verify.inputs['github-token'].default).toBe('${{ github.token }}')
  })
})

describe('the release script', () => {
  const script = resolve('tools/release.sh')

  function repository(version: string): string {
    const dir = mkdtempSync(join(tmpdir(), 'release-'))
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' })
    git('init', '-q', '-b', 'main')
    git('config', 'user.email', 'test@example.com')
    git('config', 'user.name', 'test')
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ version }))
    git('add', '.')
    git('commit', '-qm', 'first')
    return dir
  }
  const release = (dir: string, ...args: string[]) =>
    spawnSync('bash', [script, ...args], { cwd: dir, encoding: 'utf8' })
  const tagTarget = (dir: string, tag: string) =>
    execFileSync('git', ['rev-parse', `${tag}^{commit}`], { cwd: dir, encoding: 'utf8' }).trim()
  const head = (dir: string) => execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim()

  it('tags vX.Y.Z and moves vX to it on the next release', () => {
    const dir = repository('1.2.3')
    expect(release(dir, '1.2.3').status).toBe(0)
    expect(tagTarget(dir, 'v1.2.3')).toBe(head(dir))
    expect(tagTarget(dir, 'v1')).toBe(head(dir))

    writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: '1.3.0' }))
    execFileSync('git', ['commit', '-qam', 'next'], { cwd: dir })
    const result = release(dir, '1.3.0')
    expect(result.stdout).toMatch(/Tagged v1\.3\.0 and moved v1/)
    expect(tagTarget(dir, 'v1')).toBe(head(dir))
    expect(tagTarget(dir, 'v1.2.3')).not.toBe(head(dir))
  })

  it('refuses a dirty tree, a version package.json does not carry, an existing tag and a malformed version', () => {
    const dir = repository('2.0.0')
    expect(release(dir, '2.0.1').stderr).toMatch(/package\.json says 2\.0\.0/)
    expect(release(dir, 'v2').status).toBe(2)
    writeFileSync(join(dir, 'stray'), 'x')
    expect(release(dir, '2.0.0').stderr).toMatch(/uncommitted changes/)
    execFileSync('git', ['add', '.'], { cwd: dir })
    execFileSync('git', ['commit', '-qm', 'stray'], { cwd: dir })
    expect(release(dir, '2.0.0').status).toBe(0)
    expect(release(dir, '2.0.0').stderr).toMatch(/v2\.0\.0 exists already/)
  })
})
