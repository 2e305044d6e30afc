/**
 * `npm run power`: what each design of repeated runs decides, simulated through the gate's own loop. Each case draws
 * scores for an agent a `margin` above the bar whose runs vary by 3 points (normal, sd 3), and walks the gate's plan
 * as the action does: the expressions compiled by the gate's input reader, the plan made from `repeat` and
 * `sequential` (plan.ts), each look's runs taken from the draws in place of the service, judged by the judge
 * (judgeRuns) and decided by the loop (loop.ts). Seeded: the same tables every run.
 * Prints Markdown tables: the designs, whole-number scores, every gate step of docs/adopt.md's recipes (its rows named
 * for its job), and what runs varying by 1, 3 or 6 points can tell apart.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { readInputs } from '../src/gate/inputs.ts'
import { levelBarOf } from '../src/gate/judge/variables.ts'
import { judgeRuns } from '../src/gate/judge/index.ts'
import { planOf } from '../src/gate/plan/plan.ts'
import { walk, type RunSource } from '../src/gate/plan/loop.ts'
import { Deadline, systemClock } from '../src/lib/runtime.ts'
import type { ActionConfig } from '../src/gate/config.ts'
import type { BaseSeen } from '../src/gate/results.ts'
import { REPOSITORY_ROOT } from './action-manifest.ts'
import { workflowRecipes } from './recipes.ts'
import { GATE_ACTION, input, readWorkflow, stepsUsing } from './workflow-checks/workflow.ts'

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

/** A design: the inputs of a gate step that decide (`repeat`, `sequential`, `pass-if`, `fail-if`), and its bar. */
export interface Design {
  name: string
  inputs: Readonly<Record<string, string>>
  /** The bar on trust_score's scale a margin is counted from. */
  bar: number
  /**
   * The base certification a pull request compares with: its runs, drawn at the agent's true score (an unchanged
   * agent) or at the bar (the agent `margin` above main); none without.
   */
  base?: { runs: number; at: 'agent' | 'bar' }
}

/** `repeat` runs, at once or `sequential`, judged on the interval of their mean: pass-if at low, fail-if at high. */
const onInterval = (name: string, repeat: number, sequential: boolean): Design => ({
  name,
  inputs: {
    repeat: String(repeat),
    sequential: String(sequential),
    'pass-if': `stats.trust_score.low >= ${BAR.toFixed(1)}`,
    'fail-if': `stats.trust_score.high < ${BAR.toFixed(1)}`
  },
  bar: BAR
})

export const DESIGNS: readonly Design[] = [
  onInterval('fixed 3', 3, false),
  onInterval('fixed 10', 10, false),
  onInterval('sequential 10', 10, true)
]

/** The inputs of a gate step the simulation reads: what decides a verdict and how many runs it takes. */
const DECIDING = ['repeat', 'sequential', 'pass-if', 'fail-if'] as const

/**
 * Every gate step of docs/adopt.md's workflow recipes, as a design named for its job (`adopt.md certify`), the steps
 * that decide alike once; its bar, the one pass-if first holds trust_score against. What npm run power checks of the
 * recipes a team copies.
 */
export async function adoptDesigns(markdown = readFileSync(join(REPOSITORY_ROOT, 'docs', 'adopt.md'), 'utf8')) {
  const designs: Design[] = []
  for (const recipe of workflowRecipes(markdown)) {
    const workflow = readWorkflow(recipe.yaml)
    for (const [job, steps] of (workflow?.jobs ?? []).map(([id, job]) => [id, stepsUsing(job, GATE_ACTION)] as const))
      for (const { step } of steps) {
        const inputs = Object.fromEntries(
          DECIDING.flatMap(name => (input(step, name) === undefined ? [] : [[name, String(input(step, name))]]))
        )
        const same = designs.find(design => JSON.stringify(design.inputs) === JSON.stringify(inputs))
        if (same !== undefined) {
          // Alike steps are one row, named for each job once (the central workflow's job is certify too).
          if (!same.name.split(/[ ,]+/).includes(job)) same.name = `${same.name}, ${job}`
          continue
        }
        const config = await configOf({ name: job, inputs, bar: BAR })
        const bar = levelBarOf('trust_score', [config.passIf])
        if (bar !== undefined) designs.push({ name: `adopt.md ${job}`, inputs, bar })
      }
  }
  return designs
}

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

