import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomUUID } from 'node:crypto'
import { pinoHttp } from 'pino-http'
import type { Logger } from '../logger.js'

/**
 * One log line per request (pino-http), decision 020. Levels follow who has to act: 2xx/3xx and 404 are info (a
 * crawler probing old URLs is not an incident), other 4xx warn (a client sent something we refused), 5xx error. No
 * request line carries a stack trace: the error itself is logged once where it is caught, with the request id.
 * Credentials never reach a line: cookies, authorization headers and provider signatures are dropped from the
 * request, Set-Cookie from the response, and the values of secret-looking query parameters (the token of a
 * sign-in link, ...) are replaced. Bodies (passwords in form posts) are never logged.
 */
export function requestLogger(logger: Logger, opts: { autoLogging: boolean }) {
  return pinoHttp({
    logger,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    // Probes every few seconds would drown the real traffic.
    autoLogging: opts.autoLogging && { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    customLogLevel: (_req, res, err) => requestLogLevel(res.statusCode, err),
    // pino-http invents an Error (with a stack) for every 5xx; the real one was logged by the error handler.
    customErrorObject: (_req, res, err, val: Record<string, unknown>) =>
      err.message === `failed with status code ${res.statusCode}` ? { ...val, err: undefined } : val,
    serializers: { req: serializeRequest, res: serializeResponse },
  })
}

export function requestLogLevel(status: number, err?: unknown): 'info' | 'warn' | 'error' {
  if (err || status >= 500) return 'error'
  return status >= 400 && status !== 404 ? 'warn' : 'info'
}

const SECRET_HEADERS = new Set(['cookie', 'authorization', 'proxy-authorization', 'x-api-key', 'psp-signature'])
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

/** Applied to pino-std-serializers' request object (id, method, url, query, params, headers, remote address). */
function serializeRequest(req: { [key: string]: unknown; url?: string; headers?: IncomingMessage['headers'] }) {
  const { query: _query, params: _params, headers, url, ...rest } = req
  return {
    ...rest,
    url: url === undefined ? url : redactUrl(url),
    headers: Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => !SECRET_HEADERS.has(name))),
  }
}

function serializeResponse(res: { statusCode?: number; headers?: ReturnType<ServerResponse['getHeaders']> }) {
  const { 'set-cookie': _setCookie, ...headers } = res.headers ?? {}
  if (typeof headers.location === 'string') headers.location = redactUrl(headers.location)
  return { ...res, headers }
}
