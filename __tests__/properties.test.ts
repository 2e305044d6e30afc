/**
 * Properties over random input. The key, hidden in random service text (split by whitespace,
 * control or invisible characters or ANSI escapes, or encoded), never reaches the log, the error,
 * the summary (which is also the comment's text) or the outputs. And no JSON record, however
 * deep, wide or oddly keyed, crashes the way from a poll to the summary.
 */
import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { run } from '../src/gate/main.js'
import { stepOf, type FlatGate } from './helpers/gate-result.js'
import { compilePassIf } from '../src/policy/pass-if.js'
import { judgeRun } from '../src/gate/judge/verdict.js'
import { renderSummary } from '../src/gate/report/summary.js'
import { createRedactor, escapeMarkdown, inertText, redactDeep, toJson } from '../src/lib/text.js'
import { DEMO_API_KEY, DEMO_PROJECT_ID, startFakeService, type FakeService } from '../__fixtures__/fake-service.js'
import { captureStdout, restoreProcess, setInputs, useRunnerFiles } from './helpers/in-process.js'

const KEY = DEMO_API_KEY
const SECRET_PART = KEY.slice(KEY.indexOf('_sk_') + 4)

/** What may be slipped between the key's characters. */
const gap = fc.constantFrom(
  '\n',
  '\r\n',
  ' ',
  '\t',
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\u001b[0m',
  '\u200b',
  '\u200d',
  '\u202e',
  '\u2066',
  '\ufeff',
  '\u00ad'
)

/** The key (or its secret part) with random gaps, or one of its encodings. */
const disguisedKey = fc.oneof(
  fc
    .tuple(fc.constantFrom(KEY, SECRET_PART), fc.array(fc.tuple(fc.nat(), gap), { maxLength: 4 }))
    .map(([secret, cuts]) => {
      const characters = Array.from(secret)
      for (const [at, inserted] of cuts) characters.splice(1 + (at % (characters.length - 1)), 0, inserted)
      return characters.join('')
    }),
  fc.constantFrom(
    Buffer.from(KEY).toString('base64'),
    Buffer.from(KEY).toString('base64url'),
    encodeURIComponent(KEY),
    [...Buffer.from(KEY)].map(byte => `%${byte.toString(16).toUpperCase()}`).join('')
  ),
  // Inside a longer encoded value, at any alignment.
  fc
    .tuple(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }))
    .map(([before, after]) => Buffer.from(`${before}${KEY}${after}`).toString('base64'))
)

/** Random text with the disguised key somewhere in it. */
const textWithKey = fc
  .tuple(fc.string({ maxLength: 60 }), disguisedKey, fc.string({ maxLength: 60 }))
  .map(([a, key, b]) => `${a}${key}${b}`)

/** True when anything a person reads still holds the key, once gaps are closed up and encodings undone. */
function revealsKey(shown: string): boolean {
  const closed = shown.replace(
    /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]|\u001b\[[0-9;]*m/g,
    ''
  )
  const decodedPercent = (() => {
    try {
      return decodeURIComponent(closed)
    } catch {
      return closed
    }
  })()
  const base64Runs = closed.match(/[A-Za-z0-9+/_-]{16,}={0,2}/g) ?? []
  const decoded = base64Runs.flatMap(run => [
    Buffer.from(run, 'base64').toString('latin1'),
    Buffer.from(run, 'base64url').toString('latin1')
  ])
  return [closed, decodedPercent, ...decoded].some(text => text.includes(KEY) || text.includes(SECRET_PART))
}

describe('the key never shows, however the service disguises it', () => {
  const redact = createRedactor([KEY])

  it('in every rendering of service text: log line, summary markdown, parsed records and outputs', () => {
    fc.assert(
      fc.property(textWithKey, text => {
        const record = redactDeep({ message: redact(text), [redact(text)]: [redact(text)] }, redact)
        for (const shown of [
          inertText(redact(text)),
          inertText(redact(text), 40),
          escapeMarkdown(redact(text)),
          toJson(record)
        ]) {
          expect(revealsKey(shown)).toBe(false)
        }
      }),
      { numRuns: 500 }
    )
  })

  describe('through the whole action', () => {
    let service: FakeService
    let stdout: string[]
    let files: { output: string; summary: string }
    const savedEnv = { ...process.env }

    beforeAll(async () => {
      service = await startFakeService({ script: { statuses: ['completed'], stepMs: 0 } })
    })
    afterAll(() => service.close())
    beforeEach(() => {
      files = useRunnerFiles()
      stdout = captureStdout()
    })
    afterEach(() => restoreProcess(savedEnv))

    it('in the log, the error, the summary and the outputs, for a failed start and a completed record', async () => {
      await fc.assert(
        fc.asyncProperty(textWithKey, textWithKey, async (errorText, fieldText) => {
          service.addFault({
            route: 'start',
            kind: 'status',
            status: 400,
            body: JSON.stringify({ message: errorText })
          })
          const runId = service.createRun(DEMO_PROJECT_ID, {
            statuses: ['completed'],
            reportFields: { note: fieldText, [fieldText.slice(0, 40)]: 1 }
          })
          for (const inputs of [{ 'project-id': DEMO_PROJECT_ID }, { 'run-id': runId }]) {
            setInputs({
              'base-url': service.url,
              'api-key': KEY,
              'poll-interval': '1s',
              timeout: '30s',
              'project-id': '',
              'run-id': '',
              ...inputs
            })
            await run({ random: () => 0 })
          }
          const shown = [
            stdout.join('').replace(/^::add-mask::.*$/gm, ''),
            readFileSync(files.summary, 'utf8'),
            readFileSync(files.output, 'utf8')
          ].join('\n')
          expect(revealsKey(shown)).toBe(false)
          stdout.length = 0
        }),
        { numRuns: 25 }
      )
    }, 60_000)
  })
})

