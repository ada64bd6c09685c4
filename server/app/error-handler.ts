import type { ErrorRequestHandler, Express } from 'express'
import { isDatabaseUnavailable, sendDatabaseUnavailable } from '../http/database-unavailable.js'
import type { Logger } from '../logger.js'

/** Shown when a request fails before the page renderer (tenant or i18n unknown), so it cannot be localized. */
const FALLBACK_500_HTML = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>500 Error</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a"><h1>500</h1><p>Something went wrong on our side.</p>
<p><a href="/">Back to home</a> · <a href="">Refresh</a></p></body></html>`

/** Express 5 forwards rejected promises here; body-parser errors carry a 4xx status of their own. */
export function mountErrorHandler(app: Express, logger: Logger): void {
  app.use(((err, req, res, _next) => {
    if (isDatabaseUnavailable(err)) {
      logger.warn({ reqId: req.id, err: (err as Error).message }, 'database unavailable: answered 503')
      return res.headersSent ? res.end() : sendDatabaseUnavailable(req, res)
    }
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500
    if (status === 500) logger.error({ err, reqId: req.id }, 'unhandled error')
    if (res.headersSent) return res.end()
    if (status === 500 && !req.path.startsWith('/api/') && req.accepts(['json', 'html']) === 'html') {
      return res.status(500).type('html').send(FALLBACK_500_HTML)
    }
    const message =
      status === 500
        ? 'Internal error'
        : err.type === 'entity.parse.failed'
          ? 'Malformed JSON body.'
          : err.type === 'entity.too.large'
            ? 'Request body too large.'
            : String(err.message ?? 'Bad request')
    res.status(status).json({ error: { code: status === 500 ? 'internal' : 'bad_request', message } })
  }) as ErrorRequestHandler)
}
