/**
 * `npm run cost` (tools/cost.ts): a pull request's life played through the bundled gate under the
 * recommended recipe, the runs counted at the fake service. The whole table (every recipe) is the
 * script's to print; here, the rows the recommended recipe must keep.
 */
import { playScenario, RECIPES, runsText, SCENARIOS } from '../../tools/cost.js'

const recommended = RECIPES.find(recipe => recipe.name === 'recommended')
const scenario = (name: string) => {
  const found = SCENARIOS.find(candidate => candidate.name === name)
  if (found === undefined || recommended === undefined) throw new Error(`no scenario ${name}`)
  return playScenario(found, recommended)
}

describe('what a pull request costs, under the recommended recipe', () => {
  it('three pushes: one run per push, none in the merge queue or on main', async () => {
    expect(runsText(await scenario('three-pushes'))).toBe('3 (pull request 3, queue 0, main 0)')
  }, 90_000)

  it.each(['docs-only', 'requeued', 'revert'])(
    '%s: no run at all',
    async name => {
      expect(runsText(await scenario(name))).toBe('0 (pull request 0, queue 0, main 0)')
    },
    90_000
  )
})
