/**
 * What the recipes mean as a gate (actionlint checks only their syntax): a merge gate runs on
 * pull_request and merge_group, names the one job to require, that job can never be skipped into a
 * pass, and the workflow asks for no more permissions than the action needs. Each check is shown
 * refusing a small broken recipe, naming the recipe (file, line, heading) and the job. Also: every
 * input and output of action.yml is documented, the README's set-up commands are unchanged, the
 * README and docs/ stay within their sizes (troubleshooting by symptom), and every relative link in
 * README.md and docs/*.md resolves.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { parse } from 'yaml'
import {
  checkDocuments,
  copiedWholeProblems,
  gateProblems,
  pairingProblems,
  recipeDocuments,
  THE_PROJECT,
  THE_SERVICE,
  workflowRecipes
} from '../tools/lint-readme-workflows.js'

/** The problems `gateProblems` finds in one recipe, written in `docs/broken.md` under a heading. */
function problemsOf(yaml: string, heading = 'Broken recipe'): string[] {
  const markdown = `# Recipes\n\n## ${heading}\n\n\`\`\`yaml\n${yaml.trim()}\n\`\`\`\n`
  const recipes = workflowRecipes(markdown)
  expect(recipes).toHaveLength(1)
  return gateProblems(recipes[0], 'docs/broken.md')
}

const WHERE = 'docs/broken.md:5 (Broken recipe)'

const GOOD = `
name: certification
on:
  pull_request:
  merge_group:
permissions:
  contents: read
jobs:
  # Require this job: certify
  certify:
    runs-on: ubuntu-latest
    steps:
      - uses: your-org/agent-certification-gate@v1
        with:
          base-url: https://api.example.com/v1
          api-key: \${{ secrets.CERTIFICATION_API_KEY }}
          project-id: proj-a
`

/** The "start now, wait later" recipe as round 2 left it: its required job is skipped when start or build fails. */
const SKIPPABLE_START_NOW = `
name: certification
on:
  pull_request:
permissions:
  contents: read
jobs:
  start:
    runs-on: ubuntu-latest
    outputs:
      run-id: \${{ steps.start.outputs.run-id }}
    steps:
      - id: start
        uses: your-org/agent-certification-gate@v1
        with:
          base-url: https://api.example.com/v1
          api-key: \${{ secrets.CERTIFICATION_API_KEY }}
          project-id: proj-a
          wait: false
  build:
    runs-on: ubuntu-latest
    steps:
      - run: echo build
  # Require this job: certify
  certify:
    needs: [start, build]
    runs-on: ubuntu-latest
    steps:
      - uses: your-org/agent-certification-gate@v1
        with:
          base-url: https://api.example.com/v1
          api-key: \${{ secrets.CERTIFICATION_API_KEY }}
          run-id: \${{ needs.start.outputs.run-id }}
`

