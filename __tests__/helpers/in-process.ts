import { jest } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inputVariable } from '../../tools/action-runner.js'

/** Sets inputs the way the runner passes them, for run() called in this process. */
export function setInputs(inputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(inputs)) process.env[inputVariable(name)] = value
}

/** Captures what the action writes to stdout (its log and workflow commands) instead of printing it. */
export function captureStdout(): string[] {
  const lines: string[] = []
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    lines.push(String(chunk))
    return true
  })
  return lines
}

/** Undoes what a run() in this process changed: mocks, environment, exit code. */
export function restoreProcess(savedEnv: NodeJS.ProcessEnv): void {
  jest.restoreAllMocks()
  process.env = { ...savedEnv }
  process.exitCode = undefined
}

/** Empty output and summary files, named in the environment as the runner names them. */
export function useRunnerFiles(): { output: string; summary: string } {
  const dir = mkdtempSync(join(tmpdir(), 'runner-files-'))
  const files = { output: join(dir, 'output'), summary: join(dir, 'summary') }
  writeFileSync(files.output, '')
  writeFileSync(files.summary, '')
  process.env['GITHUB_OUTPUT'] = files.output
  process.env['GITHUB_STEP_SUMMARY'] = files.summary
  return files
}
