import { readFileSync } from 'node:fs'
import { parse as parseYaml } from 'yaml'
import { InputDefault } from '../src/gate/names.js'
import { readConfig, readInputs } from '../src/gate/inputs.js'
import { InputError } from '../src/action/inputs.js'

const valid = {
  'base-url': 'https://api.example.com/v1',
  'api-key': 'acs_sk_abc123',
  'project-id': 'proj-1'
}

function configFrom(inputs: Record<string, string>) {
  return readConfig(name => inputs[name] ?? '')
}

function inputError(inputs: Record<string, string>): InputError {
  try {
    configFrom(inputs)
  } catch (error) {
    if (error instanceof InputError) return error
    throw error
  }
  throw new Error('expected an InputError')
}

describe('readConfig', () => {
  it('applies the action.yml defaults to inputs left empty', () => {
    const { config, notices, warnings } = configFrom(valid)
    expect(config).toEqual({
      baseUrl: 'https://api.example.com/v1',
      apiKey: 'acs_sk_abc123',
      targets: [{ projectId: 'proj-1' }],
      quoteToken: undefined,
      wait: true,
      timeoutMs: 30 * 60_000,
      pollIntervalMs: 10_000,
      failOnTimeout: true,
      comment: false,
      githubToken: undefined,
      passIfExpression: undefined,
      repeat: 1,
      sequential: false,
      driftIssue: false,
      failIfExpression: undefined,
      comparableOn: [],
      attest: false,
      reuseMs: undefined,
      paths: [],
      signerWorkflow: undefined,
      sourceRefs: [],
      denySelfHostedRunners: false,
      trustedRootPath: undefined
    })
    expect(notices).toEqual([])
    expect(warnings).toEqual([])
  })

  it('keeps its defaults equal to the ones action.yml declares', () => {
    const manifest = parseYaml(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, { default?: string }> }
    for (const [name, value] of Object.entries(InputDefault)) expect(String(manifest.inputs[name].default)).toBe(value)
    expect(manifest.inputs['github-token'].default).toBe('${{ github.token }}')
  })

  it('appends /v1 to a base URL without a version segment, and says so', () => {
    const { config, notices } = configFrom({ ...valid, 'base-url': 'https://api.example.com/' })
    expect(config.baseUrl).toBe('https://api.example.com/v1')
    expect(notices.join()).toContain('using https://api.example.com/v1')
  })

  it('keeps an existing version segment and drops a trailing slash', () => {
    expect(configFrom({ ...valid, 'base-url': 'https://api.example.com/cert/v2/' }).config.baseUrl).toBe(
      'https://api.example.com/cert/v2'
    )
  })

  it.each(['http://localhost:8787/v1', 'http://127.0.0.5/v1', 'http://[::1]:9000/v1'])(
    'allows plain http to loopback %p',
    url => {
      expect(configFrom({ ...valid, 'base-url': url }).config.baseUrl).toBe(url)
    }
  )

  it.each([
    ['', /empty/],
    ['api.example.com/v1', /not an absolute URL/],
    ['ftp://api.example.com/v1', /must be an https URL/],
    ['http://api.example.com/v1', /plain http to a remote host/],
    ['http://127.0.0.1.example.com/v1', /plain http to a remote host/],
    ['https://user:pw@api.example.com/v1', /credentials/],
    ['https://api.example.com/v1?x=1', /query or fragment/]
  ])('refuses base-url %p', (url, message) => {
    const error = inputError({ ...valid, 'base-url': url })
    expect(error.input).toBe('base-url')
    expect(error.message).toMatch(message)
  })

  it('explains an empty api-key: forks get no secrets, and failing is deliberate', () => {
    const error = inputError({ ...valid, 'api-key': '' })
    expect(error.input).toBe('api-key')
    expect(error.message).toMatch(/forks get no secrets/)
    expect(error.message).toMatch(
      /Dependabot get Dependabot secrets, not Actions secrets: add the same secret under Settings, Secrets and variables, Dependabot\./
    )
    expect(error.message).toMatch(/skipped required check would count as passed/)
  })

  it.each(['acs_sk_abc 123', 'acs_sk_abc\t123', 'acs_sk_\u0000abc'])(
    'refuses an api-key with whitespace or controls inside, without echoing it',
    key => {
      const error = inputError({ ...valid, 'api-key': key })
      expect(error.input).toBe('api-key')
      expect(error.message).not.toContain('abc')
    }
  )

  it('warns, but goes on, when the key does not look like <service>_sk_<secret>', () => {
    const { config, warnings } = configFrom({ ...valid, 'api-key': 'sk-live-123' })
    expect(config.apiKey).toBe('sk-live-123')
    expect(warnings.join()).toMatch(/does not look like/)
    expect(warnings.join()).not.toContain('sk-live-123')
  })

  it('needs project-id or run-id', () => {
    expect(inputError({ ...valid, 'project-id': '' }).message).toMatch(/project-id.*run-id.*neither is set/)
  })

  it('lets run-id win over project-id, and says the project is only shown', () => {
    const { config, notices } = configFrom({ ...valid, 'run-id': 'run-9' })
    expect(config.targets).toEqual([{ projectId: 'proj-1', runId: 'run-9' }])
    expect(notices.join()).toMatch(/waiting for run run-9; project proj-1 is only shown/)
  })

  it('takes several ids, separated by newlines or commas, ignoring blank entries', () => {
    const { config } = configFrom({ ...valid, 'project-id': 'proj-a\n  proj-b , proj-c,\n\n' })
    expect(config.targets).toEqual([{ projectId: 'proj-a' }, { projectId: 'proj-b' }, { projectId: 'proj-c' }])
    expect(configFrom({ ...valid, 'project-id': '', 'run-id': 'r-1,r-2' }).config.targets).toEqual([
      { runId: 'r-1' },
      { runId: 'r-2' }
    ])
  })

  it('waits for the runs when several run ids and project ids are set, and says project-id is not used', () => {
    const { config, notices } = configFrom({ ...valid, 'project-id': 'proj-a,proj-b', 'run-id': 'r-1,r-2' })
    expect(config.targets).toEqual([{ runId: 'r-1' }, { runId: 'r-2' }])
    expect(notices.join()).toMatch(/waiting for the runs in run-id; project-id is not used/)
  })

  it('refuses a duplicate id, and more than 50', () => {
    expect(inputError({ ...valid, 'project-id': 'proj-a\nproj-b\nproj-a' }).message).toBe(
      "Input 'project-id': lists 'proj-a' twice; each id may appear once."
    )
    const many = Array.from({ length: 51 }, (_, index) => `r-${index}`).join('\n')
    expect(inputError({ ...valid, 'run-id': many }).message).toMatch(
      /^Input 'run-id': lists 51 ids; one step takes at most 50\./
    )
    expect(configFrom({ ...valid, 'run-id': many.split('\n').slice(0, 50).join('\n') }).config.targets).toHaveLength(50)
  })

  it.each([
    ['project-id', '.'],
    ['project-id', '..'],
    ['run-id', '..'],
    ['run-id', 'run\u00071'],
    ['project-id', 'a\u001b[31mb']
  ])('refuses %s %p', (input, value) => {
    expect(inputError({ ...valid, [input]: value }).input).toBe(input)
  })

  it('keeps ids with path characters as they are (the client encodes them)', () => {
    expect(configFrom({ ...valid, 'project-id': 'a/b?c#d%e' }).config.targets).toEqual([{ projectId: 'a/b?c#d%e' }])
  })

  it('reads quote-token and refuses one with control characters', () => {
    expect(configFrom({ ...valid, 'quote-token': 'qt_1' }).config.quoteToken).toBe('qt_1')
    expect(inputError({ ...valid, 'quote-token': 'qt\u00001' }).input).toBe('quote-token')
  })

  it.each([
    ['timeout', '1h30m', 'timeoutMs', 5_400_000],
    ['timeout', '45', 'timeoutMs', 45_000],
    ['poll-interval', '1s', 'pollIntervalMs', 1000],
    ['poll-interval', '2m', 'pollIntervalMs', 120_000]
  ] as const)('reads %s %p', (input, value, field, ms) => {
    expect(configFrom({ ...valid, [input]: value }).config[field]).toBe(ms)
  })

  it.each([
    ['timeout', 'forever', /not a duration/],
    ['timeout', '0', /greater than zero/],
    ['timeout', '-1m', /'-1m' is negative/],
    ['timeout', '200h', /at most 7d \(a week\)\.$/],
    ['poll-interval', '0s', /greater than zero/],
    ['poll-interval', 'fast', /not a duration/]
  ])('refuses %s %p', (input, value, message) => {
    const error = inputError({ ...valid, [input]: value })
    expect(error.input).toBe(input)
    expect(error.message).toMatch(message)
  })

  it('warns when poll-interval is longer than timeout', () => {
    expect(configFrom({ ...valid, timeout: '30s', 'poll-interval': '1m' }).warnings.join()).toMatch(
      /longer than timeout/
    )
  })

  it.each([
    ['wait', 'false', 'wait', false],
    ['wait', 'TRUE', 'wait', true],
    ['fail-on-timeout', 'False', 'failOnTimeout', false],
    ['comment', 'true', 'comment', true]
  ] as const)('reads boolean %s %p', (input, value, field, expected) => {
    expect(configFrom({ ...valid, [input]: value }).config[field]).toBe(expected)
  })

  it.each([
    ['wait', 'yes'],
    ['fail-on-timeout', '0']
  ])('refuses boolean %s %p', (input, value) => {
    const error = inputError({ ...valid, [input]: value })
    expect(error.input).toBe(input)
    expect(error.message).toMatch(/not a boolean/)
  })
})

