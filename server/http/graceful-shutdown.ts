import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'
import type { Logger } from '../logger.js'

/**
 * Stopping the HTTP server without failing a request it has accepted (decision 020). `shutdown()`:
 * 1. makes `draining()` true, so /readyz answers 503 and a load balancer stops sending traffic;
 * 2. answers every response that has not sent its headers yet, and every request that still arrives on an open
 *    connection, with `Connection: close`: Node closes that socket once the response is written;
 * 3. keeps accepting connections until a round of the event loop has taken none (a busy Node takes one connection
 *    from the kernel's accept queue per round, and a client may already have written a request on one that is
 *    still queued), but for at most a second; then stops listening, and one round later closes the idle connections
 *    (no response open). Not at once: a request sent before the signal may still sit unread in a socket buffer (a
 *    busy loop polls the sockets again only after the current batch of callbacks, and signals come last in a
 *    batch); closing that socket would reset a request the client sent in good faith;
 * 4. closes a connection that turns idle later (its response had sent its headers before the signal) as soon as
 *    the response is flushed;
 * 5. waits for the last connection and for `stopWork` (background jobs finish their current item), then runs
 *    `close` (the database) and resolves 'clean'. After `timeoutMs` it cuts what is left, still runs `close`, and
 *    resolves 'forced'.
 * Idle is counted here rather than left to http.Server's close()/closeIdleConnections(): those also take a socket
 * whose response has ended but is still being flushed to a slow client for idle, and cut that response short.
 */
export interface GracefulShutdown {
  draining(): boolean
  /** Tracks the server's responses; call once, right after listen(). */
  attach(server: Server): void
  /** Idempotent: a second call returns the first call's promise. */
  shutdown(reason: string): Promise<'clean' | 'forced'>
}

export function createGracefulShutdown(opts: {
  timeoutMs: number
  logger: Pick<Logger, 'info' | 'warn' | 'error'>
  /** Resolves when the background work has stopped (the current item finished, nothing new claimed). */
  stopWork?: () => Promise<void> | void
  /** Runs last, also after a timeout: close the database (its pool waits for the statements in flight). */
  close?: () => Promise<void> | void
}): GracefulShutdown {
  const { logger } = opts
  const inFlight = new Set<ServerResponse>()
  /** Open sockets with the number of responses open on each. */
  const sockets = new Map<Socket, number>()
  let server: Server | null = null
  let draining = false
  /** Whether a connection was accepted since the last look (while draining). */
  let accepted = false
  let result: Promise<'clean' | 'forced'> | null = null

  const closeAfterResponse = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close')
  }
  const closeIdle = () => {
    for (const [socket, open] of sockets) if (open === 0) socket.destroy()
  }

  async function run(reason: string): Promise<'clean' | 'forced'> {
    const started = Date.now()
    logger.info({ reason, inFlight: inFlight.size, timeoutMs: opts.timeoutMs }, `${reason}: draining`)
    for (const res of inFlight) closeAfterResponse(res)
    const s = server
    let finished = false
    const httpClosed = new Promise<void>((done) => {
      if (!s) return done()
      const acceptUntil = Date.now() + Math.min(1_000, opts.timeoutMs / 4)
      accepted = false
      const stopWhenQueueEmpty = () => {
        if (finished) return
        if (accepted && Date.now() < acceptUntil) {
          accepted = false
          return afterLoopTurns(1, stopWhenQueueEmpty)
        }
        // net.Server's close: stop listening and call back once the last connection is gone.
        NetServer.prototype.close.call(s, () => done())
        afterLoopTurns(1, () => {
          if (finished) return
          closeIdle()
          sweeper = setInterval(closeIdle, 500)
        })
      }
      afterLoopTurns(2, stopWhenQueueEmpty)
    })
    let sweeper: NodeJS.Timeout | undefined
    const work = Promise.resolve()
      .then(() => opts.stopWork?.())
      .catch((err: unknown) => logger.error({ err }, 'stopping background work failed'))
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<'forced'>((done) => {
      timer = setTimeout(() => done('forced'), opts.timeoutMs)
    })
    let outcome = await Promise.race([Promise.all([httpClosed, work]).then(() => 'clean' as const), timedOut])
    finished = true
    clearTimeout(timer)
    clearInterval(sweeper)
    if (outcome === 'forced') {
      logger.warn(
        { inFlight: inFlight.size },
        `shutdown took longer than ${opts.timeoutMs} ms (SHUTDOWN_TIMEOUT_MS): cutting the remaining connections`,
      )
      s?.closeAllConnections()
      for (const socket of sockets.keys()) socket.destroy()
    }
    try {
      await opts.close?.()
    } catch (err) {
      logger.error({ err }, 'closing resources failed')
      outcome = 'forced'
    }
    logger.info({ outcome, ms: Date.now() - started }, 'shut down')
    return outcome
  }

  return {
    draining: () => draining,
    attach(s) {
      server = s
      const track = (socket: Socket) => {
        accepted = true
        if (sockets.has(socket)) return
        sockets.set(socket, 0)
        socket.once('close', () => sockets.delete(socket))
      }
      s.on('connection', track)
      // First listener, so the header is set before the app can send anything.
      s.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
        if (draining) closeAfterResponse(res)
        inFlight.add(res)
        const socket = req.socket
        track(socket)
        sockets.set(socket, sockets.get(socket)! + 1)
        // 'close' comes after 'finish': the response is flushed, the socket has nothing more to send for it.
        res.once('close', () => {
          inFlight.delete(res)
          const open = (sockets.get(socket) ?? 1) - 1
          if (sockets.has(socket)) sockets.set(socket, open)
          if (draining && open === 0) setImmediate(() => sockets.get(socket) === 0 && socket.destroy())
        })
      })
    },
    shutdown(reason) {
      draining = true
      result ??= run(reason)
      return result
    },
  }
}

/** Runs `fn` in the check phase `turns` loop iterations after the current one's poll phase. */
function afterLoopTurns(turns: number, fn: () => void): void {
  setImmediate(() => (turns <= 1 ? fn() : afterLoopTurns(turns - 1, fn)))
}

/**
 * SIGTERM and SIGINT start the shutdown; the process exits 0 when it was clean, 1 when connections had to be cut.
 * A repeated signal does not cut it short: SHUTDOWN_TIMEOUT_MS already bounds it.
 */
export function shutdownOnSignals(
  shutdown: GracefulShutdown,
  logger: Pick<Logger, 'info'>,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (shutdown.draining()) return logger.info(`${signal}: already shutting down`)
      void shutdown.shutdown(signal).then((outcome) => exit(outcome === 'clean' ? 0 : 1))
    })
  }
}
