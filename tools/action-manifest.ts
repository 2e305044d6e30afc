/**
 * An action's `action.yml` as the tools read it (the runner's harness, the by-hand commands, the workflow checks): its
 * inputs with their defaults, and what it runs. Reads files only, so a workflow check loads nothing else.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse as parseYaml } from 'yaml'

export const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export interface ActionManifest {
  inputs?: Record<string, { default?: unknown }>
  runs: { using: string; main: string }
}

/** The `action.yml` in `actionDir` (the gate's, at the repository's root, unless said). */
export function readManifest(actionDir: string = REPOSITORY_ROOT): ActionManifest {
  return parseYaml(readFileSync(join(actionDir, 'action.yml'), 'utf8')) as ActionManifest
}

/** The names of the inputs the action in `actionDir` declares. */
export function declaredInputs(actionDir: string = REPOSITORY_ROOT): string[] {
  return Object.keys(readManifest(actionDir).inputs ?? {})
}
