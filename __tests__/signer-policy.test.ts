/**
 * Who may sign, as a value: the inputs that build it and the matching that reads a certificate's
 * claims against it, case by case (StrykerJS runs these against src/attestation/signer-policy.ts).
 * The bundled verify action shows the same rules against certificates the mock Fulcio issued
 * (verify-signers.test.ts).
 */
import {
  expectedSigner,
  isAllowedSigner,
  isAllowedSigning,
  isAllowedSourceRef,
  isSourceRepository,
  oidcIssuerFor,
  parseSignerUri,
  parseSignerWorkflow,
  parseSourceRefs,
  pullRequestOfRef,
  refPatternsText,
  signerPolicy,
  type SignerPolicy
} from '../src/attestation/signer-policy.js'

const SERVER = 'https://github.com'
const policy = (overrides: Partial<Parameters<typeof signerPolicy>[0]> = {}): SignerPolicy =>
  signerPolicy({ serverUrl: SERVER, repository: 'octo/agent', ...overrides })

describe('pullRequestOfRef', () => {
  // A pull request's run vouches for nothing but a re-run of its own job: every pull request's
  // ref must be told, whatever its number has of digits, and no other ref taken for one.
  it.each([
    ['refs/pull/7/merge', 7],
    ['refs/pull/1234/merge', 1234],
    ['refs/pull/12/head', 12],
    ['refs/heads/refs/pull/7/merge', undefined],
    ['refs/heads/main', undefined],
    ['refs/pull/7', undefined],
    ['refs/pull/x/merge', undefined],
    [undefined, undefined]
  ])('%s is the ref of pull request %p', (ref, number) => expect(pullRequestOfRef(ref)).toBe(number))
})

