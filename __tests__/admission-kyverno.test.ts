/**
 * The Kyverno policy of docs/admission.md, its `conditions` evaluated as Kyverno evaluates them
 * over the summary verify signs for an image (src/verify/image-vsa.ts). Kyverno cannot run here,
 * but its conditions are JMESPath, which npm's jmespath evaluates alike; what Kyverno does around
 * them (the statements it keeps, `{{ }}`, the operators) is written below as read in its source at
 * 111e07b, and only as far as the policy uses it: an operator or a form it does not use throws.
 */
import { readFileSync } from 'node:fs'
import jmespath from 'jmespath'
import { parse } from 'yaml'
import type { Acceptance } from '../src/attestation/checked.js'
import { certificationPredicate, STATEMENT_TYPE, VERIFIER_ID } from '../src/attestation/statement.js'
import {
  IMAGE_VSA_PREDICATE_TYPE,
  imageSubject,
  imageVsaPredicate,
  type ImageVsaInput
} from '../src/verify/image-vsa.js'

type Condition = { key: unknown; operator: string; value?: unknown }
type AnyAllConditions = { any?: Condition[]; all?: Condition[] }
type Statement = { _type: string; subject: unknown[]; predicateType: string; predicate: Record<string, unknown> }
/** The parts of a ClusterPolicy this test reads. */
interface ClusterPolicy {
  spec: { rules: Array<{ verifyImages?: VerifyImages[] }> }
}
interface VerifyImages {
  type?: string
  failureAction?: string
  attestations?: Array<{ type: string; conditions?: AnyAllConditions[] }>
}

const PAGE = readFileSync('docs/admission.md', 'utf8')
const VOUCHING_IDENTITY = 'https://github.com/your-org/support-agent/.github/workflows/vouch.yml@refs/heads/main'

/** Every yaml block of the page, parsed. */
const blocks: unknown[] = [...PAGE.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)].map(match => parse(match[1]))

/** The page's policies of `kind`. */
const policiesOfKind = (kind: string): unknown[] =>
  blocks.filter(block => (block as { kind?: unknown } | null)?.kind === kind)

/** The page's one policy of `kind`. */
function policyOfKind(kind: string): unknown {
  const found = policiesOfKind(kind)
  if (found.length !== 1) throw new Error(`docs/admission.md has ${found.length} ${kind} blocks, not one`)
  return found[0]
}

const clusterPolicy = policyOfKind('ClusterPolicy') as ClusterPolicy
const verifyImages = clusterPolicy.spec.rules.flatMap(rule => rule.verifyImages ?? [])
/** The conditions Kyverno checks every summary against. */
const vsaConditions: AnyAllConditions[] = (() => {
  const attestation = verifyImages
    .flatMap(entry => entry.attestations ?? [])
    .find(({ type }) => type === IMAGE_VSA_PREDICATE_TYPE)
  if (attestation?.conditions === undefined)
    throw new Error(`docs/admission.md's ClusterPolicy sets no conditions on ${IMAGE_VSA_PREDICATE_TYPE}`)
  return attestation.conditions
})()

/** ext/wildcard's Match: `*` any run of characters, `?` any one, the rest literal. */
function wildcardMatch(pattern: string, text: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[\\s\\S]*')
    .replace(/\?/g, '[\\s\\S]')
  return new RegExp(`^${source}$`).test(text)
}

/**
 * A condition's key or value once Kyverno has substituted it: a string that is one `{{ expression }}`
 * becomes what the JMESPath expression finds in the predicate, of its own type; anything else stays.
 */
function substitute(field: unknown, predicate: unknown): unknown {
  if (typeof field !== 'string' || !field.includes('{{')) return field
  const whole = /^\{\{\s*([\s\S]+?)\s*\}\}$/.exec(field)
  if (whole === null) throw new Error(`'${field}' puts a variable inside text, which this test does not evaluate`)
  return jmespath.search(predicate, whole[1])
}

