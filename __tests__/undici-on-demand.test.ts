/**
 * undici loaded when a request first needs it (src/http/undici-on-demand.ts), as Octokit sends
 * through it: @actions/github makes its fetch, with @actions/http-client's ProxyAgent for the
 * runner's proxy. Jest maps `undici` to the stand-in as the bundles do (jest.config.js,
 * tsconfig.json), so these requests go through it. That the bundles hold undici only in a chunk
 * of its own, which no step loads, is shown by e2e/attest-action.test.ts ("cost").
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ConnectProxy } from '../__fixtures__/connect-proxy.js'
import { fetch, ProxyAgent } from '../src/http/undici-on-demand.js'

/** A GitHub API on loopback that answers every request with the path it was asked. */
async function fakeApi() {
  const server = createServer((request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: request.url }))
  )
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, close: () => new Promise(resolve => server.close(resolve)) }
}

let api: Awaited<ReturnType<typeof fakeApi>>
let proxy: ConnectProxy
let getOctokit: typeof import('@actions/github').getOctokit
const saved = { ...process.env }
beforeAll(async () => {
  api = await fakeApi()
  proxy = await new ConnectProxy({ 'api.github.example': '127.0.0.1' }).listen()
  // As a runner sets them before the step starts: @actions/github reads both as it loads. It is
  // imported once this file's own imports are evaluated, since its CommonJS http-client requires
  // the stand-in, and jest refuses to require an ES module that is still being linked.
  for (const name of ['https_proxy', 'HTTPS_PROXY', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY']) delete process.env[name]
  process.env['GITHUB_API_URL'] = `http://api.github.example:${api.port}`
  process.env['http_proxy'] = proxy.url
  ;({ getOctokit } = await import('@actions/github'))
})
afterAll(async () => {
  process.env = saved
  await Promise.all([api.close(), proxy.close()])
})
beforeEach(() => proxy.tunnels.splice(0))

describe('undici, loaded when a request needs it', () => {
  it("sends Octokit's requests through the proxy the runner names", async () => {
    const answer = await getOctokit('a-token').request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'agent' })
    expect(answer.data).toEqual({ path: '/repos/acme/agent' })
    expect(proxy.tunnels).toEqual([`api.github.example:${api.port}`])
  })

  it('fetches straight from the server without a dispatcher', async () => {
    expect(await (await fetch(`http://127.0.0.1:${api.port}/meta`)).json()).toEqual({ path: '/meta' })
    expect(await (await fetch(`http://127.0.0.1:${api.port}/null`, null)).json()).toEqual({ path: '/null' })
    expect(proxy.tunnels).toEqual([])
  })

  it('makes one agent for every request through a ProxyAgent, when the first is sent', async () => {
    const agent = new ProxyAgent({ uri: proxy.url })
    for (const path of ['/one', '/two']) {
      // As @actions/github passes http-client's agent, untyped, to fetch.
      const answer = await fetch(`http://127.0.0.1:${api.port}${path}`, { dispatcher: agent as never })
      expect(await answer.json()).toEqual({ path })
    }
    expect(await agent.dispatcher()).toBe(await agent.dispatcher())
    expect(new Set(proxy.tunnels)).toEqual(new Set([`127.0.0.1:${api.port}`]))
  })
})
