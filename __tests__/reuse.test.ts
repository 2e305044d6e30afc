/**
 * The step before a run that may spare it (src/gate/certified/reuse.ts), and what base is for pass-if
 * (src/gate/certified/base.ts), over a memory that answers with plain data: no HTTP, no bundle. The same
 * decisions over real signed bundles and the fake GitHub are in gate-memory.test.ts.
 */
import { baseNotRead, lookUpBase, type BasePatience } from '../src/gate/certified/base.js'
import { comparisonOf, givenTo, othersOf } from '../src/gate/judge/given.js'
import { judgeRuns } from '../src/gate/judge/index.js'
import { warnOfUnknownBaseFields } from '../src/gate/judge/unknown-base-fields.js'
import type { GateConfig } from '../src/gate/config.js'
import type { BeforeRun, GateMemory, GateRun, Recalled, Remembered } from '../src/gate/certified/gate-run.js'
import type { GitHubContext } from '../src/github/context.js'
import { several, type BaseSeen, type Reason } from '../src/gate/results.js'
import { reasonText } from '../src/gate/certified/reasons.js'
import { reuseStep } from '../src/gate/certified/reuse.js'
import { carryStep } from '../src/gate/certified/carry.js'
import { runGate } from '../src/gate/one-gate.js'
import { Deadline } from '../src/lib/runtime.js'
import { compilePassIf } from '../src/policy/pass-if.js'
import { figuresOf } from '../src/policy/stats.js'
import { FakeClock, recordingLogger } from './helpers/fake-clock.js'
import { gateConfig } from './helpers/gate.js'
import { readsOfText } from './helpers/reads.js'

const COMMIT = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00'
const NONE_LISTED: Reason = { kind: 'none-listed' }
const ONE_REFUSED: Reason = {
  kind: 'none-of-project',
  listed: 1,
  projectId: 'proj-a',
  refusal: 'it was signed by someone else',
  otherProjects: 0
}
/** reuseStep's decision, its reasons worded. */
const wordedStep = async (gate: GateRun) => worded(await reuseStep(gate))

/** What a step decided, its reasons as a person reads them (the log's and the summary's words). */
function worded(value: unknown): unknown {
  if (Array.isArray(value) || typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      ['why', 'notReused', 'notCarried'].includes(key) && typeof inner === 'object' && inner !== null && 'kind' in inner
        ? [key, reasonText(inner as Reason)]
        : [key, worded(inner)]
    )
  )
}
const BASE = 'ba5e0000ba5e0000ba5e0000ba5e0000ba5e0000'
/** A pull request into main whose base commit is BASE: where carry-forward starts. */
const PULL_REQUEST: GitHubContext = {
  eventName: 'pull_request',
  repository: 'example/agent',
  serverUrl: 'https://github.com',
  apiUrl: 'https://api.github.com',
  pullRequest: { number: 42 },
  baseCommit: BASE,
  baseBranch: 'main',
  defaultBranch: 'main'
}

function certification(runId: string, trustScore: number, status: string | undefined = 'completed'): Remembered {
  return {
    projectId: 'proj-a',
    seen: {
      runId,
      signedAt: '2026-11-25T10:00:00.000Z',
      ageMs: 125_000,
      signer: 'o/r/.github/workflows/c.yml@refs/heads/main',
      sourceRef: 'refs/heads/main'
    },
    runs: [{ runId, status: status ?? 'completed', recordSha256: 'ab'.repeat(32), record: { trust_score: trustScore } }]
  }
}

/**
 * A memory that recalls what it is given, and counts what it was asked. The base commit's history
 * is the base commit alone, with no date, unless `more` says other: nothing to wait for, no ancestor.
 */
function memoryOf(
  thisCommit: Recalled,
  baseCommit: Recalled = { why: NONE_LISTED, commit: BASE, absence: 'none-listed' },
  more: Partial<GateMemory> = {}
) {
  const asked: string[] = []
  const memory: GateMemory = {
    thisCommit: async projectId => (asked.push(`this ${projectId}`), thisCommit),
    baseCommit: async projectId => (asked.push(`base ${projectId}`), baseCommit),
    baseHistory: async () => (asked.push('history'), { commits: [{ sha: BASE }] }),
    historyOf: async commit => (asked.push(`history ${commit}`), { commits: [{ sha: commit }] }),
    changesSince: async () => (asked.push('changes'), { files: [] }),
    historyAsBase: async entries => (asked.push('history as base'), [...entries]),
    thisTree: async () => (asked.push('tree'), { why: NONE_LISTED, commit: 'f'.repeat(40), absence: 'none-listed' }),
    protectedCommit: async (_projectId, commit) => (
      asked.push(`ancestor ${commit}`),
      { why: NONE_LISTED, commit, absence: 'none-listed' }
    ),
    ...more
  }
  return { memory, asked }
}

/** How a gate waits for its base: on `clock`, its run over unless `running` says other. */
function patienceOf(clock = new FakeClock(), running = () => false, timeoutMs = 600_000): BasePatience {
  return {
    deadline: new Deadline(clock, timeoutMs),
    signal: new AbortController().signal,
    intervalMs: 10_000,
    timeoutMs,
    runGoesOn: running,
    runOver: new AbortController().signal
  }
}

async function gateOf(
  memory: GateMemory | undefined,
  overrides: Partial<GateConfig> & { passIfExpression?: string } = {},
  github: GitHubContext = PULL_REQUEST
) {
  const passIf =
    overrides.passIfExpression === undefined
      ? undefined
      : await compilePassIf(overrides.passIfExpression, 'run', ['base'])
  const config = {
    ...gateConfig({ url: 'https://certify.example.test/v1' }, { projectId: 'proj-a', reuseMs: 86_400_000 }),
    ...overrides,
    passIf
  }
  const logger = recordingLogger()
  const clock = new FakeClock()
  const controller = new AbortController()
  let base: Promise<BaseSeen> | undefined
  let markWaiting = () => {}
  const waiting = new Promise<'waiting'>(resolve => (markWaiting = () => resolve('waiting')))
  const patience = { ...patienceOf(clock), onWaiting: () => markWaiting() }
  const gate: GateRun = {
    config,
    deps: {
      client: {} as GateRun['deps']['client'],
      clock,
      random: () => 0.5,
      signal: controller.signal,
      logger,
      memory,
      commit: COMMIT,
      github
    },
    deadline: new Deadline(clock, config.timeoutMs),
    several: several(config.repeat),
    base: projectId =>
      passIf?.names('base') === true ? (base ??= lookUpBase(projectId, memory, logger, patience)) : undefined,
    baseUnlessWaiting: projectId => {
      const seen = gate.base(projectId)
      return seen === undefined ? Promise.resolve(undefined) : Promise.race([seen, waiting])
    },
    whileRunning: wait => wait(),
    judge: (runs, seen, warn) =>
      judgeRuns({
        runs,
        base: () => Promise.resolve(seen),
        policies: config,
        gate: {
          config,
          deadline: gate.deadline,
          signal: controller.signal,
          commit: COMMIT,
          warnTo: warn ? logger : undefined
        }
      })
  }
  return { gate, logger, controller }
}

