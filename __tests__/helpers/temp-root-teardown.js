// Removes the one root that every temporary folder of the test run was made under, once the
// reliability suite's table has been merged from the parts its files left there.
import { rmSync } from 'node:fs'
import { writeReliabilityReport } from './reliability-report.js'

export default function removeTemporaryRoot() {
  const root = process.env['GATE_TESTS_TEMPORARY_ROOT']
  if (!root) return
  try {
    writeReliabilityReport(root)
  } finally {
    rmSync(root, { recursive: true, force: true, maxRetries: 3 })
  }
}
