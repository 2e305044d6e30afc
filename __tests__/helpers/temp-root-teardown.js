// Removes the one root that every temporary folder of the test run was made under.
import { rmSync } from 'node:fs'

export default function removeTemporaryRoot() {
  const root = process.env['GATE_TESTS_TEMPORARY_ROOT']
  if (root) rmSync(root, { recursive: true, force: true, maxRetries: 3 })
}
