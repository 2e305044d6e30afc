/**
 * The verify action's summary, the page a person reads when a deploy is refused, rendered as
 * GitHub renders it: the verdict first, each thing said once, what to do by why it failed, and per
 * project the signer, the age against max-age and the values pass-if read.
 */
import type { Acceptance, Refusal, RefusalKind } from '../src/attestation/checked.js'
import { judgeCommit, type VerifyResult } from '../src/verify/judge.js'
import { attestationsOutput, renderVerifySummary } from '../src/verify/report.js'
import { codeSpans, INVISIBLE_CHARACTER, readableText, renderGfm } from './helpers/gfm.js'
import { parseSignerWorkflow, parseSourceRefs } from '../src/attestation/signer-policy.js'
import { readsOfText } from './helpers/reads.js'

const COMMIT = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
const NOW = Date.parse('2026-11-24T12:00:00Z')
const SIGNED_BY = {
  workflow: 'octo/agent/.github/workflows/certification.yml@refs/heads/main',
  sourceRef: 'refs/heads/main',
  sourceCommit: COMMIT,
  workflowCommit: COMMIT,
  runnerEnvironment: 'github-hosted'
}

function accepted(projectId: string, minutesAgo: number, trustScore?: number): Acceptance {
  const signedAt = new Date(NOW - minutesAgo * 60_000)
  return {
    accepted: true,
    claimed: { projectId, runId: `run-${projectId}` },
    projectId,
    runId: `run-${projectId}`,
    decidedAt: signedAt.toISOString(),
    signedAt,
    certifiedAt: signedAt,
    signer: `https://github.com/${SIGNED_BY.workflow}`,
    signedBy: SIGNED_BY,
    statementSha256: 'ab'.repeat(32),
    predicate: {},
    policy:
      trustScore === undefined
        ? undefined
        : {
            expression: 'predicate.certification.run.trust_score >= 80',
            reads: readsOfText('predicate.certification.run.trust_score >= 80'),
            readings: [{ path: 'predicate.certification.run.trust_score', value: String(trustScore) }],
            outcome: 'true'
          }
  }
}

function refused(
  projectId: string,
  kind: RefusalKind,
  reason: string,
  signed = true,
  certified?: Refusal['certified']
): Refusal {
  return {
    accepted: false,
    kind,
    claimed: { projectId, runId: `run-${projectId}-${kind}` },
    reason,
    ...(signed ? { signedBy: SIGNED_BY } : {}),
    ...(certified === undefined ? {} : { certified })
  }
}

const render = (result: VerifyResult) => {
  const markdown = renderVerifySummary(result)
  return {
    markdown,
    html: renderGfm(markdown),
    text: readableText(renderGfm(markdown))
      .replace(/\s+/g, ' ')
      .replace(/\u200d/g, '')
  }
}
const judge = (projects: string[], checked: Array<Acceptance | Refusal>, maxAgeMs?: number) =>
  judgeCommit(COMMIT, 'octo/agent', projects, checked, { truncated: false, maxAgeMs, now: NOW })
const count = (text: string, part: string) => text.split(part).length - 1

