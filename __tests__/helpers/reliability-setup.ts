/**
 * The one set-up every reliability file shares: a fake service started fresh for each case (the
 * same script each time), closed after it, and the file's part of the ledger written at the end.
 * `suite.service` is the current one; a case that needs another replaces it, and it is closed too.
 */
import { afterAll, afterEach, beforeEach, jest } from '@jest/globals'
import { startFakeService, type FakeService } from '../../__fixtures__/fake-service.js'
import { writeLedgerPart } from './reliability-ledger.js'

export interface ReliabilitySuite {
  /** The fake service of the running case. */
  service: FakeService
}

export function reliabilitySuite(): ReliabilitySuite {
  jest.setTimeout(120_000)
  const suite = {} as ReliabilitySuite
  beforeEach(async () => {
    suite.service = await startFakeService({ script: { statuses: ['queued', 'running', 'completed'], stepMs: 0 } })
  })
  afterEach(() => suite.service.close())
  afterAll(writeLedgerPart)
  return suite
}
