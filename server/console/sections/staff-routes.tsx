import { Router, type NextFunction, type Request, type Response } from 'express'
import { canManageStaff, STAFF_ROLES } from '../../domain/console/staff-rules.js'
import {
  assignBrands,
  createStaff,
  listStaffLines,
  setDisabled,
  setRole,
  staffLine,
} from '../../services/console/staff-admin.js'
import {
  bodyOf,
  csrfOf,
  one,
  param,
  sendForbidden,
  sendInvalid,
  sendNotFound,
  sendPage,
  sendSaved,
  staffOf,
  wantsJson,
  type ConsoleContext,
} from '../context.js'
import { emptyState, selectField, textField, type FieldDef, type FormState } from '../fields.js'
import { t } from '../i18n.js'
import { StaffPage } from '../views/staff-page.js'
import { msg } from '@lingui/core/macro'

/**
 * Staff accounts, for ops admins only (403 for marketers): create accounts, change roles and brands, disable and
 * enable. Passwords are set with the ops CLI only.
 */
export function staffRoutes(ctx: ConsoleContext): Router {
  const { db } = ctx
  const router = Router()
  const brandSlugs = () => ctx.opts.registry.brands().map((b) => b.slug)

  const adminsOnly = (req: Request, res: Response, next: NextFunction) =>
    canManageStaff(staffOf(res)) ? next() : sendForbidden(req, res)
  const newStaffFields = (): FieldDef[] => [
    textField({ name: 'email', path: 'email', label: t(msg`Email`), value: '', empty: 'keep' }),
    textField({ name: 'name', path: 'name', label: t(msg`Name`), value: '', empty: 'keep' }),
    selectField({
      name: 'role',
      path: 'role',
      label: t(msg`Role`),
      value: 'marketer',
      options: STAFF_ROLES.map((r) => ({ value: r, label: r })),
    }),
    textField({
      name: 'brands',
      path: 'brands',
      label: t(msg`Brands`),
      hint: t(msg`Separated by commas, e.g. WPX-PL, WPX-CZ.`),
      value: '',
      empty: 'keep',
    }),
  ]
  const staffView = async (res: Response, state: FormState, notice: string | null = null) => (
    <StaffPage
      staff={staffOf(res)}
      csrf={csrfOf(res)}
      lines={await listStaffLines(db)}
      brands={brandSlugs()}
      fields={newStaffFields()}
      state={state}
      notice={notice}
    />
  )
  const splitBrands = (v: unknown) =>
    one(v)
      .split(/[\s,]+/)
      .filter(Boolean)

  router.get('/console/staff', adminsOnly, async (req, res) => {
    if (wantsJson(req)) return res.json({ staff: await listStaffLines(db) })
    sendPage(res, 200, await staffView(res, emptyState(), req.query.done ? t(msg`Saved.`) : null))
  })
  router.post('/console/staff', adminsOnly, async (req, res) => {
    const b = bodyOf(req)
    const result = await createStaff(
      db,
      staffOf(res),
      { email: one(b.email), name: one(b.name), role: one(b.role), brands: splitBrands(b.brands), password: null },
      brandSlugs(),
      ctx.now(),
    )
    if (!result.ok) {
      const state: FormState = { errors: { [result.field]: result.message }, general: [], submitted: b }
      // The page is read before answering: sendInvalid renders synchronously, and a promise in React's tree is
      // a suspended component (a 500).
      const page = await staffView(res, state)
      return sendInvalid(req, res, state, () => page)
    }
    sendSaved(req, res, '/console/staff?done=1', { staff: result.value })
  })
  router.post('/console/staff/:id', adminsOnly, async (req, res) => {
    const b = bodyOf(req)
    const row = /^\d{1,9}$/.test(param(req, 'id')) ? await staffLine(db, Number(param(req, 'id'))) : null
    if (!row) return sendNotFound(req, res)
    const actor = staffOf(res)
    const now = ctx.now()
    const results = []
    if (b.disabled !== undefined) results.push(await setDisabled(db, actor, row.email, one(b.disabled) === 'true', now))
    if (b.role !== undefined && one(b.role) !== row.role)
      results.push(await setRole(db, actor, row.email, one(b.role), now))
    if (b.brands !== undefined) {
      const wanted = splitBrands(b.brands)
        .map((x) => x.toUpperCase())
        .sort()
      if (wanted.join() !== row.brands.join())
        results.push(await assignBrands(db, actor, row.email, wanted, brandSlugs(), now))
    }
    const failed = results.find((r) => !r.ok)
    if (failed && !failed.ok) {
      const state: FormState = { errors: {}, general: [`${row.email}: ${failed.message}`] }
      // The page is read before answering: sendInvalid renders synchronously, and a promise in React's tree is
      // a suspended component (a 500).
      const page = await staffView(res, state)
      return sendInvalid(req, res, state, () => page)
    }
    sendSaved(req, res, '/console/staff?done=1', {})
  })

  return router
}
