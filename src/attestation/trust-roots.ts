/**
 * Which Sigstore trust root a bundle is checked against, as `gh attestation verify` chooses it:
 * by the organization that issued the signing certificate. `sigstore.dev` is Sigstore's
 * public-good instance (public repositories), `GitHub, Inc.` GitHub's own (private ones); each
 * root is fetched with TUF (`@sigstore/tuf`) from its own repository. A `trusted-root` file
 * replaces both, for air-gapped set-ups and GitHub Enterprise Server.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { TrustedRoot } from '@sigstore/protobuf-specs'
import { toTrustMaterial, type TrustMaterial } from '@sigstore/verify'
import { errorMessage } from '../lib/errors.js'
import { within, type Deadline } from '../lib/runtime.js'
import { inertText } from '../lib/text.js'
import { GITHUB_TUF_ROOT } from './github-tuf-root.js'

export type SigstoreInstance = 'public-good' | 'github' | 'custom'

/** The issuing organization of each instance's signing certificates, as gh reads it. */
export const INSTANCE_BY_ISSUER: Readonly<Record<string, SigstoreInstance>> = {
  'sigstore.dev': 'public-good',
  'GitHub, Inc.': 'github'
}

const MIRRORS = {
  'public-good': 'https://tuf-repo-cdn.sigstore.dev',
  github: 'https://tuf-repo.github.com'
} as const

/** A trust root could not be had: no verdict is possible. */
export class TrustRootError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TrustRootError'
  }
}

export interface TrustRoots {
  /** `custom` when a trusted-root file was given: then it serves every bundle. */
  readonly custom: boolean
  /**
   * The trust material for a bundle of `instance` whose certificate `issuer` (its organization)
   * issued; from a file of several roots, the one whose certificate authority is that issuer, or
   * undefined when none is (that bundle alone is refused).
   */
  material(instance: 'public-good' | 'github', issuer?: string): Promise<TrustMaterial | undefined>
}

/**
 * The roots from a trusted_root.json file: one JSON document, or JSON lines with one root each
 * (what `gh attestation trusted-root` writes). With several, each bundle is checked against the
 * root whose certificate authority issued its certificate, as gh chooses.
 */
export async function customTrustRoots(path: string): Promise<TrustRoots> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new TrustRootError(
      `Could not read trusted-root (${inertText(path, 200)}): ${inertText(errorMessage(error), 200)}`
    )
  }
  let roots: Array<{ organizations: string[]; material: TrustMaterial }>
  try {
    roots = parseRootFile(text).map(json => {
      const root = TrustedRoot.fromJSON(json)
      return {
        organizations: root.certificateAuthorities.map(authority => authority.subject?.organization ?? ''),
        material: toTrustMaterial(root)
      }
    })
  } catch (error) {
    throw new TrustRootError(
      `trusted-root (${inertText(path, 200)}) is not a Sigstore trusted_root.json: ` +
        `${inertText(errorMessage(error), 200)}`
    )
  }
  if (roots.length === 0) throw new TrustRootError(`trusted-root (${inertText(path, 200)}) holds no root.`)
  return {
    custom: true,
    async material(_, issuer) {
      if (roots.length === 1) return roots[0].material
      return roots.find(candidate => issuer !== undefined && candidate.organizations.includes(issuer))?.material
    }
  }
}

/** One JSON document, or JSON lines with one document each. */
function parseRootFile(text: string): unknown[] {
  try {
    return [JSON.parse(text)]
  } catch {
    return text
      .split('\n')
      .filter(line => line.trim() !== '')
      .map(line => JSON.parse(line) as unknown)
  }
}

/**
 * The public roots, each fetched once, when a bundle first needs it, within the deadline;
 * cached under `cacheDir` for this job only, so a stale cache never shadows the starting root.
 */
export function publicTrustRoots(cacheDir: string, deadline: Deadline): TrustRoots {
  const fetched = new Map<string, Promise<TrustMaterial>>()
  return {
    custom: false,
    material(instance) {
      let material = fetched.get(instance)
      if (material === undefined) {
        material = fetchRoot(instance, cacheDir, deadline.remainingMs())
        fetched.set(instance, material)
      }
      return material
    }
  }
}

async function fetchRoot(
  instance: 'public-good' | 'github',
  cacheDir: string,
  timeLeftMs: number
): Promise<TrustMaterial> {
  const mirrorURL = MIRRORS[instance]
  try {
    const { getTrustedRoot } = await import('@sigstore/tuf')
    let rootPath: string | undefined
    if (instance === 'github') {
      // @sigstore/tuf ships a starting root for Sigstore's repository only; GitHub's is given as a file.
      await mkdir(cacheDir, { recursive: true })
      rootPath = join(cacheDir, 'tuf-repo.github.com.root.json')
      await writeFile(rootPath, JSON.stringify(GITHUB_TUF_ROOT))
    }
    const request = getTrustedRoot({
      mirrorURL,
      rootPath,
      cachePath: join(cacheDir, 'tuf'),
      forceInit: true,
      retry: { retries: 2 },
      timeout: Math.max(1000, Math.min(10_000, timeLeftMs))
    })
    return toTrustMaterial(
      await within(request, timeLeftMs, () => new Error(`no answer within ${Math.round(timeLeftMs / 1000)} s`))
    )
  } catch (error) {
    throw new TrustRootError(
      `Could not fetch ${instance === 'github' ? "GitHub's" : "Sigstore's public-good"} trusted root from ` +
        `${mirrorURL}: ${inertText(errorMessage(error), 300)}. ` +
        'Check that the runner (and its proxy) can reach it, or pass a trusted_root.json as trusted-root.'
    )
  }
}
