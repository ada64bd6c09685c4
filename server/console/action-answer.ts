import type { Request, Response } from 'express'
import { sendNotFound, wantsJson } from './context.js'

/** What a console action's service answers: done (`repeated` when a second submit of the form found it done), or refused. */
type Outcome = { ok: true; repeated?: boolean } | { ok: false; code: string; message: string }
type Done<R> = Extract<R, { ok: true }>
type Refused<R> = Extract<R, { ok: false }>
type RefusalCode<R> = R extends { ok: false; code: infer C } ? Exclude<C, 'not_found'> : never

/**
 * The answer to a posted console action (orders, customers, tickets): done is a redirect to `done` (PRG) or
 * `{ ok: true, repeated }` as JSON; `not_found` is the same 404 as a thing the member may not see; any other refusal
 * is its status, with the code as JSON or the page again (`again`) saying why nothing was changed.
 */
export async function sendActionResult<R extends Outcome>(
  req: Request,
  res: Response,
  result: R,
  answer: {
    done: string
    status: Record<RefusalCode<R>, number>
    refusal: (code: RefusalCode<R>, detail: string, refused: Refused<R>) => string
    again: (status: number, error: string) => Promise<unknown>
    /** The JSON of a done action beside `ok` (by default whether it was repeated). */
    doneJson?: (done: Done<R>) => Record<string, unknown>
    /** What the JSON error carries beside its code and message. */
    refusedJson?: (refused: Refused<R>) => Record<string, unknown>
  },
): Promise<void> {
  if (result.ok) {
    const done = result as Done<R>
    if (wantsJson(req)) return void res.json({ ok: true, ...(answer.doneJson?.(done) ?? { repeated: done.repeated }) })
    return res.redirect(303, answer.done)
  }
  const refused = result as Refused<R>
  if (refused.code === 'not_found') return sendNotFound(req, res)
  const code = refused.code as RefusalCode<R>
  const status = answer.status[code]
  if (wantsJson(req))
    return void res.status(status).json({ error: { code, message: refused.message, ...answer.refusedJson?.(refused) } })
  await answer.again(status, answer.refusal(code, refused.message, refused))
}
