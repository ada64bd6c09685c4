import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { Client } from 'undici'
import { createGracefulShutdown } from './graceful-shutdown.js'

const silent = { info: () => {}, warn: () => {}, error: () => {} }
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c().catch(() => {})
})

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

/** A server whose /slow answers when the test says so; /stream sends its headers at once and ends on release. */
async function startServer() {
  const release = deferred()
  const server: Server = createServer((req, res) => {
    if (req.url === '/slow') return void release.promise.then(() => res.end('slow'))
    if (req.url === '/stream') {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.write('first part ')
      return void release.promise.then(() => res.end('last part'))
    }
    if (req.url === '/never') return
    if (req.url === '/busy') {
      const until = Date.now() + 30 // a page render holding the event loop
      while (Date.now() < until);
    }
    res.end('fast')
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  cleanups.push(() => new Promise((ok) => (server.closeAllConnections(), server.close(ok))))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { server, release, origin }
}

const client = (origin: string) => {
  const c = new Client(origin, { keepAliveTimeout: 60_000 })
  cleanups.push(() => c.destroy())
  return c
}

describe('graceful shutdown', () => {
  test('in-flight requests finish with Connection: close, idle keep-alive sockets close, work stops, then close runs', async () => {
    const { server, release, origin } = await startServer()
    const steps: string[] = []
    const shutdown = createGracefulShutdown({
      timeoutMs: 5_000,
      logger: silent,
      stopWork: async () => {
        await new Promise((r) => setTimeout(r, 50))
        steps.push('work stopped')
      },
      close: () => void steps.push('closed'),
    })
    shutdown.attach(server)
    const idle = client(origin)
    expect((await idle.request({ path: '/fast', method: 'GET' })).statusCode).toBe(200)
    let idleDisconnected = false
    idle.on('disconnect', () => (idleDisconnected = true))

    const busy = client(origin)
    const slow = busy.request({ path: '/slow', method: 'GET' })
    await new Promise((r) => setTimeout(r, 50)) // the request reaches the handler
    expect(shutdown.draining()).toBe(false)
    const done = shutdown.shutdown('SIGTERM')
    expect(shutdown.draining()).toBe(true)
    expect(shutdown.shutdown('SIGINT')).toBe(done)
    await new Promise((r) => setTimeout(r, 150))
    expect(idleDisconnected).toBe(true)
    expect(server.listening).toBe(false)
    expect(steps).toEqual(['work stopped']) // the HTTP side still waits for /slow

    release.resolve()
    const res = await slow
    expect(res.statusCode).toBe(200)
    expect(res.headers.connection).toBe('close')
    expect(await res.body.text()).toBe('slow')
    expect(await done).toBe('clean')
    expect(steps).toEqual(['work stopped', 'closed'])
  })

  test('a response that sent its headers before the signal ends normally and its socket is closed after it', async () => {
    const { server, release, origin } = await startServer()
    const shutdown = createGracefulShutdown({ timeoutMs: 5_000, logger: silent })
    shutdown.attach(server)
    const { port } = new URL(origin)
    const socket: Socket = connect(Number(port), '127.0.0.1')
    let received = ''
    socket.on('data', (d) => (received += d))
    const ended = new Promise<void>((ok) => socket.on('close', () => ok()))
    socket.write('GET /stream HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n')
    await new Promise((r) => setTimeout(r, 50))
    expect(received).toContain('first part')
    const done = shutdown.shutdown('SIGTERM')
    release.resolve()
    await ended
    expect(received).toContain('last part')
    expect(received).not.toMatch(/connection: close/i) // its headers were out before the signal
    expect(await done).toBe('clean')
  })

  test('connections still in the accept queue at the signal are taken and answered before listening stops', async () => {
    const { server, origin } = await startServer()
    const shutdown = createGracefulShutdown({ timeoutMs: 5_000, logger: silent })
    shutdown.attach(server)
    const { port } = new URL(origin)
    const answers: Promise<string>[] = []
    const written: Promise<void>[] = []
    for (let i = 0; i < 6; i++) {
      const socket = connect(Number(port), '127.0.0.1')
      let text = ''
      socket.on('data', (d) => (text += d))
      answers.push(new Promise((ok) => socket.on('close', () => ok(text))))
      socket.on('error', () => {})
      written.push(
        new Promise((ok) =>
          socket.on('connect', () => socket.write('GET /busy HTTP/1.1\r\nHost: x\r\n\r\n', () => ok())),
        ),
      )
    }
    await Promise.all(written) // every request is on the wire; the busy server has accepted only some connections
    const done = shutdown.shutdown('SIGTERM')
    const texts = await Promise.all(answers)
    for (const text of texts) {
      expect(text).toMatch(/^HTTP\/1\.1 200 OK/)
      expect(text).toMatch(/connection: close/i)
    }
    expect(await done).toBe('clean')
  })

  test('after the timeout the remaining connections are cut, close still runs, and the outcome is forced', async () => {
    const { server, origin } = await startServer()
    let closed = 0
    const warnings: string[] = []
    const shutdown = createGracefulShutdown({
      timeoutMs: 200,
      logger: { ...silent, warn: (...args: unknown[]) => void warnings.push(String(args[1])) },
      close: () => void closed++,
    })
    shutdown.attach(server)
    const never = client(origin)
      .request({ path: '/never', method: 'GET' })
      .then(
        () => 'answered',
        () => 'cut',
      )
    await new Promise((r) => setTimeout(r, 50))
    const started = Date.now()
    expect(await shutdown.shutdown('SIGTERM')).toBe('forced')
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(await never).toBe('cut')
    expect(closed).toBe(1)
    expect(warnings[0]).toMatch(/longer than 200 ms/)
  })
})
