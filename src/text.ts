/**
 * Everything the service returns is untrusted: it may carry ANSI escapes, workflow commands,
 * HTML, markdown, or even echo the API key back. These helpers turn it into inert text.
 */

/** How much of one piece of service text a person is shown. */
export const SERVICE_TEXT_LIMIT = 300

// ANSI CSI/OSC sequences first, so their parameters do not survive as stray text.
const ANSI_SEQUENCE = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-_])/g
// C0 and C1 controls, DEL, and the Unicode bidi/format controls that can disguise text.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]+/g

/** One line of plain text: escapes and controls removed, whitespace folded. */
export function toOneLine(text: string): string {
  return text.replace(ANSI_SEQUENCE, '').replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim()
}

/** Cuts text to at most `limit` characters, marking the cut. */
export function shorten(text: string, limit = SERVICE_TEXT_LIMIT): string {
  const characters = Array.from(text)
  return characters.length <= limit ? text : `${characters.slice(0, limit - 1).join('')}…`
}

/** Service text as it may appear in a log line or an error message. */
export function inertText(text: string, limit = SERVICE_TEXT_LIMIT): string {
  return shorten(toOneLine(text), limit)
}

export type Redact = (text: string) => string

/** Replaces every occurrence of each secret with `***`, as the runner's masking would. */
export function createRedactor(secrets: readonly string[]): Redact {
  const present = [...new Set(secrets.filter(secret => secret.length > 0))].sort((a, b) => b.length - a.length)
  return text => present.reduce((result, secret) => result.split(secret).join('***'), text)
}

/** Applies `redact` to every string (keys included) inside a parsed JSON value. */
export function redactDeep(value: unknown, redact: Redact): unknown {
  if (typeof value === 'string') return redact(value)
  if (Array.isArray(value)) return value.map(item => redactDeep(item, redact))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [redact(key), redactDeep(item, redact)]))
  }
  return value
}

// Characters that could open markup in GitHub-flavoured markdown or HTML, or ping someone.
const MARKUP_CHARACTERS = /[&<>"'`*_~[\]()#|\\!{}@:=+-]/g

/** Text that renders as itself in a job summary or comment: never markup, links or mentions. */
export function escapeMarkdown(text: string): string {
  return toOneLine(text).replace(MARKUP_CHARACTERS, character => `&#${character.charCodeAt(0)};`)
}
