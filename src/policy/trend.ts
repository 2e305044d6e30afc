/**
 * A trend over certifications: the least-squares slope of a field's means, one certification to the next (x = 0, 1,
 * 2, …), with the count, the first and last points and the range. Loaded only when an expression names `trend`.
 */

/** The figures of one field's trend, as pass-if reads them (`trend.trust_score.slope`). */
export interface Trend {
  n: number
  slope: number
  first: number
  last: number
  min: number
  max: number
}

/**
 * The trend of `points`, oldest first. With one point only its count: no line can be drawn through one, so the other
 * figures are absent (`has(trend.trust_score.slope)` is false); with none, undefined.
 */
export function trendOf(points: readonly number[]): Trend | { n: number } | undefined {
  const n = points.length
  if (n === 0) return undefined
  if (n === 1) return { n }
  const meanX = (n - 1) / 2
  // Σ (x − x̄)(y − ȳ) is Σ (x − x̄) y, for Σ (x − x̄) is 0: the mean of the points is not needed.
  let covariance = 0
  let variance = 0
  points.forEach((y, x) => {
    covariance += (x - meanX) * y
    variance += (x - meanX) ** 2
  })
  const slope = covariance / variance
  // Points near the largest double overflow the sums: no slope is better than one that is not a number.
  if (!Number.isFinite(slope)) return { n }
  return {
    n,
    slope,
    first: points[0],
    last: points[n - 1],
    min: Math.min(...points),
    max: Math.max(...points)
  }
}
