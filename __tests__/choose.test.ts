/**
 * Which certifications the gate may pass on (reuse) or compare with (base), chosen from what
 * findCertifications returned: plain data in, plain data out, no HTTP and no signed bundle. The
 * lookups are values built from the config and the runner's context, also without I/O.
 */
import { certificationReads } from '../src/gate/judge/variables.js'
import type { Acceptance, Checked, Refusal } from '../src/attestation/checked.js'
import type { Found } from '../src/attestation/find.js'
import { chooseCertifications, type ChoiceConfig } from '../src/gate/certified/choose.js'
import {
  baseLookup,
  protectedHistory,
  protectedLookup,
  reuseLookup,
  treeLookup,
  type Lookup,
  type LookupConfig
} from '../src/gate/certified/lookup.js'
import type { GitHubContext } from '../src/github/context.js'
import { compilePassIf } from '../src/policy/pass-if.js'
import { reasonText } from '../src/gate/certified/reasons.js'

const SERVICE = 'https://certify.example.test/v1'
const COMMIT = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00'
const BASE = 'ba5e0000ba5e0000ba5e0000ba5e0000ba5e0000'
const NOW = Date.parse('2026-11-25T12:00:00Z')
const WORKFLOW = 'example/agent/.github/workflows/certification.yml@refs/heads/main'

const context: GitHubContext = {
  eventName: 'pull_request',
  repository: 'example/agent',
  serverUrl: 'https://github.com',
  apiUrl: 'https://api.github.com',
  pullRequest: { number: 7 },
  commit: { sha: COMMIT, source: 'pull-request-head' },
  workflowSha: '7e57e57e57e57e57e57e57e57e57e57e57e57e57',
  baseCommit: BASE,
  baseBranch: 'main',
  defaultBranch: 'main',
  workflowRef: 'example/agent/.github/workflows/certification.yml@refs/pull/7/merge'
}
const lookupConfig: LookupConfig = { sourceRefs: [], denySelfHostedRunners: false, reuseMs: 86_400_000 }

function lookup(which: (config: LookupConfig, github: GitHubContext) => ReturnType<typeof reuseLookup>): Lookup {
  const made = which(lookupConfig, context)
  if ('why' in made) throw new Error(reasonText(made.why))
  return made
}

/** A certification that verified, of `projectId`, signed `minutesAgo` before NOW, whose predicate says `certification`. */
function accepted(
  projectId: string,
  runId: string,
  minutesAgo: number,
  certification: Record<string, unknown> = {}
): Acceptance {
  return {
    accepted: true,
    claimed: { projectId, runId },
    projectId,
    runId,
    decidedAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
    signedAt: new Date(NOW - minutesAgo * 60_000),
    certifiedAt: new Date(NOW - minutesAgo * 60_000),
    signer: `https://github.com/${WORKFLOW}`,
    signedBy: { workflow: WORKFLOW, sourceRef: 'refs/heads/main' },
    statementSha256: 'ab'.repeat(32),
    predicate: {
      certification: {
        run: { trust_score: 91 },
        status: 'completed',
        serviceUrl: SERVICE,
        runStartedHere: true,
        ...certification
      }
    }
  }
}

function refused(projectId: string, reason: string, certified?: Refusal['certified']): Refusal {
  return {
    accepted: false,
    kind: certified === undefined ? 'signer' : 'age',
    claimed: { projectId },
    reason,
    certified
  }
}

const found = (checked: Checked[], truncated = false): Found => ({
  checked,
  truncated,
  noneFound: checked.length === 0
})
const config: ChoiceConfig = { baseUrl: SERVICE }

