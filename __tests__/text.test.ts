import { createRedactor, escapeMarkdown, inertText, redactDeep, shorten, toOneLine } from '../src/lib/text.js'

describe('toOneLine', () => {
  it('removes ANSI escapes and control characters and folds whitespace', () => {
    expect(toOneLine('\u001b[31mred\u001b[0m\r\n::error::boom\u0007 \u202eevil')).toBe('red ::error::boom evil')
  })

  it('removes OSC hyperlinks whole', () => {
    expect(toOneLine('\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007')).toBe('click')
  })
})

describe('shorten and inertText', () => {
  it('cuts long text and marks the cut', () => {
    expect(shorten('abcdef', 4)).toBe('abc…')
    expect(shorten('abc', 4)).toBe('abc')
    expect(inertText('x'.repeat(1000))).toHaveLength(300)
  })

  it('does not split a character made of two UTF-16 units', () => {
    expect(shorten('😀😀😀', 2)).toBe('😀…')
  })
})

describe('redaction', () => {
  const redact = createRedactor(['acs_sk_secret', '', 'qt_secret'])

  it('replaces every occurrence of each secret', () => {
    expect(redact('key acs_sk_secret, again acs_sk_secret, quote qt_secret')).toBe('key ***, again ***, quote ***')
  })

  it('finds a secret split by invisible characters, and leaves text that hides none exactly as it came', () => {
    expect(redact('key acs_sk_\u0000sec\u200bret\u001b[0m here')).toBe('key *** here')
    expect(redact('run\u0000x')).toBe('run\u0000x')
  })

  it('reaches into parsed JSON, keys included', () => {
    expect(redactDeep({ a: ['acs_sk_secret'], acs_sk_secret: { n: 1, t: true, z: null } }, redact)).toEqual({
      a: ['***'],
      '***': { n: 1, t: true, z: null }
    })
  })
})

describe('escapeMarkdown', () => {
  it('turns markup, links, tables and mentions into inert text', () => {
    const escaped = escapeMarkdown('<img src=x onerror=alert(1)> | **b** [l](https://x) @team #1 `c`')
    expect(escaped.replace(/&#\d+;/g, '')).not.toMatch(/[<>|*[\]()@#`]/)
    expect(escaped).toContain('&#60;img')
  })

  it('keeps plain words and digits readable', () => {
    expect(escapeMarkdown('Trust score 92 of 100')).toBe('Trust score 92 of 100')
  })
})
