/**
 * Markdown that every publisher writes the same way: links the gate makes itself (https only,
 * the target made inert), and appending to the job summary.
 */
import { appendFileSync } from 'node:fs'
import { escapeLinkText, escapeMarkdown, redactShown, shorten } from '../lib/text.js'
import { PublishError } from './publish.js'

/** The longest link text shown. */
const LINK_TEXT_LIMIT = 120

/** `[text](url)` for an https URL; the text alone, escaped, for anything else. */
export function link(text: string, url: string): string {
  // The target is shown too (on hover, when copied): a secret in it is redacted like any text.
  const href = safeHref(redactShown(url))
  return href === undefined ? escapeMarkdown(text) : `[${escapeLinkText(shorten(text, LINK_TEXT_LIMIT))}](${href})`
}

/** An https URL as a markdown link target, or undefined when it is not one. */
export function safeHref(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  // Only https: a link the gate makes never sends a reader over plain http.
  if (parsed.protocol !== 'https:') return undefined
  // Markdown decodes entities in a link target: `&` is written as one, so the target stays as it is.
  return parsed.href
    .replace(/[()|<>[\]\s"'`]/g, character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
    .replace(/&/g, '&amp;')
}

/** Appends markdown to the job summary (a later publisher adds its own section after the verdict's). */
export function appendToSummary(markdown: string): void {
  const summaryFile = process.env['GITHUB_STEP_SUMMARY']
  if (!summaryFile) return
  try {
    appendFileSync(summaryFile, markdown, 'utf8')
  } catch (error) {
    throw PublishError.runnerFile('the job summary', 'GITHUB_STEP_SUMMARY', error)
  }
}
