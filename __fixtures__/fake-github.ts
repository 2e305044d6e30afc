/**
 * The GitHub endpoints signing and verifying touch, on loopback: the job's OIDC token
 * (ACTIONS_ID_TOKEN_REQUEST_URL), storing an attestation, and listing a subject's attestations
 * page by page, each bundle inline or behind a `bundle_url`. Tokens are JWTs with GitHub Actions' claims, signed with a throwaway key (the
 * mock Fulcio only decodes them).
 */
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import snappy from 'snappyjs'

/** The request token the runner would give the job; the fake's token endpoint wants it. */
export const FAKE_REQUEST_TOKEN = 'fake-oidc-request-token'

export interface WorkflowIdentity {
  /** `owner/name` */
  repository: string
  /** The workflow file, e.g. `.github/workflows/certification.yml`. */
  workflow: string
  ref: string
  sha: string
  visibility: 'public' | 'private' | 'internal'
  /**
   * The workflow whose job signs, when it is not `workflow` of `repository`: a reusable workflow,
   * or one an organization ruleset requires from a central repository (`job_workflow_ref`).
   */
  signer?: { repository: string; workflow: string; ref: string; sha?: string }
  /** `github-hosted` unless said. */
  runnerEnvironment?: 'github-hosted' | 'self-hosted'
  /** The event that started the run (`event_name`, the certificate's build trigger): `push` unless said. */
  eventName?: string
}

export const DEFAULT_IDENTITY: WorkflowIdentity = {
  repository: 'example/agent',
  workflow: '.github/workflows/certification.yml',
  ref: 'refs/heads/main',
  sha: 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed',
  visibility: 'private'
}

/** The claims of a GitHub Actions OIDC token for `identity` (names as GitHub's). */
export function githubClaims(identity: WorkflowIdentity, audience = 'sigstore'): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000)
  const owner = identity.repository.split('/')[0]
  const workflowRef = `${identity.repository}/${identity.workflow}@${identity.ref}`
  const { signer } = identity
  const jobWorkflowRef = signer === undefined ? workflowRef : `${signer.repository}/${signer.workflow}@${signer.ref}`
  return {
    iss: 'https://token.actions.githubusercontent.com',
    aud: audience,
    sub: `repo:${identity.repository}:ref:${identity.ref}`,
    iat: now,
    nbf: now - 5,
    exp: now + 300,
    jti: randomUUID(),
    ref: identity.ref,
    sha: identity.sha,
    repository: identity.repository,
    repository_owner: owner,
    repository_id: '123456789',
    repository_owner_id: '987654321',
    repository_visibility: identity.visibility,
    event_name: identity.eventName ?? 'push',
    workflow_ref: workflowRef,
    workflow_sha: identity.sha,
    job_workflow_ref: jobWorkflowRef,
    job_workflow_sha: signer?.sha ?? identity.sha,
    run_id: '4242',
    run_attempt: '1',
    runner_environment: identity.runnerEnvironment ?? 'github-hosted',
    // Not a GitHub claim: the mock Fulcio copies one claim into the certificate's SAN, and real
    // Fulcio puts this there.
    fulcio_san: `https://github.com/${jobWorkflowRef}`
  }
}

export interface StoredAttestation {
  id: number
  repository: string
  /** Any JSON value: the tests list odd shapes too. */
  bundle: Record<string, unknown>
  /** The sha256 digests of the statement's subjects, as `sha256:<hex>`. */
  subjects: string[]
}

export interface FakeGitHub {
  url: string
  tokenRequestUrl: string
  /** Every request: method, path with query, headers, body, and when it came (epoch ms). */
  requests: Array<{ method: string; path: string; headers: IncomingHttpHeaders; body: string; at: number }>
  stored: StoredAttestation[]
  /** Answers to the next store requests, in order (e.g. 503, 503): then 201 again. */
  storeAnswers: number[]
  /** The OIDC token endpoint's status (200 gives a token). */
  tokenStatus: number
  /** The identity the next tokens are issued for. */
  identity: WorkflowIdentity
  /** The most entries a page holds, whatever per_page asks (100 unless set). */
  pageSize?: number
  /**
   * How a page carries each bundle: inline (`bundle`, API version 2022-11-28, the default), or as a
   * `bundle_url` to a snappy-compressed file (`bundle_url`, as newer API versions answer).
   */
  listShape: 'bundle' | 'bundle_url'
  /** Answers the next list requests with this status and raw body instead of a page. */
  listAnswers: Array<{ status: number; body: string; headers?: Record<string, string> }>
  /**
   * The repository's history, as `GET /repos/{repo}/commits?sha=` lists it: each commit's parents
   * and when it was committed. A commit not here is a root commit made a day ago.
   */
  commits: Map<string, { parents: string[]; committedAt: number }>
  /** Answers the next commits requests with this status and raw body instead of a list. */
  commitsAnswers: Array<{ status: number; body: string }>
  /**
   * The files changed between two commits, as `GET /repos/{repo}/compare/{from}...{to}` lists
   * them, by `from...to`; a pair not here is a 404.
   */
  changes: Map<string, string[]>
  /** Answers the next compare requests with this status and raw body instead of a comparison. */
  compareAnswers: Array<{ status: number; body: string; headers?: Record<string, string> }>
  /** Each commit's git tree, as `GET /repos/{repo}/git/commits/{sha}` gives it; a commit not here has its sha reversed as its own tree. */
  trees: Map<string, string>
  /**
   * Adds an attestation to list, as if stored earlier, for `repository`: under its own subjects,
   * or under `subjects` (`sha256:<hex>`) to list it where it does not belong.
   */
  addAttestation(repository: string, bundle: unknown, subjects?: string[]): StoredAttestation
  close(): Promise<void>
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url')

/** The sha256 subjects of a bundle's in-toto statement, as `sha256:<hex>`. */
export function bundleSubjects(bundle: Record<string, unknown>): string[] {
  try {
    const envelope = bundle['dsseEnvelope'] as { payload: string }
    const statement = JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8')) as {
      subject: Array<{ digest: { sha256?: string } }>
    }
    return statement.subject.flatMap(subject => (subject.digest.sha256 === undefined ? [] : [`sha256:${subject.digest.sha256}`]))
  } catch {
    return []
  }
}

