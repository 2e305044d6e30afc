/**
 * A job summary as GitHub shows it, near enough, in headless Chromium: rendered with micromark and
 * GFM as the tests do, styled with GitHub's Markdown CSS (`github-markdown-css`), laid out at
 * WIDTH, about the width GitHub gives a job summary. For `npm run pictures`, and for the test that
 * the summaries fit that width (run where Chromium is installed).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'

export const WIDTH = 900

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
export class PictureError extends Error {}

export function fail(message: string): never {
  throw new PictureError(message)
}

/** The first Chromium or Chrome on PATH, or the one `CHROMIUM` names; undefined when there is none. */
export function chromiumOnPath(): string | undefined {
  const candidates = process.env['CHROMIUM']
    ? [process.env['CHROMIUM']]
    : ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']
  return candidates.find(candidate => spawnSync(candidate, ['--version'], { stdio: 'ignore' }).status === 0)
}

/** Chromium, or a failure that says how to install it. */
export function findChromium(): string {
  const chromium = chromiumOnPath()
  if (chromium !== undefined) return chromium
  fail(
    'Chromium is not installed: install it with `apt-get install chromium fonts-noto-color-emoji` (Debian, Ubuntu), or set CHROMIUM to a Chromium or Chrome binary.'
  )
}

/** Without a colour emoji font the verdict's ✅ and ❌ come out as empty boxes; checked where fontconfig can tell. */
export function checkEmojiFont(): void {
  const fonts = spawnSync('fc-list', [':charset=2705', 'family'], { encoding: 'utf8' })
  if (fonts.status !== 0) return
  if (!/emoji/i.test(fonts.stdout))
    fail('no colour emoji font found: install one with `apt-get install fonts-noto-color-emoji` (Debian, Ubuntu).')
}

/** GitHub's Markdown stylesheet, light theme. */
export function githubCss(): string {
  return readFileSync(createRequire(import.meta.url).resolve('github-markdown-css/github-markdown-light.css'), 'utf8')
}

/**
 * A ```mermaid block as GitHub shows it: drawn by Mermaid itself (the `mermaid` package, in the page), with the colours
 * the block sets and Mermaid's default theme otherwise. Drawn before the page is measured.
 */
const MERMAID = `
<script src="${pathToFileURL(createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js')).href}"></script>
<script>
for (const code of document.querySelectorAll('pre > code.language-mermaid')) {
  const drawn = document.createElement('pre')
  drawn.className = 'mermaid'
  drawn.textContent = code.textContent
  code.parentElement.replaceWith(drawn)
}
mermaid.initialize({ startOnLoad: false })
window.drawn = mermaid.run()
</script>`

export function renderPage(markdown: string, css: string): string {
  const body = micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] })
  const drawsCharts = body.includes('class="language-mermaid"')
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
</article>${drawsCharts ? MERMAID : ''}
<script>
Promise.resolve(window.drawn).then(() => {
  document.body.dataset.height = String(Math.ceil(document.querySelector('article').getBoundingClientRect().height))
  // GitHub's CSS scrolls a table wider than the page, hiding part of it; anything else wider than
  // the page (a line that cannot break) is cut off: both measured, to refuse them.
  document.body.dataset.overflow = String(Math.max(0, ...[...document.querySelectorAll('article, table')].map(box => box.scrollWidth - box.clientWidth)))
})
</script>
</body>
</html>
`
}

export function runChromium(chromium: string, args: string[], profileDir: string): string {
  const result = spawnSync(chromium, [...CHROMIUM_FLAGS, `--user-data-dir=${profileDir}`, ...args], {
    encoding: 'utf8',
    timeout: 60_000
  })
  if (result.status !== 0) {
    const why =
      result.error?.message ?? (result.stderr.trim().split('\n').pop() || `exit ${result.status ?? result.signal}`)
    fail(`Chromium failed: ${why}`)
  }
  return result.stdout
}

/**
 * Writes `html` to `workDir` as `name`.html and lays it out at WIDTH: where it is, its height, and
 * by how many pixels the page or its widest table overflows (0: none).
 */
export function layOut(
  chromium: string,
  html: string,
  name: string,
  workDir: string
): { page: string; height: number; overflow: number } {
  const page = join(workDir, `${name}.html`)
  writeFileSync(page, html)
  const dom = runChromium(
    chromium,
    // Time enough for Mermaid to draw before the page is read (virtual time: no waiting when it is done).
    [`--window-size=${WIDTH},2000`, '--virtual-time-budget=10000', '--dump-dom', pathToFileURL(page).href],
    mkdtempSync(join(workDir, 'profile-'))
  )
  const height = Number(/data-height="(\d+)"/.exec(dom)?.[1])
  if (!(height > 0)) fail(`could not measure the height of ${page}`)
  return { page, height, overflow: Number(/data-overflow="(\d+)"/.exec(dom)?.[1] ?? 0) }
}
