/**
 * The id rule, case by case, so that StrykerJS (npm run mutate) finds no change to src/lib/ids.ts
 * that the tests let through: every reason is checked word for word, and every boundary of the
 * control-character range from both sides.
 */
import { CONTROL_CHARACTER, pathSegment, unusableIdReason } from '../src/lib/ids.js'

describe('unusableIdReason', () => {
  it.each([
    [42, 'it is not a string (number)'],
    [null, 'it is not a string (null)'],
    [undefined, 'it is not a string (undefined)'],
    [{ id: 'r-1' }, 'it is not a string (object)'],
    [['r-1'], 'it is not a string (object)'],
    [true, 'it is not a string (boolean)']
  ])('refuses the non-string %p, naming its type', (id, reason) => {
    expect(unusableIdReason(id)).toBe(reason)
  })

  it.each(['', ' ', '   ', '\t', '\n \r', '\u00a0'])('refuses the empty or blank id %j as empty', id => {
    expect(unusableIdReason(id)).toBe('it is empty')
  })

  it.each(['.', '..'])('refuses %j, which would name another path', id => {
    expect(unusableIdReason(id)).toBe(`'${id}' would name another path`)
  })

  it.each(['a\u0000b', '\u001f', 'r-1\u007f', '\u0080x', 'x\u009f', 'a\u001b[31mb'])(
    'refuses %j for its control characters',
    id => {
      expect(unusableIdReason(id)).toBe('it contains control characters')
    }
  )

  it.each(['r-1', '...', '.a', 'a.', ' r-1 ', 'a b', 'a/b', '~', '\u00a0r', 'ünïcode', '%2e%2e'])('accepts %j', id => {
    expect(unusableIdReason(id)).toBeUndefined()
  })
})

describe('CONTROL_CHARACTER', () => {
  it('matches exactly C0, DEL and C1', () => {
    const matched = [...Array(0x200).keys()].filter(code => CONTROL_CHARACTER.test(String.fromCharCode(code)))
    const expected = [...[...Array(0x20).keys()], ...[...Array(0x21).keys()].map(code => code + 0x7f)]
    expect(matched).toEqual(expected)
  })

  it('finds a control character anywhere in a string', () => {
    expect(CONTROL_CHARACTER.test('run-1\u0007')).toBe(true)
    expect(CONTROL_CHARACTER.test('\u0007run-1')).toBe(true)
    expect(CONTROL_CHARACTER.test('run-1')).toBe(false)
  })
})

describe('pathSegment', () => {
  it('keeps an ordinary id as it is', () => {
    expect(pathSegment('r-1_A.b~c')).toBe('r-1_A.b~c')
  })

  it('percent-encodes everything that could leave the segment', () => {
    expect(pathSegment('a/b?c#d')).toBe('a%2Fb%3Fc%23d')
    expect(pathSegment('100%')).toBe('100%25')
    expect(pathSegment('a b')).toBe('a%20b')
    expect(pathSegment('..%2f')).toBe('..%252f')
  })
})
