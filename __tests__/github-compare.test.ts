/** The files changed between two commits, from the fake GitHub's compare API (src/github/compare.ts). */
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/fake-github.js'
import { changedFiles, COMPARE_FILES_LIMIT } from '../src/github/compare.js'
import { githubCall } from './helpers/github-call.js'

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
const answer = (body: unknown, status = 200, headers?: Record<string, string>) =>
  github.compareAnswers.push({ status, body: JSON.stringify(body), headers })

describe('changedFiles', () => {
  it("lists each changed file, a rename's old name too, whole when from is an ancestor of to", async () => {
    answer({
      status: 'ahead',
      files: [{ filename: 'docs/a.md' }, { filename: 'agent/new.py', previous_filename: 'agent/old.py' }, { filename: 7 }]
    })
    expect(await compare()).toEqual({ files: ['docs/a.md', 'agent/new.py', 'agent/old.py'], whole: false, status: 'ahead' })
    answer({ status: 'ahead', files: [{ filename: 'docs/a.md' }, { filename: 'agent/new.py', previous_filename: 'agent/old.py' }] })
    expect(await compare()).toEqual({ files: ['docs/a.md', 'agent/new.py', 'agent/old.py'], whole: true, status: 'ahead' })
    github.changes.set(`${FROM}...${TO}`, [])
    expect(await compare()).toEqual({ files: [], whole: true, status: 'identical' })
    expect(github.requests.at(-1)?.path).toBe(`/repos/example/agent/compare/${FROM}...${TO}?per_page=${COMPARE_FILES_LIMIT}`)
  })

  it('is not whole when GitHub may have cut it short, or from is not an ancestor of to', async () => {
    const many = Array.from({ length: COMPARE_FILES_LIMIT }, (_, n) => ({ filename: `docs/${n}.md` }))
    answer({ status: 'ahead', files: many })
    expect((await compare()).whole).toBe(false)
    answer({ status: 'ahead', files: many.slice(1) })
    expect((await compare()).whole).toBe(true)
    // A next page holds more files: GitHub pages a comparison's files too.
    const nextPage = `<${github.url}/repos/example/agent/compare/${FROM}...${TO}?page=2>; rel="next"`
    answer({ status: 'ahead', files: many.slice(1) }, 200, { link: nextPage })
    expect((await compare()).whole).toBe(false)
    answer({ status: 'ahead', files: many.slice(1) }, 200, { link: nextPage.replace('next', 'prev') })
    expect((await compare()).whole).toBe(true)
    for (const status of ['diverged', 'behind']) {
      answer({ status, files: [] })
      expect(await compare()).toEqual({ files: [], whole: false, status })
    }
  })

  it('refuses an answer that is not a comparison, and says what GitHub answered', async () => {
    answer({ files: [] })
    await expect(compare()).rejects.toThrow(
      `GitHub's answer while comparing commit aaaaaaaaaaaa with bbbbbbbbbbbb in example/agent is not a comparison`
    )
    answer({ status: 'ahead', files: 'none' })
    await expect(compare()).rejects.toThrow('is not a comparison: {"status":"ahead","files":"none"}')
    answer({ status: 'ahead' })
    await expect(compare().catch((error: { hint?: string }) => error.hint)).resolves.toBe(
      'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
    )
    answer({ message: 'Resource not accessible by integration' }, 403)
    await expect(compare().catch((error: { hint?: string }) => error.hint)).resolves.toBe(
      'Give the job permissions: { contents: read, attestations: read }.'
    )
    answer({ message: 'Not Found' }, 404)
    await expect(compare()).rejects.toThrow(
      'GitHub found nothing (HTTP 404: Not Found) while comparing commit aaaaaaaaaaaa with bbbbbbbbbbbb'
    )
  })
})
