/**
 * The GitHub endpoints signing and verifying touch, on loopback: the job's OIDC token
 * (ACTIONS_ID_TOKEN_REQUEST_URL), storing an attestation, and listing a subject's attestations
 * page by page, each bundle inline or behind a `bundle_url`; a commit's history, its git tree, and
 * the files changed between two commits. Every JSON body of GitHub's REST API it answers with is
 * built in github-bodies.ts, typed by GitHub's OpenAPI description; a canned body GitHub would never
 * send is `malformed()`. Tokens are JWTs with GitHub Actions' claims, signed with a throwaway key
 * (the mock Fulcio only decodes them); the token endpoint is the runner's, not the REST API's.
 */
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import snappy from 'snappyjs'
import {
  attestationListBody,
  bodyText,
  commitBody,
  comparisonBody,
  errorBody,
  gitCommitBody,
  issueBody,
  issueCommentBody,
  type AttestationEntry,
  type FakeIssue,
  type IssueList,
  type Bundle,
  type AttestationList,
  type AttestationStored,
  type AttestationToStore,
  type BranchRules,
  type CannedAnswer,
  type CommitList,
  type IssueCommentList,
  type Comparison,
  type RunnerIdToken
} from './github-bodies.ts'

export { malformed, malformedBundle, type Bundle } from './github-bodies.ts'

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
  bundle: Bundle
  /** The sha256 digests of the statement's subjects, as `sha256:<hex>`. */
  subjects: string[]
}

export interface FakeGitHub {
  url: string
  tokenRequestUrl: string
  /** Every request: method, path with query, headers, body, and when it came (epoch ms). */
  requests: Array<{ method: string; path: string; headers: IncomingHttpHeaders; body: string; at: number }>
  stored: StoredAttestation[]
  /** Answers to the next store requests, in order (e.g. 503, 503, or a status with GitHub's message): then 201 again. */
  storeAnswers: Array<number | { status: number; message: string }>
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
  /** Answers the next list requests with this status and body instead of a page. */
  listAnswers: Array<CannedAnswer<AttestationList>>
  /**
   * The repository's history, as `GET /repos/{repo}/commits?sha=` lists it: each commit's parents
   * and when it was committed (`committer: false`: GitHub names no committer, as it may). A commit
   * not here is a root commit made a day ago.
   */
  commits: Map<string, { parents: string[]; committedAt: number; committer?: boolean }>
  /**
   * The pull requests' comments, as `GET …/issues/{n}/comments` lists them and `POST` adds one (answered as written by
   * the job's token, whose login GraphQL's `viewer` names).
   */
  comments: Array<{ repository: string; issue: number; id: number; body: string }>
  /**
   * The repository's issues, as `GET /repos/{repo}/issues` lists them (by `state` and `labels`), `POST` opens one and
   * `PATCH` changes its state; their comments are in `comments`.
   */
  issues: FakeIssue[]
  /** The labels each repository has (`POST /repos/{repo}/labels` makes one, 422 when it is there). */
  labels: Array<{ repository: string; name: string }>
  /** Answers the next issue-list requests with this status and body instead of a list. */
  issueListAnswers: Array<CannedAnswer<IssueList>>
  /** False: opening an issue, commenting on one or closing it is refused (403), as a token without issues: write is. */
  issuesWritable: boolean
  /** Answers the next commits requests with this status and body instead of a list. */
  commitsAnswers: Array<CannedAnswer<CommitList>>
  /**
   * The files changed between two commits, as `GET /repos/{repo}/compare/{from}...{to}` lists
   * them, by `from...to` (`undefined`: the comparison leaves `files` out, as GitHub may); a pair
   * not here is a 404.
   */
  changes: Map<string, string[] | undefined>
  /** Answers the next compare requests with this status and body instead of a comparison. */
  compareAnswers: Array<CannedAnswer<Comparison>>
  /** Each commit's git tree, as `GET /repos/{repo}/git/commits/{sha}` gives it; a commit not here has its sha reversed as its own tree. */
  trees: Map<string, string>
  /** The rules of each branch, as `GET /repos/{repo}/rules/branches/{branch}` lists them; a branch not here has none. */
  rules: Map<string, BranchRules>
  /** Answers the next branch-rules requests with this status and body instead of the rules. */
  rulesAnswers: Array<CannedAnswer<BranchRules>>
  /**
   * Each repository's default branch, as `GET /repos/{repo}` names it (by `owner/name`, any case); a repository not
   * here is a 404, as GitHub answers one the token cannot read.
   */
  defaultBranches: Map<string, string>
  /**
   * Adds an attestation to list, as if stored earlier, for `repository`: under its own subjects,
   * or under `subjects` (`sha256:<hex>`) to list it where it does not belong.
   */
  addAttestation(repository: string, bundle: Bundle, subjects?: string[]): StoredAttestation
  close(): Promise<void>
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url')

/** The sha256 subjects of a bundle's in-toto statement, as `sha256:<hex>`. */
export function bundleSubjects(bundle: Bundle): string[] {
  try {
    const envelope = bundle.dsseEnvelope as { payload: string }
    const statement = JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8')) as {
      subject: Array<{ digest: { sha256?: string } }>
    }
    return statement.subject.flatMap(subject =>
      subject.digest.sha256 === undefined ? [] : [`sha256:${subject.digest.sha256}`]
    )
  } catch {
    return []
  }
}

