/**
 * `npm run power`'s simulation (tools/power.ts), on fewer cases than the docs' table, through the gate's own loop:
 * seeded, so the same every run; an agent truly at the bar passes no more often than one look at 95% allows, in every
 * design and for whole-number scores that tie; sequential 10 passes an agent 5 points above nearly always, on fewer
 * runs than fixed 10, and stops early once passing is out of reach (an agent at or below the bar pays few runs).
 */
import { DESIGNS, MARGINS, powerTable, simulate, type Cell } from '../tools/power.js'

const SEQUENTIAL = DESIGNS.filter(design => design.name === 'sequential 10')
let cells: Cell[]
let whole: Cell[]
beforeAll(async () => {
  const [first, more, ties] = await Promise.all([
    simulate({ cases: 3000, seed: 7, margins: [0, 5] }),
    simulate({ cases: 3000, seed: 7, margins: [-5, 2], designs: SEQUENTIAL }),
    simulate({ cases: 3000, seed: 7, margins: [0], designs: SEQUENTIAL, runs: { spread: 1, whole: true } })
  ])
  cells = [...first, ...more]
  whole = ties
}, 180_000)

const cell = (design: string, margin: number, from = cells) => {
  const found = from.find(one => one.design === design && one.margin === margin)
  if (found === undefined) throw new Error(`no cell ${design} at ${margin}`)
  return found
}

describe('npm run power', () => {
  it('has a cell for every design and margin asked, each adding up to every case', () => {
    expect(cells.map(one => `${one.design} ${one.margin}`)).toEqual([
      ...['fixed 3', 'fixed 10', 'sequential 10'].flatMap(design => [0, 5].map(margin => `${design} ${margin}`)),
      'sequential 10 -5',
      'sequential 10 2'
    ])
    for (const one of cells) expect(one.passed + one.failed + one.inconclusive).toBeCloseTo(100, 9)
    expect(MARGINS).toEqual([-5, -2, 0, 0.5, 2, 5])
  })

  it('passes an agent truly at the bar at most 2.5% of the time, within simulation error, in every design', () => {
    // 3000 cases: the standard error of 2.5% is about 0.29 points.
    for (const design of ['fixed 3', 'fixed 10', 'sequential 10']) expect(cell(design, 0).passed).toBeLessThan(3.4)
    expect(cell('fixed 10', 0).passed).toBeGreaterThan(1.6)
    // Whole-number scores varying by a point tie often: the spread's floor keeps them honest.
    expect(cell('sequential 10', 0, whole).passed).toBeLessThan(3.4)
  })

  it('passes 5 points above the bar about 37% of the time on 3 runs, and nearly always on sequential 10 with fewer runs', () => {
    expect(cell('fixed 3', 5).passed).toBeGreaterThan(33)
    expect(cell('fixed 3', 5).passed).toBeLessThan(41)
    expect(cell('sequential 10', 5).passed).toBeGreaterThanOrEqual(96)
    expect(cell('sequential 10', 5).meanRuns).toBeLessThanOrEqual(6.8)
    expect(cell('fixed 10', 5).meanRuns).toBe(10)
  })

  it('stops sequential 10 once passing is out of reach: few runs at or below the bar, power kept above it', () => {
    expect(cell('sequential 10', 0).meanRuns).toBeLessThanOrEqual(6)
    expect(cell('sequential 10', -5).meanRuns).toBeLessThanOrEqual(4.5)
    expect(cell('sequential 10', -5).passed).toBe(0)
    expect(cell('sequential 10', 2).passed).toBeGreaterThanOrEqual(28)
  })

  it('is the same table from the same seed, and prints it with the columns the docs name', async () => {
    const again = await simulate({ cases: 200, seed: 7, margins: [-2, 0.5] })
    expect(powerTable(again)).toBe(powerTable(await simulate({ cases: 200, seed: 7, margins: [-2, 0.5] })))
    expect(powerTable(again).split('\n')[0]).toBe(
      '| design | margin | passed % | failed % | inconclusive % | mean runs |'
    )
    expect(powerTable(again).split('\n')[2]).toMatch(/^\| fixed 3 \| −2 \|/)
  })
})
