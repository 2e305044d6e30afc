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

/**
 * An address as the verify action compares it (`https://host/v1/` and `https://host` are
 * `https://host/v1`); an expression as written. The rule is `serviceRoot` of src/action/inputs.ts,
 * restated because Node cannot load src/ as it is (its imports name `.js` files that only the
 * bundle has); a test holds the two to one answer.
 */
export function comparableAddress(address: string): string {
  if (isExpression(address)) return address
  try {
    const url = new URL(address)
    const path = url.pathname.replace(/\/+$/, '')
    return `${url.origin}${/\/v\d+$/.test(path) ? path : `${path}/v1`}`
  } catch {
    return address
  }
}

/**
 * Why `verify` cannot pair with any of `gates`, when the text tells: an id or an address written out
 * on both sides and different. An expression on either side may be anything at run time, and a
 * verify input left empty accepts any.
 */
export function unpairedReasons(verify: ServiceStep, gates: ServiceStep[]): string[] {
  const reasons: string[] = []
  if (gates.length > 0 && !gates.some(gate => gate.idsFromExpression)) {
    const certified = new Set(gates.flatMap(gate => gate.literalIds))
    const others = verify.literalIds.filter(id => !certified.has(id))
    if (others.length > 0)
      reasons.push(
        `\`project-id: ${others.join(', ')}\` is no project the gate certifies (${[...certified].join(', ')})`
      )
  }
  const addresses = gates.map(gate => gate.address)
  const literal = (address: string | undefined): address is string => address !== undefined && !isExpression(address)
  if (literal(verify.address) && addresses.length > 0 && addresses.every(literal)) {
    const wanted = comparableAddress(verify.address)
    if (!addresses.some(address => comparableAddress(address) === wanted)) {
      reasons.push(
        `\`service-url: ${verify.address}\` is not the gate's \`base-url\` (${[...new Set(addresses)].join(', ')})`
      )
    }
  }
  return reasons
}
