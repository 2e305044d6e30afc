/**
 * The gate's memory in this process (src/gate/memory.ts, and one-gate.ts's reuse and base), over
 * the fake GitHub's attestations API and bundles the bundled gate signed with the Sigstore mocks
 * (helpers/check-bundles.ts): what it finds for this commit and for the base, why it finds
 * nothing, and a gate that passes on what it found with no request to the service; and what a
 * person reads of it (the log and the job summary). The bundled action keeps, in
 * gate-remembers.test.ts, only what needs the runner.
 */
import { certificationReads } from '../src/gate/judge/variables.js'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/fake-github.js'
import { startFakeService, type FakeService } from '../__fixtures__/fake-service.js'
import type { ActionConfig, GateConfig } from '../src/gate/config.js'
import { openMemory } from '../src/gate/certified/memory.js'
import { lookupBound } from '../src/gate/names.js'
import type { GateMemory, Recalled } from '../src/gate/certified/gate-run.js'
import { carryStart, reuseLookup } from '../src/gate/certified/lookup.js'
import { findCertifications, type CertificationSource } from '../src/attestation/find.js'
import { runGate } from '../src/gate/one-gate.js'
import type { GitHubContext } from '../src/github/context.js'
import { GitHubApi } from '../src/github/api.js'
import { CertificationClient } from '../src/service/client.js'
import { Deadline, systemClock, type Logger } from '../src/lib/runtime.js'
import { createRedactor } from '../src/lib/text.js'
import { compilePassIf } from '../src/policy/pass-if.js'
import { renderSummary } from '../src/gate/report/summary.js'
import { stepResult } from '../src/gate/step.js'
import { tamperedBundle } from '../__fixtures__/tampered-bundle.js'
import { certificationOf, CHECK_COMMIT, checkBundles, type CheckBundles } from './helpers/check-bundles.js'
import { TEST_MERGE_COMMIT } from './helpers/certification-fixture.js'
import { FakeClock, recordingLogger } from './helpers/fake-clock.js'
import { gateConfig } from './helpers/gate.js'
import { reasonText } from '../src/gate/certified/reasons.js'
import { commitSubject, treeSubject } from '../src/attestation/statement.js'
import { attestationListBody, commitBody, comparisonBody, errorBody, malformed } from '../__fixtures__/github-bodies.js'

let made: CheckBundles
let github: FakeGitHub
let service: FakeService
let trustedRootPath: string

beforeAll(async () => {
  made = await checkBundles()
  trustedRootPath = join(mkdtempSync(join(tmpdir(), 'memory-root-')), 'trusted_root.json')
  writeFileSync(trustedRootPath, JSON.stringify(made.trustedRoot))
  github = await startFakeGitHub()
  service = await startFakeService({ script: { statuses: ['completed'], stepMs: 0 } })
  service.addProject('proj-good', { statuses: ['completed'], reportFields: { trust_score: 81 } })
}, 120_000)
afterAll(() => Promise.all([github?.close(), service?.close()]))
beforeEach(() => {
  github.stored.splice(0)
  github.listAnswers.splice(0)
  for (const name of ['good', 'pullRequest', 'otherRepository'] as const)
    github.addAttestation('example/agent', made.bundles[name])
})

const WORKFLOW_REF = 'example/agent/.github/workflows/certification.yml@refs/heads/main'
/** A base commit nothing certified. */
const BASE_COMMIT = 'ba5e0000ba5e0000ba5e0000ba5e0000ba5e0000'

/** A push of CHECK_COMMIT to main by the workflow that signed the good bundle, unless `on` says other. */
function contextOf(on: Partial<GitHubContext> = {}): GitHubContext {
  return {
    eventName: 'push',
    repository: 'example/agent',
    serverUrl: 'https://github.com',
    apiUrl: github.url,
    commit: { sha: CHECK_COMMIT, source: 'workflow' },
    workflowSha: CHECK_COMMIT,
    workflowRef: WORKFLOW_REF,
    ref: 'refs/heads/main',
    // The base branch an event with a base names (pull_request, merge_group).
    baseBranch: 'main',
    defaultBranch: 'main',
    runnerTemp: mkdtempSync(join(tmpdir(), 'memory-runner-')),
    ...on
  }
}

function memoryOf(
  on: Partial<GitHubContext> = {},
  asked: Partial<ActionConfig> = {},
  stepDeadline = new Deadline(systemClock, 60_000)
) {
  const logger = recordingLogger()
  // The service the certifications were made at: a project is one of that service's.
  const baseUrl = String(certificationOf(made.bundles.good)['serviceUrl'])
  const config = {
    ...gateConfig(service),
    baseUrl,
    githubToken: 'ghs_memory',
    trustedRootPath,
    reuseMs: 86_400_000,
    ...asked
  } as ActionConfig
  const github = contextOf(on)
  const memory = openMemory(config, github, {
    api: new GitHubApi({ apiUrl: github.apiUrl, token: 'ghs_memory', logger }),
    signal: new AbortController().signal,
    logger,
    random: () => 0.5,
    stepDeadline,
    reads: certificationReads(config)
  })
  eventOf.set(memory, github)
  return { memory, logger }
}

/** The event each memory was opened for, which its gate is handed too (carry-forward reads it). */
const eventOf = new WeakMap<GateMemory, GitHubContext>()

/** One gate of proj-good over `memory`, with a real client to the fake service: its result, and the requests the service got. */
async function gateWith(
  memory: GateMemory,
  logger: Logger,
  asked: Partial<GateConfig> = {},
  clock = new FakeClock(),
  deadline?: Deadline
) {
  const passIf =
    asked.passIfExpression === undefined ? undefined : await compilePassIf(asked.passIfExpression, 'run', ['base'])
  const client = new CertificationClient({
    baseUrl: service.url,
    apiKey: 'acs_sk_demo0123456789',
    userAgent: 'test',
    redact: createRedactor([])
  })
  const before = service.requests.length
  const result = await runGate(
    { ...gateConfig(service, { projectId: 'proj-good' }), ...asked, passIf },
    {
      client,
      clock,
      random: () => 0.5,
      signal: new AbortController().signal,
      logger,
      memory,
      deadline,
      github: eventOf.get(memory) ?? contextOf()
    }
  )
  return { result, serviceRequests: service.requests.length - before }
}

/** The sha256 by which GitHub lists a commit's, or a tree's, certifications. */
const commitSubjectDigest = (commit: string) =>
  commitSubject('https://github.com', 'example/agent', commit).digest['sha256']
const treeSubjectDigest = (tree: string) => treeSubject('https://github.com', 'example/agent', tree).digest['sha256']
const whyOf = (recalled: Recalled) =>
  'why' in recalled ? reasonText(recalled.why) : `found ${recalled.certifications.length}`
const listRequests = () => github.requests.filter(request => request.path.includes('/attestations/')).length

