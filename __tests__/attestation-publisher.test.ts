/**
 * The attestation publisher (src/gate/report/attestation.ts) called in this process, the way
 * publishAndConclude calls it, against the Sigstore mocks and the fake GitHub: @actions/attest
 * runs here, so its environment is set before it is first loaded, and the mocks' CA is trusted
 * in-process.
 */
import { GitHubApi } from '../src/github/api.js'
import { listAttestations } from '../src/github/attestations.js'
import { Deadline, systemClock } from '../src/lib/runtime.js'
import { recordingLogger } from './helpers/fake-clock.js'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import tls from 'node:tls'
import type { ActionConfig } from '../src/gate/config.js'
import type { GitHubContext } from '../src/github/context.js'
import { namedRun, type StepResult } from '../src/gate/results.js'
import { gateOf, withNamedRun } from './helpers/gate-result.js'
import type { GatePublisher } from '../src/gate/report/context.js'
import { parseOutputFile } from '../tools/action-runner.js'
import { signingEnvironment, startFakeGitHub, type FakeGitHub } from '../__fixtures__/fake-github.js'
import { startSigstoreMocks, type SigstoreMocks } from '../__fixtures__/sigstore-mocks.js'
import { useRunnerFiles } from './helpers/in-process.js'
import { certificationIn, verifyBundle } from './helpers/verify-bundle.js'

const COMMIT = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00'
let sigstore: SigstoreMocks
let github: FakeGitHub
let publisher: GatePublisher
const savedEnv = { ...process.env }

beforeAll(async () => {
  sigstore = await startSigstoreMocks()
  github = await startFakeGitHub()
  const eventPath = join(mkdtempSync(join(tmpdir(), 'event-')), 'event.json')
  writeFileSync(eventPath, JSON.stringify({ repository: { full_name: 'example/agent', visibility: 'private' } }))
  // @actions/attest (through @actions/github and its fetch agent) reads these when it loads.
  for (const name of ['https_proxy', 'http_proxy', 'HTTP_PROXY', 'no_proxy']) delete process.env[name]
  Object.assign(process.env, signingEnvironment(sigstore, github), {
    GITHUB_REPOSITORY: 'example/agent',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_EVENT_PATH: eventPath,
    RUNNER_TEMP: mkdtempSync(join(tmpdir(), 'runner-temp-'))
  })
  // NODE_EXTRA_CA_CERTS is read only when a process starts: here the CA joins the default store.
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), readFileSync(sigstore.caFile, 'utf8')])
  ;({ attestationPublisher: publisher } = await import('../src/gate/report/attestation.js'))
})
afterAll(async () => {
  process.env = { ...savedEnv }
  await Promise.all([sigstore?.close(), github?.close()])
})

const config = {
  baseUrl: 'https://api.example.com/v1',
  targets: [{ projectId: 'proj-a' }, { projectId: 'proj-b' }],
  attest: true,
  githubToken: 'ghs_publisher',
  timeoutMs: 60_000,
  comparableOn: [] as string[]
} as ActionConfig
const context: GitHubContext = {
  eventName: 'push',
  repository: 'example/agent',
  serverUrl: 'https://github.com',
  apiUrl: '',
  commit: { sha: COMMIT, source: 'workflow' }
}

function passed(projects: string[]): StepResult {
  return {
    verdict: 'passed',
    failsStep: false,
    elapsedMs: 1000,
    gates: projects.map(projectId =>
      gateOf({
        verdict: 'passed',
        failsStep: false,
        projectId,
        runId: `run-${projectId}`,
        status: 'completed',
        record: { run_id: `run-${projectId}`, status: 'completed', trust_score: 90 },
        recordSha256: 'ab'.repeat(32),
        elapsedMs: 1000,
        polls: 1
      })
    )
  }
}

