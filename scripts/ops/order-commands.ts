import type { Db } from '../../db/client.js'
import * as oq from '../../db/queries/orders.js'
import { refundsOfOrder } from '../../db/queries/provider-payments.js'
import { localizePath } from '../../server/domain/tenancy/locale-path.js'
import { siteRouting } from '../../server/domain/tenancy/tenant.js'
import { createServerTranslator } from '../../server/i18n/server-messages.js'
import { findOrderRef, moveOrder } from '../../server/services/orders/move-order.js'
import { createOrderMailer } from '../../server/services/orders/order-mail.js'
import { orderJson } from '../../server/services/orders/order-views.js'
import { markOrderPaid } from '../../server/services/orders/payments.js'
import { moveReturn } from '../../server/services/orders/refunds.js'
import { refundOrder } from '../../server/services/orders/refund-order.js'
import { reprintOrder } from '../../server/services/orders/reprint-order.js'
import { isReprintReason, REPRINT_REASONS } from '../../server/domain/orders/reprint.js'
import { randomUUID } from 'node:crypto'
import { findBrand } from './brand-lookup.js'
import { command, fail, when, type CommandGroup } from './command.js'

/** `order list|show|mark-paid|move|refund|return|reprint`: <order> is the public id or the internal number. */

async function order(db: Db, ref: string | undefined): Promise<oq.OrderRow> {
  if (!ref) throw new Error('name the order (public id or number)')
  const found = await findOrderRef(db, ref)
  if (!found) throw new Error(`no order ${ref}`)
  return found
}

const list = command({
  options: { brand: 'string', status: 'string', limit: 'string' },
  async run({ db }, { values }) {
    const statuses = values.status?.split(',').map(Number)
    if (statuses?.some((s) => !Number.isInteger(s))) return fail('--status takes codes like 4,0')
    const limit = Number(values.limit ?? 20)
    for (const o of await oq.listOrders(db, {
      brandSlug: values.brand ?? null,
      statuses: statuses ?? null,
      limit,
      afterId: 0,
    }))
      console.log(
        [
          String(o.id).padStart(6),
          o.publicId,
          o.brandSlug.padEnd(6),
          o.siteCode,
          String(o.status).padStart(3),
          `${(o.totalMinor / 100).toFixed(2)} ${o.currency}`,
          o.paymentMethod,
          when(o.createdAt),
        ].join('  '),
      )
    return 0
  },
})

const show = command({
  positionals: ['order'],
  async run({ db }, { positionals: [ref] }) {
    const o = await order(db, ref)
    const detail = {
      ...(await orderJson(db, o)),
      payments: await oq.paymentsOfOrder(db, o.id),
      events: await oq.orderEventRows(db, o.id),
      returns: await oq.returnsOfOrder(db, o.id),
      refunds: await refundsOfOrder(db, o.id),
      actions: await oq.actionsOfOrder(db, o.id),
    }
    console.log(JSON.stringify(detail, null, 2))
    return 0
  },
})

const markPaid = command({
  positionals: ['order'],
  async run({ db, registry, originOf, now }, { positionals: [ref] }) {
    const o = await order(db, ref)
    const translate = createServerTranslator()
    const mail = createOrderMailer({ registry, translate, originOf })
    const result = await markOrderPaid({ db, providers: new Map(), mail, now }, o.id, 'ops')
    if (!result.ok) return fail(result.error)
    console.log(
      `order ${o.id} (${o.publicId}) is paid: status ${(await oq.findOrderById(db, o.id))!.status}; the confirmation mail goes out with the running server`,
    )
    return 0
  },
})

const move = command({
  positionals: ['order', 'status'],
  options: { tracking: 'string', 'shipment-state': 'string', note: 'string' },
  async run({ db, registry, originOf, now }, { positionals: [ref, status], values }) {
    const o = await order(db, ref)
    if (!/^\d{1,3}$/.test(status ?? '')) return fail('give the new status code, e.g. order move 12 9')
    const mail = createOrderMailer({ registry, translate: createServerTranslator(), originOf })
    const result = await moveOrder(
      db,
      o.id,
      {
        to: Number(status),
        actor: 'ops',
        note: values.note,
        trackingNumber: values.tracking,
        shipmentState: values['shipment-state'],
      },
      now,
      mail,
    )
    if (!result.ok) return fail(result.message)
    const state = result.order.shipmentState ? ` (${result.order.shipmentState})` : ''
    console.log(`order ${o.id}: ${o.status} -> ${result.order.status}${state}`)
    return 0
  },
})

