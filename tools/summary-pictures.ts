/**
 * `npm run pictures`: the README's pictures of a passed, a failed and a repeated job summary, the verify action's of a
 * certified commit and a refused one, and a pull request's trend chart as Mermaid draws it. Runs the bundled action
 * three times against the fake service (a run that meets `pass-if`, one that does not, and three runs whose mean
 * clears a bar they cannot show), then the whole chain on loopback (tools/attest-chain.ts: the gate signs, the verify
 * action checks, once within its bar and once above what was certified; main certified three times in the queue, then
 * a pull request a slide fails), and screenshots each summary as GitHub shows it (tools/summary-page.ts) into
 * `docs/images/`. Needs Chromium and a colour emoji font: `apt-get install chromium fonts-noto-color-emoji`.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { REPOSITORY_ROOT, runAction } from './action-runner.ts'
import { DEMO_API_KEY, DEMO_PROJECT_ID, startFakeService, type FakeService } from '../__fixtures__/fake-service.ts'
import { DEMO_COMMIT, DEMO_WORKFLOW, startChain } from './attest-chain.ts'
import {
  checkEmojiFont,
  fail,
  findChromium,
  githubCss,
  layOut,
  PictureError,
  renderPage,
  runChromium,
  WIDTH
} from './summary-page.ts'

const OUT_DIR = join(REPOSITORY_ROOT, 'docs', 'images')
const PASS_IF = 'run.trust_score >= 80'
/** docs/pass-if.md's slow-slide policy, without its guard on a short history: the picture's history is three long. */
const TREND_PASS_IF = '!has(trend.trust_score.slope) || trend.trust_score.slope > -0.5'
const LOW_PROJECT_ID = 'proj-demo-low'
const REPEATED_PROJECT_ID = 'proj-demo-noisy'
/** Three runs scoring 78, 84 and 81: a mean of 81 that three runs this spread cannot show clears 80. */
const REPEATED_SCORES = [78, 84, 81]

/**
 * Lays the page out at WIDTH to learn its height, then screenshots exactly that much. A table
 * wider than that fails the picture: on GitHub its right part hides behind a scrollbar, and a
 * picture widened to show it would hide that instead.
 */
function screenshot(chromium: string, html: string, png: string, workDir: string): void {
  const { page, height, overflow } = layOut(chromium, html, basename(png, '.png'), workDir)
  if (overflow > 0)
    fail(
      `${basename(png)} (or a table in it) is ${overflow}px wider than the ${WIDTH}px of GitHub's page: make it fit (${page})`
    )
  runChromium(
    chromium,
    [
      `--window-size=${WIDTH},${height}`,
      '--virtual-time-budget=10000',
      `--screenshot=${png}`,
      pathToFileURL(page).href
    ],
    mkdtempSync(join(workDir, 'profile-'))
  )
  if (!existsSync(png)) fail(`Chromium wrote no screenshot to ${png}`)
}

async function main(): Promise<void> {
  const chromium = findChromium()
  checkEmojiFont()
  const css = githubCss()
  const workDir = mkdtempSync(join(tmpdir(), 'summary-pictures-'))
  const service = await startServiceWithProjects()
  const picture = pictureTaker(chromium, css, workDir)
  try {
    mkdirSync(OUT_DIR, { recursive: true })
    await pictureGateSummaries(service, picture)
    await pictureVerifySummaries(picture)
    await pictureTrendSummary(picture)
  } finally {
    await service.close()
    rmSync(workDir, { recursive: true, force: true, maxRetries: 3 })
  }
}

/**
 * The fake service, with a second project whose run scores 72 with two findings (the failed summary's), and a third
 * whose runs score 78, 84 and 81 (the repeated summary's).
 */
async function startServiceWithProjects(): Promise<FakeService> {
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
  service.queueRuns(
    REPEATED_PROJECT_ID,
    REPEATED_SCORES.map(score => ({ reportFields: { trust_score: score } }))
  )
  return service
}

/** Screenshots a run's summary as docs/images/<name>.png, and says how big it came out. */
type Picture = (name: string, summary: string) => void

function pictureTaker(chromium: string, css: string, workDir: string): Picture {
  return (name, summary) => {
    if (!summary.trim()) fail(`the ${name} run wrote no job summary`)
    const png = join(OUT_DIR, `${name}.png`)
    screenshot(chromium, renderPage(summary, css), png, workDir)
    console.log(`${png.slice(REPOSITORY_ROOT.length + 1)}: ${readFileSync(png).length} bytes`)
  }
}

/** The gate's summaries: a run that meets pass-if, one that does not, and three runs that cannot show their mean's pass. */
async function pictureGateSummaries(service: FakeService, picture: Picture): Promise<void> {
  const pictures: Array<{ name: string; projectId: string; exitCode: number; inputs: Record<string, string> }> = [
    { name: 'summary-passed', projectId: DEMO_PROJECT_ID, exitCode: 0, inputs: { 'pass-if': PASS_IF } },
    { name: 'summary-failed', projectId: LOW_PROJECT_ID, exitCode: 1, inputs: { 'pass-if': PASS_IF } },
    {
      name: 'summary-repeated',
      projectId: REPEATED_PROJECT_ID,
      exitCode: 1,
      inputs: { repeat: String(REPEATED_SCORES.length), 'pass-if': 'stats.trust_score.low >= 80.0' }
    }
  ]
  for (const { name, projectId, exitCode, inputs } of pictures) {
    const run = await runAction({
      inputs: {
        'base-url': service.url,
        'api-key': DEMO_API_KEY,
        'project-id': projectId,
        'poll-interval': '1s',
        timeout: '2m',
        ...inputs
      }
    })
    if (run.exitCode !== exitCode) fail(`the ${name} run exited ${run.exitCode}, not ${exitCode}:\n${run.log}`)
    picture(name, run.summary)
  }
}

/** The verify action's summaries on a certified commit: within its bar, and above what was certified. */
async function pictureVerifySummaries(picture: Picture): Promise<void> {
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
      if (run.outputs['verdict'] !== verdict)
        fail(`the ${name} run's verdict is ${run.outputs['verdict']}, not ${verdict}:\n${run.log}`)
      picture(name, run.summary)
    }
  } finally {
    await chain.close()
  }
}

/** Main's last three commits certified at 90, 88 and 86 in the queue, then a pull request at 84: the trend's chart. */
async function pictureTrendSummary(picture: Picture): Promise<void> {
  const chain = await startChain({ script: { statuses: ['completed'], stepMs: 0 } })
  try {
    chain.service.queueRuns(
      DEMO_PROJECT_ID,
      [90, 88, 86, 84].map(score => ({ reportFields: { trust_score: score } }))
    )
    const main = ['a1', 'b2', 'c3'].map(pair => pair.repeat(20))
    const certified = await chain.certifyMain(main)
    const failed = certified.find(run => run.exitCode !== 0)
    if (certified.length !== main.length || failed !== undefined) fail(`main was not certified:\n${failed?.log ?? ''}`)
    const run = await chain.pullRequest('d4'.repeat(20), main[2], { 'pass-if': TREND_PASS_IF })
    if (run.outputs['verdict'] !== 'failed') fail(`the trend run's verdict is ${run.outputs['verdict']}:\n${run.log}`)
    picture('summary-trend', run.summary)
  } finally {
    await chain.close()
  }
}

try {
  await main()
} catch (error) {
  if (!(error instanceof PictureError)) throw error
  console.error(`summary-pictures: ${error.message}`)
  process.exitCode = 1
}