describe('the lookups, as values', () => {
  it('reuse reads this commit, within reuse, where the pull request’s own re-run counts', () => {
    const reuse = lookup(reuseLookup)
    expect(reuse).toMatchObject({
      purpose: 'reuse',
      commit: COMMIT,
      label: 'this commit',
      policy: { maxAgeMs: 86_400_000 }
    })
    expect(reuse.policy.signer).toMatchObject({
      repository: 'example/agent',
      commit: COMMIT,
      pullRequestRun: { number: 7 }
    })
    expect(reuse.subject.name).toBe(`git+https://github.com/example/agent@${COMMIT}`)
  })

  it('base reads the base commit, of any age, where no pull request’s run counts', () => {
    const base = lookup(baseLookup)
    expect(base).toMatchObject({ purpose: 'base', commit: BASE, label: 'the base commit' })
    expect(base.policy.maxAgeMs).toBeUndefined()
    expect(base.policy.signer.pullRequestRun).toBeUndefined()
  })

  it('counts, unless source-ref says otherwise, the refs the deploy counts: the branch and its merge queue', () => {
    const queue = (branch: string) => [
      { exact: `refs/heads/${branch}` },
      { prefix: `refs/heads/gh-readonly-queue/${branch}/pr-` }
    ]
    const push = { ...context, eventName: 'push', ref: 'refs/heads/main', pullRequest: undefined, workflowSha: COMMIT }
    const refsOf = (made: ReturnType<typeof reuseLookup>) =>
      'why' in made ? reasonText(made.why) : made.policy.signer.sourceRefs
    expect(refsOf(reuseLookup(lookupConfig, push))).toEqual(queue('main'))
    expect(refsOf(reuseLookup(lookupConfig, { ...push, ref: 'refs/tags/v1' }))).toEqual([{ exact: 'refs/tags/v1' }])
    expect(
      refsOf(
        reuseLookup(lookupConfig, {
          ...push,
          eventName: 'merge_group',
          baseBranch: 'main',
          ref: 'refs/heads/gh-readonly-queue/main/pr-7-abc'
        })
      )
    ).toEqual(queue('main'))
    // On a pull request any ref: the re-run rule decides.
    expect(refsOf(reuseLookup(lookupConfig, context))).toEqual([])
    // The base is its branch's: a push to it or its queue, never another branch at the same commit.
    expect(refsOf(baseLookup(lookupConfig, { ...context, baseBranch: 'main' }))).toEqual(queue('main'))
    const sourceRefs = [{ exact: 'refs/heads/release' }]
    expect(refsOf(reuseLookup({ ...lookupConfig, sourceRefs }, push))).toEqual(sourceRefs)
    expect(refsOf(baseLookup({ ...lookupConfig, sourceRefs }, { ...context, baseBranch: 'release' }))).toEqual(
      sourceRefs
    )
    // A change into a branch neither the default nor named by source-ref reads no base: an empty one, said why.
    expect(baseLookup({ ...lookupConfig, sourceRefs }, { ...context, baseBranch: 'main' })).toEqual({
      why: { kind: 'unprotected-branch', branch: 'main', sourceRefSet: true },
      commit: BASE,
      absence: 'unprotected'
    })
    expect(baseLookup(lookupConfig, { ...context, baseBranch: 'evil' })).toMatchObject({
      why: { kind: 'unprotected-branch', branch: 'evil', sourceRefSet: false },
      absence: 'unprotected'
    })
    expect(baseLookup(lookupConfig, { ...context, defaultBranch: undefined })).toMatchObject({
      why: { kind: 'event-lacks', event: 'pull_request', what: 'default branch', field: 'repository.default_branch' },
      absence: 'unreadable'
    })
  })

  it('says why there is no lookup when the context lacks what it needs', () => {
    expect(baseLookup(lookupConfig, { ...context, eventName: 'push', baseCommit: undefined })).toEqual({
      why: { kind: 'event-has-no-base', event: 'push' }
    })
    expect(reuseLookup(lookupConfig, { ...context, workflowRef: undefined })).toEqual({
      why: { kind: 'runner-lacks', what: 'workflow' },
      commit: COMMIT,
      absence: 'unreadable'
    })
  })
})

