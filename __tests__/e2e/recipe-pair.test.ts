/**
 * docs/adopt.md's certification workflow and its deploy, as a pair: what the one signs in the merge
 * queue the other accepts, and what it did not sign there the other refuses, with the inputs as the
 * page writes them. Only the variables, the secret and the workflow_run commit are the fakes'; any
 * other expression in an input fails the test. Run through the bundled actions in the mocked
 * Sigstore world.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { REPOSITORY_ROOT } from '../../tools/action-runner.js'
import { workflowRecipes } from '../../tools/lint-readme-workflows.js'
import { startCertificationFixture, type CertificationFixture } from '../helpers/certification-fixture.js'

const ADOPT = readFileSync(join(REPOSITORY_ROOT, 'docs', 'adopt.md'), 'utf8')
const QUEUED = 'fa1afa1afa1afa1afa1afa1afa1afa1afa1afa1a'
const NOT_QUEUED = 'b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0'

type Step = { uses?: string; with?: Record<string, unknown> }

/** The `with:` of the first step of the page's `index`-th workflow that uses `action`, as written. */
function adoptInputs(index: number, action: RegExp): Record<string, string> {
  const workflow = parse(workflowRecipes(ADOPT)[index].yaml) as { jobs: Record<string, { steps?: Step[] }> }
  const step = Object.values(workflow.jobs)
    .flatMap(job => job.steps ?? [])
    .find(candidate => action.test(candidate.uses ?? ''))
  if (step?.with === undefined) throw new Error(`no step of docs/adopt.md's workflow ${index} uses ${action}`)
  return Object.fromEntries(Object.entries(step.with).map(([name, value]) => [name, String(value)]))
}

/** The inputs with the expressions a runner would fill in filled in; the key is the fixture's to set. */
function resolved(inputs: Record<string, string>, values: Record<string, string>): Record<string, string> {
  const filled = Object.entries(inputs)
    .filter(([name]) => name !== 'api-key')
    .map(([name, value]) => {
      const text = value.replace(/\$\{\{\s*([\w.]+)\s*\}\}/g, (_, expression: string) => {
        const known = values[expression]
        if (known === undefined)
          throw new Error(`docs/adopt.md's input ${name} reads ${expression}, which this test does not fill in`)
        return known
      })
      return [name, text]
    })
  return Object.fromEntries(filled)
}

let fixture: CertificationFixture
beforeAll(async () => {
  fixture = await startCertificationFixture()
}, 120_000)
afterAll(() => fixture?.close())

describe("docs/adopt.md's certification and deploy workflows, as a pair", () => {
  it('the deploy ships the commit the queue certified, and refuses one only a pull request signed', async () => {
    const gate = adoptInputs(0, /agent-certification-gate@v1$/)
    const verify = adoptInputs(1, /agent-certification-gate\/verify@v1$/)
    // One project and one service, written the same on both sides.
    expect(verify['project-id']).toBe(gate['project-id'])
    expect(verify['service-url']).toBe(gate['base-url'])
    expect(gate['attest']).toBe('true')

    const project = gate['project-id']
    fixture.service.addProject(project, { statuses: ['completed'], reportFields: { trust_score: 91 } })
    const variables = { 'vars.CERTIFICATION_BASE_URL': fixture.service.url }
    // The mocks' trust root stands in for Sigstore's, which the runner fetches with TUF.
    const gateInputs = { ...resolved(gate, variables), 'trusted-root': fixture.trustedRoot }
    await fixture.certify(project, QUEUED, {
      identity: { ref: `refs/heads/gh-readonly-queue/main/pr-7-${QUEUED}`, eventName: 'merge_group' },
      inputs: gateInputs
    })
    const shipped = await fixture.verify(
      QUEUED,
      resolved(verify, { ...variables, 'github.event.workflow_run.head_sha': QUEUED })
    )
    expect(shipped.log).toContain('is certified')
    expect(shipped.exitCode).toBe(0)
    expect(shipped.outputs['verdict']).toBe('passed')

    // The same workflow, inputs and all, signed NOT_QUEUED on a pull request into main (compared
    // with QUEUED as its base): a pull request's own run, which the deploy refuses.
    await fixture.certify(project, NOT_QUEUED, { event: 'pull_request', base: QUEUED, inputs: gateInputs })
    const refused = await fixture.verify(
      NOT_QUEUED,
      resolved(verify, { ...variables, 'github.event.workflow_run.head_sha': NOT_QUEUED })
    )
    expect(refused.exitCode).toBe(1)
    expect(refused.outputs['verdict']).toBe('failed')
    expect(refused.log).toMatch(/is not certified/)
    expect(refused.log).toMatch(/signed by a run on 'refs\/pull\/42\/merge'/)
  }, 180_000)
})
