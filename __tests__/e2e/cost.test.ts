/**
 * `npm run cost` (tools/cost.ts): a pull request's life played through the bundled gate under the
 * recommended recipe, the runs counted at the fake service. The whole table (every recipe) is the
 * script's to print; here, the rows the recommended recipe must keep.
 */
import { jobsText, playScenario, RECIPES, runsText, SCENARIOS } from '../../tools/cost.js'

const recommended = RECIPES.find(recipe => recipe.name === 'recommended')
const scenario = (name: string) => {
  const found = SCENARIOS.find(candidate => candidate.name === name)
  if (found === undefined || recommended === undefined) throw new Error(`no scenario ${name}`)
  return playScenario(found, recommended)
}

describe('what a pull request costs, under the recommended recipe', () => {
  it('three pushes: one run per push, none in the merge queue or on main', async () => {
    const counted = await scenario('three-pushes')
    expect(runsText(counted)).toBe('3 (pull request 3, queue 0, main 0)')
    // Five events, five jobs: each billed at least a minute, a reused pass included, and the three
    // that waited for a run as long as it took.
    expect(jobsText(counted)).toBe("5 (≥ 5 min, + 3 runs' length)")
  }, 90_000)

  it.each(['docs-only', 'requeued', 'revert'])(
    '%s: no run at all',
    async name => {
      const counted = await scenario(name)
      expect(runsText(counted)).toBe('0 (pull request 0, queue 0, main 0)')
      expect(jobsText(counted)).toMatch(/^\d \(≥ \d min\)$/)
    },
    90_000
  )
})

describe('what repeat: 3 costs, under the recommended recipe', () => {
  it('three pushes: three runs per push, at once, so each job waits about one run', async () => {
    const recipe = RECIPES.find(candidate => candidate.name === 'recommended, repeat: 3')
    const found = SCENARIOS.find(candidate => candidate.name === 'three-pushes')
    if (recipe === undefined || found === undefined) throw new Error('no repeat recipe')
    const counted = await playScenario(found, recipe)
    expect(runsText(counted)).toBe('9 (pull request 9, queue 0, main 0)')
    expect(jobsText(counted)).toBe("5 (≥ 5 min, + 3 runs' length)")
  }, 90_000)

  it('three pushes under sequential 10: four runs a push, decided at the first look on steady scores', async () => {
    const recipe = RECIPES.find(candidate => candidate.name === 'recommended, sequential: repeat 10')
    const found = SCENARIOS.find(candidate => candidate.name === 'three-pushes')
    if (recipe === undefined || found === undefined) throw new Error('no sequential recipe')
    const counted = await playScenario(found, recipe)
    expect(runsText(counted)).toBe('12 (pull request 12, queue 0, main 0)')
  }, 90_000)
})
