/** Prints what a person would see of an action run: the log, the outputs, and the job summary rendered for a terminal. */
import { marked } from 'marked'
import { markedTerminal } from 'marked-terminal'
import type { ActionRun } from './action-runner.ts'

export async function printRun(run: ActionRun): Promise<void> {
  console.log('── action log ' + '─'.repeat(50))
  process.stdout.write(run.log)
  console.log(`\n── outputs ${'─'.repeat(53)}`)
  for (const [name, value] of Object.entries(run.outputs)) console.log(`${name}: ${value}`)
  console.log(`\n── job summary ${'─'.repeat(49)}`)
  marked.use(markedTerminal() as Parameters<typeof marked.use>[0])
  console.log(await marked.parse(run.summary))
}
