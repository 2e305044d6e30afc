// The fault-injection suite's table, merged from the parts its test files wrote
// (`writeLedgerPart` in reliability-ledger.ts): run by the global teardown, before the run's
// temporary root (which holds the parts) is removed. A run without a reliability file leaves
// build/reliability.md as it was.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The folder under the temporary root that reliability-ledger.ts writes the parts to. */
const LEDGER_FOLDER = 'reliability-ledger'

export function writeReliabilityReport(root) {
  const folder = join(root, LEDGER_FOLDER)
  if (!existsSync(folder)) return
  const parts = readdirSync(folder)
    .filter(name => name.endsWith('.json'))
    .sort()
    .map(name => JSON.parse(readFileSync(join(folder, name), 'utf8')))
  if (parts.length === 0) return
  // Stable sorts: groups in the order reliability-ledger.ts lists them, cases in the order each file ran them.
  const byOrder = (a, b) => a.order - b.order
  const cases = parts.flatMap(part => part.cases).sort(byOrder)
  const notes = parts.flatMap(part => part.notes).sort(byOrder)
  const groups = [...new Set(cases.map(entry => entry.group))]
  const lines = [
    '| what | cases | passed | requests wasted | secrets leaked |',
    '|---|---|---|---|---|',
    ...groups.map(group => {
      const entries = cases.filter(entry => entry.group === group)
      const sum = field => entries.reduce((total, entry) => total + entry[field], 0)
      const passed = entries.filter(entry => entry.passed).length
      return `| ${group} | ${entries.length} | ${passed} | ${sum('wasted')} | ${sum('leaked')} |`
    })
  ]
  const report = `${lines.join('\n')}\n${notes.length === 0 ? '' : `\n${notes.map(entry => entry.text).join('\n')}\n`}`
  mkdirSync('build', { recursive: true })
  writeFileSync('build/reliability.md', report)
  process.stdout.write(`\nReliability (${cases.length} cases recorded, from ${parts.length} files):\n${report}`)
}
