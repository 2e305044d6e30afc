/**
 * The README's merge-gate recipe and its verify snippet, as a pair: what the one signs in the merge
 * queue (with `attest: true`, as the README says to add), the other accepts, with the inputs as the
 * README writes them (only the service's address and key are the fakes'). Run through the bundled
 * actions in the mocked Sigstore world.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { REPOSITORY_ROOT } from '../../tools/action-runner.js'
import { startCertificationFixture, type CertificationFixture } from '../helpers/certification-fixture.js'

const README = readFileSync(join(REPOSITORY_ROOT, 'README.md'), 'utf8')
const COMMIT = 'fa1afa1afa1afa1afa1afa1afa1afa1afa1afa1a'

type Step = { uses?: string; with?: Record<string, unknown> }

/** The `with:` of the first step in the README's yaml blocks that uses `action` (`…/agent-certification-gate@v1`, `…/verify@v1`). */
function readmeInputs(action: RegExp): Record<string, string> {
  for (const [, yaml] of README.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)) {
    const parsed = parse(yaml) as unknown
    const steps: Step[] = Array.isArray(parsed)
      ? (parsed as Step[])
      : Object.values((parsed as { jobs?: Record<string, { steps?: Step[] }> })?.jobs ?? {}).flatMap(job => job.steps ?? [])
    const step = steps.find(candidate => action.test(candidate.uses ?? ''))
    if (step?.with !== undefined) return Object.fromEntries(Object.entries(step.with).map(([name, value]) => [name, String(value)]))
  }
  throw new Error(`no step of the README uses ${action}`)
}

let fixture: CertificationFixture
beforeAll(async () => {
  fixture = await startCertificationFixture()
}, 120_000)
afterAll(() => fixture?.close())

describe("the README's merge-gate recipe and its verify snippet", () => {
  it('verify accepts what the gate signs in the merge queue, as the README writes both', async () => {
    const gate = readmeInputs(/agent-certification-gate@v1$/)
    const verify = readmeInputs(/agent-certification-gate\/verify@v1$/)
    // The same service on both sides, as the README has it; here the fake's.
    expect(verify['service-url']).toBe(gate['base-url'])
    // The fixture's gate sets the fake's base-url and key; the rest is the README's.
    const recipe = Object.fromEntries(Object.entries(gate).filter(([name]) => name !== 'base-url' && name !== 'api-key'))
    fixture.service.addProject(recipe['project-id'] ?? '', { statuses: ['completed'], reportFields: { trust_score: 91 } })
    await fixture.certify(recipe['project-id'] ?? '', COMMIT, {
      identity: { ref: `refs/heads/gh-readonly-queue/main/pr-7-${COMMIT}`, eventName: 'merge_group' },
      inputs: { ...recipe, attest: 'true' }
    })
    const run = await fixture.verify(COMMIT, { ...verify, 'service-url': fixture.service.url })
    expect(run.log).toContain(`is certified`)
    expect(run.exitCode).toBe(0)
    expect(run.outputs['verdict']).toBe('passed')
  }, 120_000)
})