describe('parseSignerWorkflow', () => {
  it.each([
    ['.github/workflows/certification.yml', { repository: 'octo/agent', path: '.github/workflows/certification.yml' }],
    ['./.github/workflows/c.yaml', { repository: 'octo/agent', path: '.github/workflows/c.yaml' }],
    ['/.github/workflows/c.yml', { repository: 'octo/agent', path: '.github/workflows/c.yml' }],
    ['org/central/.github/workflows/certify.yml', { repository: 'org/central', path: '.github/workflows/certify.yml' }],
    [
      'org/central/.github/workflows/certify.yml@refs/heads/main',
      { repository: 'org/central', path: '.github/workflows/certify.yml', ref: 'refs/heads/main' }
    ],
    [
      '.github/workflows/nested/c.yml@refs/tags/v1.2',
      { repository: 'octo/agent', path: '.github/workflows/nested/c.yml', ref: 'refs/tags/v1.2' }
    ],
    ['my-org/a.b_c-d/.github/workflows/x.yml', { repository: 'my-org/a.b_c-d', path: '.github/workflows/x.yml' }]
  ])('%s', (text, expected) => expect(parseSignerWorkflow(text, 'octo/agent')).toStrictEqual(expected))

  it('quotes at most 100 characters of a ref that is not whole', () => {
    const parsed = parseSignerWorkflow(`.github/workflows/c.yml@${'m'.repeat(300)}`, 'octo/agent')
    expect('invalid' in parsed && parsed.invalid).toContain(` names '${'m'.repeat(100)}', not a whole ref, after '@'`)
  })

  it.each([
    ['.github/workflows/../c.yml', /is not a workflow file/],
    ['org/central/.github/workflows/../../x.yml', /is not a workflow file/],
    ['.github/workflows/c.yml@', /names no ref after '@'/],
    [
      '.github/workflows/c.yml@main',
      /^'\.github\/workflows\/c\.yml@main' names 'main', not a whole ref, after '@': write a whole ref, e\.g\. @refs\/heads\/main/
    ],
    ['.github/workflows/c.yml@refs/heads/', /not a whole ref, after '@'/],
    ['.github/workflows/c.yml@refs/heads/a b', /not a whole ref, after '@'/],
    ['.github/workflows/c.yml@refs/heads/*', /not a whole ref, after '@'/],
    ['.github/workflows/c.yml@refs/../x', /not a whole ref, after '@'/],
    ['org/.github/workflows/c.yml', /is not a workflow file/],
    ['o/r/s/.github/workflows/c.yml', /is not a workflow file/],
    ['.github/workflows/c.json', /is not a workflow file/],
    ['.github/c.yml', /is not a workflow file/],
    ['bad owner/r/.github/workflows/c.yml', /is not a workflow file/],
    ['workflows/c.yml', /is not a workflow file/],
    ['.github/workflows/c.yml.txt', /is not a workflow file/],
    ['org/cen tral/.github/workflows/c.yml', /is not a workflow file/],
    ['org/central/.github/workflows/c.yml\nx', /is not a workflow file/],
    ['.github/workflows/c.yml@xrefs/heads/main', /not a whole ref, after '@'/]
  ])('refuses %s', (text, reason) => {
    const parsed = parseSignerWorkflow(text, 'octo/agent')
    expect('invalid' in parsed && parsed.invalid).toMatch(reason)
    expect('invalid' in parsed && parsed.invalid).toContain(`'${text}'`)
  })

  it.each([
    // Copied from a summary, which writes a zero-width joiner after '@' so that GitHub mentions no one.
    ['.github/workflows/c.yml@\u200drefs/heads/main', 'U+200D', 25],
    ['\ufeff.github/workflows/c.yml', 'U+FEFF', 1],
    ['.github/work\u00adflows/c.yml', 'U+00AD', 13]
  ])('refuses %j, naming the invisible character and where it stands', (text, code, position) => {
    expect(parseSignerWorkflow(text, 'octo/agent')).toStrictEqual({
      invalid: `holds an invisible character (${code}) at position ${position}, as text copied from a web page can: type it again.`
    })
  })

  it('quotes at most 160 characters of what was written', () => {
    const long = `.github/workflows/${'a'.repeat(200)}.json`
    const parsed = parseSignerWorkflow(long, 'octo/agent')
    expect('invalid' in parsed && parsed.invalid.startsWith(`'${long.slice(0, 160)}' is not`)).toBe(true)
    const noRef = parseSignerWorkflow(`.github/workflows/c.yml@${'x'.repeat(200)}`, 'octo/agent')
    expect('invalid' in noRef && noRef.invalid.startsWith(`'.github/workflows/c.yml@${'x'.repeat(136)}' names`)).toBe(
      true
    )
    const refs = parseSourceRefs(`refs/${'y'.repeat(200)}/*/`)
    expect('invalid' in refs && refs.invalid.startsWith(`'refs/${'y'.repeat(155)}' is not`)).toBe(true)
  })

  it('says what to write', () => {
    expect(parseSignerWorkflow('x.yml', 'octo/agent')).toEqual({
      invalid:
        "'x.yml' is not a workflow file: write .github/workflows/certification.yml, or owner/repository/.github/workflows/certify.yml for another repository's, optionally followed by @refs/heads/main."
    })
    expect(parseSignerWorkflow('.github/workflows/c.yml@', 'octo/agent')).toEqual({
      invalid:
        "'.github/workflows/c.yml@' names no ref after '@': write a whole ref, e.g. @refs/heads/main, or leave '@…' out for any ref."
    })
  })
})

describe('parseSourceRefs', () => {
  it('reads refs one per line or separated by commas, exact or ending in * for a prefix', () => {
    expect(parseSourceRefs('refs/heads/main, refs/heads/gh-readonly-queue/main/*\n\n refs/tags/v1 ,')).toEqual([
      { exact: 'refs/heads/main' },
      { prefix: 'refs/heads/gh-readonly-queue/main/' },
      { exact: 'refs/tags/v1' }
    ])
    expect(parseSourceRefs('')).toEqual([])
    expect(parseSourceRefs('refs/heads/rel*')).toEqual([{ prefix: 'refs/heads/rel' }])
  })

  it.each([
    'refs/heads/*/main',
    '*',
    'main',
    'refs/heads/main **',
    'refs/heads/a b',
    'refs/../x*',
    'heads/*',
    'refs/heads/main/'
  ])('refuses %p, saying how to write one', text => {
    const parsed = parseSourceRefs(text)
    expect('invalid' in parsed && parsed.invalid).toMatch(
      /is not a ref: write whole refs such as refs\/heads\/main, with \* only at the end/
    )
  })
})