describe('attest', () => {
  const canSign = {
    ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token.example/request',
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'request-token'
  }
  const withEnvironment = (inputs: Record<string, string>, env: Record<string, string>) =>
    readConfig(name => inputs[name] ?? '', env)

  it('is off unless set, and true or false only', () => {
    expect(configFrom(valid).config.attest).toBe(false)
    expect(withEnvironment({ ...valid, attest: 'true', 'github-token': 'ghs_x' }, canSign).config.attest).toBe(true)
    expect(inputError({ ...valid, attest: 'yes' }).input).toBe('attest')
  })

  it('needs a job that can request an OIDC token, and says which permissions to add', () => {
    expect(() => withEnvironment({ ...valid, attest: 'true', 'github-token': 'ghs_x' }, {})).toThrow(
      "Input 'attest': is true, but this job cannot request an OIDC token to sign with (ACTIONS_ID_TOKEN_REQUEST_URL is not set). Add this line to the job (YAML, as it stands): permissions: { contents: read, id-token: write, attestations: write }"
    )
  })

  it('needs a token to store the attestation with', () => {
    expect(() => withEnvironment({ ...valid, attest: 'true' }, canSign)).toThrow(
      "Input 'attest': is true, but github-token is empty"
    )
  })
})

describe('the inputs that read signed certifications', () => {
  const read = (inputs: Record<string, string>) =>
    readConfig(name => ({ ...valid, ...inputs })[name] ?? '', { GITHUB_REPOSITORY: 'example/agent' })
  const refusal = (inputs: Record<string, string>) => {
    try {
      read(inputs)
    } catch (error) {
      if (error instanceof InputError) return error.message
    }
    throw new Error('expected an InputError')
  }
  it('reads reuse as a duration of a second to ten years, and refuses anything else naming the input', () => {
    expect(read({ reuse: '7d' }).config.reuseMs).toBe(7 * 86_400_000)
    expect(read({ reuse: '3650d' }).config.reuseMs).toBe(3650 * 86_400_000)
    expect(read({}).config.reuseMs).toBeUndefined()
    expect(refusal({ reuse: '-1d' })).toBe(
      "Input 'reuse': '-1d' is negative. Write it as 90s, 15m, 1h30m, 7d or plain seconds, greater than zero."
    )
    expect(refusal({ reuse: 'soon' })).toBe(
      "Input 'reuse': 'soon' is not a duration. Write it as 90s, 15m, 1h30m, 7d or plain seconds, greater than zero."
    )
    expect(refusal({ reuse: '-soon' })).toMatch(/^Input 'reuse': '-soon' is not a duration/)
    expect(refusal({ reuse: '0' })).toBe("Input 'reuse': must be greater than zero.")
    expect(refusal({ reuse: '500ms' })).toMatch(/^Input 'reuse': '500ms' is not a duration/)
    expect(refusal({ reuse: '3651d' })).toMatch(/^Input 'reuse': must be at most 3650d\.$/)
  })

  it('says reuse does nothing when every gate waits for a given run', () => {
    expect(read({ reuse: '7d', 'run-id': 'run-1', 'project-id': '' }).notices).toContain(
      'reuse is set, but run-id names the run to wait for: nothing is reused.'
    )
    expect(read({ reuse: '7d' }).notices).toEqual([])
  })

  it('reads comparable-on as plain field names, each once, and refuses an empty name or one that is no field name', async () => {
    expect(read({ 'comparable-on': ' scanner_version, suite\nscanner_version ' }).config.comparableOn).toEqual([
      'scanner_version',
      'suite'
    ])
    expect(refusal({ 'comparable-on': 'scanner_version,,suite' })).toBe(
      "Input 'comparable-on': has an empty name: write field names with one comma between."
    )
    expect(refusal({ 'comparable-on': 'scanner_version,' })).toMatch(/^Input 'comparable-on': has an empty name/)
    for (const bad of ['scanner.version', 'base.scanner_version', '2nd', 'a b', 'x`y'])
      expect(refusal({ 'comparable-on': bad })).toMatch(/^Input 'comparable-on': names .+, which is not a field name: /)
    // It changes nothing where no base is read, and says so.
    const notices = async (inputs: Record<string, string>) =>
      (await readInputs(name => ({ ...valid, ...inputs })[name] ?? '')).notices
    const unread = 'comparable-on is set, but pass-if and fail-if read no base: it changes nothing here.'
    expect(await notices({ 'comparable-on': 'scanner_version', 'pass-if': 'run.trust_score >= 80.0' })).toEqual([
      unread
    ])
    expect(
      await notices({
        'comparable-on': 'scanner_version',
        'pass-if': '!has(base.trust_score) || run.trust_score >= 1.0'
      })
    ).toEqual([])
  })

  it("reads paths as git pathspecs from the repository's root, one per line or comma, and refuses what git would not take", () => {
    expect(read({ reuse: '7d', paths: 'agent/**, prompts/*.md\n\n  .github/agent.yml ' }).config.paths).toEqual([
      'agent/**',
      'prompts/*.md',
      '.github/agent.yml'
    ])
    expect(read({}).config.paths).toEqual([])
    // Kept as written: a folder, as git reads a pathspec, and magic with its own commas.
    expect(read({ paths: 'agent/\nprompts, :(top,icase)Dockerfile' }).config.paths).toEqual([
      'agent/',
      'prompts',
      ':(top,icase)Dockerfile'
    ])
    expect(refusal({ paths: 'agent/**, !agent/tests/**' })).toBe(
      "Input 'paths': '!agent/tests/**' is a file named so for git, not an exclusion: write :!agent/tests/** to leave files out."
    )
    expect(refusal({ paths: 'agent, :(glob,literal)x' })).toBe(
      "Input 'paths': ':(glob,literal)x' is both literal and glob, which git refuses."
    )
    for (const outside of ['/agent/**', '../agent/**', 'agent\\x'])
      expect(refusal({ paths: outside })).toMatch(new RegExp(`^Input 'paths': '.+' is not a path in the repository`))
    expect(read({ paths: 'agent/**' }).notices).toContain(
      'paths is set, but reuse is empty: nothing is carried forward, and every change starts a run.'
    )
  })

  it('names a refused pathspec by its first 160 characters, whatever its length', () => {
    const head = 'a'.repeat(160)
    const long = `${head}${'b'.repeat(100)}`
    expect(refusal({ paths: `!${long}` })).toBe(
      `Input 'paths': '!${head.slice(0, 159)}' is a file named so for git, not an exclusion: write :!${head.slice(0, 159)} to leave files out.`
    )
    expect(refusal({ paths: `/${long}` })).toBe(
      `Input 'paths': '/${head.slice(0, 159)}' is not a path in the repository: write pathspecs relative to its root, such as agent or prompts/*.md.`
    )
  })

  it('reads signer-workflow, source-ref and deny-self-hosted-runners with the verify action’s meaning', () => {
    const { config } = read({
      'signer-workflow': '.github/workflows/certification.yml@refs/heads/main',
      'source-ref': 'refs/heads/main, refs/heads/gh-readonly-queue/main/*',
      'deny-self-hosted-runners': 'true',
      'trusted-root': '/tmp/trusted_root.json'
    })
    expect(config).toMatchObject({
      signerWorkflow: {
        repository: 'example/agent',
        path: '.github/workflows/certification.yml',
        ref: 'refs/heads/main'
      },
      sourceRefs: [{ exact: 'refs/heads/main' }, { prefix: 'refs/heads/gh-readonly-queue/main/' }],
      denySelfHostedRunners: true,
      trustedRootPath: '/tmp/trusted_root.json'
    })
    expect(read({ 'signer-workflow': 'org/central/.github/workflows/certify.yml' }).config.signerWorkflow).toEqual({
      repository: 'org/central',
      path: '.github/workflows/certify.yml'
    })
    expect(refusal({ 'signer-workflow': 'certification.yml' })).toMatch(
      /^Input 'signer-workflow': 'certification.yml' is not a workflow file/
    )
    expect(refusal({ 'source-ref': 'main' })).toMatch(/^Input 'source-ref': 'main' is not a ref/)
    expect(refusal({ 'deny-self-hosted-runners': 'yes' })).toBe(
      "Input 'deny-self-hosted-runners': 'yes' is not a boolean. Write true or false."
    )
  })

  it('compiles pass-if over run and base, and with reuse even when not waiting (a reused certification is judged)', async () => {
    const inputs = { ...valid, 'pass-if': '!has(base.x) || run.x >= base.x - 2' }
    const compiled = await readInputs(name => inputs[name as keyof typeof inputs] ?? '')
    expect(compiled.config.passIf?.names('base')).toBe(true)
    const notWaiting: Record<string, string> = { ...inputs, wait: 'false' }
    expect((await readInputs(name => notWaiting[name] ?? '')).config.passIf).toBeUndefined()
    const reusing: Record<string, string> = { ...notWaiting, reuse: '7d' }
    expect((await readInputs(name => reusing[name] ?? '')).config.passIf?.expression).toBe(inputs['pass-if'])
  })

  it('says that the inputs which narrow what reuse and base read change nothing without either', async () => {
    const notices = async (inputs: Record<string, string>) =>
      (await readInputs(name => ({ ...valid, ...inputs })[name] ?? '')).notices
    const narrowing = {
      'signer-workflow': 'org/central/.github/workflows/certify.yml',
      'source-ref': 'refs/heads/main',
      'deny-self-hosted-runners': 'true',
      'trusted-root': '/tmp/trusted_root.json'
    }
    expect(await notices(narrowing)).toEqual([
      'signer-workflow, source-ref, deny-self-hosted-runners, trusted-root apply only to the signed certifications that reuse, or base in a judged pass-if, read, and this step reads none: they change nothing here.'
    ])
    expect(await notices({ 'source-ref': 'refs/heads/main' })).toEqual([
      'source-ref applies only to the signed certifications that reuse, or base in a judged pass-if, read, and this step reads none: it changes nothing here.'
    ])
    process.env['ACTIONS_ID_TOKEN_REQUEST_URL'] = 'https://token.example'
    try {
      expect(
        (await notices({ 'source-ref': 'refs/heads/main', attest: 'true', 'github-token': 'ghs_x' })).join('')
      ).toMatch(
        /: it changes nothing here \(what attest: true signs is signed as this workflow, whatever they say\)\.$/
      )
    } finally {
      delete process.env['ACTIONS_ID_TOKEN_REQUEST_URL']
    }
    expect(await notices({ ...narrowing, reuse: '7d' })).toEqual([])
    expect(await notices({ ...narrowing, 'pass-if': '!has(base.x) || run.x >= base.x' })).toEqual([])
    expect(await notices({ 'pass-if': 'run.x >= 1' })).toEqual([])
  })
})

