/**
 * `--summary-file`'s Markdown (tools/readable-markdown.ts): the references that open nothing where they stand are
 * written as their characters, and the file renders as the summary does. Rendered by marked (GitHub-flavoured) both
 * ways, over any service text the gate escapes, in the places the summary puts it.
 */
import fc from 'fast-check'
import { marked } from 'marked'
import { escapeMarkdown } from '../src/lib/text.js'
import { readableMarkdown } from '../tools/readable-markdown.js'

/** The HTML marked makes of `markdown`, its character references read as the characters a browser shows. */
const rendered = (markdown: string) =>
  (marked.parse(markdown, { gfm: true, async: false }) as string).replace(/&#(\d+);/g, (_, code: string) =>
    String.fromCodePoint(Number(code))
  )

describe('readableMarkdown', () => {
  it('writes ids, field names, dates and parentheses as themselves; what could open markup stays a reference', () => {
    expect(readableMarkdown('proj&#45;demo, trust&#95;score, 2026&#45;12&#45;07, a&#61;b, c&#43;&#43;1')).toBe(
      'proj-demo, trust_score, 2026-12-07, a=b, c&#43;&#43;1'
    )
    expect(readableMarkdown('&#40;base 92, −8&#41; &#33; done')).toBe('(base 92, −8) ! done')
    // A list marker, emphasis, a link or an image: left as the gate wrote it.
    expect(readableMarkdown('&#45; item, &#95;x&#95;, a&#42;b, [x]&#40;y&#41;, &#33;[i](u), https&#58;//x')).toBe(
      '&#45; item, &#95;x&#95;, a&#42;b, [x]&#40;y), &#33;[i](u), https&#58;//x'
    )
  })

  it('renders as the summary does, whatever the service said, wherever the summary puts it', () => {
    const placed = [
      (text: string) => text,
      (text: string) => `**${text}**`,
      (text: string) => `| Field | ${text} |\n| --- | --- |\n| ${text} | 1 |`,
      (text: string) => `[${text}](https://example.com/a)`,
      (text: string) => `- ${text}\n- two`
    ]
    const serviceText = fc.string({
      unit: fc.constantFrom(...'ab1 -_=+()[]!*#:|`<>&\'"~\\@.'.split('')),
      maxLength: 24
    })
    fc.assert(
      fc.property(serviceText, fc.constantFrom(...placed), (text, place) => {
        const markdown = place(escapeMarkdown(text))
        expect(rendered(readableMarkdown(markdown))).toBe(rendered(markdown))
      }),
      { numRuns: 400 }
    )
  })
})
