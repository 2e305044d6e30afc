/**
 * The verify action's inputs, case by case through `readVerifyInputs` (StrykerJS runs these
 * against src/verify/inputs.ts): each default, each refusal naming its input and what to write,
 * and nothing read from anywhere but the inputs and the runner's context.
 */
import { InputError } from '../src/action/inputs.js'
import type { GitHubContext } from '../src/github/context.js'
import { readVerifyInputs } from '../src/verify/inputs.js'

const SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
const CONTEXT: GitHubContext = {
  serverUrl: 'https://ghes.example.com',
  apiUrl: 'https://ghes.example.com/api/v3',
  repository: 'octo/agent',
  workflowSha: SHA.toUpperCase()
}
const read = (inputs: Record<string, string>, context: GitHubContext = CONTEXT) =>
  readVerifyInputs(name => inputs[name] ?? '', context)
const withToken = (inputs: Record<string, string> = {}) => ({ 'github-token': 'ghs_x', ...inputs })

async function refusal(inputs: Record<string, string>, context?: GitHubContext): Promise<InputError> {
  const error = await read(withToken(inputs), context).then(
    () => undefined,
    (thrown: unknown) => thrown
  )
  expect(error).toBeInstanceOf(InputError)
  return error as InputError
}

describe('readVerifyInputs', () => {
  it("defaults to the workflow's commit (in lower case) and repository, the runner's server, any signer and ref", async () => {
    expect(await read(withToken())).toStrictEqual({
      commit: SHA,
      repository: 'octo/agent',
      projectIds: [],
      signerWorkflow: undefined,
      sourceRefs: [],
      denySelfHostedRunners: false,
      maxAgeMs: undefined,
      maxAgeText: undefined,
      passIfExpression: undefined,
      timeoutMs: 300_000,
      trustedRootPath: undefined,
      serviceUrl: undefined,
      allowGivenRuns: false,
      imageCheck: undefined,
      vouch: undefined,
      githubToken: 'ghs_x',
      serverUrl: 'https://ghes.example.com',
      apiUrl: 'https://ghes.example.com/api/v3'
    })
  })

  it("reads service-url as the gate's base-url names it in what it signs, and allow-given-runs as a boolean", async () => {
    const serviceOf = async (text: string) => (await read(withToken({ 'service-url': text }))).serviceUrl
    expect(await serviceOf('https://api.example.com/v1')).toBe('https://api.example.com/v1')
    expect(await serviceOf('https://api.example.com/v1/')).toBe('https://api.example.com/v1')
    expect(await serviceOf('https://api.example.com')).toBe('https://api.example.com/v1')
    expect(await serviceOf('https://api.example.com/certify/v2')).toBe('https://api.example.com/certify/v2')
    await expect(read(withToken({ 'service-url': 'api.example.com' }))).rejects.toThrow(
      "Input 'service-url': is not an absolute URL: write it as the gate's base-url, e.g. https://api.example.com/v1."
    )
    await expect(read(withToken({ 'service-url': 'ftp://api.example.com/v1' }))).rejects.toThrow(
      /Input 'service-url': must be the service's https URL/
    )
    await expect(read(withToken({ 'service-url': 'https://api.example.com/v1?x=1' }))).rejects.toThrow(
      /Input 'service-url'/
    )
    expect((await read(withToken({ 'allow-given-runs': 'true' }))).allowGivenRuns).toBe(true)
    await expect(read(withToken({ 'allow-given-runs': 'maybe' }))).rejects.toThrow(/Input 'allow-given-runs'/)
  })

  it('reads every input, trimmed', async () => {
    const config = await read(
      withToken({
        commit: ` ${'B'.repeat(64)} `,
        repository: ' other-org/agent.v2 ',
        'project-id': 'proj-a, proj-b',
        'signer-workflow': ' org/central/.github/workflows/certify.yml@refs/heads/main ',
        'source-ref': 'refs/heads/main\nrefs/heads/gh-readonly-queue/main/*',
        'deny-self-hosted-runners': 'true',
        'max-age': '30d',
        timeout: '90s',
        'trusted-root': ' /tmp/root.json '
      })
    )
    expect(config).toMatchObject({
      commit: 'b'.repeat(64),
      repository: 'other-org/agent.v2',
      projectIds: ['proj-a', 'proj-b'],
      signerWorkflow: { repository: 'org/central', path: '.github/workflows/certify.yml', ref: 'refs/heads/main' },
      sourceRefs: [{ exact: 'refs/heads/main' }, { prefix: 'refs/heads/gh-readonly-queue/main/' }],
      denySelfHostedRunners: true,
      maxAgeMs: 30 * 86_400_000,
      timeoutMs: 90_000,
      trustedRootPath: '/tmp/root.json'
    })
    expect(
      (await read(withToken({ 'signer-workflow': '.github/workflows/c.yml', repository: 'x/y' }))).signerWorkflow
    ).toStrictEqual({
      repository: 'x/y',
      path: '.github/workflows/c.yml'
    })
  })

  it('compiles pass-if once, over predicate', async () => {
    const config = await read(withToken({ 'pass-if': 'predicate.certification.run.trust_score >= 90' }))
    expect(config.passIfExpression).toBe('predicate.certification.run.trust_score >= 90')
    expect(config.passIf?.variable).toBe('predicate')
    expect(config.passIf?.evaluate({ certification: { run: { trust_score: 91 } } })).toBe(true)
  })

  it.each([
    [
      { commit: 'nope' },
      'commit',
      "Input 'commit': 'nope' is not a full commit SHA (40 hexadecimal characters). Pass ${{ github.sha }} or the commit you deploy."
    ],
    [{ commit: SHA.slice(0, 39) }, 'commit', /is not a full commit SHA/],
    [{ commit: `${SHA}0` }, 'commit', /is not a full commit SHA/],
    [{ commit: `x${SHA}` }, 'commit', /is not a full commit SHA/],
    [{ commit: 'g'.repeat(40) }, 'commit', /is not a full commit SHA/],
    [
      { repository: 'octo' },
      'repository',
      "Input 'repository': 'octo' is not owner/name, e.g. octo-org/support-agent."
    ],
    [{ repository: 'octo/agent/x' }, 'repository', /is not owner\/name/],
    [{ repository: 'x octo/agent' }, 'repository', /is not owner\/name/],
    [{ repository: 'octo/agent x' }, 'repository', /is not owner\/name/],
    [{ 'signer-workflow': 'x.yml' }, 'signer-workflow', /is not a workflow file/],
    [{ 'source-ref': 'main' }, 'source-ref', /is not a ref/],
    [{ 'deny-self-hosted-runners': 'yes' }, 'deny-self-hosted-runners', /is not a boolean/],
    [{ 'max-age': 'soon' }, 'max-age', /is not a duration/],
    [{ 'max-age': '0s' }, 'max-age', /must be greater than zero/],
    [{ 'max-age': '3651d' }, 'max-age', /must be at most 3650d\.$/],
    [{ timeout: '0.5' }, 'timeout', /is not a duration/],
    [{ 'pass-if': 'run.trust_score >= 90' }, 'pass-if', /^Input 'pass-if': is not a valid expression over predicate/],
    [{ 'project-id': 'a, a' }, 'project-id', /lists 'a' twice/]
  ] as Array<[Record<string, string>, string, string | RegExp]>)(
    'refuses %p, naming %s',
    async (inputs, input, message) => {
      const error = await refusal(inputs)
      expect(error.input).toBe(input)
      if (typeof message === 'string') expect(error.message).toBe(message)
      else expect(error.message).toMatch(message)
    }
  )

  describe('an image to vouch for (attest: true)', () => {
    const DIGEST = `sha256:${'0f'.repeat(32)}`
    const image = (inputs: Record<string, string>) =>
      withToken({
        attest: 'true',
        'project-id': 'proj-a',
        'subject-name': 'ghcr.io/acme/agent',
        'subject-digest': DIGEST,
        ...inputs
      })

    it('reads the image, its digest and push-to-registry, for one project', async () => {
      expect((await read(image({ 'push-to-registry': 'true' }))).vouch).toStrictEqual({
        image: { name: 'ghcr.io/acme/agent', registry: 'ghcr.io', repository: 'acme/agent' },
        digest: DIGEST,
        pushToRegistry: true
      })
      expect((await read(image({ 'subject-name': '127.0.0.1:5000/a/b/c' }))).vouch?.image).toStrictEqual({
        name: '127.0.0.1:5000/a/b/c',
        registry: '127.0.0.1:5000',
        repository: 'a/b/c'
      })
      expect((await read(image({ 'subject-name': 'localhost/agent' }))).vouch?.image.registry).toBe('localhost')
      expect((await read(image({ 'subject-name': 'registry:5000/my_org/agent-v2.1' }))).vouch?.pushToRegistry).toBe(
        false
      )
      expect((await read(withToken({ attest: 'false' }))).vouch).toBeUndefined()
    })

    it.each([
      [
        { 'subject-digest': 'sha256:abc' },
        'subject-digest',
        /^Input 'subject-digest': 'sha256:abc' is not an image digest: sha256: and 64 hexadecimal/
      ],
      [{ 'subject-digest': `sha512:${'0f'.repeat(32)}` }, 'subject-digest', /is not an image digest/],
      [{ 'subject-digest': `sha256:${'0F'.repeat(32)}` }, 'subject-digest', /is not an image digest/],
      [{ 'subject-digest': '' }, 'subject-digest', /is empty, and attest is true: pass the image's manifest digest/],
      [
        { 'subject-name': 'ghcr.io/acme/agent:v1' },
        'subject-name',
        /holds a tag: give the image without it \(ghcr\.io\/acme\/agent\); a tag can move/
      ],
      [
        { 'subject-name': `ghcr.io/acme/agent@${`sha256:${'0f'.repeat(32)}`}` },
        'subject-name',
        /holds a digest: give the image without it/
      ],
      [{ 'subject-name': 'acme/agent' }, 'subject-name', /does not name its registry: write it fully qualified/],
      [{ 'subject-name': 'agent' }, 'subject-name', /names no repository/],
      [{ 'subject-name': 'ghcr.io/Acme/agent' }, 'subject-name', /is not an image name: lower-case letters/],
      [{ 'subject-name': 'ghcr.io/acme//agent' }, 'subject-name', /is not an image name/],
      [{ 'subject-name': '' }, 'subject-name', /is empty, and attest is true: name the image/],
      [
        { 'project-id': '' },
        'project-id',
        /names no project, and attest is true: an image's summary is for exactly one project/
      ],
      [{ 'project-id': 'a, b' }, 'project-id', /names 2 projects, and attest is true/],
      [{ attest: 'yes' }, 'attest', /is not a boolean/],
      [
        { attest: 'false' },
        'attest',
        "Input 'attest': is not true, so subject-name and subject-digest would go unused: set attest: true to sign a summary for the image, or leave them out."
      ],
      [
        { attest: '', 'subject-name': '', 'subject-digest': '', 'push-to-registry': 'true' },
        'attest',
        /is not true, so push-to-registry would go unused: .* or leave it out\.$/
      ],
      [{ 'push-to-registry': 'maybe' }, 'push-to-registry', /is not a boolean/]
    ] as Array<[Record<string, string>, string, string | RegExp]>)(
      'refuses %p, naming %s',
      async (inputs, input, message) => {
        const error = await refusal(image(inputs))
        expect(error.input).toBe(input)
        if (typeof message === 'string') expect(error.message).toBe(message)
        else expect(error.message).toMatch(message)
      }
    )
  })

  describe('an image to check (image)', () => {
    const DIGEST = `sha256:${'a7'.repeat(32)}`
    /** A deploy on a push, whose event names the repository's default branch. */
    const ON_TRUNK: GitHubContext = { ...CONTEXT, eventName: 'push', defaultBranch: 'trunk' }

    it('reads the image by digest instead of a commit, a tag beside the digest left aside', async () => {
      const config = await read(withToken({ image: `ghcr.io/acme/agent@${DIGEST}` }), ON_TRUNK)
      expect(config.commit).toBe('')
      expect(config.imageCheck).toStrictEqual({
        image: { name: 'ghcr.io/acme/agent', registry: 'ghcr.io', repository: 'acme/agent' },
        digest: DIGEST
      })
      expect(
        (await read(withToken({ image: `127.0.0.1:5000/acme/agent:v1.2@${DIGEST}` }), ON_TRUNK)).imageCheck?.image.name
      ).toBe('127.0.0.1:5000/acme/agent')
    })

    it.each([
      [
        { image: 'ghcr.io/acme/agent:v1' },
        'image',
        "Input 'image': 'ghcr.io/acme/agent:v1' names no digest: give the image by digest, e.g. ghcr.io/acme/agent@sha256:…, as the deploy runs it (a tag can move)."
      ],
      [{ image: 'ghcr.io/acme/agent@sha256:abc' }, 'image', /'sha256:abc' is not an image digest/],
      [{ image: `acme/agent@${DIGEST}` }, 'image', /does not name its registry/],
      [
        { image: `ghcr.io/acme/agent@${DIGEST}`, commit: SHA },
        'commit',
        /^Input 'commit': is set beside image: an image is checked by its summary/
      ],
      [
        {
          image: `ghcr.io/acme/agent@${DIGEST}`,
          attest: 'true',
          'project-id': 'p',
          'subject-name': 'ghcr.io/acme/agent',
          'subject-digest': DIGEST
        },
        'attest',
        /^Input 'attest': is true beside image: a step either checks an image or vouches for one/
      ]
    ] as Array<[Record<string, string>, string, string | RegExp]>)(
      'refuses %p, naming %s',
      async (inputs, input, message) => {
        const error = await refusal(inputs, ON_TRUNK)
        expect(error.input).toBe(input)
        if (typeof message === 'string') expect(error.message).toBe(message)
        else expect(error.message).toMatch(message)
      }
    )

    it('counts, with no ref named, only summaries signed on the default branch and its merge queue', async () => {
      const image = { image: `ghcr.io/acme/agent@${DIGEST}` }
      const onTrunk = {
        sourceRefs: [{ exact: 'refs/heads/trunk' }, { prefix: 'refs/heads/gh-readonly-queue/trunk/pr-' }],
        protectedBranch: 'trunk'
      }
      expect(await read(withToken(image), ON_TRUNK)).toMatchObject(onTrunk)
      // signer-workflow without a ref names no ref either.
      const loose = await read(withToken({ ...image, 'signer-workflow': '.github/workflows/release.yml' }), ON_TRUNK)
      expect(loose).toMatchObject(onTrunk)
      // A ref named in source-ref is the person's word: taken as written.
      const named = await read(withToken({ ...image, 'source-ref': 'refs/tags/v*' }), ON_TRUNK)
      expect([named.sourceRefs, named.protectedBranch]).toEqual([[{ prefix: 'refs/tags/v' }], undefined])
      // A ref in signer-workflow pins the workflow file (a reusable one's is the called file's), not the branch the
      // run was on: the default stands.
      const pinned = await read(
        withToken({ ...image, 'signer-workflow': '.github/workflows/vouch.yml@refs/heads/main' }),
        ON_TRUNK
      )
      expect(pinned).toMatchObject(onTrunk)
      expect(pinned.signerWorkflow).toMatchObject({ ref: 'refs/heads/main' })
      // A commit's certification is bound to the commit: no default there.
      const commit = await read(withToken(), ON_TRUNK)
      expect([commit.sourceRefs, commit.protectedBranch]).toEqual([[], undefined])
      // Another repository's default branch is not this event's: it is to be read from GitHub, never assumed.
      const other = await read(withToken({ ...image, repository: 'Other/Agent' }), ON_TRUNK)
      expect(other).toMatchObject({ sourceRefs: [], defaultBranchOf: 'Other/Agent' })
      expect(other.protectedBranch).toBeUndefined()
      const sameInOtherCase = await read(
        withToken({ ...image, repository: CONTEXT.repository?.toUpperCase() ?? '' }),
        ON_TRUNK
      )
      expect(sameInOtherCase).toMatchObject(onTrunk)
      expect(sameInOtherCase.defaultBranchOf).toBeUndefined()
    })

    it('refuses image: where the event names no default branch and no ref is named, naming source-ref', async () => {
      const error = await refusal(
        { image: `ghcr.io/acme/agent@${DIGEST}`, 'signer-workflow': '.github/workflows/release.yml' },
        { ...CONTEXT, eventName: 'workflow_dispatch' }
      )
      expect(error.input).toBe('source-ref')
      expect(error.message).toBe(
        "Input 'source-ref': is empty, and this workflow_dispatch event names no default branch (repository.default_branch): image: counts only summaries signed on protected history. Name its refs, e.g. refs/heads/main, refs/heads/gh-readonly-queue/main/*."
      )
    })

    it("refuses to vouch for an image from a commit other than the run's own", async () => {
      const error = await refusal({
        commit: 'b'.repeat(40),
        attest: 'true',
        'project-id': 'p',
        'subject-name': 'ghcr.io/acme/agent',
        'subject-digest': DIGEST
      })
      expect(error.input).toBe('commit')
      expect(error.message).toMatch(/is not the commit this run is on \(GITHUB_SHA\), and attest is true/)
    })
  })

  it('quotes at most 80 characters of a commit and 120 of a repository', async () => {
    expect((await refusal({ commit: 'z'.repeat(100) })).message).toContain(`'${'z'.repeat(80)}' is not`)
    expect((await refusal({ repository: 'r'.repeat(150) })).message).toContain(`'${'r'.repeat(120)}' is not`)
  })

  it('takes max-age down to one second and up to ten years, and timeout from one second', async () => {
    expect((await read(withToken({ 'max-age': '1s' }))).maxAgeMs).toBe(1000)
    expect((await read(withToken({ 'max-age': '3650d' }))).maxAgeMs).toBe(3650 * 86_400_000)
    expect((await refusal({ 'max-age': '0.5s' })).input).toBe('max-age')
    expect((await read(withToken({ timeout: '1s' }))).timeoutMs).toBe(1000)
  })

  it('refuses an empty github-token, and a commit or repository the context does not give either', async () => {
    const token = await read({}).catch((error: InputError) => error)
    expect(token).toMatchObject({
      input: 'github-token',
      message:
        "Input 'github-token': is empty: the attestations are listed with it. Leave it at its default, ${{ github.token }}."
    })
    expect((await refusal({}, { ...CONTEXT, workflowSha: undefined })).message).toBe(
      "Input 'commit': '' is not a full commit SHA (40 hexadecimal characters). Pass ${{ github.sha }} or the commit you deploy."
    )
    expect((await refusal({}, { ...CONTEXT, repository: undefined })).message).toBe(
      "Input 'repository': '' is not owner/name, e.g. octo-org/support-agent."
    )
  })
})
