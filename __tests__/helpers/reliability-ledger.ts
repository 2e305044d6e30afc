/**
 * The ledger of the fault-injection suite (`__tests__/e2e/reliability-*.test.ts`): every case is
 * counted, passed or failed, with the requests it wasted and the secrets it leaked. The suite is
 * split into several files so that jest's workers run them side by side; each file keeps its own
 * ledger (`record`, `counted`) and writes it, in `afterAll(writeLedgerPart)`, under the test
 * run's temporary root. The global teardown (`reliability-report.js`) merges the parts into the
 * one table the docs show, `build/reliability.md`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { ActionRun } from '../../tools/action-runner.js'
import { DEMO_API_KEY } from '../../__fixtures__/fake-service.js'
import { annotationsOf } from './annotations.js'

/** The groups of the table, in the order it lists them. */
export const GROUPS = [
  'network and service faults',
  'waiting',
  'network set-ups',
  'cancellation',
  'hostile input',
  'hostile service',
  'runner files',
  'malformed inputs',
  'load'
] as const
export type Group = (typeof GROUPS)[number]

export interface Case {
  group: Group
  name: string
  /** False when the case failed: an expectation, a leak, a wasted request, or an error. */
  passed: boolean
  /** Requests that should never have been sent (on refused input, a repeated start, to a redirect target). */
  wasted: number
  /** Unmasked occurrences of a secret in the log, summary, outputs or annotations. */
  leaked: number
}

/** This test file's cases (jest gives each test file its own copy of this module). */
const ledger: Case[] = []
/** Lines printed under the table (the load case's figures), by group. */
const notes: Array<{ group: Group; text: string }> = []

/** Where the parts go under the run's temporary root; `reliability-report.js` reads them from there. */
const LEDGER_FOLDER = 'reliability-ledger'

export const SECRETS = [DEMO_API_KEY, 'qt_demo', 'ghs_runner_token']

/** Secrets a person could read: raw stdout past the action's own mask commands, summary, outputs. */
function leaks(run: ActionRun): number {
  const visible = [
    run.rawStdout
      .split('\n')
      .filter(line => !line.startsWith('::add-mask::'))
      .join('\n'),
    run.summary,
    JSON.stringify(run.outputs),
    JSON.stringify(run.annotations)
  ].join('\n')
  return SECRETS.reduce((count, secret) => count + visible.split(secret).length - 1, 0)
}

export function record(group: Group, name: string, run: ActionRun | ActionRun[], wasted = 0): void {
  const runs = Array.isArray(run) ? run : [run]
  const leaked = runs.reduce((count, each) => count + leaks(each), 0)
  ledger.push({ group, name, passed: leaked === 0 && wasted === 0, wasted, leaked })
  expect(leaked).toBe(0)
  expect(wasted).toBe(0)
}

/** A line printed under the table, after the rows (the load case's figures). */
export function note(group: Group, text: string): void {
  notes.push({ group, text })
}

/**
 * A case's body, counted whatever happens: a case that throws (an expectation, a leak, an
 * error) is in the table as failed, under its recorded name or its test name, and still fails
 * the suite.
 */
export function counted<Args extends unknown[]>(
  group: Group,
  body: (...args: Args) => Promise<void>
): (...args: Args) => Promise<void> {
  return async (...args) => {
    const recordedBefore = ledger.length
    try {
      await body(...args)
    } catch (error) {
      const recorded = ledger.slice(recordedBefore)
      if (recorded.length === 0)
        ledger.push({ group, name: expect.getState().currentTestName ?? 'a case', passed: false, wasted: 0, leaked: 0 })
      for (const entry of recorded) entry.passed = false
      throw error
    }
  }
}

/**
 * Writes this file's cases for the global teardown to merge; call it in `afterAll`. The part
 * goes under the run's temporary root (set by the global setup), so a run never merges the
 * parts of an earlier one.
 */
export function writeLedgerPart(): void {
  const root = process.env['GATE_TESTS_TEMPORARY_ROOT']
  if (!root)
    throw new Error(
      'GATE_TESTS_TEMPORARY_ROOT is not set: run the reliability suite through jest.config.js (its globalSetup sets it).'
    )
  const folder = join(root, LEDGER_FOLDER)
  mkdirSync(folder, { recursive: true })
  const file = basename(expect.getState().testPath ?? `reliability-${process.pid}-${Date.now()}`)
  const order = (group: Group) => GROUPS.indexOf(group)
  writeFileSync(
    join(folder, `${file}.json`),
    JSON.stringify({
      cases: ledger.map(entry => ({ ...entry, order: order(entry.group) })),
      notes: notes.map(entry => ({ ...entry, order: order(entry.group) }))
    })
  )
}

export const errorOf = (run: ActionRun) => annotationsOf(run, 'error')
