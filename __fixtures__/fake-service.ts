/**
 * A fake Agent Certification Service for tests, the demo and the benchmark. It implements the
 * public spec (projects, start, runs that move through statuses, bearer keys, quote tokens,
 * idempotent starts) and takes scripted faults. Where the spec says "not shown", it makes up
 * something plausible: the action must not depend on those choices.
 *
 * Self-contained (node: imports only, erasable TypeScript) so that Node 24 runs it directly:
 * `node __fixtures__/fake-service.ts [--port N] [--key K] [--step-ms N]`.
 */
import { randomUUID } from 'node:crypto'
import { ServerResponse, createServer, type IncomingMessage, type Server } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import type { AddressInfo, Socket } from 'node:net'
import { pathToFileURL } from 'node:url'

export interface RunScript {
  /** The statuses a run goes through, one per `stepMs`; the last one stays. */
  statuses: string[]
  /** How long each status lasts; 0 moves one status per poll instead, for tests that must not race the clock. */
  stepMs: number
  /** Fields the finished run record carries beside run_id and status. */
  reportFields?: Record<string, unknown>
  /**
   * Lists reportFields first, in their order, before the record's own (a trust_score given among them stays where it
   * was given): a service whose report names many checks before its score.
   */
  reportFieldsFirst?: boolean
}

export type FaultKind =
  /** Answers `status` with a JSON `{message}` body (or `body`) and optional Retry-After. */
  | 'status'
  /**
   * Destroys the connection once the request has been read; `afterActing` (here and with `hang`) lets the start create
   * its run first.
   */
  | 'reset'
  /** Reads the request and never answers. */
  | 'hang'
  /** Sends the headers and half a body, then goes silent. */
  | 'stall-body'
  /** Answers 200 with `body` as it is (`contentType`, default text/html). */
  | 'raw'
  /** Answers 200 with a body of `sizeBytes`, streamed. */
  | 'huge'
  /** Answers 302 to `location`. */
  | 'redirect'

export interface Fault {
  route: 'start' | 'poll' | 'any'
  kind: FaultKind
  /** How many requests it applies to; default 1. */
  times?: number
  status?: number
  /**
   * The Retry-After header; a function makes it when the fault answers, from that moment (an
   * HTTP date made at set-up would be seconds stale by the time a slow machine's action asks).
   */
  retryAfter?: string | ((answeredAt: number) => string)
  body?: string
  contentType?: string
  sizeBytes?: number
  location?: string
  afterActing?: boolean
}

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
  at: number
}

export interface FakeServiceOptions {
  /** The one API key this environment accepts. */
  apiKey?: string
  /** Billing-exempt organizations need no quote token. */
  billingExempt?: boolean
  /** Quote tokens the service accepts when the organization is not exempt. */
  quoteTokens?: string[]
  script?: Partial<RunScript>
  /** Answers 429 with Retry-After to requests over this many per second, across all clients. */
  rateLimit?: { requestsPerSecond: number; retryAfterSeconds: number }
  /** Serve https with this key and certificate (PEM). */
  tls?: { key: string; cert: string }
  port?: number
  host?: string
}

interface Project {
  id: string
  name: string
  repoUrl: string
  script?: Partial<RunScript>
  /** Scripts the next starts take, one each, in order (over `script`); with `cycle`, round and round. */
  queued?: { scripts: Array<Partial<RunScript>>; cycle: boolean; next: number }
  /** A start while a run of the project is going is answered with that run, as a service that allows one at a time. */
  oneAtATime?: boolean
  /** How that run's id is spelled in the answer: as it was, or as a service that reads ids loosely may give it back. */
  spellGoing?: (runId: string) => string
}

interface Run {
  id: string
  projectId: string
  createdAt: number
  script: RunScript
  polls: number
}

export const DEMO_API_KEY = 'acs_sk_demo0123456789'
export const DEMO_PROJECT_ID = 'proj-demo'

const DEFAULT_SCRIPT: RunScript = {
  statuses: ['queued', 'running', 'completed'],
  stepMs: 1000,
  reportFields: {}
}

export class FakeService {
  readonly requests: RecordedRequest[] = []
  readonly projects = new Map<string, Project>()
  readonly runs = new Map<string, Run>()
  private readonly faults: Fault[] = []
  private readonly idempotentStarts = new Map<string, string>()
  private readonly sockets = new Set<Socket>()
  private readonly options: Required<Omit<FakeServiceOptions, 'port' | 'host' | 'script' | 'rateLimit' | 'tls'>> &
    Pick<FakeServiceOptions, 'rateLimit' | 'tls'> & { script: RunScript }
  private server!: Server
  private rateWindow = { second: 0, count: 0 }
  private reopenTimer?: NodeJS.Timeout
  /** Requests answered 429 by the rate limit. */
  rateLimited = 0
  origin = ''

