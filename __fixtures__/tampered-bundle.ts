/**
 * A signed bundle whose in-toto statement is edited after signing, its signature left as it was:
 * what a forger who cannot sign would plant. The tests, the demo and the pictures all forge alike.
 */
/** The name the gate signs its part of the predicate under (src/attestation/statement.ts's CERTIFICATION_EXTENSION). */
export const CERTIFICATION_EXTENSION =
  'https://github.com/agent-certification-gate/agent-certification-gate/certification/v1'

export function tamperedBundle<Statement>(
  bundleJson: Record<string, unknown>,
  edit: (statement: Statement) => void
): Record<string, unknown> {
  const copy = structuredClone(bundleJson) as { dsseEnvelope: { payload: string } }
  const statement = JSON.parse(Buffer.from(copy.dsseEnvelope.payload, 'base64').toString('utf8')) as Statement
  // The gate's part is signed under its URI name; an edit may reach it as `certification`, as
  // older statements name it: the same object, the alias dropped again before it is written.
  const predicate = (statement as { predicate?: Record<string, unknown> }).predicate
  const aliased =
    predicate !== undefined &&
    predicate[CERTIFICATION_EXTENSION] !== undefined &&
    predicate['certification'] === undefined
  if (aliased) predicate['certification'] = predicate[CERTIFICATION_EXTENSION]
  edit(statement)
  if (aliased) delete predicate['certification']
  copy.dsseEnvelope.payload = Buffer.from(JSON.stringify(statement)).toString('base64')
  return copy as unknown as Record<string, unknown>
}
