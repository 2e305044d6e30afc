import { createHash } from 'node:crypto'
/**
 * One attestation checked in this process, step by step, against bundles the bundled gate and
 * @actions/attest made with the Sigstore mocks (helpers/check-bundles.ts): every refusal with its
 * kind and its exact words, and what an acceptance carries. StrykerJS runs these against
 * src/attestation/check.ts; a surviving mutant there that accepts a forged or foreign
 * attestation is a defect, never an equivalent.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkAttestation, certifiedTime } from '../src/attestation/check.js'
import type { CertificationPolicy, Checked } from '../src/attestation/checked.js'
import { signerPolicy, type SignerPolicyInput } from '../src/attestation/signer-policy.js'
import { commitSubject } from '../src/attestation/statement.js'
import { customTrustRoots, INSTANCE_BY_ISSUER, type TrustRoots } from '../src/attestation/trust-roots.js'
import { Deadline, systemClock } from '../src/lib/runtime.js'
import { evaluateBounded } from '../src/policy/bounded.js'
import { compilePassIf, policyReport, type PassIf } from '../src/policy/pass-if.js'
import type { PolicyReport } from '../src/policy/report.js'
import {
  CENTRAL,
  CHECK_COMMIT,
  CHECK_IMAGE,
  CHECK_OTHER_COMMIT,
  certificationOf,
  checkBundles,
  IMAGE_CERTIFIED_AT,
  REUSED_CERTIFIED_AT,
  type CheckBundles
} from './helpers/check-bundles.js'
import { TEST_MERGE_COMMIT } from './helpers/certification-fixture.js'
import { tamperedBundle } from '../__fixtures__/tampered-bundle.js'
import { readsOfText } from './helpers/reads.js'

let made: CheckBundles
let trust: TrustRoots
const subject = commitSubject('https://github.com', 'example/agent', CHECK_COMMIT)
const SIGNER = 'example/agent/.github/workflows/certification.yml@refs/heads/main'

beforeAll(async () => {
  made = await checkBundles()
  const file = join(mkdtempSync(join(tmpdir(), 'check-root-')), 'trusted_root.json')
  writeFileSync(file, JSON.stringify(made.trustedRoot))
  trust = await customTrustRoots(file)
}, 120_000)

interface Asked {
  signer?: Partial<SignerPolicyInput>
  /** What the certified run must have been: of this service, and started by the signing gate. */
  origin?: Pick<CertificationPolicy, 'serviceUrl' | 'refuseGivenRuns'>
  maxAgeMs?: number
  /** A lookup by tree: the tree, and GitHub's word for the tree of the commit the signing run was on. */
  tree?: string
  treeOf?: (commit: string) => Promise<string>
  passIf?: PassIf
  now?: number
  trust?: TrustRoots
  evaluate?: (passIf: PassIf, predicate: Record<string, unknown>) => Promise<PolicyReport>
  /** Verify's summary of CHECK_IMAGE is what is checked, not a certification of CHECK_COMMIT. */
  image?: boolean
}

function check(entry: unknown, asked: Asked = {}): Promise<Checked> {
  const policy: CertificationPolicy = {
    signer: signerPolicy({
      serverUrl: 'https://github.com',
      repository: 'example/agent',
      commit: asked.image === true ? undefined : CHECK_COMMIT,
      ...asked.signer
    }),
    maxAgeMs: asked.maxAgeMs,
    passIf: asked.passIf,
    ...(asked.tree === undefined ? {} : { tree: asked.tree }),
    ...(asked.image === true ? { image: true } : {}),
    ...asked.origin
  }
  const evaluate =
    asked.evaluate ??
    (async (passIf: PassIf, predicate: Record<string, unknown>) =>
      policyReport(
        passIf,
        predicate,
        await evaluateBounded(passIf, predicate, new Deadline(systemClock, 5000), new AbortController().signal)
      ))
  const treeOf = asked.treeOf === undefined ? {} : { treeOf: asked.treeOf }
  return checkAttestation(entry, {
    trust: asked.trust ?? trust,
    policy,
    subject: asked.image === true ? CHECK_IMAGE : subject,
    evaluate,
    now: asked.now ?? Date.now(),
    ...treeOf
  })
}
const bundle = (name: keyof CheckBundles['bundles']) => ({ bundle: made.bundles[name] })
const reasonOf = async (entry: unknown, asked?: Asked) => {
  const checked = await check(entry, asked)
  return checked.accepted ? 'accepted' : `${checked.kind}: ${checked.reason}`
}

