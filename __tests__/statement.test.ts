/**
 * What a signed certification says, written and read back, case by case (StrykerJS runs these
 * against src/attestation/statement.ts): the subject a verifier rebuilds from the commit alone,
 * every field of the predicate, the record kept whole or outlined, and the typed reader.
 */
import { createHash } from 'node:crypto'
import { compilePassIf, evaluateHere } from '../src/policy/pass-if.js'
import {
  CERTIFICATION_EXTENSION,
  certificationPredicate,
  commitSubject,
  commitSubjectName,
  RECORD_IN_STATEMENT_LIMIT,
  type PredicateInput
} from '../src/attestation/statement.js'
import {
  certificationOf,
  predicateForPassIf,
  namesSubject,
  outlineHoldsWhole,
  readCertifiedRun,
  readStatement,
  runListedAgain
} from '../src/attestation/statement-read.js'

const SHA = 'A1B2C3D4E5F60718293A4B5C6D7E8F9012345678'
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const details: PredicateInput['details'] = {
  repository: 'Octo/Agent',
  commit: SHA.toLowerCase(),
  commitSource: 'workflow',
  event: 'push',
  serviceHost: 'api.example.com',
  serviceUrl: 'https://api.example.com/v1',
  projectId: 'proj a/b',
  runId: 'run 1/2',
  runStartedHere: true,
  runCreatedAt: '2026-11-24T10:00:00Z',
  status: 'completed',
  passIf: 'run.trust_score >= 80',
  passIfRead: [{ path: 'run.trust_score', value: '91' }],
  recordSha256: 'f'.repeat(64)
}
const predicate = (input: Partial<PredicateInput> = {}) =>
  certificationPredicate({
    details,
    record: { status: 'completed', trust_score: 91 },
    decidedAt: new Date('2026-11-24T10:05:00.123Z'),
    actionVersion: '9.9.9',
    serverUrl: 'https://GitHub.com/',
    ...input
  })

describe('the subject', () => {
  it('is git+<server>/<owner>/<repo>@<commit> in lower case, with the sha256 of that line and a newline', () => {
    const name = `git+https://github.com/octo/agent@${SHA.toLowerCase()}`
    expect(commitSubjectName('https://GitHub.com//', 'Octo/Agent', SHA)).toBe(name)
    expect(commitSubject('https://github.com', 'octo/agent', SHA)).toStrictEqual({
      name,
      digest: { sha256: sha256(`${name}\n`) }
    })
  })
})

