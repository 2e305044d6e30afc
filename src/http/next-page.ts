/**
 * Paging by the Link header (RFC 8288), as GitHub's API and the OCI referrers API both page: the
 * next page's URL, followed only on the origin asked, so a credential never goes elsewhere.
 */

/** The Link header's `rel="next"`, only on `origin`. */
export function nextPage(header: string | undefined, origin: string): string | undefined {
  for (const part of (header ?? '').split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part)
    if (match === null) continue
    try {
      const url = new URL(match[1])
      return url.origin === origin ? url.href : undefined
    } catch {
      return undefined
    }
  }
  return undefined
}