/** pkg/engine/variables/operator: only the operators the policy uses, and only for the types it gives them. */
const OPERATORS: Record<string, (key: unknown, value: unknown) => boolean> = {
  // EqualHandler: a string key matches a string value as a wildcard pattern (after reading both as a
  // duration or a quantity, which no value of this policy is); any other value does not.
  Equals: (key, value) => {
    if (key === null || key === undefined) return false // no such field: Kyverno refuses it, by an error or false
    if (typeof key !== 'string') throw new Error(`Equals on a ${typeof key} key is not evaluated here`)
    return typeof value === 'string' && wildcardMatch(value, key)
  },
  // AnyInHandler: a string key is in a list when it matches an element as a wildcard, either way round.
  AnyIn: (key, value) => {
    if (typeof key !== 'string') throw new Error(`AnyIn on a ${typeof key} key is not evaluated here`)
    if (!Array.isArray(value)) return false // no list (no field, or not one): Kyverno's invalid type, false
    return value.some(element => wildcardMatch(String(element), key) || wildcardMatch(key, String(element)))
  }
}

function holds(condition: Condition, predicate: unknown): boolean {
  const operator = OPERATORS[condition.operator]
  if (operator === undefined)
    throw new Error(`operator ${condition.operator} is not evaluated here: add it, as Kyverno defines it`)
  return operator(substitute(condition.key, predicate), substitute(condition.value, predicate))
}

/** EvaluateAnyAllConditions: every block holds; in a block, one of `any` (when given) and all of `all`. */
function conditionsHold(conditions: AnyAllConditions[], predicate: unknown): boolean {
  return conditions.every(
    ({ any, all }) =>
      (any === undefined || any.some(condition => holds(condition, predicate))) &&
      (all ?? []).every(condition => holds(condition, predicate))
  )
}

/**
 * imageverifier.go's verifyAttestation, over the statements signed by the attestor's identity: none
 * of the type denies, and every one of the type must meet the conditions, not one of them.
 */
function admits(statements: Statement[]): boolean {
  const ofType = statements.filter(statement => statement.predicateType === IMAGE_VSA_PREDICATE_TYPE)
  return ofType.length > 0 && ofType.every(statement => conditionsHold(vsaConditions, statement.predicate))
}

const DIGEST = `sha256:${'5e'.repeat(32)}`
const COMMIT = 'c0ffee00'.repeat(5)

const vouched: ImageVsaInput = {
  image: { name: 'ghcr.io/your-org/support-agent', registry: 'ghcr.io', repository: 'your-org/support-agent' },
  digest: DIGEST,
  commit: COMMIT,
  serverUrl: 'https://github.com',
  certification: {
    accepted: true,
    projectId: 'proj-support-agent',
    runId: 'run-7',
    certifiedAt: new Date('2026-11-19T09:00:00Z'),
    signer: 'https://github.com/your-org/support-agent/.github/workflows/certification.yml@refs/heads/main',
    predicate: { verifier: { id: VERIFIER_ID } },
    statementSha256: 'ab'.repeat(32)
  } as unknown as Acceptance,
  policy: {
    repository: 'your-org/support-agent',
    projectId: 'proj-support-agent',
    signerWorkflow: 'your-org/support-agent/.github/workflows/certification.yml',
    sourceRefs: ['refs/heads/main', 'refs/heads/gh-readonly-queue/main/*'],
    denySelfHostedRunners: false,
    maxAge: '30d',
    serviceUrl: 'https://api.example.com/v1',
    allowGivenRuns: false
  },
  verifiedAt: new Date('2026-11-26T12:00:00Z'),
  actionVersion: '1.2.3'
}

/** A statement about the image with `predicate`, as Kyverno reads it back from the registry (JSON). */
function statementOf(predicate: object): Statement {
  const subject = [imageSubject(vouched.image, vouched.digest)]
  return JSON.parse(
    JSON.stringify({ _type: STATEMENT_TYPE, subject, predicateType: IMAGE_VSA_PREDICATE_TYPE, predicate })
  ) as Statement
}

