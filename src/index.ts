// The runner executes dist/index.js, bundled from here; all the work is in main.ts. The same
// bundle, started as a worker thread, evaluates pass-if where the deadline can stop it.
import { isMainThread } from 'node:worker_threads'
import { run } from './main.js'

if (isMainThread) await run()
else await (await import('./pass-if-worker.js')).servePassIf()