describe('repeat and fail-if', () => {
  const refusal = async (inputs: Record<string, string>) => {
    try {
      await readInputs(name => ({ ...valid, ...inputs })[name] ?? '')
    } catch (error) {
      if (error instanceof InputError) return error.message
      throw error
    }
    throw new Error('expected an InputError')
  }

  it('reads repeat as a whole number from 1 to 10, 1 when empty', async () => {
    expect(configFrom({ ...valid, repeat: '10' }).config.repeat).toBe(10)
    expect(configFrom({ ...valid, repeat: ' 1 ' }).config.repeat).toBe(1)
    expect(configFrom(valid).config.repeat).toBe(1)
    for (const repeat of ['0', '11', 'three', '2.5', '-1', '1e1', '03x'])
      expect(inputError({ ...valid, repeat }).message).toBe(
        `Input 'repeat': is ${JSON.stringify(repeat)}, not a whole number of runs from 1 to 10, e.g. repeat: 3.`
      )
  })

  it('refuses repeat above 1 without waiting: repeated runs are judged together', async () => {
    expect(await refusal({ wait: 'false', repeat: '3' })).toBe(
      "Input 'repeat': is 3, but wait is false: repeated runs are judged together, only when the step waits for " +
        'them, and a later step cannot pick them up by run-id. Leave wait at true, or repeat at 1.'
    )
  })

  it('refuses a figure no map of figures holds, before any run', async () => {
    expect(await refusal({ repeat: '3', 'pass-if': 'stats.trust_score.lo >= 80.0' })).toBe(
      "Input 'pass-if': reads stats.trust_score.lo, but each field of stats holds only n, mean, sd, min, max, " +
        'median, low, high and level.'
    )
    expect(await refusal({ 'pass-if': 'base_stats.x.mean > 1.0', 'fail-if': 'delta.x.sd > 1.0' })).toBe(
      "Input 'fail-if': reads delta.x.sd, but each field of delta holds only mean, low, high and level."
    )
    const fine = { ...valid, 'pass-if': 'has(stats.x) && stats["a b"].mean > 1.0 && delta.x.low > 0.0' }
    expect((await readInputs(name => fine[name as keyof typeof fine] ?? '')).config.passIf).toBeDefined()
  })

  it('quotes a long repeat only in part', () => {
    expect(inputError({ ...valid, repeat: 'x'.repeat(50) }).message).toBe(
      `Input 'repeat': is "${'x'.repeat(40)}", not a whole number of runs from 1 to 10, e.g. repeat: 3.`
    )
  })

  it('refuses run-id with repeat above 1: repeat starts its runs itself', async () => {
    expect(await refusal({ 'run-id': 'run-1', repeat: '2' })).toBe(
      "Input 'repeat': is 2, but run-id names one run to wait for: repeat starts its runs itself. Leave run-id " +
        'empty, or repeat at 1.'
    )
    expect(configFrom({ ...valid, 'run-id': 'run-1', repeat: '1' }).config.repeat).toBe(1)
  })

  it('refuses a pass-if or fail-if that reads run with repeat above 1, pointing to stats and runs', async () => {
    expect(await refusal({ repeat: '3', 'pass-if': 'run.trust_score >= 80' })).toBe(
      "Input 'pass-if': reads run, but repeat is 3: run is one run of several, and one must never decide alone. " +
        'Read the figures of all of them (stats.trust_score.low >= 80.0) or each of them (runs.all(r, ' +
        'r.trust_score >= 80.0)) instead.'
    )
    expect(
      await refusal({ repeat: '2', 'pass-if': 'stats.trust_score.low >= 80.0', 'fail-if': 'run.trust_score < 50' })
    ).toMatch(/^Input 'fail-if': reads run, but repeat is 2/)
    // With one run, run is the run: nothing changes.
    const one = await readInputs(name => ({ ...valid, 'pass-if': 'run.x >= 1' })[name] ?? '')
    expect(one.config.passIf?.names('run')).toBe(true)
  })

  it('compiles fail-if beside pass-if over the same variables, and refuses one that does not parse or names an unknown variable, with the column', async () => {
    const inputs = {
      ...valid,
      repeat: '3',
      'pass-if': 'delta.trust_score.low > -2.0 && base_age_seconds < 604800.0',
      'fail-if': 'delta.trust_score.high < -2.0 || size(runs) < 3'
    }
    const { config } = await readInputs(name => inputs[name as keyof typeof inputs] ?? '')
    expect(config.failIf?.expression).toBe(inputs['fail-if'])
    expect(config.failIf?.names('runs')).toBe(true)
    expect(await refusal({ 'pass-if': 'run.x > 1', 'fail-if': 'run.x <' })).toMatch(
      /^Input 'fail-if': does not parse: /
    )
    expect(await refusal({ 'pass-if': 'run.x > 1', 'fail-if': 'run.x < 1 || stat.x > 2' })).toMatch(
      /^Input 'fail-if': is not a valid expression over run, base, stats, base_stats, delta, trend, commit, runs and base_age_seconds: Unknown variable: stat at column 14$/
    )
    expect(inputError({ ...valid, 'fail-if': 'run.x < 1' }).message).toBe(
      "Input 'fail-if': is set, but pass-if is empty: fail-if says when a gate fails, pass-if when it passes, and " +
        'the two together leave what neither says inconclusive. Set pass-if too.'
    )
  })
})

