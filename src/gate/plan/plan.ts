/**
 * A gate's plan, made before any run: how many runs there are at each look, and the level every look's intervals are
 * drawn at. A plain gate is one look of `repeat` runs at 95%; `sequential` is its fixed schedule, each of K looks at
 * 1 − 0.05/K. The loop (loop.ts) walks it, and nothing else decides how many runs to start.
 */
import type { GateConfig } from '../config.js'

/**
 * The runs there are at each look, every run started so far counted ([3] for repeat: 3, [4, 7, 10] for sequential 10),
 * and for a sequential plan the confidence every look's intervals are drawn at (one look is drawn at 95%, as any is).
 */
export type Plan = { looks: readonly number[] } & ({ sequential: false } | { sequential: true; level: number })

/** The plan for a gate's `repeat` and `sequential` (the schedule is loaded only for a sequential gate). */
export async function planOf({ repeat, sequential }: Pick<GateConfig, 'repeat' | 'sequential'>): Promise<Plan> {
  if (!sequential) return { looks: [repeat], sequential: false }
  const { levelOf, scheduleOf } = await import('./sequential.js')
  const looks = scheduleOf(repeat)
  return { looks, level: levelOf(looks.length), sequential: true }
}