describe('this commit', () => {
  it('finds the certification of the project that verifies, with its run record, signer and time', async () => {
    const recalled = await memoryOf().memory.thisCommit('proj-good')
    if ('why' in recalled) throw new Error(reasonText(recalled.why))
    expect(recalled.commit).toBe(CHECK_COMMIT)
    expect(recalled.certifications).toHaveLength(1)
    const [found] = recalled.certifications
    expect(found).toMatchObject({
      projectId: 'proj-good',
      seen: { runId: expect.stringMatching(/^run-/), signer: WORKFLOW_REF, sourceRef: 'refs/heads/main' },
      runs: [
        {
          runId: expect.stringMatching(/^run-/),
          status: 'completed',
          recordSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
          record: expect.objectContaining({ trust_score: 91 })
        }
      ]
    })
    expect(found.runs).toHaveLength(1)
    expect(Date.parse(found.seen.signedAt)).toBeLessThanOrEqual(Date.now())
    expect(found.seen.ageMs).toBeGreaterThanOrEqual(0)
  })

  it("lists the commit once for every project asked, and says why there is none for another project's", async () => {
    const { memory } = memoryOf()
    const before = listRequests()
    const [good, other] = await Promise.all([memory.thisCommit('proj-good'), memory.thisCommit('proj-other')])
    expect(listRequests() - before).toBe(1)
    expect(whyOf(good)).toBe('found 1')
    expect(whyOf(other)).toBe(
      'GitHub lists 3 attestations for it, none a certification of project proj-other that counts (1 of other projects)'
    )
  })

  it("takes a pull request's own certification for a re-run of that pull request alone", async () => {
    const onPullRequest = (number: number) =>
      memoryOf({
        eventName: 'pull_request',
        pullRequest: { number },
        workflowSha: TEST_MERGE_COMMIT
      }).memory.thisCommit('proj-good')
    const rerun = await onPullRequest(42)
    expect('why' in rerun ? [] : rerun.certifications.map(found => found.seen.sourceRef).sort()).toEqual([
      'refs/heads/main',
      'refs/pull/42/merge'
    ])
    const other = await onPullRequest(8)
    expect('why' in other ? [] : other.certifications.map(found => found.seen.sourceRef)).toEqual(['refs/heads/main'])
  })

  it('says why, in one line, when it cannot look or finds nothing that counts', async () => {
    expect(whyOf(await memoryOf({ workflowRef: undefined }).memory.thisCommit('proj-good'))).toBe(
      'the running workflow is not known (GITHUB_WORKFLOW_REF), so neither is who must have signed: set signer-workflow'
    )
    expect(whyOf(await memoryOf({ repository: undefined }).memory.thisCommit('proj-good'))).toBe(
      'the workflow names no repository (GITHUB_REPOSITORY)'
    )
    expect(whyOf(await memoryOf({ commit: undefined }).memory.thisCommit('proj-good'))).toBe(
      'the workflow names no commit (GITHUB_SHA)'
    )
    expect(whyOf(await memoryOf({}, { githubToken: undefined }).memory.thisCommit('proj-good'))).toBe(
      'github-token is empty, so attestations cannot be listed'
    )
    expect(whyOf(await memoryOf({}, { reuseMs: 1000 }).memory.thisCommit('proj-good'))).toMatch(
      /^the certification of run run-\w+ verifies, but it was signed .+ ago, longer ago than reuse allows \(1s\)$/
    )
    const central = await memoryOf(
      {},
      { signerWorkflow: { repository: 'org/central', path: '.github/workflows/certify.yml' } }
    ).memory.thisCommit('proj-good')
    expect(whyOf(central)).toMatch(/, not by org\/central\/\.github\/workflows\/certify\.yml\)$/)
    github.stored.splice(0)
    expect(whyOf(await memoryOf().memory.thisCommit('proj-good'))).toBe('GitHub lists no attestation for it')
  })

  it('warns once when GitHub refuses the list, and says why for every lookup', async () => {
    github.listAnswers.push({ status: 403, body: malformed('{}') }, { status: 403, body: malformed('{}') })
    const { memory, logger } = memoryOf({
      eventName: 'pull_request',
      baseCommit: CHECK_COMMIT,
      pullRequest: { number: 42 }
    })
    expect(whyOf(await memory.thisCommit('proj-good'))).toBe(
      'GitHub refused to list the attestations (403): the job needs attestations: read'
    )
    expect(whyOf(await memory.baseCommit('proj-good'))).toBe(
      'GitHub refused to list the attestations (403): the job needs attestations: read'
    )
    expect(logger.lines.filter(line => line.startsWith('warning: '))).toEqual([
      "warning: The gate could not read this repository's attestations (GitHub answered 403), so it reuses nothing, and a pass-if that names base cannot judge the run. Give the job the permission to read them (YAML, as it stands): permissions: { contents: read, attestations: read }"
    ])
  })

  it("names the plan when GitHub refuses the list for the repository's plan, not a permission to add", async () => {
    const refusal = {
      status: 403,
      body: malformed(
        JSON.stringify({
          message: 'Feature not available for user-owned private repositories. To enable this feature, please upgrade.'
        })
      )
    }
    github.listAnswers.push(refusal, refusal)
    const { memory, logger } = memoryOf({
      eventName: 'pull_request',
      baseCommit: CHECK_COMMIT,
      pullRequest: { number: 42 }
    })
    const plan =
      'GitHub refused to list the attestations (403): it holds attestations of a private or internal repository only on GitHub Enterprise Cloud'
    expect(whyOf(await memory.thisCommit('proj-good'))).toBe(plan)
    expect(whyOf(await memory.baseCommit('proj-good'))).toBe(plan)
    const warnings = logger.lines.filter(line => line.startsWith('warning: '))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('Feature not available for user-owned private repositories')
    expect(warnings[0]).toContain(
      "GitHub stores and lists attestations of a private or internal repository only on GitHub Enterprise Cloud (of a public one, on every plan). On another plan nothing is stored, so reuse finds nothing and the deploy's verify refuses every commit: make the repository public, move it to an Enterprise Cloud organization, or keep the signed bundle (actions/upload-artifact) and check it with gh attestation verify --bundle."
    )
    expect(warnings[0]).not.toContain('permissions:')
  })

  it('falls back with the reason when the list cannot be read, and warns once per commit looked up', async () => {
    github.listAnswers.push({ status: 200, body: malformed('not json') }, { status: 200, body: malformed('not json') })
    const { memory, logger } = memoryOf({
      eventName: 'pull_request',
      baseCommit: BASE_COMMIT,
      pullRequest: { number: 42 }
    })
    const [mine, again, other] = await Promise.all([
      memory.thisCommit('proj-good'),
      memory.thisCommit('proj-other'),
      memory.baseCommit('proj-good')
    ])
    for (const recalled of [mine, again, other]) {
      expect(whyOf(recalled)).toMatch(/^the attestations could not be read: .+/)
      // An answer that is not a list is neither the lookup's bound running out nor GitHub silent.
      expect(whyOf(recalled)).not.toMatch(/ran out|did not answer within/)
    }
    const warnings = logger.lines.filter(line => line.startsWith('warning: '))
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toMatch(
      new RegExp(
        `^warning: The gate could not read the signed certifications of this commit ${CHECK_COMMIT} \\(.+\\)\\. Nothing is reused: a run is started, as without reuse\\.$`
      )
    )
    expect(warnings[1]).toMatch(
      new RegExp(
        `^warning: The gate could not read the signed certifications of the base commit ${BASE_COMMIT} \\(.+\\)\\. pass-if names base, so it cannot judge the run: the step fails rather than pass without the comparison\\.$`
      )
    )
  })

  it('says nothing more when the job is cancelled while it reads', async () => {
    const cancelled = new AbortController()
    cancelled.abort()
    const logger = recordingLogger()
    const config = {
      ...gateConfig(service),
      githubToken: 'ghs_memory',
      trustedRootPath,
      reuseMs: 86_400_000
    } as ActionConfig
    const github = contextOf()
    const memory = openMemory(config, github, {
      api: new GitHubApi({ apiUrl: github.apiUrl, token: 'ghs_memory', logger }),
      signal: cancelled.signal,
      logger,
      random: () => 0.5,
      stepDeadline: new Deadline(systemClock, 60_000)
    })
    expect(whyOf(await memory.thisCommit('proj-good'))).toMatch(/^the attestations could not be read: /)
    expect(logger.lines.filter(line => line.startsWith('warning: '))).toEqual([])
  })
})

