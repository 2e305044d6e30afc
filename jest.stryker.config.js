// Jest as StrykerJS runs it (see docs/mutation-testing.md): the project's config without
// coverage, and without __tests__/e2e/ and check-workflows.test.ts: the test files that run the
// bundled dist/ or the tools in a child process. What those check runs outside the test's own
// process, where no mutated src/ file is loaded, so they cannot kill a mutant; they would only
// make every run slower. The unit tests that sign a certification (gate-memory, check) sign it
// with the bundled gate too, so the sandbox keeps dist/ (stryker.config.json's ignorePatterns).
import base from './jest.config.js'

export default {
  ...base,
  collectCoverage: false,
  coverageThreshold: undefined,
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/e2e/', '<rootDir>/__tests__/check-workflows.test.ts']
}
