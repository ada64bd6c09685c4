import { Router, type Request, type Response } from 'express'
import { randomUUID } from 'node:crypto'
import { canUseCustomers, hasPermission, visibleBrands } from '../../domain/console/staff-rules.js'
import { exportCustomerData } from '../../services/privacy/export-customer-data.js'
import {
  auditDataExport,
  customerDetail,
  eraseForStaff,
  liftSignInBlocks,
  searchStaffCustomers,
  staffCustomer,
} from '../../services/console/console-customers.js'
import {
  bodyOf,
  csrfOf,
  one,
  param,
  sendNotFound,
  sendPage,
  staffOf,
  wantsJson,
  type ConsoleContext,
} from '../context.js'
import { t } from '../i18n.js'
import { sendActionResult } from '../action-answer.js'
import { nextPageHref } from '../list-page.js'
import { CustomerPage } from '../views/customer-page.js'
import { CustomersPage, type CustomerSearchForm } from '../views/customers-page.js'
import { msg } from '@lingui/core/macro'

const PAGE_SIZE = 25

/**
 * The back office's customers (decision 050): lookup by email or name and the customer page for support,
 * operations and ops admins; lifting a sign-in block for operations and ops admins. Another brand's customer, or a
 * member whose role has no customers, is the same 404 as a customer that does not exist.
 */
