// The runner executes dist/index.js, bundled from here; all the work is in main.ts. The same
// bundle, started as a worker thread, evaluates pass-if where the deadline can stop it. Each side
// imports only what it needs: the worker never loads the action's own dependencies.
import { isMainThread } from 'node:worker_threads'

if (isMainThread) await (await import('./main.js')).run()
else await (await import('./pass-if-worker.js')).servePassIf()