/** The commits reachable from `sha`, newest first, at most `count`, each as GitHub's commits API lists it. */
function historyFrom(repository: string, commits: FakeGitHub['commits'], sha: string, count: number): CommitList {
  const known = (commit: string) => commits.get(commit) ?? { parents: [], committedAt: Date.now() - 86_400_000 }
  const reachable = new Map<string, { parents: string[]; committedAt: number; committer?: boolean }>()
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
    .map(([commit, { parents, committedAt, committer }]) =>
      commitBody(repository, commit, { parents, committedAt, committer: committer !== false })
    )
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
    comments: [],
    issues: [],
    labels: [],
    issueListAnswers: [],
    issuesWritable: true,
    commitsAnswers: [],
    trees: new Map(),
    rules: new Map(),
    rulesAnswers: [],
    defaultBranches: new Map(),
    changes: new Map(),
    compareAnswers: [],
    tokenStatus: 200,
    listShape: 'bundle',
    identity: options.identity ?? DEFAULT_IDENTITY,
    addAttestation(repository, bundle, subjects) {
      const attestation = { id: (nextId += 1), repository, bundle, subjects: subjects ?? bundleSubjects(bundle) }
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
        response.end(bodyText(value))
      }
      const refuse = (status: number, message: string) => send(status, errorBody(message))
      const canned = (answer: CannedAnswer<unknown>) => send(answer.status, answer.body, answer.headers)
      if (request.method === 'GET' && url.pathname === '/_oidc/token') {
        if (request.headers.authorization !== `Bearer ${FAKE_REQUEST_TOKEN}`) return refuse(401, 'Bad request token')
        if (fake.tokenStatus !== 200) return refuse(fake.tokenStatus, 'Token request refused')
        return send(200, {
          value: jwt(githubClaims(fake.identity, url.searchParams.get('audience') ?? 'sigstore'))
        } satisfies RunnerIdToken)
      }
      const store = /^\/repos\/([^/]+\/[^/]+)\/attestations$/.exec(url.pathname)
      if (request.method === 'POST' && store !== null) {
        const answer = fake.storeAnswers.shift() ?? 201
        const { status, message } =
          typeof answer === 'number' ? { status: answer, message: `Fake refusal with HTTP ${answer}` } : answer
        if (status !== 201) return refuse(status, message)
        const { bundle } = JSON.parse(body) as Partial<AttestationToStore>
        if (bundle?.mediaType === undefined) return refuse(422, 'Invalid bundle')
        return send(201, { id: fake.addAttestation(store[1], bundle).id } satisfies AttestationStored)
      }
      const file = /^\/bundles\/(\d+)$/.exec(url.pathname)
      if (request.method === 'GET' && file !== null) {
        const attestation = fake.stored.find(stored => stored.id === Number(file[1]))
        if (attestation === undefined) return refuse(404, 'Not Found')
        response.writeHead(200, { 'content-type': 'application/octet-stream' })
        return response.end(Buffer.from(snappy.compress(Buffer.from(JSON.stringify(attestation.bundle)))))
      }
      const compare = /^\/repos\/([^/]+\/[^/]+)\/compare\/(([0-9a-fA-F]{40})\.\.\.([0-9a-fA-F]{40}))$/.exec(
        url.pathname
      )
      if (request.method === 'GET' && compare !== null) {
        const answer = fake.compareAnswers.shift()
        if (answer !== undefined) return canned(answer)
        const [, repository, basehead, from, to] = compare
        if (!fake.changes.has(basehead.toLowerCase())) return refuse(404, 'Not Found')
        return send(200, comparisonBody(repository, from, to, fake.changes.get(basehead.toLowerCase())))
      }
      const gitCommit = /^\/repos\/([^/]+\/[^/]+)\/git\/commits\/([0-9a-fA-F]{40})$/.exec(url.pathname)
      if (request.method === 'GET' && gitCommit !== null) {
        if (request.headers.authorization === undefined) return refuse(401, 'Requires authentication')
        // Every commit has a tree: one of its own (its sha reversed) unless `trees` says another.
        const commit = gitCommit[2].toLowerCase()
        const tree = fake.trees.get(commit) ?? [...commit].reverse().join('')
        return send(200, gitCommitBody(gitCommit[1], commit, tree))
      }
      const rules = /^\/repos\/([^/]+\/[^/]+)\/rules\/branches\/(.+)$/.exec(url.pathname)
      if (request.method === 'GET' && rules !== null) {
        const answer = fake.rulesAnswers.shift()
        if (answer !== undefined) return canned(answer)
        return send(200, fake.rules.get(decodeURIComponent(rules[2])) ?? [])
      }
      const repositoryPath = /^\/repos\/([^/]+\/[^/]+)$/.exec(url.pathname)
      if (request.method === 'GET' && repositoryPath !== null) {
        if (request.headers.authorization === undefined) return refuse(401, 'Requires authentication')
        const branch = fake.defaultBranches.get(repositoryPath[1].toLowerCase())
        if (branch === undefined) return refuse(404, 'Not Found')
        return send(200, { full_name: repositoryPath[1], default_branch: branch })
      }
      const history = /^\/repos\/([^/]+\/[^/]+)\/commits$/.exec(url.pathname)
      if (request.method === 'GET' && history !== null) {
        const answer = fake.commitsAnswers.shift()
        if (answer !== undefined) return canned(answer)
        if (request.headers.authorization === undefined) return refuse(401, 'Requires authentication')
        return send(
          200,
          historyFrom(
            history[1],
            fake.commits,
            url.searchParams.get('sha') ?? '',
            Number(url.searchParams.get('per_page') ?? 30)
          )
        )
      }
      const list = /^\/repos\/([^/]+\/[^/]+)\/attestations\/([^/]+)$/.exec(url.pathname)
      if (request.method === 'GET' && list !== null) {
        const answer = fake.listAnswers.shift()
        if (answer !== undefined) return canned(answer)
        if (request.headers.authorization === undefined) return refuse(401, 'Requires authentication')
        const [, repository, digest] = list
        // Names are case-insensitive on GitHub; a subject with no attestation is a 404, as GitHub answers.
        const matching = fake.stored.filter(
          attestation =>
            attestation.repository.toLowerCase() === repository.toLowerCase() &&
            attestation.subjects.includes(decodeURIComponent(digest))
        )
        if (matching.length === 0) return refuse(404, 'Not Found')
        const pageSize = Math.min(Number(url.searchParams.get('per_page') ?? 30), fake.pageSize ?? 100)
        const after = Number(url.searchParams.get('after') ?? 0)
        const page = matching.slice(after, after + pageSize)
        const more = after + pageSize < matching.length
        const headers: Record<string, string> = more
          ? { link: `<${fakeUrl}${url.pathname}?per_page=${pageSize}&after=${after + pageSize}>; rel="next"` }
          : {}
        const entry = (attestation: StoredAttestation): AttestationEntry =>
          fake.listShape === 'bundle'
            ? { bundle: attestation.bundle, repository_id: 123456789 }
            : { bundle_url: `${fakeUrl}/bundles/${attestation.id}`, repository_id: 123456789 }
        return send(200, attestationListBody(page.map(entry)), headers)
      }
      if (request.method === 'POST' && url.pathname === '/graphql')
        return send(200, { data: { viewer: { login: 'github-actions' } } })
      const issues = /^\/repos\/([^/]+\/[^/]+)\/issues$/.exec(url.pathname)
      const oneIssue = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)$/.exec(url.pathname)
      const labels = /^\/repos\/([^/]+\/[^/]+)\/labels$/.exec(url.pathname)
      const readOnly = () => refuse(403, 'Resource not accessible by integration')
      if (issues !== null && request.method === 'GET') {
        const answer = fake.issueListAnswers.shift()
        if (answer !== undefined) return canned(answer)
        const state = url.searchParams.get('state') ?? 'open'
        const wanted = (url.searchParams.get('labels') ?? '').split(',').filter(name => name !== '')
        const listed = fake.issues.filter(
          issue =>
            issue.repository === issues[1] &&
            (state === 'all' || issue.state === state) &&
            wanted.every(name => issue.labels.includes(name))
        )
        return send(200, listed.map(issueBody) satisfies IssueList)
      }
      if (issues !== null && request.method === 'POST') {
        if (!fake.issuesWritable) return readOnly()
        const asked = JSON.parse(body) as { title: string; body?: string; labels?: string[] }
        const number = (nextId += 1)
        const issue: FakeIssue = {
          repository: issues[1],
          number,
          title: asked.title,
          body: asked.body ?? '',
          labels: asked.labels ?? [],
          state: 'open'
        }
        fake.issues.push(issue)
        return send(201, issueBody(issue))
      }
      if (oneIssue !== null && request.method === 'PATCH') {
        if (!fake.issuesWritable) return readOnly()
        const issue = fake.issues.find(one => one.repository === oneIssue[1] && one.number === Number(oneIssue[2]))
        if (issue === undefined) return refuse(404, 'Not Found')
        const asked = JSON.parse(body) as { state?: 'open' | 'closed' }
        if (asked.state !== undefined) issue.state = asked.state
        return send(200, issueBody(issue))
      }
      if (labels !== null && request.method === 'POST') {
        if (!fake.issuesWritable) return readOnly()
        const { name } = JSON.parse(body) as { name: string }
        if (fake.labels.some(label => label.repository === labels[1] && label.name === name))
          return refuse(422, 'Validation Failed')
        fake.labels.push({ repository: labels[1], name })
        return send(201, { name })
      }
      const comments = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname)
      if (comments !== null && (request.method === 'GET' || request.method === 'POST')) {
        if (request.method === 'POST' && !fake.issuesWritable) return readOnly()
        const [repository, issue] = [comments[1], Number(comments[2])]
        const written = (comment: FakeGitHub['comments'][number]) => issueCommentBody(repository, issue, comment)
        if (request.method === 'GET')
          return send(
            200,
            fake.comments
              .filter(one => one.repository === repository && one.issue === issue)
              .map(written) satisfies IssueCommentList
          )
        const comment = { repository, issue, id: (nextId += 1), body: String(JSON.parse(body).body) }
        fake.comments.push(comment)
        return send(201, written(comment))
      }
      refuse(404, `fake GitHub: no route for ${request.method} ${url.pathname}`)
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
export function signingEnvironment(
  sigstore: { proxyUrl: string; caFile: string },
  github: FakeGitHub
): Record<string, string> {
  return {
    HTTPS_PROXY: sigstore.proxyUrl,
    NO_PROXY: '127.0.0.1,localhost',
    NODE_EXTRA_CA_CERTS: sigstore.caFile,
    GITHUB_API_URL: github.url,
    ACTIONS_ID_TOKEN_REQUEST_URL: github.tokenRequestUrl,
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: FAKE_REQUEST_TOKEN
  }
}