export function customersRoutes(ctx: ConsoleContext): Router {
  const router = Router()
  const brandSlugs = () => ctx.opts.registry.brands().map((b) => b.slug)

  router.use('/console/customers', (req, res, next) =>
    hasPermission(staffOf(res), 'customers:view') ? next() : sendNotFound(req, res),
  )

  router.get('/console/customers', async (req, res) => {
    const staff = staffOf(res)
    const shown = visibleBrands(staff, brandSlugs())
    const form: CustomerSearchForm = { q: one(req.query.q).slice(0, 254), brand: one(req.query.brand).slice(0, 40) }
    const before = one(req.query.before)
    const invalid = [
      form.brand && !shown.includes(form.brand) ? 'brand' : null,
      before && !/^\d{1,15}$/.test(before) ? 'before' : null,
    ].filter((f) => f !== null)
    if (invalid.length > 0) {
      if (wantsJson(req))
        return res.status(400).json({ error: { code: 'invalid', message: 'Check the search.', fields: invalid } })
      const page = (
        <CustomersPage
          staff={staff}
          csrf={csrfOf(res)}
          form={form}
          brands={shown}
          customers={[]}
          next={null}
          invalid={invalid}
        />
      )
      return sendPage(res, 400, page)
    }
    const found = await searchStaffCustomers(
      ctx.db,
      staff,
      brandSlugs(),
      { text: form.q.toLowerCase() || undefined, brandSlug: form.brand || undefined },
      { beforeId: before ? Number(before) : undefined, limit: PAGE_SIZE + 1 },
    )
    const customers = found.slice(0, PAGE_SIZE)
    const next = found.length > PAGE_SIZE ? nextPageHref('/console/customers', { ...form }, customers.at(-1)!.id) : null
    if (wantsJson(req))
      return res.json({ customers: customers.map((c) => ({ id: c.id, email: c.email, brand: c.brandSlug })), next })
    sendPage(
      res,
      200,
      <CustomersPage
        staff={staff}
        csrf={csrfOf(res)}
        form={form}
        brands={shown}
        customers={customers}
        next={next}
        invalid={[]}
        notice={
          req.query.erased ? t(msg`The customer's personal data was erased; their orders are kept anonymised.`) : null
        }
      />,
    )
  })

  const showCustomer = async (
    req: Request,
    res: Response,
    status: number,
    notice: string | null,
    error: string | null,
  ) => {
    const staff = staffOf(res)
    const customer = await staffCustomer(ctx.db, staff, param(req, 'id'), 'view')
    if (!customer) return sendNotFound(req, res)
    const detail = await customerDetail(ctx.db, customer, ctx.now())
    if (wantsJson(req) && status === 200)
      return res.json({
        customer: {
          id: customer.id,
          email: customer.email,
          brand: customer.brandSlug,
          kind: customer.kind,
          orders: detail.orders.map((o) => o.publicId),
          blocked: detail.signInBlocks.some((b) => b.blockedUntil !== null),
        },
      })
    sendPage(
      res,
      status,
      <CustomerPage
        staff={staff}
        csrf={csrfOf(res)}
        detail={detail}
        canAct={canUseCustomers(staff, customer.brandSlug, 'act')}
        formKey={randomUUID()}
        notice={notice}
        error={error}
      />,
    )
  }

  router.get('/console/customers/:id', (req, res) =>
    showCustomer(req, res, 200, req.query.done ? t(msg`Done.`) : null, null),
  )

  // The customer's data export (decision 053), the same ZIP the customer downloads from the account: for operations
  // and ops admins, audited before it is streamed.
  router.get('/console/customers/:id/export.zip', async (req, res) => {
    const staff = staffOf(res)
    const storage = ctx.opts.storage
    const customer = await staffCustomer(ctx.db, staff, param(req, 'id'), 'act')
    if (!customer || !storage) return sendNotFound(req, res)
    await auditDataExport(ctx.db, staff, customer, ctx.now())
    res.set({
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="customer-${customer.id}-data.zip"`,
      'cache-control': 'no-store',
    })
    if (
      await exportCustomerData({ db: ctx.db, storage }, { customerId: customer.id, brandSlug: customer.brandSlug }, res)
    )
      return res.end()
    if (!res.headersSent) sendNotFound(req, res)
    else res.end()
  })

  router.post('/console/customers/:id', async (req, res) => {
    const b = bodyOf(req)
    if (one(b.action) === 'erase') return erase(req, res)
    const formKey = one(b.formKey)
    const bad = one(b.action) !== 'lift-sign-in-block' || !/^[a-z0-9-]{16,64}$/.test(formKey)
    const result = bad
      ? ({ ok: false, code: 'invalid', message: 'the form is incomplete' } as const)
      : await liftSignInBlocks(ctx.db, staffOf(res), param(req, 'id'), formKey, ctx.now())
    await sendActionResult(req, res, result, {
      done: `/console/customers/${param(req, 'id')}?done=1`,
      status: { forbidden: 403, invalid: 400 },
      refusal: (code, detail) =>
        code === 'forbidden' ? viewOnly() : t(msg`Nothing was changed: {detail}.`, { detail }),
      again: (status, error) => showCustomer(req, res, status, null, error),
      doneJson: (done) => ({ repeated: done.repeated, lifted: done.lifted }),
    })
  })

  // Erasure (decision 053): confirmed with a tick, for operations and ops admins; with an open order nothing changes
  // and the page names the orders; once done the account is gone, so the member lands on the search with a notice.
  const erase = async (req: Request, res: Response) => {
    const storage = ctx.opts.storage
    if (!storage) return sendNotFound(req, res)
    if (one(bodyOf(req).confirm) !== 'yes') {
      if (wantsJson(req)) return res.status(400).json({ error: { code: 'unconfirmed', message: 'confirm=yes' } })
      return showCustomer(req, res, 400, null, t(msg`Nothing was changed: tick the box to confirm the erasure.`))
    }
    const result = await eraseForStaff({ db: ctx.db, storage, now: ctx.now }, staffOf(res), param(req, 'id'))
    await sendActionResult(req, res, result, {
      done: '/console/customers?erased=1',
      status: { forbidden: 403, open_orders: 409 },
      refusal: (code, _detail, refused) =>
        code === 'forbidden'
          ? viewOnly()
          : t(
              msg`Nothing was erased: the orders {orders} are still open. Their buyer is needed until they are delivered or cancelled; erase the account after that.`,
              { orders: (refused.openOrders ?? []).join(', ') },
            ),
      again: (status, error) => showCustomer(req, res, status, null, error),
      doneJson: (done) => ({ erased: true, ordersKept: done.outcome.orders }),
      refusedJson: (refused) => ({ orders: refused.openOrders ?? [] }),
    })
  }

  return router
}

const viewOnly = () => t(msg`Nothing was changed: your role may only view customers.`)