  constructor(options: FakeServiceOptions = {}) {
    this.options = {
      apiKey: options.apiKey ?? DEMO_API_KEY,
      billingExempt: options.billingExempt ?? true,
      quoteTokens: options.quoteTokens ?? ['qt_demo'],
      script: { ...DEFAULT_SCRIPT, ...options.script },
      rateLimit: options.rateLimit,
      tls: options.tls
    }
    this.projects.set(DEMO_PROJECT_ID, {
      id: DEMO_PROJECT_ID,
      name: 'demo-agent',
      repoUrl: 'https://github.com/example/demo-agent'
    })
  }

  /** The base URL the action is given: origin plus the version prefix. */
  get url(): string {
    return `${this.origin}/v1`
  }

  /** Listens on loopback; `publicHost` is the name the base URL uses (a certificate's name, say). */
  async listen(port = 0, host = '127.0.0.1', publicHost = host): Promise<this> {
    const handler = (request: IncomingMessage, response: ServerResponse) => void this.handle(request, response)
    this.server = this.options.tls ? createTlsServer(this.options.tls, handler) : createServer(handler)
    this.server.on(this.options.tls ? 'secureConnection' : 'connection', (socket: Socket) => {
      this.sockets.add(socket)
      socket.on('close', () => this.sockets.delete(socket))
    })
    await new Promise<void>(resolve => this.server.listen(port, host, resolve))
    const address = this.server.address() as AddressInfo
    this.origin = `${this.options.tls ? 'https' : 'http'}://${publicHost.includes(':') ? `[${publicHost}]` : publicHost}:${address.port}`
    return this
  }

  async close(): Promise<void> {
    // A pending reopen must not bring the server back after it was closed for good.
    clearTimeout(this.reopenTimer)
    for (const socket of this.sockets) socket.destroy()
    this.server.closeAllConnections()
    await new Promise<void>(resolve => this.server.close(() => resolve()))
  }

  /** Stops listening (connections are refused) for `ms`, then listens on the same port again. */
  async refuseConnectionsFor(ms: number): Promise<void> {
    const { port, address } = this.server.address() as AddressInfo
    await this.close()
    this.reopenTimer = setTimeout(() => void this.server.listen(port, address), ms)
  }

  addFault(fault: Fault): this {
    this.faults.push({ times: 1, ...fault })
    return this
  }

  addProject(id: string, script?: Partial<RunScript>): this {
    this.projects.set(id, { id, name: id, repoUrl: `https://github.com/example/${id}`, script })
    return this
  }

  /**
   * The next starts of `projectId` take these scripts, one each, in order (then the project's own);
   * with `cycle`, round and round: runs of one agent that score differently.
   */
  queueRuns(projectId: string, scripts: Array<Partial<RunScript>>, { cycle = false } = {}): this {
    const project = this.projects.get(projectId) ?? this.addProject(projectId).projects.get(projectId)
    if (project !== undefined) project.queued = { scripts, cycle, next: 0 }
    return this
  }

  /** Starts of `projectId` while one of its runs is going are answered with that run: one run at a time. */
  oneRunAtATime(projectId: string, spellGoing?: (runId: string) => string): this {
    const project = this.projects.get(projectId) ?? this.addProject(projectId).projects.get(projectId)
    if (project !== undefined) Object.assign(project, { oneAtATime: true, spellGoing })
    return this
  }

  /** Creates a run directly, as the console would; returns its id. */
  createRun(projectId: string, given?: Partial<RunScript>): string {
    const id = `run-${randomUUID().slice(0, 8)}`
    const project = this.projects.get(projectId)
    const script = given ?? this.nextQueued(project)
    this.runs.set(id, {
      id,
      projectId,
      createdAt: Date.now(),
      script: { ...this.options.script, ...project?.script, ...script },
      polls: 0
    })
    return id
  }

  private nextQueued(project: Project | undefined): Partial<RunScript> | undefined {
    const queued = project?.queued
    if (queued === undefined || (!queued.cycle && queued.next >= queued.scripts.length)) return undefined
    const script = queued.scripts[queued.next % queued.scripts.length]
    queued.next += 1
    return { ...script, reportFields: { ...project?.script?.reportFields, ...script.reportFields } }
  }

