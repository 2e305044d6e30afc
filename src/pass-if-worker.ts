/** The worker side of pass-if-bound.ts: compiles the expression, evaluates it once, answers. */
import { parentPort, workerData } from 'node:worker_threads'
import type { PassIfAnswer, PassIfTask } from './pass-if-bound.js'

export async function servePassIf(): Promise<void> {
  const { expression, record } = workerData as PassIfTask
  const { compilePassIf, evaluateHere } = await import('./policy.js')
  const evaluation = evaluateHere(await compilePassIf(expression), record)
  parentPort?.postMessage(answerOf(evaluation))
}

function answerOf(evaluation: ReturnType<typeof import('./policy.js').evaluateHere>): PassIfAnswer {
  if ('error' in evaluation) {
    const { error } = evaluation
    const node = typeof error === 'object' && error !== null && 'node' in error ? (error as { node?: { pos?: unknown } }).node : undefined
    return {
      error: { message: error instanceof Error ? error.message : String(error), pos: typeof node?.pos === 'number' ? node.pos : undefined }
    }
  }
  if ('value' in evaluation) {
    // Only plain values cross to the gate; anything else is shown by its kind.
    const { value } = evaluation
    try {
      structuredClone(value)
      return { value }
    } catch {
      return { value: Object.prototype.toString.call(value) }
    }
  }
  return { error: { message: 'not evaluated' } }
}
