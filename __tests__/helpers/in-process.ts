import { jest } from '@jest/globals'
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