  requestsTo(route: 'start' | 'poll'): RecordedRequest[] {
    return this.requests.filter(request => routeOf(request.method, request.path) === route)
  }

  runRecord(run: Run): Record<string, unknown> {
    const { statuses, stepMs, reportFields } = run.script
    const elapsedSteps = stepMs === 0 ? run.polls : Math.floor((Date.now() - run.createdAt) / stepMs)
    const step = Math.min(statuses.length - 1, elapsedSteps)
    const status = statuses[step]
    const record: Record<string, unknown> = {
      run_id: run.id,
      project_id: run.projectId,
      status,
      created_at: new Date(run.createdAt).toISOString()
    }
    if (status === 'completed') {
      const own = {
        trust_score: 92,
        certificate_url: `https://certs.example.com/certificates/${run.id}`,
        report_url: `https://console.example.com/attestations/${run.id}`,
        signed: true
      }
      if (run.script.reportFieldsFirst === true) Object.assign(record, reportFields, { ...own, ...reportFields })
      else Object.assign(record, { ...own, ...reportFields })
    } else if (step === statuses.length - 1) {
      Object.assign(record, reportFields)
    }
    return record
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readAll(request)
    const path = new URL(request.url ?? '/', 'http://fake').pathname
    const recorded = { method: request.method ?? '', path, headers: request.headers, body, at: Date.now() }
    this.requests.push(recorded)
    const route = routeOf(recorded.method, path)
    if (this.overRateLimit()) {
      this.rateLimited += 1
      response.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': String(this.options.rateLimit?.retryAfterSeconds)
      })
      return void response.end(JSON.stringify({ message: 'Too many requests' }))
    }
    const fault = this.takeFault(route)
    // A fault that acts first serves into a response that never reaches the socket.
    const actSilently = () => this.serve(recorded, new ServerResponse(request))
    if (fault !== undefined && this.applyFault(fault, request, response, actSilently)) return
    this.serve(recorded, response)
  }

  private overRateLimit(): boolean {
    if (this.options.rateLimit === undefined) return false
    const second = Math.floor(Date.now() / 1000)
    if (second !== this.rateWindow.second) this.rateWindow = { second, count: 0 }
    this.rateWindow.count += 1
    return this.rateWindow.count > this.options.rateLimit.requestsPerSecond
  }

  private takeFault(route: string | undefined): Fault | undefined {
    const index = this.faults.findIndex(fault => fault.route === 'any' || fault.route === route)
    if (index === -1) return undefined
    const fault = this.faults[index]
    fault.times = (fault.times ?? 1) - 1
    if (fault.times <= 0) this.faults.splice(index, 1)
    return fault
  }

  /** Returns true when the fault took the request over. */
  private applyFault(fault: Fault, request: IncomingMessage, response: ServerResponse, act: () => void): boolean {
    switch (fault.kind) {
      case 'status': {
        const headers: Record<string, string> = { 'content-type': 'application/json' }
        const retryAfter = typeof fault.retryAfter === 'function' ? fault.retryAfter(Date.now()) : fault.retryAfter
        if (retryAfter !== undefined) headers['retry-after'] = retryAfter
        response.writeHead(fault.status ?? 500, headers)
        response.end(fault.body ?? JSON.stringify({ message: `Injected fault: HTTP ${fault.status ?? 500}` }))
        return true
      }
      case 'reset':
        if (fault.afterActing) act()
        request.socket.destroy()
        return true
      case 'hang':
        if (fault.afterActing) act()
        return true
      case 'stall-body':
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' })
        response.write('{"run_id": "stalled", "status": "runn')
        return true
      case 'raw':
        response.writeHead(200, { 'content-type': fault.contentType ?? 'text/html' })
        response.end(fault.body ?? '<html><body>Bad gateway</body></html>')
        return true
      case 'huge': {
        response.writeHead(200, { 'content-type': 'application/json' })
        const chunk = Buffer.alloc(64 * 1024, 0x20)
        let left = fault.sizeBytes ?? 32 * 1024 * 1024
        const pump = () => {
          while (left > 0) {
            left -= chunk.length
            if (!response.write(chunk)) return void response.once('drain', pump)
          }
          response.end()
        }
        response.on('error', () => undefined)
        pump()
        return true
      }
      case 'redirect':
        response.writeHead(302, { location: fault.location ?? 'https://elsewhere.example.com/v1' })
        response.end()
        return true
    }
  }

  private serve(request: RecordedRequest, response: ServerResponse): void {
    if (request.headers.authorization !== `Bearer ${this.options.apiKey}`) {
      return sendJson(response, 401, {
        error: { code: 'unauthorized', message: 'Invalid API key for this environment' }
      })
    }
    const parts = request.path
      .split('/')
      .slice(1)
      .map(part => decodeURIComponent(part))
    if (parts[0] !== 'v1' || parts[1] !== 'attestation') return sendJson(response, 404, { message: 'Not found' })
    if (request.method === 'POST' && parts.length === 3 && parts[2] === 'projects')
      return this.createProject(request, response)
    if (request.method === 'POST' && parts.length === 5 && parts[2] === 'projects' && parts[4] === 'start') {
      return this.start(parts[3], request, response)
    }
    if (request.method === 'GET' && parts.length === 4 && parts[2] === 'runs') {
      const run = this.runs.get(parts[3])
      if (run === undefined) return sendJson(response, 404, { message: `Run ${parts[3]} not found` })
      const record = this.runRecord(run)
      run.polls += 1
      return sendJson(response, 200, record)
    }
    sendJson(response, 404, { message: 'Not found' })
  }

  private createProject(request: RecordedRequest, response: ServerResponse): void {
    const body = parseObject(request.body)
    if (typeof body?.['name'] !== 'string' || typeof body['repo_url'] !== 'string') {
      return sendJson(response, 400, { message: 'name and repo_url are required' })
    }
    const id = `proj-${randomUUID().slice(0, 8)}`
    this.projects.set(id, { id, name: body['name'], repoUrl: body['repo_url'] })
    sendJson(response, 201, { project_id: id })
  }

  /** With one run at a time, the project's run still going (not at its script's last status), if any. */
  private runGoing(projectId: string): string | undefined {
    if (this.projects.get(projectId)?.oneAtATime !== true) return undefined
    const last = (run: Run) => run.script.statuses[run.script.statuses.length - 1]
    return [...this.runs.values()].find(
      run => run.projectId === projectId && this.runRecord(run)['status'] !== last(run)
    )?.id
  }

  private start(projectId: string, request: RecordedRequest, response: ServerResponse): void {
    if (!this.projects.has(projectId)) return sendJson(response, 404, { message: `Project ${projectId} not found` })
    const body = request.body.trim() === '' ? {} : parseObject(request.body)
    if (body === undefined) return sendJson(response, 400, { message: 'Body must be JSON' })
    const quoteToken = body['quote_token']
    if (!this.options.billingExempt) {
      if (quoteToken === undefined)
        return sendJson(response, 402, {
          message: 'quote_token required for organizations that are not billing-exempt'
        })
      if (typeof quoteToken !== 'string' || !this.options.quoteTokens.includes(quoteToken)) {
        return sendJson(response, 402, { message: 'quote_token is invalid or expired' })
      }
    }
    const idempotencyKey = request.headers['idempotency-key']
    const key = typeof idempotencyKey === 'string' ? `${projectId}:${idempotencyKey}` : undefined
    const existing = key === undefined ? undefined : this.idempotentStarts.get(key)
    const going = this.runGoing(projectId)
    const spell = this.projects.get(projectId)?.spellGoing ?? ((id: string) => id)
    const runId = existing ?? (going === undefined ? undefined : spell(going)) ?? this.createRun(projectId)
    if (key !== undefined) this.idempotentStarts.set(key, runId)
    sendJson(response, 201, { run_id: runId, status: 'queued' })
  }
}

