/**
 * `pass-if` run where the deadline can stop it: a CEL expression can take as long as it likes (a
 * `matches()` that backtracks, a comparison of every item of a long list with every other), and
 * the gate promises never to wait past its timeout. In the bundled action it runs in a worker
 * thread that is terminated at the deadline, from a bundle of its own (dist/pass-if/).
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { JsonObject } from '../lib/json.js'
import type { Deadline } from '../lib/runtime.js'
import { evaluateHere, type Evaluation, type OtherValues, type PassIf } from './pass-if.js'

/** What the worker is given. */
export interface PassIfTask {
  expression: string
  /** What the expression calls the value: `run` or `predicate`. */
  variable: string
  /** The other maps it may name (`base`), and the values given for them. */
  otherVariables: readonly string[]
  /** The strings it may name (`commit`). */
  textVariables: readonly string[]
  /** The lists and numbers it may name (`runs`, `base_age_seconds`). */
  typedVariables: PassIf['typedVariables']
  others: OtherValues
  record: JsonObject
}

/** What the worker answers: a value (structured-cloneable), or an error's message and the column it points at. */
export type PassIfAnswer = { value: unknown } | { error: { message: string; pos?: number } }

/** pass-if gets what is left of the timeout, and at least this much, even when the run ended at the deadline. */
export const PASS_IF_MIN_MS = 1000

/**
 * Evaluates `passIf` over `value` so that `deadline` can stop it: in this thread when its cost is
 * bounded by the value's size, else where it can be stopped, given what is left of the deadline
 * (at least PASS_IF_MIN_MS). Both actions judge through this one function.
 */
export async function evaluateBounded(
  passIf: PassIf,
  value: JsonObject,
  deadline: Deadline,
  signal: AbortSignal,
  others: OtherValues = {}
): Promise<Evaluation> {
  if (passIf.costBoundedByRecord) return evaluateHere(passIf, value, others)
  return evaluateWithin(passIf, value, Math.max(deadline.remainingMs(), PASS_IF_MIN_MS), signal, others)
}

/** Workers at once, however many gates finish together: each loads the engine anew. */
const MAX_WORKERS = 4
let running = 0
const waiting: Array<() => void> = []

/**
 * Evaluates `passIf` over `record` within `budgetMs`, or until `signal` aborts. Runs in a worker
 * when the bundle it came from can be one; otherwise (tests run from src/) in this thread.
 */
export async function evaluateWithin(
  passIf: PassIf,
  record: JsonObject,
  budgetMs: number,
  signal: AbortSignal,
  others: OtherValues = {}
): Promise<Evaluation> {
  const entry = workerEntry()
  if (entry === undefined) return evaluateHere(passIf, record, others)
  if (running >= MAX_WORKERS) await new Promise<void>(resolve => waiting.push(resolve))
  running += 1
  try {
    const { expression, variable, otherVariables, textVariables, typedVariables } = passIf
    return await inWorker(
      entry,
      { expression, variable, otherVariables, textVariables, typedVariables, others, record },
      budgetMs,
      signal
    )
  } finally {
    running -= 1
    waiting.shift()?.()
  }
}

/**
 * The worker's own bundle, dist/pass-if/, beside the gate's chunks in dist/ or one level up from
 * the verify action's in dist/verify/; undefined when running from source.
 */
function workerEntry(): string | undefined {
  // Built as a path, not as `new URL('./index.js', import.meta.url)`, which the bundler would
  // take for an asset and copy in from the source.
  const here = fileURLToPath(import.meta.url)
  if (!here.endsWith('.js')) return undefined
  return [join(dirname(here), 'pass-if', 'index.js'), join(dirname(here), '..', 'pass-if', 'index.js')].find(path =>
    existsSync(path)
  )
}

function inWorker(entry: string, task: PassIfTask, budgetMs: number, signal: AbortSignal): Promise<Evaluation> {
  const startedAt = performance.now()
  const worker = new Worker(entry, { workerData: task })
  return new Promise<Evaluation>(resolve => {
    const finish = (evaluation: Evaluation) => {
      clearTimeout(timer)
      signal.removeEventListener('abort', stop)
      void worker.terminate()
      resolve(evaluation)
    }
    const stop = () => finish({ stoppedAfterMs: performance.now() - startedAt })
    const timer = setTimeout(stop, budgetMs)
    signal.addEventListener('abort', stop, { once: true })
    worker.once('message', (answer: PassIfAnswer) =>
      finish(
        'value' in answer
          ? answer
          : { error: Object.assign(new Error(answer.error.message), { node: { pos: answer.error.pos } }) }
      )
    )
    worker.once('error', error => finish({ error }))
    worker.once('exit', code =>
      finish({ error: new Error(`the evaluation ended without an answer (exit code ${code})`) })
    )
  })
}
