import { Router } from 'express'
import { visibleBrands } from '../../domain/console/staff-rules.js'
import { auditEntriesFor, auditEntryFor } from '../../services/console/audit.js'
import { rollbackEntry } from '../../services/console/drafts.js'
import {
  csrfOf,
  one,
  param,
  sendNotFound,
  sendPage,
  sendSaved,
  staffOf,
  wantsJson,
  type ConsoleContext,
} from '../context.js'
import { t } from '../i18n.js'
import { AuditEntryPage, AuditListPage } from '../views/audit-page.js'
import { msg } from '@lingui/core/macro'

/**
 * The audit log: publishes, rollbacks, review decisions and staff changes the member may see (their brands; staff
 * entries for ops admins), each entry with its changes and, for brand changes, a rollback.
 */
export function auditRoutes(ctx: ConsoleContext): Router {
  const { db } = ctx
  const router = Router()
  const brandSlugs = () => ctx.opts.registry.brands().map((b) => b.slug)

  router.get('/console/audit', async (req, res) => {
    const staff = staffOf(res)
    const brand = one(req.query.brand) || null
    const mine = visibleBrands(staff, brandSlugs())
    if (brand !== null && !mine.includes(brand)) return sendNotFound(req, res)
    const before = /^\d{1,12}$/.test(one(req.query.before)) ? Number(one(req.query.before)) : undefined
    const entries = await auditEntriesFor(db, staff, { brand, limit: 50, before })
    if (wantsJson(req)) return res.json({ entries })
    sendPage(
      res,
      200,
      <AuditListPage
        staff={staff}
        csrf={csrfOf(res)}
        entries={entries}
        brand={brand}
        brands={mine}
        next={entries.length === 50 ? entries.at(-1)!.id : null}
      />,
    )
  })

  router.get('/console/audit/:id', async (req, res) => {
    const entry = /^\d{1,12}$/.test(param(req, 'id'))
      ? await auditEntryFor(db, staffOf(res), Number(param(req, 'id')))
      : null
    if (!entry) return sendNotFound(req, res)
    if (wantsJson(req)) return res.json({ entry })
    const notice = req.query.rolledBack ? t(msg`Rolled back: the shop serves the previous values now.`) : null
    sendPage(
      res,
      200,
      <AuditEntryPage staff={staffOf(res)} csrf={csrfOf(res)} entry={entry} notice={notice} problem={null} />,
    )
  })

  router.post('/console/audit/:id/rollback', async (req, res) => {
    const staff = staffOf(res)
    const id = /^\d{1,12}$/.test(param(req, 'id')) ? Number(param(req, 'id')) : -1
    const result = await rollbackEntry(ctx, staff, id)
    if (result.ok)
      return sendSaved(req, res, `/console/audit/${result.auditId}?rolledBack=1`, { auditId: result.auditId })
    if (result.code === 'not-found') return sendNotFound(req, res)
    const problem =
      result.code === 'conflict'
        ? t(msg`Not rolled back: these settings changed again since: {paths}. Roll back the later change first.`, {
            paths: result.paths.join(', '),
          })
        : result.code === 'invalid'
          ? t(msg`Not rolled back: the result would be invalid: {issues}`, {
              issues: result.issues.map((i) => `${i.path}: ${i.message}`).join('; '),
            })
          : result.code === 'already'
            ? t(msg`This change was rolled back already.`)
            : t(msg`This entry cannot be rolled back.`)
    if (wantsJson(req)) return res.status(409).json({ error: { code: result.code, message: problem } })
    sendPage(
      res,
      409,
      <AuditEntryPage
        staff={staff}
        csrf={csrfOf(res)}
        entry={(await auditEntryFor(db, staff, id))!}
        notice={null}
        problem={problem}
      />,
    )
  })

  return router
}
