/**
 * The summaries fit the width GitHub gives a job summary, laid out in the pictures' browser
 * (tools/summary-page.ts: GitHub's Markdown CSS in headless Chromium, 900 px): a table wider than
 * that hides its right part behind a scrollbar. Summaries made as long as they get: UUID run ids,
 * a central signer's path, several projects, a console link. Runs where Chromium is installed
 * (`apt-get install chromium`, as `npm run pictures` needs); skipped, and said so, where it is not.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Acceptance, Refusal } from '../../src/attestation/checked.js'
import type { GitHubContext } from '../../src/github/context.js'
import { renderSummary } from '../../src/gate/report/summary.js'
import { stepOf, type FlatGate } from '../helpers/gate-result.js'
import { judgeCommit } from '../../src/verify/judge.js'
import { renderVerifySummary } from '../../src/verify/report.js'
import { chromiumOnPath, githubCss, layOut, renderPage, WIDTH } from '../../tools/summary-page.js'
import { readsOfText } from '../helpers/reads.js'

const chromium = chromiumOnPath()
const inBrowser = chromium === undefined ? it.skip : it
let workDir: string
beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'summary-width-'))
})
afterAll(() => rmSync(workDir, { recursive: true, force: true }))

const NOW = Date.parse('2026-11-26T12:00:00Z')
const COMMIT = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
const RUN_ID = (n: number) => `0f8c2a4e-7b1d-4c3a-9e5f-${String(n).padStart(12, '0')}`
const CENTRAL_SIGNER =
  'example-organization/central-certification/.github/workflows/certify-every-agent.yml@refs/heads/main'

function accepted(projectId: string, n: number): Acceptance {
  const signedAt = new Date(NOW - n * 3_600_000)
  return {
    accepted: true,
    claimed: { projectId, runId: RUN_ID(n) },
    projectId,
    runId: RUN_ID(n),
    decidedAt: signedAt.toISOString(),
    signedAt,
    certifiedAt: signedAt,
    signer: `https://github.com/${CENTRAL_SIGNER}`,
    signedBy: {
      workflow: CENTRAL_SIGNER,
      sourceRef: 'refs/heads/gh-readonly-queue/main/pr-1234-0123456789abcdef0123456789abcdef01234567'
    },
    statementSha256: 'ab'.repeat(32),
    predicate: {},
    policy: {
      expression: 'predicate.certification.run.trust_score >= 80 && predicate.certification.run.findings.critical == 0',
      reads: readsOfText(
        'predicate.certification.run.trust_score >= 80 && predicate.certification.run.findings.critical == 0'
      ),
      readings: [
        { path: 'predicate.certification.run.trust_score', value: '91' },
        { path: 'predicate.certification.run.findings.critical', value: '0' }
      ],
      outcome: 'true'
    }
  }
}

const forged: Refusal = {
  accepted: false,
  kind: 'signature',
  claimed: { projectId: 'customer-support-agent-production', runId: RUN_ID(99) },
  reason: 'its signature does not verify: signature verification failed'
}

const fits = (markdown: string, name: string) => {
  if (chromium === undefined) throw new Error('no Chromium')
  return layOut(chromium, renderPage(markdown, githubCss()), name, workDir).overflow
}

describe(`the summaries, at GitHub's width (${WIDTH}px), in the pictures' browser${chromium === undefined ? ' (skipped here: no Chromium on PATH)' : ''}`, () => {
  inBrowser(
    "verify's, for several projects with long run ids, a central signer and a merge queue's ref, needs no scrollbar",
    () => {
      const projects = ['customer-support-agent-production', 'billing-agent', 'triage-agent-with-a-long-name']
      const result = judgeCommit(
        COMMIT,
        'example-organization/agents',
        projects,
        [accepted(projects[0], 1), accepted(projects[1], 2), forged],
        { truncated: false, maxAgeMs: 30 * 86_400_000, now: NOW }
      )
      expect(fits(renderVerifySummary(result), 'verify')).toBe(0)
    },
    60_000
  )

  inBrowser(
    "the gate's, for several gates with long run ids and what pass-if read, needs no scrollbar",
    () => {
      const gate = (projectId: string, n: number): FlatGate => ({
        verdict: 'passed',
        failsStep: false,
        projectId,
        runId: RUN_ID(n),
        status: 'completed',
        record: {
          run_id: RUN_ID(n),
          status: 'completed',
          trust_score: 91,
          report_url: `https://console.example.com/organizations/example-organization/attestations/${RUN_ID(n)}`
        },
        policy: {
          expression: 'run.trust_score >= base.trust_score - 2',
          reads: readsOfText('run.trust_score >= base.trust_score - 2'),
          readings: [
            { path: 'run.trust_score', value: '91', compared: { name: 'base', value: '92', change: '\u22121' } }
          ],
          outcome: 'true'
        },
        elapsedMs: 754_000,
        polls: 38
      })
      const context: GitHubContext = {
        serverUrl: 'https://github.com',
        apiUrl: 'https://api.github.com',
        eventName: 'pull_request',
        repository: 'example-organization/agents',
        commit: { sha: COMMIT, source: 'pull-request-head' },
        pullRequest: { number: 1234, url: 'https://github.com/example-organization/agents/pull/1234' }
      }
      const several = [
        gate('customer-support-agent-production', 1),
        gate('billing-agent', 2),
        gate('triage-agent-with-a-long-name', 3)
      ]
      expect(fits(renderSummary(stepOf(several, 754_000), context), 'gates')).toBe(0)
      expect(fits(renderSummary(stepOf([several[0]], 754_000), context), 'gate')).toBe(0)
    },
    60_000
  )
})
