/**
 * Reading records of any shape, case by case, so that StrykerJS (npm run mutate) finds no change
 * to src/lib/json.ts that the tests let through: which fields explain, in what order, where the
 * link search looks and where it stops, and that only a record's own fields are ever read.
 */
import { explanationOf, firstHttpsLink, readPath, topLevelFieldNames } from '../src/lib/json.js'
import { SERVICE_TEXT_LIMIT } from '../src/lib/text.js'

/** `value` nested `depth` levels down: depth 1 is a field of the record itself. */
function nested(depth: number, value: unknown): Record<string, unknown> {
  let record: Record<string, unknown> = { [`level${depth}`]: value }
  for (let level = depth - 1; level >= 1; level -= 1) record = { [`level${level}`]: record }
  return record
}

describe('explanationOf', () => {
  it.each([
    [{ message: 'Quota exceeded.' }, 'Quota exceeded.'],
    [{ detail: 'Project p-1 is archived.' }, 'Project p-1 is archived.'],
    [{ error_description: 'The key has expired.' }, 'The key has expired.'],
    [{ error: 'invalid_request' }, 'invalid_request'],
    [{ error: { message: 'Nested words.' } }, 'Nested words.'],
    [{ title: 'Not Found' }, 'Not Found'],
    [{ reason: 'The repository was renamed.' }, 'The repository was renamed.']
  ])('reads %j', (record, expected) => {
    expect(explanationOf(record)).toBe(expected)
  })

  it('prefers the fields in their order: message, detail, error_description, error, title, reason', () => {
    const all = { reason: 'r', title: 't', error: 'e', error_description: 'ed', detail: 'd', message: 'm' }
    expect(explanationOf(all)).toBe('m')
    expect(explanationOf({ ...all, message: undefined })).toBe('d')
    expect(explanationOf({ ...all, message: undefined, detail: undefined })).toBe('ed')
    expect(explanationOf({ reason: 'r', title: 't', error: 'e' })).toBe('e')
    expect(explanationOf({ reason: 'r', title: 't' })).toBe('t')
  })

  it('skips fields that are blank or not text', () => {
    expect(explanationOf({ message: '', detail: '  \n', title: 'Conflict' })).toBe('Conflict')
    expect(explanationOf({ message: 42, detail: null, error_description: ['x'], reason: 'Because.' })).toBe('Because.')
    expect(explanationOf({ error: null, title: 'After a null error.' })).toBe('After a null error.')
    expect(explanationOf({ error: { code: 7 }, title: 'After an error without words.' })).toBe(
      'After an error without words.'
    )
    expect(explanationOf({ error: { message: '   ' }, reason: 'After a blank error.' })).toBe('After a blank error.')
  })

  it('looks inside an object only under error', () => {
    expect(explanationOf({ message: { message: 'inside message' } })).toBeUndefined()
    expect(explanationOf({ detail: { message: 'inside detail' }, reason: 'The reason.' })).toBe('The reason.')
  })

  it('has nothing to say for a record without words', () => {
    expect(explanationOf({})).toBeUndefined()
    expect(explanationOf({ status: 'failed', run_id: 'r-1' })).toBeUndefined()
  })

  it('reads only the record’s own fields, never inherited ones', () => {
    expect(explanationOf(Object.create({ message: 'inherited' }) as Record<string, unknown>)).toBeUndefined()
    const error = Object.create({ message: 'inherited' }) as Record<string, unknown>
    expect(explanationOf({ error, title: 'Own title.' })).toBe('Own title.')
  })

  it('makes the words inert: one line, no escapes, shortened', () => {
    expect(explanationOf({ message: 'first line\n\u001b[31msecond\u001b[0m line' })).toBe('first line second line')
    const long = explanationOf({ message: 'x'.repeat(SERVICE_TEXT_LIMIT + 50) }) as string
    expect(Array.from(long)).toHaveLength(SERVICE_TEXT_LIMIT)
    expect(long.endsWith('…')).toBe(true)
  })
})