export async function startFakeService(
  options: FakeServiceOptions & { publicHost?: string } = {}
): Promise<FakeService> {
  return new FakeService(options).listen(options.port, options.host, options.publicHost)
}

/** The most of `requests` that fell in one `windowMs` window, counting windows from `origin`. */
export function peakRequests(requests: readonly RecordedRequest[], origin: number, windowMs: number): number {
  const perWindow = new Map<number, number>()
  for (const request of requests) {
    const window = Math.floor((request.at - origin) / windowMs)
    perWindow.set(window, (perWindow.get(window) ?? 0) + 1)
  }
  return Math.max(0, ...perWindow.values())
}

function routeOf(method: string, path: string): 'start' | 'poll' | undefined {
  if (method === 'POST' && /\/attestation\/projects\/[^/]+\/start$/.test(path)) return 'start'
  if (method === 'GET' && /\/attestation\/runs\/[^/]+$/.test(path)) return 'poll'
  return undefined
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function readAll(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

// Run directly: serve until stopped, printing where. `--help` lists the options.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { parseArgs } = await import('node:util')
  const { createServer: createNetServer } = await import('node:net')
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      key: { type: 'string', default: DEMO_API_KEY },
      'step-ms': { type: 'string' },
      statuses: { type: 'string' },
      'trust-score': { type: 'string' },
      field: { type: 'string', multiple: true, default: [] },
      project: { type: 'string', multiple: true, default: [] },
      billing: { type: 'boolean', default: false },
      'quote-token': { type: 'string', default: 'qt_demo' },
      'one-run-at-a-time': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false }
    }
  })
  if (values.help) {
    console.log(`npm run fake-service -- [options]
  --port N              listen on 127.0.0.1:N (default 8787; 0 picks a free port)
  --key K               the one API key accepted (default ${DEMO_API_KEY})
  --statuses a,b,c      the statuses every run goes through (default queued,running,completed)
  --step-ms N           how long each status lasts (default 1000; 0 moves one status per poll)
  --trust-score N       the trust_score of a completed run (default 92); N,N,N: each run the
                        next of them, round and round (runs that score differently, for repeat)
  --field name=value    a field of the finished run record, value as JSON when it parses
                        (repeat it; e.g. --field message="Prompt injection found")
  --project ID          accept this project id too (repeat it; proj-demo always exists)
  --billing             the organization is not billing-exempt: starts need --quote-token's token
  --quote-token T       the quote token accepted with --billing (default qt_demo)
  --one-run-at-a-time   a start while a run of the project is going is answered with that run`)
    process.exit(0)
  }
  const reportFields: Record<string, unknown> = {}
  const scores = (values['trust-score'] ?? '')
    .split(',')
    .filter(score => score.trim() !== '')
    .map(Number)
  if (scores.length === 1) reportFields['trust_score'] = scores[0]
  for (const field of values.field) {
    const at = field.indexOf('=')
    if (at <= 0) throw new Error(`--field takes name=value, not ${field}`)
    const raw = field.slice(at + 1)
    let value: unknown = raw
    try {
      value = JSON.parse(raw)
    } catch {
      // A plain string.
    }
    reportFields[field.slice(0, at)] = value
  }
  const script: Partial<RunScript> = { reportFields }
  if (values.statuses !== undefined) script.statuses = values.statuses.split(',').map(status => status.trim())
  if (values['step-ms'] !== undefined) script.stepMs = Number(values['step-ms'])
  const port = Number(values.port)
  const pickAnother = 'pick another with --port N (0 picks a free one)'
  const stopWith = (message: string) => {
    console.error(message)
    process.exit(1)
  }
  if (values.port.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535)
    stopWith(`--port takes a port number from 0 to 65535 (0 picks a free one), not '${values.port}'.`)
  // A port that cannot be listened on would end in a stack trace from the server: asking first
  // says why in one line.
  const listenError = await new Promise<NodeJS.ErrnoException | undefined>(resolve => {
    const probe = createNetServer()
    probe.once('error', resolve)
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(undefined)))
  })
  if (listenError?.code === 'EADDRINUSE')
    stopWith(`Port ${port} is already in use: stop whatever is using it, or ${pickAnother}.`)
  if (listenError?.code === 'EACCES') stopWith(`Port ${port} needs privileges to listen on: ${pickAnother}.`)
  if (listenError !== undefined)
    stopWith(`Cannot listen on 127.0.0.1:${port} (${listenError.code ?? listenError.message}): ${pickAnother}.`)
  const service = await startFakeService({
    port,
    apiKey: values.key,
    billingExempt: !values.billing,
    quoteTokens: [values['quote-token']],
    script
  })
  for (const project of values.project) service.addProject(project)
  if (values['one-run-at-a-time'])
    for (const project of [DEMO_PROJECT_ID, ...values.project]) service.oneRunAtATime(project)
  if (scores.length > 1)
    for (const project of [DEMO_PROJECT_ID, ...values.project])
      service.queueRuns(
        project,
        scores.map(score => ({ reportFields: { trust_score: score } })),
        { cycle: true }
      )
  console.log(
    `Fake certification service at ${service.url} (key ${values.key}, projects ${[DEMO_PROJECT_ID, ...values.project].join(', ')}` +
      `${values.billing ? `, quote token ${values['quote-token']}` : ''}; pid ${process.pid}). Stop it with Ctrl-C.`
  )
  const stop = () => void service.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  process.once('SIGHUP', stop)
  // Stopping `npm run fake-service` with a signal to npm alone must leave nothing running: the
  // script execs node, so npm is the parent, and when it is gone the service stops too.
  const parentAtStart = process.ppid
  setInterval(() => process.ppid !== parentAtStart && stop(), 250).unref()
}
