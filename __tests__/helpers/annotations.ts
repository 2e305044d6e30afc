import type { ActionRun } from '../../tools/action-runner.js'

/** The messages of one level of annotation, one per line: what the check's page shows a person. */
export function annotationsOf(run: ActionRun, level: 'error' | 'warning' | 'notice'): string {
  return run.annotations
    .filter(annotation => annotation.level === level)
    .map(annotation => annotation.message)
    .join('\n')
}
