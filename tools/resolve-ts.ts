/**
 * Lets a tool run src/ as it is, on Node's own type stripping: src/ imports its modules as `./x.js` (what tsc and
 * ncc expect), and where no such file exists the `./x.ts` beside it is loaded. Loaded with `node --import`. Each
 * answer is kept: src/ loads modules lazily, with `import()` on every call, and each resolution costs file lookups.
 */
import { registerHooks, type ResolveFnOutput } from 'node:module'

const resolved = new Map<string, ResolveFnOutput>()

registerHooks({
  resolve(specifier, context, nextResolve) {
    const key = `${context.parentURL ?? ''}\n${specifier}`
    const known = resolved.get(key)
    if (known !== undefined) return { ...known, shortCircuit: true }
    let answer: ResolveFnOutput
    try {
      answer = nextResolve(specifier, context)
    } catch (error) {
      if (!specifier.startsWith('.') || !specifier.endsWith('.js')) throw error
      answer = nextResolve(`${specifier.slice(0, -'.js'.length)}.ts`, context)
    }
    resolved.set(key, answer)
    return answer
  }
})
