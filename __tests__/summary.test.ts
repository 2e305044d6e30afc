import type { GateResult } from '../src/model.js'
import { renderSummary } from '../src/summary.js'

const passed: GateResult = {
  verdict: 'passed',
  failsStep: false,
  projectId: 'proj-1',
  runId: 'run-1',
  status: 'completed',
  record: { run_id: 'run-1', status: 'completed', trust_score: 92, certificate_url: 'https://certs.example.com/c/run-1' },
  elapsedMs: 125_000,
  polls: 13
}

describe('renderSummary', () => {
  it('shows the verdict, the run, the status, the time, the polls and the service fields', () => {
    const summary = renderSummary(passed, {
      repository: 'example/agent',
      commit: 'f00dfeedf00dfeedf00d',
      pullRequest: { number: 42, url: 'https://github.com/example/agent/pull/42' },
      workflowRunUrl: 'https://github.com/example/agent/actions/runs/1'
    })
    expect(summary).toMatch(/^## ✅ Agent certification passed/)
    expect(summary).toContain('| Run | run&#45;1 |')
    expect(summary).toContain('| Status | **completed** |')
    expect(summary).toContain('| Elapsed | 2m 05s |')
    expect(summary).toContain('| Polls | 13 |')
    expect(summary).toContain('| Commit | f00dfeedf00d |')
    expect(summary).toContain('[&#35;42](https://github.com/example/agent/pull/42)')
    expect(summary).toContain('| trust&#95;score | 92 |')
    expect(summary).toContain('](https://certs.example.com/c/run-1)')
  })

  it('escapes hostile service text and only links https URLs', () => {
    const summary = renderSummary(
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
      {}
    )
    expect(summary).not.toMatch(/<script|<b>|!\[x\]|@org/)
    expect(summary).not.toContain('](javascript')
    expect(summary).not.toContain('](http://insecure')
    expect(summary).toContain('](https://ok.example.com/a%29b%7Cc%3Cd%3E)')
    // Every table row still has exactly three cell borders: no cell was split by a '|'.
    for (const row of summary.split('\n').filter(line => line.startsWith('| '))) expect(row.match(/\|/g)).toHaveLength(3)
  })

  it('stays small however much the service returns', () => {
    const record: Record<string, unknown> = {}
    for (let index = 0; index < 500; index += 1) record[`field_${index}`] = 'x'.repeat(5000)
    const summary = renderSummary({ ...passed, record }, {})
    expect(summary.length).toBeLessThan(8 * 1024)
    expect(summary).toMatch(/more field\(s\) are in the `run` output/)
  })

  it('flattens nested objects one level and leaves arrays to the run output', () => {
    const summary = renderSummary({ ...passed, record: { attestation: { score: 7, deeper: { x: 1 } }, findings: [1, 2] } }, {})
    expect(summary).toContain('| attestation.score | 7 |')
    expect(summary).not.toContain('deeper')
    expect(summary).not.toContain('findings')
  })

  it.each([
    ['failed', true, /❌ Agent certification failed/, /ended without an attestation/],
    ['timed-out', true, /⏱️ Agent certification timed out/, /still going/],
    ['timed-out', false, /timed out/, /not\*\* certified/],
    ['cancelled', true, /cancelled/, /goes on at the service/],
    ['started', false, /started/, /did not wait/],
    ['error', true, /could not run/, /before the service gave a verdict/]
  ] as const)('writes the %s verdict (failsStep %p)', (verdict, failsStep, heading, sentence) => {
    const summary = renderSummary({ ...passed, verdict, failsStep, reason: 'Because <reasons>.', hint: 'Do *this*.' }, {})
    expect(summary).toMatch(heading)
    expect(summary).toMatch(sentence)
    expect(summary).toContain(failsStep ? '### Why it failed' : '### Note')
    expect(summary).toContain('Because &#60;reasons&#62;.')
    expect(summary).toContain('**What to do:** Do &#42;this&#42;.')
  })
})
