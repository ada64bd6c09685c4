/**
 * Spec section 8: errors are logged through the log call. Uncaught errors and unhandled promise rejections of the
 * page go to POST /api/log, each kind of error once per page life (dedupe by message and place) and at most
 * REPORTS_PER_MINUTE reports a minute, so a failing loop cannot flood the endpoint (which keeps its own per-client
 * limit). Reporting never throws and never reports its own failures.
 */
export const REPORTS_PER_MINUTE = 5
const MAX_DISTINCT = 50
/** /api/log takes at most 2000 characters in a 2 KB JSON body: the message is cut to fit both, in UTF-8 bytes too. */
const MAX_MESSAGE = 1500
const MAX_JSON_BYTES = 1900

export interface ErrorReport {
  kind: 'error' | 'unhandledrejection'
  message: string
  /** Where it was thrown (file:line:column), when the browser says. */
  where: string
  stack: string
}

/** Decides which reports go out: the first of each signature, within the per-minute budget. */
export function createReportGate(now: () => number = Date.now) {
  const seen = new Set<string>()
  let windowStart = 0
  let sent = 0
  return (report: ErrorReport): boolean => {
    const signature = `${report.kind}|${report.message}|${report.where}`
    if (seen.has(signature) || seen.size >= MAX_DISTINCT) return false
    const t = now()
    if (t - windowStart >= 60_000) {
      windowStart = t
      sent = 0
    }
    if (sent >= REPORTS_PER_MINUTE) return false
    seen.add(signature)
    sent++
    return true
  }
}

/** The one-line-first text the server logs: what, where, on which page, then the top of the stack. */
export function reportMessage(report: ErrorReport, page: string): string {
  const head = `${report.kind === 'error' ? 'Uncaught' : 'Unhandled rejection'}: ${report.message}`
  let text = [head, report.where && `at ${report.where}`, `page ${page}`, report.stack].filter(Boolean).join('\n')
  const bytes = (s: string) => new TextEncoder().encode(JSON.stringify(s)).length
  let keep = MAX_MESSAGE
  while (text.length > keep || bytes(text) > MAX_JSON_BYTES) {
    keep = Math.min(keep, text.length) - Math.max(1, Math.floor(text.length / 10))
    text = `${text.slice(0, keep - 1)}…`
  }
  return text
}

function fromReason(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: topOfStack(reason.stack) }
  try {
    return { message: typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? String(reason)), stack: '' }
  } catch {
    return { message: String(reason), stack: '' }
  }
}

const topOfStack = (stack: string | undefined) => (stack ?? '').split('\n').slice(0, 6).join('\n')

let started = false

export function startErrorReporting(): void {
  if (started || typeof window === 'undefined') return
  started = true
  const pass = createReportGate()
  const send = (report: ErrorReport) => {
    if (!pass(report)) return
    const body = JSON.stringify({ level: 'error', message: reportMessage(report, location.pathname + location.search) })
    try {
      void fetch('/api/log', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        keepalive: true,
        credentials: 'same-origin',
      }).catch(() => undefined)
    } catch {
      // Reporting must never become an error of its own.
    }
  }
  window.addEventListener('error', (e: ErrorEvent) => {
    const error: unknown = e.error
    const { message, stack } =
      error === undefined || error === null ? { message: e.message, stack: '' } : fromReason(error)
    send({
      kind: 'error',
      message: message || e.message || 'Script error',
      where: e.filename ? `${e.filename}:${e.lineno}:${e.colno}` : '',
      stack,
    })
  })
  window.addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => {
    const { message, stack } = fromReason(e.reason)
    send({ kind: 'unhandledrejection', message, where: '', stack })
  })
}
