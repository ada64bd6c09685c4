import type { Response } from 'express'

/** API errors always look the same: {error: {code, message}} with a 4xx status. */
export function sendError(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ error: { code, message } })
}

export function zodMessage(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message)).join('; ')
}