/** A copy of a bundle whose statement is edited after signing. */
/** A statement as the gate writes it, as far as these edits reach. */
type Editable = {
  predicate: { timeVerified?: unknown; certification: Record<string, unknown> & { run: Record<string, unknown> } }
}

function edited(name: keyof CheckBundles['bundles'], edit: (statement: Editable) => void) {
  return { bundle: tamperedBundle<Editable>(made.bundles[name], edit) }
}

describe('an accepted certification', () => {
  it('carries its run, when it was decided and signed, and who signed it, from the verified certificate', async () => {
    const checked = await check(bundle('good'))
    if (!checked.accepted) throw new Error(checked.reason)
    expect(checked).toStrictEqual({
      accepted: true,
      claimed: { projectId: 'proj-good', runId: checked.runId, decidedAt: checked.decidedAt },
      signedBy: {
        workflow: SIGNER,
        sourceRef: 'refs/heads/main',
        trigger: 'push',
        sourceCommit: CHECK_COMMIT,
        workflowCommit: CHECK_COMMIT,
        runnerEnvironment: 'github-hosted'
      },
      projectId: 'proj-good',
      runId: expect.stringMatching(/^run-/),
      decidedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      signedAt: expect.any(Date),
      // Signed first-hand: its run was certified when it was signed.
      certifiedAt: checked.signedAt,
      signer: `https://github.com/${SIGNER}`,
      predicate: expect.objectContaining({ verificationResult: 'PASSED' }),
      policy: undefined,
      // The digest of the signed statement, by which a later statement names this one.
      statementSha256: createHash('sha256')
        .update(Buffer.from((made.bundles.good['dsseEnvelope'] as { payload: string }).payload, 'base64'))
        .digest('hex')
    })
    expect(Date.parse(checked.decidedAt)).toBeLessThanOrEqual(checked.signedAt.getTime() + 60_000)
    expect(checked.signedAt.getTime()).toBeLessThanOrEqual(Date.now())
  })

  it("with pass-if true, carries what it read; the predicate it judged is the statement's", async () => {
    const checked = await check(bundle('good'), {
      passIf: await compilePassIf('predicate.certification.run.trust_score >= 90', 'predicate')
    })
    expect(checked).toMatchObject({
      accepted: true,
      policy: { outcome: 'true', readings: [{ path: 'predicate.certification.run.trust_score', value: '91' }] }
    })
  })

  it("accepts a public repository's bundle through its transparency log entry", async () => {
    expect(await reasonOf(bundle('public'))).toBe('accepted')
  })

  it("accepts a pull request's own run only for a re-run of that pull request, on the same test-merge commit", async () => {
    const rerun = (number: number, commit = TEST_MERGE_COMMIT) => ({ signer: { pullRequestRun: { number, commit } } })
    expect(await reasonOf(bundle('pullRequest'), rerun(42))).toBe('accepted')
    expect(await reasonOf(bundle('pullRequest'), rerun(42, TEST_MERGE_COMMIT.toUpperCase()))).toBe('accepted')
    expect(await reasonOf(bundle('pullRequest'), rerun(8))).toBe(
      `signer: it was signed by a run on 'refs/pull/42/merge' at commit '${TEST_MERGE_COMMIT}', not on commit ${CHECK_COMMIT}: only a run on the commit itself vouches for it (a pull request's run is on GitHub's test-merge commit)`
    )
    expect(await reasonOf(bundle('pullRequest'), rerun(42, 'f'.repeat(40)))).toBe(
      `signer: it was signed by a run on 'refs/pull/42/merge' at commit '${TEST_MERGE_COMMIT}', not on this run's test-merge commit ${'f'.repeat(40)}: the pull request's head or base has moved since`
    )
    // Whatever commit it names, a pull request's run vouches for nothing else.
    const pullRequestOnly =
      "signer: it was signed by a run on 'refs/pull/42/merge', a pull request's: such a run can use the workflow as the pull request edited it, so it vouches for nothing but a re-run of that pull request's own job"
    expect(await reasonOf(bundle('pullRequest'), { signer: { commit: undefined } })).toBe(pullRequestOnly)
    expect(await reasonOf(bundle('pullRequest'), { signer: { commit: TEST_MERGE_COMMIT } })).toBe(pullRequestOnly)
    expect(await reasonOf(bundle('pullRequest'), { signer: { commit: TEST_MERGE_COMMIT, ...rerun(8) } })).toBe(
      pullRequestOnly
    )
  })

  it('accepts a signature made on any commit when no commit is asked for', async () => {
    expect(await reasonOf(bundle('featureBranch'), { signer: { commit: undefined } })).toBe('accepted')
  })
})

