// The verify action (verify/action.yml) runs dist/verify/index.js, bundled from here.
import { run } from './main.js'

await run()
// Concluded: nothing a library left under way (a TUF fetch past its bound) may hold the job.
process.exit()
