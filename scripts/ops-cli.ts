import { resolve } from 'node:path'
import { openDb, type Db } from '../db/client.js'
import * as oq from '../db/queries/orders.js'
import { parseEnv } from '../server/env.js'
import { parseFlags } from '../server/domain/tenant-edit.js'
import { createTenantRegistry } from '../server/services/tenant-registry.js'
import { createServerTranslator } from '../server/i18n/server-messages.js'
import { createOrderMailer } from '../server/services/orders/order-mail.js'
import { markOrderPaid } from '../server/services/orders/payments.js'
import { findOrderRef, moveOrder } from '../server/services/orders/move-order.js'
import { moveReturn, openRefund } from '../server/services/orders/refunds.js'
import { createApiKey } from '../server/services/api-keys.js'
import { orderJson } from '../server/services/orders/order-views.js'
import { readOutbox } from '../server/services/mailer.js'
import { originFactory } from '../server/origin.js'
import { localizePath } from '../server/domain/locale-path.js'
import { siteRouting } from '../server/domain/tenant.js'

const USAGE = `Usage: npm run ops -- <command>

Orders (<order> is the public id or the internal number):
  order list [--brand WPX-ES] [--status 4,0] [--limit 20]
  order show <order>
  order mark-paid <order>                 a bank transfer arrived: payment PAID, order 4 -> 0, confirmation mail queued
  order move <order> <status> [--tracking PQ123] [--shipment-state ON_ROUTE] [--note "..."]
  order refund <order> --reason "damaged" [--amount 1250]   refund (return 8) + PROVIDE_DATA_TO_REFUND link
  order return <order> <return id> <5|100>                   complete (5) or cancel (100) a refund

Integrations (order API, Authorization: Bearer <key>):
  api-key create <name> [--brand WPX-ES]   prints the key once
  api-key list
  api-key revoke <name>

Mail:
  outbox [--limit 10]                     mail written to the dev outbox ($OUTBOX_DIR) when SMTP_URL is unset

Database: $DATABASE_PATH (default data/shop.db). Illegal order moves are refused with the allowed ones named.
`

function fail(message: string): number {
  console.error(`error: ${message}`)
  return 1
}

function order(db: Db, ref: string | undefined): oq.OrderRow {
  if (!ref) throw new Error('name the order (public id or number)')
  const found = findOrderRef(db, ref)
  if (!found) throw new Error(`no order ${ref}`)
  return found
}

const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16)

