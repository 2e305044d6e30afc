/**
 * The registry credentials found as Docker finds them (src/verify/docker-credentials.ts): the
 * config under DOCKER_CONFIG or HOME, a credential helper named for the registry or for all (a
 * script this test puts on PATH, asked as Docker asks it), else the config's own login. A helper
 * that is missing, fails or answers no JSON is named, with the registry, never with its output.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CredentialHelperError, dockerCredentials } from '../src/registry/docker-credentials.js'

const SECRET = 'helper-secret-0123456789'
let root: string
let bin: string

/** A folder holding a Docker config.json of `config`. */
function configIn(name: string, config: unknown): string {
  const directory = join(root, name)
  mkdirSync(directory, { recursive: true })
  writeFileSync(join(directory, 'config.json'), typeof config === 'string' ? config : JSON.stringify(config))
  return directory
}

/** `docker-credential-<name>` on PATH: a shell script that keeps what it was given on stdin and runs `body`. */
function helper(name: string, body: string): string {
  const path = join(bin, `docker-credential-${name}`)
  writeFileSync(path, `#!/bin/sh\n[ "$1" = get ] || exit 3\ncat > "${join(bin, `${name}.stdin`)}"\n${body}\n`)
  chmodSync(path, 0o755)
  return join(bin, `${name}.stdin`)
}

const env = (extra: Record<string, string> = {}) => ({ PATH: `${bin}:/usr/bin:/bin`, ...extra })
const basic = (user: string, password: string) => Buffer.from(`${user}:${password}`).toString('base64')

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'docker-credentials-'))
  bin = join(root, 'bin')
  mkdirSync(bin)
})

describe('Docker credentials, as Docker finds them', () => {
  it("reads DOCKER_CONFIG's config before HOME's, and HOME's when DOCKER_CONFIG is not set", async () => {
    const home = join(root, 'home')
    configIn('home/.docker', { auths: { 'ghcr.io': { auth: basic('from-home', 'p1') } } })
    const elsewhere = configIn('elsewhere', { auths: { 'ghcr.io': { auth: basic('from-docker-config', 'p2') } } })
    expect(await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: elsewhere }), home })).toEqual({
      credentials: { username: 'from-docker-config', password: 'p2' },
      from: join(elsewhere, 'config.json')
    })
    expect(await dockerCredentials('ghcr.io', { env: env(), home })).toMatchObject({
      credentials: { username: 'from-home', password: 'p1' }
    })
    expect(await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: join(root, 'missing') }), home })).toEqual({
      none: `no Docker config at ${join(root, 'missing', 'config.json')}`
    })
  })

  it("reads a login's forms: auth, username and password, an identity token; keys with a scheme, Docker Hub's aliases; no other registry's", async () => {
    const config = configIn('forms', {
      auths: {
        'https://index.docker.io/v1/': { auth: basic('hub-user', 'hub-pass') },
        'registry.example:5000': { username: 'u', password: 'p' },
        'acr.example': { auth: basic('00000000-0000-0000-0000-000000000000', ''), identitytoken: 'refresh-token' },
        'ghcr.io.evil.example': { auth: basic('not', 'this') }
      }
    })
    const found = (registry: string) => dockerCredentials(registry, { env: env({ DOCKER_CONFIG: config }) })
    expect(await found('docker.io')).toMatchObject({ credentials: { username: 'hub-user', password: 'hub-pass' } })
    expect(await found('registry-1.docker.io')).toMatchObject({ credentials: { username: 'hub-user' } })
    expect(await found('registry.example:5000')).toMatchObject({ credentials: { username: 'u', password: 'p' } })
    expect(await found('acr.example')).toMatchObject({ credentials: { password: 'refresh-token' } })
    expect(await found('ghcr.io')).toEqual({
      none: `the Docker config at ${join(config, 'config.json')} holds no login for ghcr.io`
    })
  })

  it('asks the helper named for the registry as Docker does (the server on stdin, JSON back), before credsStore, and credsStore before auths', async () => {
    const named = helper('named', `echo '{"ServerURL":"ghcr.io","Username":"from-helper","Secret":"${SECRET}"}'`)
    const store = helper('store', `echo '{"Username":"from-store","Secret":"s"}'`)
    const config = configIn('helpers', {
      credHelpers: { 'ghcr.io': 'named' },
      credsStore: 'store',
      auths: { 'ghcr.io': { auth: basic('from-auths', 'a') }, 'quay.io': { auth: basic('from-auths', 'a') } }
    })
    const found = (registry: string) => dockerCredentials(registry, { env: env({ DOCKER_CONFIG: config }) })
    expect(await found('ghcr.io')).toEqual({
      credentials: { username: 'from-helper', password: SECRET },
      from: 'docker-credential-named'
    })
    expect(readFileSync(named, 'utf8')).toBe('ghcr.io')
    expect(await found('quay.io')).toMatchObject({ credentials: { username: 'from-store' } })
    expect(readFileSync(store, 'utf8')).toBe('quay.io')
    // Docker Hub's logins are kept under its old index address, and asked for by it.
    expect(await found('docker.io')).toMatchObject({ credentials: { username: 'from-store' } })
    expect(readFileSync(store, 'utf8')).toBe('https://index.docker.io/v1/')
  })

  it('reads a helper that holds nothing for the registry as no login (anonymous), as Docker does', async () => {
    helper('empty', 'echo "credentials not found in native keychain"; exit 1')
    const config = configIn('empty', { credsStore: 'empty' })
    expect(await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: config }) })).toEqual({
      none: 'docker-credential-empty holds no login for ghcr.io'
    })
  })

  it('fails, naming the helper and the registry and never what it printed, when it is missing, fails or answers no JSON', async () => {
    helper('broken', `echo "token=${SECRET}" >&2; echo "${SECRET}"; exit 2`)
    helper('chatty', `echo "here is ${SECRET}"`)
    const cases: Array<[string, RegExp]> = [
      [
        'absent',
        /^The Docker credential helper docker-credential-absent, which the Docker config names for ghcr\.io, is not on PATH$/
      ],
      [
        'broken',
        /^The Docker credential helper docker-credential-broken, which the Docker config names for ghcr\.io, failed \(exit 2\)$/
      ],
      [
        'chatty',
        /^The Docker credential helper docker-credential-chatty, which the Docker config names for ghcr\.io, answered without credentials in the form Docker reads/
      ]
    ]
    for (const [name, message] of cases) {
      const config = configIn(`fails-${name}`, { credHelpers: { 'ghcr.io': name } })
      const error = await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: config }) }).then(
        () => undefined,
        (thrown: unknown) => thrown
      )
      expect(error).toBeInstanceOf(CredentialHelperError)
      expect((error as CredentialHelperError).message).toMatch(message)
      expect(`${(error as CredentialHelperError).message} ${(error as CredentialHelperError).hint}`).not.toContain(
        SECRET
      )
    }
  })

  it('never quotes a config that is not JSON: it may hold credentials', async () => {
    const config = configIn('garbled', `{"auths": {"ghcr.io": {"auth": "${SECRET}"`)
    const found = await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: config }) })
    expect(found).toEqual({ none: `the Docker config at ${join(config, 'config.json')} is not JSON` })
  })
})
