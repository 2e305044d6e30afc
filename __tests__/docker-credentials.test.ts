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

  it("reads HOME's config when DOCKER_CONFIG is set but empty", async () => {
    const home = join(root, 'home-empty-docker-config')
    configIn('home-empty-docker-config/.docker', { auths: { 'ghcr.io': { auth: basic('from-home', 'p1') } } })
    expect(await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: '' }), home })).toEqual({
      credentials: { username: 'from-home', password: 'p1' },
      from: join(home, '.docker', 'config.json')
    })
  })

  it("matches a login's key as Docker does: any case, http:// or https://, Docker Hub under each of its names", async () => {
    const config = configIn('keys', {
      auths: {
        'GHCR.io': { username: 'upper', password: 'p' },
        'http://registry.example:5000/v2/': { username: 'plain-http', password: 'p' },
        'docker.io': { username: 'hub', password: 'p' }
      }
    })
    const found = (registry: string) => dockerCredentials(registry, { env: env({ DOCKER_CONFIG: config }) })
    expect(await found('ghcr.io')).toMatchObject({ credentials: { username: 'upper' } })
    expect(await found('registry.example:5000')).toMatchObject({ credentials: { username: 'plain-http' } })
    expect(await found('index.docker.io')).toMatchObject({ credentials: { username: 'hub' } })
    // A port is part of the registry: the same host on another port has no login here.
    expect(await found('registry.example')).toEqual({
      none: `the Docker config at ${join(config, 'config.json')} holds no login for registry.example`
    })
  })

  it('reads no login from an entry without both a user name and a password, or whose auth holds no user name', async () => {
    const config = configIn('partial', {
      auths: {
        'only-user.example': { username: 'u' },
        'only-password.example': { password: 'p' },
        'empty-user.example': { username: '', password: 'p' },
        'not-text.example': { username: 7, password: ['p'] },
        // An auth with no user before its colon, or no colon at all, gives way to the entry's own fields.
        'colon-first.example': { auth: basic('', 'from-auth'), username: 'u', password: 'p' },
        'no-colon.example': { auth: Buffer.from('token-only').toString('base64'), username: 'u', password: 'p' },
        'no-colon-alone.example': { auth: Buffer.from('token-only').toString('base64') }
      }
    })
    const found = (registry: string) => dockerCredentials(registry, { env: env({ DOCKER_CONFIG: config }) })
    const noLogin = (registry: string) => ({
      none: `the Docker config at ${join(config, 'config.json')} holds no login for ${registry}`
    })
    for (const registry of [
      'only-user.example',
      'only-password.example',
      'empty-user.example',
      'not-text.example',
      'no-colon-alone.example'
    ]) {
      expect(await found(registry)).toEqual(noLogin(registry))
    }
    expect(await found('colon-first.example')).toMatchObject({ credentials: { username: 'u', password: 'p' } })
    expect(await found('no-colon.example')).toMatchObject({ credentials: { username: 'u', password: 'p' } })
  })

  it('keeps every colon after the first in the password of an auth', async () => {
    const config = configIn('colons', { auths: { 'ghcr.io': { auth: basic('user', 'pass:with:colons') } } })
    expect(await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: config }) })).toMatchObject({
      credentials: { username: 'user', password: 'pass:with:colons' }
    })
  })

  it('reads the logins when credsStore is empty, and when credHelpers or auths are not objects', async () => {
    const store = configIn('store-empty', { credsStore: '', auths: { 'ghcr.io': { auth: basic('from-auths', 'a') } } })
    expect(await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: store }) })).toMatchObject({
      credentials: { username: 'from-auths' }
    })
    const nulls = configIn('nulls', { credHelpers: null, auths: null })
    expect(await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: nulls }) })).toEqual({
      none: `the Docker config at ${join(nulls, 'config.json')} holds no login for ghcr.io`
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

  it('reads a helper that says on stderr, in any case, that it holds nothing for the registry as no login', async () => {
    helper('quiet', 'echo "Credentials Not Found" >&2; exit 1')
    const config = configIn('quiet', { credsStore: 'quiet' })
    expect(await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: config }) })).toEqual({
      none: 'docker-credential-quiet holds no login for ghcr.io'
    })
  })

  it('says what to do about a helper that is missing, fails, or answers no credentials', async () => {
    helper('fails', 'exit 4')
    helper('nameless', `echo '{"Username":7,"Secret":"${SECRET}"}'`)
    helper('secretless', `echo '{"Username":"u","Secret":""}'`)
    helper('numeric', `echo '{"Username":"u","Secret":12345}'`)
    const failure = async (name: string) => {
      const config = configIn(`hint-${name}`, { credHelpers: { 'ghcr.io': name } })
      return dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: config }) }).then(
        () => undefined,
        (thrown: unknown) => thrown as CredentialHelperError
      )
    }
    expect(await failure('missing')).toMatchObject({
      name: 'CredentialHelperError',
      hint: 'Install docker-credential-missing on the runner before this step (or log in with docker/login-action), or remove it from the Docker config.'
    })
    expect(await failure('fails')).toMatchObject({
      message:
        'The Docker credential helper docker-credential-fails, which the Docker config names for ghcr.io, failed (exit 4)',
      hint: 'Run the login that sets it up before this step (e.g. gcloud auth configure-docker, or docker/login-action), and re-run the job.'
    })
    for (const name of ['nameless', 'secretless', 'numeric']) {
      expect(await failure(name)).toMatchObject({
        message: `The Docker credential helper docker-credential-${name}, which the Docker config names for ghcr.io, answered without credentials in the form Docker reads ({"Username", "Secret"})`,
        hint: "Check the helper's version and its login for ghcr.io, and re-run the job."
      })
    }
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

  it('answers when the helper exits, ending a child it left holding its output', async () => {
    // The helper answers at once and exits; its child keeps stdout open for 60 s (past this test's own limit).
    const pidFile = join(bin, 'lingering.pid')
    helper('lingering', `echo '{"Username":"u","Secret":"${SECRET}"}'; sleep 60 & echo $! > ${pidFile}`)
    const config = configIn('lingering', { credHelpers: { 'ghcr.io': 'lingering' } })
    const found = await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: config }) })
    expect(found).toEqual({ credentials: { username: 'u', password: SECRET }, from: 'docker-credential-lingering' })
    // The child is gone (or a zombie waiting to be reaped): it was ended with the helper.
    const state = (() => {
      try {
        return readFileSync(`/proc/${readFileSync(pidFile, 'utf8').trim()}/stat`, 'utf8').split(') ')[1]?.[0]
      } catch {
        return 'gone'
      }
    })()
    expect(['gone', 'Z']).toContain(state)
  }, 45_000)

  it('answers with what the helper wrote when a child that left its group keeps its output open', async () => {
    helper('detached', `echo '{"Username":"u","Secret":"${SECRET}"}'; setsid sleep 60 &`)
    const config = configIn('detached', { credHelpers: { 'ghcr.io': 'detached' } })
    expect(await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: config }) })).toEqual({
      credentials: { username: 'u', password: SECRET },
      from: 'docker-credential-detached'
    })
  }, 45_000)

  it('names a helper that cannot even be run (a name spawn refuses)', async () => {
    const config = configIn('nul', { credHelpers: { 'ghcr.io': 'bad\u0000name' } })
    const error = await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: config }) }).then(
      () => undefined,
      (thrown: unknown) => thrown as CredentialHelperError
    )
    expect(error).toBeInstanceOf(CredentialHelperError)
    expect(error?.message).toMatch(/could not be run \(ERR_INVALID_ARG_VALUE\)$/)
  })

  it("ends the helper's whole group at the step's deadline when that is nearer than 20 s, naming it", async () => {
    helper('hanging', `sleep 30 & sleep 30`)
    const config = configIn('hanging', { credHelpers: { 'ghcr.io': 'hanging' } })
    const error = await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: config }), remainingMs: 300 }).then(
      () => undefined,
      (thrown: unknown) => thrown as CredentialHelperError
    )
    expect(error?.message).toBe(
      'The Docker credential helper docker-credential-hanging, which the Docker config names for ghcr.io, did not answer within 0.3 s'
    )
  })

  it('says a helper printing more than 1 MiB printed too much, not that it was slow', async () => {
    helper('flood', 'head -c 2000000 /dev/zero | tr "\\0" x')
    const config = configIn('flood', { credHelpers: { 'ghcr.io': 'flood' } })
    const error = await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: config }) }).then(
      () => undefined,
      (thrown: unknown) => thrown as CredentialHelperError
    )
    expect(error?.message).toBe(
      'The Docker credential helper docker-credential-flood, which the Docker config names for ghcr.io, printed more than 1 MiB, far more than a login: its answer was not read'
    )
  })

  it('never quotes a config that is not JSON: it may hold credentials', async () => {
    const config = configIn('garbled', `{"auths": {"ghcr.io": {"auth": "${SECRET}"`)
    const found = await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: config }) })
    expect(found).toEqual({ none: `the Docker config at ${join(config, 'config.json')} is not JSON` })
  })

  it('reads a config that holds no object (null, a number, a string) as one without logins, naming only its path', async () => {
    for (const [name, text] of [
      ['null', 'null'],
      ['number', '42'],
      ['string', JSON.stringify(SECRET)]
    ]) {
      const config = configIn(`not-object-${name}`, text)
      expect(await dockerCredentials('ghcr.io', { env: env({ DOCKER_CONFIG: config }) })).toEqual({
        none: `the Docker config at ${join(config, 'config.json')} is not JSON`
      })
    }
  })
})