describe('refused, by kind', () => {
  it.each([
    [{}, 'unreadable: the entry has no Sigstore bundle'],
    [42, 'unreadable: the entry has no Sigstore bundle'],
    [{ bundle: 'x' }, 'unreadable: the entry has no Sigstore bundle'],
    [{ bundle: null }, 'unreadable: the entry has no Sigstore bundle'],
    [
      { bundleUnavailable: 'its bundle_url could not be read: gone' },
      'unreadable: its bundle_url could not be read: gone'
    ],
    [
      { bundle: {}, bundleUnavailable: 'its bundle_url could not be read: gone' },
      'unreadable: its bundle_url could not be read: gone'
    ]
  ])('%p: %s', async (entry, reason) => expect(await reasonOf(entry)).toBe(reason))

  it('a bundle that is not one', async () => {
    expect(await reasonOf({ bundle: { mediaType: 'x' } })).toMatch(
      /^unreadable: it is not a Sigstore bundle signed with a certificate: ./
    )
  })

  it('a statement edited after signing: its signature does not verify, and no signer is named', async () => {
    const checked = await check(
      edited('good', statement => {
        statement.predicate.certification.run['trust_score'] = 99
      })
    )
    expect(checked).toMatchObject({
      accepted: false,
      kind: 'signature',
      reason: expect.stringMatching(/^its signature does not verify: ./)
    })
    expect('signedBy' in checked).toBe(false)
    expect('certified' in checked).toBe(false)
  })

  it('a certificate no root vouches for, and one from neither public instance', async () => {
    expect(await reasonOf(bundle('good'), { trust: { custom: true, material: async () => undefined } })).toBe(
      "signature: its certificate was issued by 'sigstore.mock', which no root of trusted-root vouches for"
    )
    expect(await reasonOf(bundle('good'), { trust: { custom: false, material: trust.material } })).toBe(
      "signature: its certificate was issued by 'sigstore.mock', neither Sigstore's public-good instance nor GitHub's"
    )
  })

  describe("the instance the certificate's issuer names, without a trusted-root file", () => {
    // The mocks' certificates are issued by 'sigstore.mock'; named here as one of the two
    // instances, their bundles are checked as gh checks that instance's: public-good's through
    // its transparency and certificate logs, GitHub's through its signed timestamp alone.
    const issuers = INSTANCE_BY_ISSUER as Record<string, string>
    afterEach(() => delete issuers['sigstore.mock'])
    const asked: string[] = []
    const asInstance = (instance: 'github' | 'public-good'): TrustRoots => {
      issuers['sigstore.mock'] = instance
      asked.length = 0
      return {
        custom: false,
        material: async (wanted, issuer) => {
          asked.push(`${wanted} ${issuer}`)
          return trust.material(wanted, issuer)
        }
      }
    }

    it("GitHub's: the signed timestamp is enough, with no log entry", async () => {
      expect(await reasonOf(bundle('good'), { trust: asInstance('github') })).toBe('accepted')
      expect(asked).toEqual(['github sigstore.mock'])
    })

    it("public-good's: a bundle must be in the transparency log; a private repository's, only timestamped, is refused", async () => {
      expect(await reasonOf(bundle('good'), { trust: asInstance('public-good') })).toMatch(
        /^signature: its signature does not verify: ./
      )
      expect(asked).toEqual(['public-good sigstore.mock'])
      expect(await reasonOf(bundle('public'), { trust: asInstance('public-good') })).toBe('accepted')
    })

    it("GitHub's bundle without a signed timestamp is refused before anything is fetched", async () => {
      const copy = structuredClone(made.bundles.good) as {
        verificationMaterial: { timestampVerificationData: { rfc3161Timestamps: unknown[] } }
      }
      copy.verificationMaterial.timestampVerificationData.rfc3161Timestamps = []
      expect(await reasonOf({ bundle: copy }, { trust: asInstance('github') })).toBe(
        'signature: it carries no signed timestamp, so when it was signed cannot be proven'
      )
      expect(asked).toEqual([])
    })
  })

  it('a private bundle without a signed timestamp', async () => {
    const copy = structuredClone(made.bundles.good) as {
      verificationMaterial: { timestampVerificationData: { rfc3161Timestamps: unknown[] } }
    }
    copy.verificationMaterial.timestampVerificationData.rfc3161Timestamps = []
    expect(await reasonOf({ bundle: copy })).toBe(
      'signature: it carries no signed timestamp, so when it was signed cannot be proven'
    )
  })

  it("a certificate GitHub Actions' OIDC identity of another server did not get", async () => {
    expect(await reasonOf(bundle('good'), { signer: { serverUrl: 'https://ghes.example.com' } })).toMatch(
      /^signer: its certificate was not issued for GitHub Actions' OIDC identity \(.+\)$/
    )
  })

  it.each([
    [
      'otherRepository',
      {},
      `signer: it was signed by https://github.com/evil/agent/.github/workflows/certification.yml@refs/heads/main, not by a workflow of example/agent`
    ],
    [
      'central',
      {},
      `signer: it was signed by https://github.com/${CENTRAL.repository}/${CENTRAL.workflow}@refs/heads/main, not by a workflow of example/agent`
    ],
    [
      'good',
      { signerWorkflow: { repository: 'example/agent', path: '.github/workflows/other.yml' } },
      `signer: it was signed by https://github.com/${SIGNER}, not by .github/workflows/other.yml of example/agent`
    ],
    [
      'foreignSource',
      {},
      "signer: it was signed by a workflow run of 'https://github.com/evil/agent', not of example/agent"
    ],
    [
      'pullRequest',
      {},
      `signer: it was signed by a run on 'refs/pull/42/merge' at commit '${TEST_MERGE_COMMIT}', not on commit ${CHECK_COMMIT}: only a run on the commit itself vouches for it (a pull request's run is on GitHub's test-merge commit)`
    ],
    [
      'featureBranch',
      { sourceRefs: [{ exact: 'refs/heads/main' }, { prefix: 'refs/heads/gh-readonly-queue/main/' }] },
      "signer: it was signed by a run on 'refs/heads/feature', which source-ref does not allow (refs/heads/main, refs/heads/gh-readonly-queue/main/*)"
    ],
    [
      'featureBranch',
      {
        sourceRefs: [{ exact: 'refs/heads/main' }, { prefix: 'refs/heads/gh-readonly-queue/main/pr-' }],
        protectedBranch: 'main'
      },
      "signer: it was signed by a run on 'refs/heads/feature', not on the default branch main or its merge queue: anyone with write access can sign on another branch, so only protected history counts unless source-ref names other refs"
    ],
    [
      'selfHosted',
      { denySelfHostedRunners: true },
      "signer: it was signed on a 'self-hosted' runner, and deny-self-hosted-runners is true"
    ]
  ] as Array<[keyof CheckBundles['bundles'], Partial<SignerPolicyInput>, string]>)(
    '%s %p',
    async (name, signer, reason) => {
      const checked = await check(bundle(name), { signer })
      expect(checked.accepted ? 'accepted' : `${checked.kind}: ${checked.reason}`).toBe(reason)
      // The certificate was genuine: who signed it is named, though it was refused.
      expect(checked.accepted ? undefined : checked.signedBy?.sourceRef).toBeDefined()
    }
  )

  it('accepts what those same policies allow', async () => {
    expect(
      await reasonOf(bundle('central'), {
        signer: { signerWorkflow: { repository: 'org/central', path: CENTRAL.workflow, ref: 'refs/heads/main' } }
      })
    ).toBe('accepted')
    expect(await reasonOf(bundle('featureBranch'), { signer: { sourceRefs: [{ prefix: 'refs/heads/' }] } })).toBe(
      'accepted'
    )
    expect(await reasonOf(bundle('selfHosted'))).toBe('accepted')
    expect(await reasonOf(bundle('good'), { signer: { denySelfHostedRunners: true } })).toBe('accepted')
    // Signed on main: the default branch's protected history.
    expect(
      await reasonOf(bundle('good'), {
        signer: {
          sourceRefs: [{ exact: 'refs/heads/main' }, { prefix: 'refs/heads/gh-readonly-queue/main/pr-' }],
          protectedBranch: 'main'
        }
      })
    ).toBe('accepted')
  })

  it.each([
    [
      'otherPredicateType',
      "statement: its predicate type is 'https://slsa.dev/provenance/v1', not a certification (https://slsa.dev/verification_summary/v1)"
    ],
    ['failed', "statement: its verification result is 'FAILED', not PASSED"],
    [
      'imageSummary',
      "statement: it is the verify action's summary of an image built from a commit, not a certification of a commit"
    ],
    ['otherSubject', `statement: it is about another commit, not git+https://github.com/example/agent@${CHECK_COMMIT}`]
  ] as Array<[keyof CheckBundles['bundles'], string]>)('%s', async (name, reason) => {
    const checked = await check(bundle(name))
    expect(checked.accepted ? 'accepted' : `${checked.kind}: ${checked.reason}`).toBe(reason)
    expect(checked.accepted ? undefined : checked.claimed).toEqual({
      projectId: 'proj-signed',
      runId: 'run-signed',
      decidedAt: expect.any(String)
    })
  })

  it.each([
    // Without the artifact a message signature cannot verify: refused before its content is read.
    ['messageSignature', 'signature: its signature does not verify: signature verification failed'],
    ['otherPayloadType', 'statement: its payload is not an in-toto statement'],
    ['otherStatementType', 'statement: its payload is not an in-toto statement'],
    ['predicateNotObject', 'statement: its predicate is not an object']
  ] as Array<[keyof CheckBundles['bundles'], string]>)('%s, signed by the right workflow: %s', async (name, reason) => {
    const checked = await check(bundle(name))
    expect(checked.accepted ? 'accepted' : `${checked.kind}: ${checked.reason}`).toBe(reason)
  })

  it("a pull request's run, for a lookup by tree: accepted, for its commit is then checked against the tree by the caller", async () => {
    const onTestMerge = { commit: TEST_MERGE_COMMIT }
    expect(await reasonOf(bundle('pullRequest'), { signer: onTestMerge })).toBe(
      "signer: it was signed by a run on 'refs/pull/42/merge', a pull request's: such a run can use the workflow as the pull request edited it, so it vouches for nothing but a re-run of that pull request's own job"
    )
    expect(await reasonOf(bundle('pullRequest'), { signer: { ...onTestMerge, byTree: true } })).toBe('accepted')
  })

  it('for a lookup by tree: only one made by a run on its content, on a commit GitHub says has that tree', async () => {
    const TREE = 'ab'.repeat(20)
    const treeOf = async () => TREE.toUpperCase()
    expect(await reasonOf(bundle('good'), { tree: TREE, treeOf })).toBe('accepted')
    expect(await reasonOf(bundle('good'), { tree: TREE, treeOf: async () => 'cd'.repeat(20) })).toBe(
      `statement: it names tree ${TREE.slice(0, 12)}, but the commit its run was on (${CHECK_COMMIT.slice(0, 12)}) has tree cdcdcdcdcdcd, as GitHub says`
    )
    expect(
      await reasonOf(bundle('good'), { tree: TREE, treeOf: () => Promise.reject(new Error('HTTP 502\n::warning::x')) })
    ).toBe(
      `statement: the tree of the commit its run was on (${CHECK_COMMIT.slice(0, 12)}) could not be read: HTTP 502 ::warning::x`
    )
    expect(await reasonOf(bundle('good'), { tree: TREE })).toBe(
      'statement: the tree of the commit its run was on cannot be read here'
    )
    // Carried forward by paths: never reused by tree, whatever GitHub says of its commit.
    expect(await reasonOf(bundle('carried'), { tree: TREE, treeOf })).toBe(
      'statement: it was carried forward by paths, not made by a run on its content, so it stands for no tree (a carried certification is never reused by tree)'
    )
    expect(await reasonOf(bundle('carried'))).toBe('accepted')
  })

  it("a branch named like the merge queue's whose run a push started: not the queue's, and said so", async () => {
    const queue = { sourceRefs: [{ exact: 'refs/heads/main' }, { prefix: 'refs/heads/gh-readonly-queue/main/' }] }
    expect(await reasonOf(bundle('queueNamedBranch'), { signer: queue })).toBe(
      "signer: it was signed by a run on 'refs/heads/gh-readonly-queue/main/pr-7-abc' (a branch named like the merge queue's, but its run was started by 'push', not by merge_group), which source-ref does not allow (refs/heads/main, refs/heads/gh-readonly-queue/main/*)"
    )
  })

  it('of another service, or of a run given to the signing gate, only when the policy asks (service-url, allow-given-runs)', async () => {
    const serviceUrl = String(certificationOf(made.bundles.good)['serviceUrl'])
    const certifying = (origin: Asked['origin']) => ({ origin })
    // Asked nothing of the run's origin: each is a genuine certification of this commit.
    for (const name of ['otherService', 'unnamedService', 'givenRun'] as const)
      expect(await reasonOf(bundle(name))).toBe('accepted')
    expect(await reasonOf(bundle('otherService'), certifying({ serviceUrl }))).toBe(
      `statement: it certifies the project at 'https://staging.example.com/v1', not at ${serviceUrl} (service-url)`
    )
    expect(await reasonOf(bundle('unnamedService'), certifying({ serviceUrl }))).toBe(
      `statement: it certifies the project at a service it does not name, not at ${serviceUrl} (service-url)`
    )
    expect(await reasonOf(bundle('good'), certifying({ serviceUrl, refuseGivenRuns: true }))).toBe('accepted')
    // A given run is refused only with refuseGivenRuns, whether or not a service is asked for.
    expect(await reasonOf(bundle('givenRun'), certifying({ serviceUrl }))).toBe('accepted')
    expect(await reasonOf(bundle('givenRun'), certifying({ serviceUrl, refuseGivenRuns: false }))).toBe('accepted')
    for (const origin of [{ refuseGivenRuns: true }, { serviceUrl, refuseGivenRuns: true }]) {
      expect(await reasonOf(bundle('givenRun'), certifying(origin))).toBe(
        'statement: its run was given to the gate that signed it (run-id), not started for the commit, so it may have been started for another (allow-given-runs: true accepts it)'
      )
    }
  })

  it('one run listed more than once among its runs: its figures count it as several', async () => {
    expect(await reasonOf(bundle('runTwice'))).toBe(
      "statement: it lists run 'run-like-good' 2 times among its runs (as 'run-like-good', 'RUN-LIKE-GOOD', which a " +
        'service may read as one run): one run counted as 2, so its figures (certification.stats) rest on fewer runs ' +
        'than they say'
    )
  })

  it('a decision after its signature, or none', async () => {
    expect(await reasonOf(bundle('decidedLater'))).toMatch(
      /^statement: its decision time \('\d{4}-.+Z'\) is not before the time it was signed \(\d{4}-.+Z\)$/
    )
    expect(await reasonOf(bundle('undecided'))).toMatch(
      /^statement: its decision time \(''\) is not before the time it was signed \(\d{4}-.+Z\)$/
    )
  })

  it('a reused pass signed again: older than max-age from when its run was first certified, and said so', async () => {
    const now = Date.parse(REUSED_CERTIFIED_AT) + 3 * 86_400_000
    const reused = await check(bundle('reusedEarlier'), { now })
    if (!reused.accepted) throw new Error(reused.reason)
    expect(reused.certifiedAt.toISOString()).toBe(REUSED_CERTIFIED_AT)
    expect(await reasonOf(bundle('reusedEarlier'), { maxAgeMs: 2 * 86_400_000, now })).toBe(
      'age: its run was certified 72h 00m ago, longer ago than max-age allows (48h 00m)'
    )
  })

  it('older than max-age, from its signed time: one millisecond over, not at it', async () => {
    const accepted = await check(bundle('good'))
    if (!accepted.accepted) throw new Error(accepted.reason)
    const signedAt = accepted.signedAt.getTime()
    expect(await reasonOf(bundle('good'), { maxAgeMs: 60_000, now: signedAt + 60_000 })).toBe('accepted')
    expect(await reasonOf(bundle('good'), { maxAgeMs: 60_000, now: signedAt + 120_000 })).toBe(
      'age: it was signed 2m 00s ago, longer ago than max-age allows (1m 00s)'
    )
    expect(await reasonOf(bundle('good'), { maxAgeMs: 60_000, now: signedAt + 60_001 })).toMatch(/^age: it was signed /)
  })

  it.each([
    [
      'predicate.certification.run.trust_score >= 95',
      'pass-if: pass-if is false: predicate.certification.run.trust_score >= 95 (predicate.certification.run.trust_score = 91)'
    ],
    [
      'predicate.certification.run.trust_score',
      'pass-if: pass-if gave 91, not true or false: predicate.certification.run.trust_score (predicate.certification.run.trust_score = 91)'
    ],
    ['predicate.nope.deeper == 1', /^pass-if: pass-if could not be evaluated: .+ \(in predicate\.nope\.deeper == 1\)$/],
    ['1 == 2', 'pass-if: pass-if is false: 1 == 2']
  ] as Array<[string, string | RegExp]>)('pass-if %s', async (expression, reason) => {
    const checked = await reasonOf(bundle('good'), { passIf: await compilePassIf(expression, 'predicate') })
    if (typeof reason === 'string') expect(checked).toBe(reason)
    else expect(checked).toMatch(reason)
  })

  it('a genuine certification refused only for its age or by pass-if carries its run, signed time and what pass-if read', async () => {
    const accepted = await check(bundle('good'))
    if (!accepted.accepted) throw new Error(accepted.reason)
    const certifiedOf = async (bundleName: keyof CheckBundles['bundles'], changes: Parameters<typeof check>[1]) => {
      const checked = await check(bundle(bundleName), changes)
      return checked.accepted ? 'accepted' : checked.certified
    }
    expect(await certifiedOf('good', { maxAgeMs: 60_000, now: accepted.signedAt.getTime() + 120_000 })).toStrictEqual({
      runId: accepted.runId,
      signedAt: accepted.signedAt
    })
    const belowPassIf = await certifiedOf('good', {
      passIf: await compilePassIf('predicate.certification.run.trust_score >= 95', 'predicate')
    })
    expect(belowPassIf).toStrictEqual({
      runId: accepted.runId,
      signedAt: accepted.signedAt,
      policy: expect.objectContaining({
        outcome: 'false',
        readings: [{ path: 'predicate.certification.run.trust_score', value: '91' }]
      })
    })
    // A decision time after its signature is no certification to show, whatever its age.
    expect(await certifiedOf('decidedLater', { maxAgeMs: 1, now: Date.now() + 86_400_000 })).toBeUndefined()
    expect(await certifiedOf('otherRepository', {})).toBeUndefined()
  })

  it('pass-if that ran out of time, or gave no detail, is said so', async () => {
    const passIf = await compilePassIf('predicate.x == 1', 'predicate')
    const report = (outcome: PolicyReport['outcome'], detail?: string) => async () => ({
      expression: 'predicate.x == 1',
      reads: readsOfText('predicate.x == 1'),
      readings: [],
      outcome,
      detail
    })
    expect(await reasonOf(bundle('good'), { passIf, evaluate: report('stopped', 'stopped after 1s') })).toBe(
      'pass-if: pass-if ran out of time: stopped after 1s (in predicate.x == 1)'
    )
    expect(await reasonOf(bundle('good'), { passIf, evaluate: report('stopped') })).toBe(
      'pass-if: pass-if ran out of time: stopped (in predicate.x == 1)'
    )
    expect(await reasonOf(bundle('good'), { passIf, evaluate: report('value') })).toBe(
      'pass-if: pass-if gave another value, not true or false: predicate.x == 1'
    )
    expect(await reasonOf(bundle('good'), { passIf, evaluate: report('error') })).toBe(
      'pass-if: pass-if could not be evaluated: an error (in predicate.x == 1)'
    )
  })
})

