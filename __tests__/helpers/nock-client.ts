/**
 * nock for the client's tests, set up one way: no real connection, every interceptor used,
 * nothing left pending, and node:http given back at the end. Imported before the code under
 * test, which must load after nock to see its patch.
 */
import nock from 'nock'

const { ApiError } = await import('../../src/http/errors.js')
type ApiError = InstanceType<typeof ApiError>

export { nock }

/** Registers the file's hooks. */
export function useNock(): void {
  beforeAll(() => nock.disableNetConnect())
  afterEach(() => {
    expect(nock.pendingMocks()).toEqual([])
    // A delayed reply the test no longer waits for keeps its timer: stopped here, so none outlives the file.
    nock.abortPendingRequests()
    nock.cleanAll()
  })
  // nock patches node:http for the whole process: undo it, so later test files talk to real sockets.
  afterAll(() => {
    nock.enableNetConnect()
    nock.restore()
  })
}

/** The ApiError `promise` rejects with; anything else fails the test. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}