/** Runs the publisher as the entry would; `outputFile` points GITHUB_OUTPUT elsewhere for the while. */
async function publish(
  result: StepResult,
  on: Partial<GitHubContext> = {},
  asked: Partial<ActionConfig> = {},
  outputFile?: string,
  githubApi?: GitHubApi
) {
  const files = useRunnerFiles()
  if (outputFile !== undefined) process.env['GITHUB_OUTPUT'] = outputFile
  const lines: string[] = []
  const logger = {
    info: (line: string) => lines.push(line),
    warning: (line: string) => lines.push(`warning: ${line}`),
    debug: () => undefined
  }
  let thrown: unknown
  try {
    await publisher.publish({
      result,
      config: { ...config, ...asked },
      github: { ...context, apiUrl: github.url, ...on },
      githubApi: githubApi ?? new GitHubApi({ apiUrl: on.apiUrl ?? github.url, token: 'ghs_publisher', logger }),
      requestLines: [],
      markdown: '',
      logger,
      signal: new AbortController().signal,
      decidedAt: new Date()
    })
  } catch (error) {
    thrown = error
  }
  process.env['GITHUB_OUTPUT'] = files.output
  return {
    outputs: parseOutputFile(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
    lines,
    thrown
  }
}

describe('the attestation publisher', () => {
  it('signs and stores one statement per passed gate, and names each in the outputs and the summary', async () => {
    const { outputs, summary, thrown } = await publish(passed(['proj-a', 'proj-b']))
    expect(thrown).toBeUndefined()
    expect(github.stored).toHaveLength(2)
    const san = 'https://github.com/example/agent/.github/workflows/certification.yml@refs/heads/main'
    const statements = github.stored.map(stored =>
      verifyBundle(stored.bundle, sigstore.trustedRoot, { san, transparencyLog: false })
    )
    expect(statements.map(statement => certificationIn(statement)['projectId'])).toEqual(['proj-a', 'proj-b'])
    expect(statements[0].subject[0].name).toBe(`git+https://github.com/example/agent@${COMMIT}`)
    expect(JSON.parse(outputs['runs']).map((entry: Record<string, unknown>) => entry['attestation-id'])).toEqual(
      github.stored.map(stored => String(stored.id))
    )
    expect(summary).toContain('### Signed attestation')
  })

  it('signs nothing for a verdict that is not a pass, and says so', async () => {
    const failed = { ...passed(['proj-a']), verdict: 'failed' as const, failsStep: true }
    github.stored.splice(0)
    const { summary, thrown } = await publish(failed)
    expect(thrown).toBeUndefined()
    expect(github.stored).toEqual([])
    expect(summary).toContain(
      "only a passed certification is attested, and this step's verdict is failed: nothing was signed."
    )
  })

  it('keeps the bundle and warns when GitHub refuses to store it', async () => {
    github.storeAnswers.push(403)
    const { outputs, lines, thrown } = await publish(passed(['proj-a']))
    expect(thrown).toBeUndefined()
    expect(outputs['bundle-path']).toMatch(/1-proj-a\.sigstore\.json$/)
    expect(readFileSync(outputs['bundle-path'], 'utf8')).toContain('dsseEnvelope')
    expect(lines.join('\n')).toMatch(
      /warning: Signed the certification of proj-a, but GitHub refused to store the attestation \(HTTP 403/
    )
  })

  it("says GitHub's rate-limit hold, met by a lookup of the step before, when it leaves no time to store: nothing is sent", async () => {
    // The step's one client: a lookup (reuse, base) met GitHub's primary rate limit, an hour from its reset.
    const api = new GitHubApi({ apiUrl: github.url, token: 'ghs_publisher' })
    const reset = String(Math.floor(Date.now() / 1000) + 3600)
    github.listAnswers.push({
      status: 403,
      body: { message: 'API rate limit exceeded' },
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }
    })
    const lookup = {
      deadline: new Deadline(systemClock, 2000),
      signal: new AbortController().signal,
      random: () => 0.5
    }
    await expect(
      listAttestations(api, 'example/agent', `sha256:${'a'.repeat(64)}`, { ...lookup, logger: recordingLogger() })
    ).rejects.toThrow(/asked to wait/)
    const storesBefore = github.requests.filter(request => request.method === 'POST').length
    const { thrown } = await publish(passed(['proj-a']), {}, {}, undefined, api)
    expect(github.requests.filter(request => request.method === 'POST').length).toBe(storesBefore)
    expect(String(thrown)).toMatch(
      /no attestation was made for proj-a: The signed attestation was not stored: GitHub asked to wait (59m|1h)[^(]*\(Retry-After\), longer than the \d+s left before timeout, while storing /
    )
    expect(String(thrown)).toContain("Re-run the job once GitHub's rate limit has reset.")
  })

  it("names the plan when GitHub refuses to store for the repository's plan", async () => {
    github.storeAnswers.push({
      status: 404,
      message: 'Feature not available for user-owned private repositories. To enable this feature, please upgrade.'
    })
    const { lines, thrown } = await publish(passed(['proj-a']))
    expect(thrown).toBeUndefined()
    expect(lines.join('\n')).toMatch(
      /warning: Signed the certification of proj-a, but GitHub refused to store the attestation \(HTTP 404 \(Feature not available for user-owned private repositories\. To enable this feature, please upgrade\.\)\): GitHub stores and lists attestations of a private or internal repository only on GitHub Enterprise Cloud/
    )
  })

  it('fails the step when GitHub refuses the token itself: a permission to add, not a plan that cannot store', async () => {
    github.storeAnswers.push(401)
    const { thrown, outputs } = await publish(passed(['proj-a']))
    expect(String(thrown)).toMatch(
      /no attestation was made for proj-a: GitHub refused the token when storing the signed attestation \(HTTP 401 \(Fake refusal with HTTP 401\)\)\. .*Give the job permissions: \{ contents: read, id-token: write, attestations: write \}, and leave github-token at its default\./
    )
    expect(outputs['attestation-id']).toBeUndefined()
  })

  it('fails the step when the OIDC token is refused, saying the certification passed', async () => {
    github.tokenStatus = 403
    const { thrown, summary } = await publish(passed(['proj-a']))
    github.tokenStatus = 200
    expect(String(thrown)).toMatch(
      /The certification passed, but no attestation was made for proj-a: Signing failed: the job's OIDC token could not be had/
    )
    expect(summary).toContain('**The step fails:**')
  })

  it('fails the step when there is no commit to bind it to', async () => {
    const { thrown, summary } = await publish(passed(['proj-a']), { commit: undefined })
    expect(String(thrown)).toMatch(/no attestation was made for proj-a: the workflow names no repository or commit/)
    expect(String(thrown)).toMatch(/Run the gate with attest: true in a GitHub Actions workflow, which names both\.$/)
    expect(summary).toContain('Verification Summary for the commit, with')
    expect(summary).toContain('| ❌ proj&#45;a | not attested')
  })

  it('is the last publisher, whose failure fails the step', () => {
    expect(publisher.what).toBe('the signed attestation')
    expect(publisher.failureFailsStep).toBe(true)
  })

  it('logs why nothing is signed for a verdict that is not a pass', async () => {
    const { lines } = await publish({ ...passed(['proj-a']), verdict: 'error', failsStep: true })
    expect(lines).toEqual([
      "attest is true, but only a passed certification is attested, and this step's verdict is error: nothing was signed."
    ])
  })

  it('names the stored attestation in the outputs for one gate, and the commit in the summary', async () => {
    github.stored.splice(0)
    const { outputs, summary } = await publish(passed(['proj-a']))
    expect(outputs['attestation-id']).toBe(String(github.stored[0].id))
    expect(outputs['attestation-url']).toBe(`https://github.com/example/agent/attestations/${github.stored[0].id}`)
    expect(summary).toContain('for commit `c0ffee00c0ff`, with')
    expect(summary).not.toContain("**Signed by a pull request's run:**")
  })

  it.each(['pull_request', 'pull_request_target'])(
    'on %s, says that verify refuses the signature and links the recipe',
    async eventName => {
      const { summary } = await publish(passed(['proj-a']), { eventName })
      expect(summary).toContain(
        "with this workflow's identity; no deploy job can rely on it: the verify action refuses what a pull request's run signs (below)."
      )
      expect(summary).toContain(
        "**Signed by a pull request's run:** a pull request's run signs on GitHub's test-merge commit, not on commit `c0ffee00c0ff`, so the verify action refuses it"
      )
      expect(summary).toContain(
        '[the merge&#45;queue recipe](https://github.com/agent-certification-gate/agent-certification-gate/blob/v1/docs/recipes.md#signed-where-a-pull-request-cannot-forge-it)'
      )
    }
  )

  it('does not sign a reused certification again, and loads no signing for it', async () => {
    github.stored.splice(0)
    const reused = passed(['proj-a', 'proj-b'])
    reused.gates[0] = {
      ...reused.gates[0],
      reused: { runId: 'run-old', signedAt: new Date().toISOString(), ageMs: 1000 }
    }
    const { outputs, summary, thrown } = await publish(reused, { eventName: 'pull_request' })
    expect(thrown).toBeUndefined()
    expect(github.stored).toHaveLength(1)
    expect(JSON.parse(outputs['runs']).map((entry: Record<string, unknown>) => entry['attestation-id'])).toEqual([
      null,
      String(github.stored[0].id)
    ])
    expect(summary).toContain(
      '| ✅ proj&#45;a | signed already: the certification of run run&#45;old was reused, not signed again |'
    )
    // Only proj-b was signed on the pull request's run.
    expect(summary).toContain("**Signed by a pull request's run:**")

    github.stored.splice(0)
    const allReused = passed(['proj-a'])
    allReused.gates[0] = {
      ...allReused.gates[0],
      reused: { runId: 'run-old', signedAt: new Date().toISOString(), ageMs: 1000 }
    }
    const only = await publish(allReused, { eventName: 'pull_request' })
    expect(github.stored).toEqual([])
    expect(only.outputs['bundle-path']).toBeUndefined()
    expect(only.outputs['attestation-id']).toBeUndefined()
    expect(only.summary).not.toContain("**Signed by a pull request's run:**")
  })

  it('keeps the fields comparable-on compares in an outline of a large record, as it keeps what pass-if reads', async () => {
    github.stored.splice(0)
    const large = passed(['proj-a'])
    const record = {
      trust_score: 90,
      // Over 1 KiB: an outline keeps a scalar this long only when it is read.
      scanner_version: `2.1+${'b'.repeat(1100)}`,
      findings: Array.from({ length: 2000 }, (_, index) => ({ id: index }))
    }
    large.gates[0] = withNamedRun(large.gates[0], { record })
    const read = async (asked: Partial<ActionConfig>) => {
      github.stored.splice(0)
      await publish(large, {}, asked)
      const san = 'https://github.com/example/agent/.github/workflows/certification.yml@refs/heads/main'
      const statement = verifyBundle(github.stored[0].bundle, sigstore.trustedRoot, { san, transparencyLog: false })
      return certificationIn(statement)['run'] as Record<string, unknown>
    }
    expect(await read({ comparableOn: ['scanner_version'] })).toMatchObject({ scanner_version: record.scanner_version })
    expect(await read({})).not.toHaveProperty('scanner_version')
  })

  it('signs a given run as the project its record names, and never as another', async () => {
    github.stored.splice(0)
    const given = passed(['proj-a'])
    given.gates[0] = withNamedRun(given.gates[0], {
      record: { ...namedRun(given.gates[0])?.record, project_id: 'proj-a' }
    })
    await publish(given, {}, { targets: [{ projectId: 'proj-a', runId: 'run-proj-a' }] })
    const san = 'https://github.com/example/agent/.github/workflows/certification.yml@refs/heads/main'
    const statement = verifyBundle(github.stored[0].bundle, sigstore.trustedRoot, { san, transparencyLog: false })
    expect(certificationIn(statement)).toMatchObject({ projectId: 'proj-a', runStartedHere: false })

    const other = passed(['proj-a'])
    other.gates[0] = withNamedRun(other.gates[0], {
      record: { ...namedRun(other.gates[0])?.record, project_id: 'proj-z' }
    })
    const { thrown } = await publish(other, {}, { targets: [{ projectId: 'proj-a', runId: 'run-proj-a' }] })
    expect(String(thrown)).toContain(
      'run run-proj-a belongs to project proj-z by its record, not to proj-a, so it is not signed as a certification of either. attest is true, so the step fails'
    )
    expect(String(thrown)).toContain('With run-id, leave project-id empty or give the project the run belongs to.')
  })

  it('fails the step for a gate with no run record, saying to re-run', async () => {
    const bare = passed(['proj-a'])
    bare.gates[0] = withNamedRun(bare.gates[0], { recordSha256: undefined })
    const { thrown } = await publish(bare)
    expect(String(thrown)).toMatch(
      /no attestation was made for proj-a: the gate has no run record to name\. .* Re-run the job\.$/
    )
  })

  it('names the bundle after the gate, or its place when the name has nothing to keep', async () => {
    github.stored.splice(0)
    const unnamed = passed([''])
    const { outputs } = await publish(unnamed)
    expect(outputs['bundle-path']).toMatch(/[/\\]1-gate-1\.sigstore\.json$/)
  })

  it('names every gate that was not attested, and signs within at least 15 s however little of timeout is left', async () => {
    github.tokenStatus = 403
    const both = await publish(passed(['proj-a', 'proj-b']))
    github.tokenStatus = 200
    expect(String(both.thrown)).toContain('The certification passed, but no attestation was made for proj-a, proj-b: ')

    github.stored.splice(0)
    const late = await publish({ ...passed(['proj-a']), elapsedMs: 59_000 }, {}, { timeoutMs: 1000 })
    expect(late.thrown).toBeUndefined()
    expect(github.stored).toHaveLength(1)
  })

  it('binds the statement to the commit in lower case, whatever case the runner gave', async () => {
    github.stored.splice(0)
    await publish(passed(['proj-a']), { commit: { sha: COMMIT.toUpperCase(), source: 'workflow' } })
    const san = 'https://github.com/example/agent/.github/workflows/certification.yml@refs/heads/main'
    const statement = verifyBundle(github.stored[0].bundle, sigstore.trustedRoot, { san, transparencyLog: false })
    expect(certificationIn(statement)['commit']).toBe(COMMIT)
  })

  it('names the bundle file after the gate, each run of other characters one underscore', async () => {
    const { outputs } = await publish(passed(['proj a//b']))
    expect(outputs['bundle-path']).toMatch(/[/\\]1-proj_a_b\.sigstore\.json$/)
  })

  it('fails the step when the outputs cannot be written, naming the runner file', async () => {
    // A folder where the output file should be: it cannot be written.
    const { thrown } = await publish(passed(['proj-a']), {}, {}, tmpdir())
    expect(String(thrown)).toMatch(/^PublishError: Could not write the attestation outputs to GITHUB_OUTPUT \(/)
  })
})

describe('the summary section, said whole', () => {
  /** The section from its heading on: the publisher is the only one writing to the summary here. */
  const section = (summary: string) => summary.slice(summary.indexOf('\n### Signed attestation'))
  const bundleOf = (place: number, name: string) =>
    join(process.env['RUNNER_TEMP'] ?? '', 'agent-certification', `${place}-${name}.sigstore.json`)
  const signedLine =
    "Each passed gate is signed as a SLSA Verification Summary for commit `c0ffee00c0ff`, with this workflow's identity; a deploy job can check it with the verify action or `gh attestation verify`."
  const table = ['| Gate | Attestation |', '| --- | --- |']
  const reusedGate = (result: StepResult, index: number) => {
    result.gates[index] = {
      ...result.gates[index],
      reused: { runId: 'run-old', signedAt: new Date().toISOString(), ageMs: 1000 }
    }
  }

  it('a stored gate and one GitHub refused to store: the link, the refusal, and no runner path that is gone when the job ends', async () => {
    github.stored.splice(0)
    github.storeAnswers.push(201, 403)
    const { summary, lines, thrown, outputs } = await publish(passed(['proj-a', 'proj-b']))
    expect(thrown).toBeUndefined()
    // The section stands apart from what the summary said before it.
    expect(summary).toMatch(/(^|\n)\n### Signed attestation\n/)
    // Several gates: each is named in runs, and no single-gate output stands for one of them.
    expect([outputs['attestation-id'], outputs['attestation-url'], outputs['bundle-path']]).toEqual([
      undefined,
      undefined,
      undefined
    ])
    const [stored] = github.stored
    const url = `https://github.com/example/agent/attestations/${stored.id}`
    expect(section(summary)).toBe(
      [
        '',
        '### Signed attestation',
        '',
        signedLine,
        '',
        ...table,
        `| ✅ proj&#45;a | [attestation ${stored.id}](${url}) |`,
        '| ⚠️ proj&#45;b | signed, not stored: GitHub refused it (HTTP 403 &#40;Fake refusal with HTTP 403&#41;); keep the bundle, named by the `bundle-path` output, with actions/upload-artifact |',
        ''
      ].join('\n')
    )
    expect(lines).toContain(
      `Signed the certification of proj-a for commit git+https://github.com/example/agent@${COMMIT} and stored it with GitHub: ${url}`
    )
  })

  it('on a pull request, a gate that could not be attested is no pull-request signature: no note beside a reused one signed on a branch', async () => {
    const mixed = passed(['proj-a', 'proj-b'])
    mixed.gates[0] = {
      ...mixed.gates[0],
      reused: { runId: 'run-old', signedAt: new Date().toISOString(), ageMs: 1000, sourceRef: 'refs/heads/main' }
    }
    mixed.gates[1] = withNamedRun(mixed.gates[1], { recordSha256: undefined })
    const { summary } = await publish(mixed, { eventName: 'pull_request' })
    expect(section(summary)).toContain('| ❌ proj&#45;b | not attested: ')
    expect(summary).not.toContain("Signed by a pull request's run")
    expect(summary).not.toContain('except what')
  })

  it('every gate reused: nothing signed again, and no word of a signature made on a pull request', async () => {
    const allReused = passed(['proj-a', 'proj-b'])
    reusedGate(allReused, 0)
    reusedGate(allReused, 1)
    const { summary } = await publish(allReused, { eventName: 'pull_request' })
    const row = (project: string) =>
      `| ✅ ${project} | signed already: the certification of run run&#45;old was reused, not signed again |`
    expect(section(summary)).toBe(
      [
        '',
        '### Signed attestation',
        '',
        'Each gate passed on a signed certification of commit `c0ffee00c0ff` that it reused, so nothing was signed again; a deploy job can check it with the verify action or `gh attestation verify`.',
        '',
        ...table,
        row('proj&#45;a'),
        row('proj&#45;b'),
        ''
      ].join('\n')
    )
  })

  it("a reused certification that a pull request's run signed: the pull-request note, and no deploy job said to accept it", async () => {
    const rerun = passed(['proj-a'])
    rerun.gates[0] = {
      ...rerun.gates[0],
      reused: { runId: 'run-old', signedAt: new Date().toISOString(), ageMs: 1000, sourceRef: 'refs/pull/42/merge' }
    }
    const { summary } = await publish(rerun, { eventName: 'pull_request' })
    expect(section(summary)).toContain(
      "that it reused, so nothing was signed again; no deploy job can rely on it: the verify action refuses what a pull request's run signs (below)."
    )
    expect(section(summary)).toContain(
      "\n\n**Signed by a pull request's run:** a pull request's run signs on GitHub's test-merge commit"
    )
    // Signed on a branch, reused on a pull request: nothing to note.
    rerun.gates[0] = { ...rerun.gates[0], reused: { ...rerun.gates[0].reused!, sourceRef: 'refs/heads/main' } }
    const onBranch = await publish(rerun, { eventName: 'pull_request' })
    expect(onBranch.summary).not.toContain("Signed by a pull request's run")
    expect(onBranch.summary).not.toContain('except what')
  })

  it('one reused, one stored, one not made, on a pull request: which were signed, the pull-request note, and why the step fails', async () => {
    github.stored.splice(0)
    const mixed = passed(['proj-a', 'proj-b', 'proj-c'])
    reusedGate(mixed, 0)
    mixed.gates[2] = withNamedRun(mixed.gates[2], { recordSha256: undefined })
    const { summary, thrown } = await publish(
      mixed,
      { eventName: 'pull_request' },
      { targets: [{ projectId: 'proj-a' }, { projectId: 'proj-b' }, { projectId: 'proj-c' }] }
    )
    expect(String(thrown)).toContain('no attestation was made for proj-c: the gate has no run record to name.')
    const [stored] = github.stored
    expect(section(summary)).toBe(
      [
        '',
        '### Signed attestation',
        '',
        "Each passed gate that reused no certification is signed as a SLSA Verification Summary for commit `c0ffee00c0ff`, with this workflow's identity; a deploy job can check it with the verify action or `gh attestation verify`, except what a pull request's run signed (below).",
        '',
        ...table,
        '| ✅ proj&#45;a | signed already: the certification of run run&#45;old was reused, not signed again |',
        `| ✅ proj&#45;b | [attestation ${stored.id}](https://github.com/example/agent/attestations/${stored.id}) |`,
        '| ❌ proj&#45;c | not attested: the gate has no run record to name |',
        '',
        "**Signed by a pull request's run:** a pull request's run signs on GitHub's test-merge commit, not on commit `c0ffee00c0ff`, so the verify action refuses it: only a run on the commit itself vouches for it, and a pull request can edit the workflow its own run signs with. What it signs can be reused by tree in the merge queue (an entry with the same files, when a run was made on them), and by nothing else. Attest on `merge_group` and `push` instead; see [the merge&#45;queue recipe](https://github.com/agent-certification-gate/agent-certification-gate/blob/v1/docs/recipes.md#signed-where-a-pull-request-cannot-forge-it).",
        '',
        "**The step fails:** the certification passed, but attest is true and an attestation it asked for was not made. The step's error says why and what to do.",
        ''
      ].join('\n')
    )
  })

  it('on a pull request, notes a signature GitHub refused to store as one the verify action refuses too', async () => {
    github.storeAnswers.push(403)
    const { summary } = await publish(passed(['proj-a']), { eventName: 'pull_request' })
    expect(section(summary)).toContain(
      "\n\n**Signed by a pull request's run:** a pull request's run signs on GitHub's test-merge commit"
    )
  })

  it('cuts a long gate name to 80 characters in its bundle file', async () => {
    const long = 'p'.repeat(100)
    const { outputs } = await publish(passed([long]))
    expect(outputs['bundle-path']).toBe(bundleOf(1, 'p'.repeat(80)))
  })
})