/** JSON values of any shape, with keys that trip naive code. */
const oddKey = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'run_id', 'status', '')
)
const jsonRecord = fc.letrec(tie => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(oddKey, tie('value'), { maxKeys: 6 })
  )
})).value

/** A record nested `depth` levels deep under one key. */
function nested(depth: number): unknown {
  let value: unknown = 1
  for (let level = 0; level < depth; level += 1) value = { [level % 2 === 0 ? '__proto__' : 'a']: value }
  return value
}

describe('no record crashes the way from a poll to the summary', () => {
  it('random records, deep, wide, with odd keys: judged, rendered and written as JSON', async () => {
    const passIf = await compilePassIf('has(run.trust_score) && run.trust_score >= 80')
    fc.assert(
      fc.property(
        jsonRecord,
        fc.integer({ min: 0, max: 30_000 }),
        fc.integer({ min: 0, max: 5000 }),
        (random, depth, width) => {
          const wide = Object.fromEntries(Array.from({ length: width }, (_, index) => [`k${index}`, index]))
          // As the client has it: parsed from JSON text, then redacted string by string.
          const parsed = JSON.parse(JSON.stringify({ run_id: 'r-1', status: 'completed', random, wide })) as Record<
            string,
            unknown
          >
          Object.assign(parsed, { deep: nested(depth) })
          const record = redactDeep(parsed, createRedactor([KEY])) as Record<string, unknown>
          const judgement = judgeRun({ runId: 'r-1', status: 'completed', record }, { passIf })
          const gate: FlatGate = {
            failsStep: judgement.verdict !== 'passed',
            status: 'completed',
            runId: 'r-1',
            record,
            elapsedMs: 1,
            polls: 1,
            ...judgement
          }
          const summary = renderSummary(stepOf([gate], 1), {
            serverUrl: 'https://github.com',
            apiUrl: 'https://api.github.com'
          })
          expect(summary.length).toBeLessThan(65_536)
          expect(() => JSON.parse(toJson(record))).not.toThrow()
          // A __proto__ key stays a field: it never lends the record a trust score.
          expect(Object.getPrototypeOf(record)).toBe(Object.prototype)
        }
      ),
      { numRuns: 60 }
    )
  }, 60_000)
})

describe('service text never becomes a link or a mention', () => {
  /** Pieces GitHub would turn into a link or a mention, with ordinary text around them. */
  const trigger = fc.constantFrom(
    'www.',
    'http://',
    'https://',
    'ftp://',
    'mailto:',
    '@',
    '#',
    '&#64;',
    '&#35;',
    '[',
    '](',
    '<a href="',
    '>',
    '.example',
    '/'
  )
  const word = fc.stringMatching(/^[a-z0-9]{1,8}$/)
  const serviceText = fc
    .array(fc.oneof(trigger, word, fc.constant(' ')), { minLength: 1, maxLength: 16 })
    .map(parts => parts.join(''))

  it('for any service text in a reason, a hint and the record, the rendered summary links only where the gate did, over https', async () => {
    const { renderGfm, linkTargets, readableText, MENTION_OR_REFERENCE } = await import('./helpers/gfm.js')
    const context = {
      serverUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
      repository: 'example/agent',
      commit: { sha: 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed', source: 'workflow' as const }
    }
    const gateMade = new Set(['https://github.com/example/agent/commit/f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed'])
    fc.assert(
      fc.property(serviceText, serviceText, serviceText, serviceText, (reason, hint, field, key) => {
        const gate: FlatGate = {
          verdict: 'failed',
          failsStep: true,
          status: field,
          runId: key,
          projectId: reason,
          record: { run_id: key, status: field, note: field, [key]: reason },
          elapsedMs: 1,
          polls: 1,
          reason,
          hint
        }
        const html = renderGfm(renderSummary(stepOf([gate], 1), context))
        // The gate links a record value that is a whole https URL, and nothing else of the service's.
        const fromRecord = [field, reason]
          .filter(value => /^https:\/\//.test(value) && URL.canParse(value))
          .map(value => decodeURI(new URL(value).href))
        for (const target of linkTargets(html)) expect([...gateMade, ...fromRecord]).toContain(decodeURI(target))
        // A code span (an address in service text) is never a link, a mention or a reference on GitHub.
        expect(readableText(html.replace(/<a [^>]*>[^<]*<\/a>|<code>[^<]*<\/code>/g, ''))).not.toMatch(
          MENTION_OR_REFERENCE
        )
      }),
      { numRuns: 300 }
    )
  }, 60_000)
})