describe.each([
  ['reuse', reuseLookup],
  ['base', baseLookup]
] as const)('choosing for %s', (purpose, which) => {
  const choose = (checked: Checked[], asked: ChoiceConfig = config) =>
    chooseCertifications(found(checked), lookup(which), 'proj-a', asked, NOW)

  it('takes the certifications of the project, as the report names them: for reuse the newest first, for base the first first', () => {
    const chosen = choose([
      accepted('proj-a', 'run-old', 90),
      accepted('proj-b', 'run-b', 1),
      accepted('proj-a', 'run-new', 5)
    ])
    if ('why' in chosen) throw new Error(reasonText(chosen.why))
    expect(chosen.commit).toBe(purpose === 'reuse' ? COMMIT : BASE)
    const order = ['run-new', 'run-old']
    expect(chosen.certifications.map(certification => certification.seen.runId)).toEqual(
      purpose === 'reuse' ? order : order.reverse()
    )
    const newest = chosen.certifications.find(certification => certification.seen.runId === 'run-new')
    expect(newest).toEqual({
      projectId: 'proj-a',
      seen: {
        runId: 'run-new',
        signedAt: new Date(NOW - 5 * 60_000).toISOString(),
        ageMs: 5 * 60_000,
        signer: WORKFLOW,
        sourceRef: 'refs/heads/main'
      },
      // A certification of one run is a list of one: its run named as it was signed.
      runs: [{ runId: 'run-new', status: 'completed', record: { trust_score: 91 } }],
      statementSha256: 'ab'.repeat(32)
    })
  })

  it('carries when its run was first certified (a pass signed again), the commit its run was on, and why its record is an outline', () => {
    const signedAgain: Acceptance = {
      ...accepted('proj-a', 'run-1', 5, { runOmitted: 'over 16 KiB' }),
      certifiedAt: new Date(NOW - 60 * 60_000),
      signedBy: { workflow: WORKFLOW, sourceRef: 'refs/heads/main', sourceCommit: COMMIT }
    }
    expect(choose([signedAgain])).toStrictEqual({
      certifications: [
        {
          projectId: 'proj-a',
          seen: {
            runId: 'run-1',
            signedAt: new Date(NOW - 5 * 60_000).toISOString(),
            // Its age counts from its first certification: signing it again made it no younger.
            ageMs: 60 * 60_000,
            certifiedAt: new Date(NOW - 60 * 60_000).toISOString(),
            signer: WORKFLOW,
            sourceRef: 'refs/heads/main'
          },
          runs: [{ runId: 'run-1', status: 'completed', record: { trust_score: 91 }, runOmitted: 'over 16 KiB' }],
          sourceCommit: COMMIT,
          statementSha256: 'ab'.repeat(32),
          runOmitted: 'over 16 KiB'
        }
      ],
      commit: purpose === 'reuse' ? COMMIT : BASE
    })
    // Signed when first certified, with no commit named and its record whole: none of the three said.
    const chosen = choose([accepted('proj-a', 'run-2', 5)])
    if ('why' in chosen) throw new Error(reasonText(chosen.why))
    expect(chosen.certifications[0]).not.toHaveProperty('sourceCommit')
    expect(chosen.certifications[0]).not.toHaveProperty('runOmitted')
    expect(chosen.certifications[0].seen).not.toHaveProperty('certifiedAt')
  })

  it('keeps two signed at the same moment in the order GitHub lists them', () => {
    const chosen = choose([accepted('proj-a', 'run-listed-first', 5), accepted('proj-a', 'run-listed-second', 5)])
    if ('why' in chosen) throw new Error(reasonText(chosen.why))
    expect(chosen.certifications.map(certification => certification.seen.runId)).toEqual([
      'run-listed-first',
      'run-listed-second'
    ])
  })

  it('never takes one made against another service, or of a run given to the signing gate', () => {
    expect(choose([accepted('proj-a', 'run-1', 1, { serviceUrl: 'https://staging.example.test/v1' })])).toEqual({
      why: {
        kind: 'verifies-but',
        runId: 'run-1',
        but: { kind: 'other-service', service: 'https://staging.example.test/v1', expected: SERVICE },
        more: 0
      },
      commit: expect.any(String),
      absence: 'none-counts'
    })
    const given = choose([
      accepted('proj-a', 'run-1', 1, { runStartedHere: false }),
      accepted('proj-a', 'run-2', 2, { runStartedHere: false })
    ])
    expect(given).toMatchObject({ absence: 'none-counts' })
    expect('why' in given && given.why).toEqual(
      // The first in the order the purpose takes them: run-1 is the newer, run-2 the first made.
      { kind: 'verifies-but', runId: purpose === 'reuse' ? 'run-1' : 'run-2', but: { kind: 'run-given' }, more: 1 }
    )
  })

  it('with repeat, stands a certification in for runs only when it rests on as many; a base of any count is compared with', () => {
    const runs = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        runId: `r-${index}`,
        status: 'completed',
        recordSha256: 'c'.repeat(64),
        run: { trust_score: 80 + index }
      }))
    const three = { ...config, repeat: 3 }
    const once = choose([accepted('proj-a', 'run-1', 1)], three)
    const twice = choose([accepted('proj-a', 'run-2', 1, { runs: runs(2) })], three)
    if (purpose === 'reuse') {
      expect('why' in once && once.why).toEqual({
        kind: 'verifies-but',
        runId: 'run-1',
        but: { kind: 'too-few-runs', runs: 1, repeat: 3 },
        more: 0
      })
      expect('why' in twice && twice.why).toMatchObject({ but: { kind: 'too-few-runs', runs: 2, repeat: 3 } })
    } else {
      expect('certifications' in once && once.certifications).toHaveLength(1)
      expect('certifications' in twice && twice.certifications[0].runs.map(run => run.record)).toEqual([
        { trust_score: 80 },
        { trust_score: 81 }
      ])
    }
    // As many runs as asked, or more: it counts, its runs read back, each entry as far as it is of the right type.
    const four = choose([accepted('proj-a', 'run-4', 1, { runs: [...runs(3), 'not a run'] })], three)
    expect('certifications' in four && four.certifications[0].runs[3]).toEqual({
      runId: undefined,
      // Its status is the certification's, which a signed pass says.
      status: 'completed',
      recordSha256: undefined,
      record: {},
      runOmitted: 'no record'
    })
    expect('certifications' in choose([accepted('proj-a', 'run-1', 1)], { ...config, repeat: 1 })).toBe(true)
  })

  it('tells none listed from none of the project, and names a refusal of the project', () => {
    expect(choose([])).toEqual({ why: { kind: 'none-listed' }, commit: expect.any(String), absence: 'none-listed' })
    const none = { kind: 'none-of-project', listed: 1, projectId: 'proj-a' }
    expect(choose([accepted('proj-b', 'run-b', 1)])).toMatchObject({
      why: { ...none, otherProjects: 1 },
      absence: 'none-listed'
    })
    expect(choose([refused('proj-a', 'it was signed by someone else')])).toMatchObject({
      why: { ...none, otherProjects: 0, refusal: 'it was signed by someone else' },
      absence: 'none-counts'
    })
    expect(
      choose([refused('proj-a', 'it is older than reuse allows', { runId: 'run-9', signedAt: new Date(NOW) })])
    ).toMatchObject({
      why: {
        kind: 'verifies-but',
        runId: 'run-9',
        but: { kind: 'refused', reason: 'it is older than reuse allows' },
        more: 0
      },
      absence: 'none-counts'
    })
  })

  it('takes a record signed in outline only when it holds whole every field pass-if reads of it', async () => {
    const passIf = await compilePassIf('run.trust_score >= base.trust_score', 'run', ['base'])
    const outlined = accepted('proj-a', 'run-1', 1, {
      run: { trust_score: 91, findings: {} },
      runOmitted: 'over 16 KiB'
    })
    expect('certifications' in choose([outlined], { ...config, passIf, reads: certificationReads({ passIf }) })).toBe(
      true
    )
    const lacking = accepted('proj-a', 'run-1', 1, { run: { findings: {} }, runOmitted: 'over 16 KiB' })
    expect(choose([lacking], { ...config, passIf, reads: certificationReads({ passIf }) })).toMatchObject({
      why: {
        kind: 'verifies-but',
        runId: 'run-1',
        but: {
          kind: 'outline-lacks',
          runOmitted: 'over 16 KiB',
          missing: `${purpose === 'reuse' ? 'run' : 'base'}.trust_score`
        }
      },
      absence: 'none-counts'
    })
  })

  it('takes an outline only when it holds whole what fail-if reads too: both judge it', async () => {
    const passIf = await compilePassIf('run.trust_score >= 80.0', 'run', ['base'])
    const failIf = await compilePassIf('has(run.findings.critical) && run.findings.critical > 0.0', 'run', ['base'])
    const lacking = accepted('proj-a', 'run-1', 1, {
      run: { trust_score: 91, findings: {} },
      runOmitted: 'over 16 KiB'
    })
    expect('certifications' in choose([lacking], { ...config, passIf, reads: certificationReads({ passIf }) })).toBe(
      true
    )
    const withFailIf = { ...config, passIf, failIf, reads: certificationReads({ passIf, failIf }) }
    const refused = choose([lacking], withFailIf)
    if (purpose === 'base') expect('certifications' in refused).toBe(true)
    else
      expect(refused).toMatchObject({
        why: { but: { kind: 'outline-lacks', missing: 'run.findings.critical' } },
        absence: 'none-counts'
      })
  })
})

