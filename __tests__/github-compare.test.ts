/** The files changed between two commits, from the fake GitHub's compare API (src/github/compare.ts). */
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/fake-github.js'
import { changedFiles, COMPARE_FILES_LIMIT } from '../src/github/compare.js'
import { githubCall } from './helpers/github-call.js'
import {
  comparisonBody,
  errorBody,
  malformed,
  type ChangedFile,
  type Comparison
} from '../__fixtures__/github-bodies.js'

let github: FakeGitHub
beforeAll(async () => {
  github = await startFakeGitHub()
})
afterAll(() => github.close())
afterEach(() => {
  github.changes.clear()
  github.compareAnswers.splice(0)
})

const FROM = 'a'.repeat(40)
const TO = 'b'.repeat(40)

function compare() {
  const { api, context } = githubCall(github.url, 'ghs_compare')
  return changedFiles(api, 'example/agent', FROM, TO, context)
}
/** GitHub's comparison of FROM with TO, as it answers one. */
const answer = (files: ChangedFile[] | undefined, headers?: Record<string, string>, status?: Comparison['status']) =>
  github.compareAnswers.push({ status: 200, body: comparisonBody('example/agent', FROM, TO, files, status), headers })
/** An answer GitHub would never give a comparison. */
const odd = (body: unknown) => github.compareAnswers.push({ status: 200, body: malformed(JSON.stringify(body)) })

describe('changedFiles', () => {
  it('takes a comparison whose files GitHub left out (the field is optional) as one that cannot be told whole, never as no change', async () => {
    answer(undefined)
    expect(await compare()).toEqual({ files: [], whole: false, status: 'ahead', filesOmitted: true })
    answer(undefined, undefined, 'identical')
    expect(await compare()).toEqual({ files: [], whole: false, status: 'identical', filesOmitted: true })
  })

  it("lists each changed file, a rename's old name too, whole when from is an ancestor of to", async () => {
    // A file whose name is not a string is not one GitHub sends: the list is not taken as whole.
    odd({
      status: 'ahead',
      files: [
        { filename: 'docs/a.md' },
        { filename: 'agent/new.py', previous_filename: 'agent/old.py' },
        { filename: 7 }
      ]
    })
    expect(await compare()).toEqual({
      files: ['docs/a.md', 'agent/new.py', 'agent/old.py'],
      whole: false,
      status: 'ahead'
    })
    answer(['docs/a.md', { filename: 'agent/new.py', previous_filename: 'agent/old.py' }])
    expect(await compare()).toEqual({
      files: ['docs/a.md', 'agent/new.py', 'agent/old.py'],
      whole: true,
      status: 'ahead'
    })
    github.changes.set(`${FROM}...${TO}`, [])
    expect(await compare()).toEqual({ files: [], whole: true, status: 'identical' })
    expect(github.requests.at(-1)?.path).toBe(
      `/repos/example/agent/compare/${FROM}...${TO}?per_page=${COMPARE_FILES_LIMIT}`
    )
  })

  it('is not whole when GitHub may have cut it short, or from is not an ancestor of to', async () => {
    const many = Array.from({ length: COMPARE_FILES_LIMIT }, (_, n) => `docs/${n}.md`)
    answer(many)
    expect((await compare()).whole).toBe(false)
    answer(many.slice(1))
    expect((await compare()).whole).toBe(true)
    // A next page holds more files: GitHub pages a comparison's files too.
    const nextPage = `<${github.url}/repos/example/agent/compare/${FROM}...${TO}?page=2>; rel="next"`
    answer(many.slice(1), { link: nextPage })
    expect((await compare()).whole).toBe(false)
    answer(many.slice(1), { link: nextPage.replace('next', 'prev') })
    expect((await compare()).whole).toBe(true)
    for (const status of ['diverged', 'behind'] as const) {
      answer([], undefined, status)
      expect(await compare()).toEqual({ files: [], whole: false, status })
    }
  })

  it('refuses an answer that is not a comparison, and says what GitHub answered', async () => {
    odd({ files: [] })
    await expect(compare()).rejects.toThrow(
      `GitHub's answer while comparing commit aaaaaaaaaaaa with bbbbbbbbbbbb in example/agent is not a comparison`
    )
    odd({ status: 'ahead', files: 'none' })
    await expect(compare()).rejects.toThrow('is not a comparison: {"status":"ahead","files":"none"}')
    github.compareAnswers.push({ status: 403, body: errorBody('Resource not accessible by integration') })
    await expect(compare().catch((error: { hint?: string }) => error.hint)).resolves.toBe(
      'Give the job permissions: { contents: read, attestations: read }.'
    )
    github.compareAnswers.push({ status: 404, body: errorBody('Not Found') })
    await expect(compare()).rejects.toThrow(
      'GitHub found nothing (HTTP 404: Not Found) while comparing commit aaaaaaaaaaaa with bbbbbbbbbbbb'
    )
  })
})