describe('the recipes in README.md and docs/*.md, as gates', () => {
  it('have no problem, actionlint or gate, and every recipe that uses the action names the job to require', async () => {
    const { recipes, problems } = await checkDocuments()
    expect(problems).toEqual([])
    expect(recipes).toBeGreaterThanOrEqual(4)
    for (const fileName of recipeDocuments()) {
      for (const recipe of workflowRecipes(readFileSync(fileName, 'utf8'))) {
        if (/agent-certification-gate@/.test(recipe.yaml))
          expect(`${fileName}:${recipe.line} ${recipe.yaml}`).toMatch(/# Require this job: \S/)
      }
    }
  })

  it('the README names the same check to require as its merge-gate recipe marks', () => {
    const readme = readFileSync('README.md', 'utf8')
    const [recipe] = workflowRecipes(readme)
    expect(recipe.heading).toBe('The merge-gate recipe')
    const check = /# Require this job: (\S+)/.exec(recipe.yaml)?.[1]
    expect(check).toBe('certify')
    expect(readme).toContain(`require the status check\n   **\`${check}\`**`)
    expect(readme).toMatch(/run the workflow once first[\s\S]{0,200}past seven days/i)
  })

  it('accept a minimal merge gate', () => {
    expect(problemsOf(GOOD)).toEqual([])
  })

  it('refuse the round-2 "start now, wait later" recipe: no merge_group, and its required job is skipped when start or build fails', () => {
    const problems = problemsOf(SKIPPABLE_START_NOW)
    expect(problems).toEqual(
      expect.arrayContaining([
        `${WHERE}: job "certify" is the check to require, but the workflow does not run on \`merge_group\``,
        expect.stringMatching(
          /^docs\/broken\.md:5 \(Broken recipe\): job "certify" can be skipped: it needs start, build without `if: always\(\)`/
        )
      ])
    )
  })

  it('accept the fixed recipe: an always-run job that fails unless every job it needs succeeded', () => {
    const fixed = SKIPPABLE_START_NOW.replace('  pull_request:\n', '  pull_request:\n  merge_group:\n')
      .replace('  # Require this job: certify\n', '')
      .concat(
        [
          '  # Require this job: certification',
          '  certification:',
          '    needs: [start, build, certify]',
          '    if: ${{ always() }}',
          '    runs-on: ubuntu-latest',
          '    steps:',
          '      - run: test "${{ needs.start.result }} ${{ needs.build.result }} ${{ needs.certify.result }}" = "success success success"',
          ''
        ].join('\n')
      )
    expect(problemsOf(fixed)).toEqual([])
    expect(
      problemsOf(fixed.replace(/test "[^\n]*/, 'test "${{ contains(needs.*.result, \'failure\') }}" = false'))
    ).toEqual([])
  })

  it('refuse an always-run job that does not read the result of every job it needs', () => {
    const blind = GOOD.replace('  # Require this job: certify\n', '').concat(
      [
        '  # Require this job: certification',
        '  certification:',
        '    needs: certify',
        '    if: always()',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - run: echo done',
        ''
      ].join('\n')
    )
    expect(problemsOf(blind)).toEqual([
      `${WHERE}: job "certification" does not read the result of certify (\`needs.<job>.result\`), so it cannot fail unless every job it needs succeeded`
    ])
  })

  it('refuse a required job whose job-level if can be false', () => {
    const conditional = GOOD.replace(
      '    runs-on: ubuntu-latest\n',
      "    if: github.event_name == 'pull_request'\n    runs-on: ubuntu-latest\n"
    )
    expect(problemsOf(conditional)).toEqual([
      `${WHERE}: job "certify" can be skipped: its \`if: github.event_name == 'pull_request'\` can be false, and a skipped required check counts as passed`
    ])
    expect(
      problemsOf(GOOD.replace('    runs-on: ubuntu-latest\n', '    if: success()\n    runs-on: ubuntu-latest\n'))[0]
    ).toMatch(/job "certify" can be skipped: its `if: success\(\)`/)
  })

  it('refuse a required job whose gate step is skipped on an event that can merge, unless the recipe needs a required merge queue', () => {
    const step = '      - uses: your-org/agent-certification-gate@v1\n'
    const onlyInQueue = GOOD.replace(
      step,
      `      - if: github.event_name != 'pull_request'\n        uses: your-org/agent-certification-gate@v1\n`
    )
    expect(problemsOf(onlyInQueue)).toEqual([
      `${WHERE}: job "certify" is the check to require, but on \`pull_request\` its gate step is skipped by its \`if:\`, and the check then passes without certifying: run the gate there too, or say \`# Needs a required merge queue\` at the top of the workflow`
    ])
    expect(
      problemsOf(
        `# Needs a required merge queue: on pull_request the check passes without a run.\n${onlyInQueue.trim()}`
      )
    ).toEqual([])
    // Split by event, one gate step each: every event that can merge runs one.
    const split = GOOD.replace(
      step,
      `      - if: github.event_name == 'pull_request'\n        uses: your-org/agent-certification-gate@v1\n        with: { project-id: proj-a }\n      - if: \${{ github.event_name == 'merge_group' }}\n        uses: your-org/agent-certification-gate@v1\n`
    )
    expect(problemsOf(split)).toEqual([])
    const unknown = GOOD.replace(
      step,
      `      - if: vars.CERTIFY == 'yes'\n        uses: your-org/agent-certification-gate@v1\n`
    )
    expect(problemsOf(unknown)).toEqual([
      expect.stringContaining('on `pull_request` its gate step may be skipped by its `if:`'),
      expect.stringContaining('on `merge_group` its gate step may be skipped by its `if:`')
    ])
  })

  it('refuse a deploy that can run beside another, verifies the tip instead of the certified commit, or checks out another commit', () => {
    const deploy = (on: string, verifyWith: string, more = '') => `
# Not a merge gate
name: deploy
on: ${on}
permissions:
  contents: read
  attestations: read
${more}jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
        with:
          ref: \${{ github.event.workflow_run.head_sha }}
      - uses: your-org/agent-certification-gate/verify@v1
        with:
          ${verifyWith}
      - run: ./deploy.sh
`
    const commit = 'commit: ${{ github.event.workflow_run.head_sha }}'
    expect(problemsOf(deploy('workflow_run', commit, 'concurrency: deploy\n'))).toEqual([])
    expect(problemsOf(deploy('workflow_run', commit))).toEqual([
      `${WHERE}: job "deploy" deploys after verify but sets no \`concurrency\`, so two deploys can run at once and an older commit can ship after a newer one`
    ])
    expect(problemsOf(deploy('workflow_run', 'project-id: proj-a', 'concurrency: deploy\n'))).toEqual([
      `${WHERE}: job "deploy" runs on \`workflow_run\` and verifies \`github.sha\` (the tip of the branch), not the commit that was certified: set verify's \`commit: \${{ github.event.workflow_run.head_sha }}\``,
      `${WHERE}: job "deploy" checks out \`\${{ github.event.workflow_run.head_sha }}\`, not the commit verify checked: verify one commit, deploy another`
    ])
    expect(
      problemsOf(deploy('push', commit, 'concurrency: deploy\n').replace(/ {8}with:\n {10}ref: [^\n]*\n/, ''))
    ).toEqual([
      `${WHERE}: job "deploy" checks out the default commit, not the commit verify checked (\`\${{ github.event.workflow_run.head_sha }}\`): verify one commit, deploy another`
    ])
  })

  it('refuse a merge gate without pull_request, or without merge_group, or on pull_request_target', () => {
    expect(problemsOf(GOOD.replace('  pull_request:\n', ''))).toEqual([
      `${WHERE}: job "certify" is the check to require, but the workflow does not run on \`pull_request\``
    ])
    expect(problemsOf(GOOD.replace('  merge_group:\n', ''))).toEqual([
      `${WHERE}: job "certify" is the check to require, but the workflow does not run on \`merge_group\``
    ])
    expect(
      problemsOf(
        GOOD.replace(
          /on:\n {2}pull_request:\n {2}merge_group:\n/,
          'on: [pull_request_target, pull_request, merge_group]\n'
        )
      )
    ).toEqual([
      `${WHERE}: job "certify": the workflow runs on \`pull_request_target\`, which hands the key to the pull request's code`
    ])
  })

  it('refuse a recipe that uses the action without naming the job to require, unless it says it is not a merge gate', () => {
    const unmarked = GOOD.replace('  # Require this job: certify\n', '')
    expect(problemsOf(unmarked, 'Unmarked')).toEqual([
      'docs/broken.md:5 (Unmarked): job "certify" uses the action, but the recipe does not say which job to require: add a `# Require this job: <check>` comment (or `# Not a merge gate`)'
    ])
    expect(
      problemsOf(
        unmarked
          .replace('jobs:\n', '# Not a merge gate: a nightly run\njobs:\n')
          .replace(/on:\n[^j]*permissions/, 'on:\n  schedule:\n    - cron: "0 3 * * *"\npermissions')
      )
    ).toEqual([])
  })

  it('refuse a required check that names no job, or a job by its id when its check has another name', () => {
    expect(problemsOf(GOOD.replace('Require this job: certify', 'Require this job: certification'))).toEqual(
      expect.arrayContaining([`${WHERE}: job "certification" is to be required, but no job's check has that name`])
    )
    expect(
      problemsOf(
        GOOD.replace('    runs-on: ubuntu-latest\n', '    name: Certify the agent\n    runs-on: ubuntu-latest\n')
      )
    ).toEqual(
      expect.arrayContaining([
        `${WHERE}: job "certify" is to be required, but its check is named "Certify the agent" (its \`name:\`)`
      ])
    )
  })

  it('refuse a matrix as the required job', () => {
    const matrix = GOOD.replace(
      '    runs-on: ubuntu-latest\n',
      '    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        project: [a, b]\n'
    )
    expect(problemsOf(matrix)).toEqual([
      `${WHERE}: job "certify" is a matrix, whose checks carry the matrix values; require a job that needs it, with \`if: always()\``
    ])
  })

  describe('permissions', () => {
    const withPermissions = (block: string, inputs = '') =>
      GOOD.replace('permissions:\n  contents: read\n', `permissions:\n${block}`).replace(
        'project-id: proj-a',
        `project-id: proj-a${inputs}`
      )

    it('accept contents: read, none and an empty block', () => {
      expect(problemsOf(withPermissions('  contents: read\n  issues: none\n'))).toEqual([])
      expect(problemsOf(GOOD.replace('permissions:\n  contents: read\n', 'permissions: {}\n'))).toEqual([])
    })

    it('refuse pull-requests: write without comment: true, and accept it with', () => {
      expect(problemsOf(withPermissions('  contents: read\n  pull-requests: write\n'))).toEqual([
        `${WHERE}: the workflow asks for \`pull-requests: write\`, which the gate needs only with \`comment: true\`, and no step of the action sets it`
      ])
      expect(
        problemsOf(withPermissions('  contents: read\n  pull-requests: write\n', '\n          comment: true'))
      ).toEqual([])
    })

    it('refuse id-token: write and attestations: write without attest: true, and accept them with', () => {
      expect(problemsOf(withPermissions('  contents: read\n  id-token: write\n  attestations: write\n'))).toEqual([
        `${WHERE}: the workflow asks for \`id-token: write\`, which the gate needs only with \`attest: true\`, and no step of the action sets it`,
        `${WHERE}: the workflow asks for \`attestations: write\`, which the gate needs only with \`attest: true\`, and no step of the action sets it`
      ])
      expect(
        problemsOf(
          withPermissions('  contents: read\n  id-token: write\n  attestations: write\n', '\n          attest: true')
        )
      ).toEqual([])
    })

    it('accept attestations: read with reuse or base in pass-if, refuse it without, and require it with them', () => {
      expect(problemsOf(withPermissions('  contents: read\n  attestations: read\n', '\n          reuse: 7d'))).toEqual(
        []
      )
      expect(
        problemsOf(
          withPermissions(
            '  contents: read\n  attestations: read\n',
            '\n          pass-if: run.score >= base.score - 2'
          )
        )
      ).toEqual([])
      expect(problemsOf(withPermissions('  contents: read\n  attestations: read\n'))).toEqual([
        `${WHERE}: the workflow asks for \`attestations: read\`, which the gate needs only with \`attest: true\`, and no step of the action sets it`
      ])
      expect(problemsOf(withPermissions('  contents: read\n', '\n          reuse: 7d'))).toEqual([
        `${WHERE}: job "certify" has a step that reads signed certifications (\`reuse\`, \`base\` in \`pass-if\`, or \`drift-issue\`), but no \`attestations: read\``
      ])
    })

    it('refuse write access the gate does not need, read-all and write-all, naming the job for job-level permissions', () => {
      expect(problemsOf(withPermissions('  contents: write\n'))).toEqual([
        `${WHERE}: the workflow asks for \`contents: write\`, which the gate does not need (it needs only \`contents: read\`)`
      ])
      expect(problemsOf(withPermissions('  contents: read\n  checks: write\n'))).toEqual([
        `${WHERE}: the workflow asks for \`checks: write\`, which the gate does not need (it needs only \`contents: read\`)`
      ])
      expect(problemsOf(GOOD.replace('permissions:\n  contents: read\n', 'permissions: write-all\n'))).toEqual([
        `${WHERE}: the workflow asks for \`permissions: write-all\`; the gate needs only \`contents: read\``
      ])
      const jobLevel = GOOD.replace(
        '    runs-on: ubuntu-latest\n',
        '    runs-on: ubuntu-latest\n    permissions:\n      actions: read\n'
      )
      expect(problemsOf(jobLevel)).toEqual([
        `${WHERE}: job "certify" asks for \`actions: read\`, which the gate does not need (it needs only \`contents: read\`)`
      ])
    })

    it('refuse a merge gate that sets no permissions at all', () => {
      expect(problemsOf(GOOD.replace('permissions:\n  contents: read\n', ''))).toEqual([
        `${WHERE}: job "certify" sets no \`permissions\`, so its token gets the repository's default; set \`contents: read\``
      ])
    })
  })

  it('leave recipes that do not use the action alone', () => {
    expect(
      problemsOf('on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n')
    ).toEqual([])
  })
})

describe('the snippets of every page, as files that fit together', () => {
  const documents = () => recipeDocuments().map(fileName => ({ fileName, markdown: readFileSync(fileName, 'utf8') }))

  it('name one project and one service address in every gate and verify step of every page', () => {
    for (const { fileName, markdown } of documents()) expect(pairingProblems(markdown, fileName)).toEqual([])
    const adopt = readFileSync('docs/adopt.md', 'utf8')
    expect(adopt.split(`project-id: ${THE_PROJECT}`).length - 1).toBe(3)
    expect(adopt.split(`-url: ${THE_SERVICE}`).length - 1).toBeGreaterThanOrEqual(4)
  })

  it('find the snippet whose project id or address was changed, naming its file and line', () => {
    const adopt = readFileSync('docs/adopt.md', 'utf8')
    // The deploy's project id changed: it would refuse every certification the gate signs.
    const otherProject = adopt.replace(/(verify@v1\n(?:.*\n)*? {10}project-id: )proj-support-agent/, '$1support-agent')
    expect(otherProject).not.toBe(adopt)
    expect(pairingProblems(otherProject, 'docs/adopt.md')).toEqual([
      expect.stringMatching(
        /^docs\/adopt\.md:\d+ \(verify\): `project-id: support-agent`, where every snippet names `proj-support-agent`$/
      )
    ])
    const literal = adopt.replace(
      'base-url: ${{ vars.CERTIFICATION_BASE_URL }}',
      'base-url: https://api.example.com/v1'
    )
    expect(pairingProblems(literal, 'docs/adopt.md')).toEqual([
      expect.stringMatching(
        /^docs\/adopt\.md:\d+ \(gate\): `base-url: https:\/\/api\.example\.com\/v1`, where every snippet uses/
      )
    ])
    // In a step list, as the README writes its shortest step, too; a gate of several projects names this one among them.
    expect(
      pairingProblems(
        '```yaml\n- uses: o/agent-certification-gate@v1\n  with:\n    base-url: ${{ vars.CERTIFICATION_BASE_URL }}\n    project-id: proj-other\n```\n'
      )
    ).toHaveLength(1)
    expect(
      pairingProblems(
        `\`\`\`yaml\n- uses: o/agent-certification-gate@v1\n  with:\n    base-url: \${{ vars.CERTIFICATION_BASE_URL }}\n    project-id: |\n      ${THE_PROJECT}\n      proj-other\n\`\`\`\n`
      )
    ).toEqual([])
  })

  it('refuse a recipe that loses its timeout or its cancellation when copied, and a deploy that loses its concurrency', () => {
    const adopt = readFileSync('docs/adopt.md', 'utf8')
    const recipes = workflowRecipes(adopt)
    const [certification, deploy] = recipes
    expect(copiedWholeProblems(certification, 'docs/adopt.md')).toEqual([])
    const noTimeout = { ...certification, yaml: certification.yaml.replace(/ {4}timeout-minutes: .*\n/, '') }
    expect(copiedWholeProblems(noTimeout, 'docs/adopt.md')).toEqual([
      `docs/adopt.md:${certification.line} (1. The certification workflow): job "certify" runs the gate or verify without \`timeout-minutes\`, so it can hold a runner for up to six hours`
    ])
    const noConcurrency = { ...certification, yaml: certification.yaml.replace(/^concurrency:\n(?: .*\n)+/m, '') }
    expect(copiedWholeProblems(noConcurrency, 'docs/adopt.md')).toEqual([
      expect.stringContaining('job "certify" runs the gate but the workflow sets no `concurrency`'),
      expect.stringContaining('job "night" runs the gate but the workflow sets no `concurrency`')
    ])
    const racingDeploy = { ...deploy, yaml: deploy.yaml.replace(/^concurrency: .*\n/m, '') }
    expect(gateProblems(racingDeploy, 'docs/adopt.md')).toEqual([
      expect.stringContaining('job "deploy" deploys after verify but sets no `concurrency`')
    ])
  })

  it("hold docs/attestations.md's gh attestation verify deploy to a deploy's rules: concurrency, a timeout, the signing ref pinned exactly", () => {
    const file = 'docs/attestations.md'
    const gh = workflowRecipes(readFileSync(file, 'utf8')).find(recipe => recipe.yaml.includes('gh attestation verify'))
    if (gh === undefined) throw new Error(`${file} has no gh attestation verify recipe`)
    const problems = (yaml: string) => [
      ...gateProblems({ ...gh, yaml }, file),
      ...copiedWholeProblems({ ...gh, yaml }, file)
    ]
    expect(problems(gh.yaml)).toEqual([])
    const where = `${file}:${gh.line} (The same check with \`gh attestation verify\`)`
    const unpinned = gh.yaml.replace(/ +--source-ref refs\/heads\/main \\\n/, '')
    expect(unpinned).not.toBe(gh.yaml)
    const bare = unpinned.replace(/^concurrency: .*\n/m, '').replace(/ {4}timeout-minutes: .*\n/, '')
    expect(problems(bare)).toEqual([
      `${where}: job "deploy" deploys after verify but sets no \`concurrency\`, so two deploys can run at once and an older commit can ship after a newer one`,
      `${where}: job "deploy" checks with \`gh attestation verify\` but pins no signing ref, so a certification signed on any branch counts: add \`--source-ref refs/heads/main\``,
      `${where}: job "deploy" runs the gate or verify without \`timeout-minutes\`, so it can hold a runner for up to six hours`
    ])
    // Some gh versions match --signer-workflow as a prefix: @refs/heads/main there also takes refs/heads/main-x.
    const prefixOnly = unpinned.replace('certification.yml"', 'certification.yml@refs/heads/main"')
    expect(problems(prefixOnly)).toEqual([
      expect.stringContaining(
        'pins the signing ref only in `--signer-workflow`, which some gh versions match as a prefix'
      )
    ])
    const identity = unpinned.replace(
      /--signer-workflow \S+/,
      '--cert-identity "https://github.com/$REPO/.github/workflows/certification.yml@refs/heads/main"'
    )
    expect(problems(identity)).toEqual([])
    const onWorkflowRun = gh.yaml.replace(
      /^on:\n(?: .*\n)+/m,
      'on:\n  workflow_run:\n    workflows: [certification]\n    types: [completed]\n'
    )
    expect(problems(onWorkflowRun)).toEqual([
      `${where}: job "deploy" runs on \`workflow_run\` and verifies \`github.sha\` (the tip of the branch), not the commit that was certified: pass gh \`--source-digest \${{ github.event.workflow_run.head_sha }}\``
    ])
  })
})

describe('README.md, verify/README.md and docs/*.md, as documentation', () => {
  const documents = recipeDocuments().map(fileName => ({ fileName, markdown: readFileSync(fileName, 'utf8') }))
  const all = documents.map(document => document.markdown).join('\n')

  it('name every input and output of action.yml in backticks', () => {
    const action = parse(readFileSync('action.yml', 'utf8')) as { inputs: object; outputs: object }
    const names = [...Object.keys(action.inputs), ...Object.keys(action.outputs)]
    expect(names.length).toBeGreaterThan(10)
    expect(names.filter(name => !all.includes(`\`${name}\``))).toEqual([])
  })

  it('keep the README short enough to finish: at most 25,000 characters, the rest on pages it links', () => {
    expect(documents[0].markdown.length).toBeLessThanOrEqual(25_000)
    for (const page of ['verify/README.md', 'docs/attestations.md', 'docs/reference.md'])
      expect(documents[0].markdown).toContain(`](${page}`)
  })

  it('keep docs/*.md at most 120,000 characters in all, so that each thing is said once', () => {
    const docs = documents.filter(document => document.fileName.startsWith('docs/'))
    expect(docs.map(document => document.fileName)).toContain('docs/troubleshooting.md')
    // Characters as `cat docs/*.md | wc -m` counts them: code points, not UTF-16 units.
    expect(docs.reduce((total, document) => total + [...document.markdown].length, 0)).toBeLessThanOrEqual(120_000)
  })

  it('keep docs/troubleshooting.md by symptom: a heading each, no paragraph, list item or row over 700 characters', () => {
    const page = readFileSync('docs/troubleshooting.md', 'utf8')
    expect(page.match(/^### \S.*$/gm)?.length ?? 0).toBeGreaterThanOrEqual(8)
    const units = page
      .split(/\n\s*\n/)
      .flatMap(block => (/^(\||- )/.test(block) ? block.split(/\n(?=\||- )/) : [block]))
      .filter(unit => unit.length > 700)
    expect(units).toEqual([])
  })

  it("name every input and output of verify/action.yml on the verify action's own page", () => {
    const verify = parse(readFileSync('verify/action.yml', 'utf8')) as { inputs: object; outputs: object }
    const page = readFileSync('verify/README.md', 'utf8')
    expect(
      [...Object.keys(verify.inputs), ...Object.keys(verify.outputs)].filter(name => !page.includes(`\`${name}\``))
    ).toEqual([])
  })

  it("give one figure for npm test from a fresh clone, in the README and in the benchmark's page", () => {
    const figure = (path: string) =>
      /`npm test`\s+about (\d+) minutes\s+\((\d+) s from a fresh clone/.exec(readFileSync(path, 'utf8'))?.slice(1)
    const [minutes, seconds] = figure('README.md')?.map(Number) ?? []
    expect(Math.round(seconds / 60)).toBe(minutes)
    expect(figure('docs/reliability.md')).toEqual(figure('README.md'))
  })

  it("keep the README's two set-up commands exactly as CI runs them", () => {
    const readme = documents[0].markdown
    expect(readme).toContain('npm ci && npm run demo')
    expect(readme).toContain('npm ci && npm test')
  })

  it('say where the proxy variables are honoured once', () => {
    expect(all.match(/honours `HTTPS_PROXY`/g)).toHaveLength(1)
  })

  it('have a table of contents at the top of the README that lists every section', () => {
    const readme = documents[0].markdown
    const sections = [...readme.matchAll(/^## (.+)$/gm)].map(match => match[1]).filter(title => title !== 'Contents')
    const contents = readme.slice(
      readme.indexOf('## Contents'),
      readme.indexOf('\n## ', readme.indexOf('## Contents') + 1)
    )
    expect(readme.indexOf('## Contents')).toBeLessThan(readme.indexOf('\n## ', 1) + 2)
    for (const title of sections) expect(contents).toContain(`[${title}](#${slug(title)})`)
  })

  it('link only to files and headings that exist', () => {
    const broken: string[] = []
    for (const { fileName, markdown } of documents) {
      const prose = markdown.replace(/^```[\s\S]*?^```$/gm, block => block.replace(/[^\n]/g, ' '))
      for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1]
        if (/^[a-z]+:/i.test(target)) continue
        const [path, anchor] = target.split('#')
        const file = path === '' ? fileName : normalize(join(dirname(fileName), path))
        const line = markdown.slice(0, match.index).split('\n').length
        if (!existsSync(file)) {
          broken.push(`${fileName}:${line}: ${target} (no file ${file})`)
          continue
        }
        if (anchor !== undefined && file.endsWith('.md')) {
          const slugs = [...readFileSync(file, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map(heading => slug(heading[1]))
          if (!slugs.includes(anchor)) broken.push(`${fileName}:${line}: ${target} (no heading #${anchor} in ${file})`)
        }
      }
    }
    expect(broken).toEqual([])
  })
})

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-')
}