describe("a night's base", () => {
  const night: GitHubContext = {
    ...context,
    eventName: 'schedule',
    pullRequest: undefined,
    commit: { sha: BASE, source: 'workflow' },
    workflowSha: BASE,
    ref: 'refs/heads/main',
    workflowRef: WORKFLOW
  }
  const signedBy = (runId: string, minutesAgo: number, trigger?: string): Acceptance => {
    const one = accepted('proj-a', runId, minutesAgo)
    return { ...one, signedBy: { ...one.signedBy, ...(trigger === undefined ? {} : { trigger }) } }
  }

  it("reads only the default branch's own runs (merge_group, push, schedule), never one by hand or unnamed", () => {
    const made = baseLookup(lookupConfig, night)
    if ('why' in made) throw new Error(reasonText(made.why))
    expect(made).toMatchObject({ commit: BASE, triggers: ['merge_group', 'push', 'schedule'] })
    expect(lookup(baseLookup)).not.toHaveProperty('triggers')
    const chosen = chooseCertifications(
      found([
        signedBy('run-queue', 50, 'merge_group'),
        signedBy('run-hand', 40, 'workflow_dispatch'),
        signedBy('run-night', 30, 'schedule'),
        signedBy('run-push', 20, 'push'),
        signedBy('run-unnamed', 10)
      ]),
      made,
      'proj-a',
      config,
      NOW
    )
    if ('why' in chosen) throw new Error(reasonText(chosen.why))
    expect(chosen.certifications.map(one => one.seen.runId)).toEqual(['run-queue', 'run-night', 'run-push'])
    const byHand = chooseCertifications(
      found([signedBy('run-hand', 40, 'workflow_dispatch')]),
      made,
      'proj-a',
      config,
      NOW
    )
    expect(byHand).toEqual({
      why: {
        kind: 'verifies-but',
        runId: 'run-hand',
        but: { kind: 'other-trigger', trigger: 'workflow_dispatch', triggers: ['merge_group', 'push', 'schedule'] },
        more: 0
      },
      commit: BASE,
      absence: 'none-counts'
    })
    expect('why' in byHand && reasonText(byHand.why)).toBe(
      'the certification of run run-hand verifies, but it was signed by a run started by workflow_dispatch, and a ' +
        "night compares only with the default branch's own runs (merge_group, push, schedule)"
    )
  })
})

