/**
 * undici, loaded when a request first needs it. @actions/core loads @actions/http-client, which
 * imports undici's ProxyAgent as it loads, so every step compiled undici (900 KiB, most of what
 * it loaded at start) although only Octokit's requests send through it (@actions/github's fetch),
 * and no step makes one today: @actions/attest signs with skipWrite, and src/github/ stores the
 * attestation through the project's own client. The bundles resolve `undici` to this file
 * (tsconfig.json's `paths`; jest.config.js maps it alike, so the tests run what the bundles
 * run), and undici itself comes, from a chunk of its own, with the first of those requests.
 *
 * It stands in for what the bundled packages import of undici, and only that: ProxyAgent, which
 * @actions/http-client makes for a proxy and @actions/github hands to fetch as its dispatcher,
 * and fetch. ncc does not refuse an import of anything else (it would be undefined when run):
 * e2e/attest-action.test.ts reads every production dependency's imports of undici and fails on one.
 */
import type * as Undici from 'undici/index.js'

let undici: Promise<typeof Undici> | undefined
const loaded = () => (undici ??= import('undici/index.js'))

/** undici's ProxyAgent, made when the first request goes through it. */
export class ProxyAgent {
  // Private by the language: @actions/http-client reads and writes an `options` of the agent it
  // made (only with ignoreSslError, which @actions/github never sets).
  readonly #options: Undici.ProxyAgent.Options | string
  #agent: Promise<Undici.ProxyAgent> | undefined

  constructor(options: Undici.ProxyAgent.Options | string) {
    this.#options = options
  }

  /** The real ProxyAgent, made once. */
  dispatcher(): Promise<Undici.ProxyAgent> {
    return (this.#agent ??= loaded().then(({ ProxyAgent }) => new ProxyAgent(this.#options)))
  }
}

/** undici's fetch, through the real agent of a ProxyAgent made here. */
export async function fetch(input: Undici.RequestInfo, init?: Undici.RequestInit | null): Promise<Undici.Response> {
  const { fetch } = await loaded()
  const dispatcher = init?.dispatcher instanceof ProxyAgent ? await init.dispatcher.dispatcher() : init?.dispatcher
  return fetch(input, { ...init, dispatcher })
}