const refund = command({
  positionals: ['order'],
  options: { reason: 'string', amount: 'string' },
  async run(ctx, { positionals: [ref], values }) {
    const { db, registry, originOf, now } = ctx
    const o = await order(db, ref)
    if (!values.reason) return fail('--reason is required')
    if (values.amount !== undefined && !/^\d+$/.test(values.amount))
      return fail('--amount is in minor units (1250 = 12.50)')
    const amountMinor = values.amount === undefined ? undefined : Number(values.amount)
    // An online payment is refunded through its provider by the running server's job (full or partial, never more
    // than it took); a bank transfer needs the shopper's account first.
    const mail = createOrderMailer({ registry, translate: createServerTranslator(), originOf })
    const result = await refundOrder(db, o.id, { reason: values.reason, amountMinor, actor: 'ops' }, now, mail)
    if (!result.ok) return fail(result.message)
    if (result.kind === 'provider') {
      console.log(
        `refund ${result.refundId} of ${(result.amountMinor / 100).toFixed(2)} ${result.currency} requested; the running server sends it to the payment provider (${(result.remainingMinor / 100).toFixed(2)} ${result.currency} left to refund)`,
      )
      return 0
    }
    const site = (await findBrand(ctx, o.brandSlug))?.sites.find((s) => s.code === o.siteCode)
    const path = `/tracking/${o.publicId}/user_required_actions/${result.actionId}`
    console.log(
      `refund opened; the shopper gives the account at ${site ? originOf(site.hosts[0]!) + localizePath(path, o.language as never, siteRouting(site)) : path}`,
    )
    return 0
  },
})

const returnCommand = command({
  positionals: ['order', 'return id', 'status'],
  async run({ db, registry, originOf, now }, { positionals: [ref, returnId, status] }) {
    const o = await order(db, ref)
    if (!/^\d+$/.test(returnId ?? '') || !/^\d+$/.test(status ?? ''))
      return fail('usage: order return <order> <return id> <5|100>')
    const mail = createOrderMailer({ registry, translate: createServerTranslator(), originOf })
    const result = await moveReturn(db, o.id, Number(returnId), Number(status), now, mail)
    if (!result.ok) return fail(result.error)
    console.log(`return ${returnId} of order ${o.id} is now ${status}`)
    return 0
  },
})

/**
 * A free reprint (decision 050) of the lines named by position (`--lines 1:2,3:1`: line 1 twice, line 3 once; all
 * lines in full by default). `--key` makes a retried command find the reprint it made instead of making another.
 */
const reprint = command({
  positionals: ['order'],
  options: { reason: 'string', lines: 'string', note: 'string', key: 'string' },
  async run({ db, now }, { positionals: [ref], values }) {
    const o = await order(db, ref)
    if (!isReprintReason(values.reason)) return fail(`--reason is one of ${REPRINT_REASONS.join(', ')}`)
    const lines = await oq.orderLineRows(db, o.id)
    const chosen = values.lines?.split(',').map((part) => /^(\d{1,4}):(\d{1,4})$/.exec(part.trim()))
    if (chosen?.some((m) => m === null)) return fail('--lines takes position:quantity pairs, e.g. 1:2,3:1')
    const wanted = chosen
      ? chosen.map((m) => ({ lineId: lines[Number(m![1]) - 1]?.id ?? 0, quantity: Number(m![2]) }))
      : lines.map((l) => ({ lineId: l.id, quantity: l.quantity }))
    const key = values.key ?? randomUUID()
    const input = { reason: values.reason, note: values.note, lines: wanted, key, actor: 'ops' }
    const result = await reprintOrder(db, o.id, input, now)
    if (!result.ok) return fail(result.message)
    const again = result.repeated ? ' (made earlier with this key)' : ''
    console.log(`order ${o.id} reprinted as ${result.reprint.id} ${result.reprint.publicId}${again}`)
    return 0
  },
})

export const orderCommands: CommandGroup = {
  actions: { list, show, 'mark-paid': markPaid, move, refund, return: returnCommand, reprint },
}