describe('drift-issue and drift-if', () => {
  const read = async (inputs: Record<string, string>) => {
    try {
      return (await readInputs(name => ({ ...valid, ...inputs })[name] ?? '')).config
    } catch (error) {
      if (error instanceof InputError) return error.message
      throw error
    }
  }
  const floor = { 'pass-if': 'run.trust_score >= 80', 'drift-issue': 'true' }

  it('reads drift-issue as a boolean, false when empty, and compiles drift-if beside pass-if', async () => {
    expect(configFrom(valid).config.driftIssue).toBe(false)
    const config = await read({ ...floor, 'drift-if': 'run.trust_score < base.trust_score - 2.0' })
    expect(config).toMatchObject({ driftIssue: true, driftIfExpression: 'run.trust_score < base.trust_score - 2.0' })
    expect(typeof config === 'object' && config.driftIf?.names('base')).toBe(true)
    expect(inputError({ ...valid, 'drift-issue': 'maybe' }).message).toMatch(/^Input 'drift-issue': /)
  })

  it('refuses drift-if without drift-issue, without pass-if, or that does not compile, naming drift-if', async () => {
    expect(await read({ 'pass-if': 'run.trust_score >= 80', 'drift-if': 'run.trust_score < 80' })).toBe(
      "Input 'drift-if': is set, but drift-issue is false: drift-if says when to open the drift issue though the run " +
        'passed, and without drift-issue nothing would be opened. Set drift-issue: true (with permissions: issues: ' +
        'write), or leave drift-if empty.'
    )
    expect(await read({ 'drift-issue': 'true', 'drift-if': 'run.trust_score < 80' })).toBe(
      "Input 'drift-if': is set, but pass-if is empty: pass-if decides the night (and what is signed as the default " +
        'branch), drift-if only what is said of it. Set pass-if to the bar the default branch must clear, e.g. ' +
        'run.trust_score >= 80.'
    )
    expect(await read({ ...floor, 'drift-if': 'run.trust_score <' })).toMatch(/^Input 'drift-if': does not parse/)
    expect(await read({ ...floor, 'drift-if': 'stats.trust_score.lo < 1.0' })).toMatch(/^Input 'drift-if': reads/)
  })

  it('refuses drift-if reading one run of several; a sequential gate lets it read what the looks may not', async () => {
    const repeated = { ...floor, 'pass-if': 'stats.trust_score.low >= 80.0', repeat: '3' }
    expect(await read({ ...repeated, 'drift-if': 'run.trust_score < 80' })).toMatch(
      /^Input 'drift-if': reads run, but repeat is 3: /
    )
    const looks = await read({
      ...repeated,
      repeat: '10',
      sequential: 'true',
      'drift-if': 'stats.trust_score.mean < base_stats.trust_score.mean - 2.0'
    })
    expect(typeof looks === 'object' && looks.driftIf !== undefined).toBe(true)
  })
})

