/**
 * Markdown as GitHub renders it, near enough to judge what a reader gets: micromark with the GFM
 * extensions (tables, autolinks for www., e-mail addresses and URLs in plain text).
 */
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'

export function renderGfm(markdown: string): string {
  return micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] })
}

/** Every link target in rendered HTML. */
export function linkTargets(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map(match => match[1].replace(/&amp;/g, '&'))
}

/** The text a person reads, tags dropped and entities decoded. */
export function readableText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** What GitHub would turn into a mention or a cross-reference: `@user`, `@org/team`, `#123`. */
export const MENTION_OR_REFERENCE = /(^|[^\w])(@[A-Za-z0-9]|#\d)/

/** The text of every code span in rendered HTML, as a person copies it from the page. */
export function codeSpans(html: string): string[] {
  return [...html.matchAll(/<code>([^<]*)<\/code>/g)].map(match => readableText(match[1]))
}

/** Characters a page can carry that a reader cannot see: zero-width, joiners, direction marks. */
export const INVISIBLE_CHARACTER = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u