describe('reuse, the step before a run', () => {
  it('decides nothing, asking nothing, without reuse, a memory, a project to start, or with a run given', async () => {
    const { memory, asked } = memoryOf({ certifications: [certification('run-1', 91)], commit: COMMIT })
    for (const overrides of [{ reuseMs: undefined }, { projectId: undefined }, { runId: 'run-given' }]) {
      expect(await wordedStep((await gateOf(memory, overrides)).gate)).toEqual({})
    }
    expect(await wordedStep((await gateOf(undefined)).gate)).toEqual({})
    expect(asked).toEqual([])
  })

  const TREE = 'f'.repeat(40)
  const ON_PULL_REQUEST = '7e57'.repeat(10)
  const noneOfCommit: Recalled = { why: NONE_LISTED, commit: COMMIT, absence: 'none-listed' }

  it("passes, when none of this commit counts, on one of this run's tree, naming the tree, the commit it was made on and its statement", async () => {
    const sameTree = { ...certification('run-pr', 91), sourceCommit: ON_PULL_REQUEST, statementSha256: 'cd'.repeat(32) }
    const { memory, asked } = memoryOf(noneOfCommit, undefined, {
      thisTree: async () => (asked.push('tree'), { certifications: [sameTree], commit: TREE })
    })
    const { gate, logger } = await gateOf(memory, { passIfExpression: 'run.trust_score >= 80' })
    const outcome = await reuseStep(gate)
    expect(outcome).toMatchObject({
      decision: {
        verdict: 'passed',
        runs: [{ runId: 'run-pr' }],
        reused: sameTree.seen,
        reusedByTree: { tree: TREE, commit: ON_PULL_REQUEST, statementSha256: 'cd'.repeat(32) }
      }
    })
    expect(asked).toEqual(['this proj-a', 'tree'])
    expect(logger.lines).toEqual([
      `info: Project proj-a passed on the certification of run run-pr (of this run's tree, made on commit ${ON_PULL_REQUEST}), signed 2m 05s ago: no run was started.`
    ])
  })

  it('a pass reused with base in pass-if carries on the history worked out from its own base, as a run would', async () => {
    const older = {
      commit: 'e'.repeat(40),
      certifiedAt: '2026-11-20T00:00:00.000Z',
      runs: 1,
      means: { trust_score: 89 }
    }
    const base = { ...certification('run-base', 90), history: { entries: [older], unreadable: 0 } }
    const { memory } = memoryOf(
      { certifications: [certification('run-1', 91)], commit: COMMIT },
      { certifications: [base], commit: BASE }
    )
    const { gate } = await gateOf(memory, {
      passIfExpression: '!has(base.trust_score) || run.trust_score >= base.trust_score'
    })
    const outcome = await reuseStep(gate)
    const decision = 'decision' in outcome ? outcome.decision : undefined
    expect(decision).toMatchObject({ verdict: 'passed', reused: certification('run-1', 91).seen })
    expect(decision?.history?.map(entry => [entry.commit, entry.means['trust_score']])).toEqual([
      ['e'.repeat(40), 89],
      [BASE, 90]
    ])
    expect(decision?.trend?.['trust_score'].map(point => point.mean)).toEqual([89, 90, 91])
  })

  it('with base in pass-if, starts a run without judging when the base is not certified yet and is waited for', async () => {
    const baseHistory = async () => ({ commits: [{ sha: BASE, committedAt: 1_000_000 - 60_000 }] })
    const { memory } = memoryOf({ certifications: [certification('run-1', 91)], commit: COMMIT }, undefined, {
      baseHistory
    })
    const { gate, logger } = await gateOf(memory, {
      passIfExpression: '!has(base.trust_score) || run.trust_score >= base.trust_score'
    })
    const why = "the base commit's certification is not there yet, so nothing can be judged against it now"
    expect(await wordedStep(gate)).toEqual({ note: { notReused: why } })
    expect(logger.lines.at(-1)).toBe(
      `info: Nothing to reuse for project proj-a (commit ${COMMIT.slice(0, 12)}): ${why}. Starting a run.`
    )
  })

  it('looks up no tree when no lookup of this commit could be made: a run on another commit (pull_request_target) runs other files', async () => {
    const elsewhere: Reason = { kind: 'run-elsewhere', event: 'pull_request_target', runCommit: 'b' }
    const { memory, asked } = memoryOf({ why: elsewhere })
    expect(await reuseStep((await gateOf(memory)).gate)).toEqual({ note: { notReused: elsewhere } })
    expect(asked).toEqual(['this proj-a'])
  })

  it("says why neither this commit's nor its tree's counts; a tree with nothing listed adds nothing", async () => {
    const tooOld: Reason = {
      kind: 'verifies-but',
      runId: 'run-x',
      but: { kind: 'refused', reason: 'it is older than reuse allows' },
      more: 0
    }
    const unusable: Recalled = { why: tooOld, commit: TREE, absence: 'none-counts' }
    const { memory } = memoryOf(noneOfCommit, undefined, { thisTree: async () => unusable })
    expect(await wordedStep((await gateOf(memory)).gate)).toEqual({
      note: { notReused: `GitHub lists no attestation for it; nor by its tree: ${reasonText(tooOld)}` }
    })
    const lowTree = memoryOf(noneOfCommit, undefined, {
      thisTree: async () => ({ certifications: [certification('run-low', 60)], commit: TREE })
    })
    expect(
      await wordedStep((await gateOf(lowTree.memory, { passIfExpression: 'run.trust_score >= 80' })).gate)
    ).toEqual({
      note: {
        notReused:
          'GitHub lists no attestation for it; nor by its tree: pass-if is false for the certification of run run-low now (run.trust_score = 60)'
      }
    })
    expect(await wordedStep((await gateOf(memoryOf(noneOfCommit).memory)).gate)).toEqual({
      note: { notReused: 'GitHub lists no attestation for it' }
    })
  })

  it('passes on the newest certification without pass-if, saying so, with the run it signed', async () => {
    const unnamedStatus = { ...certification('run-new', 91), status: undefined }
    const { memory } = memoryOf({ certifications: [unnamedStatus, certification('run-old', 80)], commit: COMMIT })
    const { gate, logger } = await gateOf(memory)
    const outcome = await reuseStep(gate)
    expect(outcome).toEqual({
      decision: {
        verdict: 'passed',
        failsStep: false,
        projectId: 'proj-a',
        // The signed record names no status: what was signed was a completed run's.
        runs: [{ runId: 'run-new', status: 'completed', record: { trust_score: 91 }, recordSha256: 'ab'.repeat(32) }],
        named: 0,
        elapsedMs: 0,
        polls: 0,
        policy: undefined,
        reused: certification('run-new', 91).seen,
        base: undefined
      }
    })
    expect(logger.lines).toEqual([
      'info: Project proj-a passed on the certification of run run-new, signed 2m 05s ago: no run was started.'
    ])
  })

  it('passes on the newest for whose run pass-if is true now, skipping newer ones that fall short', async () => {
    const { memory } = memoryOf({
      certifications: [certification('run-new', 70), certification('run-old', 91)],
      commit: COMMIT
    })
    const { gate } = await gateOf(memory, { passIfExpression: 'run.trust_score >= 90' })
    const outcome = await reuseStep(gate)
    expect(outcome).toMatchObject({
      decision: { verdict: 'passed', runs: [{ runId: 'run-old' }], policy: { outcome: 'true' } }
    })
  })

  it('says why nothing was reused: the newest, and how many older ones fall short too', async () => {
    const { memory } = memoryOf({
      certifications: [certification('run-new', 70), certification('run-old', 60)],
      commit: COMMIT
    })
    const { gate, logger } = await gateOf(memory, { passIfExpression: 'run.trust_score >= 90' })
    const why = 'pass-if is false for the certification of run run-new now (run.trust_score = 70), nor for 1 older'
    expect(await wordedStep(gate)).toEqual({ note: { notReused: why } })
    expect(logger.lines).toEqual([
      `info: Nothing to reuse for project proj-a (commit c0ffee00c0ff): ${why}. Starting a run.`
    ])
    const one = memoryOf({ certifications: [certification('run-new', 70)], commit: COMMIT })
    expect(await wordedStep((await gateOf(one.memory, { passIfExpression: 'run.trust_score >= 90' })).gate)).toEqual({
      note: { notReused: 'pass-if is false for the certification of run run-new now (run.trust_score = 70)' }
    })
  })

  it('names a run the statement left unnamed as ?, and says why without the error detail when pass-if could not be evaluated', async () => {
    const signed = certification('x', 91)
    const unnamed = {
      ...signed,
      seen: { ...signed.seen, runId: undefined },
      runs: signed.runs.map(run => ({ ...run, runId: undefined }))
    }
    const passed = await gateOf(memoryOf({ certifications: [unnamed], commit: COMMIT }).memory)
    expect(await wordedStep(passed.gate)).toMatchObject({
      decision: { verdict: 'passed', runs: [{ runId: undefined }] }
    })
    expect(passed.logger.lines).toEqual([
      'info: Project proj-a passed on the certification of run ?, signed 2m 05s ago: no run was started.'
    ])
    const erred = await gateOf(memoryOf({ certifications: [unnamed], commit: COMMIT }).memory, {
      passIfExpression: 'run.missing > 1'
    })
    expect(await wordedStep(erred.gate)).toEqual({
      note: { notReused: 'pass-if could not be evaluated for the certification of run ? now (run.missing = (missing))' }
    })
  })

  it('warns of a misspelled field of base once, of the newest certification, however many are judged', async () => {
    const bar = '(!has(base.trust_scor) && run.trust_score >= 95) || run.trust_score >= 99'
    const found = { certifications: [certification('run-1', 91), certification('run-2', 90)], commit: COMMIT }
    const { memory } = memoryOf(found, { certifications: [certification('run-base', 95)], commit: BASE })
    const { gate, logger } = await gateOf(memory, { passIfExpression: bar })
    expect(await wordedStep(gate)).toMatchObject({ note: { notReused: expect.stringMatching(/, nor for 1 older$/) } })
    expect(logger.lines.filter(line => line.startsWith('warning: '))).toEqual([
      "warning: pass-if reads base.trust_scor for project proj-a, which neither the base commit's certified record nor the run's has: if it is guarded with has(), that part of pass-if never compares anything. Check the name against the fields the service returns."
    ])
  })

  it('says why when the memory found none, naming the commit only when it knows it', async () => {
    const withCommit = await gateOf(memoryOf({ why: NONE_LISTED, commit: COMMIT }).memory)
    expect(await wordedStep(withCommit.gate)).toEqual({ note: { notReused: 'GitHub lists no attestation for it' } })
    expect(withCommit.logger.lines).toEqual([
      'info: Nothing to reuse for project proj-a (commit c0ffee00c0ff): GitHub lists no attestation for it. Starting a run.'
    ])
    const without = await gateOf(memoryOf({ why: { kind: 'runner-lacks', what: 'commit' } }).memory)
    await reuseStep(without.gate)
    expect(without.logger.lines).toEqual([
      'info: Nothing to reuse for project proj-a: the workflow names no commit (GITHUB_SHA). Starting a run.'
    ])
  })

  it('decides nothing, saying nothing, when the job is cancelled while it judges', async () => {
    const { memory } = memoryOf({ certifications: [certification('run-1', 91)], commit: COMMIT })
    const { gate, logger, controller } = await gateOf(memory, { passIfExpression: 'run.trust_score >= 90' })
    controller.abort()
    expect(await wordedStep(gate)).toEqual({})
    expect(logger.lines).toEqual([])
  })

  it('with base in pass-if, judges with the base, and fails before a run when the base cannot be read', async () => {
    const bar = '!has(base.trust_score) || run.trust_score >= base.trust_score - 2'
    const found = { certifications: [certification('run-1', 91)], commit: COMMIT }
    const compared = memoryOf(found, { certifications: [certification('run-base', 95)], commit: BASE })
    expect(await wordedStep((await gateOf(compared.memory, { passIfExpression: bar })).gate)).toMatchObject({
      note: {
        notReused: 'pass-if is false for the certification of run run-1 now (run.trust_score = 91 (base 95, −4))'
      }
    })
    expect(compared.asked.sort()).toEqual(['base proj-a', 'this proj-a', 'tree'])
    const unread = memoryOf(found, {
      why: { kind: 'refused', what: { of: 'attestations' }, status: 403 },
      commit: BASE,
      absence: 'unreadable',
      refused: true
    })
    const outcome = await wordedStep((await gateOf(unread.memory, { passIfExpression: bar })).gate)
    expect(outcome).toEqual({
      decision: {
        verdict: 'error',
        failsStep: true,
        projectId: 'proj-a',
        runs: [],
        elapsedMs: 0,
        polls: 0,
        reason:
          'No run was started and nothing was judged: pass-if compares with the certification of base commit ba5e0000ba5e, which could not be read (GitHub refused to list the attestations (403): the job needs attestations: read).',
        hint: 'Give the job the permission to read attestations (YAML, as it stands): permissions: { contents: read, attestations: read }, and run it again.',
        base: {
          commit: BASE,
          runs: [],
          why: 'GitHub refused to list the attestations (403): the job needs attestations: read',
          absence: 'unreadable',
          refused: true
        }
      }
    })
  })
})

