/**
 * A gate's plan, made before any run: how many runs there are at each look, and the level every look's intervals are
 * drawn at. A plain gate is one look of `repeat` runs at 95%; `sequential` is its fixed schedule, each of K looks at
 * 1 − 0.05/K. The loop (loop.ts) walks it, and nothing else decides how many runs to start.
 */
import type { GateConfig } from '../config.js'
import { meaningOf } from '../../github/events.js'

/**
 * Whether a signed certification may spare the runs (reuse, carry-forward: `reuse` is set, runs are started here, and
 * the event allows it: a night never is); the runs there are at each look, every run started so far counted ([3] for
 * repeat: 3, [4, 7, 10] for sequential 10); and for a sequential plan the confidence every look's intervals are drawn
 * at (one look is drawn at 95%, as any is).
 */
export type Plan = { mayBeSpared: boolean; looks: readonly number[] } & (
  { sequential: false } | { sequential: true; level: number }
)

/** The plan for a gate (the schedule is loaded only for a sequential gate), on `eventName`. */
export async function planOf(
  { repeat, sequential, reuseMs, runId }: Pick<GateConfig, 'repeat' | 'sequential' | 'reuseMs' | 'runId'>,
  eventName: string | undefined
): Promise<Plan> {
  const mayBeSpared = reuseMs !== undefined && runId === undefined && meaningOf(eventName).spares !== false
  if (!sequential) return { mayBeSpared, looks: [repeat], sequential: false }
  const { levelOf, scheduleOf } = await import('./sequential.js')
  const looks = scheduleOf(repeat)
  return { mayBeSpared, looks, level: levelOf(looks.length), sequential: true }
}
