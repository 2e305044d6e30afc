import { connect } from 'node:net'

/**
 * A loopback port that refuses connections, for as long as a test needs it: one below 1024 that
 * nothing listens on. A port a test server just closed is no such thing: an ephemeral port is soon
 * handed to another test's server (in another worker or suite), which then answers.
 */
export async function closedPort(): Promise<number> {
  for (const port of [9, 1, 7, 13, 19, 37, 79]) {
    const socket = connect(port, '127.0.0.1')
    const refused = await new Promise<boolean>(resolve => {
      socket.once('connect', () => resolve(false))
      socket.once('error', () => resolve(true))
    })
    socket.destroy()
    if (refused) return port
  }
  throw new Error('every port tried below 1024 on 127.0.0.1 has something listening')
}
