/** The worker side of bounded.ts: compiles the expression, evaluates it once, answers. */
import { parentPort, workerData } from 'node:worker_threads'
import { errorMessage } from '../lib/errors.js'
import type { PassIfAnswer, PassIfTask } from './bounded.js'

export async function servePassIf(): Promise<void> {
  const { expression, variable, otherVariables, textVariables, typedVariables, others, record } =
    workerData as PassIfTask
  const { compilePassIf, errorPosition, evaluateHere } = await import('./pass-if.js')
  const evaluation = evaluateHere(
    await compilePassIf(expression, variable, otherVariables, textVariables, typedVariables),
    record,
    others
  )
  parentPort?.postMessage(answerOf(evaluation, errorPosition))
}

function answerOf(
  evaluation: ReturnType<typeof import('./pass-if.js').evaluateHere>,
  errorPosition: (error: unknown) => number | undefined
): PassIfAnswer {
  if ('error' in evaluation) {
    const { error } = evaluation
    return { error: { message: errorMessage(error), pos: errorPosition(error) } }
  }
  // Only plain values cross to the gate; anything else is shown by its kind.
  const { value } = evaluation
  try {
    structuredClone(value)
    return { value }
  } catch {
    return { value: Object.prototype.toString.call(value) }
  }
}