describe('parseSignerUri', () => {
  it('takes a Build Signer URI apart on its server', () => {
    expect(
      parseSignerUri('https://github.com/org/central/.github/workflows/certify.yml@refs/heads/main', SERVER)
    ).toEqual({
      repository: 'org/central',
      path: '.github/workflows/certify.yml',
      ref: 'refs/heads/main'
    })
    expect(parseSignerUri('HTTPS://GitHub.com/o/r/.github/workflows/a.yaml@refs/pull/7/merge', SERVER)).toEqual({
      repository: 'o/r',
      path: '.github/workflows/a.yaml',
      ref: 'refs/pull/7/merge'
    })
  })

  it('ends the path at the first @ after the workflow file: a branch named main@refs/heads/x stays a ref', () => {
    expect(parseSignerUri('https://github.com/o/r/.github/workflows/c.yml@main@refs/heads/x', SERVER)).toEqual({
      repository: 'o/r',
      path: '.github/workflows/c.yml',
      ref: 'main@refs/heads/x'
    })
    expect(
      parseSignerUri('https://github.com/o/r/.github/workflows/release.yml.attacker.yml@refs/heads/main', SERVER)?.path
    ).toBe('.github/workflows/release.yml.attacker.yml')
  })

  it.each([
    undefined,
    'https://github.example/o/r/.github/workflows/c.yml@refs/heads/main',
    'https://github.com.evil/o/r/.github/workflows/c.yml@refs/heads/main',
    'https://github.com/o/.github/workflows/c.yml@refs/heads/main',
    'https://github.com/o/r/.github/workflows/c.yml',
    'https://github.com/o/r/.github/workflows/c.yml@',
    'https://github.com/o/r/other/c.yml@refs/heads/main',
    'https://github.com/o/r/.github/workflows/c.yml@refs/heads/a b',
    'https://gitlab.com/o/r/.github/workflows/c.yml@refs/heads/main',
    'https://github.com/x/o/r/.github/workflows/c.yml@refs/heads/main',
    'mailto:someone@example.com'
  ])('is undefined for %p', uri => expect(parseSignerUri(uri, SERVER)).toBeUndefined())
})

describe('isAllowedSigner', () => {
  const uri = (repository: string, path = '.github/workflows/certify.yml', ref = 'refs/heads/main') => ({
    repository,
    path,
    ref
  })

  it('without signer-workflow: any workflow of the repository, its name in any case', () => {
    expect(isAllowedSigner(policy(), uri('octo/agent'))).toBe(true)
    expect(isAllowedSigner(policy(), uri('Octo/Agent', '.github/workflows/other.yml', 'refs/pull/1/merge'))).toBe(true)
    expect(isAllowedSigner(policy(), uri('octo/agent2'))).toBe(false)
    expect(isAllowedSigner(policy(), uri('org/central'))).toBe(false)
  })

  it('with signer-workflow: its repository in any case, its path and its ref exactly', () => {
    const central = policy({
      signerWorkflow: { repository: 'org/central', path: '.github/workflows/certify.yml', ref: 'refs/heads/main' }
    })
    expect(isAllowedSigner(central, uri('ORG/central'))).toBe(true)
    expect(isAllowedSigner(central, uri('org/central', '.github/workflows/Certify.yml'))).toBe(false)
    expect(isAllowedSigner(central, uri('org/central', '.github/workflows/certify.yml', 'refs/heads/dev'))).toBe(false)
    expect(isAllowedSigner(central, uri('org/central', '.github/workflows/certify.yml', 'refs/heads/main2'))).toBe(
      false
    )
    expect(isAllowedSigner(central, uri('octo/agent'))).toBe(false)
    const anyRef = policy({ signerWorkflow: { repository: 'org/central', path: '.github/workflows/certify.yml' } })
    expect(isAllowedSigner(anyRef, uri('org/central', '.github/workflows/certify.yml', 'refs/heads/dev'))).toBe(true)
    expect(isAllowedSigner(anyRef, uri('org/other'))).toBe(false)
  })
})

