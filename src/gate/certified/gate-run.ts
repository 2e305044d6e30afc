/**
 * What one gate is handed, and what a step before a run gives back: the contract between the gate's
 * flow and this room, kept here so that the room's steps and the memory they read are typed where
 * they are made, and nothing of the room points back up at the flow.
 */
import type { PeerLink } from '../../http/link.js'
import type { Clock, Deadline, Logger, Random } from '../../lib/runtime.js'
import type { CertificationClient } from '../../service/client.js'
import type { GateConfig } from '../config.js'
import type { GateMemory } from './memory.js'
import type { BaseSeen, GateResult } from '../results.js'

export interface GateDependencies {
  client: Pick<CertificationClient, 'startRun' | 'getRun'>
  clock: Clock
  random: Random
  /** Aborted when the job is cancelled. */
  signal: AbortSignal
  logger: Logger
  /** One value for every attempt of this gate's start; a fresh UUID by default. */
  idempotencyKey?: string
  /** The step's one deadline, shared by all its gates; a new one from `timeout` by default. */
  deadline?: Deadline
  /** Spreads the first poll of a run that was not started here, so many gates do not poll at once. */
  firstPollSpreadMs?: number
  /** Shared by every gate of the step: the rate-limit hold and the connection budget. */
  link?: PeerLink
  /** The signed certifications the gate may read (`reuse`, `base`); absent when neither is asked for. */
  memory?: GateMemory
  /** The commit the gate checks (the event table's), which pass-if reads as `commit`. */
  commit?: string
}

/** One gate under way: its config, what it is handed, and the step's deadline. */
export interface GateRun {
  config: GateConfig
  deps: GateDependencies
  deadline: Deadline
  /** What `base` is for pass-if, looked up once, for the project known when first asked; undefined when pass-if does not name it. */
  base(projectId: string | undefined): Promise<BaseSeen> | undefined
  /**
   * `base`, unless it is not certified yet and being waited for: then `waiting` at once, for a
   * step before a run, which cannot judge without it and must not hold the run up for it.
   */
  baseUnlessWaiting(projectId: string): Promise<BaseSeen | 'waiting' | undefined>
  /** Waits for the gate's own run with `wait`: while it goes on, a base not certified yet is looked for again. */
  whileRunning<T>(wait: () => Promise<T>): Promise<T>
}

/**
 * What a step before a run gives: a decision (the gate's result, with no run started), or a note
 * that says why it did not decide, which every later result of the gate carries.
 */
export type BeforeRun = { decision: GateResult } | { note?: Pick<GateResult, 'notReused' | 'notCarried'> }

/** A step that may decide the gate without a run (today: reuse). */
export type BeforeRunStep = (gate: GateRun) => Promise<BeforeRun>
