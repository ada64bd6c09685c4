import { createServer, connect, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * A TCP proxy that holds every chunk the server sends back for `delayMs` before passing it on: each round trip to the
 * database behind it takes that much longer, as on a database server in another zone (bench/engines.ts). Chunks keep
 * their order (timers of one delay fire in the order they were set).
 */
export function startDelayProxy(target: { host: string; port: number }, delayMs: number): Promise<Server> {
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host)
    upstream.setNoDelay(true)
    client.setNoDelay(true)
    client.on('data', (chunk) => upstream.write(chunk))
    upstream.on('data', (chunk) => setTimeout(() => client.writable && client.write(chunk), delayMs))
    const close = (other: Socket) => () => setTimeout(() => other.destroy(), delayMs)
    client.on('close', close(upstream))
    upstream.on('close', close(client))
    client.on('error', () => {})
    upstream.on('error', () => {})
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve(server))
  })
}

export function proxyPort(server: Server): number {
  return (server.address() as AddressInfo).port
}
