/**
 * A gate and a verify pair when verify asks for what the gate certifies: the same project and the
 * same service address. A verify that names another refuses every certification the gate makes.
 */
import { GATE_ACTION, input, isMapping, VERIFY_ACTION, type Mapping } from './workflow.ts'

/** What a gate or verify step says about the service: its address input and the project ids it names. */
export interface ServiceStep {
  role: 'gate' | 'verify'
  /** `base-url` for the gate, `service-url` for verify. */
  addressInput: 'base-url' | 'service-url'
  /** The address as written; undefined when not set. */
  address: string | undefined
  /** The ids of `project-id` written out (not `${{ … }}`). */
  literalIds: string[]
  /** Whether some id of `project-id` is an expression, known only at run time. */
  idsFromExpression: boolean
}

const isExpression = (text: string) => /^\$\{\{[\s\S]*\}\}$/.test(text)

/** The step as a gate or verify of the service; undefined for any other step. */
export function serviceStep(step: Mapping): ServiceStep | undefined {
  const uses = typeof step['uses'] === 'string' ? step['uses'].trim() : ''
  const role = GATE_ACTION.test(uses) ? 'gate' : VERIFY_ACTION.test(uses) ? 'verify' : undefined
  if (role === undefined) return undefined
  const addressInput = role === 'gate' ? 'base-url' : 'service-url'
  const address = input(step, addressInput)
  const ids = String(input(step, 'project-id') ?? '')
    .split(/[\n,]/)
    .map(id => id.trim())
    .filter(id => id !== '')
  return {
    role,
    addressInput,
    address: address === undefined || address === null ? undefined : String(address).trim(),
    literalIds: ids.filter(id => !isExpression(id)),
    idsFromExpression: ids.some(isExpression)
  }
}

/** The steps of a yaml block, whatever its shape: a workflow's jobs, a job's `steps`, or a list of steps. */
export function stepsOfBlock(block: unknown): Mapping[] {
  if (Array.isArray(block)) return block.filter(isMapping)
  if (!isMapping(block)) return []
  if (isMapping(block['jobs'])) return Object.values(block['jobs']).filter(isMapping).flatMap(stepsOfBlock)
  return Array.isArray(block['steps']) ? block['steps'].filter(isMapping) : []
}
