/**
 * `npm run power`: what each design of repeated runs decides, simulated through the gate's own loop. Each case draws
 * scores for an agent a `margin` above the bar whose runs vary by 3 points (normal, sd 3), and walks the gate's plan
 * as the action does: the expressions compiled by the gate's input reader, the plan made from `repeat` and
 * `sequential` (plan.ts), each look's runs taken from the draws in place of the service, judged by the judge
 * (judgeRuns) and decided by the loop (loop.ts). Seeded: the same table every run.
 * Prints one Markdown table: `design`, `margin`, `passed %`, `failed %`, `inconclusive %`, `mean runs`.
 */
import { pathToFileURL } from 'node:url'
import { readInputs } from '../src/gate/inputs.ts'
import { judgeRuns } from '../src/gate/judge/index.ts'
import { planOf } from '../src/gate/plan/plan.ts'
import { walk, type RunSource } from '../src/gate/plan/loop.ts'
import { Deadline, systemClock } from '../src/lib/runtime.ts'
import type { ActionConfig } from '../src/gate/config.ts'

/** The bar the simulated agents are judged against, and how much their runs vary. */
const BAR = 80
const RUN_SD = 3
/** How far above the bar each agent's true score is: below it, at it, and above it. */
export const MARGINS = [-5, -2, 0, 0.5, 2, 5] as const
/** One departure from the assumption: whole-number scores, varying by a point. */
export const WHOLE_NUMBER_MARGINS = [-2, 0, 0.5, 1, 2] as const

/** What the simulated runs are: independent, normal around the agent's true score with `spread`, whole numbers or not. */
export interface Runs {
  spread: number
  whole: boolean
}

/** A design: its `repeat` and `sequential`, as a workflow sets them. */
export interface Design {
  name: string
  repeat: number
  sequential: boolean
}

export const DESIGNS: readonly Design[] = [
  { name: 'fixed 3', repeat: 3, sequential: false },
  { name: 'fixed 10', repeat: 10, sequential: false },
  { name: 'sequential 10', repeat: 10, sequential: true }
]

/** One cell of the table: how often each verdict, and the runs used on average. */
export interface Cell {
  design: string
  margin: number
  passed: number
  failed: number
  inconclusive: number
  meanRuns: number
}

/** A seeded generator of uniform numbers in [0, 1): mulberry32, small and well spread for a simulation. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A normal draw from two uniform ones (Box–Muller). */
function normal(uniform: () => number, mean: number, sd: number): number {
  const u = 1 - uniform()
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform())
}

/** The gate's config for a design, read as the action reads its inputs: pass-if at low, fail-if at high. */
async function configOf(design: Design): Promise<ActionConfig> {
  const inputs: Record<string, string> = {
    'base-url': 'http://127.0.0.1:1/v1',
    'api-key': 'power_sk_simulation',
    'project-id': 'power',
    repeat: String(design.repeat),
    sequential: String(design.sequential),
    'pass-if': `stats.trust_score.low >= ${BAR.toFixed(1)}`,
    'fail-if': `stats.trust_score.high < ${BAR.toFixed(1)}`
  }
  return (await readInputs(name => inputs[name] ?? '')).config
}

/** The draws in place of the service: each look takes the next of `scores`, every run completed with its score. */
function drawn(scores: readonly number[]): RunSource<never> {
  let had = 0
  return {
    async take(count) {
      had += count
      const runs = scores.slice(0, had).map((score, run) => ({
        runId: `run-${run}`,
        status: 'completed',
        record: { trust_score: score }
      }))
      // Every simulated run completes: what a failed run does is the e2e tests'.
      return { runs, runFailed: false }
    }
  }
}

/** One case: the verdict the gate's loop reaches on `scores`, and how many of them it started. */
async function judgeCase(config: ActionConfig, scores: readonly number[]) {
  const gate = { config, deadline: new Deadline(systemClock, 60_000), signal: new AbortController().signal }
  const walked = await walk({
    plan: await planOf(config, undefined),
    source: drawn(scores),
    judge: (runs, level) =>
      judgeRuns({ runs, base: () => undefined, policies: config, gate, ...(level === undefined ? {} : { level }) }),
    failIfSet: config.failIf !== undefined
  })
  return { verdict: 'decided' in walked ? walked.decided.verdict : 'error', runs: walked.taken }
}

/** Every cell of the table (each design at each margin), `cases` each, from `seed`. */
export async function simulate({
  cases,
  seed,
  margins = MARGINS,
  designs = DESIGNS,
  runs: { spread, whole } = { spread: RUN_SD, whole: false }
}: {
  cases: number
  seed: number
  margins?: readonly number[]
  designs?: readonly Design[]
  runs?: Runs
}): Promise<Cell[]> {
  const cells: Cell[] = []
  for (const design of designs) {
    const config = await configOf(design)
    for (const margin of margins) {
      // One stream per cell: a cell's figures do not depend on which cells ran before it.
      const uniform = seeded(seed + Math.round(margin * 10) + 1000 * DESIGNS.findIndex(one => one.name === design.name))
      const counts = { passed: 0, failed: 0, inconclusive: 0, runs: 0 }
      for (let index = 0; index < cases; index += 1) {
        const draw = () => normal(uniform, BAR + margin, spread)
        const scores = Array.from({ length: design.repeat }, () => (whole ? Math.round(draw()) : draw()))
        const { verdict, runs } = await judgeCase(config, scores)
        if (verdict !== 'passed' && verdict !== 'failed' && verdict !== 'inconclusive')
          throw new Error(`the judge gave ${verdict} on ${scores.join(', ')}`)
        counts[verdict] += 1
        counts.runs += runs
      }
      const share = (count: number) => (100 * count) / cases
      cells.push({
        design: design.name,
        margin,
        passed: share(counts.passed),
        failed: share(counts.failed),
        inconclusive: share(counts.inconclusive),
        meanRuns: counts.runs / cases
      })
    }
  }
  return cells
}

/** The cells as one Markdown table. */
export function powerTable(cells: readonly Cell[]): string {
  const rows = cells.map(
    cell =>
      `| ${cell.design} | ${cell.margin <= 0 ? String(cell.margin).replace('-', '−') : `+${cell.margin}`} | ${cell.passed.toFixed(1)} | ` +
      `${cell.failed.toFixed(1)} | ${cell.inconclusive.toFixed(1)} | ${cell.meanRuns.toFixed(2)} |`
  )
  return [
    '| design | margin | passed % | failed % | inconclusive % | mean runs |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows
  ].join('\n')
}

async function main(): Promise<void> {
  const cases = Number(process.argv[2] ?? 20_000)
  const started = Date.now()
  const seed = 20261129
  const cells = await simulate({ cases, seed })
  const whole = await simulate({ cases, seed, margins: WHOLE_NUMBER_MARGINS, runs: { spread: 1, whole: true } })
  console.log(
    `What each design decides, through the gate's own loop: pass-if stats.trust_score.low >= ${BAR}.0, fail-if ` +
      `stats.trust_score.high < ${BAR}.0; margin, the agent's true score minus the bar; ${cases} cases a cell.\n` +
      `Assumed: runs independent and roughly normal around the true score, varying by ${RUN_SD} points (sd).\n`
  )
  console.log(powerTable(cells))
  console.log('\nOne departure: whole-number scores (rounded), varying by 1 point.\n')
  console.log(powerTable(whole))
  console.error(`${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch(error => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
