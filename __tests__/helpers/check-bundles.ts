/**
 * Bundles for checking one attestation in this process (`__tests__/check.test.ts`): made once with
 * the certification fixture, as every signed bundle of the tests is (the bundled gate's `certify`,
 * and `sign` for what the gate never writes), in child processes, then kept in the system's temporary folder under a name that changes with BUNDLES_VERSION, so that the
 * many runs of a mutation test do not sign them again. The mocks' trusted root comes with them.
 */
import { CERTIFICATION_EXTENSION } from '../../__fixtures__/tampered-bundle.js'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import {
  CERTIFICATION_PREDICATE_TYPE,
  commitSubject,
  IMAGE_EXTENSION,
  IMAGE_VERIFIER_ID,
  STATEMENT_TYPE
} from '../../src/attestation/statement.js'
import { STATEMENT_PAYLOAD_TYPE } from '../../src/attestation/statement-read.js'
import { DEFAULT_IDENTITY } from '../../__fixtures__/fake-github.js'
import { startCertificationFixture, type Certifying } from './certification-fixture.js'

/** Raise this whenever the bundles below change: it names the kept file. */
const BUNDLES_VERSION = 13

export const CHECK_COMMIT = 'c0c0c0c0c1c1c1c1c2c2c2c2c3c3c3c3c4c4c4c4'
export const CHECK_OTHER_COMMIT = 'd0d0d0d0d1d1d1d1d2d2d2d2d3d3d3d3d4d4d4d4'
/** When `reusedEarlier`'s run was first certified, as its statement says. */
export const REUSED_CERTIFIED_AT = '2026-01-02T03:04:05.000Z'
/** The image verify's summaries in `bundles` are about, and when the commit's run they name was first certified. */
export const CHECK_IMAGE = { name: 'ghcr.io/example/agent', digest: { sha256: '1a'.repeat(32) } }
export const IMAGE_CERTIFIED_AT = '2026-02-03T04:05:06.000Z'
export const CENTRAL = {
  repository: 'org/central',
  workflow: '.github/workflows/certify.yml',
  ref: 'refs/heads/main',
  sha: 'e'.repeat(40)
}

export interface CheckBundles {
  trustedRoot: Record<string, unknown>
  /** When they were made, epoch ms. */
  madeAt: number
  bundles: Record<
    | 'good'
    | 'public'
    | 'selfHosted'
    | 'otherRepository'
    | 'foreignSource'
    | 'central'
    | 'featureBranch'
    | 'pullRequest'
    | 'otherPredicateType'
    | 'failed'
    | 'decidedLater'
    | 'undecided'
    | 'otherSubject'
    | 'messageSignature'
    | 'otherPayloadType'
    | 'otherStatementType'
    | 'predicateNotObject'
    | 'otherService'
    | 'givenRun'
    | 'runTwice'
    | 'outlined'
    | 'unnamedService'
    | 'reusedEarlier'
    | 'carried'
    | 'queueNamedBranch'
    | 'imageSummary'
    | 'image'
    | 'imageFailed'
    | 'imageNoLevel'
    | 'imageNoCommit'
    | 'imageOtherCommit'
    | 'imageNotVerify'
    | 'imageOtherService',
    Record<string, unknown>
  >
}

/** The gate's certification in a bundle, as signed. */
export function certificationOf(bundle: Record<string, unknown>): Record<string, unknown> {
  const envelope = bundle['dsseEnvelope'] as { payload: string }
  const { predicate } = JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8')) as {
    predicate: Record<string, unknown>
  }
  return (predicate[CERTIFICATION_EXTENSION] ?? predicate['certification']) as Record<string, unknown>
}

const pause = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

