/**
 * `npm run power`'s simulation (tools/power.ts), on fewer cases than the docs' table, through the gate's own loop:
 * seeded, so the same every run; an agent truly at the bar passes no more often than one look at 95% allows, in every
 * design and for whole-number scores that tie; sequential 10 passes an agent 5 points above nearly always, on fewer
 * runs than fixed 10, and stops early once passing is out of reach (an agent at or below the bar pays few runs).
 */
import {
  adoptDesigns,
  DESIGNS,
  DROP_DESIGN,
  MARGINS,
  noiseRows,
  powerTable,
  simulate,
  smallestMargin,
  type Cell
} from '../tools/power.js'

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

  it("checks docs/adopt.md's recipes as written: its leading one passes +5 at least 96% and −5 at most 1%", async () => {
    const adopt = await adoptDesigns()
    expect(adopt.map(design => design.name)).toEqual(['adopt.md certify', 'adopt.md night'])
    const [below, above] = await simulate({ cases: 3000, seed: 7, margins: [-5, 5], designs: adopt.slice(0, 1) })
    expect(above).toMatchObject({ design: 'adopt.md certify', margin: 5 })
    expect(above.passed).toBeGreaterThanOrEqual(96)
    expect(below.passed).toBeLessThanOrEqual(1)
    // A recipe whose pass-if holds no bar on trust_score is not a row at all: nothing to count a margin from.
    const unbarred = await adoptDesigns(
      [
        '```yaml',
        'jobs:',
        '  certify:',
        '    steps:',
        '      - uses: agent-certification-gate/agent-certification-gate@v1',
        '        with:',
        "          pass-if: run.status == 'completed'",
        '```'
      ].join('\n')
    )
    expect(unbarred).toEqual([])
  })

  it('finds the least margin each design tells apart, a drop against main needing more than a floor', async () => {
    const sequential = await smallestMargin(SEQUENTIAL[0], { cases: 500, seed: 7 })
    // Measured on 4000 cases (here 500, seeded): 1.6 points per point of spread for sequential 10, 2.0 for a drop against main.
    expect(sequential).toBeGreaterThan(1.4)
    expect(sequential).toBeLessThan(1.8)
    expect(await smallestMargin(DROP_DESIGN, { cases: 500, seed: 7 })).toBeGreaterThan(sequential)
    expect(noiseRows([{ name: 'sequential 10', perPoint: sequential }]).split('\n')).toEqual([
      '| runs vary by | sequential 10 |',
      '|---|---:|',
      `| 1 point | ${sequential.toFixed(1)} |`,
      `| 3 points | ${(sequential * 3).toFixed(1)} |`,
      `| 6 points | ${(sequential * 6).toFixed(1)} |`
    ])
  })
})
