/**
 * Everything the service returns is untrusted: it may carry ANSI escapes, workflow commands,
 * invisible characters, HTML, markdown, or even echo the API key back, whole or disguised.
 * All of it takes one path before anyone sees it: normalize, then redact, then render.
 */
import { emptyLike, setField, walkJson } from './walk.js'

/** How much of one piece of service text a person is shown. */
export const SERVICE_TEXT_LIMIT = 300

// ANSI CSI/OSC sequences first, so their parameters do not survive as stray text.
const ANSI_SEQUENCE = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-_])/g
// C0 and C1 controls but tab and line breaks, DEL, and the invisible or bidi format characters
// (soft hyphen, zero-width, direction marks and overrides, word joiners, BOM) that can disguise text.
const INVISIBLE_CHARACTERS =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g

const HAS_INVISIBLE_CHARACTER = new RegExp(INVISIBLE_CHARACTERS.source)

/** Step one: escapes and invisible characters removed, so nothing hides between visible ones. */
export function normalize(text: string): string {
  return text.replace(ANSI_SEQUENCE, '').replace(INVISIBLE_CHARACTERS, '')
}

/** Whitespace folded: one line of plain text. */
export function toOneLine(text: string): string {
  return normalize(text).replace(/\s+/g, ' ').trim()
}

/**
 * Text that ends a sentence: service text may stop without a full stop, and the next sentence must still read as its
 * own.
 */
export function asSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`
}

/** `a`, `a and b`, `a, b and c`: a list as a sentence says it. */
export function listed(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** Cuts text to at most `limit` characters, marking the cut. Only ever applied after redaction. */
export function shorten(text: string, limit = SERVICE_TEXT_LIMIT): string {
  const characters = Array.from(text)
  return characters.length <= limit ? text : `${characters.slice(0, limit - 1).join('')}…`
}

/** Service text as it may appear in a log line or an error message: normalized, redacted, one line, shortened. */
export function inertText(text: string, limit = SERVICE_TEXT_LIMIT): string {
  return shorten(toOneLine(redactRegistered(normalize(text))), limit)
}

/**
 * A value from the service quoted in a message so that what the gate judged can be told apart
 * from what it looks like: 'completed' when it is plain text, and as a JSON string with its
 * invisible and control characters escaped ("completed\u200b") when it is not. Redacted first.
 */
export function quotedValue(text: string, limit = 80): string {
  const redacted = redactRegistered(text)
  const plain = !HAS_INVISIBLE_CHARACTER.test(redacted) && !/[\t\n\r]/.test(redacted) && redacted === redacted.trim()
  if (plain) return `'${shorten(redacted, limit)}'`
  const escaped = JSON.stringify(redacted).replace(
    INVISIBLE_CHARACTERS,
    character => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
  return shorten(escaped, limit)
}

/** Service text as it may be shown whole (an output, a link target): every secret redacted, nothing else changed. */
export function redactShown(text: string): string {
  return redactRegistered(text)
}

// Characters that could open markup in GitHub-flavoured markdown or HTML, or ping someone.
const MARKUP_CHARACTERS = /[&<>"'`*_~[\]()#|\\!{}@:=+-]/g

/**
 * What GitHub turns into a link or a mention inside plain text, even once every markup character
 * is an entity (entities are decoded before autolinking): `www.`, `scheme://`, `user@host`,
 * `@user`, `@org/team`, `#123`. A zero-width joiner after each trigger breaks it; it is not in
 * the way of a person reading the text.
 */
