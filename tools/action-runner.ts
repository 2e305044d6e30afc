/**
 * Runs a JavaScript action the way the GitHub runner does, for the tests, the demo, the bench and
 * `npm run action` (which is why it lives in tools/, not beside the tests): every `action.yml`
 * input with its default as `INPUT_*` (hyphens kept, spaces to `_`, upper case), the file
 * commands, the usual `GITHUB_*` context and an event payload, and cancellation as the runner
 * does it (SIGINT, SIGTERM 7.5 s later, kill 2.5 s after that). It reads outputs back from the
 * output file and applies `::add-mask::` values to the log, then removes the run's temporary
 * folder (RUNNER_TEMP, the workspace and the file commands).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readManifest, REPOSITORY_ROOT, type ActionManifest } from './action-manifest.ts'
import {
  pullRequestEventWithoutBase,
  type EventFile,
  type MalformedPayload,
  type MergeGroupPayload,
  type PullRequestPayload,
  type PushPayload,
  type SchedulePayload,
  type WorkflowDispatchPayload
} from '../__fixtures__/events.ts'

export { REPOSITORY_ROOT } from './action-manifest.ts'

export interface ActionRunOptions {
  /** Inputs by their `action.yml` names; unset ones get the action's defaults. */
  inputs: Record<string, string>
  /** Extra environment (proxy variables, NODE_EXTRA_CA_CERTS, …). */
  env?: Record<string, string>
  /** The action's folder (holding action.yml); this repository by default. */
  actionDir?: string
  /** Node to run it with; the one running this code by default (Node 24 under the npm scripts). */
  nodePath?: string
  /** What `${{ github.token }}` in an input default evaluates to. */
  githubToken?: string
  /**
   * Event payload written to GITHUB_EVENT_PATH; a pull_request event by default. Built in
   * __fixtures__/events.ts, typed by GitHub's webhook types (or `malformedEvent` for one GitHub never sends).
   */
  event?: EventFile<
    PullRequestPayload | MergeGroupPayload | PushPayload | SchedulePayload | WorkflowDispatchPayload | MalformedPayload
  >
}

export interface Annotation {
  level: 'error' | 'warning' | 'notice'
  message: string
}

export interface ActionRun {
  exitCode: number | null
  signal: NodeJS.Signals | null
  /**
   * The log as the runner shows it: commands consumed (annotations shown as `Error: …`), masked
   * values replaced by `***`, stderr after stdout.
   */
  log: string
  /** Raw stdout, before masking: for checking what the action itself printed. */
  rawStdout: string
  outputs: Record<string, string>
  summary: string
  masks: string[]
  annotations: Annotation[]
  durationMs: number
}

export interface StartedAction {
  child: ChildProcess
  /** Cancels as the runner does: SIGINT, then SIGTERM after 7.5 s, then SIGKILL after 2.5 s more. */
  cancel(): void
  done: Promise<ActionRun>
}

/** Pull request 42, whose payload names no base: the gate has nothing to compare with unless a test gives an event. */
export const DEFAULT_PULL_REQUEST_EVENT = pullRequestEventWithoutBase({ number: 42, head: 'f00dfeed' })

/** `INPUT_<NAME>` as the runner spells it. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`
}

export function startAction(options: ActionRunOptions): StartedAction {
  const actionDir = options.actionDir ?? REPOSITORY_ROOT
  const manifest = readManifest(actionDir)
  const workDir = mkdtempSync(join(tmpdir(), 'action-run-'))
  const files = createCommandFiles(workDir)
  const event = options.event ?? DEFAULT_PULL_REQUEST_EVENT
  const eventPath = join(workDir, 'event.json')
  writeFileSync(eventPath, JSON.stringify(event.payload))
  // Inputs last: an input, given or defaulted, wins over an `INPUT_*` in options.env.
  const env = {
    ...runnerEnvironment(workDir, event.name, eventPath, files),
    ...options.env,
    ...inputEnvironment(manifest, options)
  }

  const startedAt = performance.now()
  const child = spawn(options.nodePath ?? process.execPath, [join(actionDir, manifest.runs.main)], {
    cwd: workDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  const output = collectOutput(child)
  const cancellation = runnerCancellation(child)
  const done = whenClosed(child, workDir, ({ exitCode, signal }) => {
    cancellation.stopEscalating()
    return readRun(exitCode, signal, output, files, startedAt)
  })
  return { child, cancel: cancellation.cancel, done }
}

/** The file commands' files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, …), empty, by command name. */
function createCommandFiles(workDir: string): Record<string, string> {
  return Object.fromEntries(
    ['OUTPUT', 'STEP_SUMMARY', 'STATE', 'ENV', 'PATH'].map(command => {
      const path = join(workDir, command.toLowerCase())
      writeFileSync(path, '')
      return [command, path]
    })
  )
}

/** The environment the runner gives every step: the `GITHUB_*` context, the runner's folders and the file commands. */
function runnerEnvironment(
  workDir: string,
  eventName: string,
  eventPath: string,
  files: Record<string, string>
): Record<string, string> {
  return {
    PATH: process.env['PATH'] ?? '',
    HOME: process.env['HOME'] ?? workDir,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_REPOSITORY: 'example/agent',
    GITHUB_REPOSITORY_OWNER: 'example',
    GITHUB_SHA: 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed',
    GITHUB_REF: 'refs/pull/42/merge',
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_WORKFLOW: 'certification',
    GITHUB_JOB: 'gate',
    GITHUB_ACTION: 'certify',
    GITHUB_RUN_ID: '1234567890',
    GITHUB_RUN_NUMBER: '7',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_ACTOR: 'octocat',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_WORKSPACE: workDir,
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: workDir,
    GITHUB_OUTPUT: files['OUTPUT'],
    GITHUB_STEP_SUMMARY: files['STEP_SUMMARY'],
    GITHUB_STATE: files['STATE'],
    GITHUB_ENV: files['ENV'],
    GITHUB_PATH: files['PATH']
  }
}

