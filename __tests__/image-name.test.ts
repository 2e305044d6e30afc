/**
 * An image's name and digest as the verify action's inputs take them (src/verify/image-name.ts):
 * fully qualified, without a tag or digest in the name, the digest as sha256 and 64 lower-case
 * hex. StrykerJS runs these against the file.
 */
import { imageByDigest, parseImageDigest, parseImageName } from '../src/registry/image-name.js'

const HEX = '9c'.repeat(32)
const invalid = (result: unknown) =>
  typeof result === 'object' && result !== null && 'invalid' in result
    ? (result as { invalid: string }).invalid
    : undefined

describe('parseImageName', () => {
  it.each([
    ['ghcr.io/acme/agent', 'ghcr.io', 'acme/agent'],
    ['ghcr.io/acme/team/agent', 'ghcr.io', 'acme/team/agent'],
    ['127.0.0.1:5000/acme/agent', '127.0.0.1:5000', 'acme/agent'],
    ['registry:5000/agent', 'registry:5000', 'agent'],
    ['localhost/agent', 'localhost', 'agent'],
    ['localhost:5000/agent', 'localhost:5000', 'agent'],
    ['[::1]:5000/acme/agent', '[::1]:5000', 'acme/agent'],
    ['[fe80::1]/acme/agent', '[fe80::1]', 'acme/agent'],
    ['docker.io/my_org/my__agent', 'docker.io', 'my_org/my__agent'],
    ['ghcr.io/acme/my--agent.v2', 'ghcr.io', 'acme/my--agent.v2']
  ])('takes %s: registry %s, repository %s', (text, registry, repository) => {
    expect(parseImageName(text)).toStrictEqual({ name: text, registry, repository })
  })

  it.each([
    ['ghcr.io/acme/agent:v1', /^'ghcr\.io\/acme\/agent:v1' holds a tag: give the image without it/],
    ['ghcr.io/acme/team/agent:v1', /holds a tag/],
    [
      `ghcr.io/acme/agent@sha256:${HEX}`,
      /holds a digest: give the image without it \(ghcr\.io\/acme\/agent\) and the digest in subject-digest/
    ],
    ['ghcr.io', /^'ghcr\.io' names no repository/],
    ['acme/agent', /^'acme\/agent' does not name its registry: write it fully qualified/],
    ['a_b.io/acme/agent', /does not name its registry/],
    ['ghcr.io_x/acme/agent', /does not name its registry/],
    ['GHCR.io/acme/agent', /does not name its registry/],
    ['[zz]/acme/agent', /does not name its registry/],
    ['ghcr.io/acme/agent_', /is not an image name/],
    ['ghcr.io/acme/-agent', /is not an image name/],
    ['ghcr.io/Acme/agent', /is not an image name: lower-case letters, digits and \. _ - between slashes/],
    ['ghcr.io/acme//agent', /is not an image name/],
    ['ghcr.io/', /is not an image name/]
  ])('refuses %s', (text, message) => {
    expect(invalid(parseImageName(text))).toMatch(message)
  })

  it('quotes at most 200 characters of what it refuses', () => {
    const long = `ghcr.io/${'a'.repeat(300)}:tag`
    expect(invalid(parseImageName(long))).toBe(
      `'${long.slice(0, 200)}' holds a tag: give the image without it (ghcr.io/acme/agent); a tag can move, the digest is what is signed.`
    )
  })
})

describe('parseImageDigest', () => {
  it('takes sha256 and 64 lower-case hex, exactly', () => {
    expect(parseImageDigest(`sha256:${HEX}`)).toBe(`sha256:${HEX}`)
  })

  it.each([
    `xsha256:${HEX}`,
    `sha256:${HEX}0`,
    `sha256:${HEX.slice(2)}`,
    `sha256:${HEX.toUpperCase()}`,
    `sha512:${HEX}`,
    HEX
  ])('refuses %s', text => {
    expect(invalid(parseImageDigest(text))).toMatch(/is not an image digest: sha256: and 64 hexadecimal characters/)
  })

  it('quotes at most 120 characters of what it refuses', () => {
    const long = `sha256:${'z'.repeat(200)}`
    expect(invalid(parseImageDigest(long))).toMatch(new RegExp(`^'${long.slice(0, 120)}' is not`))
  })
})

it('names an image by digest as a registry does', () => {
  expect(
    imageByDigest({ name: 'ghcr.io/acme/agent', registry: 'ghcr.io', repository: 'acme/agent' }, `sha256:${HEX}`)
  ).toBe(`ghcr.io/acme/agent@sha256:${HEX}`)
})