describe('isAllowedSigning: a signing another statement records (a history entry), held to the same rule', () => {
  const onMain = policy({
    signerWorkflow: { repository: 'octo/agent', path: '.github/workflows/certify.yml' },
    sourceRefs: [{ exact: 'refs/heads/main' }, { prefix: 'refs/heads/gh-readonly-queue/main/' }]
  })
  const signed = (signer?: string, sourceRef?: string, trigger?: string) =>
    isAllowedSigning(onMain, { signer, sourceRef, trigger })

  it('counts the workflow on main, or in its merge queue when the queue started the run', () => {
    expect(signed('octo/agent/.github/workflows/certify.yml@refs/heads/main', 'refs/heads/main', 'push')).toBe(true)
    const queue = 'refs/heads/gh-readonly-queue/main/pr-7-abc'
    expect(signed(`octo/agent/.github/workflows/certify.yml@${queue}`, queue, 'merge_group')).toBe(true)
    expect(signed(`octo/agent/.github/workflows/certify.yml@${queue}`, queue, 'push')).toBe(false)
  })

  it('refuses another workflow, a pull request, another repository, or a signing that does not say who', () => {
    expect(signed('octo/agent/.github/workflows/other.yml@refs/heads/main', 'refs/heads/main', 'push')).toBe(false)
    expect(signed('octo/agent/.github/workflows/certify.yml@refs/pull/7/merge', 'refs/pull/7/merge')).toBe(false)
    expect(signed('evil/agent/.github/workflows/certify.yml@refs/heads/main', 'refs/heads/main', 'push')).toBe(false)
    expect(signed(undefined, 'refs/heads/main', 'push')).toBe(false)
    expect(signed('not a workflow', 'refs/heads/main', 'push')).toBe(false)
  })

  it("refuses a pull request's run whatever source-ref allows, and a self-hosted runner where the policy denies one", () => {
    const anyRef = policy({ sourceRefs: [] })
    const byPullRequest = { signer: 'octo/agent/.github/workflows/certify.yml@refs/pull/7/merge' }
    expect(isAllowedSigning(anyRef, { ...byPullRequest, sourceRef: 'refs/pull/7/merge' })).toBe(false)
    const onMain = { signer: 'octo/agent/.github/workflows/certify.yml@refs/heads/main', sourceRef: 'refs/heads/main' }
    expect(isAllowedSigning(anyRef, onMain)).toBe(true)
    const hostedOnly = policy({ denySelfHostedRunners: true })
    expect(isAllowedSigning(hostedOnly, { ...onMain, runner: 'github-hosted' })).toBe(true)
    expect(isAllowedSigning(hostedOnly, { ...onMain, runner: 'self-hosted' })).toBe(false)
    expect(isAllowedSigning(hostedOnly, onMain)).toBe(false)
  })
})

describe('isAllowedSourceRef', () => {
  const refs = policy({ sourceRefs: [{ exact: 'refs/heads/main' }, { prefix: 'refs/heads/gh-readonly-queue/main/' }] })
  it.each([
    ['refs/heads/main', 'push', true],
    ['refs/heads/main2', 'push', false],
    ['refs/heads/Main', 'push', false],
    ['refs/heads/gh-readonly-queue/main/pr-7-abc', 'merge_group', true],
    ['refs/heads/gh-readonly-queue/main/', 'merge_group', true],
    ['refs/heads/gh-readonly-queue/mainx/pr-7', 'merge_group', false],
    ['refs/pull/7/merge', 'pull_request', false],
    [undefined, 'push', false]
  ])('%p started by %p: %p', (ref, trigger, allowed) => expect(isAllowedSourceRef(refs, ref, trigger)).toBe(allowed))

  it("counts a branch named like the merge queue's as the queue's only when merge_group started its run", () => {
    const queueRef = 'refs/heads/gh-readonly-queue/main/pr-7-abc'
    expect(isAllowedSourceRef(refs, queueRef, 'push')).toBe(false)
    expect(isAllowedSourceRef(refs, queueRef, 'workflow_dispatch')).toBe(false)
    expect(isAllowedSourceRef(refs, queueRef, undefined)).toBe(false)
    expect(isAllowedSourceRef(refs, queueRef, 'merge_group')).toBe(true)
    // A pattern that does not name the queue takes such a branch as the ordinary branch it is.
    const allBranches = policy({ sourceRefs: [{ prefix: 'refs/heads/' }] })
    expect(isAllowedSourceRef(allBranches, queueRef, 'push')).toBe(true)
    expect(isAllowedSourceRef(policy({ sourceRefs: [{ exact: queueRef }] }), queueRef, 'push')).toBe(false)
    // However the pattern spells the queue's name.
    expect(
      isAllowedSourceRef(policy({ sourceRefs: [{ prefix: 'refs/heads/gh-readonly-queue' }] }), queueRef, 'push')
    ).toBe(false)
    expect(
      isAllowedSourceRef(policy({ sourceRefs: [{ prefix: 'refs/heads/gh-readonly-queue' }] }), queueRef, 'merge_group')
    ).toBe(true)
  })

  it('allows any ref, even an unknown one, when source-ref is empty', () => {
    expect(isAllowedSourceRef(policy(), 'refs/pull/7/merge')).toBe(true)
    expect(isAllowedSourceRef(policy(), undefined)).toBe(true)
  })
})