describe('sequential', () => {
  const bar = { 'pass-if': 'stats.trust_score.low >= 75.0' }
  it('is false unless set, and true with repeat from 4 to 10', () => {
    expect(configFrom(valid).config.sequential).toBe(false)
    expect(configFrom({ ...valid, sequential: 'false', repeat: '2' }).config.sequential).toBe(false)
    expect(configFrom({ ...valid, ...bar, sequential: 'true', repeat: '4' }).config.sequential).toBe(true)
    expect(configFrom({ ...valid, ...bar, sequential: 'TRUE', repeat: '10' }).config).toMatchObject({
      sequential: true,
      repeat: 10
    })
  })

  it('refuses what is not a boolean, naming sequential', () => {
    expect(inputError({ ...valid, sequential: 'yes please', repeat: '10' }).message).toMatch(/^Input 'sequential': /)
  })

  it.each(['1', '3', '11', 'ten', '', 'x'.repeat(50)])('refuses repeat %j with it, naming sequential', repeat => {
    expect(inputError({ ...valid, ...bar, sequential: 'true', repeat }).message).toBe(
      `Input 'sequential': is true, but repeat is ${JSON.stringify((repeat || '1').slice(0, 40))}: sequential starts ` +
        'the runs in batches and looks after each, which takes repeat from 4 to 10 (its first look is at 4 runs). Set ' +
        'repeat: 10, or leave sequential at false.'
    )
  })

  it('refuses wait: false and run-id with it, naming sequential before repeat', () => {
    expect(inputError({ ...valid, ...bar, sequential: 'true', repeat: '10', wait: 'false' }).message).toBe(
      "Input 'sequential': is true, but wait is false: the gate looks at each batch of runs before it starts the " +
        'next, so it must wait for them. Leave wait at true, or sequential at false.'
    )
    expect(inputError({ ...valid, ...bar, sequential: 'true', repeat: '10', 'run-id': 'run-1' }).message).toBe(
      "Input 'sequential': is true, but run-id names a run to wait for: sequential starts its runs itself, batch " +
        'by batch. Leave run-id empty, or sequential at false.'
    )
  })

  it('refuses it without pass-if: the first batch of completed runs would pass where repeat asks for more', () => {
    expect(inputError({ ...valid, sequential: 'true', repeat: '10' }).message).toBe(
      "Input 'sequential': is true, but pass-if is empty: sequential stops at the first look that passes, and " +
        'without a bar the first batch of completed runs would pass where repeat asks for more. Set pass-if on an ' +
        'interval (stats.trust_score.low >= 80.0), or leave sequential at false.'
    )
  })

  const refusal = async (inputs: Record<string, string>) => {
    try {
      await readInputs(name => ({ ...valid, sequential: 'true', repeat: '10', ...inputs })[name] ?? '')
    } catch (error) {
      if (error instanceof InputError) return error.message
      throw error
    }
    return 'read'
  }

  it.each([
    ['stats.trust_score.mean >= 80.0', 'pass-if', 'stats.trust_score.mean'],
    ['stats.trust_score.min >= 70.0', 'pass-if', 'stats.trust_score.min'],
    ['delta.trust_score.mean > -2.0', 'pass-if', 'delta.trust_score.mean'],
    ['runs.all(r, r.trust_score >= 70.0)', 'pass-if', 'runs'],
    ['size(stats) > 0 && stats.trust_score.low >= 1.0', 'pass-if', 'stats as a whole'],
    // The trend's last point is the mean of the runs so far: read at every look, an agent at the bar passed 66%.
    ['trend.trust_score.last >= 80.0', 'pass-if', 'trend'],
    ['!has(trend.trust_score.slope) || stats.trust_score.low >= 80.0', 'pass-if', 'trend'],
    ['stats.trust_score.low >= 80.0 && stats.trust_score.n >= 4.0', 'pass-if', 'stats.trust_score.n']
  ])('refuses %s, which looks cannot keep the error rate of, naming sequential', async (expression, input, read) => {
    expect(await refusal({ 'pass-if': expression })).toBe(
      `Input 'sequential': is true, but ${input} reads ${read}, which moves with the runs from look to look: read ` +
        'at several looks, it gets several chances to pass. A look may read the bounds of intervals (low or high of ' +
        'stats or delta, whose level each look holds) and what stays the same between looks (base, base_stats, ' +
        "commit, base_age_seconds). Read stats.<field>.low or .high (or delta's), or leave sequential at false."
    )
  })

  it('refuses the same of fail-if, and reads bounds, levels and what does not change between looks', async () => {
    expect(await refusal({ 'pass-if': 'stats.s.low >= 1.0', 'fail-if': 'stats.s.median < 1.0' })).toMatch(
      /^Input 'sequential': is true, but fail-if reads stats\.s\.median, which moves /
    )
    expect(
      await refusal({
        'pass-if':
          'stats.s.low >= 75.0 && stats.s.level > 0.9 && delta.s.low > -2.0 && (!has(base.s) || base.s > 0) && ' +
          'base_stats.s.mean > 0.0 && base_stats.s.n >= 3.0 && base_age_seconds < 86400.0 && commit != ""',
        'fail-if': 'stats.s.high < 75.0 || delta.s.high < -2.0 || delta.s.level < 0.5'
      })
    ).toBe('read')
  })
})

