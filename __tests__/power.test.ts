/**
 * `npm run power`'s simulation (tools/power.ts), on fewer cases than the docs' table, through the gate's own judging:
 * seeded, so the same every run; an agent truly at the bar passes no more often than one look at 95% allows, in every
 * design; sequential 10 passes an agent 5 points above nearly always, on fewer runs than fixed 10.
 */
import { powerTable, simulate, type Cell } from '../tools/power.js'

let cells: Cell[]
beforeAll(async () => {
  cells = await simulate({ cases: 3000, seed: 7 })
}, 120_000)

const cell = (design: string, margin: number) => {
  const found = cells.find(one => one.design === design && one.margin === margin)
  if (found === undefined) throw new Error(`no cell ${design} at ${margin}`)
  return found
}

describe('npm run power', () => {
  it('has a cell for every design and margin, each adding up to every case', () => {
    expect(cells.map(one => `${one.design} ${one.margin}`)).toEqual(
      ['fixed 3', 'fixed 10', 'sequential 10'].flatMap(design => [0, 0.5, 2, 5].map(margin => `${design} ${margin}`))
    )
    for (const one of cells) expect(one.passed + one.failed + one.inconclusive).toBeCloseTo(100, 9)
  })

  it('passes an agent truly at the bar at most 2.5% of the time, within simulation error, in every design', () => {
    // 3000 cases: the standard error of 2.5% is about 0.29 points.
    for (const design of ['fixed 3', 'fixed 10', 'sequential 10']) expect(cell(design, 0).passed).toBeLessThan(3.4)
    expect(cell('fixed 10', 0).passed).toBeGreaterThan(1.6)
  })

  it('passes 5 points above the bar about 37% of the time on 3 runs, and nearly always on sequential 10 with fewer runs', () => {
    expect(cell('fixed 3', 5).passed).toBeGreaterThan(33)
    expect(cell('fixed 3', 5).passed).toBeLessThan(41)
    expect(cell('sequential 10', 5).passed).toBeGreaterThanOrEqual(96)
    expect(cell('sequential 10', 5).meanRuns).toBeLessThanOrEqual(6.8)
    expect(cell('fixed 10', 5).meanRuns).toBe(10)
  })

  it('is the same table from the same seed, and prints it with the columns the docs name', async () => {
    const again = await simulate({ cases: 200, seed: 7 })
    expect(powerTable(again)).toBe(powerTable(await simulate({ cases: 200, seed: 7 })))
    expect(powerTable(again).split('\n')[0]).toBe(
      '| design | margin | passed % | failed % | inconclusive % | mean runs |'
    )
  })
})