describe('carry forward, the step before a run with paths', () => {
  const certifiedBase: Recalled = {
    certifications: [{ ...certification('run-base', 91), statementSha256: 'cd'.repeat(32) }],
    commit: BASE
  }
  /** A memory whose protected history from the base holds `ofBase` for the base commit (and `more` beside it). */
  const carrying = (
    changes: Awaited<ReturnType<GateMemory['changesSince']>>,
    ofBase: Recalled = certifiedBase,
    more: Partial<GateMemory> = {}
  ) =>
    memoryOf({ why: NONE_LISTED }, ofBase, {
      changesSince: async () => changes,
      protectedCommit: async (_projectId, commit) =>
        commit === BASE ? ofBase : { why: NONE_LISTED, commit, absence: 'none-listed' },
      ...more
    })
  const carry = async (memory: GateMemory, overrides: Parameters<typeof gateOf>[1] = {}, github = PULL_REQUEST) => {
    const { gate, logger } = await gateOf(memory, { paths: ['agent/**', 'prompts/*.md'], ...overrides }, github)
    return { outcome: worded(await carryStep(gate)) as BeforeRun, logger }
  }

  it('decides nothing, asking nothing, without paths, reuse, a project, or on a given run; nor, saying nothing, on an event that never carries', async () => {
    const { memory, asked } = carrying({ files: [] })
    for (const overrides of [{ paths: [] }, { reuseMs: undefined }, { projectId: undefined }, { runId: 'r' }]) {
      expect((await carry(memory, overrides)).outcome).toEqual({})
    }
    expect(asked).toEqual([])
    const never = carrying({ files: [] })
    expect((await carry(never.memory, {}, { ...PULL_REQUEST, eventName: 'pull_request_target' })).outcome).toEqual({})
    expect(never.asked).toEqual([])
  })

  it("passes on the base's certification when nothing under paths changed, naming the commit, its ref, and the files it did not certify", async () => {
    const files = ['docs/a.md', 'README.md', ...Array.from({ length: 11 }, (_, n) => `docs/${n}.md`)]
    const { outcome, logger } = await carry(carrying({ files }).memory)
    expect(outcome).toMatchObject({
      decision: {
        verdict: 'passed',
        runs: [{ runId: 'run-base' }],
        reused: certification('run-base', 91).seen,
        carriedFrom: {
          commit: BASE,
          statementSha256: 'cd'.repeat(32),
          sourceRef: 'refs/heads/main',
          behind: 0,
          outsidePaths: files.slice(0, 10),
          outsidePathsCount: 13
        }
      }
    })
    expect(logger.lines.at(-1)).toBe(
      `info: Project proj-a passed on the certification of run run-base of commit ${BASE}, made by a run on its content and carried forward: none of the 13 files changed since is under paths. No run was started.`
    )
  })

  it('with repeat, never carries a certification made on fewer runs: a run starts, and the note says why', async () => {
    const threeRuns: Recalled = {
      certifications: [
        {
          ...certification('run-base', 91),
          runs: [91, 90, 92].map((score, index) => ({
            runId: `run-${index}`,
            status: 'completed',
            record: { trust_score: score }
          }))
        }
      ],
      commit: BASE
    }
    const fewer = await carry(carrying({ files: ['docs/a.md'] }).memory, { repeat: 3 })
    expect(fewer.outcome).toEqual({
      note: {
        notCarried:
          'the certification of run run-base verifies, but it rests on 1 run, and repeat asks for 3: a ' +
          'certification made on fewer runs stands in for them only when a sequential gate with the same repeat, ' +
          'pass-if and fail-if decided it'
      }
    })
    const enough = await carry(carrying({ files: ['docs/a.md'] }, threeRuns).memory, { repeat: 3 })
    expect(enough.outcome).toMatchObject({
      decision: { verdict: 'passed', runs: [{ runId: 'run-0' }, { runId: 'run-1' }, { runId: 'run-2' }] }
    })
  })

  it('carries at exactly reuse, from the newest content-certified commit: a carried certification is walked past, never carried again', async () => {
    const exactly = await carry(carrying({ files: ['docs/a.md'] }).memory, { reuseMs: 125_000 })
    expect(exactly.outcome).toMatchObject({
      decision: { verdict: 'passed', runs: [{ status: 'completed' }], carriedFrom: { commit: BASE } }
    })
    // The base commit's only certification was itself carried; its parent's was made by a run: carried from the parent.
    const ANCESTOR = 'a0'.repeat(20)
    const chain = certification('run-chain', 99)
    const onlyCarried: Recalled = {
      certifications: [{ ...chain, seen: { ...chain.seen, restsOn: { carried: true, commit: 'c'.repeat(40) } } }],
      commit: BASE
    }
    const fromAncestor = carrying({ files: [] }, onlyCarried, {
      historyOf: async () => ({ commits: [{ sha: BASE }, { sha: ANCESTOR }] }),
      protectedCommit: async (_projectId, commit) =>
        commit === BASE ? onlyCarried : { certifications: [certification('run-parent', 91)], commit: ANCESTOR },
      changesSince: async commit => (fromAncestor.asked.push(`changes since ${commit}`), { files: [] })
    })
    const carried = await carry(fromAncestor.memory)
    expect(carried.outcome).toMatchObject({
      decision: { verdict: 'passed', runs: [{ runId: 'run-parent' }], carriedFrom: { commit: ANCESTOR, behind: 1 } }
    })
    // The diff is taken from the content-certified commit, not from the carried one.
    expect(fromAncestor.asked).toContain(`changes since ${ANCESTOR}`)
    expect(carried.logger.lines.at(-1)).toBe(
      `info: Project proj-a passed on the certification of run run-parent of commit ${ANCESTOR}, 1 first parent back, made by a run on its content and carried forward: none of the 0 files changed since is under paths. No run was started.`
    )
  })

  it('shows pass-if the base only when pass-if names base', async () => {
    const withBase = await carry(carrying({ files: [] }).memory, {
      passIfExpression: 'run.trust_score >= base.trust_score - 2'
    })
    expect(withBase.outcome).toMatchObject({
      decision: { verdict: 'passed', base: { commit: BASE, runs: [{ record: { trust_score: 91 } }] } }
    })
    const without = await carry(carrying({ files: [] }).memory, { passIfExpression: 'run.trust_score >= 80' })
    expect(without.outcome).toMatchObject({ decision: { verdict: 'passed' } })
    expect('decision' in without.outcome && without.outcome.decision?.base).toBeUndefined()
  })

  it('never waits for a base still being certified: a run is started, and the base compared when it comes', async () => {
    // Committed "now" (a date in the future counts as now): a certification of it may still be running.
    const recent = () => ({ commits: [{ sha: BASE, committedAt: Date.parse('2999-01-01T00:00:00Z') }] })
    const none: Recalled = { why: NONE_LISTED, commit: BASE, absence: 'none-listed' }
    const named = carrying({ files: [] }, none, { baseHistory: async () => recent() })
    const { outcome } = await carry(named.memory, { passIfExpression: 'run.trust_score >= base.trust_score - 2' })
    expect(outcome).toEqual({
      note: { notCarried: "the base commit's certification is not there yet, so nothing can be judged against it now" }
    })
    // pass-if not naming base: the walk finds nothing, and says so without waiting.
    const alone = carrying({ files: [] }, none)
    const { outcome: note, logger } = await carry(alone.memory)
    const why = `none of the 1 commit of protected history read back from ${BASE.slice(0, 12)} has a certification of the project made by a run on its content`
    expect(note).toEqual({ note: { notCarried: why } })
    expect(logger.lines.at(-1)).toBe(`info: Nothing carried forward for project proj-a: ${why}. Starting a run.`)
  })

  it('carries nothing, saying why, when a file under paths changed, the changes or history cannot be read, none is content-certified, it is too old, or pass-if is false', async () => {
    const why = async (memory: GateMemory, overrides: Parameters<typeof gateOf>[1] = {}, github = PULL_REQUEST) => {
      const { outcome } = await carry(memory, overrides, github)
      return 'note' in outcome ? outcome.note?.notCarried : outcome
    }
    expect(
      await why(carrying({ files: ['agent/a.py', 'docs/x.md', 'prompts/s.md', 'agent/b.py', 'agent/c.py'] }).memory)
    ).toBe(`4 files under paths changed since ${BASE.slice(0, 12)} (agent/a.py, prompts/s.md, agent/b.py and 1 more)`)
    expect(await why(carrying({ files: ['agent/a.py', 'prompts/s.md', 'agent/b.py'] }).memory)).toBe(
      `3 files under paths changed since ${BASE.slice(0, 12)} (agent/a.py, prompts/s.md, agent/b.py)`
    )
    expect(await why(carrying({ files: ['agent/a.py', 'docs/x.md'] }).memory)).toBe(
      `1 file under paths changed since ${BASE.slice(0, 12)} (agent/a.py)`
    )
    // prompts/*.md holds a nested prompt, as git reads a pathspec: its `*` crosses `/`.
    expect(await why(carrying({ files: ['docs/x.md', 'prompts/support/system.md'] }).memory)).toBe(
      `1 file under paths changed since ${BASE.slice(0, 12)} (prompts/support/system.md)`
    )
    // A dotfile under a folder is one of its files; a plain name is a folder, as git reads a pathspec.
    expect(await why(carrying({ files: ['agent/.env'] }).memory)).toBe(
      `1 file under paths changed since ${BASE.slice(0, 12)} (agent/.env)`
    )
    expect(await why(carrying({ files: ['agent/x/y.py'] }).memory, { paths: ['agent'] })).toBe(
      `1 file under paths changed since ${BASE.slice(0, 12)} (agent/x/y.py)`
    )
    expect(await why(carrying({ why: { kind: 'changes-cut-short', limit: 300 }, absence: 'unreadable' }).memory)).toBe(
      'GitHub lists 300 or more changed files, so the list may be cut short'
    )
    expect(
      await why(
        carrying({ files: [] }, certifiedBase, {
          historyOf: async () => ({
            why: { kind: 'not-read', what: { of: 'history' }, detail: '500' },
            absence: 'unreadable'
          })
        }).memory
      )
    ).toBe('its history could not be read: 500')
    expect(
      await why(
        carrying(
          { files: [] },
          {
            why: { kind: 'not-read', what: { of: 'attestations' }, detail: '502' },
            commit: BASE,
            absence: 'unreadable'
          }
        ).memory
      )
    ).toBe(`the certifications of ${BASE.slice(0, 12)} could not be read: the attestations could not be read: 502`)
    expect(
      await why(
        carrying({ files: [] }, certifiedBase, {
          historyOf: async () => ({ commits: [{ sha: 'e'.repeat(40) }], cutShort: true })
        }).memory
      )
    ).toBe(
      `GitHub's history of ${BASE.slice(0, 12)} was cut short after 1 commits, none with a certification made by a run on its content`
    )
    const outlined: Recalled = {
      certifications: [{ ...certification('run-base', 91), runOmitted: 'too long' }],
      commit: BASE
    }
    expect(await why(carrying({ files: [] }, outlined).memory)).toBe(
      `none of the 1 commit of protected history read back from ${BASE.slice(0, 12)} has a certification of the project made by a run on its content`
    )
    expect(await why(carrying({ files: [] }).memory, { reuseMs: 60_000 })).toBe(
      `the certification of ${BASE.slice(0, 12)} verifies, but it was signed 2m 05s ago, longer ago than reuse allows (1m 00s)`
    )
    expect(await why(carrying({ files: [] }).memory, { passIfExpression: 'run.trust_score >= 95' })).toBe(
      'pass-if is false for the certification of run run-base now (run.trust_score = 91)'
    )
    const intoEvil = { ...PULL_REQUEST, baseBranch: 'evil' }
    expect(await why(carrying({ files: [] }).memory, { sourceRefs: [{ exact: 'refs/heads/main' }] }, intoEvil)).toBe(
      'certifications on branch evil do not count; source-ref names the branches that do'
    )
  })
})

