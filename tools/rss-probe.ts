/**
 * Peak memory of a child process: a module preloaded with NODE_OPTIONS=--import appends the
 * process's maxRSS (KiB) to a file as it exits.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dir = mkdtempSync(join(tmpdir(), 'rss-probe-'))
// The children that load the probe are done by the time this process exits.
process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
const probe = join(dir, 'probe.mjs')
writeFileSync(
  probe,
  "import { appendFileSync } from 'node:fs'\n" +
    "process.on('exit', () => { if (process.env.RSS_FILE) appendFileSync(process.env.RSS_FILE, `${process.resourceUsage().maxRSS}\\n`) })\n"
)
let count = 0

/** Environment that makes a Node child report its peak RSS, and how to read it afterwards. */
export function rssProbe(): { env: Record<string, string>; peakKib(): number } {
  const file = join(dir, `rss-${(count += 1)}`)
  writeFileSync(file, '')
  return {
    env: { NODE_OPTIONS: `--import=${probe}`, RSS_FILE: file },
    peakKib: () => Number(readFileSync(file, 'utf8').trim().split('\n')[0])
  }
}
