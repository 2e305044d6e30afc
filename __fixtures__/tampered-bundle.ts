/**
 * A signed bundle whose in-toto statement is edited after signing, its signature left as it was:
 * what a forger who cannot sign would plant. The tests, the demo and the pictures all forge alike.
 */
export function tamperedBundle<Statement>(
  bundleJson: Record<string, unknown>,
  edit: (statement: Statement) => void
): Record<string, unknown> {
  const copy = structuredClone(bundleJson) as { dsseEnvelope: { payload: string } }
  const statement = JSON.parse(Buffer.from(copy.dsseEnvelope.payload, 'base64').toString('utf8')) as Statement
  edit(statement)
  copy.dsseEnvelope.payload = Buffer.from(JSON.stringify(statement)).toString('base64')
  return copy as unknown as Record<string, unknown>
}