/** `INPUT_*` for every input of the manifest that has a default, then the inputs given over them. */
function inputEnvironment(manifest: ActionManifest, options: ActionRunOptions): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [name, spec] of Object.entries(manifest.inputs ?? {})) {
    // The runner evaluates expressions in defaults; `github.token` is the only one action.yml uses.
    if (spec.default !== undefined)
      env[inputVariable(name)] = String(spec.default).replace(
        /\$\{\{\s*github\.token\s*\}\}/g,
        options.githubToken ?? 'ghs_runner_token'
      )
  }
  for (const [name, value] of Object.entries(options.inputs)) env[inputVariable(name)] = value
  return env
}

/** The child's stdout and stderr as they come; read once it has closed. */
function collectOutput(child: ChildProcess): { stdout: string; stderr: string } {
  const output = { stdout: '', stderr: '' }
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output.stdout += chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output.stderr += chunk))
  return output
}

/** Cancellation as the runner does it; `stopEscalating` clears the signals still to come once the child has closed. */
function runnerCancellation(child: ChildProcess): { cancel(): void; stopEscalating(): void } {
  const timers: NodeJS.Timeout[] = []
  return {
    cancel() {
      child.kill('SIGINT')
      timers.push(setTimeout(() => child.kill('SIGTERM'), 7500))
      timers.push(setTimeout(() => child.kill('SIGKILL'), 10_000))
    },
    stopEscalating: () => timers.forEach(clearTimeout)
  }
}

/**
 * Settles when the child closes, with what `read` makes of it, then removes the run's folder: every
 * run made one, and a test run leaves hundreds behind unless each is removed. Left for a look when
 * `read` throws (the outputs or the summary could not be read back).
 */
function whenClosed(
  child: ChildProcess,
  workDir: string,
  read: (closed: { exitCode: number | null; signal: NodeJS.Signals | null }) => ActionRun
): Promise<ActionRun> {
  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true, maxRetries: 3 })
  return new Promise<ActionRun>((resolvePromise, reject) => {
    child.on('error', error => {
      removeWorkDir()
      reject(error)
    })
    child.on('close', (exitCode, signal) => {
      try {
        const run = read({ exitCode, signal })
        removeWorkDir()
        resolvePromise(run)
      } catch (error) {
        reject(error)
      }
    })
  })
}

/** The run as a person reads it on the runner: the log with commands consumed and masks applied, outputs, summary. */
function readRun(
  exitCode: number | null,
  signal: NodeJS.Signals | null,
  output: { stdout: string; stderr: string },
  files: Record<string, string>,
  startedAt: number
): ActionRun {
  const { masks, annotations, shownLines } = readCommands(output.stdout)
  return {
    exitCode,
    signal,
    log: applyMasks(shownLines.join('\n') + output.stderr, masks),
    rawStdout: output.stdout,
    outputs: parseOutputFile(readFileSync(files['OUTPUT'], 'utf8')),
    summary: readFileSync(files['STEP_SUMMARY'], 'utf8'),
    masks,
    annotations: annotations.map(annotation => ({ ...annotation, message: applyMasks(annotation.message, masks) })),
    durationMs: performance.now() - startedAt
  }
}

export function runAction(options: ActionRunOptions): Promise<ActionRun> {
  return startAction(options).done
}

/** Reads `name<<DELIMITER … DELIMITER` blocks (and plain `name=value` lines) from an output file. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split(/\r?\n/)
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name, delimiter] = heredoc
      const value: string[] = []
      for (index += 1; index < lines.length && lines[index] !== delimiter; index += 1) value.push(lines[index])
      outputs[name] = value.join('\n')
    } else if (line.includes('=')) {
      outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1)
    }
  }
  return outputs
}

const ANNOTATION_LABEL = { error: 'Error', warning: 'Warning', notice: 'Notice' } as const

/**
 * Workflow commands as the runner reads them: masks, annotations and group titles (`▸ title`,
 * as GitHub folds the lines below it), lines inside a `::stop-commands::` block left as plain
 * text. Returns the lines a person would see.
 */
function readCommands(stdout: string): { masks: string[]; annotations: Annotation[]; shownLines: string[] } {
  const masks: string[] = []
  const annotations: Annotation[] = []
  const shownLines: string[] = []
  let resumeToken: string | undefined
  for (const line of stdout.split(/\r?\n/)) {
    const command = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line.trimStart())
    if (!command || (resumeToken !== undefined && command[1] !== resumeToken)) {
      shownLines.push(line)
      continue
    }
    const [, name, data] = command
    const value = data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
    if (resumeToken !== undefined) resumeToken = undefined
    else if (name === 'stop-commands') resumeToken = value
    else if (name === 'add-mask' && value !== '') masks.push(value)
    // GitHub folds a group under its title: the title is what a person sees first.
    else if (name === 'group') shownLines.push(`▸ ${value}`)
    else if (name === 'error' || name === 'warning' || name === 'notice') {
      annotations.push({ level: name, message: value })
      shownLines.push(`${ANNOTATION_LABEL[name]}: ${value}`)
    }
  }
  return { masks, annotations, shownLines }
}

function applyMasks(text: string, masks: readonly string[]): string {
  return [...masks].sort((a, b) => b.length - a.length).reduce((result, mask) => result.split(mask).join('***'), text)
}