describe('base, for pass-if', () => {
  const remembered = (runId: string) => certification(runId, 91)

  it("is the default branch's newest scheduled certification since the first, else the first; a night's, the newest", async () => {
    const signedBy = (runId: string, trigger: string, sourceRef = 'refs/heads/main', score = 91) => {
      const one = certification(runId, score)
      return { ...one, seen: { ...one.seen, trigger, sourceRef } }
    }
    const certifications = [
      signedBy('run-first', 'merge_group', 'refs/heads/gh-readonly-queue/main/pr-1-x', 90),
      signedBy('run-night-1', 'schedule', 'refs/heads/main', 86),
      signedBy('run-by-hand', 'workflow_dispatch', 'refs/heads/main', 70),
      signedBy('run-night-2', 'schedule', 'refs/heads/main', 84),
      signedBy('run-branch', 'schedule', 'refs/heads/feature', 60)
    ]
    const recalled = { certifications, commit: BASE }
    const logger = recordingLogger()
    const change = await lookUpBase('proj-a', memoryOf({ why: NONE_LISTED }, recalled).memory, logger, patienceOf(), {
      pick: 'first-or-scheduled',
      scheduledRef: 'refs/heads/main'
    })
    expect(change).toMatchObject({
      certification: { runId: 'run-night-2' },
      runs: [{ record: { trust_score: 84 } }],
      counted: 5,
      chosenBy: 'scheduled',
      first: { certification: { runId: 'run-first' }, runs: [{ record: { trust_score: 90 } }] }
    })
    expect(logger.lines).toEqual([
      `info: base is the record of run run-night-2, the newest scheduled certification of 5 of base commit ${BASE} ` +
        'that count (the first, run run-first, set aside: main was certified again since).'
    ])
    // With no default branch known, or none scheduled on it since the first, the first is the base.
    for (const choice of [
      { pick: 'first-or-scheduled' } as const,
      { pick: 'first-or-scheduled', scheduledRef: 'refs/heads/trunk' } as const
    ]) {
      const first = await lookUpBase(
        'proj-a',
        memoryOf({ why: NONE_LISTED }, recalled).memory,
        recordingLogger(),
        patienceOf(),
        choice
      )
      expect(first).toMatchObject({ certification: { runId: 'run-first' } })
      expect(first).not.toHaveProperty('chosenBy')
    }
    // A scheduled first is the first: nothing is set aside.
    const scheduledFirst = { certifications: [certifications[1], certifications[3]], commit: BASE }
    expect(
      await lookUpBase(
        'proj-a',
        memoryOf({ why: NONE_LISTED }, scheduledFirst).memory,
        recordingLogger(),
        patienceOf(),
        {
          pick: 'first-or-scheduled',
          scheduledRef: 'refs/heads/main'
        }
      )
    ).toMatchObject({ certification: { runId: 'run-night-2' }, chosenBy: 'scheduled' })
    const night = recordingLogger()
    const newest = await lookUpBase('proj-a', memoryOf({ why: NONE_LISTED }, recalled).memory, night, patienceOf(), {
      pick: 'newest'
    })
    expect(newest).toMatchObject({ certification: { runId: 'run-branch' }, chosenBy: 'newest', counted: 5 })
    expect(newest).not.toHaveProperty('first')
    expect(night.lines).toEqual([
      `info: base is the record of run run-branch, the newest of 5 certifications of base commit ${BASE} that count.`
    ])
    const alone = await lookUpBase(
      'proj-a',
      memoryOf({ why: NONE_LISTED }, { certifications: [certifications[0]], commit: BASE }).memory,
      recordingLogger(),
      patienceOf(),
      { pick: 'newest' }
    )
    expect(alone).not.toHaveProperty('chosenBy')
  })

  it('is the first certification that counts, said with how many there were, or why there is none', async () => {
    const logger = recordingLogger()
    const { memory } = memoryOf(
      { why: NONE_LISTED },
      { certifications: [remembered('run-first'), remembered('run-later')], commit: BASE }
    )
    expect(await lookUpBase('proj-a', memory, logger, patienceOf())).toEqual({
      commit: BASE,
      certification: remembered('run-first').seen,
      runs: remembered('run-first').runs,
      counted: 2
    })
    expect(logger.lines).toEqual([
      `info: base is the record of run run-first, the first of 2 certifications of base commit ${BASE} that count.`
    ])
    const unnamed = recordingLogger()
    const nameless = { ...remembered('x'), seen: { ...remembered('x').seen, runId: undefined } }
    await lookUpBase(
      'proj-a',
      memoryOf({ why: NONE_LISTED }, { certifications: [nameless], commit: BASE }).memory,
      unnamed,
      patienceOf()
    )
    expect(unnamed.lines).toEqual([
      `info: base is the record of run ?, the certification of base commit ${BASE} that counts.`
    ])
    const one = recordingLogger()
    await lookUpBase(
      'proj-a',
      memoryOf({ why: NONE_LISTED }, { certifications: [remembered('run-1')], commit: BASE }).memory,
      one,
      patienceOf()
    )
    expect(one.lines).toEqual([
      `info: base is the record of run run-1, the certification of base commit ${BASE} that counts.`
    ])
  })

  it('keeps of the history it signed only the entries signed as a base must be, warning of the rest and the unreadable', async () => {
    const entry = (commit: string, signer: string) => ({
      commit: commit.repeat(40),
      certifiedAt: '2026-11-20T00:00:00.000Z',
      runs: 1,
      means: { trust_score: 90 },
      signer
    })
    const [kept, other] = [entry('1', 'trusted'), entry('2', 'another workflow')]
    const signedHistory = { ...remembered('run-1'), history: { entries: [kept, other], unreadable: 1 } }
    const logger = recordingLogger()
    const { memory, asked } = memoryOf(
      { why: NONE_LISTED },
      { certifications: [signedHistory], commit: BASE },
      {
        historyAsBase: async entries => (asked.push('history as base'), entries.filter(one => one.signer === 'trusted'))
      }
    )
    const seen = await lookUpBase('proj-a', memory, logger, patienceOf())
    expect(seen.history).toEqual({ entries: [kept], leftOut: 2 })
    expect(asked).toContain('history as base')
    expect(logger.lines).toContain(
      'warning: 2 of the 3 entries of the history that base run run-1 signed are left out of trend and the chart: each ' +
        'is counted only when it could be read and was signed as a base must be (signer-workflow, source-ref).'
    )
    // Every entry counted: nothing to warn of.
    const quiet = recordingLogger()
    const whole = { ...remembered('run-1'), history: { entries: [kept], unreadable: 0 } }
    const counted = await lookUpBase(
      'proj-a',
      memoryOf({ why: NONE_LISTED }, { certifications: [whole], commit: BASE }).memory,
      quiet,
      patienceOf()
    )
    expect(counted.history).toEqual({ entries: [kept], leftOut: 0 })
    expect(quiet.lines.filter(line => line.startsWith('warning'))).toEqual([])
  })

  it('is empty with an info line when none is listed, and with a warning when some are but none counts here', async () => {
    const none = recordingLogger()
    expect(await lookUpBase('proj-a', memoryOf({ why: NONE_LISTED }).memory, none, patienceOf())).toEqual({
      commit: BASE,
      runs: [],
      why: NONE_LISTED,
      absence: 'none-listed'
    })
    expect(none.lines).toEqual([
      'info: base is an empty map for project proj-a (base commit ba5e0000ba5e): GitHub lists no attestation for it.'
    ])
    const refused = recordingLogger()
    await lookUpBase(
      'proj-a',
      memoryOf({ why: NONE_LISTED }, { why: ONE_REFUSED, commit: BASE, absence: 'none-counts' }).memory,
      refused,
      patienceOf()
    )
    expect(refused.lines).toEqual([
      'warning: base is an empty map for project proj-a (base commit ba5e0000ba5e): GitHub lists 1 attestation for it, none a certification of project proj-a that counts (one claiming to be was refused: it was signed by someone else). pass-if compares with nothing until a certification of the base counts: the reason says why this one does not.'
    ])
    const noCommit = recordingLogger()
    await lookUpBase(
      'proj-a',
      memoryOf({ why: NONE_LISTED }, { why: { kind: 'event-has-no-base', event: 'push' } }).memory,
      noCommit,
      patienceOf()
    )
    expect(noCommit.lines).toEqual([
      'info: base is an empty map for project proj-a: a push event has no base commit (only pull_request and merge_group have one).'
    ])
  })

  const none: Recalled = { why: NONE_LISTED, commit: BASE, absence: 'none-listed' }
  const ANCESTOR = (n: number) => `a${n}`.padEnd(40, '0')

  it('not certified yet, is looked for again while the run goes on, and compared with once it comes', async () => {
    const clock = new FakeClock()
    const logger = recordingLogger()
    const found: Recalled = { certifications: [remembered('run-base')], commit: BASE }
    const looks: number[] = []
    const { memory, asked } = memoryOf({ why: NONE_LISTED }, none, {
      baseCommit: async (_projectId, look = 0) => (looks.push(look), look >= 2 ? found : none)
    })
    const seen = await lookUpBase(
      'proj-a',
      memory,
      logger,
      patienceOf(clock, () => true)
    )
    expect(seen).toEqual({
      commit: BASE,
      certification: remembered('run-base').seen,
      runs: remembered('run-base').runs,
      counted: 1
    })
    expect(looks).toEqual([0, 1, 2])
    expect(clock.sleeps).toEqual([10_000, 10_000])
    expect(asked).toEqual(['history'])
    expect(logger.lines[0]).toBe(
      `info: base commit ${BASE} has no certification of project proj-a that counts yet (GitHub lists no attestation for it): looking again every 10s while this gate's run goes on, as one may still be running.`
    )
  })

  it('after the run, is waited for only while a certification started when it was committed may still be running', async () => {
    // Committed two timeouts ago: whatever certified it is over; nothing is waited for.
    const stale = new FakeClock()
    const history = (committedAt: number) => ({ baseHistory: async () => ({ commits: [{ sha: BASE, committedAt }] }) })
    const old = memoryOf({ why: NONE_LISTED }, none, history(stale.now() - 1_200_000))
    expect(await lookUpBase('proj-a', old.memory, recordingLogger(), patienceOf(stale))).toMatchObject({
      absence: 'none-listed'
    })
    expect(stale.sleeps).toEqual([])
    // Committed a minute ago, timeout 10 minutes: looked for until nine minutes from now.
    const fresh = new FakeClock()
    const logger = recordingLogger()
    const recent = memoryOf({ why: NONE_LISTED }, none, history(fresh.now() - 60_000))
    await lookUpBase('proj-a', recent.memory, logger, patienceOf(fresh))
    expect(fresh.time - 1_000_000).toBe(540_000)
    expect(fresh.sleeps.every(ms => ms <= 10_000)).toBe(true)
    expect(logger.lines[0]).toMatch(/looking again every 10s for at most 9m 00s more, as one may still be running\.$/)
    // Committed just now: never into the last 30 s of the step, which the ancestors need.
    const now = new FakeClock()
    await lookUpBase(
      'proj-a',
      memoryOf({ why: NONE_LISTED }, none, history(now.now())).memory,
      recordingLogger(),
      patienceOf(now)
    )
    expect(now.time - 1_000_000).toBe(570_000)
    // A window that is no whole number of intervals: the last sleep is cut to it.
    const odd = new FakeClock()
    await lookUpBase(
      'proj-a',
      memoryOf({ why: NONE_LISTED }, none, history(odd.now() - 65_000)).memory,
      recordingLogger(),
      patienceOf(odd)
    )
    expect(odd.time - 1_000_000).toBe(535_000)
    expect(odd.sleeps.at(-1)).toBe(5_000)
    // A short timeout keeps a quarter of it (15 s of 1m) for the ancestors, not 30 s.
    const short = new FakeClock()
    await lookUpBase(
      'proj-a',
      memoryOf({ why: NONE_LISTED }, none, history(short.now())).memory,
      recordingLogger(),
      patienceOf(short, () => false, 60_000)
    )
    expect(short.time - 1_000_000).toBe(45_000)
    // Committed in the future (a skewed clock): as if now.
    const future = new FakeClock()
    await lookUpBase(
      'proj-a',
      memoryOf({ why: NONE_LISTED }, none, history(future.now() + 3_600_000)).memory,
      recordingLogger(),
      patienceOf(future)
    )
    expect(future.time - 1_000_000).toBe(570_000)
  })

  it('waits as well when one is listed that does not count yet: the one that will may still be running', async () => {
    const clock = new FakeClock()
    const notYet: Recalled = { why: ONE_REFUSED, commit: BASE, absence: 'none-counts' }
    const looks: number[] = []
    const { memory } = memoryOf({ why: NONE_LISTED }, notYet, {
      baseCommit: async (_projectId, look = 0) => (
        looks.push(look),
        look >= 1 ? { certifications: [certification('run-b', 91)], commit: BASE } : notYet
      )
    })
    expect(
      await lookUpBase(
        'proj-a',
        memory,
        recordingLogger(),
        patienceOf(clock, () => true)
      )
    ).toMatchObject({ certification: { runId: 'run-b' } })
    expect(looks).toEqual([0, 1])
  })

  it('stops looking when the job is cancelled', async () => {
    const clock = new FakeClock()
    const controller = new AbortController()
    const patience = { ...patienceOf(clock, () => true), signal: controller.signal }
    const { memory } = memoryOf({ why: NONE_LISTED }, none, { baseCommit: async () => (controller.abort(), none) })
    expect(await lookUpBase('proj-a', memory, recordingLogger(), patience)).toMatchObject({ absence: 'none-listed' })
    expect(clock.sleeps).toEqual([])
  })

  it('stops looking when the job is cancelled while it waits between looks, asking GitHub nothing more', async () => {
    const controller = new AbortController()
    // The job is cancelled during the first wait: nothing is looked up after it.
    const clock = new (class extends FakeClock {
      override async sleep(ms: number, signal: AbortSignal): Promise<void> {
        controller.abort()
        await super.sleep(ms, signal)
      }
    })()
    const looks: number[] = []
    const { memory } = memoryOf({ why: NONE_LISTED }, none, {
      baseCommit: async (_projectId, look = 0) => (looks.push(look), none)
    })
    const patience = { ...patienceOf(clock, () => true), signal: controller.signal }
    expect(await lookUpBase('proj-a', memory, recordingLogger(), patience)).toMatchObject({ absence: 'none-listed' })
    expect(looks).toEqual([0])
    expect(clock.sleeps).toHaveLength(1)
  })

  it('says how long it looks: while the run goes on, then what is left of the window after it, if anything', async () => {
    const history = (committedAt: number) => ({ baseHistory: async () => ({ commits: [{ sha: BASE, committedAt }] }) })
    const lineOf = async (committedAgoMs: number) => {
      const clock = new FakeClock()
      const logger = recordingLogger()
      const { memory } = memoryOf({ why: NONE_LISTED }, none, history(clock.now() - committedAgoMs))
      await lookUpBase(
        'proj-a',
        memory,
        logger,
        patienceOf(clock, () => true)
      )
      return logger.lines[0]
    }
    // Committed a minute ago, timeout 10 minutes: after the run, until nine minutes from now.
    expect(await lineOf(60_000)).toMatch(
      /looking again every 10s while this gate's run goes on, then for at most 9m 00s more, as one/
    )
    // Committed exactly a timeout ago: nothing is left after the run, and nothing is promised.
    expect(await lineOf(600_000)).toMatch(
      /looking again every 10s while this gate's run goes on, as one may still be running\.$/
    )
  })

  it('never certified, is stood in for by the newest certified first-parent ancestor, named with how far behind it is', async () => {
    const logger = recordingLogger()
    const commits = [{ sha: BASE }, { sha: ANCESTOR(1) }, { sha: ANCESTOR(2) }, { sha: ANCESTOR(3) }]
    const { memory, asked } = memoryOf({ why: NONE_LISTED }, none, {
      baseHistory: async () => ({ commits }),
      thisTree: async () => (asked.push('tree'), { why: NONE_LISTED, commit: 'f'.repeat(40), absence: 'none-listed' }),
      protectedCommit: async (_projectId, commit) => {
        asked.push(`ancestor ${commit}`)
        return commit === ANCESTOR(1)
          ? { ...none, commit, absence: 'none-counts' }
          : { certifications: [remembered(`run-${commit.slice(0, 2)}`)], commit }
      }
    })
    expect(await lookUpBase('proj-a', memory, logger, patienceOf())).toEqual({
      commit: ANCESTOR(2),
      certification: remembered('run-a2').seen,
      runs: remembered('run-a2').runs,
      counted: 1,
      ancestorOf: { commit: BASE, behind: 2 }
    })
    expect(asked).toEqual(['base proj-a', `ancestor ${ANCESTOR(1)}`, `ancestor ${ANCESTOR(2)}`])
    expect(logger.lines).toEqual([
      `info: base is the record of run run-a2, the certification of ${ANCESTOR(2)}, the base commit's newest certified ancestor that counts.`
    ])
  })

  it('is empty when no ancestor is certified either, and could not be read when the history or an ancestor could not be', async () => {
    const commits = [{ sha: BASE }, { sha: ANCESTOR(1) }, { sha: ANCESTOR(2) }]
    const BOOM: Reason = { kind: 'not-read', what: { of: 'attestations' }, detail: 'boom' }
    const noAncestor = memoryOf({ why: NONE_LISTED }, none, { baseHistory: async () => ({ commits }) })
    expect(await lookUpBase('proj-a', noAncestor.memory, recordingLogger(), patienceOf())).toEqual({
      commit: BASE,
      runs: [],
      why: { kind: 'nor-ancestors', cause: NONE_LISTED, ancestors: 2 },
      absence: 'none-listed'
    })
    const oneParent = memoryOf({ why: NONE_LISTED }, none, {
      baseHistory: async () => ({ commits: commits.slice(0, 2) })
    })
    expect(worded(await lookUpBase('proj-a', oneParent.memory, recordingLogger(), patienceOf()))).toHaveProperty(
      'why',
      'GitHub lists no attestation for it; nor its first parent'
    )
    const cut = memoryOf({ why: NONE_LISTED }, none, {
      baseHistory: async () => ({ commits: commits.slice(0, 2), cutShort: true })
    })
    expect(await lookUpBase('proj-a', cut.memory, recordingLogger(), patienceOf())).toEqual({
      commit: BASE,
      runs: [],
      why: { kind: 'base-history-cut-short', read: 1 },
      absence: 'unreadable'
    })
    const refused = {
      why: { kind: 'refused', what: { of: 'history' }, status: 403 } as const,
      commit: BASE,
      absence: 'unreadable' as const,
      refused: true
    }
    const noHistory = memoryOf({ why: NONE_LISTED }, none, { baseHistory: async () => refused })
    expect(await lookUpBase('proj-a', noHistory.memory, recordingLogger(), patienceOf())).toEqual({
      ...refused,
      runs: []
    })
    const unreadAncestor = memoryOf({ why: NONE_LISTED }, none, {
      baseHistory: async () => ({ commits }),
      protectedCommit: async (_projectId, commit) => ({ why: BOOM, commit, absence: 'unreadable' })
    })
    expect(await lookUpBase('proj-a', unreadAncestor.memory, recordingLogger(), patienceOf())).toEqual({
      commit: BASE,
      runs: [],
      why: { kind: 'ancestor-unreadable', ancestor: ANCESTOR(1), cause: BOOM },
      absence: 'unreadable'
    })
  })

  it('keeps why the record compared with is an outline, and names the base commit when GitHub lists no history for it', async () => {
    const outlined = { ...remembered('run-o'), runOmitted: 'over 16 KiB' }
    const { memory } = memoryOf({ why: NONE_LISTED }, { certifications: [outlined], commit: BASE })
    expect(await lookUpBase('proj-a', memory, recordingLogger(), patienceOf())).toMatchObject({
      runOmitted: 'over 16 KiB'
    })
    const whole = memoryOf({ why: NONE_LISTED }, { certifications: [remembered('run-w')], commit: BASE })
    expect(await lookUpBase('proj-a', whole.memory, recordingLogger(), patienceOf())).not.toHaveProperty('runOmitted')
    const noHistory = memoryOf({ why: NONE_LISTED }, none, { baseHistory: async () => ({ commits: [] }) })
    expect(await lookUpBase('proj-a', noHistory.memory, recordingLogger(), patienceOf())).toEqual({
      commit: BASE,
      runs: [],
      why: NONE_LISTED,
      absence: 'none-listed'
    })
  })

  it('that could not be read says what to do by why: a permission to give, GitHub to wait for, or an event that does not name it', () => {
    const failing = baseNotRead(
      { why: { kind: 'not-read', what: { of: 'attestations' }, detail: 'HTTP 502' }, commit: BASE },
      'run-1'
    )
    expect(failing.reason).toBe(
      'Run run-1 completed, but it was not judged: pass-if compares with the certification of base commit ba5e0000ba5e, which could not be read (the attestations could not be read: HTTP 502).'
    )
    expect(failing.hint).toMatch(/^This is not about the agent: run the job again\. If GitHub keeps failing/)
    expect(
      baseNotRead({ why: { kind: 'refused', what: { of: 'attestations' }, status: 403 }, refused: true }).hint
    ).toMatch(/^Give the job the permission to read attestations/)
    // The event never named the base: asking GitHub again changes nothing, another event would.
    const { reason, hint } = baseNotRead({
      why: { kind: 'event-lacks', event: 'pull_request', what: 'base commit', field: 'pull_request.base.sha' }
    })
    expect(reason).toMatch(
      /^No run was started and nothing was judged: pass-if compares with the base commit's certification, which could not be read/
    )
    expect(hint).toBe(
      'This is not about the agent, and running the job again will not help: run the gate on pull_request or merge_group as GitHub sends them, or leave base out of pass-if on this event.'
    )
    // What an input supplies: source-ref for a default branch, signer-workflow for a workflow.
    expect(
      baseNotRead({
        why: { kind: 'event-lacks', event: 'merge_group', what: 'default branch', field: 'repository.default_branch' }
      }).hint
    ).toBe(
      'This is not about the agent, and running the job again will not help: set source-ref to the refs whose certifications count.'
    )
    expect(baseNotRead({ why: { kind: 'runner-lacks', what: 'workflow' } }).hint).toBe(
      'This is not about the agent, and running the job again will not help: set signer-workflow to the workflow whose certifications count.'
    )
    expect(baseNotRead({ why: { kind: 'runner-lacks', what: 'repository' } }).hint).toMatch(
      /will not help: run the gate where the runner/
    )
  })

  it('cannot be read without a project or a memory, and then says so', async () => {
    expect(await lookUpBase(undefined, memoryOf({ why: NONE_LISTED }).memory, recordingLogger(), patienceOf())).toEqual(
      {
        runs: [],
        why: { kind: 'no-project' },
        absence: 'unreadable'
      }
    )
    expect(await lookUpBase('proj-a', undefined, recordingLogger(), patienceOf())).toEqual({
      runs: [],
      why: { kind: 'not-looked-up' },
      absence: 'unreadable'
    })
  })

  it('is given to pass-if as base only when there is a record', () => {
    expect(comparisonOf({ runs: [{ status: 'completed', record: { a: 1 } }] })).toEqual({
      name: 'base',
      value: { a: 1 }
    })
    expect(comparisonOf({ runs: [] })).toBeUndefined()
    expect(comparisonOf(undefined)).toBeUndefined()
    expect(othersOf({ runs: [{ status: 'completed', record: { a: 1 } }] }, undefined)).toEqual({ base: { a: 1 } })
    expect(othersOf({ runs: [], why: NONE_LISTED }, undefined)).toEqual({})
    expect(othersOf(undefined, undefined)).toEqual({})
    // The commit the gate checks, as pass-if's `commit`: lower case, as GitHub writes a sha.
    expect(othersOf({ runs: [{ status: 'completed', record: { a: 1 } }] }, 'ABC123')).toEqual({
      base: { a: 1 },
      commit: 'abc123'
    })
  })

  it('warns of a field of base that neither record has, once, only when pass-if gave true or false over a base', async () => {
    const passIf = await compilePassIf(
      '!has(base.trust_scor) || run.trust_score >= base.trust_scor - 2 || run.x == base.x',
      'run',
      ['base']
    )
    const config = { ...gateConfig({ url: 'https://certify.example.test/v1' }, { projectId: 'proj-a' }), passIf }
    const warned = (
      base: BaseSeen | undefined,
      record: Record<string, unknown>,
      outcome: 'true' | 'false' | 'error',
      withPassIf = true
    ) => {
      const logger = recordingLogger()
      warnOfUnknownBaseFields(
        {
          config: withPassIf ? config : { ...config, passIf: undefined },
          base,
          record: record,
          policy: { expression: '', reads: readsOfText('true'), readings: [], outcome }
        },
        logger
      )
      return logger.lines
    }
    const base = { runs: [{ status: 'completed', record: { trust_score: 91 } }] }
    const misspelled = [
      "warning: pass-if reads base.trust_scor for project proj-a, which neither the base commit's certified record nor the run's has: if it is guarded with has(), that part of pass-if never compares anything. Check the name against the fields the service returns."
    ]
    expect(warned(base, { trust_score: 81 }, 'true')).toEqual(misspelled)
    expect(warned(base, { trust_score: 81 }, 'false')).toEqual(misspelled)
    const logger = recordingLogger()
    warnOfUnknownBaseFields(
      {
        config: { ...config, projectId: undefined },
        base,
        record: { trust_score: 81 },
        policy: { expression: '', reads: readsOfText('true'), readings: [], outcome: 'true' }
      },
      logger
    )
    expect(logger.lines).toEqual([misspelled[0].replace('for project proj-a', 'for project ?')])
    // An error already says what is missing; without a base or pass-if there is nothing to say.
    expect(warned(base, { trust_score: 81 }, 'error')).toEqual([])
    expect(warned({ runs: [], why: NONE_LISTED }, { trust_score: 81 }, 'true')).toEqual([])
    expect(warned(undefined, { trust_score: 81 }, 'true')).toEqual([])
    expect(warned(base, { trust_score: 81 }, 'true', false)).toEqual([])
    // A field the base's record has, or the run's, is no misspelling.
    expect(
      warned({ runs: [{ status: 'completed', record: { trust_scor: 91 } }] }, { trust_score: 81 }, 'true')
    ).toEqual([])
    expect(warned(base, { trust_score: 81, trust_scor: 1 }, 'true')).toEqual([])
  })
})