describe('choosing for a tree', () => {
  it("is a lookup of this run's tree, whose signer policy lets a pull request's run count (the tree rule then asks GitHub)", () => {
    const tree = treeLookup(lookupConfig, context, 'f'.repeat(40))
    expect(tree).toMatchObject({
      purpose: 'tree',
      commit: 'f'.repeat(40),
      label: "this run's tree",
      policy: { tree: 'f'.repeat(40) }
    })
    expect('policy' in tree && tree.policy.signer.byTree).toBe(true)
    // A lookup of this commit never lets a pull request's own run vouch for it by tree.
    const commit = reuseLookup(lookupConfig, context)
    expect('policy' in commit && commit.policy.signer.byTree).toBeUndefined()
  })

  it('never takes a record signed in outline, whatever pass-if reads: a new statement for this commit would present it as whole', () => {
    const tree = lookup((config, github) => treeLookup(config, github, 'f'.repeat(40)))
    const outlined = accepted('proj-a', 'run-1', 1, { runOmitted: 'over 16 KiB' })
    expect(chooseCertifications(found([outlined]), tree, 'proj-a', config, NOW)).toEqual({
      why: { kind: 'verifies-but', runId: 'run-1', but: { kind: 'outline-for-tree' }, more: 0 },
      commit: 'f'.repeat(40),
      absence: 'none-counts'
    })
    expect(
      'certifications' in chooseCertifications(found([accepted('proj-a', 'run-2', 1)]), tree, 'proj-a', config, NOW)
    ).toBe(true)
    // Reused as it was signed, for its own commit, the same outline counts.
    expect(
      'certifications' in chooseCertifications(found([outlined]), lookup(reuseLookup), 'proj-a', config, NOW)
    ).toBe(true)
  })
})

