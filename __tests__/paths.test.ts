/**
 * `paths` as git pathspecs (src/gate/certified/paths.ts): a plain name is that file or folder and
 * everything under it, with or without trailing slashes; a glob matches as a glob, never as a folder.
 * How carry-forward uses them is in reuse.test.ts.
 */
import { invalidGlob, pathsMatcher } from '../src/gate/certified/paths.js'

describe('paths as pathspecs', () => {
  it('reads a plain name as a folder, whatever its trailing slashes, and nothing beside it', () => {
    for (const folder of ['agent/tools', 'agent/tools/', 'agent/tools//']) {
      const matches = pathsMatcher([folder])
      expect([folder, matches('agent/tools/x.py'), matches('agent/tools'), matches('agent/tools/a/.env')]).toEqual([
        folder,
        true,
        true,
        true
      ])
      expect([folder, matches('agent/toolsx/y.py'), matches('agent/x.py')]).toEqual([folder, false, false])
    }
  })

  it('reads a glob as a glob: agent/* holds the files of agent, not those of its folders', () => {
    const matches = pathsMatcher(['agent/*'])
    expect(matches('agent/a.py')).toBe(true)
    expect(matches('agent/.env')).toBe(true)
    expect(matches('agent/x/y.py')).toBe(false)
  })

  it('names the first glob that does not parse', () => {
    expect(invalidGlob(['agent/**', 'prompts/*.md'])).toBeUndefined()
    expect(invalidGlob(['agent/**', 'agent/[x', 'b/[y'])).toMatch(
      /^'agent\/\[x' is not a glob \(.+\): write globs such as agent\/\*\* or prompts\/\*\.md\.$/
    )
  })
})
