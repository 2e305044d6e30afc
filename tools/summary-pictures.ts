/**
 * `npm run pictures`: the README's pictures of a passed and a failed job summary, and the verify
 * action's of a certified commit and a refused one. Runs the bundled action twice against the fake
 * service (a run that meets `pass-if` and one that does not), then the whole chain on loopback
 * (tools/attest-chain.ts: the gate signs, the verify action checks, once within its bar and once
 * above what was certified), renders
 * each summary as GitHub does near enough (micromark with GFM, as the tests do, styled with
 * GitHub's Markdown CSS from `github-markdown-css`) and screenshots it with headless Chromium into
 * `docs/images/`. Needs Chromium and a colour emoji font: `apt-get install chromium fonts-noto-color-emoji`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'
import { REPOSITORY_ROOT, runAction } from './action-runner.ts'
import { DEMO_API_KEY, DEMO_PROJECT_ID, startFakeService } from '../__fixtures__/fake-service.ts'
import { DEMO_COMMIT, DEMO_WORKFLOW, startChain } from './attest-chain.ts'

const WIDTH = 900
const OUT_DIR = join(REPOSITORY_ROOT, 'docs', 'images')
const PASS_IF = 'run.trust_score >= 80'
const LOW_PROJECT_ID = 'proj-demo-low'

/** Chromium's flags for a quiet, offline, one-shot run (without them it tries to reach Google). */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--hide-scrollbars',
  '--force-device-scale-factor=1'
]

/** A failure told in one line, without a stack: what went wrong and what to do. */
class PictureError extends Error {}

function fail(message: string): never {
  throw new PictureError(message)
}

/** The first Chromium or Chrome on PATH, or the one `CHROMIUM` names. */
function findChromium(): string {
  const candidates = process.env['CHROMIUM']
    ? [process.env['CHROMIUM']]
    : ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']
  for (const candidate of candidates) {
    if (spawnSync(candidate, ['--version'], { stdio: 'ignore' }).status === 0) return candidate
  }
  fail(
    'Chromium is not installed: install it with `apt-get install chromium fonts-noto-color-emoji` (Debian, Ubuntu), or set CHROMIUM to a Chromium or Chrome binary.'
  )
}

/** Without a colour emoji font the verdict's ✅ and ❌ come out as empty boxes; checked where fontconfig can tell. */
function checkEmojiFont(): void {
  const fonts = spawnSync('fc-list', [':charset=2705', 'family'], { encoding: 'utf8' })
  if (fonts.status !== 0) return
  if (!/emoji/i.test(fonts.stdout))
    fail('no colour emoji font found: install one with `apt-get install fonts-noto-color-emoji` (Debian, Ubuntu).')
}

function renderPage(markdown: string, css: string): string {
  const body = micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] })
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Job summary</title>
<style>
${css}
html, body { margin: 0; background: #ffffff; }
.markdown-body { box-sizing: border-box; width: ${WIDTH}px; padding: 20px 24px; }
</style>
</head>
<body>
<article class="markdown-body">
${body}
</article>
<script>
document.body.dataset.height = String(Math.ceil(document.querySelector('article').getBoundingClientRect().height))
// GitHub's CSS scrolls a table wider than the page, hiding part of it: measured, to refuse it.
document.body.dataset.overflow = String(Math.max(0, ...[...document.querySelectorAll('table')].map(table => table.scrollWidth - table.clientWidth)))
</script>
</body>
</html>
`
}

function runChromium(chromium: string, args: string[], profileDir: string): string {
  const result = spawnSync(chromium, [...CHROMIUM_FLAGS, `--user-data-dir=${profileDir}`, ...args], { encoding: 'utf8', timeout: 60_000 })
  if (result.status !== 0) {
    const why = result.error?.message ?? (result.stderr.trim().split('\n').pop() || `exit ${result.status ?? result.signal}`)
    fail(`Chromium failed: ${why}`)
  }
  return result.stdout
}

/**
 * Lays the page out at WIDTH, near the width GitHub gives a job summary, to learn its height, then
 * screenshots exactly that much. A table wider than that fails the picture: on GitHub its right
 * part hides behind a scrollbar, and a picture widened to show it would hide that instead.
 */
function screenshot(chromium: string, html: string, png: string, workDir: string): void {
  const page = join(workDir, `${basename(png, '.png')}.html`)
  writeFileSync(page, html)
  const dom = runChromium(
    chromium,
    [`--window-size=${WIDTH},2000`, '--dump-dom', pathToFileURL(page).href],
    mkdtempSync(join(workDir, 'profile-'))
  )
  const height = Number(/data-height="(\d+)"/.exec(dom)?.[1])
  if (!(height > 0)) fail(`could not measure the height of ${page}`)
  const overflow = Number(/data-overflow="(\d+)"/.exec(dom)?.[1] ?? 0)
  if (overflow > 0) fail(`a table in ${basename(png)} is ${overflow}px wider than the ${WIDTH}px of GitHub's page: make it fit (${page})`)
  runChromium(
    chromium,
    [`--window-size=${WIDTH},${height}`, `--screenshot=${png}`, pathToFileURL(page).href],
    mkdtempSync(join(workDir, 'profile-'))
  )
  if (!existsSync(png)) fail(`Chromium wrote no screenshot to ${png}`)
}