describe('the predicate', () => {
  it('fills every field of the Verification Summary from a passed gate', () => {
    expect(predicate()).toStrictEqual({
      verifier: {
        id: 'https://github.com/agent-certification-gate/agent-certification-gate',
        version: { 'agent-certification-gate': '9.9.9' }
      },
      timeVerified: '2026-11-24T10:05:00.123Z',
      resourceUri: `git+https://github.com/octo/agent@${SHA.toLowerCase()}`,
      policy: {
        uri: 'https://api.example.com/v1/attestation/projects/proj%20a%2Fb',
        digest: { sha256: sha256('run.trust_score >= 80') }
      },
      inputAttestations: [
        { uri: 'https://api.example.com/v1/attestation/runs/run%201%2F2', digest: { sha256: 'f'.repeat(64) } }
      ],
      verificationResult: 'PASSED',
      // A level of the project's own, never SLSA's; the gate's part under a URI, as the VSA asks.
      verifiedLevels: ['AGENT_CERTIFICATION_PASSED'],
      'https://github.com/agent-certification-gate/agent-certification-gate/certification/v1': {
        ...details,
        run: { status: 'completed', trust_score: 91 },
        caveat:
          'The service certified the repository as it cloned it when run run 1/2 started; its API cannot name a commit, so this statement binds the run to the commit the workflow ran for, not to what the service cloned.'
      }
    })
  })

  it('names the policy of a completed run without pass-if, and a project it does not know', () => {
    const without = predicate({ details: { ...details, passIf: null, projectId: undefined } })
    expect(without.policy).toStrictEqual({
      uri: 'https://api.example.com/v1/attestation/projects/',
      digest: { sha256: sha256('status == completed') }
    })
  })

  it('is read back under either name: the URI the VSA asks for, or certification as older statements have it, for pass-if as certification', () => {
    const written = predicate({})
    const legacy = { ...written, certification: written[CERTIFICATION_EXTENSION] } as Record<string, unknown>
    delete legacy[CERTIFICATION_EXTENSION]
    for (const signed of [written as unknown as Record<string, unknown>, legacy]) {
      expect(readCertifiedRun(signed)).toMatchObject({ serviceUrl: 'https://api.example.com/v1', runStartedHere: true })
      expect(predicateForPassIf(signed)['certification']).toEqual(written[CERTIFICATION_EXTENSION])
      expect(readStatement({ predicate: signed })).toMatchObject({ projectId: 'proj a/b', runId: 'run 1/2' })
    }
    expect(certificationOf({ certification: 'not an object' })).toBeUndefined()
    expect(predicateForPassIf({ verificationResult: 'PASSED' })).toEqual({ verificationResult: 'PASSED' })
  })

  it('says when there is no record', () => {
    const none = predicate({ record: undefined })[CERTIFICATION_EXTENSION]
    expect(none.run).toBeUndefined()
    expect(none.runOmitted).toBe('no record')
  })

  it('keeps a record whole up to the limit, to the character', () => {
    const filler = (length: number) => ({ text: 'x'.repeat(length - JSON.stringify({ text: '' }).length) })
    const exact = filler(RECORD_IN_STATEMENT_LIMIT)
    expect(JSON.stringify(exact)).toHaveLength(RECORD_IN_STATEMENT_LIMIT)
    expect(predicate({ record: exact })[CERTIFICATION_EXTENSION]).toMatchObject({ run: exact })
    expect(predicate({ record: exact })[CERTIFICATION_EXTENSION].runOmitted).toBeUndefined()
    expect(predicate({ record: filler(RECORD_IN_STATEMENT_LIMIT + 1) })[CERTIFICATION_EXTENSION].runOmitted).toMatch(
      /^the record's JSON is longer than 16384 characters/
    )
  })

  it('outlines a larger record: the fields pass-if read at their place, then top-level scalars of at most 1 KiB, within the limit', () => {
    const record = {
      status: 'completed',
      trust_score: 91,
      ok: true,
      none: null,
      // 1 KiB as JSON, quotes included: kept; one character more: not.
      long: 'y'.repeat(1022),
      tooLong: 'z'.repeat(1023),
      findings: Array.from({ length: 2000 }, (_, index) => ({ id: index })),
      nested: { deep: { score: 7 }, other: 'x', unread: 'u' },
      // Small, but not a scalar, and not read.
      tags: ['a'],
      __proto__field: 1
    }
    const certification = predicate({
      record,
      readPaths: [['nested', 'deep', 'score'], ['missing', 'x'], [], ['trust_score'], ['nested', 'other']]
    })[CERTIFICATION_EXTENSION]
    expect(certification.runOmitted).toBe(
      "the record's JSON is longer than 16384 characters: only its top-level scalar fields and the fields pass-if read are kept"
    )
    const outline = {
      nested: { deep: { score: 7 }, other: 'x' },
      trust_score: 91,
      status: 'completed',
      ok: true,
      none: null,
      long: 'y'.repeat(1022),
      __proto__field: 1
    }
    expect(certification.run).toStrictEqual(outline)
    // As it is signed.
    expect(JSON.parse(JSON.stringify(certification.run))).toStrictEqual(outline)
    // And plain data, as any JSON's: a field set in the outline can be changed and deleted.
    const run = certification.run ?? {}
    expect(() => Object.assign(run, { ok: false, nested: {} })).not.toThrow()
    expect(run['ok']).toBe(false)
    expect(Reflect.deleteProperty(run, 'trust_score')).toBe(true)
    expect(Object.hasOwn(run, 'trust_score')).toBe(false)
  })

  it('keeps a field pass-if read only through objects: never a list indexed by a key, which would come out an object', () => {
    const record = {
      list: Array.from({ length: 5000 }, (_, index) => index),
      nested: { a: { b: 1 }, list: [5] },
      score: 9,
      none: null
    }
    const readPaths = [
      ['list', '0'],
      ['list', 'length'],
      ['nested', 'a', 'b'],
      ['nested', 'list', '0'],
      ['score', 'x'],
      ['none', 'x'],
      ['absent']
    ]
    expect(predicate({ record, readPaths })[CERTIFICATION_EXTENSION].run).toStrictEqual({
      nested: { a: { b: 1 } },
      score: 9,
      none: null
    })
  })

  it('keeps a list pass-if read whole at its place, but nothing read through a list however deep it sits', () => {
    const record = {
      list: Array.from({ length: 5000 }, (_, index) => index),
      items: [{ name: 'n' }],
      nested: { tags: ['a', 'b'] }
    }
    const readPaths = [
      ['nested', 'tags'],
      ['items', '0', 'name']
    ]
    expect(predicate({ record, readPaths })[CERTIFICATION_EXTENSION].run).toStrictEqual({
      nested: { tags: ['a', 'b'] }
    })
  })

  it('counts each kept field as its key, its value and two characters, up to the limit exactly', () => {
    // 16 fields of 5 + 1000 + 2 characters after the outline's own 2: 16,114; `last` brings it to 16,384 at 260 characters.
    const outlined = (last: number) => {
      const record: Record<string, unknown> = { list: Array.from({ length: 4000 }, (_, index) => index) }
      for (let index = 0; index < 16; index += 1) record[`f${String(index).padStart(2, '0')}`] = 'v'.repeat(998)
      record['last'] = 'w'.repeat(last)
      return Object.keys(predicate({ record })[CERTIFICATION_EXTENSION].run ?? {})
    }
    expect(outlined(260)).toContain('last')
    expect(outlined(261)).not.toContain('last')
    expect(outlined(261)).toHaveLength(16)
  })

  it('stops adding fields at the limit, and keeps a __proto__ key as a field', () => {
    const record: Record<string, unknown> = JSON.parse(
      `{"__proto__": {"polluted": 1}, "list": [${'1,'.repeat(9000)}1]}`
    )
    for (let index = 0; index < 40; index += 1) record[`field${index}`] = 'v'.repeat(1000)
    const { run } = predicate({ record, readPaths: [['__proto__', 'polluted']] })[CERTIFICATION_EXTENSION]
    expect(JSON.stringify(run).length).toBeLessThanOrEqual(RECORD_IN_STATEMENT_LIMIT)
    expect(Object.keys(run ?? {})).toContain('__proto__')
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(Object.keys(run ?? {}).filter(key => key.startsWith('field')).length).toBeGreaterThan(10)
    expect(Object.keys(run ?? {}).filter(key => key.startsWith('field')).length).toBeLessThan(40)
  })
})

