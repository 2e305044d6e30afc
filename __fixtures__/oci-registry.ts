/**
 * A real OCI registry on loopback: Debian's `docker-registry` (the CNCF Distribution registry),
 * started on a free port with htpasswd (basic) authentication, as registries that take pushes ask
 * for credentials. Images are pushed into it, and what is attached to them read back, with
 * `skopeo`, a client this project did not write. `.ci/run` installs both when they are missing.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'

const run = promisify(execFile)

export const REGISTRY_BINARY = '/usr/bin/docker-registry'
export const SKOPEO_BINARY = '/usr/bin/skopeo'

/** The one account of the registry; the hash below is bcrypt of the password (Distribution reads only bcrypt). */
export const REGISTRY_USER = 'fake-pusher'
export const REGISTRY_PASSWORD = 'fake-registry-password'
const HTPASSWD = `${REGISTRY_USER}:$2a$10$Wni4zSEXhuO/F.NbU3hyYOrw1adGuQgONJWMzPi.7gzx56vw5jq9y\n`

/** Why the registry cannot be had here, or undefined when it can: a test skips with this. */
export function registryMissing(): string | undefined {
  const missing = [REGISTRY_BINARY, SKOPEO_BINARY].filter(path => !existsSync(path))
  if (missing.length === 0) return undefined
  return `${missing.join(' and ')} not installed: apt-get install -y docker-registry skopeo (.ci/run does it)`
}

export interface OciRegistry {
  /** `127.0.0.1:PORT`: the registry part of an image name. */
  host: string
  /** Pushes a small image of its own (unique by `seed`) as `repository:tag`; its manifest digest. */
  pushImage(repository: string, tag: string, seed?: string): Promise<string>
  /** The referrers of `digest` in the tag scheme's index (`sha256-<hex>`), or [] when there is none. */
  referrers(
    repository: string,
    digest: string
  ): Promise<Array<{ digest: string; artifactType?: string; annotations?: Record<string, string> }>>
  /** The artifact manifest `digest` and its one layer's bytes, as skopeo copies them out. */
  artifact(repository: string, digest: string): Promise<{ manifest: Record<string, unknown>; layer: Buffer }>
  /** A HOME whose Docker config holds credentials for the registry (`password` the right one unless said), as docker/login-action leaves them. */
  homeWithLogin(password?: string): string
  close(): Promise<void>
}

/**
 * A HOME whose Docker config logs in to `host` as `user`, as docker/login-action leaves it (in
 * `parent`, or a temporary folder of its own).
 */
export function homeLoggedInTo(host: string, user: string, password: string, parent?: string): string {
  const home =
    parent === undefined ? mkdtempSync(join(tmpdir(), 'docker-login-')) : join(parent, `home-${randomName()}`)
  mkdirSync(join(home, '.docker'), { recursive: true })
  const auth = Buffer.from(`${user}:${password}`).toString('base64')
  writeFileSync(join(home, '.docker', 'config.json'), JSON.stringify({ auths: { [host]: { auth } } }))
  return home
}