describe('a given run whose project is not known', () => {
  it('is not judged when pass-if names base: no project, no base that could be read, never a pass', async () => {
    const { memory, asked } = memoryOf(
      { why: NONE_LISTED },
      { certifications: [certification('run-base', 95)], commit: BASE }
    )
    const passIf = await compilePassIf('!has(base.trust_score) || run.trust_score >= base.trust_score', 'run', ['base'])
    const record = { status: 'completed', trust_score: 10 }
    const client = {
      startRun: async () => Promise.reject(new Error('nothing is started')),
      getRun: async () => ({ record, shown: record, bodySha256: '0' })
    }
    const config = {
      ...gateConfig({ url: 'https://certify.example.test/v1' }, { projectId: undefined, runId: 'run-given' }),
      passIf
    }
    const logger = recordingLogger()
    const result = await runGate(config, {
      client,
      clock: new FakeClock(),
      random: () => 0.5,
      signal: new AbortController().signal,
      logger,
      memory,
      github: PULL_REQUEST
    })
    expect(result).toMatchObject({
      verdict: 'error',
      failsStep: true,
      base: { runs: [], why: { kind: 'no-project' }, absence: 'unreadable' }
    })
    expect(result.reason).toBe(
      "Run run-given completed, but it was not judged: pass-if compares with the base commit's certification, which could not be read (the run names no project)."
    )
    expect(asked).toEqual([])
  })
})

