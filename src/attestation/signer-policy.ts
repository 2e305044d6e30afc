/**
 * Who may have signed a certification, as a value built once from inputs (as gh's
 * `newEnforcementCriteria` builds one from flags) and handed to every check: the OIDC issuer of
 * GitHub Actions on this server, the source repository, and the signing workflow when one is
 * named. The verify action and the gate build theirs from their own inputs; the checks are one.
 */

export interface SignerPolicy {
  /** `https://github.com`, or the Enterprise Server's address, without a trailing slash. */
  serverUrl: string
  /** The OIDC issuer the signing certificate must name (oidcIssuerFor). */
  oidcIssuer: string
  /** `owner/name` of the source repository: whose workflow run signed it. */
  repository: string
  /** `.github/workflows/<file>`: only this workflow of `repository` signs; absent, any of its workflows. */
  signerWorkflow?: string
}

/** The policy for `repository` on `serverUrl`, with the signing workflow when one is named. */
export function signerPolicy(serverUrl: string, repository: string, signerWorkflow?: string): SignerPolicy {
  const server = serverUrl.replace(/\/+$/, '')
  return { serverUrl: server, oidcIssuer: oidcIssuerFor(server), repository, signerWorkflow }
}

/**
 * GitHub Actions' OIDC issuer for `serverUrl`: only a workflow's own identity signs a
 * certification. github.com's; a GHE.com tenant's (`token.actions.<tenant>.ghe.com`); an
 * Enterprise Server's (`<server>/_services/token`).
 */
export function oidcIssuerFor(serverUrl: string): string {
  const host = new URL(serverUrl).hostname.toLowerCase()
  if (host === 'github.com') return 'https://token.actions.githubusercontent.com'
  if (host.endsWith('.ghe.com')) return `https://token.actions.${host}`
  return `${serverUrl.replace(/\/+$/, '')}/_services/token`
}

/**
 * The certificate identity the signature must carry, as @sigstore/verify matches it: the SAN (the
 * Build Signer URI) is a workflow of the repository, the one named when one is; the issuer is
 * GitHub Actions'. Owner and repository names are case-insensitive on GitHub; a workflow file's
 * path is not.
 */
export function certificateIdentity(policy: SignerPolicy): { subjectAlternativeName: RegExp; extensions: { issuer: string } } {
  const workflow = policy.signerWorkflow === undefined ? '' : `${escapeRegExp(policy.signerWorkflow)}@`
  return {
    subjectAlternativeName: new RegExp(`^${anyCase(escapeRegExp(`${policy.serverUrl}/${policy.repository}/`))}${workflow}`),
    extensions: { issuer: policy.oidcIssuer }
  }
}

/** Whether the certificate's Source Repository URI is the policy's repository (case-insensitive, as GitHub's names are). */
export function isSourceRepository(policy: SignerPolicy, sourceRepositoryUri: string | undefined): boolean {
  return sourceRepositoryUri?.toLowerCase() === `${policy.serverUrl}/${policy.repository}`.toLowerCase()
}

/** Who the policy lets sign, for a refusal: `a workflow of o/r`, `.github/workflows/c.yml of o/r`. */
export function expectedSigner(policy: SignerPolicy): string {
  return policy.signerWorkflow === undefined ? `a workflow of ${policy.repository}` : `${policy.signerWorkflow} of ${policy.repository}`
}

/** A pattern that matches `pattern`'s letters in either case. */
function anyCase(pattern: string): string {
  return pattern.replace(/[a-z]/gi, letter => `[${letter.toLowerCase()}${letter.toUpperCase()}]`)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
