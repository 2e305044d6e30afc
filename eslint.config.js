// Lint for the TypeScript sources, tests and tools; dist/ is generated.
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'coverage/', 'node_modules/', 'reports/', '.stryker-tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Controls are matched on purpose: stripping them from service text is the point.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }]
    }
  },
  {
    // A function a person can read on one screen: past this, it has more than one job.
    files: ['src/**/*.ts', 'tools/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] }
  },
  {
    // A file a person can hold in mind; past this it has more than one job (blank lines and comments count).
    files: ['src/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 450 }] }
  },
  {
    // What is judged travels as one value: the next rule of the verdict adds a field, not a parameter.
    files: ['src/gate/judge/**/*.ts'],
    rules: { 'max-params': ['error', 3] }
  }
)