async function main(): Promise<void> {
  const chromium = findChromium()
  checkEmojiFont()
  const css = readFileSync(createRequire(import.meta.url).resolve('github-markdown-css/github-markdown-light.css'), 'utf8')
  const workDir = mkdtempSync(join(tmpdir(), 'summary-pictures-'))
  const service = await startFakeService({ script: { statuses: ['queued', 'completed'], stepMs: 0 } })
  service.addProject(LOW_PROJECT_ID, {
    statuses: ['queued', 'completed'],
    reportFields: {
      trust_score: 72,
      findings: [
        { severity: 'critical', title: 'Prompt injection in the system prompt' },
        { severity: 'low', title: 'Verbose error messages' }
      ]
    }
  })
  const picture = (name: string, summary: string) => {
    if (!summary.trim()) fail(`the ${name} run wrote no job summary`)
    const png = join(OUT_DIR, `${name}.png`)
    screenshot(chromium, renderPage(summary, css), png, workDir)
    console.log(`${png.slice(REPOSITORY_ROOT.length + 1)}: ${readFileSync(png).length} bytes`)
  }
  try {
    mkdirSync(OUT_DIR, { recursive: true })
    const pictures = [
      { name: 'summary-passed', projectId: DEMO_PROJECT_ID, exitCode: 0 },
      { name: 'summary-failed', projectId: LOW_PROJECT_ID, exitCode: 1 }
    ]
    for (const { name, projectId, exitCode } of pictures) {
      const run = await runAction({
        inputs: {
          'base-url': service.url,
          'api-key': DEMO_API_KEY,
          'project-id': projectId,
          'poll-interval': '1s',
          timeout: '2m',
          'pass-if': PASS_IF
        }
      })
      if (run.exitCode !== exitCode) fail(`the ${name} run exited ${run.exitCode}, not ${exitCode}:\n${run.log}`)
      picture(name, run.summary)
    }
    const chain = await startChain()
    try {
      const certified = await chain.certify(DEMO_COMMIT, { 'pass-if': PASS_IF })
      if (certified.exitCode !== 0) fail(`the gate did not certify ${DEMO_COMMIT}:\n${certified.log}`)
      const verifying = {
        'project-id': DEMO_PROJECT_ID,
        'signer-workflow': DEMO_WORKFLOW,
        'source-ref': 'refs/heads/main',
        'max-age': '30d'
      }
      for (const { name, passIf, verdict } of [
        { name: 'verify-passed', passIf: 'predicate.certification.run.trust_score >= 80', verdict: 'passed' },
        { name: 'verify-refused', passIf: 'predicate.certification.run.trust_score >= 95', verdict: 'failed' }
      ]) {
        const run = await chain.verify(DEMO_COMMIT, { ...verifying, 'pass-if': passIf })
        if (run.outputs['verdict'] !== verdict) fail(`the ${name} run's verdict is ${run.outputs['verdict']}, not ${verdict}:\n${run.log}`)
        picture(name, run.summary)
      }
    } finally {
      await chain.close()
    }
  } finally {
    await service.close()
    rmSync(workDir, { recursive: true, force: true, maxRetries: 3 })
  }
}

try {
  await main()
} catch (error) {
  if (!(error instanceof PictureError)) throw error
  console.error(`summary-pictures: ${error.message}`)
  process.exitCode = 1
}
