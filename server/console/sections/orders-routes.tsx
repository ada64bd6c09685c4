import { Router, type Request, type Response } from 'express'
import { randomUUID } from 'node:crypto'
import { canUseOrders, hasPermission, visibleBrands } from '../../domain/console/staff-rules.js'
import {
  orderDetail,
  runOrderAction,
  searchStaffOrders,
  staffOrder,
  RESENDABLE_MAILS,
  type ActionError,
  type ConsoleOrderDeps,
  type OrderAction,
  type ResendableMail,
} from '../../services/console/console-orders.js'
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
import { OrderPage } from '../views/order-page.js'
import { OrdersPage } from '../views/orders-page.js'
import { PAGE_SIZE, readSearch } from './order-search.js'
import { nextPageHref } from '../list-page.js'
import { isReprintReason, type ReprintLine } from '../../domain/orders/reprint.js'
import { msg } from '@lingui/core/macro'

/**
 * The back office's orders (decision 048): search and the order page for support, operations and ops admins; the
 * actions for operations and ops admins. Another brand's order, or a member whose role has no orders, is the same
 * 404 as an order that does not exist.
 */
export function ordersRoutes(ctx: ConsoleContext): Router {
  const router = Router()
  const deps = (): ConsoleOrderDeps => ({ db: ctx.db, now: ctx.now, ...ctx.opts.orders })
  const brandSlugs = () => ctx.opts.registry.brands().map((b) => b.slug)

  router.use('/console/orders', (req, res, next) =>
    hasPermission(staffOf(res), 'orders:view') ? next() : sendNotFound(req, res),
  )

  router.get('/console/orders', async (req, res) => {
    const staff = staffOf(res)
    const read = readSearch(req.query as Record<string, unknown>)
    const shown = visibleBrands(staff, brandSlugs())
    if (!read.ok) {
      if (wantsJson(req))
        return res.status(400).json({ error: { code: 'invalid', message: 'Check the search.', fields: read.invalid } })
      return sendPage(
        res,
        400,
        <OrdersPage
          staff={staff}
          csrf={csrfOf(res)}
          form={read.form}
          brands={shown}
          orders={[]}
          next={null}
          invalid={read.invalid}
        />,
      )
    }
    const before = Number(one(req.query.before))
    const found = await searchStaffOrders(ctx.db, staff, brandSlugs(), read.search, {
      beforeId: Number.isSafeInteger(before) && before > 0 ? before : undefined,
      limit: PAGE_SIZE + 1,
    })
    const page = found.slice(0, PAGE_SIZE)
    const next = found.length > PAGE_SIZE ? nextPageHref('/console/orders', read.form, page.at(-1)!.id) : null
    if (wantsJson(req)) return res.json({ orders: page.map((o) => o.publicId), next })
    sendPage(
      res,
      200,
      <OrdersPage
        staff={staff}
        csrf={csrfOf(res)}
        form={read.form}
        brands={shown}
        orders={page}
        next={next}
        invalid={[]}
      />,
    )
  })

  const showOrder = async (
    req: Request,
    res: Response,
    status: number,
    notice: string | null,
    error: string | null,
  ) => {
    const staff = staffOf(res)
    const order = await staffOrder(ctx.db, staff, param(req, 'publicId'), 'view')
    if (!order) return sendNotFound(req, res)
    const detail = await orderDetail(deps(), order)
    if (wantsJson(req) && status === 200)
      return res.json({
        order: {
          id: order.publicId,
          status: order.status,
          version: detail.version,
          reprintOf: detail.reprintOf,
          reprints: detail.reprints.map((r) => r.publicId),
        },
      })
    sendPage(
      res,
      status,
      <OrderPage
        staff={staff}
        csrf={csrfOf(res)}
        detail={detail}
        canAct={canUseOrders(staff, order.brandSlug, 'act')}
        formKey={randomUUID()}
        resendable={RESENDABLE_MAILS}
        notice={notice}
        error={error}
      />,
    )
  }

  router.get('/console/orders/:publicId', (req, res) =>
    showOrder(req, res, 200, req.query.done ? t(msg`Done.`) : null, null),
  )

  router.post('/console/orders/:publicId', async (req, res) => {
    const b = bodyOf(req)
    const action = readAction(b)
    const formKey = one(b.formKey)
    const version = one(b.version)
    const bad = !action || !/^[a-z0-9-]{16,64}$/.test(formKey) || !/^\d{1,16}\.\d{1,9}$/.test(version)
    const result = bad
      ? ({ ok: false, code: 'invalid', message: 'the form is incomplete' } as const)
      : await runOrderAction(deps(), staffOf(res), param(req, 'publicId'), { version, formKey }, action)
    await sendActionResult(req, res, result, {
      done: `/console/orders/${param(req, 'publicId')}?done=1`,
      status: STATUS_OF,
      refusal: messageOf,
      again: (status, error) => showOrder(req, res, status, null, error),
    })
  })

  return router
}

