import {
  asSentence,
  codeSpan,
  createRedactor,
  registerSecrets,
  escapeMarkdown,
  escapeProse,
  inertText,
  normalize,
  quotedValue,
  redactDeep,
  SERVICE_TEXT_LIMIT,
  shorten,
  toJson,
  toOneLine
} from '../src/lib/text.js'

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

/**
 * The text path case by case, so that StrykerJS (npm run mutate) finds no change to src/lib/text.ts
 * that the tests let through: an escape's last character, whitespace at the ends of a line, the
 * end of a sentence, the exact length a text may have, how an invisible character is written,
 * which forms of a secret are searched for and which text is left alone, and where `toJson` cuts
 * a value too deep to write.
 */
describe('the text path at its bounds: escapes, line ends, sentence ends, lengths, forms of a secret, depth', () => {
  describe('normalize and toOneLine', () => {
    it('removes a two-character escape whole, and keeps the letter after a lone ESC', () => {
      // ESC M (reverse index) is an escape sequence; ESC x is not, and only the ESC goes.
      expect(normalize('a\u001bMb')).toBe('ab')
      expect(normalize('a\u001bxb')).toBe('axb')
    })

    it('leaves no whitespace at either end of the line', () => {
      expect(toOneLine('  \n padded\tword \t\r\n')).toBe('padded word')
      expect(toOneLine('\u001b[1m title \u001b[0m')).toBe('title')
    })
  })

  describe('asSentence', () => {
    it('adds a full stop to text that does not end a sentence', () => {
      expect(asSentence('The service is busy')).toBe('The service is busy.')
      // A stop inside the text is not its end.
      expect(asSentence('Version 1.2 is out')).toBe('Version 1.2 is out.')
      expect(asSentence('Why? Because')).toBe('Why? Because.')
    })

    it('leaves text that already ends a sentence', () => {
      for (const text of ['Done.', 'Really?', 'Stop!', 'And so…']) expect(asSentence(text)).toBe(text)
    })
  })

  describe('shorten', () => {
    it('keeps text of exactly the limit whole, and cuts one character more', () => {
      expect(shorten('abcd', 4)).toBe('abcd')
      expect(shorten('abcde', 4)).toBe('abc…')
      const atLimit = 'x'.repeat(SERVICE_TEXT_LIMIT)
      expect(shorten(atLimit)).toBe(atLimit)
      expect(shorten(`${atLimit}y`)).toBe(`${'x'.repeat(SERVICE_TEXT_LIMIT - 1)}…`)
    })
  })

  describe('quotedValue', () => {
    it('writes an invisible character JSON leaves raw as a four-digit \\u escape', () => {
      expect(quotedValue('soft\u00adhyphen')).toBe('"soft\\u00adhyphen"')
      expect(quotedValue('next\u0085line')).toBe('"next\\u0085line"')
      expect(quotedValue('r\u200b')).toBe('"r\\u200b"')
    })
  })

  describe('createRedactor', () => {
    it('redacts the part of an API key after _sk_ on its own from eight characters, not shorter', () => {
      expect(createRedactor(['acs_sk_abcdefgh'])('part abcdefgh here')).toBe('part *** here')
      expect(createRedactor(['acs_sk_abcdefg'])('part abcdefg here')).toBe('part abcdefg here')
    })

    it('redacts a secret that is not an API key only whole, not its tail', () => {
      const redact = createRedactor(['qt_quotetoken42'])
      expect(redact('token qt_quotetoken42')).toBe('token ***')
      expect(redact('tail quotetoken42')).toBe('tail quotetoken42')
    })

    it('searches for a secret of six characters, and not for a shorter one, which would match ordinary text', () => {
      expect(createRedactor(['abcdef'])('x abcdef y')).toBe('x *** y')
      expect(createRedactor(['abcde'])('x abcde y')).toBe('x abcde y')
    })

    it('finds a secret percent-encoded byte by byte, a byte under 0x10 written with two digits', () => {
      const redact = createRedactor(['tab\tsecret'])
      expect(redact('q=%74%61%62%09%73%65%63%72%65%74&r=1')).toBe('q=***&r=1')
    })

    it('finds a secret with only the characters URLs must encode percent-encoded, in either case, every time', () => {
      const redact = createRedactor(['acs_sk_a/b+c=d'])
      expect(redact('key=acs_sk_a%2Fb%2Bc%3Dd&again=acs_sk_a%2fb%2bc%3dd')).toBe('key=***&again=***')
    })

    it('takes a secret’s letters in another case for another string', () => {
      const redact = createRedactor(['acs_sk_abcdefgh'])
      expect(redact('ACS_SK_ABCDEFGH')).toBe('ACS_SK_ABCDEFGH')
      expect(redact('acs_sk_abcdefgh')).toBe('***')
    })

    it('takes the characters of a secret that mean something in a pattern as themselves', () => {
      const redact = createRedactor(['acs_sk_a.b*c+d?e(f)'])
      expect(redact('key acs_sk_a.b*c+d?e(f) end')).toBe('key *** end')
      expect(redact('key acs_sk_aXbbbcd(f) end')).toBe('key acs_sk_aXbbbcd(f) end')
    })
  })

  describe('toJson', () => {
    const LEFT_OUT = '(nested deeper than 200 levels: left out)'

    /** `value` under `levels` objects, each the only field `a` of the one above. */
    function wrapped(levels: number, value: unknown): unknown {
      let result = value
      for (let level = 0; level < levels; level += 1) result = { a: result }
      return result
    }

    it('writes a value JSON.stringify can write as it does', () => {
      expect(toJson({ status: 'completed', list: [1, null, 'x'] })).toBe('{"status":"completed","list":[1,null,"x"]}')
    })

    it('cuts a value too deep for JSON.stringify at depth 200: objects there are left out, other values kept', () => {
      const fieldsAt200 = { n: 5, s: 'text', z: null, t: true, o: { p: 1 }, l: [1] }
      // A field of the value itself is at depth 1: `deep` and `edge` are, and 198 levels below
      // `edge` the fields of fieldsAt200 are at depth 200, as is the 199th `a` below `deep`.
      const value = { deep: wrapped(100_000, 'bottom'), edge: wrapped(198, fieldsAt200) }
      expect(() => JSON.stringify(value)).toThrow(RangeError)
      expect(JSON.parse(toJson(value))).toEqual({
        deep: wrapped(199, LEFT_OUT),
        edge: wrapped(198, { n: 5, s: 'text', z: null, t: true, o: LEFT_OUT, l: LEFT_OUT })
      })
    })

    it('does not hide an error that is not about depth', () => {
      const loop: Record<string, unknown> = { name: 'loop' }
      loop['self'] = loop
      expect(() => toJson(loop)).toThrow(TypeError)
    })
  })
})