describe('several runs (repeat)', () => {
  const runs = [78, 84, 81].map((trust_score, index) => ({
    runId: `run ${index + 1}`,
    status: 'completed',
    recordSha256: String(index).repeat(64),
    record: { status: 'completed', trust_score }
  }))

  it('names every run, each record kept as run is, with the figures, and each record by its digest', () => {
    const signed = predicate({ runs, details: { ...details, stats: { trust_score: { n: 3, mean: 81 } } } })
    const certification = signed[CERTIFICATION_EXTENSION]
    expect(certification.runs).toEqual(runs.map(({ record, ...run }) => ({ ...run, run: record })))
    expect(certification.stats).toEqual({ trust_score: { n: 3, mean: 81 } })
    // Each run's record the verdict was reached on; not the first run twice.
    expect(signed.inputAttestations.map(input => input.uri)).toEqual([
      'https://api.example.com/v1/attestation/runs/run%201',
      'https://api.example.com/v1/attestation/runs/run%202',
      'https://api.example.com/v1/attestation/runs/run%203'
    ])
    expect(signed.inputAttestations.map(input => input.digest['sha256'])).toEqual(runs.map(run => run.recordSha256))
    expect(readCertifiedRun(signed as unknown as Record<string, unknown>).runs).toEqual(
      runs.map(({ record, ...run }) => ({ ...run, record }))
    )
  })

  it("is read by verify's pass-if: the signed figures under predicate.certification.stats", async () => {
    const signed = predicate({
      runs,
      details: { ...details, stats: { trust_score: { n: 3, mean: 81, low: 73.55, high: 88.45 } } }
    }) as unknown as Record<string, unknown>
    const passIf = await compilePassIf('predicate.certification.stats.trust_score.low >= 70.0', 'predicate')
    expect(evaluateHere(passIf, predicateForPassIf(signed))).toEqual({ value: true })
    const lower = await compilePassIf('predicate.certification.runs.all(r, r.run.trust_score >= 80)', 'predicate')
    expect(evaluateHere(lower, predicateForPassIf(signed))).toEqual({ value: false })
  })

  it('outlines a run too large to keep whole, saying so, and keeps what pass-if read', () => {
    const large = { status: 'completed', trust_score: 70, log: 'x'.repeat(RECORD_IN_STATEMENT_LIMIT) }
    const signed = predicate({ runs: [{ ...runs[0], record: large }], readPaths: [['trust_score']] })
    const [run] = signed[CERTIFICATION_EXTENSION].runs ?? []
    expect(run.run).toEqual({ status: 'completed', trust_score: 70 })
    expect(run.runOmitted).toMatch(/^the record's JSON is longer than 16384 characters/)
    expect(predicate({ runs: [{ ...runs[0], record: undefined }] })[CERTIFICATION_EXTENSION].runs?.[0]).toEqual({
      runId: 'run 1',
      status: 'completed',
      recordSha256: '0'.repeat(64),
      runOmitted: 'no record'
    })
  })

  it('reads a certification with any run outlined as one in outline: nothing signed on it says more', () => {
    const outlined = { runId: 'r-2', status: 'completed', run: { trust_score: 70 }, runOmitted: 'too long' }
    const read = readCertifiedRun({
      certification: { run: { trust_score: 80 }, runs: [{ runId: 'r-1', run: {} }, outlined] }
    })
    expect(read.runOmitted).toBe('too long')
    expect(read.runs?.[1]).toEqual({
      runId: 'r-2',
      status: 'completed',
      recordSha256: undefined,
      record: { trust_score: 70 },
      runOmitted: 'too long'
    })
    expect(readCertifiedRun({ certification: { runs: [{ runId: 'r-1' }] } }).runOmitted).toBe('no record')
    expect(readCertifiedRun({ certification: { runOmitted: 'first', runs: [outlined] } }).runOmitted).toBe('first')
  })

  it('reads back a run’s record only as an object: a list, text, a number or null is no record', () => {
    const read = readCertifiedRun({
      certification: { runs: [[], 'run', { runId: 'a', run: [1] }, { run: 'text' }, { run: 7 }, { run: null }] }
    })
    expect(read.runs?.map(run => run.record)).toStrictEqual([{}, {}, {}, {}, {}, {}])
    expect(read.runs?.[2].runId).toBe('a')
  })

  it('names one run as before: no runs, no stats', () => {
    const certification = predicate()[CERTIFICATION_EXTENSION]
    expect(certification).not.toHaveProperty('runs')
    expect(certification).not.toHaveProperty('stats')
    expect(readCertifiedRun({ certification: { runs: [] } })).not.toHaveProperty('runs')
    expect(readCertifiedRun({ certification: { runs: 'three' } })).not.toHaveProperty('runs')
  })

  it('names the first run listed more than once, and how often: runs are counted by id', () => {
    const listed = (...runIds: Array<string | undefined>) =>
      readCertifiedRun({ certification: { runs: runIds.map(runId => ({ runId, run: {} })) } })
    expect(runListedAgain(listed('r-1', 'r-2', 'r-3'))).toBeUndefined()
    expect(runListedAgain(readCertifiedRun({ certification: {} }))).toBeUndefined()
    expect(runListedAgain(listed('r-1', 'r-1', 'r-1'))).toEqual({ runId: 'r-1', times: 3, spellings: ['r-1'] })
    expect(runListedAgain(listed('r-1', 'r-2', 'r-2', 'r-1', 'r-2'))).toEqual({
      runId: 'r-2',
      times: 3,
      spellings: ['r-2']
    })
    // As a service may read them: case, width and spaces around folded; each spelling named.
    expect(runListedAgain(listed('run-7', 'RUN-7', '\uff52\uff55\uff4e\uff0d\uff17 '))).toEqual({
      runId: 'run-7',
      times: 3,
      spellings: ['run-7', 'RUN-7', '\uff52\uff55\uff4e\uff0d\uff17 ']
    })
    expect(runListedAgain(listed('run-7', 'run-17'))).toBeUndefined()
    // A run without an id is no run named twice.
    expect(runListedAgain(listed(undefined, undefined, 'r-1'))).toBeUndefined()
  })
})

describe('readStatement', () => {
  const statement = {
    _type: 'https://in-toto.io/Statement/v1',
    subject: [{ name: 'git+x@y', digest: { sha256: 'ab' } }, 'odd', { digest: 'no' }],
    predicateType: 'https://slsa.dev/verification_summary/v1',
    predicate: {
      verificationResult: 'PASSED',
      timeVerified: '2026-11-24T10:05:00Z',
      certification: { projectId: 'p', runId: 'r' }
    }
  }

  it('reads each field typed, from text or a parsed value', () => {
    const expected = {
      statementType: 'https://in-toto.io/Statement/v1',
      predicateType: 'https://slsa.dev/verification_summary/v1',
      subjects: [
        { name: 'git+x@y', sha256: 'ab' },
        { name: undefined, sha256: undefined },
        { name: undefined, sha256: undefined }
      ],
      predicate: statement.predicate,
      verificationResult: 'PASSED',
      timeVerified: '2026-11-24T10:05:00Z',
      projectId: 'p',
      runId: 'r'
    }
    expect(readStatement(JSON.stringify(statement))).toStrictEqual(expected)
    expect(readStatement(statement)).toStrictEqual(expected)
  })

  it('trusts no shape: text only where text was written, nothing from what is not an object', () => {
    expect(readStatement('[1]')).toBeUndefined()
    expect(readStatement('not json')).toBeUndefined()
    expect(
      readStatement({ predicate: { timeVerified: 1, certification: { projectId: 2, runId: null } }, subject: 'x' })
    ).toStrictEqual({
      statementType: undefined,
      predicateType: undefined,
      subjects: [],
      predicate: { timeVerified: 1, certification: { projectId: 2, runId: null } },
      verificationResult: undefined,
      timeVerified: undefined,
      projectId: undefined,
      runId: undefined
    })
  })

  it('names a subject only by the same name and the same sha256', () => {
    const read = readStatement(statement)
    if (read === undefined) throw new Error('unread')
    expect(namesSubject(read, { name: 'git+x@y', digest: { sha256: 'ab' } })).toBe(true)
    expect(namesSubject(read, { name: 'git+x@y', digest: { sha256: 'cd' } })).toBe(false)
    expect(namesSubject(read, { name: 'git+x@z', digest: { sha256: 'ab' } })).toBe(false)
  })
})

describe('readCertifiedRun', () => {
  it('reads the run record, why it is not whole, its status, digest, service and who started it, as signed', () => {
    expect(
      readCertifiedRun({
        certification: {
          run: { trust_score: 91 },
          runOmitted: 'too long',
          status: 'completed',
          recordSha256: 'ab',
          serviceUrl: 'https://api.example.com/v1',
          runStartedHere: true,
          other: 1
        }
      })
    ).toStrictEqual({
      record: { trust_score: 91 },
      runOmitted: 'too long',
      status: 'completed',
      recordSha256: 'ab',
      serviceUrl: 'https://api.example.com/v1',
      runStartedHere: true,
      carried: false
    })
    expect(readCertifiedRun({ certification: { runStartedHere: false } }).runStartedHere).toBe(false)
    // Carried forward by paths: not content-certified, whatever else it says; what it rests on, as signed.
    expect(
      readCertifiedRun({
        certification: {
          reusedFrom: {
            commit: 'c1',
            tree: 't1',
            sourceRef: 'refs/heads/main',
            paths: ['agent'],
            statementSha256: 'ab'
          }
        }
      })
    ).toMatchObject({ carried: true, restsOn: { commit: 'c1', tree: 't1', sourceRef: 'refs/heads/main' } })
    expect(readCertifiedRun({ certification: { reusedFrom: { tree: 't1', commit: 'c1' } } })).toMatchObject({
      carried: false
    })
  })

  it('takes only an object for a record, only text for the rest, and only a boolean for who started it', () => {
    const none = {
      record: undefined,
      runOmitted: undefined,
      status: undefined,
      recordSha256: undefined,
      serviceUrl: undefined,
      runStartedHere: undefined,
      carried: false
    }
    for (const certification of [undefined, null, 'x', [{ run: {} }], 7])
      expect(readCertifiedRun({ certification })).toStrictEqual(none)
    // A string is never parsed into an object.
    for (const run of [null, '{"trust_score": 99}', [{ trust_score: 99 }], 99, true]) {
      expect(readCertifiedRun({ certification: { run, status: 'completed' } })).toStrictEqual({
        ...none,
        status: 'completed'
      })
    }
    expect(
      readCertifiedRun({
        certification: {
          run: {},
          status: 1,
          recordSha256: ['ab'],
          runOmitted: {},
          serviceUrl: null,
          runStartedHere: 'true'
        }
      })
    ).toStrictEqual({ ...none, record: {} })
  })
})

describe('readCertifiedRun, of a sequential certification', () => {
  const sequential = (extra: Record<string, unknown> = {}, passIf: unknown = 'stats.s.low >= 75.0') => ({
    certification: {
      passIf,
      sequential: { repeat: 10, failIf: 'stats.s.high < 75.0', stopped: 'decided', schedule: [4, 7, 10], ...extra }
    }
  })

  it('reads the repeat, pass-if and fail-if a look before the last decided it under', () => {
    expect(readCertifiedRun(sequential()).decidedEarly).toStrictEqual({
      repeat: 10,
      passIf: 'stats.s.low >= 75.0',
      failIf: 'stats.s.high < 75.0'
    })
    // Without pass-if or fail-if, as signed: null.
    expect(readCertifiedRun(sequential({ failIf: null }, null)).decidedEarly).toStrictEqual({
      repeat: 10,
      passIf: null,
      failIf: null
    })
  })

  it.each([
    ['the last look', sequential({ stopped: 'last-look' })],
    ['the queue limit', sequential({ stopped: 'queue-limit' })],
    ['a repeat that is no number', sequential({ repeat: '10' })],
    ['a fail-if that is no text', sequential({ failIf: 7 })],
    ['a pass-if that is no text', sequential({}, { expression: 'x' })],
    ['a pass-if left out', { certification: { sequential: sequential().certification.sequential } }],
    ['no sequential part', { certification: { passIf: 'x' } }],
    ['a sequential part that is a list', { certification: { passIf: 'x', sequential: [] } }],
    ['a sequential part that is null', { certification: { passIf: 'x', sequential: null } }],
    ['a sequential part that is text', { certification: { passIf: 'x', sequential: 'decided' } }]
  ])('reads nothing decided early from %s', (_case, predicate) => {
    expect(readCertifiedRun(predicate as Record<string, unknown>)).not.toHaveProperty('decidedEarly')
  })
})

describe('outlineHoldsWhole', () => {
  it('holds a value that is not an object whole, wherever it stands; never an object, or what is absent', () => {
    const outline = {
      score: 0,
      none: null,
      list: [1, { a: 2 }],
      text: 'x',
      flag: false,
      nested: { deep: { score: 7 } }
    }
    for (const keys of [
      ['score'],
      ['none'],
      ['list'],
      ['text'],
      ['flag'],
      ['nested', 'deep', 'score'],
      ['list', '1', 'a']
    ]) {
      expect(outlineHoldsWhole(outline, keys)).toBe(true)
    }
    for (const keys of [
      ['nested'],
      ['nested', 'deep'],
      ['missing'],
      ['nested', 'missing'],
      ['score', 'x'],
      ['list', '1']
    ]) {
      expect(outlineHoldsWhole(outline, keys)).toBe(false)
    }
  })
})
