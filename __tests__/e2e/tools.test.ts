/**
 * The commands a person runs to try the gate by hand, run as a person runs them, through npm:
 * the fake service scripted from its command line, the run-by-hand command with the set-up a
 * person tries (proxy, private CA, debug), the demo's output in a pipe and at a terminal, its
 * chains (signed certifications; an image in a real registry), and a clean stop.
 */
import { jest } from '@jest/globals'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { REPOSITORY_ROOT } from '../../tools/action-runner.js'
import { DEMO_API_KEY, DEMO_PROJECT_ID, startFakeService } from '../../__fixtures__/fake-service.js'
import { ConnectProxy } from '../../__fixtures__/connect-proxy.js'
import { makeTestCertificates } from '../../__fixtures__/test-certificates.js'
import { registryMissing } from '../../__fixtures__/oci-registry.js'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

jest.setTimeout(60_000)

interface Started {
  npm: ChildProcess
  url: string
  servicePid: number
}

/** `npm run fake-service -- …args` until it prints where it listens. */
function startFakeServiceCommand(args: string[]): Promise<Started> {
  const npm = spawn('npm', ['run', '--silent', 'fake-service', '--', '--port', '0', ...args], {
    cwd: REPOSITORY_ROOT,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  return new Promise((resolve, reject) => {
    let out = ''
    npm.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      const match = /Fake certification service at (\S+) .*pid (\d+)\)/.exec(out)
      if (match) resolve({ npm, url: match[1], servicePid: Number(match[2]) })
    })
    npm.on('error', reject)
    npm.on('exit', code => reject(new Error(`fake-service exited with ${code}: ${out}`)))
  })
}

/** This machine's environment without the set-up `npm run action` passes on: each test sets its own. */
const ambient = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !/^(https?_proxy|no_proxy|node_extra_ca_certs|runner_debug)$/i.test(name)
  )
)