/** The commits reachable from `sha`, newest first, at most `count`, each as GitHub's commits API lists it. */
function historyFrom(commits: FakeGitHub['commits'], sha: string, count: number): unknown[] {
  const known = (commit: string) => commits.get(commit) ?? { parents: [], committedAt: Date.now() - 86_400_000 }
  const reachable = new Map<string, { parents: string[]; committedAt: number }>()
  const queue = [sha.toLowerCase()]
  while (queue.length > 0 && reachable.size < 1000) {
    const commit = queue.shift() as string
    if (reachable.has(commit)) continue
    reachable.set(commit, known(commit))
    queue.push(...known(commit).parents)
  }
  return [...reachable.entries()]
    .sort(([a, first], [b, second]) => (a === sha ? -1 : b === sha ? 1 : second.committedAt - first.committedAt))
    .slice(0, count)
    .map(([commit, { parents, committedAt }]) => ({
      sha: commit,
      commit: { committer: { date: new Date(committedAt).toISOString() } },
      parents: parents.map(parent => ({ sha: parent }))
    }))
}

export async function startFakeGitHub(options: { identity?: WorkflowIdentity } = {}): Promise<FakeGitHub> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const jwt = (claims: Record<string, unknown>) => {
    const head = base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid: 'fake-github' }))
    const body = base64url(JSON.stringify(claims))
    const signature = sign('sha256', Buffer.from(`${head}.${body}`), { key: privateKey, dsaEncoding: 'ieee-p1363' })
    return `${head}.${body}.${base64url(signature)}`
  }
  let nextId = 1000
  const fake: Omit<FakeGitHub, 'url' | 'tokenRequestUrl' | 'close'> = {
    requests: [],
    stored: [],
    storeAnswers: [],
    listAnswers: [],
    commits: new Map(),
    commitsAnswers: [],
    trees: new Map(),
    changes: new Map(),
    compareAnswers: [],
    tokenStatus: 200,
    listShape: 'bundle',
    identity: options.identity ?? DEFAULT_IDENTITY,
    addAttestation(repository, bundle, subjects) {
      const attestation = {
        id: (nextId += 1),
        repository,
        bundle: bundle as Record<string, unknown>,
        subjects: subjects ?? bundleSubjects(bundle as Record<string, unknown>)
      }
      fake.stored.push(attestation)
      return attestation
    }
  }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake')
      const body = Buffer.concat(chunks).toString('utf8')
      fake.requests.push({
        method: request.method ?? '',
        path: `${url.pathname}${url.search}`,
        headers: request.headers,
        body,
        at: Date.now()
      })
      const send = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers })
        response.end(JSON.stringify(value))
      }
      if (request.method === 'GET' && url.pathname === '/_oidc/token') {
        if (request.headers.authorization !== `Bearer ${FAKE_REQUEST_TOKEN}`) return send(401, { message: 'Bad request token' })
        if (fake.tokenStatus !== 200) return send(fake.tokenStatus, { message: 'Token request refused' })
        return send(200, { value: jwt(githubClaims(fake.identity, url.searchParams.get('audience') ?? 'sigstore')) })
      }
      const store = /^\/repos\/([^/]+\/[^/]+)\/attestations$/.exec(url.pathname)
      if (request.method === 'POST' && store !== null) {
        const status = fake.storeAnswers.shift() ?? 201
        if (status !== 201) return send(status, { message: `Fake refusal with HTTP ${status}` })
        const bundle = (JSON.parse(body) as { bundle?: Record<string, unknown> }).bundle
        if (bundle?.['mediaType'] === undefined) return send(422, { message: 'Invalid bundle' })
        return send(201, { id: fake.addAttestation(store[1], bundle).id })
      }
      const file = /^\/bundles\/(\d+)$/.exec(url.pathname)
      if (request.method === 'GET' && file !== null) {
        const attestation = fake.stored.find(stored => stored.id === Number(file[1]))
        if (attestation === undefined) return send(404, { message: 'Not Found' })
        response.writeHead(200, { 'content-type': 'application/octet-stream' })
        return response.end(Buffer.from(snappy.compress(Buffer.from(JSON.stringify(attestation.bundle)))))
      }
      const compare = /^\/repos\/[^/]+\/[^/]+\/compare\/([0-9a-fA-F]{40}\.\.\.[0-9a-fA-F]{40})$/.exec(url.pathname)
      if (request.method === 'GET' && compare !== null) {
        const canned = fake.compareAnswers.shift()
        if (canned !== undefined) {
          response.writeHead(canned.status, { 'content-type': 'application/json', ...canned.headers })
          return response.end(canned.body)
        }
        const files = fake.changes.get(compare[1].toLowerCase())
        if (files === undefined) return send(404, { message: 'Not Found' })
        return send(200, {
          status: files.length === 0 ? 'identical' : 'ahead',
          files: files.map(filename => ({ filename, status: 'modified' }))
        })
      }
      const gitCommit = /^\/repos\/[^/]+\/[^/]+\/git\/commits\/([0-9a-fA-F]{40})$/.exec(url.pathname)
      if (request.method === 'GET' && gitCommit !== null) {
        if (request.headers.authorization === undefined) return send(401, { message: 'Requires authentication' })
        // Every commit has a tree: one of its own (its sha reversed) unless `trees` says another.
        const commit = gitCommit[1].toLowerCase()
        const tree = fake.trees.get(commit) ?? [...commit].reverse().join('')
        return send(200, { sha: commit, tree: { sha: tree } })
      }
      if (request.method === 'GET' && /^\/repos\/[^/]+\/[^/]+\/commits$/.test(url.pathname)) {
        const canned = fake.commitsAnswers.shift()
        if (canned !== undefined) {
          response.writeHead(canned.status, { 'content-type': 'application/json' })
          return response.end(canned.body)
        }
        if (request.headers.authorization === undefined) return send(401, { message: 'Requires authentication' })
        return send(200, historyFrom(fake.commits, url.searchParams.get('sha') ?? '', Number(url.searchParams.get('per_page') ?? 30)))
      }
      const list = /^\/repos\/([^/]+\/[^/]+)\/attestations\/([^/]+)$/.exec(url.pathname)
      if (request.method === 'GET' && list !== null) {
        const canned = fake.listAnswers.shift()
        if (canned !== undefined) {
          response.writeHead(canned.status, { 'content-type': 'application/json', ...canned.headers })
          return response.end(canned.body)
        }
        if (request.headers.authorization === undefined) return send(401, { message: 'Requires authentication' })
        const [, repository, digest] = list
        // Names are case-insensitive on GitHub; a subject with no attestation is a 404, as GitHub answers.
        const matching = fake.stored.filter(
          attestation =>
            attestation.repository.toLowerCase() === repository.toLowerCase() && attestation.subjects.includes(decodeURIComponent(digest))
        )
        if (matching.length === 0) return send(404, { message: 'Not Found' })
        const pageSize = Math.min(Number(url.searchParams.get('per_page') ?? 30), fake.pageSize ?? 100)
        const after = Number(url.searchParams.get('after') ?? 0)
        const page = matching.slice(after, after + pageSize)
        const more = after + pageSize < matching.length
        const headers: Record<string, string> = more
          ? { link: `<${fakeUrl}${url.pathname}?per_page=${pageSize}&after=${after + pageSize}>; rel="next"` }
          : {}
        const entry = (attestation: StoredAttestation) =>
          fake.listShape === 'bundle'
            ? { bundle: attestation.bundle, repository_id: 123456789 }
            : { bundle_url: `${fakeUrl}/bundles/${attestation.id}`, repository_id: 123456789 }
        return send(200, { attestations: page.map(entry) }, headers)
      }
      send(404, { message: `fake GitHub: no route for ${request.method} ${url.pathname}` })
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const fakeUrl = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`
  return Object.assign(fake, {
    url: fakeUrl,
    tokenRequestUrl: `${fakeUrl}/_oidc/token`,
    async close() {
      server.closeAllConnections()
      await new Promise(resolve => server.close(resolve))
    }
  })
}

/**
 * What a job that signs needs to reach the mocks: Sigstore's hosts through the mocks' proxy (whose
 * CA it trusts), loopback directly, GitHub's API and the OIDC token at the fake.
 */
export function signingEnvironment(sigstore: { proxyUrl: string; caFile: string }, github: FakeGitHub): Record<string, string> {
  return {
    HTTPS_PROXY: sigstore.proxyUrl,
    NO_PROXY: '127.0.0.1,localhost',
    NODE_EXTRA_CA_CERTS: sigstore.caFile,
    GITHUB_API_URL: github.url,
    ACTIONS_ID_TOKEN_REQUEST_URL: github.tokenRequestUrl,
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: FAKE_REQUEST_TOKEN
  }
}
