/**
 * The image's side of the chain on loopback, for `npm run demo -- --image` and `npm run verify`:
 * Debian's docker-registry (__fixtures__/oci-registry.ts) beside the signing world of
 * attest-chain.ts, logged in to as docker/login-action leaves it, holding the image a release
 * workflow built (`acme/agent:v1`) and a rebuild of it that nobody vouched for (`acme/agent:v2`).
 * Both digests are the same on every start, so a page can name them; a name without a registry
 * (`acme/agent`) is read in this one (`resolve`).
 */
import { existsSync } from 'node:fs'
import { REGISTRY_BINARY, SKOPEO_BINARY, startRegistry, type OciRegistry } from '../__fixtures__/oci-registry.ts'

/** The image's repository in the registry. */
export const IMAGE_REPOSITORY = 'acme/agent'

/** What to install, said for a person, when docker-registry or skopeo is missing; undefined when both are there. */
export function registryInstallHint(): string | undefined {
  const missing = [REGISTRY_BINARY, SKOPEO_BINARY].filter(path => !existsSync(path))
  if (missing.length === 0) return undefined
  return (
    `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not installed: an image is tried in Debian's ` +
    'docker-registry on loopback, pushed to with skopeo.\nInstall them with: sudo apt-get install docker-registry skopeo'
  )
}

export interface ImageRegistry {
  registry: OciRegistry
  /** The manifest digest of acme/agent:v1, the image the release workflow built. */
  built: string
  /** The manifest digest of acme/agent:v2, a rebuild nobody vouched for. */
  rebuilt: string
  /** A HOME whose Docker config logs in to the registry, as docker/login-action leaves it. */
  home: string
  /** `reference` read in this registry when it names none (acme/agent → 127.0.0.1:PORT/acme/agent), else as given. */
  resolve(reference: string): string
  close(): Promise<void>
}

/** Starts the registry and pushes both images into it (check `registryInstallHint` first). */
export async function startImageRegistry(): Promise<ImageRegistry> {
  const registry = await startRegistry()
  try {
    const [built, rebuilt] = await Promise.all([
      registry.pushImage(IMAGE_REPOSITORY, 'v1'),
      registry.pushImage(IMAGE_REPOSITORY, 'v2')
    ])
    return {
      registry,
      built,
      rebuilt,
      home: registry.homeWithLogin(),
      resolve: reference => (namesRegistry(reference) ? reference : `${registry.host}/${reference}`),
      close: () => registry.close()
    }
  } catch (error) {
    await registry.close()
    throw error
  }
}

/**
 * Whether an image reference names its registry, as Docker reads one: its first part has a dot or a port, or is
 * localhost.
 */
export function namesRegistry(reference: string): boolean {
  const [first, ...rest] = reference.split('/')
  return rest.length > 0 && (first === 'localhost' || /[.:[]/.test(first))
}
