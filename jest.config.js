// ESM TypeScript under Jest 30: ts-jest compiles, Node's VM modules run the result
// (NODE_OPTIONS=--experimental-vm-modules is set by the npm scripts).
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  testMatch: ['**/__tests__/**/*.test.ts'],
  // StrykerJS's sandboxes hold copies of the tests while a mutation run is going.
  testPathIgnorePatterns: ['/node_modules/', '/.stryker-tmp/'],
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
  globalSetup: './__tests__/helpers/temp-root-setup.js',
  globalTeardown: './__tests__/helpers/temp-root-teardown.js',
  collectCoverageFrom: ['src/**/*.ts', '!src/index.ts', '!src/pass-if-entry.ts'],
  coverageReporters: ['text-summary', 'text'],
  coverageThreshold: { global: { lines: 90 } },
  testTimeout: 30000
}