/**
 * The gate's inputs at their edges, case by case, so that StrykerJS (npm run mutate) finds no
 * change to src/gate/inputs.ts that the tests let through: where a loopback host and a version
 * segment end, what is trimmed, each refusal's words, which warnings and notices are given and when.
 */
describe('each input at its edges, and the exact words of its refusals, warnings and notices', () => {
  const read = (inputs: Record<string, string>) => configFrom({ ...valid, ...inputs })
  const refusal = (inputs: Record<string, string>) => inputError({ ...valid, ...inputs })

  describe('base-url', () => {
    it.each([
      'http://localhost:8080/v1',
      'http://127.0.0.1/v1',
      'http://127.10.200.3:9/v1',
      'http://[::1]:8080/v1',
      'HTTP://LOCALHOST/v1'
    ])('allows plain http to the loopback %s', url =>
      expect(read({ 'base-url': url }).config.baseUrl).toBe(
        url.toLowerCase().replace('http://localhost', 'http://localhost')
      )
    )

    it.each(['http://notlocalhost/v1', 'http://127.0.0.1.example.com/v1', 'http://a.localhost.example/v1'])(
      'refuses plain http to %s, which is not loopback',
      url => expect(refusal({ 'base-url': url }).message).toMatch(/uses plain http to a remote host/)
    )

    it('keeps a version segment that ends the path, appends one otherwise, and trims trailing slashes', () => {
      expect(read({ 'base-url': 'https://api.example.com/v12' }).config.baseUrl).toBe('https://api.example.com/v12')
      expect(read({ 'base-url': 'https://api.example.com/v1//' }).config.baseUrl).toBe('https://api.example.com/v1')
      const appended = read({ 'base-url': 'https://api.example.com/v1/extra' })
      expect(appended.config.baseUrl).toBe('https://api.example.com/v1/extra/v1')
      expect(appended.notices).toEqual(['base-url has no version segment: using https://api.example.com/v1/extra/v1.'])
      expect(read({ 'base-url': 'https://api.example.com//' }).config.baseUrl).toBe('https://api.example.com/v1')
    })

    it('refuses credentials in either part, and a query or a fragment', () => {
      expect(refusal({ 'base-url': 'https://user@api.example.com/v1' }).message).toBe(
        "Input 'base-url': must not carry credentials; the API key goes in api-key."
      )
      expect(refusal({ 'base-url': 'https://:secret@api.example.com/v1' }).message).toMatch(
        /must not carry credentials/
      )
      expect(refusal({ 'base-url': 'https://api.example.com/v1#x' }).message).toBe(
        "Input 'base-url': must not have a query or fragment; give the service root, e.g. https://api.example.com/v1."
      )
      expect(refusal({ 'base-url': 'https://api.example.com/v1?x=1' }).message).toMatch(
        /must not have a query or fragment/
      )
    })

    it('reads every input trimmed', () => {
      const { config } = read({
        'base-url': '  https://api.example.com/v1 ',
        'project-id': ' proj-1 ',
        'api-key': ' acs_sk_abc123 ',
        'quote-token': ' qt '
      })
      expect(config).toMatchObject({
        baseUrl: 'https://api.example.com/v1',
        apiKey: 'acs_sk_abc123',
        targets: [{ projectId: 'proj-1' }],
        quoteToken: 'qt'
      })
    })
  })

  describe('api-key and quote-token', () => {
    it('says what to do with an empty key, one that is not Latin-1, and one with whitespace', () => {
      expect(refusal({ 'api-key': '' }).message).toMatch(
        /^Input 'api-key': is empty\. Pass the key from a secret: `api-key: \$\{\{ secrets\.CERTIFICATION_API_KEY \}\}`\. Pull requests from forks get no secrets/
      )
      expect(refusal({ 'api-key': 'acs_sk_abc\u2013123' }).message).toBe(
        "Input 'api-key': contains a character that cannot be sent in an HTTP header (outside Latin-1), such as a curly quote or a dash pasted from a chat or a document. " +
          'Copy the key again from the console (Settings, Environments) into the secret.'
      )
      expect(refusal({ 'api-key': 'acs_sk_abc 123' }).message).toBe(
        "Input 'api-key': contains whitespace or control characters. Copy the key again from the console (Settings, Environments) into the secret, as one line."
      )
      expect(refusal({ 'quote-token': 'qt\u0007x' }).message).toBe(
        "Input 'quote-token': contains control characters; paste the token exactly as the console shows it."
      )
    })

    it('warns about a key that does not look like one, anywhere but in its middle', () => {
      const warned = (key: string) =>
        read({ 'api-key': key }).warnings.some(warning =>
          warning.startsWith("api-key does not look like '<service>_sk_<secret>'")
        )
      expect(warned('acs_sk_abc')).toBe(false)
      expect(warned('_sk_abc')).toBe(true)
      expect(warned('acs_sk_')).toBe(true)
      expect(warned('acs-abc')).toBe(true)
    })
  })

  describe('warnings and notices', () => {
    it('warns that pass-if is not evaluated only when it is set and wait is false', () => {
      const warning =
        'pass-if is not evaluated with wait: false: the step does not wait for the run, so nothing is judged.'
      expect(read({ 'pass-if': 'run.ok', wait: 'false' }).warnings).toContain(warning)
      expect(read({ 'pass-if': 'run.ok' }).warnings).not.toContain(warning)
      expect(read({ wait: 'false' }).warnings).not.toContain(warning)
      // With reuse, pass-if still decides what is reused: the warning says only what it does not judge.
      expect(read({ 'pass-if': 'run.ok', wait: 'false', reuse: '7d' }).warnings).toEqual([
        'With wait: false, pass-if only decides whether a signed certification is reused: a run that is started is not waited for, so it is not judged.'
      ])
      // With run-id on every target nothing is reused: the plain warning.
      expect(read({ 'pass-if': 'run.ok', wait: 'false', reuse: '7d', 'run-id': 'r-1' }).warnings).toEqual([warning])
    })

    it('warns when poll-interval is longer than timeout, in seconds, and not when they are equal', () => {
      expect(read({ 'poll-interval': '90s', timeout: '60s' }).warnings).toContain(
        'poll-interval (90s) is longer than timeout (60s): the run is polled at most once or twice.'
      )
      expect(read({ 'poll-interval': '60s', timeout: '60s' }).warnings).toEqual([])
    })

    it('says which of run-id and project-id it uses when both are set', () => {
      expect(read({ 'run-id': 'r-1' }).notices).toEqual([
        'Both run-id and project-id are set: waiting for run r-1; project proj-1 is only shown.'
      ])
      expect(read({ 'run-id': 'r-1, r-2' }).notices).toEqual([
        'Both run-id and project-id are set: waiting for the runs in run-id; project-id is not used.'
      ])
      expect(read({ 'run-id': 'r-1', 'project-id': 'p-1, p-2' }).notices).toEqual([
        'Both run-id and project-id are set: waiting for the runs in run-id; project-id is not used.'
      ])
      expect(read({ 'run-id': 'r-1, r-2', 'project-id': '' }).notices).toEqual([])
      expect(read({ 'run-id': 'r-1, r-2', 'project-id': '' }).config.targets).toEqual([
        { runId: 'r-1' },
        { runId: 'r-2' }
      ])
    })
  })
})
