/**
 * Peak memory of a child process: a module preloaded with NODE_OPTIONS=--import appends the
 * process's maxRSS (KiB) to a file as it exits.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PROBE_SOURCE =
  "import { appendFileSync } from 'node:fs'\n" +
  "process.on('exit', () => { if (process.env.RSS_FILE) appendFileSync(process.env.RSS_FILE, `${process.resourceUsage().maxRSS}\\n`) })\n"

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