/** The statement verify signs for the image, its predicate changed by `change`. */
function signedStatement(change: (predicate: Record<string, unknown>) => void = () => {}): Statement {
  const statement = statementOf(imageVsaPredicate(vouched))
  change(statement.predicate)
  return statement
}

describe("docs/admission.md's Kyverno policy, over the summary verify signs", () => {
  it('admits a PASSED summary with the level', () => {
    expect(admits([signedStatement()])).toBe(true)
  })

  it('does not admit a FAILED one', () => {
    expect(admits([signedStatement(predicate => (predicate['verificationResult'] = 'FAILED'))])).toBe(false)
  })

  it('does not admit one without the level: another level, none, or no verifiedLevels at all', () => {
    expect(admits([signedStatement(predicate => (predicate['verifiedLevels'] = ['SLSA_BUILD_LEVEL_3']))])).toBe(false)
    expect(admits([signedStatement(predicate => (predicate['verifiedLevels'] = []))])).toBe(false)
    expect(admits([signedStatement(predicate => delete predicate['verifiedLevels'])])).toBe(false)
  })

  it("does not admit the gate's own certification of a commit, PASSED with the level but another verifier", () => {
    const gate = certificationPredicate({
      details: {
        repository: 'your-org/support-agent',
        commit: COMMIT,
        commitSource: 'workflow',
        serviceHost: 'api.example.com',
        serviceUrl: 'https://api.example.com/v1',
        projectId: 'proj-support-agent',
        runId: 'run-7',
        runStartedHere: true,
        status: 'completed',
        passIf: null,
        passIfRead: [],
        recordSha256: 'cd'.repeat(32)
      },
      decidedAt: new Date('2026-11-20T10:00:00Z'),
      actionVersion: '1.2.3',
      serverUrl: 'https://github.com'
    })
    expect(gate).toMatchObject({ verificationResult: 'PASSED', verifiedLevels: ['AGENT_CERTIFICATION_PASSED'] })
    expect(admits([statementOf(gate)])).toBe(false)
  })

  it('denies a PASSED summary beside another summary from the same identity that fails: why vouch.yml only vouches', () => {
    const other = signedStatement(predicate => (predicate['verifiedLevels'] = ['SOMETHING_ELSE']))
    expect(admits([signedStatement(), other])).toBe(false)
    expect(admits([])).toBe(false)
  })

  it('enforces, as a Sigstore bundle, and trusts only the vouching workflow on main, as both policy-controller policies do', () => {
    expect(verifyImages).toHaveLength(1)
    expect(verifyImages[0]).toMatchObject({ type: 'SigstoreBundle', failureAction: 'Enforce' })
    expect(JSON.stringify(clusterPolicy)).not.toContain('validationFailureAction')
    const subjects = (policy: unknown) =>
      [...JSON.stringify(policy).matchAll(/"subject":"([^"]*)"/g)].map(match => match[1])
    expect(subjects(clusterPolicy)).toStrictEqual([VOUCHING_IDENTITY])
    // policy-controller's, whole for a public repository and for a private one (GitHub's authority): each trusts the
    // vouching workflow alone, and asks the same of the summary.
    const [public_, private_] = policiesOfKind('ClusterImagePolicy') as Array<{
      spec: { authorities: Array<{ keyless: { url: string }; attestations: unknown }> }
    }>
    for (const policy of [public_, private_]) expect(subjects(policy)).toStrictEqual([VOUCHING_IDENTITY])
    expect(public_.spec.authorities.map(({ keyless }) => keyless.url)).toEqual(['https://fulcio.sigstore.dev'])
    expect(private_.spec.authorities.map(({ keyless }) => keyless.url)).toEqual(['https://fulcio.githubapp.com'])
    expect(private_.spec.authorities[0].attestations).toEqual(public_.spec.authorities[0].attestations)
    expect(subjects(policyOfKind('ImageValidatingPolicy'))).toStrictEqual([VOUCHING_IDENTITY])
  })
})
