/**
 * The job summary's Markdown as a person reads the file (`npm run action -- --summary-file FILE`): the gate writes every
 * character of the service's text that could open markup as a character reference (`proj&#45;demo`), which GitHub
 * shows as the character. Where a character cannot open anything it is written as itself: `-`, `_`, `=` and `+` inside
 * a word (no list, emphasis or heading starts there), `(` but after `]` (a link's target), `)` (the gate's own link
 * targets are percent-encoded), and `!` but before `[` (an image). Every other reference stays, and GitHub renders the
 * file as it renders the summary.
 */

/** Each reference written back, and where: its character cannot open markup there. */
const WRITTEN_BACK: ReadonlyArray<{ pattern: RegExp; character: string }> = [
  { pattern: /(?<=[A-Za-z0-9])&#45;(?=[A-Za-z0-9])/g, character: '-' },
  { pattern: /(?<=[A-Za-z0-9])&#95;(?=[A-Za-z0-9])/g, character: '_' },
  { pattern: /(?<=[A-Za-z0-9])&#61;(?=[A-Za-z0-9])/g, character: '=' },
  { pattern: /(?<=[A-Za-z0-9])&#43;(?=[A-Za-z0-9])/g, character: '+' },
  { pattern: /(?<!\])&#40;/g, character: '(' },
  { pattern: /&#41;/g, character: ')' },
  { pattern: /&#33;(?!\[)/g, character: '!' }
]

/** `markdown` with the references WRITTEN_BACK names written as their characters, where they open nothing. */
export function readableMarkdown(markdown: string): string {
  // Lookarounds consume nothing: `2026&#45;12&#45;07` loses both references in one pass.
  return WRITTEN_BACK.reduce((text, { pattern, character }) => text.replace(pattern, character), markdown)
}