describe("findCertifications over its sources, in order (an image's registry, then GitHub)", () => {
  /** This commit's lookup on a push to main: the good bundle is accepted for it. */
  const lookup = () => {
    const found = reuseLookup({ ...gateConfig(service), reuseMs: 86_400_000 }, contextOf())
    if ('why' in found) throw new Error(reasonText(found.why))
    return found
  }
  const forged = () => ({
    bundle: tamperedBundle<{ predicateType: string }>(made.bundles.good, statement => {
      statement.predicateType = 'https://example.com/forged'
    })
  })
  /** A source that lists `entries` (nothing to give when undefined), noting in `asked` that it was asked. */
  const source = (by: string, entries: unknown[] | undefined, asked: string[]): CertificationSource => ({
    list: async () => {
      asked.push(by)
      if (entries === undefined) return undefined
      return {
        attestations: entries,
        truncated: false,
        noneFound: entries.length === 0,
        by,
        whenNoneCounts: `None of ${by}'s counts.`
      }
    }
  })
  const find = (from: CertificationSource[], logger = recordingLogger(), image = false) => {
    const { subject, policy } = lookup()
    return findCertifications(subject, { ...policy, image }, new Deadline(systemClock, 30_000), {
      from,
      trustedRootPath,
      cacheDir: tmpdir(),
      signal: new AbortController().signal,
      logger,
      random: () => 0.5
    })
  }

  it('judges the first whose entries hold an accepted one, and asks no further', async () => {
    const asked: string[] = []
    const logger = recordingLogger()
    const registry = source('The registry', [{ bundle: made.bundles.good }, forged()], asked)
    const found = await find([registry, source('GitHub', [], asked)], logger)
    expect(asked).toEqual(['The registry'])
    expect(found.source).toBe(registry)
    expect(found.checked.map(item => item.accepted)).toEqual([true, false])
    const { subject } = lookup()
    expect(logger.lines.slice(0, 2)).toEqual([
      `info: Looking for certifications of ${subject.name} (sha256:${subject.digest['sha256']}).`,
      `info: The registry listed 2 attestations for commit ${CHECK_COMMIT.slice(0, 12)}.`
    ])
  })

  it("reads the next, saying so, when none of a source's counts; the last one's are judged whatever they hold", async () => {
    const asked: string[] = []
    const logger = recordingLogger()
    const github = source('GitHub', [forged()], asked)
    const found = await find([source('The registry', [forged()], asked), github], logger)
    expect(asked).toEqual(['The registry', 'GitHub'])
    expect(found.source).toBe(github)
    expect(found.checked.map(item => item.accepted)).toEqual([false])
    expect(logger.lines).toContain("info: None of The registry's counts.")
    // The last source's are judged as they are: there is no next to read.
    expect(logger.lines).not.toContain("info: None of GitHub's counts.")
    expect(logger.lines.filter(line => line.startsWith('info: Looking for'))).toHaveLength(1)
  })

  it('passes over a source with nothing to give, and never says none were found when no source listed any', async () => {
    const asked: string[] = []
    const github = source('GitHub', [{ bundle: made.bundles.good }], asked)
    const logger = recordingLogger()
    const found = await find([source('The registry', undefined, asked), github], logger)
    expect([asked, found.source === github, found.checked.length]).toEqual([['The registry', 'GitHub'], true, 1])
    expect(logger.lines).toContain(`info: GitHub listed 1 attestation for commit ${CHECK_COMMIT.slice(0, 12)}.`)
    await expect(find([source('The registry', undefined, [])])).rejects.toThrow('no source listed the attestations')
  })

  it("says it looks for verify's summaries when the policy is an image's", async () => {
    const logger = recordingLogger()
    await find([source('GitHub', [], [])], logger, true)
    expect(logger.lines[0]).toMatch(/^info: Looking for verify's summaries of /)
  })
})

describe('a certification that verifies, but is not one this gate may use', () => {
  const only = (name: keyof CheckBundles['bundles']) => {
    github.stored.splice(0)
    github.addAttestation('example/agent', made.bundles[name])
  }
  const onPullRequest = {
    eventName: 'pull_request',
    baseCommit: CHECK_COMMIT,
    pullRequest: { number: 42 },
    workflowSha: TEST_MERGE_COMMIT
  }
  const withPassIf = async (expression: string) => ({ passIf: await compilePassIf(expression, 'run', ['base']) })

  it('is never one of the project at another service, or of a run given to the gate that signed it, for reuse or base', async () => {
    only('otherService')
    const { memory } = memoryOf(onPullRequest)
    const otherService = `the certification of run run-like-good verifies, but it certifies the project at 'https://staging.example.com/v1', not at ${certificationOf(made.bundles.good)['serviceUrl']}`
    expect(whyOf(await memory.thisCommit('proj-good'))).toBe(otherService)
    expect(whyOf(await memory.baseCommit('proj-good'))).toBe(otherService)

    only('givenRun')
    const given = memoryOf(onPullRequest).memory
    const givenRun =
      'the certification of run run-like-good verifies, but its run was given to the gate that signed it (run-id), not started for the commit, so it may have been started for another'
    expect(whyOf(await given.thisCommit('proj-good'))).toBe(givenRun)
    expect(whyOf(await given.baseCommit('proj-good'))).toBe(givenRun)
  })

  it('with a record signed only in outline, counts only when it holds whole every field pass-if reads', async () => {
    only('outlined')
    const omitted =
      "the record's JSON is longer than 16384 characters: only its top-level scalar fields and the fields pass-if read are kept"
    const reused = async (expression: string) =>
      whyOf(await memoryOf({}, await withPassIf(expression)).memory.thisCommit('proj-good'))
    const compared = async (expression: string) =>
      whyOf(await memoryOf(onPullRequest, await withPassIf(expression)).memory.baseCommit('proj-good'))
    const notWhole = (field: string) =>
      `the certification of run run-like-good verifies, but its signed record is not whole (${omitted}), and pass-if reads ${field}, which it may not hold as the service reported it`

    expect(await reused('run.trust_score >= 80 && run.status == "completed"')).toBe('found 1')
    expect(await reused('run.findings.critical == 0')).toBe('found 1')
    // Left out, or kept only as the parent of a field kept: neither is the record's own.
    expect(await reused('!has(run.critical_findings) || size(run.critical_findings) == 0')).toBe(
      notWhole('run.critical_findings')
    )
    expect(await reused('size(run.findings) == 1')).toBe(notWhole('run.findings'))
    expect(await reused('size(run) > 0')).toBe(notWhole('run as a whole'))
    expect(await reused('run.exists(field, field == "critical")')).toBe(notWhole('run as a whole'))
    // What it reads of base is base's business, and the other way round.
    expect(await reused('run.trust_score >= base.critical_findings')).toBe('found 1')

    expect(await compared('!has(base.trust_score) || run.trust_score >= base.trust_score - 2')).toBe('found 1')
    expect(await compared('!has(base.critical_findings) || run.x == base.critical_findings')).toBe(
      notWhole('base.critical_findings')
    )
    expect(await compared('size(base) > 0')).toBe(notWhole('base as a whole'))
    expect(await compared('!has(run.critical_findings) && base.trust_score > 0')).toBe('found 1')
  })

  it('with no pass-if, counts whatever its record holds', async () => {
    only('outlined')
    expect(whyOf(await memoryOf().memory.thisCommit('proj-good'))).toBe('found 1')
  })

  it('on an event that runs other workflow files than the commit it certifies, is never reused', async () => {
    const recalled = await memoryOf({
      eventName: 'pull_request_target',
      workflowSha: 'f'.repeat(40),
      commit: { sha: CHECK_COMMIT, source: 'pull-request-head' }
    }).memory.thisCommit('proj-good')
    expect(whyOf(recalled)).toBe(
      "a pull_request_target run is on the base branch, not on the commit it certifies, so it runs other workflow files than that commit's"
    )
  })

  it('is no base when GitHub lists more than is read, since the first cannot be told', async () => {
    // Ten pages are read; with one a page, the eleventh is not.
    only('good')
    for (let index = 0; index < 10; index += 1) github.addAttestation('example/agent', made.bundles.good)
    github.pageSize = 1
    try {
      const { memory } = memoryOf(onPullRequest)
      expect(whyOf(await memory.baseCommit('proj-good'))).toBe(
        'GitHub lists more attestations for it than are read (10), so which is the first cannot be told'
      )
      // For reuse, what was read is enough: a certification among them is one.
      expect(whyOf(await memoryOf().memory.thisCommit('proj-good'))).toBe('found 10')
    } finally {
      github.pageSize = undefined
    }
  })
})

describe('what it finds, and why it finds nothing, said exactly', () => {
  const only = (...names: Array<keyof CheckBundles['bundles']>) => {
    github.stored.splice(0)
    for (const name of names) github.addAttestation('example/agent', made.bundles[name])
  }

  it('newest first, by the time each was signed', async () => {
    only('good', 'outlined')
    const recalled = await memoryOf().memory.thisCommit('proj-good')
    if ('why' in recalled) throw new Error(reasonText(recalled.why))
    const [newest, older] = recalled.certifications
    expect(Date.parse(newest.seen.signedAt)).toBeGreaterThan(Date.parse(older.seen.signedAt))
    expect([newest.seen.runId, older.seen.runId]).toEqual([
      'run-like-good',
      certificationOf(made.bundles.good)['runId']
    ])
  })

  it('names the first that verifies but does not count, and how many more do not either', async () => {
    only('otherService', 'givenRun', 'unnamedService')
    expect(whyOf(await memoryOf().memory.thisCommit('proj-good'))).toMatch(
      /^the certification of run run-like-good verifies, but .+ \(and 2 more of that project that do not count either\)$/
    )
    only('unnamedService')
    expect(whyOf(await memoryOf().memory.thisCommit('proj-good'))).toBe(
      `the certification of run run-like-good verifies, but it certifies the project at a service it does not name, not at ${certificationOf(made.bundles.good)['serviceUrl']}`
    )
  })

  it('calls a refused attestation of this project a claim unless it verified and was only too old', async () => {
    only('pullRequest')
    expect(whyOf(await memoryOf().memory.thisCommit('proj-good'))).toMatch(
      /^GitHub lists 1 attestation for it, none a certification of project proj-good that counts \(one claiming to be was refused: it was signed by a run on 'refs\/pull\/42\/merge'/
    )
  })

  it("never names another project's certification for this one, though it verified and was only too old", async () => {
    only('good')
    expect(whyOf(await memoryOf({}, { reuseMs: 1000 }).memory.thisCommit('proj-other'))).toBe(
      'GitHub lists 1 attestation for it, none a certification of project proj-other that counts'
    )
    expect(whyOf(await memoryOf({}, { reuseMs: 1000 }).memory.thisCommit('proj-good'))).toContain(
      `the certification of run ${String(certificationOf(made.bundles.good)['runId'])} verifies, but it was signed `
    )
  })

  it("says nothing of another project's refusal when none of this project's is listed", async () => {
    only('otherRepository')
    expect(whyOf(await memoryOf().memory.thisCommit('proj-other'))).toBe(
      'GitHub lists 1 attestation for it, none a certification of project proj-other that counts'
    )
  })

  it('names a workflow run for an event it does not name', async () => {
    const unnamed = memoryOf({ eventName: undefined, workflowSha: 'f'.repeat(40) }).memory
    expect(whyOf(await unnamed.thisCommit('proj-good'))).toMatch(
      /^this workflow run is on commit f{40}, not on the commit it certifies/
    )
    expect(whyOf(await unnamed.baseCommit('proj-good'))).toBe(
      'a workflow event has no base commit (only pull_request and merge_group have one)'
    )
  })

  it('warns of a token GitHub does not know (401) as of one without the permission', async () => {
    github.listAnswers.push({ status: 401, body: malformed('{}') })
    const { memory, logger } = memoryOf()
    expect(whyOf(await memory.thisCommit('proj-good'))).toBe(
      'GitHub refused to list the attestations (401): the job needs attestations: read'
    )
    expect(logger.lines.filter(line => line.startsWith('warning: '))).toHaveLength(1)
  })

  it('says whether none of the project was listed, none listed counts, or the list could not be read', async () => {
    const absenceOf = (recalled: Recalled) => ('why' in recalled ? recalled.absence : 'found')
    expect(absenceOf(await memoryOf().memory.thisCommit('proj-good'))).toBe('found')
    // Only another project's: none of this one is listed.
    expect(absenceOf(await memoryOf().memory.thisCommit('proj-other'))).toBe('none-listed')
    // Genuine but too old, or signed by another workflow than the one named: listed, none counts.
    expect(absenceOf(await memoryOf({}, { reuseMs: 1000 }).memory.thisCommit('proj-good'))).toBe('none-counts')
    const central = { signerWorkflow: { repository: 'org/central', path: '.github/workflows/certify.yml' } }
    expect(absenceOf(await memoryOf({}, central).memory.thisCommit('proj-good'))).toBe('none-counts')
    github.listAnswers.push({ status: 403, body: malformed('{}') })
    expect(absenceOf(await memoryOf().memory.thisCommit('proj-good'))).toBe('unreadable')
    github.stored.splice(0)
    expect(absenceOf(await memoryOf().memory.thisCommit('proj-good'))).toBe('none-listed')
  })

  it("names the lookup's own bound, not the step's timeout, when GitHub keeps failing until it runs out", async () => {
    github.listAnswers.push(...Array.from({ length: 40 }, () => ({ status: 502, body: malformed('bad gateway') })))
    // An 8 s timeout: the lookup has 2 s of it.
    const recalled = await memoryOf({}, { timeoutMs: 8000 }).memory.thisCommit('proj-good')
    expect(whyOf(recalled)).toMatch(
      /^the attestations could not be read: the 2s a lookup had \(a quarter of timeout\) ran out; last error: GitHub answered HTTP 502 while listing /
    )
    github.listAnswers.splice(0)
  }, 30_000)

  it.each([
    [600_000, 600_000, 'the 30s a lookup had (the most a lookup may take)'],
    [60_000, 60_000, 'the 15s a lookup had (a quarter of timeout)'],
    [60_000, 4_000, 'the 4s a lookup had (all that was left of timeout)'],
    [60_000, 20_000, 'the 15s a lookup had (a quarter of timeout)'],
    [120_000, 30_000, 'the 30s a lookup had (the most a lookup may take)']
  ])('bounds a lookup of a %p ms timeout with %p ms left as %s', (timeoutMs, remainingMs, text) => {
    expect(lookupBound(timeoutMs, remainingMs).text).toBe(text)
  })

  it('says GitHub asked to wait longer than the lookup has, not that the bound ran out', async () => {
    github.listAnswers.push({ status: 429, body: errorBody('slow down'), headers: { 'retry-after': '60' } })
    const recalled = await memoryOf({}, { timeoutMs: 8000 }).memory.thisCommit('proj-good')
    expect(whyOf(recalled)).toMatch(/^the attestations could not be read: GitHub asked to wait 1m/)
    expect(whyOf(recalled)).not.toMatch(/ran out|did not answer within/)
  })

  it('gives up within a quarter of timeout when GitHub never answers', async () => {
    const silent = createServer(() => undefined)
    await new Promise<void>(resolve => silent.listen(0, '127.0.0.1', resolve))
    const port = (silent.address() as AddressInfo).port
    try {
      const started = Date.now()
      // An 8 s timeout: the lookup has 2 s of it. Not a measurement: a bound well short of the
      // whole timeout, four times it, or the step's whole minute.
      const recalled = await memoryOf({ apiUrl: `http://127.0.0.1:${port}` }, { timeoutMs: 8000 }).memory.thisCommit(
        'proj-good'
      )
      expect(whyOf(recalled)).toMatch(
        /^the attestations could not be read: GitHub did not answer within the 2s a lookup had \(a quarter of timeout\): /
      )
      expect(Date.now() - started).toBeLessThan(6000)
    } finally {
      silent.closeAllConnections()
      await new Promise(resolve => silent.close(resolve))
    }
  }, 30_000)
})

describe('the base commit', () => {
  it("is found as for reuse, of any age, never a pull request's own, not even on its own pull request's test-merge commit", async () => {
    const { memory } = memoryOf(
      {
        eventName: 'pull_request',
        baseCommit: CHECK_COMMIT,
        pullRequest: { number: 42 },
        workflowSha: TEST_MERGE_COMMIT
      },
      { reuseMs: 1000 }
    )
    const base = await memory.baseCommit('proj-good')
    expect('why' in base ? base.why : base.certifications.map(found => found.seen.sourceRef)).toEqual([
      'refs/heads/main'
    ])
  })

  it('is not looked up on an event without one, or whose payload names none', async () => {
    const before = listRequests()
    expect(whyOf(await memoryOf().memory.baseCommit('proj-good'))).toBe(
      'a push event has no base commit (only pull_request and merge_group have one)'
    )
    expect(whyOf(await memoryOf({ eventName: 'pull_request' }).memory.baseCommit('proj-good'))).toBe(
      'the pull_request event names no base commit (pull_request.base.sha)'
    )
    expect(whyOf(await memoryOf({ eventName: 'merge_group' }).memory.baseCommit('proj-good'))).toBe(
      'the merge_group event names no base commit (merge_group.base_sha)'
    )
    expect(listRequests()).toBe(before)
  })
})

describe("the base commit's history", () => {
  const AHEAD = 'ab0000000000000000000000000000000000000a'
  const onPullRequest = {
    eventName: 'pull_request',
    baseCommit: BASE_COMMIT,
    pullRequest: { number: 42 },
    workflowSha: TEST_MERGE_COMMIT
  }
  afterEach(() => {
    github.commits.clear()
    github.commitsAnswers.splice(0)
  })

  it('is the base commit and its first parents, with when each was committed, followed through merged branches', async () => {
    const side = '5'.repeat(40)
    github.commits.set(BASE_COMMIT, { parents: [AHEAD, side], committedAt: Date.parse('2026-11-26T10:00:00Z') })
    github.commits.set(side, { parents: [CHECK_COMMIT], committedAt: Date.parse('2026-11-26T09:59:00Z') })
    github.commits.set(AHEAD, { parents: [CHECK_COMMIT], committedAt: Date.parse('2026-11-26T09:00:00Z') })
    const history = await memoryOf(onPullRequest).memory.baseHistory()
    expect(history).toEqual({
      commits: [
        { sha: BASE_COMMIT, committedAt: Date.parse('2026-11-26T10:00:00Z'), firstParent: AHEAD },
        { sha: AHEAD, committedAt: Date.parse('2026-11-26T09:00:00Z'), firstParent: CHECK_COMMIT },
        { sha: CHECK_COMMIT, committedAt: expect.any(Number) }
      ],
      cutShort: false
    })
    expect(github.requests.at(-1)?.path).toBe(`/repos/example/agent/commits?sha=${BASE_COMMIT}&per_page=30`)
  })

  it("reads an ancestor's certifications as the base's: on the base branch, whatever its age", async () => {
    const { memory } = memoryOf(onPullRequest, { reuseMs: 1000 })
    const recalled = await memory.protectedCommit('proj-good', CHECK_COMMIT)
    expect(
      'why' in recalled ? reasonText(recalled.why) : recalled.certifications.map(found => found.seen.sourceRef)
    ).toEqual(['refs/heads/main'])
  })

  it('cannot be read when GitHub refuses it, answers what is not a list, or lists another history; said once as a warning', async () => {
    github.commitsAnswers.push({ status: 403, body: errorBody('Resource not accessible by integration') })
    const refused = memoryOf(onPullRequest)
    expect(await refused.memory.baseHistory()).toEqual({
      why: { kind: 'refused', what: { of: 'history' }, status: 403 },
      commit: BASE_COMMIT,
      absence: 'unreadable',
      refused: true
    })
    github.commitsAnswers.push({ status: 200, body: malformed('{"message":"not a list"}') })
    const garbage = memoryOf(onPullRequest)
    expect(whyOf((await garbage.memory.baseHistory()) as Recalled)).toMatch(
      /^its history could not be read: GitHub's answer while reading the history of commit ba5e0000ba5e in example\/agent is not a list of commits/
    )
    expect(garbage.logger.lines.filter(line => line.startsWith('warning:'))).toEqual([
      expect.stringMatching(
        /^warning: The gate could not read the history of the base commit ba5e0000ba5e0000ba5e0000ba5e0000ba5e0000 \(GitHub's answer .+\)\. pass-if names base, so it cannot judge the run/
      )
    ])
    github.commitsAnswers.push({ status: 200, body: [commitBody('example/agent', AHEAD)] })
    expect(whyOf((await memoryOf(onPullRequest).memory.baseHistory()) as Recalled)).toMatch(/does not hold that commit/)
  })
  it("names, when it cannot be read, an ancestor's list as the base's ancestor's, and a pushed commit's as protected history's", async () => {
    for (const [on, label] of [
      [onPullRequest, "the base commit's ancestor"],
      [{}, 'a commit of protected history']
    ] as const) {
      github.listAnswers.push({ status: 200, body: malformed('not a list') })
      const { memory, logger } = memoryOf(on)
      expect(await memory.protectedCommit('proj-good', CHECK_COMMIT)).toMatchObject({
        why: { kind: 'not-read' },
        absence: 'unreadable'
      })
      expect(logger.lines.filter(line => line.startsWith('warning:'))).toEqual([
        expect.stringMatching(
          new RegExp(`^warning: The gate could not read the signed certifications of ${label} ${CHECK_COMMIT} \\(`)
        )
      ])
    }
  })

  it("is read once for every gate asking; another commit's is named by its commit, and neither is read without a token", async () => {
    const { memory } = memoryOf(onPullRequest)
    const before = github.requests.length
    expect(await memory.historyOf(AHEAD)).toEqual(await memory.historyOf(AHEAD))
    expect(github.requests.length).toBe(before + 1)
    expect(await memoryOf(onPullRequest, { githubToken: undefined }).memory.historyOf(AHEAD)).toEqual({
      why: { kind: 'token-lacking', what: { of: 'history', label: `the history of commit ${AHEAD.slice(0, 12)}` } },
      commit: AHEAD,
      absence: 'unreadable'
    })
    expect(await memoryOf(onPullRequest, { githubToken: undefined }).memory.baseHistory()).toEqual({
      why: { kind: 'token-lacking', what: { of: 'history', label: 'the history of the base commit' } },
      commit: BASE_COMMIT,
      absence: 'unreadable'
    })
    expect(await memoryOf().memory.baseHistory()).toEqual({ why: { kind: 'event-has-no-base', event: 'push' } })
    expect(github.requests.length).toBe(before + 1)
  })
})

describe('what changed since a certified commit', () => {
  const onPullRequest = {
    eventName: 'pull_request',
    baseCommit: BASE_COMMIT,
    pullRequest: { number: 42 },
    workflowSha: TEST_MERGE_COMMIT
  }

  it("is never told from a comparison that names no files (GitHub's description lets it leave them out)", async () => {
    const { memory } = memoryOf(onPullRequest)
    github.changes.set(`${BASE_COMMIT}...${TEST_MERGE_COMMIT}`, ['agent/a.py'])
    expect(await memory.changesSince(BASE_COMMIT)).toEqual({ files: ['agent/a.py'] })
    github.changes.set(`${BASE_COMMIT}...${TEST_MERGE_COMMIT}`, undefined)
    const unnamed = await memoryOf(onPullRequest).memory.changesSince(BASE_COMMIT)
    expect(unnamed).toEqual({ why: { kind: 'changes-unnamed' }, commit: BASE_COMMIT, absence: 'unreadable' })
    github.changes.clear()
  })
})

describe('what changed since a certified commit, when it cannot be told', () => {
  const onPullRequest = {
    eventName: 'pull_request',
    baseCommit: BASE_COMMIT,
    pullRequest: { number: 42 },
    workflowSha: TEST_MERGE_COMMIT
  }
  const basehead = `${BASE_COMMIT}...${TEST_MERGE_COMMIT}`
  afterEach(() => {
    github.changes.clear()
    github.compareAnswers.splice(0)
  })

  it('asks GitHub nothing without a token, a repository or the commit this run is on', async () => {
    const before = github.requests.length
    const lacking = [
      memoryOf(onPullRequest, { githubToken: undefined }),
      memoryOf({ ...onPullRequest, repository: undefined }),
      memoryOf({ ...onPullRequest, workflowSha: undefined })
    ]
    for (const { memory } of lacking) {
      expect(await memory.changesSince(BASE_COMMIT)).toEqual({
        why: { kind: 'token-lacking', what: { of: 'changes' } },
        absence: 'unreadable'
      })
    }
    expect(github.requests.length).toBe(before)
  })

  it("is no list at GitHub's limit, nor from a commit that is not an ancestor", async () => {
    const full = Array.from({ length: 300 }, (_, index) => `docs/${index}.md`)
    github.compareAnswers.push({
      status: 200,
      body: comparisonBody('example/agent', BASE_COMMIT, TEST_MERGE_COMMIT, full)
    })
    expect(await memoryOf(onPullRequest).memory.changesSince(BASE_COMMIT)).toEqual({
      why: { kind: 'changes-cut-short', limit: 300 },
      commit: BASE_COMMIT,
      absence: 'unreadable'
    })
    github.compareAnswers.push({
      status: 200,
      body: comparisonBody('example/agent', BASE_COMMIT, TEST_MERGE_COMMIT, full, 'identical')
    })
    expect(whyOf((await memoryOf(onPullRequest).memory.changesSince(BASE_COMMIT)) as Recalled)).toBe(
      'GitHub lists 300 or more changed files, so the list may be cut short'
    )
    for (const status of ['diverged', 'behind'] as const) {
      github.compareAnswers.push({
        status: 200,
        body: comparisonBody('example/agent', BASE_COMMIT, TEST_MERGE_COMMIT, ['docs/a.md'], status)
      })
      expect(await memoryOf(onPullRequest).memory.changesSince(BASE_COMMIT)).toEqual({
        why: { kind: 'not-an-ancestor', commit: BASE_COMMIT, status },
        commit: BASE_COMMIT,
        absence: 'unreadable'
      })
    }
  })

  it('says why when GitHub cannot compare the two', async () => {
    const { memory } = memoryOf(onPullRequest)
    expect(github.changes.has(basehead)).toBe(false)
    const unknown = await memory.changesSince(BASE_COMMIT)
    expect(unknown).toMatchObject({
      why: { kind: 'not-read', what: { of: 'changes', since: BASE_COMMIT } },
      commit: BASE_COMMIT,
      absence: 'unreadable'
    })
    expect(whyOf(unknown as Recalled)).toMatch(
      /^what changed since ba5e0000ba5e could not be read: GitHub found nothing \(HTTP 404: Not Found\) while comparing commit ba5e0000ba5e with 7e57e57e57e5 /
    )
  })
})

describe('the tree this run is on', () => {
  /** The tree the good certification names: the tree GitHub gives CHECK_COMMIT (its sha reversed). */
  const GOOD_TREE = [...CHECK_COMMIT].reverse().join('')
  /** A push of another commit with the same files. */
  const SAME_FILES = '5afe'.repeat(10)
  const onSameFiles = { commit: { sha: SAME_FILES, source: 'workflow' as const }, workflowSha: SAME_FILES }
  const treeReads = (start: number) =>
    github.requests
      .slice(start)
      .filter(request => request.path.includes('/git/commits/'))
      .map(request => request.path)
  const listsOfTree = (start: number) =>
    github.requests.slice(start).filter(request => request.path.includes('/attestations/sha256:fb090a95')).length
  beforeEach(() => github.trees.set(SAME_FILES, GOOD_TREE))
  afterEach(() => github.trees.clear())

  it("finds the certification of another commit GitHub says has this commit's files: each tree read once, the list once", async () => {
    const { memory } = memoryOf(onSameFiles)
    const start = github.requests.length
    const runsOf = (recalled: Recalled) =>
      'why' in recalled
        ? reasonText(recalled.why)
        : { commit: recalled.commit, runs: recalled.certifications.map(found => found.sourceCommit) }
    expect(runsOf(await memory.thisTree('proj-good'))).toEqual({ commit: GOOD_TREE, runs: [CHECK_COMMIT] })
    expect(runsOf(await memory.thisTree('proj-good'))).toEqual({ commit: GOOD_TREE, runs: [CHECK_COMMIT] })
    expect(treeReads(start)).toEqual([
      `/repos/example/agent/git/commits/${SAME_FILES}`,
      `/repos/example/agent/git/commits/${CHECK_COMMIT}`
    ])
    expect(listsOfTree(start)).toBe(1)
  })

  it('takes the tree of the commit this run is on from the event where it names it, reading none', async () => {
    const { memory } = memoryOf({ ...onSameFiles, workflowTree: GOOD_TREE })
    github.trees.delete(SAME_FILES)
    const start = github.requests.length
    const recalled = await memory.thisTree('proj-good')
    expect('why' in recalled ? reasonText(recalled.why) : recalled.commit).toBe(GOOD_TREE)
    expect(treeReads(start)).toEqual([`/repos/example/agent/git/commits/${CHECK_COMMIT}`])
  })

  it("refuses a certification whose signing run's commit GitHub now says has other files, and finds none for other files", async () => {
    github.trees.set(CHECK_COMMIT, 'dead'.repeat(10))
    const lied = await memoryOf(onSameFiles).memory.thisTree('proj-good')
    expect(whyOf(lied)).toContain(
      `it names tree ${GOOD_TREE.slice(0, 12)}, but the commit its run was on (${CHECK_COMMIT.slice(0, 12)}) has tree deaddeaddead, as GitHub says`
    )
    github.trees.set(SAME_FILES, 'beef'.repeat(10))
    expect(await memoryOf(onSameFiles).memory.thisTree('proj-good')).toMatchObject({
      commit: 'beef'.repeat(10),
      absence: 'none-listed'
    })
  })

  it('leaves out the statement about this very commit: its own lookup read it, by its own rules', async () => {
    github.trees.set(CHECK_COMMIT, GOOD_TREE)
    const recalled = await memoryOf().memory.thisTree('proj-good')
    expect('why' in recalled ? recalled.absence : recalled.certifications).toBe('none-listed')
  })

  it('leaves out nothing where the event names no commit, and checks an entry it cannot read rather than leave it out', async () => {
    github.trees.set(CHECK_COMMIT, GOOD_TREE)
    const recalled = await memoryOf({ commit: undefined }).memory.thisTree('proj-good')
    expect(
      'why' in recalled ? reasonText(recalled.why) : recalled.certifications.map(found => found.sourceCommit)
    ).toEqual([CHECK_COMMIT])
    github.stored.splice(0)
    github.addAttestation('example/agent', { mediaType: 'not a bundle' }, [`sha256:${treeSubjectDigest(GOOD_TREE)}`])
    const unreadable = memoryOf()
    await unreadable.memory.thisTree('proj-good')
    expect(unreadable.logger.lines).toContain('info: GitHub listed 1 attestation for it.')
  })

  it('warns, when the list cannot be read, that nothing is reused by tree', async () => {
    github.listAnswers.push({ status: 200, body: malformed('not a list') })
    const { memory, logger } = memoryOf(onSameFiles)
    expect(await memory.thisTree('proj-good')).toMatchObject({ why: { kind: 'not-read' }, absence: 'unreadable' })
    expect(logger.lines.filter(line => line.startsWith('warning:'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^warning: The gate could not read the signed certifications of .+ ${GOOD_TREE} \\(.+\\)\\. Nothing is reused by tree: a run is started, as without reuse\\.$`
        )
      )
    ])
  })

  it('reads nothing without a token, a repository or GITHUB_SHA, nor on an event whose run is not on its commit', async () => {
    const before = github.requests.length
    for (const { memory } of [
      memoryOf(onSameFiles, { githubToken: undefined }),
      memoryOf({ ...onSameFiles, repository: undefined }),
      memoryOf({ ...onSameFiles, workflowSha: undefined })
    ]) {
      expect(await memory.thisTree('proj-good')).toEqual({
        why: { kind: 'token-lacking', what: { of: 'tree' } },
        absence: 'unreadable'
      })
    }
    const target = await memoryOf({
      ...onSameFiles,
      eventName: 'pull_request_target',
      pullRequest: { number: 42 }
    }).memory.thisTree('proj-good')
    expect(whyOf(target)).toMatch(/pull_request_target/)
    expect('absence' in target).toBe(false)
    expect(github.requests.length).toBe(before)
  })

  it("says why when GitHub cannot give this commit's tree", async () => {
    const refused = await memoryOf({ ...onSameFiles, apiUrl: `${github.url}/nowhere` }).memory.thisTree('proj-good')
    expect(refused).toMatchObject({
      why: { kind: 'not-read', what: { of: 'tree', commit: SAME_FILES } },
      absence: 'unreadable'
    })
    expect(whyOf(refused)).toMatch(/404/)
  })
})

describe('where carry-forward starts', () => {
  /** carryStart over the event of contextOf(on), with the gate's config. */
  const startOf = (on: Partial<GitHubContext> = {}) => carryStart(gateConfig(service), contextOf(on))

  it('is the base commit of a pull request or a merge-queue entry, and the pushed commit of a push', async () => {
    const onPullRequest = {
      eventName: 'pull_request',
      baseCommit: BASE_COMMIT,
      pullRequest: { number: 42 },
      workflowSha: TEST_MERGE_COMMIT
    }
    expect(startOf(onPullRequest)).toEqual({ commit: BASE_COMMIT })
    expect(startOf({ ...onPullRequest, eventName: 'merge_group', pullRequest: undefined })).toEqual({
      commit: BASE_COMMIT
    })
    expect(startOf()).toEqual({ commit: CHECK_COMMIT })
  })

  it('is nowhere on an event that never carries, off protected history, or where the event does not say it', async () => {
    expect(startOf({ eventName: 'pull_request_target' })).toEqual({
      why: { kind: 'event-never-carries', event: 'pull_request_target' }
    })
    expect(startOf({ eventName: undefined })).toEqual({
      why: { kind: 'event-never-carries', event: 'workflow' }
    })
    expect(startOf({ eventName: 'workflow_dispatch' })).toEqual({
      why: { kind: 'event-never-carries', event: 'workflow_dispatch' }
    })
    const intoFeature = startOf({ eventName: 'pull_request', baseCommit: BASE_COMMIT, baseBranch: 'feature' })
    expect(intoFeature).toMatchObject({ absence: 'unprotected' })
    expect(whyOf(intoFeature as Recalled)).toMatch(/feature/)
    expect(startOf({ eventName: 'pull_request' })).toEqual({
      why: { kind: 'event-lacks', event: 'pull_request', what: 'commit to carry from', field: 'the base commit' },
      absence: 'unreadable'
    })
    expect(startOf({ commit: undefined })).toEqual({
      why: { kind: 'event-lacks', event: 'push', what: 'commit to carry from', field: 'the pushed commit' },
      absence: 'unreadable'
    })
  })
})

describe('a gate with a memory', () => {
  async function gate(
    memory: GateMemory,
    overrides: Partial<GateConfig> = {},
    clock = new FakeClock(),
    deadline?: Deadline
  ) {
    const logger = recordingLogger()
    return { ...(await gateWith(memory, logger, overrides, clock, deadline)), logger }
  }

  it('on a fake clock, waits on that clock for GitHub, never on the wall clock: one deadline for the step and its lookups', async () => {
    const clock = new FakeClock()
    clock.time = Date.now()
    const deadline = new Deadline(clock, 120_000)
    github.listAnswers.push({ status: 429, body: malformed('{}'), headers: { 'retry-after': '20' } })
    const { memory } = memoryOf({}, { timeoutMs: 120_000 }, deadline)
    const { result, serviceRequests } = await gate(memory, { reuseMs: 86_400_000, timeoutMs: 120_000 }, clock, deadline)
    expect(serviceRequests).toBe(0)
    expect(result).toMatchObject({ verdict: 'passed', reused: { runId: expect.stringMatching(/^run-/) } })
    // GitHub's 20 s passed on the fake clock: the lookup slept on the step's clock, and its time counts in the step's.
    expect(clock.sleeps.some(ms => ms >= 20_000)).toBe(true)
    expect(deadline.elapsedMs()).toBeGreaterThanOrEqual(20_000)
    expect(result.elapsedMs).toBeGreaterThanOrEqual(20_000)
  })

  it('passes on the certification it found, with no request to the service', async () => {
    const { result, serviceRequests } = await gate(memoryOf().memory, {
      reuseMs: 86_400_000,
      passIfExpression: 'run.trust_score >= 90'
    })
    expect(serviceRequests).toBe(0)
    expect(result).toMatchObject({
      verdict: 'passed',
      failsStep: false,
      runs: [{ status: 'completed', record: { trust_score: 91 } }],
      named: 0,
      polls: 0,
      policy: { outcome: 'true' },
      reused: {
        runId: expect.stringMatching(/^run-/),
        signer: WORKFLOW_REF,
        sourceRef: 'refs/heads/main',
        ageMs: expect.any(Number)
      }
    })
  })

  it('starts a run when pass-if is not true for what it found, saying so', async () => {
    const { result, logger, serviceRequests } = await gate(memoryOf().memory, {
      reuseMs: 86_400_000,
      passIfExpression: 'run.trust_score >= 95'
    })
    expect(serviceRequests).toBeGreaterThan(0)
    expect(result.reused).toBeUndefined()
    expect(logger.lines[0]).toMatch(
      /^info: Nothing to reuse for project proj-good \(commit c0c0c0c0c1c1\): pass-if is false for the certification of run run-\w+ now \(run\.trust_score = 91\)\. Starting a run\.$/
    )
    expect(reasonText(result.notReused!)).toMatch(
      /^pass-if is false for the certification of run run-\w+ now \(run\.trust_score = 91\)$/
    )
  })

  it('starts a run when nothing is found, saying why', async () => {
    const { result, logger, serviceRequests } = await gate(memoryOf({ workflowRef: undefined }).memory, {
      reuseMs: 86_400_000
    })
    expect(serviceRequests).toBeGreaterThan(0)
    expect(result.verdict).toBe('passed')
    expect(logger.lines[0]).toMatch(
      /^info: Nothing to reuse for project proj-good \(commit c0c0c0c0c1c1\): the running workflow is not known/
    )
  })

  it("judges the run beside the base's record, and shows each number beside the base's", async () => {
    const onPullRequest = {
      eventName: 'pull_request',
      baseCommit: CHECK_COMMIT,
      pullRequest: { number: 42 },
      commit: { sha: 'e'.repeat(40), source: 'pull-request-head' as const },
      // Its own test merge, of files nothing certified.
      workflowSha: '5'.repeat(40)
    }
    const { result } = await gate(memoryOf(onPullRequest).memory, {
      passIfExpression: '!has(base.trust_score) || run.trust_score >= base.trust_score - 2'
    })
    expect(result.verdict).toBe('failed')
    expect(result.base).toMatchObject({
      commit: CHECK_COMMIT,
      certification: { runId: expect.stringMatching(/^run-/) }
    })
    expect(result.policy?.readings).toEqual([
      { path: 'run.trust_score', value: '81', compared: { name: 'base', value: '91', change: '\u221210' } }
    ])

    const reused = await gate(memoryOf(onPullRequest).memory, {
      reuseMs: 86_400_000,
      passIfExpression: '!has(base.trust_score) || run.trust_score >= base.trust_score - 2'
    })
    // Nothing of this head commit to reuse: a run is started, and judged against the base.
    expect(reused.result.reused).toBeUndefined()
    expect(reused.result.base?.certification).toBeDefined()
  })

  it('warns of a field of base that neither record has, which a has() guard would hide; not of one the run has, nor again on an error', async () => {
    const onPullRequest = { eventName: 'pull_request', baseCommit: CHECK_COMMIT, pullRequest: { number: 42 } }
    const warningsOf = (lines: string[]) => lines.filter(line => line.startsWith('warning: '))
    const typo = await gate(memoryOf(onPullRequest).memory, {
      passIfExpression: '!has(base.trust_scor) || run.trust_score >= base.trust_scor - 2'
    })
    expect(typo.result.verdict).toBe('passed')
    expect(warningsOf(typo.logger.lines)).toEqual([
      "warning: pass-if reads base.trust_scor for project proj-good, which neither the base commit's certified record nor the run's has: if it is guarded with has(), that part of pass-if never compares anything. Check the name against the fields the service returns."
    ])
    const spelled = await gate(memoryOf(onPullRequest).memory, {
      passIfExpression: '!has(base.trust_score) || run.trust_score >= base.trust_score - 20'
    })
    expect(spelled.result.verdict).toBe('passed')
    expect(warningsOf(spelled.logger.lines)).toEqual([])
    // Unguarded, the error says it: no warning on top.
    const unguarded = await gate(memoryOf(onPullRequest).memory, {
      passIfExpression: 'run.trust_score >= base.trust_scor - 2'
    })
    expect(unguarded.result.verdict).toBe('error')
    expect(warningsOf(unguarded.logger.lines)).toEqual([])
  })

  it('warns of a misspelled field of base on a reused certification too, once', async () => {
    const onMergeQueue = { eventName: 'merge_group', baseCommit: CHECK_COMMIT }
    const { result, logger, serviceRequests } = await gate(memoryOf(onMergeQueue).memory, {
      reuseMs: 86_400_000,
      passIfExpression: '!has(base.trust_scor) || run.trust_score >= base.trust_scor - 2'
    })
    expect(serviceRequests).toBe(0)
    expect(result.reused).toBeDefined()
    expect(logger.lines.filter(line => line.startsWith('warning: '))).toEqual([
      expect.stringMatching(/^warning: pass-if reads base\.trust_scor for project proj-good, which neither /)
    ])
  })

  it('does not warn of an optional field that pass-if guards on both sides', async () => {
    const onPullRequest = { eventName: 'pull_request', baseCommit: CHECK_COMMIT, pullRequest: { number: 42 } }
    const { result, logger } = await gate(memoryOf(onPullRequest).memory, {
      passIfExpression: '!has(base.coverage) || !has(run.coverage) || run.coverage >= base.coverage'
    })
    expect(result.verdict).toBe('passed')
    expect(logger.lines.filter(line => line.startsWith('warning: '))).toEqual([])
  })

  it('with wait: false, judges no run by pass-if, though pass-if was compiled for reuse', async () => {
    const runId = service.createRun('proj-good')
    const { result } = await gate(memoryOf().memory, {
      wait: false,
      reuseMs: 86_400_000,
      projectId: undefined,
      runId,
      passIfExpression: 'run.trust_score >= 95'
    })
    expect(result).toMatchObject({ verdict: 'started', failsStep: false, runs: [{ runId }], named: 0 })
  })

  it('gives an empty base, and says why, when there is none; and with a given run names the project from its record', async () => {
    const { result } = await gate(memoryOf().memory, { passIfExpression: '!has(base.trust_score)' })
    expect(result.verdict).toBe('passed')
    expect(result.base).toEqual({ runs: [], why: { kind: 'event-has-no-base', event: 'push' } })

    const runId = service.createRun('proj-good')
    const given = await gate(memoryOf().memory, {
      projectId: undefined,
      runId,
      passIfExpression: '!has(base.trust_score)'
    })
    expect(given.result.base?.why).toEqual({ kind: 'event-has-no-base', event: 'push' })
  })

  it('warns when the base commit lists a certification of the project that does not count here: pass-if then compares with nothing', async () => {
    const onPullRequest = { eventName: 'pull_request', baseCommit: CHECK_COMMIT, pullRequest: { number: 42 } }
    const central = { signerWorkflow: { repository: 'org/central', path: '.github/workflows/certify.yml' } }
    const { result, logger } = await gate(memoryOf(onPullRequest, central).memory, {
      passIfExpression: '!has(base.trust_score) || run.trust_score >= base.trust_score - 2'
    })
    expect(result.verdict).toBe('passed')
    expect(result.base).toMatchObject({ commit: CHECK_COMMIT, absence: 'none-counts' })
    expect(logger.lines.filter(line => line.startsWith('warning: '))).toEqual([
      expect.stringMatching(
        /^warning: base is an empty map for project proj-good \(base commit [0-9a-f]{12}\): .+, not by org\/central\/\.github\/workflows\/certify\.yml\)\. pass-if compares with nothing until a certification of the base counts: the reason says why this one does not\.$/
      )
    ])
    // None listed at all: said, not warned of.
    github.stored.splice(0)
    const none = await gate(memoryOf(onPullRequest).memory, { passIfExpression: '!has(base.trust_score)' })
    expect(none.result.base).toMatchObject({ absence: 'none-listed' })
    expect(none.logger.lines.filter(line => line.startsWith('warning: '))).toEqual([])
  })

  it('looks nothing up without a memory', async () => {
    const { result } = await gate(undefined as unknown as GateMemory, { passIfExpression: '!has(base.trust_score)' })
    expect(result.base).toEqual({ runs: [], why: { kind: 'not-looked-up' }, absence: 'unreadable' })
    // Without a base that could be read, pass-if that names it judges nothing: never a pass.
    expect(result).toMatchObject({ verdict: 'error', failsStep: true })
  })
})

/**
 * What a person reads of what the gate remembered (the log and the job summary), and what it
 * decided, in this process: the twins of the bundled action's cases in gate-remembers.test.ts
 * that need no runner.
 */
describe('what a person reads of it', () => {
  const SHORT = CHECK_COMMIT.slice(0, 12)
  const bar = '!has(base.trust_score) || run.trust_score >= base.trust_score - 2'
  const onPullRequest = (number = 7, baseCommit = CHECK_COMMIT): Partial<GitHubContext> => ({
    eventName: 'pull_request',
    baseCommit,
    pullRequest: { number },
    workflowSha: TEST_MERGE_COMMIT,
    commit: { sha: 'e'.repeat(40), source: 'pull-request-head' }
  })
  const only = (...bundles: Array<Record<string, unknown>>) => {
    github.stored.splice(0)
    for (const bundle of bundles) github.addAttestation('example/agent', bundle)
  }

  /** One gate with a memory of `on`, its log (the memory's and the gate's), and the summary a person reads. */
  async function judged(on: Partial<GitHubContext>, asked: Partial<ActionConfig & GateConfig> = {}) {
    const passIf =
      asked.passIfExpression === undefined ? undefined : await compilePassIf(asked.passIfExpression, 'run', ['base'])
    const { memory, logger } = memoryOf(on, { ...asked, passIf })
    const lists = listRequests()
    const { result, serviceRequests } = await gateWith(memory, logger, asked)
    return {
      result,
      log: logger.lines.join('\n'),
      summary: renderSummary(stepResult([result], result.elapsedMs), contextOf(on)),
      serviceRequests,
      listRequests: listRequests() - lists
    }
  }

  it('starts a run when the certification is older than reuse, saying so for the attestation and the project', async () => {
    only(made.bundles.good)
    const { result, log, serviceRequests } = await judged({}, { reuseMs: 1000 })
    expect(serviceRequests).toBeGreaterThan(0)
    expect(result.reused).toBeUndefined()
    expect(log).toMatch(
      new RegExp(
        `^info: Attestation 1 of commit ${SHORT}: refused: it was signed .+ ago, longer ago than reuse allows \\(1s\\)\\.$`,
        'm'
      )
    )
    expect(log).toMatch(
      new RegExp(
        `^info: Nothing to reuse for project proj-good \\(commit ${SHORT}\\): the certification of run run-\\w+ verifies, but it was signed .+ ago, longer ago than reuse allows \\(1s\\)\\. Starting a run\\.$`,
        'm'
      )
    )
  })

  it('starts a run when pass-if is not true for the certified run now, judges the new run, and says why in the summary', async () => {
    only(made.bundles.good)
    const runId = String(certificationOf(made.bundles.good)['runId'])
    const { result, log, summary, serviceRequests } = await judged(
      {},
      { reuseMs: 86_400_000, passIfExpression: 'run.trust_score >= 95' }
    )
    expect(serviceRequests).toBeGreaterThan(0)
    expect(result.verdict).toBe('failed')
    expect(result.reused).toBeUndefined()
    expect(log).toContain(
      `Nothing to reuse for project proj-good (commit ${SHORT}): pass-if is false for the certification of run ${runId} now (run.trust_score = 91). Starting a run.`
    )
    expect(summary).toContain(
      `**Reuse:** no certification of this commit was reused: pass&#45;if is false for the certification of run ${runId.replace(/-/g, '&#45;')} now &#40;run.trust&#95;score &#61; 91&#41;.`
    )
  })

  it('warns of forged signatures once per commit, counting them', async () => {
    const forged = (score: number) =>
      tamperedBundle<{ predicate: { certification: { run: Record<string, unknown> } } }>(
        made.bundles.good,
        statement => {
          statement.predicate.certification.run['trust_score'] = score
        }
      )
    github.stored.splice(0)
    github.addAttestation('example/agent', forged(98))
    github.addAttestation('example/agent', forged(99))
    github.addAttestation('example/agent', forged(97), [`sha256:${commitSubjectDigest(BASE_COMMIT)}`])
    const { memory, logger } = memoryOf({
      eventName: 'pull_request',
      baseCommit: BASE_COMMIT,
      pullRequest: { number: 42 }
    })
    await memory.thisCommit('proj-good')
    await memory.thisCommit('proj-other')
    await memory.baseCommit('proj-good')
    expect(logger.lines.filter(line => line.startsWith('warning: Possible tampering'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^warning: Possible tampering: 2 attestations listed for this commit ${CHECK_COMMIT} have signatures that do not verify \\(its signature does not verify: `
        )
      ),
      expect.stringMatching(
        new RegExp(
          `^warning: Possible tampering: an attestation listed for the base commit ${BASE_COMMIT} has a signature that does not verify \\(`
        )
      )
    ])
  })

  it('never reuses a forged, foreign or misplaced certification: each refused with its reason, and a run started', async () => {
    const edited = tamperedBundle<{ predicate: { certification: { run: Record<string, unknown> } } }>(
      made.bundles.good,
      statement => {
        statement.predicate.certification.run['trust_score'] = 99
      }
    )
    const { bundles } = made
    only(edited, bundles.central, bundles.otherRepository, bundles.pullRequest, bundles.selfHosted)
    const { result, log, serviceRequests } = await judged({}, { reuseMs: 86_400_000, denySelfHostedRunners: true })
    expect(serviceRequests).toBeGreaterThan(0)
    expect(result.reused).toBeUndefined()
    expect(log).toContain('refused: its signature does not verify')
    // Possible tampering is a warning (an annotation), not only a line of the log.
    expect(log).toMatch(
      new RegExp(
        `^warning: Possible tampering: an attestation listed for this commit ${CHECK_COMMIT} has a signature that does not verify \\(its signature does not verify: .+\\)\\. Nothing was reused on it\\. Do not deploy on its strength`,
        'm'
      )
    )
    // Another repository's workflow, and the central one's.
    expect(log.match(/, not by \.github\/workflows\/certification\.yml of example\/agent\./g)).toHaveLength(2)
    // Signed on pull request 42's test-merge commit.
    expect(log.match(new RegExp(`, not on commit ${CHECK_COMMIT}: `, 'g'))).toHaveLength(1)
    expect(log).toContain("refused: it was signed on a 'self-hosted' runner, and deny-self-hosted-runners is true")
    expect(log).toContain(
      `Nothing to reuse for project proj-good (commit ${SHORT}): GitHub lists 5 attestations for it, none a certification of project proj-good that counts`
    )
  })

  it('reuses on a push only what the deploy would count: a signature on this branch, not one made on another at the same commit', async () => {
    only(made.bundles.featureBranch)
    const asked = { reuseMs: 86_400_000, passIfExpression: 'run.trust_score >= 80' }
    // A push to main: a run on refs/heads/feature signed the commit, which verify, as the recipes set it up, refuses.
    const onMain = await judged({ ref: 'refs/heads/main' }, asked)
    expect(onMain.serviceRequests).toBeGreaterThan(0)
    expect(onMain.result.reused).toBeUndefined()
    expect(reasonText(onMain.result.notReused!)).toMatch(
      /which source-ref does not allow \(refs\/heads\/main, refs\/heads\/gh-readonly-queue\/main\/pr-\*\)/
    )
    // A push to feature: its own branch's signature is reused, and named.
    const onFeature = await judged({ ref: 'refs/heads/feature' }, asked)
    expect(onFeature.serviceRequests).toBe(0)
    expect(onFeature.result).toMatchObject({
      verdict: 'passed',
      runs: [{ runId: certificationOf(made.bundles.featureBranch)['runId'] }]
    })
    expect(onFeature.result.reused).toMatchObject({ sourceRef: 'refs/heads/feature' })
    expect(onFeature.summary).toContain(' on `refs/heads/feature`, ')
    // source-ref, when set, says which refs count, as it does for verify.
    const widened = await judged({ ref: 'refs/heads/main' }, { ...asked, sourceRefs: [{ prefix: 'refs/heads/' }] })
    expect(widened.serviceRequests).toBe(0)
    expect(widened.result.reused).toMatchObject({ sourceRef: 'refs/heads/feature' })
  })

  it('falls back to a run when GitHub fails, saying why', async () => {
    github.listAnswers.push(...Array.from({ length: 40 }, () => ({ status: 503, body: malformed('down') })))
    const { result, log, serviceRequests } = await judged({}, { reuseMs: 86_400_000, timeoutMs: 8000 })
    github.listAnswers.splice(0)
    expect(serviceRequests).toBeGreaterThan(0)
    expect(result.verdict).toBe('passed')
    expect(result.reused).toBeUndefined()
    expect(log).toMatch(
      new RegExp(
        `^info: Nothing to reuse for project proj-good \\(commit ${SHORT}\\): the attestations could not be read: .+\\. Starting a run\\.$`,
        'm'
      )
    )
    expect(
      log.match(/^warning: The gate could not read the signed certifications of this commit .+ Nothing is reused/gm)
    ).toHaveLength(1)
  }, 30_000)

  it('lists nothing for a run given as run-id, though reuse is set', async () => {
    const { result, listRequests } = await judged(
      {},
      { reuseMs: 86_400_000, projectId: undefined, runId: service.createRun('proj-good') }
    )
    expect(result.verdict).toBe('passed')
    expect(result.reused).toBeUndefined()
    expect(listRequests).toBe(0)
  })

  it('gives an empty base when the base commit has no certification: the guard passes, and the summary says so once', async () => {
    const { result, summary } = await judged(onPullRequest(7, BASE_COMMIT), { passIfExpression: bar })
    expect(result.verdict).toBe('passed')
    expect(result.base?.certification).toBeUndefined()
    expect(
      summary.match(
        /no certification of the base commit `ba5e0000ba5e` \(GitHub lists no attestation for it\); `base` was an empty map\./g
      )
    ).toHaveLength(1)
  })

  it('says in the heading that a pass with an empty base was not compared', async () => {
    const { summary } = await judged(onPullRequest(7, BASE_COMMIT), { passIfExpression: bar })
    expect(summary).toMatch(
      /^## ✅ proj&#45;good: agent certification passed, not compared: the base commit has no certification\n/
    )
    const push = await judged({}, { passIfExpression: bar })
    expect(push.summary).toMatch(
      /^## ✅ proj&#45;good: agent certification passed, not compared: there is no base commit\n/
    )
    const compared = await judged(onPullRequest(7, CHECK_COMMIT), { passIfExpression: bar })
    expect(compared.result.base?.certification).toBeDefined()
    // Compared with the base's 91, the run's 81 is a drop: failed, and nothing says it was not compared.
    expect(compared.summary).toMatch(/^## ❌ proj&#45;good: agent certification failed\n/)
  })

  it('with reuse, fails before a run is paid for when GitHub refuses to list the base, naming the permission', async () => {
    github.listAnswers.push({ status: 403, body: malformed('{}') }, { status: 403, body: malformed('{}') })
    const { result, serviceRequests } = await judged(onPullRequest(7, CHECK_COMMIT), {
      passIfExpression: bar,
      reuseMs: 86_400_000
    })
    github.listAnswers.splice(0)
    expect(serviceRequests).toBe(0)
    expect(result).toMatchObject({ verdict: 'error', failsStep: true, polls: 0, base: { absence: 'unreadable' } })
    expect(result.reason).toBe(
      `No run was started and nothing was judged: pass-if compares with the certification of base commit ${SHORT}, which could not be read (GitHub refused to list the attestations (403): the job needs attestations: read).`
    )
    expect(result.hint).toBe(
      'Give the job the permission to read attestations (YAML, as it stands): permissions: { contents: read, attestations: read }, and run it again.'
    )
  })

  it('reading a field of an empty base is an error, never a pass', async () => {
    const { result } = await judged(onPullRequest(7, BASE_COMMIT), {
      passIfExpression: 'run.trust_score >= base.trust_score'
    })
    expect(result).toMatchObject({ verdict: 'error', failsStep: true })
  })

  it('fails, judging nothing, when GitHub is down while the base is looked up: a drop never passes uncompared', async () => {
    github.listAnswers.push(...Array.from({ length: 40 }, () => ({ status: 503, body: malformed('down') })))
    const { result, log, summary, serviceRequests } = await judged(onPullRequest(), {
      passIfExpression: bar,
      timeoutMs: 8000
    })
    github.listAnswers.splice(0)
    expect(serviceRequests).toBeGreaterThan(0)
    expect(result).toMatchObject({ verdict: 'error', failsStep: true, base: { absence: 'unreadable' } })
    expect(result.policy).toBeUndefined()
    expect(result.base?.certification).toBeUndefined()
    expect(result.reason).toMatch(
      new RegExp(
        `^Run run-\\S+ completed, but it was not judged: pass-if compares with the certification of base commit ${SHORT}, which could not be read \\(the attestations could not be read: .+\\)\\.$`
      )
    )
    expect(result.hint).toBe(
      'This is not about the agent: run the job again. If GitHub keeps failing, the gate cannot compare with the base until it answers.'
    )
    expect(log).toMatch(
      new RegExp(
        `^warning: The gate could not read the signed certifications of the base commit ${CHECK_COMMIT} \\(.+\\)\\. pass-if names base, so it cannot judge the run: the step fails rather than pass without the comparison\\.$`,
        'm'
      )
    )
    expect(summary).toMatch(
      new RegExp(
        `\\*\\*Base:\\*\\* base commit \`${SHORT}\` could not be looked up: the attestations could not be read&#58; .+; nothing was compared, so the run was not judged\\.`
      )
    )
    expect(summary).not.toContain('passed')
  }, 30_000)

  /** Canned answers of the fake API's list, as GitHub might fail a lookup of the base's certifications. */
  const pagesCutShort = () =>
    Array.from({ length: 10 }, (_, page) => ({
      status: 200,
      body: attestationListBody([]),
      headers: { link: `<${github.url}/repos/example/agent/attestations/sha256:x?page=${page + 2}>; rel="next"` }
    }))
  it.each([
    ['refuses the list (403)', () => [{ status: 403, body: errorBody('Resource not accessible by integration') }]],
    ['cuts the list short (more pages than are read)', pagesCutShort],
    [
      'answers a page over 8 MiB',
      () => [{ status: 200, body: malformed(JSON.stringify({ attestations: [], pad: 'x'.repeat(9 * 1024 * 1024) })) }]
    ]
  ])(
    'never passes a drop when GitHub %s: the base could not be read, so nothing is judged',
    async (_, answers) => {
      github.listAnswers.push(...answers())
      const { result, summary } = await judged(onPullRequest(), { passIfExpression: bar, timeoutMs: 8000 })
      github.listAnswers.splice(0)
      expect(result).toMatchObject({ verdict: 'error', failsStep: true, base: { absence: 'unreadable' } })
      expect(result.policy).toBeUndefined()
      expect(result.base?.certification).toBeUndefined()
      expect(result.reason).toMatch(
        new RegExp(
          `^Run run-\\S+ completed, but it was not judged: pass-if compares with the certification of base commit ${SHORT}, which could not be read`
        )
      )
      expect(summary).not.toContain('passed')
      expect(summary).toContain('nothing was compared, so the run was not judged.')
    },
    30_000
  )

  it('gives an empty base on a push, which has no base, listing nothing; and lists nothing when pass-if does not name base', async () => {
    const push = await judged({}, { passIfExpression: bar })
    expect(push.result.verdict).toBe('passed')
    expect(push.listRequests).toBe(0)
    expect(push.summary).toContain(
      '**Base:** no base certification: a push event has no base commit &#40;only pull&#95;request and merge&#95;group have one&#41;; `base` was an empty map.'
    )
    const plain = await judged(onPullRequest(), { passIfExpression: 'run.trust_score >= 80' })
    expect(plain.result.verdict).toBe('passed')
    expect(plain.listRequests).toBe(0)
    expect(plain.summary).not.toContain('**Base:**')
  })

  it("never takes a pull request's own certification as the base, and warns that pass-if compares with nothing", async () => {
    only(made.bundles.pullRequest)
    const { result, log } = await judged(onPullRequest(9), { passIfExpression: bar })
    expect(result.verdict).toBe('passed')
    expect(result.base?.certification).toBeUndefined()
    expect(log).toContain(
      `warning: base is an empty map for project proj-good (base commit ${SHORT}): GitHub lists 1 attestation for it, none a certification of project proj-good that counts (one claiming to be was refused: it was signed by a run on 'refs/pull/42/merge'`
    )
  })
})

describe("the history a base signed, held to the base's rule", () => {
  const entry = (sourceRef: string, more: Record<string, string> = {}) => ({
    commit: BASE_COMMIT,
    certifiedAt: '2026-11-20T00:00:00.000Z',
    runs: 1,
    means: { trust_score: 90 },
    signer: `example/agent/.github/workflows/certification.yml@${sourceRef}`,
    sourceRef,
    trigger: 'push',
    runner: 'github-hosted',
    ...more
  })

  it('keeps entries the workflow signed on the base branch or in its queue; refuses a pull request, a branch, another workflow', async () => {
    const { memory } = memoryOf({ eventName: 'pull_request', baseCommit: BASE_COMMIT })
    const queue = 'refs/heads/gh-readonly-queue/main/pr-7-abc'
    const kept = [entry('refs/heads/main'), entry(queue, { trigger: 'merge_group' })]
    const refused = [
      entry('refs/pull/7/merge', { trigger: 'pull_request' }),
      entry('refs/heads/feature'),
      entry(queue),
      entry('refs/heads/main', { signer: 'example/agent/.github/workflows/other.yml@refs/heads/main' })
    ]
    expect(await memory.historyAsBase([...kept, ...refused])).toEqual(kept)
    // With deny-self-hosted-runners, only entries signed on GitHub's runners count.
    const hosted = memoryOf({ eventName: 'pull_request', baseCommit: BASE_COMMIT }, { denySelfHostedRunners: true })
    const selfHosted = entry('refs/heads/main', { runner: 'self-hosted' })
    expect(await hosted.memory.historyAsBase([kept[0], selfHosted])).toEqual([kept[0]])
  })

  it('counts none where no base can be looked up', async () => {
    expect(await memoryOf({ eventName: 'push' }).memory.historyAsBase([entry('refs/heads/main')])).toEqual([])
  })
})
