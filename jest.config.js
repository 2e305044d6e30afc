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
  globalSetup: './__tests__/helpers/temp-root-setup.js',
  globalTeardown: './__tests__/helpers/temp-root-teardown.js',
  collectCoverageFrom: ['src/**/*.ts', '!src/index.ts'],
  coverageReporters: ['text-summary', 'text'],
  coverageThreshold: { global: { lines: 90 } },
  testTimeout: 30000
}
