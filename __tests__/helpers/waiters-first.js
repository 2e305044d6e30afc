// Jest starts the test files it has timed before slowest first, and on a fresh clone (nothing
// timed yet) largest first. The files below are small and spend most of a minute waiting on real
// clocks (the connection budget, retries, deadlines of the bundled action in a child process): last
// in line, the run ended waiting on them alone, 40 s after the CPU was done. They start first, so
// their waiting overlaps the rest; after them, Jest's own order.
import TestSequencer from '@jest/test-sequencer'

const WAIT_ON_CLOCKS = [
  'e2e/reliability-waiting.test.ts',
  'e2e/reliability-faults.test.ts',
  'e2e/attest-action.test.ts',
  'e2e/reliability-load.test.ts',
  'e2e/cost.test.ts',
  'e2e/reliability-patience.test.ts'
]

const rank = test => {
  const index = WAIT_ON_CLOCKS.findIndex(name => test.path.split('\\').join('/').endsWith(`__tests__/${name}`))
  return index === -1 ? WAIT_ON_CLOCKS.length : index
}

export default class WaitersFirst extends (TestSequencer.default ?? TestSequencer) {
  async sort(tests) {
    const ordered = await super.sort(tests)
    return [...ordered].sort((a, b) => rank(a) - rank(b))
  }
}
