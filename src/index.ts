// The runner executes dist/index.js, bundled from here; all the work is in main.ts.
import { run } from './gate/main.js'

await run()
// The step has concluded: a request a library cannot cancel (Sigstore's clients, bounded by a
// race in the attestation publisher) must not hold the job any longer.
process.exit()
