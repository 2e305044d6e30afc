/**
 * Peak memory of a child process: a module preloaded with NODE_OPTIONS=--import appends the
 * process's own peak resident set (KiB) to a file as it exits. On Linux that is VmHWM, not
 * maxRSS: Linux keeps maxRSS across exec, so a child's maxRSS is at least what its parent held
 * when it was spawned (a jest worker's hundreds of MiB), whatever the child itself used.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PROBE_SOURCE = `import { appendFileSync, readFileSync } from 'node:fs'
function peakKib() {
  try {
    const high = /^VmHWM:\\s+(\\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))
    if (high !== null) return Number(high[1])
  } catch {}
  return process.resourceUsage().maxRSS
}
process.on('exit', () => { if (process.env.RSS_FILE) appendFileSync(process.env.RSS_FILE, \`\${peakKib()}\\n\`) })
`

/**
 * Environment that makes a Node child report its peak RSS, and how to read it once the child
 * has ended. Reading it removes the probe's folder: an exit handler is not enough, since under
 * jest it left the folder behind.
 */
export function rssProbe(): { env: Record<string, string>; peakKib(): number } {
  const dir = mkdtempSync(join(tmpdir(), 'rss-probe-'))
  const probe = join(dir, 'probe.mjs')
  writeFileSync(probe, PROBE_SOURCE)
  const file = join(dir, 'rss')
  writeFileSync(file, '')
  let peak: number | undefined
  return {
    env: { NODE_OPTIONS: `--import=${probe}`, RSS_FILE: file },
    peakKib: () => {
      if (peak === undefined) {
        peak = Number(readFileSync(file, 'utf8').trim().split('\n')[0])
        rmSync(dir, { recursive: true, force: true })
      }
      return peak
    }
  }
}
