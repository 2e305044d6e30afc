const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 } as const

/** `90s`, `15m`, `1h`, `1h30m`, `1h30m15s`, `30d` or plain seconds (`600`). */
const DURATION_PATTERN = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/

/**
 * Parses a duration as the inputs write it into milliseconds, or returns undefined when the
 * text is not one. Durations are parsed once, here at the edge; nothing deeper sees strings.
 */
export function parseDuration(text: string): number | undefined {
  const trimmed = text.trim().toLowerCase()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * UNIT_MS.s
  const match = DURATION_PATTERN.exec(trimmed)
  if (!match || trimmed === '') return undefined
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match
  return (
    Number(days) * UNIT_MS.d + Number(hours) * UNIT_MS.h + Number(minutes) * UNIT_MS.m + Number(seconds) * UNIT_MS.s
  )
}

/** `2h 05m`, `3m 07s`, `42s`, `0.4s`: how long something took, for a person. */
export function formatDuration(ms: number): string {
  if (ms < 10_000) return `${(Math.max(0, ms) / 1000).toFixed(1).replace(/\.0$/, '')}s`
  const totalSeconds = Math.round(ms / 1000)
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  if (hours > 0) return `${hours}h ${pad(minutes)}m`
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`
  return `${seconds}s`
}
