// Signs one in-toto statement with @actions/attest, as the gate would, and prints the bundle:
// for the verify tests that need a statement the gate never writes (another predicate type, a
// FAILED result, a decision time after the signature). Run as a child process, with the
// signing environment (__fixtures__/fake-github.ts signingEnvironment) set: @actions/attest reads it
// when it loads. Input on stdin: {"subjects": [...], "predicateType": "...", "predicate": {...}}.
import { attest } from '@actions/attest'

let input = ''
for await (const chunk of process.stdin) input += chunk
const { subjects, predicateType, predicate } = JSON.parse(input)
const { bundle } = await attest({ subjects, predicateType, predicate, token: 'unused', skipWrite: true })
process.stdout.write(JSON.stringify(bundle))