const LINK_OR_MENTION_TRIGGER = /www(?=\.)|[@#]|:(?=\/\/)/gi
const ZERO_WIDTH_JOINER = '\u200d'

/** Text that renders as itself in a job summary or comment: never markup, links, mentions, or a secret. */
export function escapeMarkdown(text: string): string {
  return markupAsEntities(
    toOneLine(redactRegistered(normalize(text))).replace(
      LINK_OR_MENTION_TRIGGER,
      trigger => `${trigger}${ZERO_WIDTH_JOINER}`
    )
  )
}

/** An address in prose: a scheme and `//`, up to whitespace or a bracket, less the punctuation that ends a sentence. */
const ADDRESS_IN_PROSE = /[a-z][a-z0-9+.-]*:\/\/[^\s()<>]*[^\s()<>.,;:!?'"]/gi

/**
 * Prose that renders as itself (escapeMarkdown), with each address in it as a code span: never a
 * link, and a copy is the address itself, with no invisible character in it (a base URL a person
 * copies from "What to do" must work when pasted).
 */
export function escapeProse(text: string): string {
  const redacted = toOneLine(redactRegistered(normalize(text)))
  // escapeMarkdown trims: the space on either side of an address is kept here.
  const words = (part: string) =>
    `${part.startsWith(' ') ? ' ' : ''}${escapeMarkdown(part)}${part.endsWith(' ') && part.trim() !== '' ? ' ' : ''}`
  let rendered = ''
  let from = 0
  for (const address of redacted.matchAll(ADDRESS_IN_PROSE)) {
    rendered += `${words(redacted.slice(from, address.index))}${codeSpan(address[0])}`
    from = address.index + address[0].length
  }
  return rendered + words(redacted.slice(from))
}

/** A commit or tree as people read it: its first 12 characters, the one length every message and summary uses. */
export function shortSha(sha: string): string {
  return sha.slice(0, 12)
}

/**
 * Text as a code span, for a name a person copies into an input (a signer, a ref, a commit): in a
 * code span GitHub makes no markup, link or mention, so it needs no entity and no invisible
 * character, and a copy is the name itself. Secrets redacted, invisibles dropped, one line; the
 * fence is longer than any run of backticks inside. Never in a table cell, where a `|` would end the cell.
 */
export function codeSpan(text: string): string {
  const inner = toOneLine(redactRegistered(normalize(text)))
  const longest = Math.max(0, ...Array.from(inner.matchAll(/`+/g), run => run[0].length))
  const fence = '`'.repeat(longest + 1)
  if (inner === '') return '` `'
  // A span that starts or ends with a backtick needs a space inside its fence.
  const pad = inner.startsWith('`') || inner.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${inner}${pad}${fence}`
}

/**
 * The text of a link the gate makes itself (`[text](href)`): inert like any text, but left as it
 * reads, since nothing inside a link's text becomes another link or a mention.
 */
export function escapeLinkText(text: string): string {
  return markupAsEntities(toOneLine(redactRegistered(normalize(text))))
}

function markupAsEntities(text: string): string {
  return text.replace(MARKUP_CHARACTERS, character => `&#${character.charCodeAt(0)};`)
}

export type Redact = (text: string) => string

/**
 * What may stand between two characters of a disguised secret once the text is normalized:
 * whitespace. Controls, invisibles and ANSI escapes are already gone by then, which keeps these
 * patterns small enough to compile in no time.
 */
const GAP = String.raw`\s*`
/** Shorter forms are not searched for: they would match ordinary text. */
const MIN_FORM_LENGTH = 6

/**
 * Replaces every occurrence of each secret with `***`, looking at the text normalized: the
 * whole secret, its part after `_sk_`, its base64 and base64url forms (at any alignment inside
 * longer encoded text) and its percent-encoded forms, each found even with whitespace, control
 * or invisible characters or ANSI escapes between its characters. The patterns are built on
 * first use, so nothing before the first request pays for them.
 */
export function createRedactor(secrets: readonly string[]): Redact {
  const present = [...new Set(secrets.filter(secret => secret.length > 0))]
  let patterns: RegExp[] | undefined
  return text => {
    patterns ??= present.flatMap(secretPatterns)
    const normalized = normalize(text)
    const redacted = patterns.reduce((result, pattern) => result.replace(pattern, '***'), normalized)
    // Text that hides no secret is returned as it came: a run id with a NUL in it must stay
    // that id, to be refused, not quietly become another.
    return redacted === normalized ? text : redacted
  }
}

let registered: Redact = text => text

/** Makes `inertText` and `escapeMarkdown` redact these secrets everywhere, as `core.setSecret` does for the log. */
export function registerSecrets(secrets: readonly string[]): Redact {
  registered = createRedactor(secrets)
  return registered
}

function redactRegistered(text: string): string {
  return registered(text)
}

function secretPatterns(secret: string): RegExp[] {
  const forms = new Set<string>([secret])
  const secretPart = secret.includes('_sk_') ? secret.slice(secret.indexOf('_sk_') + 4) : ''
  if (secretPart.length >= 8) forms.add(secretPart)
  const bytes = Buffer.from(secret, 'utf8')
  for (const encoding of ['base64', 'base64url'] as const) {
    for (const core of alignedEncodings(bytes, encoding)) forms.add(core)
  }
  const patterns = [...forms].filter(form => form.length >= MIN_FORM_LENGTH).map(form => new RegExp(gapped(form), 'g'))
  // Percent-encoded: each byte as %XX in either case, or only the characters URLs must encode.
  const percentEncoded = [...bytes].map(byte => `%${byte.toString(16).padStart(2, '0')}`).join('')
  patterns.push(new RegExp(gapped(percentEncoded), 'gi'))
  if (encodeURIComponent(secret) !== secret) patterns.push(new RegExp(gapped(encodeURIComponent(secret)), 'gi'))
  return patterns
}

/**
 * The characters of `bytes`' encoding that do not depend on what surrounds them, for each of
 * the three byte alignments it can have inside a longer encoded string.
 */
function alignedEncodings(bytes: Buffer, encoding: 'base64' | 'base64url'): string[] {
  const skipped = [0, 2, 3]
  return [0, 1, 2].map(offset => {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString(encoding)
    const wholeGroups = Math.floor((offset + bytes.length) / 3)
    return encoded.slice(skipped[offset], wholeGroups * 4)
  })
}

function gapped(form: string): string {
  return Array.from(form, character => character.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join(GAP)
}

/** Applies `redact` to every string (keys included) inside a parsed JSON value, at any depth, without recursion. */
export function redactDeep(value: unknown, redact: Redact): unknown {
  const copy = (item: unknown) => (typeof item === 'string' ? redact(item) : emptyLike(item))
  const root = copy(value)
  walkJson(value, root, ({ key, value: item, parent }) => {
    const copied = copy(item)
    setField(parent, redact(key), copied)
    return copied !== null && typeof copied === 'object' ? copied : undefined
  })
  return root
}

/** How deep `toJson` keeps a value that JSON.stringify cannot reach the bottom of. */
const JSON_DEPTH_LIMIT = 200

/**
 * JSON text of a parsed value, whatever its depth: nesting deeper than JSON.stringify can
 * follow is cut at a fixed depth and marked, never a crash.
 */
export function toJson(value: unknown): string {
  try {
    return JSON.stringify(value)
  } catch (error) {
    if (!(error instanceof RangeError)) throw error
    return JSON.stringify(clampDepth(value, JSON_DEPTH_LIMIT))
  }
}

function clampDepth(value: unknown, limit: number): unknown {
  const leftOut = `(nested deeper than ${limit} levels: left out)`
  const root = emptyLike(value)
  walkJson(value, root, ({ key, value: item, depth, parent }) => {
    const deep = item !== null && typeof item === 'object' && depth >= limit
    const copied = deep ? leftOut : emptyLike(item)
    setField(parent, key, copied)
    return copied !== null && typeof copied === 'object' ? copied : undefined
  })
  return root
}
