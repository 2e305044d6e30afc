/**
 * The credentials the runner's Docker client would use for a registry, found as Docker finds them:
 * the config at `$DOCKER_CONFIG/config.json` (what `docker login` and docker/login-action honour),
 * else `~/.docker/config.json`; a credential helper named for the registry (`credHelpers`) or for
 * every registry (`credsStore`), asked as Docker asks it (`docker-credential-<name> get`, the
 * registry's server on stdin, `{"Username", "Secret"}` back: what `gcloud auth configure-docker`
 * and the cloud logins set up); else the config's own `auths` entry. @sigstore/oci reads only the
 * last, and only under HOME. Nothing read here is ever shown: a helper that fails is named, with
 * the registry, never with what it printed.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { HintedError } from '../lib/errors.js'
import { parseJson, readPath } from '../lib/json.js'

export interface RegistryCredentials {
  username: string
  password: string
}

/** The credentials and where they came from, or why there are none (then a registry is read anonymously). */
export type CredentialsFound = { credentials: RegistryCredentials; from: string } | { none: string }

/** A credential helper the config names could not give credentials: not on PATH, failed, or answered no JSON. */
export class CredentialHelperError extends HintedError {
  constructor(message: string, hint: string) {
    super('CredentialHelperError', message, hint)
  }
}

/** How long a credential helper may take at most: one that hangs on a keychain prompt must not hold the job. */
const HELPER_TIMEOUT_MS = 20_000
/** How long after a helper's exit its pipes may stay open (a child outside its group holding them). */
const AFTER_EXIT_MS = 1000
/** The most a helper may print, stdout and stderr together: an answer is a user name and a secret. */
const HELPER_OUTPUT_LIMIT = 1024 * 1024
/** Docker Hub's names, all one registry; Docker keeps its credentials under its old index address. */
const DOCKER_HUB = new Set(['docker.io', 'index.docker.io', 'registry-1.docker.io'])
const DOCKER_HUB_SERVER = 'https://index.docker.io/v1/'
/** What a helper says, exiting non-zero, when it holds nothing for the server: no credentials, not a failure. */
const NOT_FOUND = /credentials not found/i

export interface DockerCredentialsOptions {
  /** The environment the Docker client would see (DOCKER_CONFIG, PATH); the process's by default. */
  env?: NodeJS.ProcessEnv
  home?: string
  /** What is left of the step's time: a helper gets the lesser of it and HELPER_TIMEOUT_MS. */
  remainingMs?: number
}

/** The credentials Docker would use for `registry` (a host, with its port when it has one). */
export async function dockerCredentials(
  registry: string,
  options: DockerCredentialsOptions = {}
): Promise<CredentialsFound> {
  const env = options.env ?? process.env
  const directory = env['DOCKER_CONFIG'] || join(options.home ?? os.homedir(), '.docker')
  const path = join(directory, 'config.json')
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return { none: `no Docker config at ${path}` }
  }
  const config = parseJson(text)
  if (config === undefined || typeof config !== 'object' || config === null) {
    // The file may hold credentials: what it holds is never quoted.
    return { none: `the Docker config at ${path} is not JSON` }
  }
  const host = canonical(registry)
  const helper = entryFor(readPath(config, ['credHelpers']), host) ?? readPath(config, ['credsStore'])
  if (typeof helper === 'string' && helper !== '')
    return askHelper(helper, registry, { env, timeoutMs: Math.min(HELPER_TIMEOUT_MS, options.remainingMs ?? Infinity) })
  const auth = entryFor(readPath(config, ['auths']), host)
  const credentials = auth === undefined ? undefined : fromAuthEntry(auth)
  return credentials === undefined
    ? { none: `the Docker config at ${path} holds no login for ${registry}` }
    : { credentials, from: path }
}

