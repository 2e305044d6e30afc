/**
 * Attaching a signed bundle in a registry (src/verify/registry.ts) in this process, against the
 * real registry on loopback (Debian's docker-registry) and a registry that fails: every refusal
 * with what to do. The whole step through the bundle, credentials refused, is in
 * e2e/verify-image.test.ts.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os, { tmpdir } from 'node:os'
import { jest } from '@jest/globals'
import { join } from 'node:path'
import {
  homeLoggedInTo,
  REGISTRY_PASSWORD,
  REGISTRY_USER,
  registryMissing,
  startRegistry,
  type OciRegistry
} from '../__fixtures__/oci-registry.js'
import { parseImageName, type ImageName } from '../src/registry/image-name.js'
import { BUNDLE_MEDIA_TYPE, pushBundle, RegistryError } from '../src/registry/push.js'

const missing = registryMissing()
if (missing !== undefined) console.warn(`registry.test.ts skipped: ${missing}`)
const describeWithRegistry = missing === undefined ? describe : describe.skip

let registry: OciRegistry
/** The runner's home, whose Docker config the library reads (os.homedir(): jest's process.env does not reach it). */
const useHome = (home: string) => jest.spyOn(os, 'homedir').mockReturnValue(home)

const imageAt = (host: string) => parseImageName(`${host}/acme/agent`) as ImageName
/** pushBundle as the runner's HOME (its Docker config) has it; what it threw, or undefined. */
async function push(host: string, digest: string, home: string): Promise<unknown> {
  useHome(home)
  return pushBundle({
    image: imageAt(host),
    digest,
    bundle: '{"bundle":1}\n',
    predicateType: 'https://slsa.dev/verification_summary/v1',
    timeoutMs: 30_000
  }).then(
    () => undefined,
    (error: unknown) => error
  )
}

describeWithRegistry('pushBundle', () => {
  beforeAll(async () => {
    registry = await startRegistry()
  })
  afterAll(async () => {
    jest.restoreAllMocks()
    await registry?.close()
  })

  it('attaches the bundle as a referrer of the digest, read back by skopeo', async () => {
    const digest = await registry.pushImage('acme/agent', 'pushed')
    useHome(registry.homeWithLogin())
    const { referrer } = await pushBundle({
      image: imageAt(registry.host),
      digest,
      bundle: '{"bundle":1}\n',
      predicateType: 'https://slsa.dev/verification_summary/v1',
      timeoutMs: 30_000
    })
    expect(await registry.referrers('acme/agent', digest)).toMatchObject([
      { digest: referrer, artifactType: BUNDLE_MEDIA_TYPE }
    ])
    expect((await registry.artifact('acme/agent', referrer)).layer.toString('utf8')).toBe('{"bundle":1}\n')
  })

  it('names the image when the registry does not hold the digest', async () => {
    const absent = `sha256:${'ab'.repeat(32)}`
    const error = await push(registry.host, absent, registry.homeWithLogin())
    expect(error).toBeInstanceOf(RegistryError)
    expect((error as RegistryError).message).toBe(
      `${registry.host} does not hold ${registry.host}/acme/agent@${absent}`
    )
    expect((error as RegistryError).hint).toMatch(/^Push the image before this step, and pass the digest the push gave/)
  })

  it('says to log in when the Docker config has no credentials for the registry', async () => {
    const error = await push(
      registry.host,
      `sha256:${'ab'.repeat(32)}`,
      mkdtempSync(join(tmpdir(), 'no-docker-config-'))
    )
    expect((error as RegistryError).message).toMatch(
      new RegExp(`^No credentials for ${registry.host.replace(/\./g, '\\.')} in the runner's Docker config`)
    )
    expect((error as RegistryError).hint).toMatch(/^Log in before this step: docker\/login-action with registry: /)
  })

  it('fails naming the credential helper the Docker config names for the registry, when it is not on PATH', async () => {
    const dockerConfig = mkdtempSync(join(tmpdir(), 'docker-config-'))
    writeFileSync(
      join(dockerConfig, 'config.json'),
      JSON.stringify({ credHelpers: { [registry.host]: 'nowhere-to-be-found' } })
    )
    process.env['DOCKER_CONFIG'] = dockerConfig
    try {
      const error = await push(registry.host, `sha256:${'ab'.repeat(32)}`, registry.homeWithLogin())
      expect(error).toBeInstanceOf(RegistryError)
      expect((error as RegistryError).message).toBe(
        `The Docker credential helper docker-credential-nowhere-to-be-found, which the Docker config names for ${registry.host}, is not on PATH`
      )
      expect((error as RegistryError).hint).toMatch(
        /^Install docker-credential-nowhere-to-be-found on the runner before this step/
      )
    } finally {
      delete process.env['DOCKER_CONFIG']
    }
  })

  it('says the registry is failing when it answers 5xx, after trying again twice', async () => {
    let manifestChecks = 0
    const failing = createServer((request, response) => {
      // It asks for credentials as a registry does, then fails at the image.
      if (request.url?.includes('/blobs/uploads/')) {
        response.writeHead(401, { 'www-authenticate': 'Basic realm="failing"' }).end()
        return
      }
      if (request.url?.includes('/manifests/')) manifestChecks += 1
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"errors":[{"code":"UNAVAILABLE"}]}')
    })
    await new Promise<void>(resolve => failing.listen(0, '127.0.0.1', resolve))
    const host = `127.0.0.1:${(failing.address() as AddressInfo).port}`
    try {
      const home = homeLoggedInTo(host, REGISTRY_USER, REGISTRY_PASSWORD)
      const error = await push(host, `sha256:${'cd'.repeat(32)}`, home)
      expect((error as RegistryError).message).toMatch(
        new RegExp(`^${host} answered HTTP 503 when the bundle was attached to ${host}/acme/agent@sha256:`)
      )
      expect((error as RegistryError).hint).toBe('The registry is failing: re-run the job when it has recovered.')
      expect(manifestChecks).toBe(3)
    } finally {
      await new Promise(resolve => failing.close(resolve))
    }
  })
})
