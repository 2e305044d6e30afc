/**
 * A statement that was asked to be signed and was not: signing failed, storing failed for a
 * reason retrying could not mend, or it could not be signed as asked. Says what to do. A module
 * of its own, so that a publisher can name it without loading the signing code.
 */
import { HintedError } from '../lib/errors.js'

export class SigningError extends HintedError {
  constructor(message: string, hint: string) {
    super('SigningError', message, hint)
  }
}

/** The permissions signing and storing an attestation need, as the job's YAML says them. */
export const SIGNING_PERMISSIONS = 'permissions: { contents: read, id-token: write, attestations: write }'
