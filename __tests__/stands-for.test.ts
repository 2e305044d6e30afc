/**
 * What a signed certification stands in for, of `repeat` (src/gate/certified/stands-for.ts): as many runs as it rests
 * on, or a sequential gate's decision on fewer, only under the same repeat, pass-if and fail-if, and only for a
 * sequential gate.
 */
import { tooFewRuns } from '../src/gate/certified/stands-for.js'

const standsForRepeat = (...args: Parameters<typeof tooFewRuns>) => tooFewRuns(...args) === undefined

const decided = { repeat: 10, passIf: 'stats.s.low >= 75.0', failIf: 'stats.s.high < 75.0' }
const sequential = {
  repeat: 10,
  sequential: true,
  passIfExpression: 'stats.s.low >= 75.0',
  failIfExpression: 'stats.s.high < 75.0'
}
const fourRuns = [{}, {}, {}, {}]

describe('tooFewRuns', () => {
  it('takes a certification resting on as many runs as repeat, or more; a list of one, one run', () => {
    expect(standsForRepeat({ runs: fourRuns }, { repeat: 4 })).toBe(true)
    expect(standsForRepeat({ runs: fourRuns }, { repeat: 3 })).toBe(true)
    expect(standsForRepeat({ runs: fourRuns }, { repeat: 5 })).toBe(false)
    expect(standsForRepeat({ runs: [{}] }, { repeat: 1 })).toBe(true)
    expect(standsForRepeat({ runs: [{}] }, {})).toBe(true)
    expect(standsForRepeat({ runs: [{}] }, { repeat: 2 })).toBe(false)
  })

  it('says how many runs it rests on and how many repeat asks for', () => {
    expect(tooFewRuns({ runs: fourRuns }, { repeat: 5 })).toEqual({ kind: 'too-few-runs', runs: 4, repeat: 5 })
    expect(tooFewRuns({ runs: [{}] }, { repeat: 2 })).toEqual({ kind: 'too-few-runs', runs: 1, repeat: 2 })
    expect(tooFewRuns({ runs: fourRuns, decidedEarly: decided }, { ...sequential, repeat: 9 })).toEqual({
      kind: 'too-few-runs',
      runs: 4,
      repeat: 9
    })
  })

  it('takes one a sequential gate decided on fewer runs, for a sequential gate with the same repeat and expressions', () => {
    expect(standsForRepeat({ runs: fourRuns, decidedEarly: decided }, sequential)).toBe(true)
  })

  it.each([
    ['a gate that is not sequential', { sequential: false }],
    ['sequential left unsaid', { sequential: undefined }],
    ['another repeat', { repeat: 9 }],
    ['another pass-if', { passIfExpression: 'stats.s.low >= 70.0' }],
    ['no pass-if', { passIfExpression: undefined }],
    ['another fail-if', { failIfExpression: 'stats.s.high < 70.0' }],
    ['no fail-if', { failIfExpression: undefined }]
  ])('never for %s', (_case, change) => {
    expect(standsForRepeat({ runs: fourRuns, decidedEarly: decided }, { ...sequential, ...change })).toBe(false)
  })

  it('never for one decided on fewer runs by no look before its last, and matches null expressions with none', () => {
    expect(standsForRepeat({ runs: fourRuns }, sequential)).toBe(false)
    const bare = { repeat: 10, passIf: null, failIf: null }
    expect(standsForRepeat({ runs: fourRuns, decidedEarly: bare }, { repeat: 10, sequential: true })).toBe(true)
    expect(standsForRepeat({ runs: fourRuns, decidedEarly: bare }, sequential)).toBe(false)
  })
})