describe('what a refused entry claims', () => {
  it('is read without trusting it, inert and cut at 100 characters, and nothing when it cannot be read', async () => {
    const checked = await check(
      edited('good', statement => {
        statement.predicate.certification['projectId'] = `p\n::error::x${'y'.repeat(150)}`
        statement.predicate.certification['runId'] = 7
        statement.predicate.timeVerified = 'then'
      })
    )
    if (checked.accepted) throw new Error('accepted an edited statement')
    expect(checked.claimed.projectId).toBe(`p ::error::x${'y'.repeat(87)}…`)
    expect(checked.claimed.runId).toBeUndefined()
    expect(checked.claimed.decidedAt).toBe('then')
    const garbage = await check({ bundle: { dsseEnvelope: { payload: 'not base64 json' } } })
    expect(garbage.claimed).toEqual({ projectId: undefined, runId: undefined, decidedAt: undefined })
  })
})

describe('certifiedTime', () => {
  const signedAt = new Date('2026-11-26T10:00:00Z')
  const reused = (
    certifiedAt: unknown,
    name = 'https://github.com/agent-certification-gate/agent-certification-gate/certification/v1'
  ) => ({
    predicate: { [name]: { reusedFrom: { certifiedAt } } }
  })

  it('is when a reused pass signed again was first certified, so that ages never start again; else when it was signed', () => {
    expect(certifiedTime(reused('2026-11-20T10:00:00Z'), signedAt)).toEqual(new Date('2026-11-20T10:00:00Z'))
    // Older statements name the part certification: read alike.
    expect(certifiedTime(reused('2026-11-20T10:00:00Z', 'certification'), signedAt)).toEqual(
      new Date('2026-11-20T10:00:00Z')
    )
    // A time after the signing, or not a time, cannot make its run younger: the signing counts.
    for (const said of ['2026-11-27T10:00:00Z', 'yesterday', 7, undefined])
      expect(certifiedTime(reused(said), signedAt)).toBe(signedAt)
    expect(certifiedTime({ predicate: undefined }, signedAt)).toBe(signedAt)
  })
})