describe('what pass-if and fail-if read beside the run: the runs and their figures', () => {
  const compile = (expression: string) =>
    compilePassIf(expression, 'run', ['base', 'stats', 'base_stats', 'delta'], ['commit'], {
      runs: 'list',
      base_age_seconds: 'double'
    })
  const records = [{ trust_score: 78 }, { trust_score: 84 }, { trust_score: 81 }]
  const runsOf = (records: ReadonlyArray<Record<string, unknown>>) => records.map(record => ({ record }))
  const certification = { signedAt: '2026-11-01T00:00:00Z', ageMs: 90_000 }

  it('gives them only when pass-if or fail-if names them', async () => {
    const base = { runs: [{ status: 'completed', record: { trust_score: 80 } }], certification }
    // Several runs' figures are worked out whatever is read (a statement signs them), but not given to the expressions.
    expect(
      await givenTo({ passIf: await compile('run.trust_score > 1.0') }, runsOf(records), {
        base,
        commit: 'ABC'
      })
    ).toEqual({
      others: { base: { trust_score: 80 }, commit: 'abc' },
      runsStats: figuresOf(records).stats
    })
    // What a statement signs is worked out on the records as people see them, a redacted name left out.
    const shown = records.map(record => ({ record: { ...record, acs_sk_x: 1 }, shown: { ...record, '***': 1 } }))
    expect(Object.keys((await givenTo({}, shown, { base, commit: undefined })).runsStats ?? {})).toEqual([
      'trust_score',
      '***'
    ])
    const { others } = await givenTo(
      { passIf: await compile('run.trust_score > 1.0'), failIf: await compile('size(runs) < 3') },
      runsOf(records),
      { base, commit: 'ABC' }
    )
    expect(Object.keys(others)).toEqual(['commit', 'base', 'runs', 'stats', 'base_stats', 'delta', 'base_age_seconds'])
  })

  it('reads the base’s runs when it signed several, else its record as one run; its age in seconds', async () => {
    const config = { passIf: await compile('delta.trust_score.mean > -2.0') }
    const runs = [{ trust_score: 70 }, { trust_score: 90 }]
    const several = await givenTo(config, runsOf(records), {
      base: { runs: runs.map(record => ({ status: 'completed', record })), certification },
      commit: undefined
    })
    expect(several.figures).toEqual({
      ...figuresOf(records, runs),
      projected: { runs: 10, level: 0.95, halfWidths: { trust_score: expect.any(Number) } }
    })
    expect(several.figures?.baseRuns).toBe(2)
    expect(several.others).toMatchObject({ runs: records, base_age_seconds: 90 })
    const one = await givenTo(config, runsOf(records), {
      base: { runs: [{ status: 'completed', record: { trust_score: 80 } }] },
      commit: undefined
    })
    expect(one.figures).toEqual({ ...figuresOf(records, [{ trust_score: 80 }]), projected: several.figures?.projected })
    expect(one.others).not.toHaveProperty('base_age_seconds')
    const none = await givenTo(config, runsOf(records), { base: { runs: [], why: NONE_LISTED }, commit: undefined })
    expect(none.figures).toEqual({ ...figuresOf(records), projected: several.figures?.projected })
    expect(none.others).toStrictEqual({ runs: records, stats: none.others.stats, base_stats: {}, delta: {} })
  })

  it('gives the figures as plain maps of numbers, without a note of which side’s variance was borrowed', async () => {
    const config = { passIf: await compile('stats.trust_score.n == 3.0') }
    const { others, figures } = await givenTo(config, runsOf(records), {
      base: { runs: [{ status: 'completed', record: { trust_score: 80 } }] },
      commit: undefined
    })
    const { varianceBorrowed, ...delta } = figures?.delta?.trust_score ?? {}
    expect(varianceBorrowed).toBe('base')
    expect(others.delta).toStrictEqual({ trust_score: delta })
    expect(others.stats).toStrictEqual({ trust_score: figures?.stats.trust_score })
    expect(others.base_stats).toStrictEqual({ trust_score: figures?.baseStats?.trust_score })
  })
})