describe('a base that cannot be told', () => {
  it('is unreadable when an entry listed for the base commit could not be read: it may be the first', () => {
    const unreadable: Refusal = {
      accepted: false,
      kind: 'unreadable',
      claimed: {},
      reason: 'its bundle_url could not be read: HTTP 503'
    }
    const checked = [unreadable, accepted('proj-a', 'run-later', 1)]
    expect(chooseCertifications(found(checked), lookup(baseLookup), 'proj-a', config, NOW)).toEqual({
      why: { kind: 'entries-unreadable', unread: 1, listed: 2, first: 'its bundle_url could not be read: HTTP 503' },
      commit: BASE,
      absence: 'unreadable'
    })
    // Reuse starts a run rather than pass on what it cannot read: the others still count.
    expect(chooseCertifications(found(checked), lookup(reuseLookup), 'proj-a', config, NOW)).toMatchObject({
      certifications: [{ seen: { runId: 'run-later' } }]
    })
  })

  it('is unreadable when an event that has a base does not name its commit or its branch', () => {
    expect(baseLookup(lookupConfig, { ...context, baseCommit: undefined })).toEqual({
      why: { kind: 'event-lacks', event: 'pull_request', what: 'base commit', field: 'pull_request.base.sha' },
      absence: 'unreadable'
    })
    expect(baseLookup(lookupConfig, { ...context, eventName: 'merge_group', baseBranch: undefined })).toEqual({
      why: { kind: 'event-lacks', event: 'merge_group', what: 'base branch', field: 'merge_group.base_ref' },
      commit: BASE,
      absence: 'unreadable'
    })
    // Even with source-ref: whether the branch the change goes into is one it names cannot be told.
    expect(
      'why' in
        baseLookup(
          { ...lookupConfig, sourceRefs: [{ exact: 'refs/heads/main' }] },
          { ...context, baseBranch: undefined }
        )
    ).toBe(true)
  })

  it('says which field lacks, whatever the event, and never names a pull request for a push', () => {
    expect(baseLookup(lookupConfig, { ...context, baseBranch: undefined })).toMatchObject({
      why: { kind: 'event-lacks', event: 'pull_request', what: 'base branch', field: 'pull_request.base.ref' }
    })
    expect(baseLookup(lookupConfig, { ...context, eventName: undefined, baseBranch: undefined })).toMatchObject({
      why: { kind: 'event-lacks', event: 'workflow', what: 'base branch', field: 'its base ref' },
      absence: 'unreadable'
    })
    // A push carries no pull request's re-run rule, whatever the payload names.
    const push = { ...context, eventName: 'push', ref: 'refs/heads/main', workflowSha: COMMIT }
    const made = reuseLookup(lookupConfig, push)
    expect('why' in made ? reasonText(made.why) : made.policy.signer.pullRequestRun).toBeUndefined()
    // A tag's ref is that tag, however it is named.
    const tagged = reuseLookup(lookupConfig, { ...push, ref: 'refs/tags/refs/heads/main' })
    expect('why' in tagged ? tagged.why : tagged.policy.signer.sourceRefs).toEqual([
      { exact: 'refs/tags/refs/heads/main' }
    ])
    // With source-ref set, the runner's ref is not needed.
    const withRefs = reuseLookup(
      { ...lookupConfig, sourceRefs: [{ exact: 'refs/heads/main' }] },
      { ...push, ref: undefined }
    )
    expect('why' in withRefs ? withRefs.why : withRefs.policy.signer.sourceRefs).toEqual([{ exact: 'refs/heads/main' }])
  })

  it('reuses nothing on a push or in the queue whose branch the runner does not name', () => {
    const push = { ...context, eventName: 'push', pullRequest: undefined, workflowSha: COMMIT, ref: undefined }
    expect(reuseLookup(lookupConfig, push)).toEqual({
      why: { kind: 'runner-lacks', what: 'push-ref' },
      commit: COMMIT,
      absence: 'unreadable'
    })
    expect(reuseLookup(lookupConfig, { ...push, eventName: 'merge_group', baseBranch: undefined })).toMatchObject({
      why: { kind: 'event-lacks', event: 'merge_group', what: 'base branch', field: 'merge_group.base_ref' }
    })
  })
})

