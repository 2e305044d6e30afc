/**
 * An image as the verify action's inputs name it, read the way `actions/attest` reads
 * `subject-name` and `subject-digest`: the image fully qualified, with its registry and without a
 * tag or a digest (`ghcr.io/acme/agent`), and the manifest digest apart (`sha256:` and 64 hex).
 * Pure: what is wrong is said as text, for the input that held it.
 */

/** An image by name: where it is (`ghcr.io`, `127.0.0.1:5000`) and which repository of it. */
export interface ImageName {
  /** `registry/repository`, as given (lower case). */
  name: string
  registry: string
  repository: string
}

/**
 * A registry host: a name with a dot or a port, or localhost (what Docker reads as a registry, not a Docker Hub user).
 */
const REGISTRY = /^(?:(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+|\[[0-9a-f:]+\])(?::[0-9]{1,5})?|[a-z0-9-]+:[0-9]{1,5})$/
/** One path component of a repository, as the OCI distribution spec allows it. */
const COMPONENT = /^[a-z0-9]+(?:(?:\.|_|__|-+)[a-z0-9]+)*$/
const DIGEST = /^sha256:[0-9a-f]{64}$/

/** `ghcr.io/acme/agent`, or why it is not one. */
export function parseImageName(text: string): ImageName | { invalid: string } {
  const shown = `'${text.slice(0, 200)}'`
  if (text.includes('@')) {
    return {
      invalid:
        `${shown} holds a digest: give the image without it (ghcr.io/acme/agent) and the digest in ` + `subject-digest.`
    }
  }
  const [registry = '', ...path] = text.split('/')
  const last = path.at(-1) ?? ''
  if (last.includes(':')) {
    return {
      invalid:
        `${shown} holds a tag: give the image without it (ghcr.io/acme/agent); a tag can move, the digest is ` +
        `what is signed.`
    }
  }
  if (path.length === 0)
    return { invalid: `${shown} names no repository: write the image fully qualified, e.g. ghcr.io/acme/agent.` }
  if (!REGISTRY.test(registry)) {
    return {
      invalid:
        `${shown} does not name its registry: write it fully qualified, e.g. ghcr.io/acme/agent or ` +
        `docker.io/acme/agent.`
    }
  }
  if (!path.every(component => COMPONENT.test(component))) {
    return {
      invalid:
        `${shown} is not an image name: lower-case letters, digits and . _ - between slashes, e.g. ` +
        `ghcr.io/acme/agent.`
    }
  }
  return { name: text, registry, repository: path.join('/') }
}

/** `sha256:` and 64 lower-case hex, or why it is not. */
export function parseImageDigest(text: string): string | { invalid: string } {
  if (DIGEST.test(text)) return text
  return {
    invalid:
      `'${text.slice(0, 120)}' is not an image digest: sha256: and 64 hexadecimal characters, as ` +
      `docker/build-push-action's digest output gives it.`
  }
}

/** `ghcr.io/acme/agent@sha256:…`: the image by digest, as a registry and `oci://` name it. */
export function imageByDigest(image: ImageName, digest: string): string {
  return `${image.name}@${digest}`
}
