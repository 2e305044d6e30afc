/**
 * Prints what a person would see of an action run: the log, the outputs, and the job summary rendered for a terminal.
 */
import { marked } from 'marked'
import { markedTerminal } from 'marked-terminal'
import { stripVTControlCharacters } from 'node:util'
import type { ActionRun } from './action-runner.ts'

export interface PrintOptions {
  /** Show the action's debug lines, as the runner does when step debug logging is on (RUNNER_DEBUG=1). */
  debug?: boolean
}

export async function printRun(run: ActionRun, options: PrintOptions = {}): Promise<void> {
  console.log('── action log ' + '─'.repeat(50))
  process.stdout.write(run.log)
  if (options.debug) {
    // The harness consumes workflow commands, debug lines among them; they are read back here.
    console.log(`\n── debug lines (RUNNER_DEBUG=1) ${'─'.repeat(33)}`)
    for (const line of debugLines(run)) console.log(`##[debug]${line}`)
  }
  console.log(`\n── outputs ${'─'.repeat(53)}`)
  for (const [name, value] of Object.entries(run.outputs)) console.log(`${name}: ${value}`)
  console.log(`\n── job summary ${'─'.repeat(49)}`)
  console.log(await renderMarkdown(run.summary))
}

/** Markdown the action wrote (a job summary, an issue's body) as a terminal shows it, coloured only for a terminal. */
export async function renderMarkdown(markdown: string): Promise<string> {
  marked.use(markedTerminal() as Parameters<typeof marked.use>[0])
  // marked-terminal prints a list item's text as written, its `**` and backticks included: the
  // inline tokens marked made of it are rendered here, as a paragraph's are.
  marked.use({
    renderer: {
      text(token) {
        return typeof token === 'object' && 'tokens' in token && token.tokens !== undefined
          ? this.parser.parseInline(token.tokens)
          : false
      }
    }
  })
  // marked-terminal decodes character references in tables and paragraphs but not in list
  // items; the summary writes outside text's markup characters as them (`&#45;`), which a
  // browser shows as the character, so they are decoded here as GitHub's page would.
  const rendered = (await marked.parse(markdown)).replace(/&#(\d+);/g, (_, code: string) =>
    String.fromCodePoint(Number(code))
  )
  // Removed rather than never made: marked-terminal, its tables and its code highlighting each
  // decide on colour for themselves, and the tables colour a pipe too.
  return wantsColour() ? rendered : stripVTControlCharacters(rendered)
}

/** Colour only for a terminal, and never when NO_COLOR asks for none (https://no-color.org). */
function wantsColour(): boolean {
  return process.stdout.isTTY === true && (process.env['NO_COLOR'] ?? '') === ''
}

/** The `::debug::` messages the action printed, decoded and masked as the runner shows them. */
function debugLines(run: ActionRun): string[] {
  const masks = [...run.masks].sort((a, b) => b.length - a.length)
  return run.rawStdout
    .split(/\r?\n/)
    .map(line => /^::debug::(.*)$/.exec(line.trimStart())?.[1])
    .filter(message => message !== undefined)
    .map(message => message.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'))
    .map(message => masks.reduce((shown, mask) => shown.split(mask).join('***'), message))
}
