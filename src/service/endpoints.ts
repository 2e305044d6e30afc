/**
 * The service's endpoints the gate uses, one entry each: the request, and the words its failures
 * are told in. A new endpoint is one more entry here and one client method. A 404 names the
 * gate's input that holds the id, as action.yml spells it.
 */
import { pathSegment } from '../lib/ids.js'
import { inertText } from '../lib/text.js'
import type { Endpoint } from './types.js'

export const ENDPOINTS = {
  /** POST /attestation/projects/{projectId}/start: creates a run; billing may refuse it. */
  startRun: (projectId: string, quoteTokenGiven: boolean): Endpoint => ({
    method: 'POST',
    path: `/attestation/projects/${pathSegment(projectId)}/start`,
    subject: `starting a run for project '${inertText(projectId)}'`,
    notFound: { what: `Project '${inertText(projectId)}'`, input: 'project-id' },
    billing: { quoteTokenGiven }
  }),
  /** GET /attestation/runs/{runId}: the run's record. */
  getRun: (runId: string): Endpoint => ({
    method: 'GET',
    path: `/attestation/runs/${pathSegment(runId)}`,
    subject: `polling run '${inertText(runId)}'`,
    notFound: { what: `Run '${inertText(runId)}'`, input: 'run-id' }
  })
} as const
