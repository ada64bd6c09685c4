import type { RequestHandler } from 'express'
import { randomUUID } from 'node:crypto'
import type { Logger } from '../logger.js'

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id: X-Request-Id when the client (or the proxy) sent one, else a random UUID. */
    id: string
  }
}

/**
 * One log line per request, decision 020. Levels follow who has to act: 2xx/3xx and 404 are info (a crawler probing
 * old URLs is not an incident), other 4xx warn (a client sent something we refused), 5xx error. No request line
 * carries a stack trace: the error itself is logged once where it is caught, with the request id. The line holds
 * id, method, URL (secret-looking query values replaced), host, user agent, remote address, status and time: never a
 * cookie, an authorization header, Set-Cookie or a body. Written directly (it was pino-http, whose request and
 * response serializers copied every header of every request: 3-4 % of a busy server's time, issue 16).
 */
export function requestLogger(logger: Logger, opts: { autoLogging: boolean }): RequestHandler {
  return (req, res, next) => {
    req.id = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID()
    // Probes every few seconds would drown the real traffic.
    if (!opts.autoLogging || req.url === '/healthz' || req.url === '/readyz') return next()
    const start = performance.now()
    const line = (finished: boolean) => {
      const status = res.statusCode
      const level = requestLogLevel(status, finished ? undefined : 'aborted')
      logger[level](
        {
          req: {
            id: req.id,
            method: req.method,
            url: redactUrl(req.originalUrl ?? req.url),
            host: req.headers.host,
            userAgent: req.headers['user-agent'],
            remoteAddress: req.socket.remoteAddress,
          },
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - start),
        },
        !finished ? 'request aborted' : level === 'error' ? 'request errored' : 'request completed',
      )
    }
    res.once('finish', () => line(true))
    res.once('close', () => {
      if (!res.writableFinished) line(false)
    })
    next()
  }
}

export function requestLogLevel(status: number, err?: unknown): 'info' | 'warn' | 'error' {
  if (err || status >= 500) return 'error'
  return status >= 400 && status !== 404 ? 'warn' : 'info'
}

const SECRET_PARAM = /token|password|passwd|secret|signature|^sig$|key|code_verifier/i

/** The URL with the values of secret-looking query parameters replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const params = new URLSearchParams(url.slice(q + 1))
  let changed = false
  for (const name of new Set(params.keys()))
    if (SECRET_PARAM.test(name)) {
      params.set(name, '[redacted]')
      changed = true
    }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url
}
