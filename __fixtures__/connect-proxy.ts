/**
 * A forward proxy for tests, as corporate networks run them: HTTPS goes through CONNECT
 * tunnels, and the proxy resolves names the client cannot (its own `hosts` table). It
 * listens on loopback and records every tunnel it opens.
 */
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

export class ConnectProxy {
  /** `host:port` of every CONNECT asked for, in order. */
  readonly tunnels: string[] = []
  private readonly hosts: Record<string, string>
  private readonly sockets = new Set<Socket>()
  private server!: Server
  url = ''

  constructor(hosts: Record<string, string>) {
    this.hosts = hosts
  }

  async listen(): Promise<this> {
    this.server = createServer((_request, response) => {
      response.writeHead(405).end('CONNECT only')
    })
    this.server.on('connect', (request, client: Socket, head: Buffer) => {
      this.sockets.add(client)
      const target = request.url ?? ''
      this.tunnels.push(target)
      const [host, port] = target.split(':')
      const upstream = connect(Number(port), this.hosts[host] ?? host, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
        upstream.write(head)
        upstream.pipe(client)
        client.pipe(upstream)
      })
      this.sockets.add(upstream)
      upstream.on('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'))
      client.on('error', () => upstream.destroy())
    })
    await new Promise<void>(resolve => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    await new Promise(resolve => this.server.close(resolve))
  }
}