describe('codeSpan', () => {
  it('shows a name as it reads, with no entity or invisible character, on one line, its secrets redacted', () => {
    expect(codeSpan('o/r/.github/workflows/c.yml@refs/heads/main')).toBe(
      '`o/r/.github/workflows/c.yml@refs/heads/main`'
    )
    expect(codeSpan('refs/heads/a\u200d\nb')).toBe('`refs/heads/a b`')
    registerSecrets(['acs_sk_secret123'])
    expect(codeSpan('key acs_sk_secret123')).toBe('`key ***`')
  })

  it('fences past any backticks inside, and pads a span that starts or ends with one', () => {
    expect(codeSpan('a`b')).toBe('``a`b``')
    expect(codeSpan('`x``')).toBe('``` `x`` ```')
    expect(codeSpan('   ')).toBe('` `')
    expect(codeSpan('a|b')).toBe('`a|b`')
  })
})

describe('escapeProse', () => {
  it('makes each address a code span and keeps the one space on either side of it, no more', () => {
    expect(escapeProse('See https://a.example/x and then')).toBe('See `https://a.example/x` and then')
    expect(escapeProse('https://a.example https://b.example')).toBe('`https://a.example` `https://b.example`')
    expect(escapeProse('at https://a.example/x')).toBe('at `https://a.example/x`')
    expect(escapeProse('  lead https://a.example/x.  ')).toBe('lead `https://a.example/x`.')
  })
})