describe('the verify summary', () => {
  it('says when the certification it accepted was carried forward by paths, and from which commit, in the summary and the output', () => {
    const OTHER = 'd0d0d0d0d1d1d1d1d2d2d2d2d3d3d3d3d4d4d4d4'
    const carried = {
      ...accepted('proj-a', 30),
      predicate: { certification: { reusedFrom: { commit: OTHER, paths: ['agent'] } } }
    }
    const result = judge(['proj-a'], [carried])
    const { html, text } = render(result)
    expect(text).toContain(
      "carried forward by paths from commit d0d0d0d0d1d1 : no run was made on this commit's content, only on that commit's, and nothing under paths changed between them"
    )
    expect(html).toContain('<code>d0d0d0d0d1d1</code>')
    expect(JSON.parse(attestationsOutput(result))[0]['carried-from']).toBe(OTHER)
    // One made by a run on its content, or reused by tree, was not carried.
    const made = judge(['proj-a'], [accepted('proj-a', 30)])
    expect(JSON.parse(attestationsOutput(made))[0]['carried-from']).toBeNull()
    expect(render(made).text).not.toContain('carried')
    const byTree = judge(
      ['proj-a'],
      [
        {
          ...accepted('proj-a', 30),
          predicate: { certification: { reusedFrom: { commit: OTHER, tree: 'ee'.repeat(20) } } }
        }
      ]
    )
    expect(JSON.parse(attestationsOutput(byTree))[0]['carried-from']).toBeNull()
  })

  it('lists the projects, never in a table: a cell does not break a signer’s path, and the table outgrew GitHub’s page', () => {
    const { html } = render(
      judge(['proj-a', 'proj-b'], [accepted('proj-a', 180, 91), refused('proj-b', 'signer', 'not trusted')])
    )
    expect(html).not.toContain('<table')
    expect(html).toMatch(/<li><strong>proj-a<\/strong>: ✅ passed, run run-proj-a\n<ul>\n<li>signed by <code>/)
  })

  it('passed: the verdict first, then per project the run, who signed it on which ref, its age against max-age and what pass-if read', () => {
    const { html, text } = render(judge(['proj-a'], [accepted('proj-a', 180, 91)], 30 * 86_400_000))
    expect(html).toMatch(/^<h2>✅ Commit a1b2c3d4e5f6 is certified<\/h2>/)
    expect(text).toContain(
      'octo/agent: 1 attestation listed for the commit, judged by pass-if predicate.certification.run.trust_score >= 80.'
    )
    expect(text).toContain(
      'proj-a : ✅ passed, run run-proj-a signed by .github/workflows/certification.yml@refs/heads/main on refs/heads/main , 3h 00m old (max-age 30d) pass-if read predicate.certification.run.trust_score = 91'
    )
    expect(text).not.toContain('What to do')
    expect(text).not.toContain('Refused')
  })

  it('no certification found: says to run the certification workflow on the commit, once', () => {
    const { html, text } = render(judge(['proj-a', 'proj-b'], []))
    expect(html).toMatch(
      /^<h2>❌ Commit a1b2c3d4e5f6 is not certified<\/h2>\n<p><strong>What to do:<\/strong> Do not deploy it\. Run the certification workflow/
    )
    expect(text).toContain('octo/agent: 0 attestations listed for the commit.')
    expect(count(text, 'Run the certification workflow')).toBe(1)
    expect(count(text, 'no certification found')).toBe(2)
  })

  it('shows each signer and ref as a code span with no invisible character, which signer-workflow and source-ref accept as copied', () => {
    const { html } = render(
      judge(
        ['proj-a', 'proj-b'],
        [accepted('proj-a', 180, 91), refused('proj-b', 'signer', 'it was signed by another workflow')],
        30 * 86_400_000
      )
    )
    const spans = codeSpans(html)
    expect(spans).toEqual(
      expect.arrayContaining([
        '.github/workflows/certification.yml@refs/heads/main',
        'refs/heads/main',
        SIGNED_BY.workflow
      ])
    )
    for (const span of spans) expect(span).not.toMatch(INVISIBLE_CHARACTER)
    for (const signer of spans.filter(span => span.includes('.github/workflows/'))) {
      expect(parseSignerWorkflow(signer, 'octo/agent')).not.toHaveProperty('invalid')
    }
    for (const ref of spans.filter(span => span.startsWith('refs/')))
      expect(parseSourceRefs(ref)).toEqual([{ exact: ref }])
  })

  it('forged: says it may be tampering, not to deploy, and to report it, not to trust another signer', () => {
    const { text } = render(
      judge(
        ['proj-a'],
        [
          refused('proj-a', 'signature', 'its signature does not verify: x'),
          refused('proj-a', 'signer', 'another workflow')
        ]
      )
    )
    expect(text).toContain('Possible tampering: a signature listed for this commit does not verify')
    expect(text).toContain('Do not deploy it. Possible tampering')
    expect(text).toContain('Keep this log, and report it')
    // Said once in the paragraph: "do not deploy" is the advice's first words, not repeated.
    expect(count(text.toLowerCase(), 'do not deploy')).toBe(1)
    // Never, beside a forgery, the advice to trust one more signer.
    expect(text).not.toContain('If a reason names a signer you trust')
    const foreign = render(judge(['proj-a'], [refused('proj-a', 'signer', 'another workflow')])).text
    expect(foreign).not.toContain('Possible tampering')
    expect(foreign).toContain('If a reason names a signer you trust, name it in signer-workflow (and source-ref).')
  })

  it('found but forged or foreign: says not to trust it, and gives each reason once', () => {
    const reason =
      'it was signed by https://github.com/evil/agent/.github/workflows/x.yml@refs/heads/main, not by a workflow of octo/agent'
    const { text } = render(judge(['proj-a'], [refused('proj-a', 'signer', reason)]))
    expect(text).toContain('was not signed by a workflow this job trusts')
    expect(text).not.toContain('Run the certification workflow')
    expect(count(text, reason)).toBe(1)
    expect(text).toContain('❌ failed: 1 found, refused (below)')
    // Signed, but by a workflow this job does not trust: what it says of itself is a claim.
    expect(text).toContain(
      `An attestation claiming project proj-a, run run-proj-a-signer, signed by ${SIGNED_BY.workflow} : ${reason}`
    )
  })

  it('found but too old: the genuine certification in its item (run, signer, age against max-age), and says to certify it again or raise max-age', () => {
    const reason = 'it was signed 40d ago, longer ago than max-age allows (30d)'
    const certified = { runId: 'run-old', signedAt: new Date(NOW - 40 * 86_400_000) }
    const { text } = render(judge(['proj-a'], [refused('proj-a', 'age', reason, true, certified)], 30 * 86_400_000))
    expect(text).toContain(
      "Certify this commit again (run the certification workflow on it; a gate's reuse longer than max-age would pass on this same certification again), or raise max-age."
    )
    expect(text).toContain(
      'proj-a : ❌ failed, run run-old: signed longer ago than max-age signed by .github/workflows/certification.yml@refs/heads/main on refs/heads/main , 40d old (max-age 30d)'
    )
    // Told whole in its item: not again below.
    expect(text).not.toContain(reason)
    expect(text).not.toContain('Refused')
  })

  it('found but below pass-if: the values it read in its item, says a new run will not help, and lists the other refusals once', () => {
    const policy = {
      expression: 'predicate.certification.run.trust_score >= 95',
      reads: readsOfText('predicate.certification.run.trust_score >= 95'),
      readings: [{ path: 'predicate.certification.run.trust_score', value: '91' }],
      outcome: 'false' as const
    }
    const checked = [
      refused('proj-a', 'signature', 'its signature does not verify: x', false),
      refused(
        'proj-a',
        'pass-if',
        'pass-if is false: predicate.certification.run.trust_score >= 95 (predicate.certification.run.trust_score = 91)',
        true,
        { runId: 'run-low', signedAt: new Date(NOW - 3_600_000), policy }
      )
    ]
    const { text } = render(judge(['proj-a'], checked))
    expect(text).toContain('a new run of the same agent will not help')
    expect(text).not.toContain('Run the certification workflow')
    expect(text).toContain(
      'proj-a : ❌ failed, run run-low: pass-if is false; 1 more refused (below) signed by .github/workflows/certification.yml@refs/heads/main on refs/heads/main , 1h 00m old pass-if read predicate.certification.run.trust_score = 91'
    )
    expect(count(text, 'predicate.certification.run.trust_score = 91')).toBe(1)
    expect(text).toContain(
      'octo/agent: 2 attestations listed for the commit, judged by pass-if predicate.certification.run.trust_score >= 95.'
    )
    // What a statement whose signature does not verify says of itself is a claim, not a fact.
    expect(text).toContain(
      'An attestation claiming project proj-a, run run-proj-a-signature: its signature does not verify: x'
    )
  })

  it.each([
    [{ outcome: 'stopped' as const, detail: 'stopped after 2s' }, 'pass-if ran out of time'],
    [{ outcome: 'value' as const, detail: '"yes"' }, 'pass-if gave "yes", not true or false'],
    [{ outcome: 'error' as const, detail: 'No such key: x' }, 'pass-if could not be evaluated: No such key: x']
  ])('a genuine certification pass-if could not judge (%p) says so in its item', (outcome, words) => {
    const policy = { expression: 'predicate.x', reads: readsOfText('predicate.x'), readings: [], ...outcome }
    const certified = { runId: 'run-x', signedAt: new Date(NOW - 60_000), policy }
    const { text } = render(judge(['proj-a'], [refused('proj-a', 'pass-if', 'pass-if: whatever', true, certified)]))
    expect(text).toContain(`proj-a : ❌ failed, run run-x: ${words} signed by`)
  })

  it('names the project a certification is for when none was requested', () => {
    const { text } = render(judge([], [accepted('proj-b', 1)]))
    expect(text).toContain('proj-b : ✅ passed, run run-proj-b')
  })

  it('several projects failing for different reasons: each piece of advice once', () => {
    const checked = [
      accepted('proj-ok', 5),
      refused('proj-old', 'age', 'too old'),
      refused('proj-old2', 'age', 'too old as well')
    ]
    const { text } = render(judge(['proj-ok', 'proj-old', 'proj-old2', 'proj-none'], checked))
    expect(count(text, 'Certify this commit again')).toBe(1)
    expect(count(text, 'Run the certification workflow with attest: true')).toBe(1)
    expect(text).toContain('octo/agent: 3 attestations listed for the commit.')
  })

  it('a refusal every project counts (none requested) is listed once', () => {
    const shared = refused('proj-a', 'statement', 'its verification result is FAILED, not PASSED')
    const result = judge([], [shared, accepted('proj-b', 1)])
    const { text } = render({
      ...result,
      findings: [...result.findings, { ...result.findings[0], projectId: 'again' }]
    })
    expect(count(text, 'its verification result is FAILED, not PASSED')).toBe(1)
    expect(text).toContain('### Refused'.replace('### ', ''))
  })

  it('no verdict: why, and what to do', () => {
    const { html } = render({
      verdict: 'error',
      commit: COMMIT,
      repository: 'octo/agent',
      findings: [],
      listed: 0,
      reason:
        'GitHub refused access (HTTP 403: Resource not accessible by integration) while listing the attestations.',
      hint: 'Give the job permissions: { contents: read, attestations: read }.'
    })
    expect(html).toMatch(
      /^<h2>⚠️ Commit a1b2c3d4e5f6: the certification could not be checked<\/h2>\n<p><strong>Why:<\/strong> GitHub refused access/
    )
    expect(html).toContain('<strong>What to do:</strong> Give the job permissions')
  })
})
