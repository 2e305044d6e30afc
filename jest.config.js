// ESM TypeScript under Jest 30: ts-jest compiles, Node's VM modules run the result
// (NODE_OPTIONS=--experimental-vm-modules is set by the npm scripts).
import { availableParallelism } from 'node:os'

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  // undici as the bundles resolve it (tsconfig.json's paths): loaded when a request first needs it.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^undici$': '<rootDir>/src/http/undici-on-demand.ts' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  testMatch: ['**/__tests__/**/*.test.ts'],
  // StrykerJS's sandboxes hold copies of the tests while a mutation run is going.
  testPathIgnorePatterns: ['/node_modules/', '/.stryker-tmp/'],
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
  // The files that mostly wait on real clocks start first (see the file).
  testSequencer: './__tests__/helpers/waiters-first.js',
  globalSetup: './__tests__/helpers/temp-root-setup.js',
  globalTeardown: './__tests__/helpers/temp-root-teardown.js',
  collectCoverageFrom: ['src/**/*.ts', '!src/index.ts', '!src/verify/index.ts', '!src/pass-if-entry.ts'],
  // V8's own counters, not Babel's instrumented copy of each file: the same coverage (95.7% of lines either way) for
  // 77 s less CPU from a fresh clone (570 s, was 647 s), where nothing instrumented is cached yet.
  coverageProvider: 'v8',
  coverageReporters: ['text-summary', 'text'],
  coverageThreshold: { global: { lines: 90 } },
  // A guard against a hang, not a budget: a test waits on what it watches (an exit, a request, an event). On a busy
  // machine (a second npm test beside this one) a bundled action's start alone can take seconds, and 30 s ran out.
  testTimeout: 90_000,
  // The slow test files (the reliability suite, the action's own) mostly wait on real clocks:
  // retries, deadlines and the connection budget of the bundled action running in a child
  // process. Jest's default on 2 cores is one worker, running every file one after the other.
  // Four side by side left a third of 2 cores idle (user+sys 244 s in 183 s); six fill them
  // (161 s from a fresh clone, where four took 182 s) without making any one file wait on the CPU.
  maxWorkers: Math.max(6, availableParallelism() - 1)
}
