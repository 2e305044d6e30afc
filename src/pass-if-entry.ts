// dist/pass-if/index.js, bundled from here: the worker thread that evaluates pass-if where the
// deadline can stop it (see policy/bounded.ts). A bundle of its own, so that it loads the policy
// and the CEL engine and nothing of the action's own dependencies.
import { servePassIf } from './policy/worker.js'

await servePassIf()