export async function startRegistry(): Promise<OciRegistry> {
  const dir = mkdtempSync(join(tmpdir(), 'oci-registry-'))
  const port = await freePort()
  writeFileSync(join(dir, 'htpasswd'), HTPASSWD)
  writeFileSync(
    join(dir, 'config.yml'),
    [
      'version: 0.1',
      'log: { level: error }',
      `storage: { filesystem: { rootdirectory: ${join(dir, 'data')} }, delete: { enabled: true } }`,
      `http: { addr: "127.0.0.1:${port}" }`,
      `auth: { htpasswd: { realm: fake-registry, path: ${join(dir, 'htpasswd')} } }`
    ].join('\n')
  )
  const server: ChildProcess = spawn(REGISTRY_BINARY, ['serve', join(dir, 'config.yml')], {
    stdio: ['ignore', 'ignore', 'pipe']
  })
  let stderr = ''
  server.stderr?.on('data', chunk => (stderr += String(chunk)))
  const host = `127.0.0.1:${port}`
  await waitUntilUp(host, () => stderr)
  const creds = `${REGISTRY_USER}:${REGISTRY_PASSWORD}`
  const skopeo = (...args: string[]) => run(SKOPEO_BINARY, args, { maxBuffer: 16 * 1024 * 1024 })
  return {
    host,
    async pushImage(repository, tag, seed = tag) {
      const layout = imageLayout(join(dir, `layout-${randomName()}`), seed)
      const digestFile = join(dir, `digest-${randomName()}`)
      await skopeo(
        'copy',
        '--dest-tls-verify=false',
        '--dest-creds',
        creds,
        '--digestfile',
        digestFile,
        `oci:${layout}:image`,
        `docker://${host}/${repository}:${tag}`
      )
      return readFileSync(digestFile, 'utf8').trim()
    },
    async referrers(repository, digest) {
      const tag = digest.replace(':', '-')
      try {
        const { stdout } = await skopeo(
          'inspect',
          '--tls-verify=false',
          '--creds',
          creds,
          '--raw',
          `docker://${host}/${repository}:${tag}`
        )
        return (
          JSON.parse(stdout) as {
            manifests: Array<{ digest: string; artifactType?: string; annotations?: Record<string, string> }>
          }
        ).manifests
      } catch (error) {
        if (/manifest unknown|not found/i.test(String((error as { stderr?: string }).stderr))) return []
        throw error
      }
    },
    async artifact(repository, digest) {
      const out = join(dir, `artifact-${randomName()}`)
      await skopeo(
        'copy',
        '--src-tls-verify=false',
        '--src-creds',
        creds,
        `docker://${host}/${repository}@${digest}`,
        `dir:${out}`
      )
      const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as {
        layers: Array<{ digest: string }>
      }
      const [layer] = manifest.layers
      return { manifest, layer: readFileSync(join(out, layer.digest.replace(/^sha256:/, ''))) }
    },
    homeWithLogin(password = REGISTRY_PASSWORD) {
      return homeLoggedInTo(host, REGISTRY_USER, password, dir)
    },
    async close() {
      if (server.exitCode === null) {
        const exited = new Promise(resolve => server.once('exit', resolve))
        server.kill()
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

/** An OCI image layout holding one small image (one empty layer; its config names `seed`, so each seed is its own digest). */
function imageLayout(path: string, seed: string): string {
  mkdirSync(join(path, 'blobs', 'sha256'), { recursive: true })
  const put = (bytes: Buffer) => {
    const hex = createHash('sha256').update(bytes).digest('hex')
    writeFileSync(join(path, 'blobs', 'sha256', hex), bytes)
    return { digest: `sha256:${hex}`, size: bytes.length }
  }
  const tar = Buffer.alloc(1024)
  const layer = put(gzipSync(tar))
  const diffId = `sha256:${createHash('sha256').update(tar).digest('hex')}`
  const config = put(
    Buffer.from(
      JSON.stringify({
        architecture: 'amd64',
        os: 'linux',
        config: { Labels: { seed } },
        rootfs: { type: 'layers', diff_ids: [diffId] }
      })
    )
  )
  const manifest = put(
    Buffer.from(
      JSON.stringify({
        schemaVersion: 2,
        mediaType: 'application/vnd.oci.image.manifest.v1+json',
        config: { mediaType: 'application/vnd.oci.image.config.v1+json', ...config },
        layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar+gzip', ...layer }]
      })
    )
  )
  writeFileSync(
    join(path, 'index.json'),
    JSON.stringify({
      schemaVersion: 2,
      manifests: [
        {
          mediaType: 'application/vnd.oci.image.manifest.v1+json',
          ...manifest,
          annotations: { 'org.opencontainers.image.ref.name': 'image' }
        }
      ]
    })
  )
  writeFileSync(join(path, 'oci-layout'), JSON.stringify({ imageLayoutVersion: '1.0.0' }))
  return path
}

function randomName(): string {
  return createHash('sha256').update(`${Date.now()}-${Math.random()}`).digest('hex').slice(0, 12)
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise(resolve => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Waits for the registry's /v2/ to answer (401 without credentials), up to 10 s. */
async function waitUntilUp(host: string, stderr: () => string): Promise<void> {
  const until = Date.now() + 10_000
  while (Date.now() < until) {
    const answered = await fetch(`http://${host}/v2/`).then(
      response => response.status,
      () => undefined
    )
    if (answered !== undefined) return
    await new Promise(resolve => setTimeout(resolve, 100))
  }
  throw new Error(`the registry did not start on ${host}: ${stderr()}`)
}