function runCommand(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  const child = spawn('npm', ['run', '--silent', 'action', '--', ...args], {
    cwd: REPOSITORY_ROOT,
    env: { ...ambient, ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let out = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  return new Promise(resolve => child.on('close', code => resolve({ code, out })))
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function gone(pid: number): Promise<boolean> {
  for (let tries = 0; tries < 100 && alive(pid); tries += 1) await new Promise(resolve => setTimeout(resolve, 50))
  return !alive(pid)
}

describe('npm run fake-service', () => {
  it('scripts a run from its command line: statuses, a failure with a message, a trust score, a billing organization', async () => {
    const { npm, url, servicePid } = await startFakeServiceCommand([
      '--statuses',
      'queued,rejected',
      '--step-ms',
      '0',
      '--field',
      'message=Prompt injection found',
      '--trust-score',
      '40',
      '--billing',
      '--project',
      'proj-b'
    ])
    try {
      const headers = { authorization: `Bearer ${DEMO_API_KEY}`, 'content-type': 'application/json' }
      const refused = await fetch(`${url}/attestation/projects/proj-b/start`, { method: 'POST', headers })
      expect(refused.status).toBe(402)
      const started = await fetch(`${url}/attestation/projects/proj-b/start`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ quote_token: 'qt_demo' })
      })
      expect(started.status).toBe(201)
      const { run_id: runId } = (await started.json()) as { run_id: string }
      const poll = () => fetch(`${url}/attestation/runs/${runId}`, { headers }).then(response => response.json())
      expect(await poll()).toMatchObject({ status: 'queued' })
      expect(await poll()).toMatchObject({ status: 'rejected', message: 'Prompt injection found', trust_score: 40 })
    } finally {
      npm.kill('SIGTERM')
    }
    // A signal to npm alone stops the service too: nothing is left running.
    expect(await gone(servicePid)).toBe(true)
  })

  it('says in one line that a busy port is busy, and how to pick another', async () => {
    const holder = createServer()
    await new Promise<void>(resolve => holder.listen(0, '127.0.0.1', resolve))
    const { port } = holder.address() as AddressInfo
    try {
      const npm = spawn('npm', ['run', '--silent', 'fake-service', '--', '--port', String(port)], {
        cwd: REPOSITORY_ROOT,
        stdio: ['ignore', 'pipe', 'pipe']
      })
      let out = ''
      npm.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
      npm.stderr?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
      const code = await new Promise(resolve => npm.on('close', resolve))
      expect(code).not.toBe(0)
      // npm's own warnings about the machine's configuration are not the command's.
      const said = out.split('\n').filter(line => line !== '' && !line.startsWith('npm warn'))
      expect(said).toEqual([
        `Port ${port} is already in use: stop whatever is using it, or pick another with --port N (0 picks a free one).`
      ])
    } finally {
      await new Promise(resolve => holder.close(resolve))
    }
  })

  it('runs the bundled action by hand against it, with the inputs given, and reports the verdict', async () => {
    const { npm, url, servicePid } = await startFakeServiceCommand([
      '--statuses',
      'running,completed',
      '--step-ms',
      '0',
      '--trust-score',
      '72'
    ])
    try {
      const failed = await runCommand(
        ['--base-url', url, '--project-id', 'proj-demo', '--poll-interval', '1s', '--pass-if', 'run.trust_score >= 80'],
        {
          CERTIFICATION_API_KEY: DEMO_API_KEY
        }
      )
      expect(failed.code).toBe(1)
      expect(failed.out).toMatch(/pass-if is false: run\.trust_score >= 80 \(run\.trust_score = 72\)/)
      expect(failed.out).toMatch(/verdict: failed/)
      expect(failed.out).toMatch(/exit code 1 after/)
      const passed = await runCommand([
        '--base-url',
        url,
        '--project-id',
        'proj-demo',
        '--poll-interval',
        '1s',
        '--api-key',
        DEMO_API_KEY
      ])
      expect(passed.code).toBe(0)
      expect(passed.out).toMatch(/verdict: passed/)
      expect(passed.out).not.toMatch(/##\[debug\]/)
      const summaryFile = join(mkdtempSync(join(tmpdir(), 'summary-')), 'summary.md')
      // Signed certifications, written and read, with the Sigstore mocks and the fake GitHub API on
      // loopback: the queue's base certified first, the entry signed and compared with it, then reused by a re-run.
      const remembered = await runCommand(
        [
          ...['--base-url', url, '--project-id', 'proj-demo', '--poll-interval', '1s', '--event', 'merge_group'],
          ...[
            '--attest',
            'true',
            '--reuse',
            '7d',
            '--repeat',
            '2',
            '--pass-if',
            'stats.trust_score.n == 2.0 && (!has(base.trust_score) || delta.trust_score.mean > -2.0)'
          ],
          ...['--certify-base', 'true', '--twice', 'true', '--summary-file', summaryFile]
        ],
        { CERTIFICATION_API_KEY: DEMO_API_KEY }
      )
      expect(remembered.code).toBe(0)
      expect(remembered.out).toMatch(/kept by a fake GitHub API at http:\/\/127\.0\.0\.1:\d+, on loopback/)
      // The base certified on as many runs as --repeat asks for, as main's gate would.
      expect(remembered.out).toMatch(
        /^The gate certified the base commit ba5eba11\w+ first, .* \(run run-\w+, run-\w+, trust_score 72\)\.$/m
      )
      // The last run's summary kept as Markdown: a pass on a reused certification.
      expect(remembered.out).toContain(`The job summary's Markdown is in ${summaryFile}.`)
      // Kept readable: references only where a character could open markup (proj-demo, not proj&#45;demo).
      expect(readFileSync(summaryFile, 'utf8')).toMatch(/^## ✅ proj-demo: agent certification passed, reused/)
      expect(remembered.out).toMatch(/^attestation-id: \d+$/m)
      expect(remembered.out.match(/^base-run-id: run-\w+$/gm)).toHaveLength(2)
      expect(remembered.out.match(/^reused: (true|false)$/gm)).toEqual(['reused: false', 'reused: true'])
      const noSuchEvent = await runCommand([
        '--base-url',
        url,
        '--project-id',
        'proj-demo',
        '--event',
        'pull_request_target'
      ])
      expect(noSuchEvent.code).toBe(2)
      expect(noSuchEvent.out).toMatch(
        /--event takes pull_request, merge_group, push, schedule or workflow_dispatch, not 'pull_request_target'\./
      )
      const unknown = await runCommand(['--base-url', url, '--projectid', 'proj-demo'])
      expect(unknown.code).toBe(2)
      expect(unknown.out).toMatch(/Unknown input 'projectid'/)
    } finally {
      npm.kill('SIGINT')
    }
    expect(await gone(servicePid)).toBe(true)
  }, 180_000) // a hang guard, not a budget: four runs of the bundled action in a row, each waited on
})

describe('npm run action --history', () => {
  it("draws main's last three certifications and this run, and fails a slide, with nothing asked beyond loopback", async () => {
    const { npm, url, servicePid } = await startFakeServiceCommand(['--step-ms', '0', '--trust-score', '90,88,86,84'])
    try {
      const slide = await runCommand(
        [
          ...['--base-url', url, '--project-id', 'proj-demo', '--poll-interval', '1s', '--history', '3'],
          ...['--pass-if', '!has(trend.trust_score.slope) || trend.trust_score.slope > -0.5']
        ],
        // Anything but loopback goes to a proxy that is not there: a request leaving the machine fails the run.
        { CERTIFICATION_API_KEY: DEMO_API_KEY, HTTPS_PROXY: 'http://127.0.0.1:9', NO_PROXY: '127.0.0.1,localhost' }
      )
      expect(slide.out).toMatch(/^The gate certified \w{12} first, on a push to main, .*trust_score 90\)\.$/m)
      expect(slide.out).toMatch(
        /^The gate certified the base commit ba5eba11ba5e first, in the merge queue, .*trust_score 86\)\.$/m
      )
      expect(slide.code).toBe(1)
      expect(slide.out).toContain('trend.trust_score.slope = −2')
      expect(slide.out).toContain(
        "trust_score over the default branch's last 3 certifications, then this one: 90 → 88 → 86 → 84."
      )
      expect(slide.out).toMatch(/line \[90, 88, 86, 84\]/)
    } finally {
      npm.kill('SIGINT')
    }
    expect(await gone(servicePid)).toBe(true)
  }, 120_000) // a hang guard, not a budget: four runs of the bundled action, each signed
})

describe('npm run verify', () => {
  it('certifies a commit on loopback, then verifies it with the inputs given', async () => {
    const run = (args: string[]) => {
      const child = spawn('npm', ['run', '--silent', 'verify', '--', ...args], {
        cwd: REPOSITORY_ROOT,
        env: ambient,
        stdio: ['ignore', 'pipe', 'pipe']
      })
      let out = ''
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
      return new Promise<{ code: number | null; out: string }>(resolve =>
        child.on('close', code => resolve({ code, out }))
      )
    }
    const passed = await run([
      '--signer-workflow',
      '.github/workflows/certification.yml',
      '--source-ref',
      'refs/heads/main'
    ])
    expect(passed.code).toBe(0)
    expect(passed.out).toMatch(/^verdict passed, exit code 0/m)
    const refused = await run(['--source-ref', 'refs/heads/release'])
    expect(refused.code).toBe(1)
    expect(refused.out).toMatch(/which source.{0,8}ref does not allow/)
    // A certification of several runs, for a deploy's pass-if over their figures.
    const repeated = await run(['--repeat', '3', '--pass-if', 'predicate.certification.stats.trust_score.low >= 80.0'])
    expect(repeated.out).toContain('on 3 runs (repeat: 3')
    expect(repeated.out).toMatch(/^verdict passed, exit code 0/m)
  }, 90_000)
})

describe('npm run action with the set-up a person tries', () => {
  const hiddenHost = 'certification.internal'
  const certificates = makeTestCertificates([hiddenHost])
  const asked = (url: string) => [
    '--base-url',
    url,
    '--project-id',
    DEMO_PROJECT_ID,
    '--poll-interval',
    '1s',
    '--timeout',
    '5s'
  ]
  const key = { CERTIFICATION_API_KEY: DEMO_API_KEY }

  it('says with --help what each of its own options does, and every input it takes', async () => {
    const { code, out } = await runCommand(['--help'])
    expect(code).toBe(0)
    expect(out).toMatch(/^ {2}--certify-base true {3}have the gate certify the event's base commit first/m)
    expect(out).toMatch(/^ {2}--twice true {10}run the action a second time, as a re-run of the job would/m)
    expect(out).toMatch(/^ {2}--summary-file FILE {3}keep the job summary's Markdown in FILE/m)
    expect(out).toMatch(/^Inputs: base-url, api-key, project-id, .*, comparable-on, drift-issue, drift-if$/m)
  })

  it('shows the debug lines with RUNNER_DEBUG=1, as the runner does with step debug logging on', async () => {
    const service = await startFakeService({ script: { statuses: ['running', 'completed'], stepMs: 0 } })
    try {
      const run = await runCommand(asked(service.url), { ...key, RUNNER_DEBUG: '1' })
      expect(run.code).toBe(0)
      expect(run.out).toMatch(/^From your environment: RUNNER_DEBUG$/m)
      expect(run.out).toMatch(
        /^##\[debug\]POST \/attestation\/projects\/proj-demo\/start \(attempt 1\): HTTP 201 in \d+ ms$/m
      )
      expect(run.out).toMatch(/^##\[debug\]GET \/attestation\/runs\/run-\w+ \(attempt 1\): HTTP 200 in \d+ ms$/m)
    } finally {
      await service.close()
    }
  })

  it('takes HTTP_PROXY and HTTPS_PROXY from a shell behind a proxy, and still goes direct to the fake service on loopback', async () => {
    // @actions/http-client never proxies loopback, and the action allows plain http only there:
    // a shell's proxy must not break trying it against the local fake service.
    const service = await startFakeService({ script: { statuses: ['completed'], stepMs: 0 } })
    const proxy = await new ConnectProxy({}).listen()
    try {
      const run = await runCommand(asked(service.url), { ...key, HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url })
      expect(run.out).toMatch(/^From your environment: HTTPS_PROXY, HTTP_PROXY$/m)
      expect(run.code).toBe(0)
      expect(run.out).toMatch(/verdict: passed/)
      expect(proxy.tunnels).toEqual([])
    } finally {
      await proxy.close()
      await service.close()
    }
  })

  it('goes through https_proxy (any case) to a service with a private CA named in NODE_EXTRA_CA_CERTS, and NO_PROXY goes direct', async () => {
    const service = await startFakeService({
      tls: certificates,
      publicHost: hiddenHost,
      script: { statuses: ['completed'], stepMs: 0 }
    })
    const proxy = await new ConnectProxy({ [hiddenHost]: '127.0.0.1' }).listen()
    try {
      const setUp = { ...key, https_proxy: proxy.url, NODE_EXTRA_CA_CERTS: certificates.caFile }
      const through = await runCommand(asked(service.url), setUp)
      expect(through.code).toBe(0)
      expect(through.out).toMatch(/^From your environment: NODE_EXTRA_CA_CERTS, https_proxy$/m)
      expect(through.out).toMatch(/verdict: passed/)
      expect(new Set(proxy.tunnels)).toEqual(new Set([new URL(service.url).host]))

      const tunnelsBefore = proxy.tunnels.length
      const direct = await runCommand(asked(service.url), { ...setUp, NO_PROXY: hiddenHost })
      expect(direct.code).toBe(1)
      expect(direct.out).toMatch(/Could not connect to certification\.internal:\d+ \(ENOTFOUND\)/)
      expect(proxy.tunnels).toHaveLength(tunnelsBefore)
    } finally {
      await proxy.close()
      await service.close()
    }
  })
})

describe('npm run demo', () => {
  // Colour libraries also read CI (true in CI, where these tests run), TERM and the colour
  // switches: each test says what it means instead of inheriting them.
  const colourNeutral = Object.fromEntries(
    Object.entries(ambient).filter(([name]) => !/^(CI|GITHUB_ACTIONS|NO_COLOR|FORCE_COLOR|TERM)$/.test(name))
  )
  function demo(
    command: string,
    args: string[],
    env: Record<string, string> = {}
  ): Promise<{ code: number | null; out: string }> {
    const child = spawn(command, args, {
      cwd: REPOSITORY_ROOT,
      env: { ...colourNeutral, ...env },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let out = ''
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
    return new Promise(resolve => child.on('close', code => resolve({ code, out })))
  }
  // util-linux's `script` gives the command a terminal of its own; without it, that test is skipped.
  const inTerminal = (env: Record<string, string> = {}) =>
    demo('script', ['-qec', 'npm run --silent demo', '/dev/null'], { TERM: 'xterm-256color', ...env })
  const itInTerminal = process.platform === 'linux' && spawnSync('script', ['--version']).status === 0 ? it : it.skip

  it('--attest runs the whole chain on loopback: the gate signs, verify accepts, a re-run reuses, a drop is caught against base, and a forged attestation is refused', async () => {
    const run = await demo('npm', ['run', '--silent', 'demo', '--', '--attest'])
    expect(run.code).toBe(0)
    const ending = run.out.slice(run.out.lastIndexOf('═'.repeat(64)))
    expect(ending).toMatch(
      /^═+\n1\. The gate with attest: true, on a push of d3adbeefd3ad to main: verdict passed, signed statement stored as attestation \d+$/m
    )
    expect(ending).toMatch(/^2\. The verify action on that commit: verdict passed$/m)
    expect(ending).toMatch(
      /^3\. The gate again on that commit, with reuse: 7d \(a re-run\): verdict passed, reused true \(run run-\w+\), 0 requests to the service, nothing signed again$/m
    )
    expect(ending).toMatch(
      /^4\. A pull request onto that commit whose run scores 81, with pass-if: .+: verdict failed: run\.trust_score = 81 \(base 92, −11\), compared with run run-\w+$/m
    )
    expect(ending).toMatch(
      /^5\. The verify action on the same commit, with a forged attestation in place of the real one: verdict failed \(its signature does not verify: .+\)$/m
    )
    expect(ending).toMatch(
      /The chain holds: signed, verified, reused, a drop caught against the base's certification, and the forgery refused\.\n$/
    )
    // Each step's log, outputs and summary are printed as npm run demo prints one.
    expect(run.out.match(/── job summary/g)).toHaveLength(5)
    expect(run.out).not.toContain('ghs_demo_token')
    // The refusal is a list item of the verify summary: shown as a browser shows it, not as `&#40;project proj&#45;demo`.
    expect(run.out).toMatch(
      /^\s*\* An attestation claiming project proj-demo, run run-\w+: its signature does not verify: /m
    )
    expect(run.out).not.toMatch(/&#\d+;/)
  })

  const noRegistry = registryMissing()
  if (noRegistry !== undefined) console.warn(`tools.test.ts: npm run demo -- --image skipped: ${noRegistry}`)
  const itWithRegistry = noRegistry === undefined ? it : it.skip

  itWithRegistry(
    '--image runs the image chain in a real registry on loopback: an image pushed, its commit certified, its digest vouched for and the summary attached, then that digest passes and a rebuild is refused',
    async () => {
      const run = await demo('npm', ['run', '--silent', 'demo', '--', '--image'])
      expect(run.code).toBe(0)
      const ending = run.out.slice(run.out.lastIndexOf('═'.repeat(64)))
      const image =
        /^1\. An image built from commit d3adbeefd3ad, pushed as (127\.0\.0\.1:\d+\/acme\/agent):v1 \(with skopeo\): digest (sha256:[0-9a-f]{64})$/m.exec(
          ending
        )
      expect(image).not.toBeNull()
      const [, name, digest] = image ?? []
      const short = `${digest.slice(0, 'sha256:'.length + 12)}…`
      expect(ending).toMatch(
        /^2\. The gate with attest: true certifies d3adbeefd3ad \(a push to main\): verdict passed, certification signed and stored as attestation \d+$/m
      )
      expect(ending).toContain(
        `\n3. verify with attest: true and push-to-registry: true, in a job of .github/workflows/release.yml on main, vouches for ${short}: verdict passed, summary stored as attestation `
      )
      expect(ending).toMatch(/^3\. .+; skopeo reads it back from the registry: referrer sha256:[0-9a-f]{12}…$/m)
      expect(ending).toContain(
        `\n4. verify with image: ${name}@${short} (signer-workflow .github/workflows/release.yml@refs/heads/main): verdict passed, its summary read from the registry\n`
      )
      expect(ending).toMatch(
        /^5\. verify with image: \S+@(sha256:[0-9a-f]{12})…, a rebuild \(pushed as :v2\) that nobody vouched for: verdict failed \(no summary of project proj-demo for image \S+@\1…\)$/m
      )
      expect(ending).not.toMatch(new RegExp(`^5\\. .*${short}`, 'm'))
      expect(ending).toMatch(/The image chain holds: .+\n$/)
      // Each step says what the action logged, under its title.
      expect(run.out).toMatch(
        /^ {3}\| The registry 127\.0\.0\.1:\d+ \(the referrers tag\) listed 1 attestation for it\.$/m
      )
      expect(run.out).not.toContain('ghs_demo_token')
      // The digest of acme/agent:v1 in the commands docs/development.md gives a person to copy is the one pushed.
      expect(readFileSync(join(REPOSITORY_ROOT, 'docs', 'development.md'), 'utf8')).toContain(`\nD=${digest}\n`)
    }
  )

  it('prints no colour escapes into a pipe', async () => {
    const run = await demo('npm', ['run', '--silent', 'demo'])
    expect(run.code).toBe(0)
    expect(run.out).toMatch(/verdict: passed/)
    // The summary's table (the service's fields), drawn as a terminal shows it.
    expect(run.out).toMatch(/│ Field +│ Value/)
    // The request lines under their group's title, as GitHub folds them.
    expect(run.out).toMatch(/^▸ Requests to the service \(\d+\)\nPOST \/attestation\/projects\/proj-demo\/start/m)
    expect(run.out).not.toContain('\u001b[')
  })

  itInTerminal('colours a terminal, unless NO_COLOR asks for none', async () => {
    const [coloured, plain] = await Promise.all([inTerminal(), inTerminal({ NO_COLOR: '1' })])
    expect(coloured.out).toMatch(/\u001b\[\d+m Field/)
    expect(plain.out).toMatch(/│ Field +│ Value/)
    expect(plain.out).not.toContain('\u001b[')
  })
})