describe('a list cut short', () => {
  it('cannot name the base (a newer one may be past the pages read), but does not stop reuse', () => {
    const checked = [accepted('proj-a', 'run-1', 1)]
    expect(chooseCertifications(found(checked, true), lookup(baseLookup), 'proj-a', config, NOW)).toEqual({
      why: { kind: 'list-cut-short', read: 1 },
      commit: BASE,
      absence: 'unreadable'
    })
    expect(chooseCertifications(found(checked, true), lookup(reuseLookup), 'proj-a', config, NOW)).toMatchObject({
      certifications: [{ seen: { runId: 'run-1' } }]
    })
  })
})

describe('protected history, by the lookups', () => {
  it('names what it reads, and says why a push to no branch, or a context without a repository, reads nothing', () => {
    expect(lookup(baseLookup).label).toBe('the base commit')
    expect(protectedHistory(lookupConfig, { ...context, eventName: 'push', ref: 'refs/tags/v1' })).toEqual({
      why: { kind: 'runner-lacks', what: 'push-branch' },
      absence: 'unreadable'
    })
    expect(protectedLookup(lookupConfig, { ...context, repository: undefined }, BASE, 'a commit')).toEqual({
      why: { kind: 'runner-lacks', what: 'repository' },
      commit: BASE,
      absence: 'unreadable'
    })
  })
})