const STATUS_OF: Record<Exclude<ActionError, 'not_found'>, number> = {
  forbidden: 403,
  stale: 409,
  illegal_transition: 409,
  not_awaiting_payment: 409,
  not_paid: 409,
  canceled: 409,
  bad_lines: 422,
  tracking_required: 422,
  bad_amount: 422,
  invalid: 400,
}

/** What the member reads when an action was refused (nothing was changed in every case). */
function messageOf(code: Exclude<ActionError, 'not_found'>, detail: string): string {
  switch (code) {
    case 'stale':
      return t(msg`Nothing was changed: the order changed since this page was shown. Check it and try again.`)
    case 'forbidden':
      return t(msg`Nothing was changed: your role may only view orders.`)
    case 'tracking_required':
      return t(msg`Nothing was changed: this status needs the carrier's tracking number.`)
    case 'canceled':
      return t(msg`Nothing was changed: a canceled order cannot be reprinted.`)
    case 'bad_lines':
      return t(msg`Nothing was changed: choose at least one line and at most the quantity ordered.`)
    default:
      return t(msg`Nothing was changed: {detail}.`, { detail })
  }
}

/** The posted action, read strictly: an unknown action, status, amount or mail is no action (a 400). */
function readAction(b: Record<string, unknown>): OrderAction | null {
  const note = one(b.note).slice(0, 200) || undefined
  switch (one(b.action)) {
    case 'move': {
      const to = one(b.to)
      if (!/^\d{1,3}$/.test(to)) return null
      const tracking = one(b.trackingNumber).slice(0, 60)
      return { kind: 'move', to: Number(to), trackingNumber: tracking || undefined, note }
    }
    case 'cancel':
      return { kind: 'cancel', note }
    case 'mark-paid':
      return { kind: 'mark-paid' }
    case 'refund': {
      const reason = one(b.reason).slice(0, 200)
      const amount = one(b.amount)
      if (!reason || (amount !== '' && !/^\d{1,9}(\.\d{1,2})?$/.test(amount))) return null
      return { kind: 'refund', reason, amountMinor: amount === '' ? undefined : Math.round(Number(amount) * 100) }
    }
    case 'resend-mail': {
      const mail = one(b.mail)
      return (RESENDABLE_MAILS as readonly string[]).includes(mail)
        ? { kind: 'resend-mail', mail: mail as ResendableMail }
        : null
    }
    case 'reprint': {
      const reason = one(b.reason)
      if (!isReprintReason(reason)) return null
      return { kind: 'reprint', reason, note, lines: reprintLinesOf(b) }
    }
    default:
      return null
  }
}

/** The reprint form's quantities (`qty-<line id>`); an empty or 0 field leaves the line out, a malformed one is -1. */
function reprintLinesOf(b: Record<string, unknown>): ReprintLine[] {
  return Object.keys(b)
    .map((k) => /^qty-(\d{1,12})$/.exec(k))
    .filter((m) => m !== null)
    .map((m) => ({ lineId: Number(m[1]), value: one(b[m[0]]).trim() }))
    .filter((l) => l.value !== '' && l.value !== '0')
    .map((l) => ({ lineId: l.lineId, quantity: /^\d{1,4}$/.test(l.value) ? Number(l.value) : -1 }))
}
