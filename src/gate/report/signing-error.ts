/**
 * A passed gate whose attestation was asked for and not made: signing failed, storing failed for
 * a reason retrying could not mend, or the gate could not be signed as asked. Says what to do.
 * A module of its own, so that the publisher can name it without loading the signing code.
 */
export class SigningError extends Error {
  readonly hint: string
  constructor(message: string, hint: string) {
    super(message)
    this.name = 'SigningError'
    this.hint = hint
  }
}
