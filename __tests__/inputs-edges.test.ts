/**
 * The gate's inputs at their edges, case by case, beside inputs.test.ts, so that StrykerJS (npm run
 * mutate) finds no change to src/gate/inputs.ts that the tests let through: where a loopback host
 * and a version segment end, what is trimmed, each refusal's words, which warnings and notices
 * are given and when.
 */
import { InputError } from '../src/action/inputs.js'
import { readConfig } from '../src/gate/inputs.js'

const VALID = { 'base-url': 'https://api.example.com/v1', 'api-key': 'acs_sk_abc123', 'project-id': 'proj-1' }
const read = (inputs: Record<string, string>) => readConfig(name => ({ ...VALID, ...inputs })[name as keyof typeof VALID] ?? '', {})
function refusal(inputs: Record<string, string>): InputError {
  try {
    read(inputs)
  } catch (error) {
    if (error instanceof InputError) return error
    throw error
  }
  throw new Error('expected an InputError')
}

describe('base-url', () => {
  it.each(['http://localhost:8080/v1', 'http://127.0.0.1/v1', 'http://127.10.200.3:9/v1', 'http://[::1]:8080/v1', 'HTTP://LOCALHOST/v1'])(
    'allows plain http to the loopback %s',
    url => expect(read({ 'base-url': url }).config.baseUrl).toBe(url.toLowerCase().replace('http://localhost', 'http://localhost'))
  )

  it.each(['http://notlocalhost/v1', 'http://127.0.0.1.example.com/v1', 'http://a.localhost.example/v1'])(
    'refuses plain http to %s, which is not loopback',
    url => expect(refusal({ 'base-url': url }).message).toMatch(/uses plain http to a remote host/)
  )

  it('keeps a version segment that ends the path, appends one otherwise, and trims trailing slashes', () => {
    expect(read({ 'base-url': 'https://api.example.com/v12' }).config.baseUrl).toBe('https://api.example.com/v12')
    expect(read({ 'base-url': 'https://api.example.com/v1//' }).config.baseUrl).toBe('https://api.example.com/v1')
    const appended = read({ 'base-url': 'https://api.example.com/v1/extra' })
    expect(appended.config.baseUrl).toBe('https://api.example.com/v1/extra/v1')
    expect(appended.notices).toEqual(['base-url has no version segment: using https://api.example.com/v1/extra/v1.'])
    expect(read({ 'base-url': 'https://api.example.com//' }).config.baseUrl).toBe('https://api.example.com/v1')
  })

  it('refuses credentials in either part, and a query or a fragment', () => {
    expect(refusal({ 'base-url': 'https://user@api.example.com/v1' }).message).toBe(
      "Input 'base-url': must not carry credentials; the API key goes in api-key."
    )
    expect(refusal({ 'base-url': 'https://:secret@api.example.com/v1' }).message).toMatch(/must not carry credentials/)
    expect(refusal({ 'base-url': 'https://api.example.com/v1#x' }).message).toBe(
      "Input 'base-url': must not have a query or fragment; give the service root, e.g. https://api.example.com/v1."
    )
    expect(refusal({ 'base-url': 'https://api.example.com/v1?x=1' }).message).toMatch(/must not have a query or fragment/)
  })

  it('reads every input trimmed', () => {
    const { config } = read({
      'base-url': '  https://api.example.com/v1 ',
      'project-id': ' proj-1 ',
      'api-key': ' acs_sk_abc123 ',
      'quote-token': ' qt '
    })
    expect(config).toMatchObject({
      baseUrl: 'https://api.example.com/v1',
      apiKey: 'acs_sk_abc123',
      targets: [{ projectId: 'proj-1' }],
      quoteToken: 'qt'
    })
  })
})

describe('api-key and quote-token', () => {
  it('says what to do with an empty key, one that is not Latin-1, and one with whitespace', () => {
    expect(refusal({ 'api-key': '' }).message).toMatch(
      /^Input 'api-key': is empty\. Pass the key from a secret: `api-key: \$\{\{ secrets\.CERTIFICATION_API_KEY \}\}`\. Pull requests from forks get no secrets/
    )
    expect(refusal({ 'api-key': 'acs_sk_abc\u2013123' }).message).toBe(
      "Input 'api-key': contains a character that cannot be sent in an HTTP header (outside Latin-1), such as a curly quote or a dash pasted from a chat or a document. " +
        'Copy the key again from the console (Settings, Environments) into the secret.'
    )
    expect(refusal({ 'api-key': 'acs_sk_abc 123' }).message).toBe(
      "Input 'api-key': contains whitespace or control characters. Copy the key again from the console (Settings, Environments) into the secret, as one line."
    )
    expect(refusal({ 'quote-token': 'qt\u0007x' }).message).toBe(
      "Input 'quote-token': contains control characters; paste the token exactly as the console shows it."
    )
  })

  it('warns about a key that does not look like one, anywhere but in its middle', () => {
    const warned = (key: string) =>
      read({ 'api-key': key }).warnings.some(warning => warning.startsWith("api-key does not look like '<service>_sk_<secret>'"))
    expect(warned('acs_sk_abc')).toBe(false)
    expect(warned('_sk_abc')).toBe(true)
    expect(warned('acs_sk_')).toBe(true)
    expect(warned('acs-abc')).toBe(true)
  })
})

describe('warnings and notices', () => {
  it('warns that pass-if is not evaluated only when it is set and wait is false', () => {
    const warning = 'pass-if is not evaluated with wait: false: the step does not wait for the run, so nothing is judged.'
    expect(read({ 'pass-if': 'run.ok', wait: 'false' }).warnings).toContain(warning)
    expect(read({ 'pass-if': 'run.ok' }).warnings).not.toContain(warning)
    expect(read({ wait: 'false' }).warnings).not.toContain(warning)
    // With reuse, pass-if still decides what is reused: the warning says only what it does not judge.
    expect(read({ 'pass-if': 'run.ok', wait: 'false', reuse: '7d' }).warnings).toEqual([
      'With wait: false, pass-if only decides whether a signed certification is reused: a run that is started is not waited for, so it is not judged.'
    ])
    // With run-id on every target nothing is reused: the plain warning.
    expect(read({ 'pass-if': 'run.ok', wait: 'false', reuse: '7d', 'run-id': 'r-1' }).warnings).toEqual([warning])
  })

  it('warns when poll-interval is longer than timeout, in seconds, and not when they are equal', () => {
    expect(read({ 'poll-interval': '90s', timeout: '60s' }).warnings).toContain(
      'poll-interval (90s) is longer than timeout (60s): the run is polled at most once or twice.'
    )
    expect(read({ 'poll-interval': '60s', timeout: '60s' }).warnings).toEqual([])
  })

  it('says which of run-id and project-id it uses when both are set', () => {
    expect(read({ 'run-id': 'r-1' }).notices).toEqual([
      'Both run-id and project-id are set: waiting for run r-1; project proj-1 is only shown.'
    ])
    expect(read({ 'run-id': 'r-1, r-2' }).notices).toEqual([
      'Both run-id and project-id are set: waiting for the runs in run-id; project-id is not used.'
    ])
    expect(read({ 'run-id': 'r-1', 'project-id': 'p-1, p-2' }).notices).toEqual([
      'Both run-id and project-id are set: waiting for the runs in run-id; project-id is not used.'
    ])
    expect(read({ 'run-id': 'r-1, r-2', 'project-id': '' }).notices).toEqual([])
    expect(read({ 'run-id': 'r-1, r-2', 'project-id': '' }).config.targets).toEqual([{ runId: 'r-1' }, { runId: 'r-2' }])
  })
})
