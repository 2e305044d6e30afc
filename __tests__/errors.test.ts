/** What a thrown value says, as the messages that quote it inside their own sentences take it. */
import { errorClause, errorMessage } from '../src/lib/errors.js'

describe('errorClause', () => {
  it('is the message without its closing stops, inert, and cut at the limit', () => {
    expect(errorClause(new Error('GitHub never answered, and no timeout would help.'), 300)).toBe(
      'GitHub never answered, and no timeout would help'
    )
    expect(errorClause('pass a trusted_root.json as trusted-root...', 300)).toBe(
      'pass a trusted_root.json as trusted-root'
    )
    expect(errorClause(new Error('v1.2 is out'), 300)).toBe('v1.2 is out')
    // One line: a workflow command only ever starts one.
    expect(errorClause(new Error('refused\n::warning::x'), 300)).not.toContain('\n')
    expect(errorClause(new Error('a'.repeat(400)), 300).length).toBeLessThanOrEqual(300)
    expect(errorMessage(42)).toBe('42')
  })
})