describe('the rest of the policy', () => {
  it('names the source repository by its URI in any case', () => {
    expect(isSourceRepository(policy(), 'https://github.com/Octo/Agent')).toBe(true)
    expect(isSourceRepository(policy(), 'https://github.com/octo/agent/')).toBe(false)
    expect(isSourceRepository(policy(), 'https://github.com/octo/agent2')).toBe(false)
    expect(isSourceRepository(policy(), undefined)).toBe(false)
  })

  it('says whom it expected', () => {
    expect(expectedSigner(policy())).toBe('a workflow of octo/agent')
    expect(
      expectedSigner(policy({ signerWorkflow: { repository: 'Octo/Agent', path: '.github/workflows/c.yml' } }))
    ).toBe('.github/workflows/c.yml of octo/agent')
    expect(
      expectedSigner(
        policy({
          signerWorkflow: { repository: 'octo/agent', path: '.github/workflows/c.yml', ref: 'refs/heads/main' }
        })
      )
    ).toBe('.github/workflows/c.yml@refs/heads/main of octo/agent')
    expect(
      expectedSigner(
        policy({
          signerWorkflow: { repository: 'org/central', path: '.github/workflows/c.yml', ref: 'refs/heads/main' }
        })
      )
    ).toBe('org/central/.github/workflows/c.yml@refs/heads/main')
    expect(
      expectedSigner(policy({ signerWorkflow: { repository: 'org/central', path: '.github/workflows/c.yml' } }))
    ).toBe('org/central/.github/workflows/c.yml')
  })

  it('writes the refs back as the input wrote them', () => {
    expect(refPatternsText([{ exact: 'refs/heads/main' }, { prefix: 'refs/heads/q/' }])).toBe(
      'refs/heads/main, refs/heads/q/*'
    )
  })

  it('is built with its defaults, the server without a trailing slash and the commit in lower case', () => {
    expect(signerPolicy({ serverUrl: 'https://github.com//', repository: 'octo/agent', commit: 'ABCDEF' })).toEqual({
      serverUrl: 'https://github.com',
      oidcIssuer: 'https://token.actions.githubusercontent.com',
      repository: 'octo/agent',
      commit: 'abcdef',
      signerWorkflow: undefined,
      sourceRefs: [],
      denySelfHostedRunners: false
    })
    expect(
      signerPolicy({ serverUrl: SERVER, repository: 'o/r', denySelfHostedRunners: true }).denySelfHostedRunners
    ).toBe(true)
  })

  it("counts a pull request's run only for a lookup by tree, and only when asked in so many words", () => {
    expect(signerPolicy({ serverUrl: SERVER, repository: 'o/r', byTree: true })).toHaveProperty('byTree', true)
    for (const byTree of [false, undefined])
      expect(signerPolicy({ serverUrl: SERVER, repository: 'o/r', byTree })).not.toHaveProperty('byTree')
  })

  it.each([
    ['https://github.com', 'https://token.actions.githubusercontent.com'],
    ['https://GitHub.com', 'https://token.actions.githubusercontent.com'],
    ['https://octo.ghe.com', 'https://token.actions.octo.ghe.com'],
    ['https://ghes.example.com/', 'https://ghes.example.com/_services/token'],
    ['https://ghes.example.com//', 'https://ghes.example.com/_services/token']
  ])('the OIDC issuer of %s is %s', (server, issuer) => expect(oidcIssuerFor(server)).toBe(issuer))
})