function run(db: Db, args: string[]): number {
  const env = parseEnv()
  const [group, action, ...rest] = args
  const now = Date.now()
  const registry = createTenantRegistry(db, { defaultHost: env.DEFAULT_HOST })
  const originOf = originFactory(env)
  if (group === 'order') {
    switch (action) {
      case 'list': {
        const f = parseFlags(rest, ['brand', 'status', 'limit'] as const)
        if (!f.ok) return fail(f.error.message)
        const statuses = f.value.status?.split(',').map(Number)
        if (statuses?.some((s) => !Number.isInteger(s))) return fail('--status takes codes like 4,0')
        const limit = Number(f.value.limit ?? 20)
        for (const o of oq.listOrders(db, { brandSlug: f.value.brand ?? null, statuses: statuses ?? null, limit, afterId: 0 })) {
          console.log([String(o.id).padStart(6), o.publicId, o.brandSlug.padEnd(6), o.siteCode, String(o.status).padStart(3), `${(o.totalMinor / 100).toFixed(2)} ${o.currency}`, o.paymentMethod, when(o.createdAt)].join('  '))
        }
        return 0
      }
      case 'show': {
        const o = order(db, rest[0])
        console.log(JSON.stringify({ ...orderJson(db, o), payments: oq.paymentsOfOrder(db, o.id), events: oq.orderEventRows(db, o.id), returns: oq.returnsOfOrder(db, o.id), actions: oq.actionsOfOrder(db, o.id) }, null, 2))
        return 0
      }
      case 'mark-paid': {
        const o = order(db, rest[0])
        const mail = createOrderMailer({ db, registry, translate: createServerTranslator({ rootDir: resolve('.') }), originOf })
        const result = markOrderPaid({ db, providers: {}, mail, now }, o.id, 'ops')
        if (!result.ok) return fail(result.error)
        console.log(`order ${o.id} (${o.publicId}) is paid: status ${oq.findOrderById(db, o.id)!.status}; the confirmation mail goes out with the running server`)
        return 0
      }
      case 'move': {
        const [ref, status, ...flagArgs] = rest
        const o = order(db, ref)
        const f = parseFlags(flagArgs, ['tracking', 'shipment-state', 'note'] as const)
        if (!f.ok) return fail(f.error.message)
        if (!/^\d{1,3}$/.test(status ?? '')) return fail('give the new status code, e.g. order move 12 9')
        const result = moveOrder(db, o.id, { to: Number(status), actor: 'ops', note: f.value.note, trackingNumber: f.value.tracking, shipmentState: f.value['shipment-state'] }, now)
        if (!result.ok) return fail(result.message)
        console.log(`order ${o.id}: ${o.status} -> ${result.order.status}${result.order.shipmentState ? ` (${result.order.shipmentState})` : ''}`)
        return 0
      }
      case 'refund': {
        const [ref, ...flagArgs] = rest
        const o = order(db, ref)
        const f = parseFlags(flagArgs, ['reason', 'amount'] as const)
        if (!f.ok) return fail(f.error.message)
        if (!f.value.reason) return fail('--reason is required')
        if (f.value.amount !== undefined && !/^\d+$/.test(f.value.amount)) return fail('--amount is in minor units (1250 = 12.50)')
        const result = openRefund(db, o.id, { reason: f.value.reason, amountMinor: f.value.amount === undefined ? undefined : Number(f.value.amount) }, now)
        if (!result.ok) return fail(result.error)
        const site = registry.all().find((b) => b.slug === o.brandSlug)?.sites.find((s) => s.code === o.siteCode)
        const path = `/tracking/${o.publicId}/user_required_actions/${result.actionId}`
        console.log(`refund opened; the shopper gives the account at ${site ? originOf(site.hosts[0]!) + localizePath(path, o.language as never, siteRouting(site)) : path}`)
        return 0
      }
      case 'return': {
        const [ref, returnId, status] = rest
        const o = order(db, ref)
        if (!/^\d+$/.test(returnId ?? '') || !/^\d+$/.test(status ?? '')) return fail('usage: order return <order> <return id> <5|100>')
        const result = moveReturn(db, o.id, Number(returnId), Number(status), now)
        if (!result.ok) return fail(result.error)
        console.log(`return ${returnId} of order ${o.id} is now ${status}`)
        return 0
      }
    }
  }
  if (group === 'api-key') {
    switch (action) {
      case 'create': {
        const [name, ...flagArgs] = rest
        const f = parseFlags(flagArgs, ['brand'] as const)
        if (!f.ok) return fail(f.error.message)
        if (f.value.brand && !registry.all().some((b) => b.slug === f.value.brand)) return fail(`no brand ${f.value.brand}`)
        const result = createApiKey(db, { name: name ?? '', brandSlug: f.value.brand ?? null }, now)
        if (!result.ok) return fail(result.error)
        console.log(`API key for ${name}${f.value.brand ? ` (${f.value.brand} only)` : ' (all brands)'}; it is shown only now:\n${result.key}`)
        return 0
      }
      case 'list':
        for (const k of oq.listApiKeys(db)) console.log([k.name.padEnd(20), (k.brandSlug ?? 'all brands').padEnd(10), `created ${when(k.createdAt)}`, k.lastUsedAt ? `used ${when(k.lastUsedAt)}` : 'never used', k.revokedAt ? `REVOKED ${when(k.revokedAt)}` : ''].join('  '))
        return 0
      case 'revoke':
        return oq.revokeApiKey(db, rest[0] ?? '', now) ? (console.log(`revoked ${rest[0]}`), 0) : fail(`no API key named ${rest[0] ?? ''}`)
    }
  }
  if (group === 'outbox') {
    const f = parseFlags([action, ...rest].filter((a): a is string => a !== undefined), ['limit'] as const)
    if (!f.ok) return fail(f.error.message)
    for (const m of readOutbox(resolve(env.OUTBOX_DIR)).slice(-Number(f.value.limit ?? 10))) console.log(`${m.file}\n  to: ${m.to}\n  subject: ${m.subject}\n`)
    return 0
  }
  process.stderr.write(group === 'help' || group === undefined ? USAGE : `error: unknown command ${args.join(' ')}\n\n${USAGE}`)
  return group === 'help' ? 0 : 2
}

const env = parseEnv()
const db = openDb(env.DATABASE_PATH)
try {
  process.exitCode = run(db, process.argv.slice(2))
} catch (e) {
  process.exitCode = fail((e as Error).message)
} finally {
  db.$client.close()
}
