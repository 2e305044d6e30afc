/**
 * `npm run bench:suite`: how long the README's test command takes from a cold start, as a ratio against a fixed
 * reference workload timed on the same machine in the same run. Seconds alone say as much of the machine as of the
 * suite; the ratio moves only when the suite does. A script, not a test: it prints and asserts nothing.
 *
 * The suite runs as `npm test` runs it (jest with coverage), with an empty jest cache, as in a fresh clone. The
 * reference workload does the kinds of work the suite does, fixed for good: hashing, JSON, and starting Node.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPOSITORY_ROOT } from './action-runner.ts'

/** The reference workload: never changed, or ratios from before and after stop comparing. */
const REFERENCE = `
const { createHash } = require('node:crypto')
const { execFileSync } = require('node:child_process')
const block = Buffer.alloc(1 << 20, 7)
const hash = createHash('sha256')
for (let i = 0; i < 1024; i += 1) hash.update(block)
let text = JSON.stringify(Array.from({ length: 20000 }, (_, i) => ({ id: 'run-' + i, trust_score: i % 100, ok: true })))
for (let i = 0; i < 40; i += 1) text = JSON.stringify(JSON.parse(text))
for (let i = 0; i < 20; i += 1) execFileSync(process.execPath, ['-e', '0'])
process.stdout.write(hash.digest('hex').slice(0, 8) + ' ' + text.length + '\\n')
`

/** Wall seconds of `command` with `args`, run in the repository; the command's failure stops the script. */
function timed(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const started = performance.now()
  const result = spawnSync(command, args, { cwd: REPOSITORY_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] })
  const seconds = (performance.now() - started) / 1000
  if (result.status !== 0) {
    process.stderr.write(result.stderr)
    throw new Error(`${command} ${args.join(' ')} exited ${result.status ?? result.signal}`)
  }
  return seconds
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const referenceRuns = () => [1, 2, 3].map(() => timed(process.execPath, ['-e', REFERENCE]))
const before = referenceRuns()
const cache = mkdtempSync(join(tmpdir(), 'jest-cold-'))
let suite: number
try {
  suite = timed('npx', ['jest', '--coverage', `--cacheDirectory=${cache}`], {
    ...process.env,
    NODE_OPTIONS: '--experimental-vm-modules'
  })
} finally {
  rmSync(cache, { recursive: true, force: true })
}
// Timed on both sides of the suite: a machine that slowed down during it shows in the spread.
const after = referenceRuns()
const reference = median([...before, ...after])
const spread = `${Math.min(...before, ...after).toFixed(2)}–${Math.max(...before, ...after).toFixed(2)} s`
console.log(`reference workload: ${reference.toFixed(2)} s (median of 6, ${spread})`)
console.log(`npm test, cold jest cache: ${suite.toFixed(0)} s`)
console.log(`ratio: ${(suite / reference).toFixed(1)} reference workloads`)