/** A registry as Docker compares config keys: no scheme, no path, Docker Hub's aliases as one. */
function canonical(registry: string): string {
  const host = registry
    .replace(/^https?:\/\//, '')
    .split('/')[0]
    .toLowerCase()
  return DOCKER_HUB.has(host) ? 'docker.io' : host
}

/**
 * The value of an object's key that names `host` (keys may carry a scheme or a path, as `docker login` writes Hub's).
 */
function entryFor(entries: unknown, host: string): unknown {
  if (typeof entries !== 'object' || entries === null) return undefined
  const key = Object.keys(entries).find(name => canonical(name) === host)
  return key === undefined ? undefined : (entries as Record<string, unknown>)[key]
}

/**
 * An `auths` entry: `auth` (base64 of user:password) or `username` and `password`; an identity token stands for the
 * password.
 */
function fromAuthEntry(entry: unknown): RegistryCredentials | undefined {
  const field = (name: string) => {
    const value = readPath(entry, [name])
    return typeof value === 'string' && value !== '' ? value : undefined
  }
  const decoded =
    field('auth') === undefined ? undefined : Buffer.from(field('auth') as string, 'base64').toString('utf8')
  const colon = decoded?.indexOf(':') ?? -1
  const username = decoded !== undefined && colon > 0 ? decoded.slice(0, colon) : field('username')
  const password =
    field('identitytoken') ?? (decoded !== undefined && colon > 0 ? decoded.slice(colon + 1) : field('password'))
  return username === undefined || password === undefined ? undefined : { username, password }
}

/** What a helper did: printed and exited (with its code), or was ended (its deadline, too much output), or never ran. */
type HelperAnswer =
  { stdout: string; stderr: string; code: number | null } | { ended: 'deadline' | 'too-large' } | { notRun: string }

/**
 * Runs `program get` with `input` on stdin, in a process group of its own, within `timeoutMs`. Done when it exits:
 * then whatever it left running (a child holding its output open) is ended with it, so its pipes close on what it
 * wrote. At the deadline, or past HELPER_OUTPUT_LIMIT, the whole group is ended and nothing more is waited for.
 */
function runHelper(program: string, input: string, { env, timeoutMs }: { env: NodeJS.ProcessEnv; timeoutMs: number }) {
  return new Promise<HelperAnswer>(resolve => {
    let child: ChildProcessWithoutNullStreams
    try {
      child = spawn(program, ['get'], { env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] })
    } catch (error) {
      // A name spawn refuses outright (a NUL in it): never run, said as such.
      resolve({ notRun: String((error as NodeJS.ErrnoException).code ?? 'refused') })
      return
    }
    const printed = { stdout: [] as Buffer[], stderr: [] as Buffer[], bytes: 0 }
    let settled = false
    const endGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // The group is gone already, or there are no groups (Windows): the helper itself, at least, is ended.
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      }
    }
    const finish = (answer: HelperAnswer) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      endGroup()
      child.stdout.destroy()
      child.stderr.destroy()
      resolve(answer)
    }
    const timer = setTimeout(() => finish({ ended: 'deadline' }), timeoutMs)
    const written = (code: number | null): HelperAnswer => ({
      stdout: Buffer.concat(printed.stdout).toString('utf8'),
      stderr: Buffer.concat(printed.stderr).toString('utf8'),
      code
    })
    const collect = (into: Buffer[]) => (chunk: Buffer) => {
      printed.bytes += chunk.length
      if (printed.bytes > HELPER_OUTPUT_LIMIT) finish({ ended: 'too-large' })
      else into.push(chunk)
    }
    child.stdout.on('data', collect(printed.stdout))
    child.stderr.on('data', collect(printed.stderr))
    child.on('error', error => finish({ notRun: String((error as NodeJS.ErrnoException).code ?? error.message) }))
    // Its exit ends what it left behind; the pipes then close, and 'close' answers with all it wrote. A child that left
    // the group (setsid) may still hold them: then what was written by a moment after the exit is the answer.
    child.on('exit', code => {
      endGroup()
      setTimeout(() => finish(written(code)), AFTER_EXIT_MS).unref()
    })
    child.on('close', code => finish(written(code)))
    // A helper that exits before reading its input is answered by its exit, not by a broken pipe.
    child.stdin.on('error', () => undefined)
    child.stdin.end(input)
  })
}

/** `docker-credential-<helper> get`, as Docker runs it: the server on stdin, JSON back. */
async function askHelper(
  helper: string,
  registry: string,
  run: { env: NodeJS.ProcessEnv; timeoutMs: number }
): Promise<CredentialsFound> {
  const program = `docker-credential-${helper}`
  const server = DOCKER_HUB.has(canonical(registry)) ? DOCKER_HUB_SERVER : registry
  const named = `The Docker credential helper ${program}, which the Docker config names for ${registry},`
  const answer = await runHelper(program, server, run)
  const again =
    `Run the login that sets it up before this step (e.g. gcloud auth configure-docker, or docker/login-action), ` +
    `and re-run the job.`
  if ('notRun' in answer) {
    if (answer.notRun === 'ENOENT') {
      throw new CredentialHelperError(
        `${named} is not on PATH`,
        `Install ${program} on the runner before this step (or log in with docker/login-action), or remove it from ` +
          `the Docker config.`
      )
    }
    throw new CredentialHelperError(`${named} could not be run (${answer.notRun})`, again)
  }
  if ('ended' in answer) {
    throw new CredentialHelperError(
      answer.ended === 'deadline'
        ? `${named} did not answer within ${formatSeconds(run.timeoutMs)}`
        : `${named} printed more than ${HELPER_OUTPUT_LIMIT / 1024 / 1024} MiB, far more than a login: its answer was not read`,
      again
    )
  }
  if (answer.code !== 0) {
    // Docker reads "credentials not found" as no login: the registry is then read anonymously.
    if (NOT_FOUND.test(answer.stdout) || NOT_FOUND.test(answer.stderr)) {
      return { none: `${program} holds no login for ${registry}` }
    }
    throw new CredentialHelperError(`${named} failed (exit ${String(answer.code)})`, again)
  }
  const username = readPath(parseJson(answer.stdout), ['Username'])
  const secret = readPath(parseJson(answer.stdout), ['Secret'])
  if (typeof username !== 'string' || typeof secret !== 'string' || secret === '') {
    throw new CredentialHelperError(
      `${named} answered without credentials in the form Docker reads ({"Username", "Secret"})`,
      `Check the helper's version and its login for ${registry}, and re-run the job.`
    )
  }
  return { credentials: { username, password: secret }, from: program }
}

/** `20 s`, `3.5 s`: a helper's time, as its refusal says it. */
function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`
}