describe("verify's summary of an image", () => {
  const image = { image: true }

  it('is accepted for its image, its project and run from the image part, its age from when the commit was first certified', async () => {
    const checked = await check(bundle('image'), image)
    if (!checked.accepted) throw new Error(checked.reason)
    expect(checked).toMatchObject({ projectId: 'proj-image', runId: 'run-image' })
    expect(checked.certifiedAt.toISOString()).toBe(IMAGE_CERTIFIED_AT)
    expect(checked.certifiedAt.getTime()).toBeLessThan(checked.signedAt.getTime())
  })

  it.each([
    ['imageFailed', "statement: its verification result is 'FAILED', not PASSED"],
    ['imageNoLevel', 'statement: its verified levels do not include AGENT_CERTIFICATION_PASSED'],
    ['imageNoCommit', 'statement: it names no commit or no project the image was built for'],
    [
      'imageNotVerify',
      "statement: it is not the verify action's summary of an image: its verifier is 'https://github.com/agent-certification-gate/agent-certification-gate'"
    ],
    [
      'imageOtherCommit',
      `signer: it says the image was built from commit '${CHECK_COMMIT}', but was signed by a run on commit '${CHECK_OTHER_COMMIT}'`
    ],
    ['good', `statement: it is about another image, not ${CHECK_IMAGE.name}@sha256:${CHECK_IMAGE.digest.sha256}`]
  ] as Array<[keyof CheckBundles['bundles'], string]>)('%s is refused', async (name, reason) => {
    expect(await reasonOf(bundle(name), image)).toBe(reason)
  })

  it("is refused for another service, older than max-age from its commit's certification, and below pass-if", async () => {
    expect(
      await reasonOf(bundle('imageOtherService'), { ...image, origin: { serviceUrl: 'https://api.example.com/v1' } })
    ).toMatch(
      /^statement: it certifies the project at 'https:\/\/staging\.example\.com\/v1', not at https:\/\/api\.example\.com\/v1 \(service-url\)/
    )
    expect(
      await reasonOf(bundle('image'), {
        ...image,
        origin: { serviceUrl: 'https://api.example.com/v1', refuseGivenRuns: true }
      })
    ).toBe('accepted')
    // Signed a moment ago, but its commit's run was certified in February: a day's max-age refuses it.
    expect(await reasonOf(bundle('image'), { ...image, maxAgeMs: 86_400_000 })).toMatch(/^age: /)
    const passIf = await compilePassIf('predicate.certification.run.trust_score >= 95', 'predicate')
    expect(await reasonOf(bundle('image'), { ...image, passIf })).toMatch(/^pass-if: pass-if is false/)
  })

  it('is never a certification of the commit it names', async () => {
    expect(await reasonOf(bundle('image'))).toBe(
      `statement: it is about another commit, not git+https://github.com/example/agent@${CHECK_COMMIT}`
    )
  })
})
