/**
 * The one way the tests run a gate against the fake service: the bundled action as the runner
 * runs it (`runGateAction`), or one gate in this process with a clock that never waits
 * (`runGateInProcess`). Each fills in the inputs every test would otherwise repeat.
 */
import type { GateConfig } from '../../src/gate/config.js'
import { runGate, type GateDependencies } from '../../src/gate/one-gate.js'
import { CertificationClient } from '../../src/service/client.js'
import { createRedactor } from '../../src/lib/text.js'
import {
  runAction,
  startAction,
  type ActionRun,
  type ActionRunOptions,
  type StartedAction
} from '../../tools/action-runner.js'
import { DEMO_API_KEY, DEMO_PROJECT_ID, type FakeService } from '../../__fixtures__/fake-service.js'
import { FakeClock, recordingLogger } from './fake-clock.js'
import type { GitHubContext } from '../../src/github/context.js'

/** A workflow that names no event: nothing a gate reads of one (these gates read no certification). */
const NO_EVENT: GitHubContext = {
  repository: 'example/agent',
  serverUrl: 'https://github.com',
  apiUrl: 'https://api.github.com'
}

/**
 * The inputs of a gate on the demo project against `service`, polled every second with a minute
 * to spare, then `overrides` (an empty value unsets an input, as on the runner).
 */
export function gateInputs(
  service: Pick<FakeService, 'url'>,
  overrides: Record<string, string> = {}
): Record<string, string> {
  return {
    'base-url': service.url,
    'api-key': DEMO_API_KEY,
    'project-id': DEMO_PROJECT_ID,
    'poll-interval': '1s',
    timeout: '1m',
    ...overrides
  }
}

/** The bundled action, run once to the end with `gateInputs`. */
export function runGateAction(
  service: Pick<FakeService, 'url'>,
  inputs: Record<string, string> = {},
  options: Partial<ActionRunOptions> = {}
): Promise<ActionRun> {
  return runAction({ ...options, inputs: gateInputs(service, inputs) })
}

/** The bundled action, started with `gateInputs`, for tests that cancel it or watch it run. */
export function startGateAction(
  service: Pick<FakeService, 'url'>,
  inputs: Record<string, string> = {},
  options: Partial<ActionRunOptions> = {}
): StartedAction {
  return startAction({ ...options, inputs: gateInputs(service, inputs) })
}

/** One gate's configuration on the demo project against `service`, then `overrides`. */
export function gateConfig(service: Pick<FakeService, 'url'>, overrides: Partial<GateConfig> = {}): GateConfig {
  return {
    baseUrl: service.url,
    apiKey: DEMO_API_KEY,
    projectId: DEMO_PROJECT_ID,
    wait: true,
    timeoutMs: 10 * 60_000,
    pollIntervalMs: 10_000,
    failOnTimeout: true,
    comment: false,
    attest: false,
    paths: [],
    sourceRefs: [],
    denySelfHostedRunners: false,
    repeat: 1,
    sequential: false,
    driftIssue: false,
    comparableOn: [],
    ...overrides
  }
}

/** One gate in this process, with a real client and a clock whose sleeps pass at once. */
export async function runGateInProcess(
  service: Pick<FakeService, 'url'>,
  overrides: Partial<GateConfig> = {},
  signal = new AbortController().signal,
  given: Pick<Partial<GateDependencies>, 'idempotencyKey' | 'queueLimitMs'> = {}
) {
  const settings = gateConfig(service, overrides)
  const clock = new FakeClock()
  const logger = recordingLogger()
  const client = new CertificationClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    userAgent: 'test',
    redact: createRedactor([settings.apiKey])
  })
  const result = await runGate(settings, {
    client,
    clock,
    random: () => 0.5,
    signal,
    logger,
    github: NO_EVENT,
    ...given
  })
  return { result, logger, clock, client }
}

/**
 * Milliseconds from the first request `service` saw to now; call it as the run ends. What the
 * bundled action took without its process's start-up, which a loaded machine stretches by
 * seconds: the gate's deadline starts as it reads its inputs, a moment before that request, so
 * this is the time the deadline bounds.
 */
export function msSinceFirstRequest(service: Pick<FakeService, 'requests'>): number {
  return Date.now() - service.requests[0].at
}
