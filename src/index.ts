// The runner executes dist/index.js, bundled from here; all the work is in main.ts.
import { run } from './main.js'

await run()
