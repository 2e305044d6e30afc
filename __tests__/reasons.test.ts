/**
 * The words of the certification side's reasons (src/gate/certified/reasons.ts): every case, as the
 * log and the summary say it. The table is keyed by every kind, so a new kind without words fails
 * the typecheck; what each step decides is in reuse.test.ts, choose.test.ts and gate-memory.test.ts.
 */
import { reasonText } from '../src/gate/certified/reasons.js'
import type { Reason } from '../src/gate/results.js'

const SHA = 'ba5e0000ba5e0000ba5e0000ba5e0000ba5e0000'
const NONE: Reason = { kind: 'none-listed' }

type Examples = { [Kind in Reason['kind']]: [Extract<Reason, { kind: Kind }>, string][] }

const EXAMPLES: Examples = {
  'runner-lacks': [
    [{ kind: 'runner-lacks', what: 'commit' }, 'the workflow names no commit (GITHUB_SHA)'],
    [{ kind: 'runner-lacks', what: 'repository' }, 'the workflow names no repository (GITHUB_REPOSITORY)'],
    [
      { kind: 'runner-lacks', what: 'workflow' },
      'the running workflow is not known (GITHUB_WORKFLOW_REF), so neither is who must have signed: set signer-workflow'
    ],
    [{ kind: 'runner-lacks', what: 'push-ref' }, 'the runner names no ref for this push (GITHUB_REF)'],
    [{ kind: 'runner-lacks', what: 'push-branch' }, 'the runner names no branch for this push (GITHUB_REF)']
  ],
  'event-lacks': [
    [
      { kind: 'event-lacks', event: 'merge_group', what: 'base branch', field: 'merge_group.base_ref' },
      'the merge_group event names no base branch (merge_group.base_ref), so which certifications count cannot be told'
    ],
    [
      { kind: 'event-lacks', event: 'pull_request', what: 'default branch', field: 'repository.default_branch' },
      'the pull_request event names no default branch (repository.default_branch), so which certifications are on protected history cannot be told'
    ],
    [
      { kind: 'event-lacks', event: 'pull_request', what: 'base commit', field: 'pull_request.base.sha' },
      'the pull_request event names no base commit (pull_request.base.sha)'
    ],
    [
      { kind: 'event-lacks', event: 'push', what: 'commit to carry from', field: 'the pushed commit' },
      'the push event names no commit to carry from (the pushed commit)'
    ]
  ],
  'event-has-no-base': [
    [
      { kind: 'event-has-no-base', event: 'push' },
      'a push event has no base commit (only pull_request and merge_group have one)'
    ]
  ],
  'event-never-carries': [
    [{ kind: 'event-never-carries', event: 'workflow_dispatch' }, 'a workflow_dispatch run carries nothing forward']
  ],
  'run-elsewhere': [
    [
      { kind: 'run-elsewhere', event: 'pull_request_target' },
      "a pull_request_target run is on the base branch, not on the commit it certifies, so it runs other workflow files than that commit's"
    ],
    [
      { kind: 'run-elsewhere', event: 'workflow_run', runCommit: SHA },
      `this workflow_run run is on commit ${SHA}, not on the commit it certifies, so it runs other workflow files than a certification signed on that commit did`
    ]
  ],
  'unprotected-branch': [
    [
      { kind: 'unprotected-branch', branch: 'evil', sourceRefSet: false },
      'certifications on branch evil do not count; `source-ref` names the branches that do; by default only the default branch does'
    ],
    [
      { kind: 'unprotected-branch', branch: 'main', sourceRefSet: true },
      'certifications on branch main do not count; source-ref names the branches that do'
    ]
  ],
  'token-lacking': [
    [
      { kind: 'token-lacking', what: { of: 'attestations' } },
      'github-token is empty, so attestations cannot be listed'
    ],
    [
      { kind: 'token-lacking', what: { of: 'history', label: 'the history of the base commit' } },
      'github-token is empty, so the history of the base commit cannot be read'
    ],
    [{ kind: 'token-lacking', what: { of: 'history' } }, 'github-token is empty, so the history cannot be read'],
    [
      { kind: 'token-lacking', what: { of: 'tree' } },
      "the run's tree cannot be read without github-token, GITHUB_REPOSITORY and GITHUB_SHA"
    ],
    [
      { kind: 'token-lacking', what: { of: 'changes' } },
      'what changed cannot be read without github-token, GITHUB_REPOSITORY and GITHUB_SHA'
    ]
  ],
  refused: [
    [
      { kind: 'refused', what: { of: 'attestations' }, status: 403 },
      'GitHub refused to list the attestations (403): the job needs attestations: read'
    ],
    [
      { kind: 'refused', what: { of: 'history' }, status: 401 },
      'GitHub refused to read its history (401): the job needs contents: read'
    ]
  ],
  'not-read': [
    [
      { kind: 'not-read', what: { of: 'attestations' }, detail: 'HTTP 502' },
      'the attestations could not be read: HTTP 502'
    ],
    [{ kind: 'not-read', what: { of: 'history' }, detail: 'x' }, 'its history could not be read: x'],
    [
      { kind: 'not-read', what: { of: 'tree', commit: SHA }, detail: 'x' },
      'the tree of commit ba5e0000ba5e could not be read: x'
    ],
    [{ kind: 'not-read', what: { of: 'tree' }, detail: 'x' }, "the run's tree could not be read: x"],
    [
      { kind: 'not-read', what: { of: 'changes', since: SHA }, detail: 'x' },
      'what changed since ba5e0000ba5e could not be read: x'
    ],
    [{ kind: 'not-read', what: { of: 'changes' }, detail: 'x' }, 'what changed could not be read: x']
  ],
  'changes-unnamed': [
    [
      { kind: 'changes-unnamed' },
      "GitHub's comparison names no changed files (it may leave them out), so what changed cannot be told"
    ]
  ],
  'changes-cut-short': [
    [{ kind: 'changes-cut-short', limit: 300 }, 'GitHub lists 300 or more changed files, so the list may be cut short']
  ],
  'not-an-ancestor': [
    [
      { kind: 'not-an-ancestor', commit: SHA, status: 'diverged' },
      "commit ba5e0000ba5e is not an ancestor of this run's commit (GitHub compares them as diverged)"
    ]
  ],
  'none-listed': [[NONE, 'GitHub lists no attestation for it']],
  'list-cut-short': [
    [
      { kind: 'list-cut-short', read: 30 },
      'GitHub lists more attestations for it than are read (30), so which is the first cannot be told'
    ]
  ],
  'entries-unreadable': [
    [
      { kind: 'entries-unreadable', unread: 1, listed: 2, first: 'its bundle_url could not be read: HTTP 503' },
      '1 of the 2 attestations listed for it could not be read (its bundle_url could not be read: HTTP 503), so which certification is the first cannot be told'
    ]
  ],
  'verifies-but': [
    [
      {
        kind: 'verifies-but',
        runId: 'run-1',
        but: {
          kind: 'other-service',
          service: 'https://staging.example.test/v1',
          expected: 'https://certify.example.test/v1'
        },
        more: 0
      },
      "the certification of run run-1 verifies, but it certifies the project at 'https://staging.example.test/v1', not at https://certify.example.test/v1"
    ],
    [
      { kind: 'verifies-but', but: { kind: 'other-service', expected: 'https://certify.example.test/v1' }, more: 0 },
      'the certification of run ? verifies, but it certifies the project at a service it does not name, not at https://certify.example.test/v1'
    ],
    [
      { kind: 'verifies-but', runId: 'run-2', but: { kind: 'run-given' }, more: 1 },
      'the certification of run run-2 verifies, but its run was given to the gate that signed it (run-id), not started for the commit, so it may have been started for another (and 1 more of that project that do not count either)'
    ],
    [
      { kind: 'verifies-but', runId: 'run-1', but: { kind: 'outline-for-tree' }, more: 0 },
      'the certification of run run-1 verifies, but its signed record is an outline, which a new statement would present as whole'
    ],
    [
      {
        kind: 'verifies-but',
        runId: 'run-1',
        but: { kind: 'outline-lacks', runOmitted: 'over 16 KiB', missing: 'base.trust_score' },
        more: 0
      },
      'the certification of run run-1 verifies, but its signed record is not whole (over 16 KiB), and pass-if reads base.trust_score, which it may not hold as the service reported it'
    ],
    [
      {
        kind: 'verifies-but',
        runId: 'run-9',
        but: { kind: 'refused', reason: 'it was signed 2d ago, longer ago than reuse allows (1d)' },
        more: 0
      },
      'the certification of run run-9 verifies, but it was signed 2d ago, longer ago than reuse allows (1d)'
    ]
  ],
  'none-of-project': [
    [
      { kind: 'none-of-project', listed: 1, projectId: 'proj-a', otherProjects: 1 },
      'GitHub lists 1 attestation for it, none a certification of project proj-a that counts (1 of other projects)'
    ],
    [
      { kind: 'none-of-project', listed: 2, projectId: 'proj-a', otherProjects: 0 },
      'GitHub lists 2 attestations for it, none a certification of project proj-a that counts'
    ],
    [
      {
        kind: 'none-of-project',
        listed: 2,
        projectId: 'proj-a',
        refusal: 'it was signed by someone else',
        otherProjects: 1
      },
      'GitHub lists 2 attestations for it, none a certification of project proj-a that counts (one claiming to be was refused: it was signed by someone else)'
    ]
  ],
  'no-project': [[{ kind: 'no-project' }, 'the run names no project']],
  'not-looked-up': [[{ kind: 'not-looked-up' }, 'no certification was looked up']],
  'ancestor-unreadable': [
    [
      {
        kind: 'ancestor-unreadable',
        ancestor: SHA,
        cause: { kind: 'not-read', what: { of: 'attestations' }, detail: 'boom' }
      },
      "the base commit has no certification, and its ancestor ba5e0000ba5e's could not be read: the attestations could not be read: boom"
    ]
  ],
  'base-history-cut-short': [
    [
      { kind: 'base-history-cut-short', read: 1 },
      "the base commit has no certification, and GitHub's history of it was cut short after 1 first parents"
    ]
  ],
  'nor-ancestors': [
    [{ kind: 'nor-ancestors', cause: NONE, ancestors: 1 }, 'GitHub lists no attestation for it; nor its first parent'],
    [
      { kind: 'nor-ancestors', cause: NONE, ancestors: 2 },
      'GitHub lists no attestation for it; nor any of its 2 first-parent ancestors'
    ]
  ],
  'base-not-yet': [
    [
      { kind: 'base-not-yet' },
      "the base commit's certification is not there yet, so nothing can be judged against it now"
    ]
  ],
  'base-unreadable': [
    [{ kind: 'base-unreadable', cause: NONE }, 'the base could not be read (GitHub lists no attestation for it)'],
    [{ kind: 'base-unreadable' }, 'the base could not be read (unknown)']
  ],
  'not-comparable': [
    [
      { kind: 'not-comparable', field: 'scanner_version', base: '"2.1"', run: '"2.2"', runId: 'run-9' },
      'the base (run run-9) has scanner_version "2.1" where the runs judged here have scanner_version "2.2", so it is not compared (comparable-on)'
    ],
    [
      { kind: 'not-comparable', field: 'scanner_version', base: 'absent', run: '3' },
      'the base has no scanner_version where the runs judged here have scanner_version 3, so it is not compared (comparable-on)'
    ]
  ],
  'source-unreadable': [
    [
      {
        kind: 'source-unreadable',
        commit: SHA,
        cause: { kind: 'not-read', what: { of: 'attestations' }, detail: '502' }
      },
      'the certifications of ba5e0000ba5e could not be read: the attestations could not be read: 502'
    ]
  ],
  'history-cut-short': [
    [
      { kind: 'history-cut-short', start: SHA, read: 20 },
      "GitHub's history of ba5e0000ba5e was cut short after 20 commits, none with a certification made by a run on its content"
    ]
  ],
  'no-content-certified': [
    [
      { kind: 'no-content-certified', start: SHA, read: 1 },
      'none of the 1 commit of protected history read back from ba5e0000ba5e has a certification of the project made by a run on its content'
    ],
    [
      { kind: 'no-content-certified', start: SHA, read: 2 },
      'none of the 2 commits of protected history read back from ba5e0000ba5e has a certification of the project made by a run on its content'
    ]
  ],
  'too-old': [
    [
      { kind: 'too-old', commit: SHA, age: 'it was signed 2m 05s ago, longer ago than reuse allows (1m 00s)' },
      'the certification of ba5e0000ba5e verifies, but it was signed 2m 05s ago, longer ago than reuse allows (1m 00s)'
    ]
  ],
  'paths-changed': [
    [
      { kind: 'paths-changed', since: SHA, files: ['agent/a.py'], count: 1 },
      '1 file under paths changed since ba5e0000ba5e (agent/a.py)'
    ],
    [
      { kind: 'paths-changed', since: SHA, files: ['agent/a.py', 'agent/b.py', 'agent/c.py'], count: 4 },
      '4 files under paths changed since ba5e0000ba5e (agent/a.py, agent/b.py, agent/c.py and 1 more)'
    ]
  ],
  'pass-if-not-true': [
    [
      {
        kind: 'pass-if-not-true',
        runId: 'run-new',
        outcome: 'is false',
        readings: ' (run.trust_score = 70)',
        older: 1
      },
      'pass-if is false for the certification of run run-new now (run.trust_score = 70), nor for 1 older'
    ],
    [
      { kind: 'pass-if-not-true', outcome: 'could not be evaluated', readings: '', older: 0 },
      'pass-if could not be evaluated for the certification of run ? now'
    ]
  ],
  'nor-by-tree': [
    [
      { kind: 'nor-by-tree', ofCommit: NONE, ofTree: { kind: 'list-cut-short', read: 30 } },
      'GitHub lists no attestation for it; nor by its tree: GitHub lists more attestations for it than are read (30), so which is the first cannot be told'
    ]
  ]
}

describe('the words of a reason', () => {
  it.each(Object.values(EXAMPLES).flat() as [Reason, string][])('%j', (reason, words) => {
    expect(reasonText(reason)).toBe(words)
  })

  it('makes what came from GitHub, the event or a statement inert: one line, no markup, no workflow command', () => {
    const hostile = '<b>x</b>\n::set-output name=passed::true'
    const texts = [
      reasonText({ kind: 'event-has-no-base', event: hostile }),
      reasonText({ kind: 'unprotected-branch', branch: hostile, sourceRefSet: false }),
      reasonText({ kind: 'paths-changed', since: SHA, files: [hostile], count: 1 }),
      reasonText({ kind: 'none-of-project', listed: 1, projectId: hostile, refusal: hostile, otherProjects: 0 }),
      reasonText({ kind: 'verifies-but', runId: hostile, but: { kind: 'refused', reason: hostile }, more: 0 }),
      reasonText({ kind: 'not-an-ancestor', commit: hostile, status: hostile })
    ]
    for (const text of texts) {
      expect(text).not.toMatch(/\n/)
      expect(text).not.toMatch(/^::/m)
    }
  })
})
