import type { GitHubContext } from '../src/github/context.js'
import { stepOf, type FlatGate } from './helpers/gate-result.js'
import { renderSummary, SUMMARY_BUDGET } from '../src/gate/report/summary.js'
import { looksSection } from '../src/gate/report/figures-table.js'
import { readsOfText } from './helpers/reads.js'

/** The summary of a step with this one gate. */
const summaryOf = (gate: FlatGate, context: GitHubContext) => renderSummary(stepOf([gate], gate.elapsedMs), context)

const passed: FlatGate = {
  verdict: 'passed',
  failsStep: false,
  projectId: 'proj-1',
  runId: 'run-1',
  status: 'completed',
  record: {
    run_id: 'run-1',
    status: 'completed',
    trust_score: 92,
    certificate_url: 'https://certs.example.com/c/run-1'
  },
  elapsedMs: 125_000,
  polls: 13
}

const noContext: GitHubContext = { serverUrl: 'https://github.com', apiUrl: 'https://api.github.com' }
const pullRequestContext: GitHubContext = {
  ...noContext,
  eventName: 'pull_request',
  repository: 'example/agent',
  commit: { sha: 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed', source: 'pull-request-head' },
  pullRequest: { number: 42, url: 'https://github.com/example/agent/pull/42' },
  workflowRunUrl: 'https://github.com/example/agent/actions/runs/1'
}

/** Table rows of the summary, each split into its cells. */
const tableRows = (summary: string) =>
  summary
    .split('\n')
    .filter(line => line.startsWith('| '))
    .map(line => line.split('|').slice(1, -1))

describe('renderSummary', () => {
  it('names the project in the heading, the run and its status once, how long it took, then the commit and the service fields', () => {
    const summary = summaryOf(passed, pullRequestContext)
    expect(summary).toMatch(/^## ✅ proj&#45;1: agent certification passed\n/)
    // One gate: its run and status are in the sentence, each once; no table repeats them.
    expect(summary).not.toContain('| Project |')
    expect(summary.match(/\*\*run&#45;1\*\*/g)).toHaveLength(1)
    expect(summary).toContain(
      'The service reported **completed** for run **run&#45;1**: the attestation report is ready.\n\n**Elapsed:** 2m 05s, 13 polls.'
    )
    expect(summary).toContain(
      'This workflow ran for commit [f00dfeedf00d](https://github.com/example/agent/commit/f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed), ' +
        'the head of pull request [&#35;42](https://github.com/example/agent/pull/42). ' +
        'The service certifies the repository as it clones it when the run starts; the API cannot name a commit.'
    )
    expect(summary).toContain('[Workflow run logs](https://github.com/example/agent/actions/runs/1)')
    expect(summary).toContain('| trust&#95;score | 92 |')
    expect(summary).toContain('](https://certs.example.com/c/run-1)')
    expect(summary.indexOf('| Project |')).toBeLessThan(summary.indexOf('This workflow ran for'))
    expect(summary.indexOf('This workflow ran for')).toBeLessThan(summary.indexOf('### Reported by the service'))
  })

  it('two gates of different projects never look the same', () => {
    const first = summaryOf(passed, noContext).split('\n')[0]
    const second = summaryOf({ ...passed, projectId: 'proj-2' }, noContext).split('\n')[0]
    expect(first).not.toBe(second)
    expect(summaryOf({ ...passed, projectId: undefined }, noContext)).toMatch(
      /^## ✅ run run&#45;1: agent certification passed/
    )
  })

  it("leads a rejected run with the service's message, says each thing once, and puts what to do and where to look before any table", () => {
    const summary = summaryOf(
      {
        ...passed,
        verdict: 'failed',
        failsStep: true,
        status: 'rejected',
        record: { run_id: 'run-1', status: 'rejected', message: 'prompt injection found' },
        reason: "Run run-1 ended with status 'rejected' and no attestation: prompt injection found",
        hint: 'See https://console.example.com/r/1 for what the service found; fix it, and push again.',
        lookAt: 'https://console.example.com/r/1'
      },
      pullRequestContext
    )
    const firstTable = summary.indexOf('\n|')
    for (const part of [
      'prompt injection found',
      'ended without an attestation',
      '**What to do:**',
      '**Where to look:**'
    ]) {
      expect(summary.indexOf(part)).toBeGreaterThan(0)
      expect(summary.indexOf(part)).toBeLessThan(firstTable)
    }
    expect(summary.split('\n')[2]).toBe(
      'The service reported **rejected** for run **run&#45;1**: **prompt injection found**. It ended without an attestation.'
    )
    // Each thing once: no "Why" that says the sentence again.
    expect(summary).not.toContain('**Why:**')
    expect(summary.split('attestation').length - 1).toBe(1)
    expect(summary).toContain(
      '**Where to look:** [https&#58;//console.example.com/r/1](https://console.example.com/r/1)'
    )
    // Said once, as a link: the hint points at it instead of repeating it.
    expect(summary).toContain('**What to do:** See the link below for what the service found; fix it, and push again.')
    expect(summary.split('console.example.com/r/1').length - 1).toBe(2)
  })

  it('leads a failed bar with the value and the bar, in the first sentence, and says neither again', () => {
    const summary = summaryOf(
      {
        ...passed,
        verdict: 'failed',
        failsStep: true,
        reason: 'Run run-1 completed, but pass-if is false: run.trust_score >= 80 (run.trust_score = 72).',
        policy: {
          expression: 'run.trust_score >= 80',
          reads: readsOfText('run.trust_score >= 80'),
          readings: [{ path: 'run.trust_score', value: '72' }],
          outcome: 'false'
        }
      },
      noContext
    )
    expect(summary).toContain(
      "\n\n**run.trust&#95;score 72, needs ≥ 80**: the agent does not meet the team's bar (`pass-if` is false for run **run&#45;1**, which the service reported **completed**).\n"
    )
    expect(summary).not.toContain('**Policy:**')
    expect(summary).not.toContain('**Why:**')
    // What pass-if gave is said once, by the verdict sentence.
    expect(summary.split('is false')).toHaveLength(2)
  })

  it('says the run is for a merge-queue entry on merge_group', () => {
    const summary = summaryOf(passed, {
      ...noContext,
      eventName: 'merge_group',
      repository: 'example/agent',
      mergeGroup: { headRef: 'refs/heads/gh-readonly-queue/main/pr-42-abc', baseRef: 'refs/heads/main' },
      commit: { sha: 'abcdefabcdefabcdefabcdefabcdefabcdefabcd', source: 'merge-group-head' }
    })
    expect(summary).toContain(
      'ran for commit [abcdefabcdef](https://github.com/example/agent/commit/abcdefabcdefabcdefabcdefabcdefabcdefabcd), the head of a merge-queue entry.'
    )
  })

  it('escapes hostile service text and only links https URLs', () => {
    const summary = summaryOf(
      {
        ...passed,
        status: '<b>completed</b>',
        record: {
          note: '<script>alert(1)</script> | broken | ![x](https://t.example/p.png) @org/team',
          homepage: 'javascript:alert(1)',
          plain_http: 'http://insecure.example.com/x',
          tricky: 'https://ok.example.com/a)b|c<d>'
        }
      },
      noContext
    )
    expect(summary).not.toMatch(/<script|<b>|!\[x\]|@org/)
    expect(summary).not.toContain('](javascript')
    expect(summary).not.toContain('](http://insecure')
    expect(summary).toContain('](https://ok.example.com/a%29b%7Cc%3Cd%3E)')
    // Every service-field row still has exactly two cells: no cell was split by a '|'.
    for (const cells of tableRows(summary.slice(summary.indexOf('| Field |')))) expect(cells).toHaveLength(2)
  })

  it('stays small however much the service returns', () => {
    const record: Record<string, unknown> = {}
    for (let index = 0; index < 5000; index += 1) record[`field_${index}`] = 'x'.repeat(500)
    const summary = summaryOf({ ...passed, record }, noContext)
    expect(summary.length).toBeLessThan(8 * 1024)
    expect(summary).toMatch(/\d+ more field\(s\) are left out here; the `run` output has the whole record/)
  })

  it('flattens nested objects down to three levels and says what deeper nesting it left out', () => {
    const summary = summaryOf(
      {
        ...passed,
        record: {
          attestation: { score: 7, certificate: { state: 'issued', deeper: { x: 1 } } },
          tags: ['a', 'b'],
          findings: [{ a: 1 }]
        }
      },
      noContext
    )
    expect(summary).toContain('| attestation.score | 7 |')
    expect(summary).toContain('| attestation.certificate.state | issued |')
    expect(summary).not.toContain('deeper')
    expect(summary).toContain('| tags | a, b |')
    // A list of objects shows its items' scalar fields.
    expect(summary).toContain('| findings | a&#58; 1 |')
    expect(summary).toContain('1 object(s) nested more than 3 levels deep are left out here')
  })

  it('survives a record nested thousands of levels deep, or thousands of fields wide inside one object', () => {
    const deep: Record<string, unknown> = {}
    let cursor = deep
    for (let depth = 0; depth < 10_000; depth += 1) cursor = (cursor['a'] = {}) as Record<string, unknown>
    const wide: Record<string, unknown> = {}
    for (let index = 0; index < 200_000; index += 1) wide[`k${index}`] = index
    const summary = summaryOf({ ...passed, record: { deep, wide } }, noContext)
    expect(summary).toContain('| wide.k0 | 0 |')
    expect(summary).toMatch(/nested more than 3 levels deep/)
  })

  it.each([
    ['failed', true, /❌ proj&#45;1: agent certification failed/, /ended without an attestation/],
    ['timed-out', true, /⏱️ proj&#45;1: agent certification timed out/, /still going/],
    ['timed-out', false, /timed out/, /not\*\* certified/],
    ['cancelled', true, /cancelled/, /goes on at the service/],
    ['started', false, /started, not judged/, /did not wait/],
    // The run was reached (it has a status): not "could not run".
    ['error', true, /❌ proj&#45;1: agent certification reached no verdict/, /could not reach a verdict/]
  ] as const)('writes the %s verdict (failsStep %p)', (verdict, failsStep, heading, sentence) => {
    const summary = summaryOf(
      { ...passed, verdict, failsStep, reason: 'Because <reasons>.', hint: 'Do *this*.' },
      noContext
    )
    expect(summary).toMatch(heading)
    expect(summary).toMatch(sentence)
    expect(summary).toContain(
      failsStep ? '**Why:** Because &#60;reasons&#62;.' : '**Note:** Because &#60;reasons&#62;.'
    )
    expect(summary).toContain('**What to do:** Do &#42;this&#42;.')
  })

  it('says the gate could not run when there is no project or run to name', () => {
    const summary = renderSummary(
      { verdict: 'error', failsStep: true, gates: [], elapsedMs: 3, reason: "Input 'base-url': is empty." },
      noContext
    )
    expect(summary).toMatch(/^## ❌ Agent certification could not run\n/)
    expect(summary).toMatch(/before the service gave a verdict/)
  })

  it('with several gates: one row per gate, failures first, and within a comment whatever their number', () => {
    const gates: FlatGate[] = Array.from({ length: 50 }, (_, index) => ({
      ...passed,
      projectId: `proj-${index}`,
      runId: `run-${index}`,
      ...(index % 2 === 0
        ? {}
        : { verdict: 'failed' as const, failsStep: true, status: 'rejected', reason: `Because ${'x'.repeat(2000)}` })
    }))
    const summary = renderSummary(stepOf(gates, 1000), pullRequestContext)
    expect(summary).toMatch(
      /^## ❌ Agent certification: 25 of 50 failed: proj&#45;1, proj&#45;3, proj&#45;5, proj&#45;7, proj&#45;9 and 20 more\n/
    )
    expect(tableRows(summary.slice(summary.indexOf('| Project |'))).slice(2, 52)).toHaveLength(50)
    expect(summary.length).toBeLessThan(SUMMARY_BUDGET)
    expect(summary.indexOf('### ❌ proj&#45;1:')).toBeLessThan(
      summary.indexOf('### ✅ proj&#45;0:') === -1 ? Infinity : summary.indexOf('### ✅ proj&#45;0:')
    )
    expect(summary).toMatch(
      /The details of \d+ more gate\(s\) are left out here, to stay within GitHub's size limit for a comment\. The table above has each gate's verdict; the job log has each run's record/
    )
  })
})

describe('within a comment, the why paragraph included', () => {
  it('50 gates whose services return long messages of markup characters stay within the budget', () => {
    const gates: FlatGate[] = Array.from({ length: 50 }, (_, index) => ({
      ...passed,
      projectId: `proj-${index}`,
      runId: `run-${index}`,
      verdict: 'failed' as const,
      failsStep: true,
      status: 'rejected',
      reason: `Run run-${index} ended with status 'rejected': ${'<&>'.repeat(100)}`,
      hint: `See ${'[x]'.repeat(100)}`
    }))
    const summary = renderSummary(stepOf(gates, 1000), pullRequestContext)
    expect(summary.length).toBeLessThan(SUMMARY_BUDGET)
    expect(summary).toMatch(
      /^## ❌ Agent certification: 50 of 50 failed: proj&#45;0, proj&#45;1, proj&#45;2, proj&#45;3, proj&#45;4 and 45 more\n/
    )
    // Each gate's reason is in its own section, not again in a paragraph of the step's.
    expect(summary).not.toContain('gates did not pass')
  })
})

describe('service text, rendered as GitHub renders it', () => {
  const hostile = [
    'http://www.evil.example/login',
    'www.evil.example/login',
    'mail me at attacker@evil.example',
    'mailto:attacker@evil.example',
    'ftp://files.evil.example',
    'ping @octocat and @example/security',
    'see #123 and GH-1',
    '&#64;octocat and &#35;123',
    '<a href="https://evil.example">click</a>',
    '[click](https://evil.example)',
    '![img](https://evil.example/x.png)'
  ]
  const gate: FlatGate = {
    ...passed,
    verdict: 'failed',
    failsStep: true,
    status: 'failed',
    reason: `Run run-1 ended with status 'failed': ${hostile.join(' | ')}`,
    hint: 'See www.evil.example',
    record: {
      run_id: 'run-1',
      status: 'failed',
      report_url: 'https://console.example.com/r/1',
      ...Object.fromEntries(hostile.map((text, index) => [`note_${index}`, text]))
    }
  }
  const gateMade = new Set([
    'https://console.example.com/r/1',
    'https://github.com/example/agent/commit/f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed',
    'https://github.com/example/agent/pull/42',
    'https://github.com/example/agent/actions/runs/1'
  ])

  it('has no link but those the gate makes, all https, and no mention or cross-reference', async () => {
    const { renderGfm, linkTargets, readableText, MENTION_OR_REFERENCE } = await import('./helpers/gfm.js')
    const html = renderGfm(summaryOf(gate, pullRequestContext))
    const targets = linkTargets(html)
    expect(targets.length).toBeGreaterThan(0)
    for (const target of targets) expect(gateMade).toContain(target)
    // An address in service text is a code span: no link, and a copy of it is the address itself.
    expect(html).not.toMatch(/<(?!\/?(p|a|strong|code|h2|h3|table|thead|tbody|tr|th|td|br)[ >])/)
    expect(html).toContain('<code>http://www.evil.example/login</code>')
    // The text of the gate's own links (#42 for the pull request) is not service text.
    const text = readableText(html.replace(/<a [^>]*>[^<]*<\/a>/g, ''))
    expect(text).not.toMatch(MENTION_OR_REFERENCE)
    // Still readable: the words are there, only joined invisibly.
    expect(text.replace(/\u200d/g, '')).toContain('ping @octocat and @example/security')
  })
})

describe('a pass-if verdict, said once', () => {
  const record = {
    run_id: 'run-1',
    status: 'completed',
    trust_score: 72,
    report_url: 'https://console.example.com/r/1',
    findings: [
      { severity: 'critical', title: 'Prompt injection', id: 'F-1', nested: { a: 1 } },
      { severity: 'low', title: 'Verbose errors' },
      { severity: 'low', title: 'Third' },
      { severity: 'low', title: 'Fourth' }
    ]
  }
  const failedByPolicy: FlatGate = {
    ...passed,
    verdict: 'failed',
    failsStep: true,
    record,
    reason: 'Run run-1 completed, but pass-if is false: run.trust_score >= 80 (run.trust_score = 72).',
    hint: 'See https://console.example.com/r/1 for what the service found; fix it, and push again.',
    lookAt: 'https://console.example.com/r/1',
    policy: {
      expression: 'run.trust_score >= 80',
      reads: readsOfText('run.trust_score >= 80'),
      readings: [{ path: 'run.trust_score', value: '72' }],
      outcome: 'false'
    }
  }

  it('states the reason once, with where to look and what the service found first, and the values read beside the bar', async () => {
    const summary = summaryOf(failedByPolicy, pullRequestContext)
    expect(summary.match(/run\.trust&#95;score 72, needs ≥ 80/g)).toHaveLength(1)
    expect(summary).not.toContain('**Why:**')
    expect(summary).toContain(
      '**Where to look:** [https&#58;//console.example.com/r/1](https://console.example.com/r/1)'
    )
    // What the service found comes first, under where to look, an item a line; not again in the table.
    expect(summary).toContain(
      '**Where to look:** [https&#58;//console.example.com/r/1](https://console.example.com/r/1)\n\n**What the service found** (`findings`, 3 of 4):\n\n' +
        '- severity&#58; critical, title&#58; Prompt injection, id&#58; F&#45;1 &#40;1 more field&#40;s&#41;&#41;\n- severity&#58; low, title&#58; Verbose errors\n- severity&#58; low, title&#58; Third\n'
    )
    expect(summary).not.toContain('| findings |')
  })

  it('says what a non-boolean gave once, without "gave gave", under a heading that is not "could not run"', () => {
    const summary = summaryOf(
      {
        ...failedByPolicy,
        verdict: 'error',
        lookAt: undefined,
        policy: {
          expression: 'run.trust_score',
          reads: readsOfText('run.trust_score'),
          readings: [{ path: 'run.trust_score', value: '72' }],
          outcome: 'value',
          detail: '72'
        }
      },
      noContext
    )
    expect(summary).toMatch(/^## ❌ proj&#45;1: agent certification reached no verdict\n/)
    expect(summary).toContain('but `pass-if` gave 72, not true or false.')
    expect(summary).toContain('**Policy:** `pass-if` run.trust&#95;score (run.trust&#95;score &#61; 72).')
    expect(summary).not.toMatch(/gave \*\*gave/)
  })

  it('renders as GitHub does: every table row as wide as its header, the verdict first after the heading, https links only', async () => {
    const { renderGfm, linkTargets } = await import('./helpers/gfm.js')
    const several = renderSummary(
      stepOf([failedByPolicy, { ...passed, projectId: 'proj-2', runId: 'run-2' }], 1000),
      pullRequestContext
    )
    for (const markdown of [summaryOf(failedByPolicy, pullRequestContext), several]) {
      const html = renderGfm(markdown)
      for (const table of html.match(/<table>[\s\S]*?<\/table>/g) ?? []) {
        const header = (table.match(/<th[ >]/g) ?? []).length
        for (const row of table.match(/<tr>[\s\S]*?<\/tr>/g)?.slice(1) ?? [])
          expect((row.match(/<td[ >]/g) ?? []).length).toBe(header)
      }
      for (const target of linkTargets(html)) expect(target).toMatch(/^https:\/\//)
    }
    // The verdict comes first: one gate's sentence right after the heading; several gates' count in it.
    expect(renderGfm(summaryOf(failedByPolicy, pullRequestContext))).toMatch(
      /^<h2>[^<]*<\/h2>\n<p><strong>run.trust_score 72, needs ≥ 80<\/strong>/
    )
    expect(renderGfm(several)).toMatch(/^<h2>❌ Agent certification: 1 of 2 failed: proj-1<\/h2>/)
  })
})

describe('what the gate remembered', () => {
  const seen = {
    runId: 'run-0',
    signedAt: '2026-11-24T09:12:33.456Z',
    ageMs: 7_500_000,
    signer: 'example/agent/.github/workflows/certification.yml@refs/heads/main',
    sourceRef: 'refs/heads/gh-readonly-queue/main/pr-7'
  }

  it('shows the signer, the ref and the commits in code spans with no invisible character, which the inputs accept as copied', async () => {
    const { renderGfm, codeSpans, INVISIBLE_CHARACTER } = await import('./helpers/gfm.js')
    const { parseSignerWorkflow, parseSourceRefs } = await import('../src/attestation/signer-policy.js')
    const base = {
      commit: 'b'.repeat(40),
      certification: seen,
      runs: [{ status: 'completed', record: { trust_score: 91 } }],
      counted: 1
    }
    const html = renderGfm(summaryOf({ ...passed, runId: 'run-0', polls: 0, reused: seen, base }, pullRequestContext))
    const spans = codeSpans(html)
    expect(spans).toEqual(expect.arrayContaining([seen.signer, seen.sourceRef, 'bbbbbbbbbbbb']))
    for (const span of spans) expect(span).not.toMatch(INVISIBLE_CHARACTER)
    expect(parseSignerWorkflow(seen.signer, 'example/agent')).toEqual({
      repository: 'example/agent',
      path: '.github/workflows/certification.yml',
      ref: 'refs/heads/main'
    })
    expect(parseSourceRefs(seen.sourceRef)).toEqual([{ exact: seen.sourceRef }])
  })

  it('says a reused certification first: which run, when and by whom it was signed, and its age', () => {
    const summary = summaryOf({ ...passed, runId: 'run-0', polls: 0, reused: seen }, pullRequestContext)
    expect(summary).toMatch(
      /^## ✅ proj&#45;1: agent certification passed, reused\n\n\*\*Reused\*\* the certification of this commit by run \*\*run&#45;0\*\*, signed 2026&#45;11&#45;24 09&#58;12 UTC by `example\/agent\/\.github\/workflows\/certification\.yml@refs\/heads\/main` on `refs\/heads\/gh-readonly-queue\/main\/pr-7`, 2h 05m ago: no run was started\.\n/
    )
    // No run was waited for: no time or polls to tell.
    expect(summary).not.toContain('**Elapsed:**')
    expect(summary).not.toContain('(reused)')
    const judged = summaryOf(
      {
        ...passed,
        reused: { ...seen, signer: undefined, sourceRef: undefined, runId: undefined },
        policy: { expression: 'run.x', reads: readsOfText('run.x'), readings: [], outcome: 'true' }
      },
      noContext
    )
    expect(judged).toContain(
      'by run **?**, signed 2026&#45;11&#45;24 09&#58;12 UTC, 2h 05m ago: no run was started, and `pass-if` is true for its run now.'
    )
  })

  it('says a pass carried forward once: from which commit and run, why no run was started, and what pass-if read', async () => {
    const { renderGfm, readableText, codeSpans, INVISIBLE_CHARACTER } = await import('./helpers/gfm.js')
    const from = 'ca'.repeat(20)
    const policy = {
      expression: 'run.trust_score >= 80',
      reads: readsOfText('run.trust_score >= 80'),
      readings: [{ path: 'run.trust_score', value: '92' }],
      outcome: 'true' as const
    }
    const outsidePaths = Array.from({ length: 10 }, (_, n) => `docs/${n}.md`)
    const carriedFrom = { commit: from, behind: 2, outsidePaths, outsidePathsCount: 12 }
    const carried: FlatGate = { ...passed, runId: 'run-0', polls: 0, reused: seen, carriedFrom, policy }
    const html = renderGfm(summaryOf(carried, pullRequestContext))
    const text = readableText(html).replace(/\s+/g, ' ')
    expect(text).toContain(
      `Carried forward the certification of commit ${from.slice(0, 12)} (2 first parents back), made by a run on its content, by run run-0 , signed 2026-11-24 09:12 UTC by ${seen.signer} on ${seen.sourceRef} , 2h 05m ago: nothing under paths changed since, so no run was started, and pass-if is true for its run now.`
    )
    // What the pass did not certify: the files that changed outside paths, ten and how many more.
    expect(text).toContain(`Changed since, outside paths , and not certified: ${outsidePaths.join(' , ')} and 2 more.`)
    const once = (part: string) => expect(text.split(part)).toHaveLength(2)
    for (const part of [from.slice(0, 12), 'no run was started', 'is true', 'run.trust_score = 92']) once(part)
    expect(text).not.toContain('Reused')
    expect(text).not.toContain('Elapsed')
    for (const span of codeSpans(html)) expect(span).not.toMatch(INVISIBLE_CHARACTER)
  })

  it('names the base certification compared with, or why there was none, once', () => {
    const policy = {
      expression: 'run.trust_score >= base.trust_score - 2',
      reads: readsOfText('run.trust_score >= base.trust_score - 2'),
      readings: [{ path: 'run.trust_score', value: '81', compared: { name: 'base', value: '91', change: '\u221210' } }],
      outcome: 'false' as const
    }
    const failed: FlatGate = { ...passed, verdict: 'failed', failsStep: true, policy }
    const compared = summaryOf(
      { ...failed, base: { commit: 'b'.repeat(40), certification: seen, runs: [{ status: 'completed', record: {} }] } },
      noContext
    )
    expect(compared).toContain('2 (run.trust&#95;score &#61; 81 &#40;base 91, −10&#41;).')
    // A regression said plainly, first: what dropped, by how much, from what to what.
    expect(compared).toContain(
      'The service reported **completed** for run **run&#45;1**, but run.trust&#95;score dropped 10 against the base &#40;91 → 81&#41;: `pass-if` is false.'
    )
    expect(compared).toContain(
      '**Base:** compared with run **run&#45;0**, signed 2026&#45;11&#45;24 09&#58;12 UTC by `example/agent/.github/workflows/certification.yml@refs/heads/main` on `refs/heads/gh-readonly-queue/main/pr-7`, 2h 05m ago, the certification of base commit `bbbbbbbbbbbb`.'
    )
    const none = summaryOf(
      { ...failed, base: { commit: 'b'.repeat(40), runs: [], why: { kind: 'none-listed' } } },
      noContext
    )
    expect(none.match(/no certification of the base commit/g)).toHaveLength(1)
    expect(none).toContain(
      '**Base:** no certification of the base commit `bbbbbbbbbbbb` (GitHub lists no attestation for it); `base` was an empty map.'
    )
    expect(summaryOf({ ...failed, base: { runs: [] } }, noContext)).toContain(
      '**Base:** no base certification: none was found; `base` was an empty map.'
    )
    // A base set aside by comparable-on is neither "no certification" nor compared, in the heading and the line.
    const why = {
      kind: 'not-comparable',
      field: 'scanner_version',
      base: '"2.1"',
      run: '"2.2"',
      runId: 'run-0'
    } as const
    const otherScanner = summaryOf({ ...passed, base: { commit: 'b'.repeat(40), runs: [], why } }, noContext)
    expect(otherScanner).toMatch(
      /^## ✅ proj&#45;1: agent certification passed, not compared: the base has another scanner&#95;version\n/
    )
    expect(otherScanner).toContain(
      '**Base:** not compared with base commit `bbbbbbbbbbbb`: the base &#40;run run&#45;0&#41; has scanner&#95;version &#34;2.1&#34; where the runs judged here have scanner&#95;version &#34;2.2&#34;, so it is not compared &#40;comparable&#45;on&#41;; `base`, `base_stats` and `delta` were empty maps.'
    )
    // A list that could not be read, or certifications that do not count, are not "no certification".
    const unread = summaryOf(
      {
        ...failed,
        base: {
          commit: 'b'.repeat(40),
          runs: [],
          why: { kind: 'refused', what: { of: 'attestations' }, status: 403 },
          absence: 'unreadable'
        }
      },
      noContext
    )
    expect(unread).toContain(
      '**Base:** base commit `bbbbbbbbbbbb` could not be looked up: GitHub refused to list the attestations &#40;403&#41;&#58; the job needs attestations&#58; read; nothing was compared, so the run was not judged.'
    )
    expect(unread).not.toContain('no certification of the base commit')
    expect(
      summaryOf(
        {
          ...failed,
          base: {
            runs: [],
            why: { kind: 'not-read', what: { of: 'attestations' }, detail: 'x' },
            absence: 'unreadable'
          }
        },
        noContext
      )
    ).toContain(
      "**Base:** the base commit's certification could not be looked up: the attestations could not be read&#58; x; nothing was compared, so the run was not judged."
    )
    const refused = summaryOf(
      {
        ...failed,
        base: {
          commit: 'b'.repeat(40),
          runs: [],
          why: {
            kind: 'none-of-project',
            listed: 1,
            projectId: 'proj-a',
            refusal: 'it was signed by someone else',
            otherProjects: 0
          },
          absence: 'none-counts'
        }
      },
      noContext
    )
    expect(refused).toContain(
      '**Base:** no certification of the base commit `bbbbbbbbbbbb` counts here (GitHub lists 1 attestation for it, none a certification of project proj&#45;a that counts &#40;one claiming to be was refused&#58; it was signed by someone else&#41;); `base` was an empty map.'
    )
  })
})

describe('red summaries, as GitHub renders them: the cause and the number first, each fact once', () => {
  /** The page's text: its heading, then its paragraphs and items, each on one line. */
  async function page(markdown: string): Promise<{ html: string; heading: string; first: string; text: string }> {
    const { renderGfm, readableText } = await import('./helpers/gfm.js')
    const html = renderGfm(markdown)
    const blocks = [...html.matchAll(/<(h2|p|li)>([\s\S]*?)<\/\1>/g)].map(match =>
      readableText(match[2])
        .replace(/\s+/g, ' ')
        .replace(/ ([),.:;])/g, '$1')
        .trim()
    )
    return { html, heading: blocks[0], first: blocks[1], text: blocks.join('\n') }
  }

  it('a bar pass-if did not meet: the value and the bar in the first sentence', async () => {
    const failed: FlatGate = {
      ...passed,
      verdict: 'failed',
      failsStep: true,
      record: { ...passed.record, trust_score: 72 },
      policy: {
        expression: 'run.trust_score >= 80',
        reads: readsOfText('run.trust_score >= 80'),
        readings: [{ path: 'run.trust_score', value: '72' }],
        outcome: 'false'
      }
    }
    const { heading, first } = await page(summaryOf(failed, pullRequestContext))
    expect(heading).toBe('❌ proj-1: agent certification failed')
    expect(first.split('. ')[0]).toContain('run.trust_score 72, needs ≥ 80')
    // An expression that is not one comparison: every value it read, and the expression itself.
    const compound = await page(
      summaryOf(
        {
          ...failed,
          policy: {
            expression: 'run.trust_score >= 80 && run.grade == "A"',
            reads: readsOfText('run.trust_score >= 80 && run.grade == "A"'),
            readings: [
              { path: 'run.trust_score', value: '72' },
              { path: 'run.grade', value: '"A"' }
            ],
            outcome: 'false'
          }
        },
        pullRequestContext
      )
    )
    expect(compound.first).toMatch(
      /^run\.trust_score = 72, run\.grade = "A", against pass-if run\.trust_score >= 80 && run\.grade == "A": the agent/
    )
  })

  it('a service failing until the timeout: the outage first, not this change, the break-glass linked, never "raise timeout"', async () => {
    const outage: FlatGate = {
      ...passed,
      verdict: 'timed-out',
      failsStep: true,
      status: 'queued',
      record: undefined,
      reason:
        "The timeout ran out while waiting for run 'run-1'. The last status was 'queued'. Last error: The service answered HTTP 503 while polling run 'run-1': maintenance",
      hint: 'The service is failing, not the agent: nothing in the change needs fixing. Run run-1 goes on at the service: re-run the job, or wait for this run in a later step with run-id: run-1.',
      serviceFailing: { baseUrl: 'https://api.example.com/v1', status: 503, said: 'maintenance' }
    }
    const readme = 'https://github.com/acme/agent-certification-gate/blob/v1/README.md'
    const { html, heading, first, text } = await page(
      summaryOf(outage, { ...pullRequestContext, actionReadmeUrl: readme })
    )
    expect(heading).toBe('⏱️ proj-1: not judged, the service kept failing')
    expect(first).toBe(
      'The service at https://api.example.com/v1 kept failing (HTTP 503: maintenance) until the timeout (run run-1 was last seen queued): not this change, and not the agent.'
    )
    // The address as written, to copy: a code span, with no invisible character in it.
    expect(html).toContain('<code>https://api.example.com/v1</code>')
    expect(text).toContain('If the outage outlasts what a merge can wait, use the break-glass.')
    expect(html).toContain(`<a href="${readme}#what-happens-when-the-service-or-github-is-down">break-glass</a>`)
    expect(text).not.toMatch(/raise timeout|still going/i)
    // The service's words and the status, once.
    expect(text.split('maintenance')).toHaveLength(2)
    expect(text.split('503')).toHaveLength(2)
    // Where the runner does not say which action this is, the README's question is named instead.
    const unnamed = await page(
      summaryOf({ ...outage, verdict: 'error', runId: undefined, status: undefined }, pullRequestContext)
    )
    expect(unnamed.heading).toBe('❌ proj-1: not judged, the service kept failing')
    expect(unnamed.text).toContain(
      'use the break-glass (the gate\'s README, "What happens when the service (or GitHub) is down?").'
    )
    expect(unnamed.text).not.toMatch(/raise timeout/i)
  })

  it('a service that could not be reached: may be down, first; the way through; the address as written, to copy', async () => {
    const unreachable: FlatGate = {
      ...passed,
      verdict: 'error',
      failsStep: true,
      runId: undefined,
      status: undefined,
      record: undefined,
      reason:
        'The service at http://127.0.0.1:8799/v1 could not be reached while starting a run for project proj-1, and may be down.',
      hint: 'The service is failing, not the agent: nothing in the change needs fixing.',
      serviceFailing: {
        baseUrl: 'http://127.0.0.1:8799/v1',
        unreachable:
          "Could not connect to 127.0.0.1:8799 (ECONNREFUSED) while starting a run for project 'proj-1'; gave up after 1.9s, since the service never answered and no timeout would help."
      }
    }
    const readme = 'https://github.com/acme/agent-certification-gate/blob/v1/README.md'
    const { html, heading, first, text } = await page(
      summaryOf(unreachable, { ...pullRequestContext, actionReadmeUrl: readme })
    )
    expect(heading).toBe('❌ proj-1: not judged, the service could not be reached')
    expect(first).toBe(
      "The service at http://127.0.0.1:8799/v1 could not be reached, and may be down: not this change, and not the agent. What the connection met: Could not connect to 127.0.0.1:8799 (ECONNREFUSED) while starting a run for project 'proj-1'; gave up after 1.9s, since the service never answered and no timeout would help."
    )
    expect(html).toContain('<code>http://127.0.0.1:8799/v1</code>')
    expect(text).not.toMatch(/\u200d/)
    expect(text).toContain('Re-run the job when the service is back.')
    expect(html).toContain(`<a href="${readme}#what-happens-when-the-service-or-github-is-down">break-glass</a>`)
    expect(html).toContain(
      'If the service is up, check the host and port of <code>base-url</code> (<code>http://127.0.0.1:8799/v1</code>)'
    )
  })

  it('writes an address in "What to do" as it is, in a code span a person can copy; service text stays inert', async () => {
    const refused: FlatGate = {
      ...passed,
      verdict: 'error',
      failsStep: true,
      record: undefined,
      reason:
        'The service rejected the API key (HTTP 401) while starting a run for project proj-1: see http://evil.example/phish, @someone',
      hint: 'API keys are scoped to one environment: check that base-url (https://api.example.com/v1) is the host of the environment the key was created in.'
    }
    const { html, text } = await page(summaryOf(refused, pullRequestContext))
    expect(html).toContain('<code>https://api.example.com/v1</code>')
    expect(html).toContain('<code>http://evil.example/phish</code>')
    expect(html).not.toMatch(/<a href="http:\/\/evil/)
    expect(html).not.toMatch(/href="[^"]*someone/)
    expect(html).toContain('check that base-url (<code>https://api.example.com/v1</code>) is the host')
    expect(text).not.toMatch(/\u200d\/\//)
  })

  it('several projects, two failing: the heading names the failing ones, each reason once, no advice that points at itself', async () => {
    const low: FlatGate = {
      ...passed,
      projectId: 'proj-low',
      runId: 'run-low',
      verdict: 'failed',
      failsStep: true,
      record: { run_id: 'run-low', status: 'completed', trust_score: 72 },
      reason: 'Run run-low completed, but pass-if is false: run.trust_score >= 80 (run.trust_score = 72).',
      hint: 'Open the run in the console to see what the service found, fix it, and push again.',
      policy: {
        expression: 'run.trust_score >= 80',
        reads: readsOfText('run.trust_score >= 80'),
        readings: [{ path: 'run.trust_score', value: '72' }],
        outcome: 'false'
      }
    }
    const rejected: FlatGate = {
      ...passed,
      projectId: 'proj-rejected',
      runId: 'run-rejected',
      verdict: 'failed',
      failsStep: true,
      status: 'rejected',
      record: { run_id: 'run-rejected', status: 'rejected' },
      reason: "Run run-rejected ended with status 'rejected' and no attestation: Prompt injection found",
      hint: 'Fix what the service found, and push again.'
    }
    const step = stepOf([{ ...passed, projectId: 'proj-ok' }, low, rejected], 1000)
    const { heading, text } = await page(renderSummary(step, pullRequestContext))
    expect(heading).toBe('❌ Agent certification: 2 of 3 failed: proj-low, proj-rejected')
    // A gate that reached no verdict (an outage, an error) did not fail: the heading does not say it did.
    const outage: FlatGate = {
      ...rejected,
      verdict: 'error',
      serviceFailing: { baseUrl: 'https://api.example.com/v1', status: 503 }
    }
    const mixed = await page(renderSummary(stepOf([low, outage], 1000), pullRequestContext))
    expect(mixed.heading).toBe('❌ Agent certification: 2 of 2 did not pass: proj-low, proj-rejected')
    expect(text.split('Prompt injection found')).toHaveLength(2)
    expect(text.split('needs ≥ 80')).toHaveLength(2)
    expect(text).not.toMatch(/say what to do|says what to do|\)\.\)/)
    // The step's one line for the log reads as one sentence: no stray "(…).);".
    expect(step.reason).toBe(
      "2 of 3 gates did not pass: proj-low failed: Run run-low completed, but pass-if is false: run.trust_score >= 80 (run.trust_score = 72); proj-rejected failed: Run run-rejected ended with status 'rejected' and no attestation: Prompt injection found."
    )
  })
})

describe('the figures of repeated runs', () => {
  const repeated: FlatGate = {
    ...passed,
    runs: ['run-1', 'run-2', 'run-3'].map(runId => ({ runId, status: 'completed' })),
    policy: {
      expression: 'delta.trust_score.low > -2.0 && stats["a|b"].n == 3.0',
      reads: readsOfText('delta.trust_score.low > -2.0 && stats["a|b"].n == 3.0'),
      readings: [
        { path: 'delta.trust_score.low', value: '−1.2' },
        { path: 'stats["a|b"].n', value: '3' }
      ],
      outcome: 'true'
    },
    figures: {
      stats: {
        trust_score: { n: 3, mean: 81, sd: 3, min: 78, max: 84, median: 81, low: 73.548, high: 88.452 },
        'a|b': { n: 3, mean: -0.5, min: -1, max: 0, median: -0.5 }
      },
      partial: ['latency_ms'],
      baseStats: { trust_score: { n: 1, mean: 82, min: 82, max: 82, median: 82 } },
      delta: { trust_score: { mean: -1, low: -8.45, high: 6.45, varianceBorrowed: 'base' } },
      baseRuns: 1
    }
  }

  it('shows each field pass-if read as a table row: n, mean, interval, min–max, the base and the change', () => {
    const summary = summaryOf(repeated, noContext)
    expect(summary).toContain(
      'The service reported **completed** for runs **run&#45;1**, **run&#45;2** and **run&#45;3**, and `pass-if` is true.'
    )
    expect(summary).toContain(
      '| Field | Runs | Mean | 95% interval | Min–max | Base mean | Change (95% interval) |\n' +
        '|---|---:|---:|---|---|---:|---|\n' +
        '| `trust_score` | 3 | 81 | 73.55 to 88.45 | 78–84 | 82 &#40;1 run&#41; | −1 &#40;−8.45 to 6.45&#41; |\n' +
        '| `a\\|b` | 3 | −0.5 | — &#40;one run&#41; | −1–0 | — | — |'
    )
    expect(summary).toContain("Not in every run's record, so not in `stats`: `latency_ms`.")
    expect(summary).toContain(
      '### Reported by the service\n\nRun `run-1`\'s record, one of 3; the job log has each (group "Run records, one per run").'
    )
    expect(summary).toContain(
      "The base certification rests on one run: the change's interval takes its spread to be this one's."
    )
  })

  it('says when this certification rests on one run, and shows no table when no figure was read', () => {
    const borrowed = {
      ...repeated,
      figures: {
        ...repeated.figures!,
        delta: { trust_score: { mean: 1, low: -3, high: 5, varianceBorrowed: 'this' as const } }
      }
    }
    expect(summaryOf(borrowed, noContext)).toContain(
      "This certification rests on one run: the change's interval takes its spread to be the base's."
    )
    const reads = readsOfText('size(runs) == 3')
    const none = {
      ...repeated,
      policy: { ...repeated.policy!, reads, readings: [] },
      figures: { stats: {}, partial: [] }
    }
    expect(summaryOf(none, noContext)).not.toContain('| Field | Runs |')
    expect(summaryOf(none, noContext)).not.toContain('Not in every run')
  })

  it('names the run left going alone when the timeout ran out, and a failed policy over all of them', () => {
    const timedOut = summaryOf(
      { ...repeated, verdict: 'timed-out', failsStep: true, runId: 'run-2', status: 'running', policy: undefined },
      noContext
    )
    expect(timedOut).toContain('The timeout ran out while run **run&#45;2** was still going')
    const failed = summaryOf(
      { ...repeated, verdict: 'failed', failsStep: true, policy: { ...repeated.policy!, outcome: 'false' } },
      noContext
    )
    expect(failed).toContain('for runs **run&#45;1**, **run&#45;2** and **run&#45;3**')
  })

  it('says a field read is in no run, and names at most ten fields left out of stats', () => {
    const summary = summaryOf(
      {
        ...repeated,
        policy: {
          ...repeated.policy!,
          reads: readsOfText('stats.nope.mean > 1.0'),
          readings: [{ path: 'stats.nope.mean', value: '(missing)' }]
        },
        figures: { stats: {}, partial: Array.from({ length: 12 }, (_, index) => `f${index}`) }
      },
      noContext
    )
    expect(summary).toContain('| `nope` | — | in no run | — | — |')
    expect(summary).toContain('`f8`, `f9` and 2 more.')
  })

  it('leads an inconclusive gate with "not decided", and gives both policies and what to do', () => {
    const summary = summaryOf(
      {
        ...repeated,
        verdict: 'inconclusive',
        failsStep: true,
        reason: 'Not decided: …',
        hint: 'More runs narrow the intervals.',
        failPolicy: {
          expression: 'delta.trust_score.high < -2.0',
          reads: readsOfText('delta.trust_score.high < -2.0'),
          readings: [],
          outcome: 'false'
        }
      },
      noContext
    )
    expect(summary).toMatch(
      /^## ⚖️ proj&#45;1: agent certification not decided \(inconclusive\)\n\n\*\*Not decided:\*\* the service reported \*\*completed\*\* for runs /
    )
    expect(summary).toContain('**What to do:** More runs narrow the intervals.')
    expect(summary).toContain('**Policy:** `fail-if` delta.trust&#95;score.high &#60; &#45;2.0.')
    expect(summary).not.toContain('**Why:**')
  })
})

describe('the looks of a sequential gate', () => {
  const level = 1 - 0.05 / 3
  const look = (runs: number, decided: boolean, verdict: 'passed' | 'failed' | 'inconclusive') => ({
    runs,
    level,
    verdict,
    decided,
    passIf: 'false' as const,
    read: [
      { path: 'stats.trust_score.low', value: '73.133' },
      { path: 'stats["a|b"].high', value: '90.867' }
    ],
    intervals: [
      { field: 'trust_score', of: 'stats', mean: 82, low: 73.1333, high: 90.8667 },
      { field: 'a|b', of: 'delta', mean: 1 }
    ]
  })
  const intro =
    '**Sequential:** looks after 4, 7 and 10 runs, each drawing its intervals at 98.33%, so that over all looks the ' +
    'error rate stays that of one look at 95%.'

  it('says nothing for a gate that was not sequential', () => {
    expect(looksSection({})).toEqual([])
  })

  it('gives the schedule and why it stopped, then a row per look: runs, intervals, what was read, decided or not', () => {
    const looks = [look(4, false, 'inconclusive'), look(7, true, 'passed')]
    expect(looksSection({ sequential: { schedule: [4, 7, 10], level, looks, stopped: 'decided' } })).toEqual([
      '',
      `${intro} Decided at look 2 of 3, on 7 of up to 10 runs; 3 not started.`,
      '',
      '| Look | Runs | Interval | Read | Decided |',
      '|---:|---:|---|---|---|',
      '| 1 | 4 | `trust_score` 82 (73.13 to 90.87); `a\\|b` change 1 (— (one run)) | stats.trust&#95;score.low &#61; 73.133, ' +
        'stats&#91;&#34;a&#124;b&#34;&#93;.high &#61; 90.867 | no (inconclusive) |',
      '| 2 | 7 | `trust_score` 82 (73.13 to 90.87); `a\\|b` change 1 (— (one run)) | stats.trust&#95;score.low &#61; 73.133, ' +
        'stats&#91;&#34;a&#124;b&#34;&#93;.high &#61; 90.867 | yes, passed |'
    ])
  })

  it('says why it stopped otherwise, and gives a dash where nothing was read', () => {
    const bare = { ...look(10, false, 'failed'), read: [], intervals: [] }
    const of = (stopped: 'last-look' | 'queue-limit' | 'ended', looks = [bare]) =>
      looksSection({ sequential: { schedule: [4, 7, 10], level, looks, stopped } })
    expect(of('last-look')[1]).toBe(`${intro} Not decided before the last look, so its verdict stands.`)
    expect(of('last-look')[5]).toBe('| 1 | 10 | — | — | no (failed) |')
    expect(of('queue-limit')[1]).toBe(`${intro} The merge queue's limit cut it short after look 1 of 3: see above.`)
    expect(of('ended')[1]).toBe(`${intro} It ended before a look decided: see above.`)
    expect(of('ended', [])).toEqual(['', `${intro} It ended before a look decided, at no look: see above.`])
  })

  it('says what the runs cost once passing was out of reach, each chance at a look, and why no look could stop', () => {
    const early = { ...look(4, false, 'failed'), read: [], intervals: [], chance: 0.0004 }
    const stopped = looksSection({
      sequential: { schedule: [4, 7, 10], level, looks: [early], stopped: 'out-of-reach' }
    })
    expect(stopped[1]).toBe(
      `${intro} Stopped at look 1 of 3, on 4 of up to 10 runs; 6 not started: passing was out of reach.`
    )
    expect(stopped[5]).toBe('| 1 | 4 | — | — | no (failed; under a 0.1% chance to pass at the last look) |')
    const inReach = { ...early, chance: 0.712 }
    const last = { ...look(10, false, 'failed'), read: [], intervals: [] }
    const all = looksSection({
      sequential: { schedule: [4, 7, 10], level, looks: [inReach, last], stopped: 'last-look', noStop: 'not-bars' }
    })
    expect(all[1]).toBe(
      `${intro} Not decided before the last look, so its verdict stands. No look could stop once passing was out of ` +
        'reach: that is worked out only for a pass-if of bars on bounds of intervals joined by &&.'
    )
    expect(all[5]).toBe('| 1 | 4 | — | — | no (failed; a 71.2% chance to pass at the last look) |')
  })
})