export async function checkBundles(): Promise<CheckBundles> {
  // The system's temporary folder, not the test run's own (which its teardown removes): the one
  // thing a run leaves there on purpose, so that the next run, and every mutant's, finds it.
  const systemTemp =
    process.env['GATE_TESTS_TEMPORARY_ROOT'] === undefined
      ? tmpdir()
      : dirname(process.env['GATE_TESTS_TEMPORARY_ROOT'])
  const cache = join(systemTemp, `agent-certification-check-bundles-${BUNDLES_VERSION}.json`)
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as CheckBundles
  const fixture = await startCertificationFixture()
  try {
    const certify = (how: Certifying = {}) => fixture.certify('proj-good', CHECK_COMMIT, how)
    // Statements the gate never writes, signed by a run on CHECK_COMMIT as the gate's are.
    const onCheckCommit = { sha: CHECK_COMMIT }
    const sign = (change: { predicateType?: string; predicate?: Record<string, unknown>; commit?: string }) =>
      fixture.sign(
        {
          subjects: [commitSubject('https://github.com', 'example/agent', change.commit ?? CHECK_COMMIT)],
          predicateType: change.predicateType ?? CERTIFICATION_PREDICATE_TYPE,
          predicate: {
            verificationResult: 'PASSED',
            timeVerified: new Date(Date.now() - 1000).toISOString(),
            certification: { projectId: 'proj-signed', runId: 'run-signed' },
            ...change.predicate
          }
        },
        onCheckCommit
      )
    // A statement as the gate writes it, in bytes, for what @actions/attest never signs.
    const statementText = (change: { type?: string; predicate?: unknown } = {}) =>
      JSON.stringify({
        _type: change.type ?? STATEMENT_TYPE,
        subject: [commitSubject('https://github.com', 'example/agent', CHECK_COMMIT)],
        predicateType: CERTIFICATION_PREDICATE_TYPE,
        predicate: change.predicate ?? {
          verificationResult: 'PASSED',
          timeVerified: new Date(Date.now() - 1000).toISOString(),
          certification: { projectId: 'proj-signed', runId: 'run-signed' }
        }
      })
    // Verify's summary of CHECK_IMAGE, as verify writes it, then changed, signed by a run on CHECK_COMMIT.
    const signImage = (
      change: Record<string, unknown> = {},
      image: Record<string, unknown> = {},
      identity = onCheckCommit
    ) =>
      fixture.sign(
        {
          subjects: [CHECK_IMAGE],
          predicateType: CERTIFICATION_PREDICATE_TYPE,
          predicate: {
            verifier: { id: IMAGE_VERIFIER_ID },
            timeVerified: new Date(Date.now() - 1000).toISOString(),
            resourceUri: `oci://${CHECK_IMAGE.name}@sha256:${CHECK_IMAGE.digest.sha256}`,
            verificationResult: 'PASSED',
            verifiedLevels: ['AGENT_CERTIFICATION_PASSED'],
            [IMAGE_EXTENSION]: {
              commit: CHECK_COMMIT,
              projectId: 'proj-image',
              runId: 'run-image',
              certifiedAt: IMAGE_CERTIFIED_AT,
              ...image
            },
            [CERTIFICATION_EXTENSION]: {
              projectId: 'proj-image',
              runId: 'run-image',
              serviceUrl: 'https://api.example.com/v1',
              runStartedHere: true,
              run: { trust_score: 93 }
            },
            ...change
          }
        },
        identity
      )
    const signRaw = (raw: { body: string; type: string; message?: boolean }) => fixture.sign({ raw }, onCheckCommit)
    const good = await certify({ inputs: { 'pass-if': 'run.trust_score >= 90' } })
    // The good certification as the gate wrote it, changed, and signed again by the same workflow:
    // genuine, and a certification of this commit and project, but not one every gate may use.
    const likeGood = (certification: Record<string, unknown>) =>
      sign({ predicate: { certification: { ...certificationOf(good), runId: 'run-like-good', ...certification } } })
    const made: CheckBundles = {
      trustedRoot: fixture.sigstore.trustedRoot,
      madeAt: Date.now(),
      bundles: {
        good,
        otherService: await likeGood({
          serviceUrl: 'https://staging.example.com/v1',
          serviceHost: 'staging.example.com'
        }),
        givenRun: await likeGood({ runStartedHere: false }),
        // One run listed twice among its runs, as a gate that took a run handed back again would have signed it:
        // the second time in capitals, as a service that reads ids in any case may have handed it back.
        runTwice: await likeGood({
          runs: ['run-like-good', 'run-other', 'RUN-LIKE-GOOD'].map(runId => ({
            runId,
            status: 'completed',
            recordSha256: 'ab'.repeat(32),
            run: { trust_score: 91 }
          }))
        }),
        unnamedService: await likeGood({ serviceUrl: undefined }),
        // A reused pass signed again: its run was first certified long before this signature.
        reusedEarlier: await likeGood({ reusedFrom: { commit: CHECK_OTHER_COMMIT, certifiedAt: REUSED_CERTIFIED_AT } }),
        // Carried forward by paths from another commit: its content was never certified.
        carried: await likeGood({
          reusedFrom: { commit: CHECK_OTHER_COMMIT, certifiedAt: REUSED_CERTIFIED_AT, paths: ['agent/**'] }
        }),
        // A second after good at least (the mock's clock is on whole seconds): the newer of the two.
        outlined: await pause(1100).then(() =>
          likeGood({
            run: { status: 'completed', trust_score: 91, findings: { critical: 0 } },
            runOmitted:
              "the record's JSON is longer than 16384 characters: only its top-level scalar fields and the fields pass-if read are kept"
          })
        ),
        public: await certify({ visibility: 'public' }),
        selfHosted: await certify({ identity: { runnerEnvironment: 'self-hosted' } }),
        otherRepository: await certify({ identity: { repository: 'evil/agent' } }),
        // This repository's workflow, signing for a run of another repository (a reusable workflow called from it).
        foreignSource: await certify({
          identity: {
            repository: 'evil/agent',
            signer: { repository: 'example/agent', workflow: DEFAULT_IDENTITY.workflow, ref: 'refs/heads/main' }
          }
        }),
        central: await certify({ identity: { signer: CENTRAL } }),
        featureBranch: await certify({ identity: { ref: 'refs/heads/feature' } }),
        // A branch anyone with write access can push, named like the merge queue's, its run started by a push.
        queueNamedBranch: await certify({ identity: { ref: 'refs/heads/gh-readonly-queue/main/pr-7-abc' } }),
        pullRequest: await certify({ event: 'pull_request' }),
        otherPredicateType: await sign({ predicateType: 'https://slsa.dev/provenance/v1' }),
        // The verify action's summary of an image, made to name the commit: the same predicate type, another verifier.
        imageSummary: await sign({ predicate: { verifier: { id: IMAGE_VERIFIER_ID } } }),
        image: await signImage(),
        imageFailed: await signImage({ verificationResult: 'FAILED' }),
        imageNoLevel: await signImage({ verifiedLevels: ['SLSA_BUILD_LEVEL_3'] }),
        imageNoCommit: await signImage({}, { commit: undefined }),
        imageOtherCommit: await signImage({}, {}, { sha: CHECK_OTHER_COMMIT }),
        imageNotVerify: await signImage({
          verifier: { id: 'https://github.com/agent-certification-gate/agent-certification-gate' }
        }),
        imageOtherService: await signImage({
          [CERTIFICATION_EXTENSION]: {
            projectId: 'proj-image',
            serviceUrl: 'https://staging.example.com/v1',
            runStartedHere: true
          }
        }),
        failed: await sign({ predicate: { verificationResult: 'FAILED' } }),
        decidedLater: await sign({ predicate: { timeVerified: new Date(Date.now() + 3_600_000).toISOString() } }),
        undecided: await sign({ predicate: { timeVerified: 42 } }),
        otherSubject: await sign({ commit: CHECK_OTHER_COMMIT }),
        messageSignature: await signRaw({ body: statementText(), type: STATEMENT_PAYLOAD_TYPE, message: true }),
        otherPayloadType: await signRaw({ body: statementText(), type: 'application/json' }),
        otherStatementType: await signRaw({
          body: statementText({ type: 'https://in-toto.io/Statement/v0.1' }),
          type: STATEMENT_PAYLOAD_TYPE
        }),
        predicateNotObject: await signRaw({
          body: statementText({ predicate: ['PASSED'] }),
          type: STATEMENT_PAYLOAD_TYPE
        })
      }
    }
    writeFileSync(cache, JSON.stringify(made))
    return made
  } finally {
    await fixture.close()
  }
}
