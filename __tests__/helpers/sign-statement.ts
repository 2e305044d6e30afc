/**
 * Signs a statement the gate never writes: runs signer-child.mjs in a child process (never
 * spawnSync: the mocks live on this event loop) with `env`, the environment of a job that signs.
 * Tests reach it through the certification fixture's `sign`, which gives that environment from the
 * world's `signingAs` (certification-fixture.ts says which way to make a signed bundle).
 */
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { REPOSITORY_ROOT } from '../../tools/action-runner.js'

export interface Statement {
  subjects: Array<{ name: string; digest: Record<string, string> }>
  predicateType: string
  predicate: Record<string, unknown>
}

/** Bytes signed as they are: in a DSSE envelope of `type`, or as a message signature. */
export interface RawPayload {
  raw: { body: string; type: string; message?: boolean }
}

export function signStatement(
  statement: Statement | RawPayload,
  env: Record<string, string>
): Promise<Record<string, unknown>> {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'signer-child.mjs')
  const child = spawn(process.execPath, [script], {
    cwd: REPOSITORY_ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      GITHUB_REPOSITORY: 'example/agent',
      GITHUB_SERVER_URL: 'https://github.com',
      ...env
    },
    stdio: ['pipe', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  child.stdin.end(JSON.stringify(statement))
  return new Promise((resolve, reject) =>
    child.on('close', code =>
      code === 0
        ? resolve(JSON.parse(stdout) as Record<string, unknown>)
        : reject(new Error(`signing failed (${code}): ${stderr}`))
    )
  )
}
