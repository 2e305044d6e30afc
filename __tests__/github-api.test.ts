/**
 * The one GitHub client (src/github/api.ts): where its token goes. A file GitHub points to on
 * another origin (an attestation's `bundle_url` on storage) is fetched over https without the token.
 */
import { readFileSync } from 'node:fs'
import { createServer as createHttpsServer } from 'node:https'
import type { IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import tls from 'node:tls'
import { makeTestCertificates } from '../__fixtures__/test-certificates.js'
import { githubCall } from './helpers/github-call.js'

describe('GitHubApi.download', () => {
  it('fetches a file on another origin over https, without the token', async () => {
    const certificates = makeTestCertificates(['127.0.0.2'])
    tls.setDefaultCACertificates([...tls.getCACertificates('default'), readFileSync(certificates.caFile, 'utf8')])
    const seen: IncomingHttpHeaders[] = []
    const storage = createHttpsServer({ key: certificates.key, cert: certificates.cert }, (request, response) => {
      seen.push(request.headers)
      response.writeHead(200).end('the bundle')
    })
    await new Promise<void>(resolve => storage.listen(0, '127.0.0.2', resolve))
    try {
      // GITHUB_API_URL is elsewhere: the storage's origin is not GitHub's own.
      const { api, context } = githubCall('https://api.github.example', 'ghs_secret')
      const url = `https://127.0.0.2:${(storage.address() as AddressInfo).port}/bundles/1`
      const call = { ...context, subject: 'fetching a bundle', forbiddenHint: '' }
      expect((await api.download(url, call)).toString('utf8')).toBe('the bundle')
      expect(seen).toHaveLength(1)
      expect(seen[0]['authorization']).toBeUndefined()
    } finally {
      await new Promise<void>(resolve => storage.close(() => resolve()))
    }
  })
})
