// Jest as StrykerJS runs it (see docs/mutation-testing.md): the project's config without
// coverage, and without the test files that run the bundled dist/ or the tools in a child
// process. Those never load a mutated src/ file into the test's own process, so they cannot
// kill a mutant; they would only make every run slower.
import base from './jest.config.js'

export default {
  ...base,
  collectCoverage: false,
  coverageThreshold: undefined,
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/__tests__/(action|reliability(-[a-z]+)?|several-gates|policy-action|merge-queue|tools|action-runner|repository|readme-recipes|attest-action|verify-action|verify-in-process|verify-signers|gate-remembers)\\.test\\.ts$'
  ]
}