/** The gate's config for a design, read as the action reads its inputs. */
async function configOf(design: Design): Promise<ActionConfig> {
  const inputs: Record<string, string> = {
    'base-url': 'http://127.0.0.1:1/v1',
    'api-key': 'power_sk_simulation',
    'project-id': 'power',
    ...design.inputs
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

/** A base certification of `scores`, one run each, as a pull request reads main's (signed a day ago). */
function baseOf(scores: readonly number[]): BaseSeen {
  return {
    commit: 'b'.repeat(40),
    certification: { runId: 'run-base', signedAt: new Date(0).toISOString(), ageMs: 86_400_000 },
    runs: scores.map((trust_score, run) => ({ runId: `base-${run}`, status: 'completed', record: { trust_score } }))
  }
}

/** One case: the verdict the gate's loop reaches on `scores` (against `base`), and how many of them it started. */
async function judgeCase(config: ActionConfig, scores: readonly number[], base?: BaseSeen) {
  const gate = { config, deadline: new Deadline(systemClock, 60_000), signal: new AbortController().signal }
  const walked = await walk({
    plan: await planOf(config, undefined),
    source: drawn(scores),
    judge: (runs, level) =>
      judgeRuns({
        runs,
        base: () => (base === undefined ? undefined : Promise.resolve(base)),
        policies: config,
        gate,
        ...(level === undefined ? {} : { level })
      }),
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
  runs: { spread, whole } = { spread: RUN_SD, whole: false },
  sameDraws = false
}: {
  cases: number
  seed: number
  margins?: readonly number[]
  designs?: readonly Design[]
  runs?: Runs
  /** The same draws at every margin, shifted: a margin's figures then move with it alone (a search's). */
  sameDraws?: boolean
}): Promise<Cell[]> {
  const cells: Cell[] = []
  for (const design of designs) {
    const config = await configOf(design)
    for (const margin of margins) {
      // One stream per cell: a cell's figures do not depend on which cells ran before it.
      const stream = sameDraws ? 0 : Math.round(margin * 10)
      const uniform = seeded(seed + stream + 1000 * Math.max(0, DESIGNS.indexOf(design)))
      const counts = { passed: 0, failed: 0, inconclusive: 0, runs: 0 }
      const drawAt = (mean: number) => {
        const score = normal(uniform, mean, spread)
        return whole ? Math.round(score) : score
      }
      for (let index = 0; index < cases; index += 1) {
        const scores = Array.from({ length: config.repeat }, () => drawAt(design.bar + margin))
        const { base: ofBase } = design
        const baseAt = ofBase?.at === 'bar' ? design.bar : design.bar + margin
        const base =
          ofBase === undefined ? undefined : baseOf(Array.from({ length: ofBase.runs }, () => drawAt(baseAt)))
        const { verdict, runs } = await judgeCase(config, scores, base)
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

/** A drop against main the runs show: sequential 10 on the change in means, against a base of 10 runs at the bar. */
export const DROP_DESIGN: Design = {
  name: 'a drop against main',
  inputs: {
    repeat: '10',
    sequential: 'true',
    'pass-if': 'delta.trust_score.low >= 0.0',
    'fail-if': 'delta.trust_score.high < 0.0'
  },
  bar: BAR,
  base: { runs: 10, at: 'bar' }
}

/** How often a design must decide an agent for this page to call the margin told apart. */
const TOLD_APART = 96

/**
 * The least margin (in points, for runs varying by `spread`) at which `design` passes at least TOLD_APART% of agents:
 * bisected over the same draws at each margin. Scores that are not rounded scale with their spread, so one search at
 * a spread of 1, times the spread, is every spread's.
 */
export async function smallestMargin(design: Design, { cases, seed }: { cases: number; seed: number }) {
  let [below, above] = [0, 8]
  while (above - below > 0.01) {
    const middle = (below + above) / 2
    const [cell] = await simulate({
      cases,
      seed,
      margins: [middle],
      designs: [design],
      runs: { spread: 1, whole: false },
      sameDraws: true
    })
    if (cell.passed >= TOLD_APART) above = middle
    else below = middle
  }
  return above
}

/** What runs varying by 1, 3 or 6 points tell apart, each design's least margin, and the least drop against main. */
export async function noiseTable({ cases, seed }: { cases: number; seed: number }): Promise<string> {
  const designs = [...DESIGNS, DROP_DESIGN]
  const least = await Promise.all(designs.map(design => smallestMargin(design, { cases, seed })))
  return noiseRows(designs.map((design, index) => ({ name: design.name, perPoint: least[index] })))
}

/** The noise table from each design's least margin per point of spread. */
export function noiseRows(columns: ReadonlyArray<{ name: string; perPoint: number }>): string {
  const rows = [1, 3, 6].map(
    spread =>
      `| ${spread} point${spread === 1 ? '' : 's'} | ${columns.map(column => (column.perPoint * spread).toFixed(1)).join(' | ')} |`
  )
  return [
    `| runs vary by | ${columns.map(column => column.name).join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
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
  const adopt = await adoptDesigns()
  console.log("\ndocs/adopt.md's gate steps, each named for its job (no base: a first certification).\n")
  console.log(powerTable(await simulate({ cases, seed, designs: adopt })))
  console.log(
    `\nWhat the runs tell apart: the least margin above the bar passed ${TOLD_APART}% of the time, and the least drop ` +
      `against a base of 10 runs that sequential 10 shows (fail-if delta.trust_score.high < 0.0) ${TOLD_APART}% of ` +
      'the time, the least a tolerated drop (delta.trust_score.low > -D) can be. Continuous scores scale with their ' +
      'spread.\n'
  )
  console.log(await noiseTable({ cases: Math.min(cases, 4000), seed }))
  console.error(`${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch(error => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
