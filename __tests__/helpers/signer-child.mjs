// Signs one in-toto statement with @actions/attest, as the gate would, and prints the bundle:
// for the verify tests that need a statement the gate never writes (another predicate type, a
// FAILED result, a decision time after the signature). Run as a child process (sign-statement.ts),
// with the environment of a job that signs (tools/attest-chain.ts signingAs) set: @actions/attest
// reads it when it loads. Input on stdin: {"subjects": [...], "predicateType": "...", "predicate": {...}}.
//
// Or, for what @actions/attest never makes, {"raw": {"body": "...", "type": "...", "message": bool}}:
// those bytes signed as they are, by the same Fulcio and timestamp authority (GitHub's instance,
// which the signing environment's proxy sends to the mocks), in a DSSE envelope of that payload
// type, or as a message signature when `message` is true.
import { attest } from '@actions/attest'
import { bundleToJSON } from '@sigstore/bundle'
import {
  CIContextProvider,
  DSSEBundleBuilder,
  FulcioSigner,
  MessageSignatureBundleBuilder,
  TSAWitness
} from '@sigstore/sign'

let input = ''
for await (const chunk of process.stdin) input += chunk
const { subjects, predicateType, predicate, raw } = JSON.parse(input)
if (raw === undefined) {
  const { bundle } = await attest({ subjects, predicateType, predicate, token: 'unused', skipWrite: true })
  process.stdout.write(JSON.stringify(bundle))
} else {
  const signer = new FulcioSigner({
    identityProvider: new CIContextProvider('sigstore'),
    fulcioBaseURL: 'https://fulcio.githubapp.com'
  })
  const witnesses = [new TSAWitness({ tsaBaseURL: 'https://timestamp.githubapp.com' })]
  const Builder = raw.message ? MessageSignatureBundleBuilder : DSSEBundleBuilder
  const bundle = await new Builder({ signer, witnesses }).create({
    data: Buffer.from(raw.body, 'utf8'),
    type: raw.type
  })
  process.stdout.write(JSON.stringify(bundleToJSON(bundle)))
}