describe('firstHttpsLink', () => {
  it('finds an https URL in any field', () => {
    expect(firstHttpsLink({ report_url: 'https://certs.example.test/r/1' })).toBe('https://certs.example.test/r/1')
    expect(firstHttpsLink({ links: ['none', 'https://certs.example.test/list'] })).toBe(
      'https://certs.example.test/list'
    )
    expect(firstHttpsLink({ url: 'HTTPS://CERTS.EXAMPLE.TEST/UPPER' })).toBe('HTTPS://CERTS.EXAMPLE.TEST/UPPER')
  })

  it('takes only a value that is one whole https URL', () => {
    for (const value of [
      'http://certs.example.test/r/1',
      'http://redirect.example.test/?to=https://certs.example.test/r/1',
      'see https://certs.example.test/r/1',
      'https://certs.example.test/r/1 and more',
      'https://',
      'https://[not-a-host',
      'ftp://certs.example.test/r/1',
      42,
      null,
      true
    ]) {
      expect(firstHttpsLink({ value })).toBeUndefined()
    }
  })

  it('takes the first in document order, a shallower one before a deeper one', () => {
    expect(firstHttpsLink({ a: 'https://one.example.test', b: 'https://two.example.test' })).toBe(
      'https://one.example.test'
    )
    expect(
      firstHttpsLink({ deep: { link: 'https://deep.example.test' }, shallow: 'https://shallow.example.test' })
    ).toBe('https://shallow.example.test')
    expect(firstHttpsLink({ bad: 'https://[bad', good: 'https://good.example.test' })).toBe('https://good.example.test')
  })

  it('looks six levels deep and no deeper', () => {
    expect(firstHttpsLink(nested(6, 'https://six.example.test'))).toBe('https://six.example.test')
    expect(firstHttpsLink(nested(7, 'https://seven.example.test'))).toBeUndefined()
  })

  it('looks at 2000 values and no more', () => {
    const withLinkAt = (position: number) => {
      const record: Record<string, unknown> = {}
      for (let index = 1; index < position; index += 1) record[`field${index}`] = index
      record.link = 'https://late.example.test'
      return record
    }
    expect(firstHttpsLink(withLinkAt(2000))).toBe('https://late.example.test')
    expect(firstHttpsLink(withLinkAt(2001))).toBeUndefined()
  })

  it('finds nothing in an empty record', () => {
    expect(firstHttpsLink({})).toBeUndefined()
  })
})

describe('readPath', () => {
  const record = { a: { b: { c: 'deep' }, list: [10, 20], text: 'plain', none: null } }

  it('follows own fields and list indexes', () => {
    expect(readPath(record, ['a', 'b', 'c'])).toBe('deep')
    expect(readPath(record, ['a', 'list', '1'])).toBe(20)
    expect(readPath(record, ['a', 'b'])).toEqual({ c: 'deep' })
    expect(readPath(record, [])).toBe(record)
  })

  it('is undefined when any step is missing or not an object', () => {
    expect(readPath(record, ['a', 'missing', 'c'])).toBeUndefined()
    expect(readPath(record, ['a', 'none', 'c'])).toBeUndefined()
    expect(readPath(record, ['a', 'text', 'length'])).toBeUndefined()
    expect(readPath(record, ['a', 'list', '1', 'x'])).toBeUndefined()
    expect(readPath(null, ['a'])).toBeUndefined()
    expect(readPath('string', ['length'])).toBeUndefined()
  })

  it('never reads inherited fields', () => {
    expect(readPath({}, ['toString'])).toBeUndefined()
    expect(readPath({ a: Object.create({ secret: 1 }) as unknown }, ['a', 'secret'])).toBeUndefined()
    expect(readPath(record, ['a', 'list', 'length'])).toBe(2)
  })
})

describe('topLevelFieldNames', () => {
  it('says none for an empty record', () => {
    expect(topLevelFieldNames({}, 5)).toBe('(none)')
  })

  it('lists up to the limit, then counts the rest', () => {
    expect(topLevelFieldNames({ status: 1, run_id: 2 }, 5)).toBe('status, run_id')
    expect(topLevelFieldNames({ a: 1, b: 2, c: 3 }, 3)).toBe('a, b, c')
    expect(topLevelFieldNames({ a: 1, b: 2, c: 3 }, 2)).toBe('a, b and 1 more')
    expect(topLevelFieldNames({ a: 1, b: 2, c: 3, d: 4, e: 5 }, 1)).toBe('a and 4 more')
  })

  it('makes each name inert and at most 40 characters', () => {
    const names = topLevelFieldNames({ ['n'.repeat(60)]: 1, 'two\nlines\u001b[2J': 2 }, 5)
    expect(names).toBe(`${'n'.repeat(39)}…, two lines`)
  })
})
