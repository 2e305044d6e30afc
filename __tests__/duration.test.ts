import { formatDuration, parseDuration } from '../src/lib/duration.js'

describe('parseDuration', () => {
  it.each([
    ['90s', 90_000],
    ['15m', 900_000],
    ['1h', 3_600_000],
    ['1h30m', 5_400_000],
    ['1h30m15s', 5_415_000],
    ['600', 600_000],
    ['30d', 30 * 86_400_000],
    ['1d12h', 129_600_000],
    [' 2M ', 120_000],
    ['0', 0]
  ])('reads %p as %p ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms)
  })

  it.each(['', 'soon', '1.5m', '-5s', '5 m', '1h1d', 'd', 'm', '30m1h', '10ms'])('rejects %p', text => {
    expect(parseDuration(text)).toBeUndefined()
  })
})

describe('formatDuration', () => {
  it.each([
    [400, '0.4s'],
    [3000, '3s'],
    [42_000, '42s'],
    [187_000, '3m 07s'],
    [7_500_000, '2h 05m']
  ])('formats %p ms as %p', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })
})
