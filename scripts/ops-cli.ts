import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import * as sq from '../db/queries/support.js'
import { closeTicket, shortTicketNumber, staffReply, ticketThread } from '../server/services/support/tickets.js'
import { listReviews, moderateReview, REVIEW_STATUSES, type ReviewStatus } from '../server/services/support/reviews.js'
import { hashPasswordSync } from '../server/services/accounts/auth-service.js'
import * as aq from '../db/queries/accounts.js'
import {
  ACCOUNT_KINDS,
  DEFAULT_CUSTOMER_PERMISSIONS,
  PERMISSIONS,
  passwordProblem,
  type Permission,
} from '../server/domain/accounts/auth-rules.js'
import { isValidEmail } from '../server/domain/forms/validation.js'
import { openDb, type Db } from '../db/client.js'
import * as oq from '../db/queries/orders.js'
import { parseEnv } from '../server/env.js'
import { parseFlags } from '../server/domain/tenancy/tenant-edit.js'
import { createTenantRegistry } from '../server/services/tenancy/tenant-registry.js'
import { createServerTranslator } from '../server/i18n/server-messages.js'
import { createOrderMailer } from '../server/services/orders/order-mail.js'
import { markOrderPaid } from '../server/services/orders/payments.js'
import { findOrderRef, moveOrder } from '../server/services/orders/move-order.js'
import { moveReturn, openRefund } from '../server/services/orders/refunds.js'
import { createApiKey } from '../server/services/orders/api-keys.js'
import { orderJson } from '../server/services/orders/order-views.js'
import { readOutbox } from '../server/services/mail/mailer.js'
import { originFactory } from '../server/origin.js'
import { localizePath } from '../server/domain/tenancy/locale-path.js'
import { siteRouting } from '../server/domain/tenancy/tenant.js'
import { pageEventSummary } from '../db/queries/analytics.js'

import { auditEntries, OPS_CLI_ACTOR, showValue } from '../server/services/console/audit.js'
import {
  assignBrands,
  createStaff,
  listStaffLines,
  setDisabled,
  setRole,
  setStaffPassword,
} from '../server/services/console/staff-admin.js'

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

Accounts (customers and internal/partner users of one brand):
  customer list [--brand WPX-ES]
  customer create <BRAND> <email> --first-name Ana [--last-name ...] [--kind customer|internal]
      [--permissions orders,tickets,invoices] [--password-stdin]   without a password: sign-in by email link
  customer set-permissions <BRAND> <email> orders,tickets          (empty string removes all)
  customer set-kind <BRAND> <email> customer|internal              internal users also get partner settings

Support:
  ticket list [--brand WPX-ES] [--status PENDING]
  ticket show <ticket>                     public id (or its T-XXXXXXXX number)
  ticket reply <ticket> --message "..." [--name "Customer service"]   answers by mail; status RESOLVED
  ticket close <ticket>
  review list [--brand WPX-ES] [--status PENDING]
  review approve <id> | review reject <id>  customer reviews appear on /reviews once approved

Analytics (page views of visitors who accepted analytics; crawlers and the health check excluded):
  events summary [--day 2026-11-23] [--brand WPX-ES]   per brand: page views, distinct paths, top 5 paths (UTC day, default today)

Marketer console (staff accounts are separate from shop customers):
  staff list
  staff create <email> --name "Ana" --role marketer|ops-admin [--brands WPX-PL,WPX-CZ] [--password-stdin]
  staff assign <email> WPX-PL,WPX-CZ       brands a marketer manages (replaces the list; ends their sessions)
  staff role <email> marketer|ops-admin
  staff password <email> --password-stdin
  staff disable <email> | staff enable <email>
  audit [--brand WPX-CZ] [--limit 20]      publishes, rollbacks, review decisions and staff changes, with before/after

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
        for (const o of oq.listOrders(db, {
          brandSlug: f.value.brand ?? null,
          statuses: statuses ?? null,
          limit,
          afterId: 0,
        })) {
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
        }
        return 0
      }
      case 'show': {
        const o = order(db, rest[0])
        console.log(
          JSON.stringify(
            {
              ...orderJson(db, o),
              payments: oq.paymentsOfOrder(db, o.id),
              events: oq.orderEventRows(db, o.id),
              returns: oq.returnsOfOrder(db, o.id),
              actions: oq.actionsOfOrder(db, o.id),
            },
            null,
            2,
          ),
        )
        return 0
      }
      case 'mark-paid': {
        const o = order(db, rest[0])
        const mail = createOrderMailer({
          db,
          registry,
          translate: createServerTranslator({ rootDir: resolve('.') }),
          originOf,
        })
        const result = markOrderPaid({ db, providers: {}, mail, now }, o.id, 'ops')
        if (!result.ok) return fail(result.error)
        console.log(
          `order ${o.id} (${o.publicId}) is paid: status ${oq.findOrderById(db, o.id)!.status}; the confirmation mail goes out with the running server`,
        )
        return 0
      }
      case 'move': {
        const [ref, status, ...flagArgs] = rest
        const o = order(db, ref)
        const f = parseFlags(flagArgs, ['tracking', 'shipment-state', 'note'] as const)
        if (!f.ok) return fail(f.error.message)
        if (!/^\d{1,3}$/.test(status ?? '')) return fail('give the new status code, e.g. order move 12 9')
        const result = moveOrder(
          db,
          o.id,
          {
            to: Number(status),
            actor: 'ops',
            note: f.value.note,
            trackingNumber: f.value.tracking,
            shipmentState: f.value['shipment-state'],
          },
          now,
        )
        if (!result.ok) return fail(result.message)
        console.log(
          `order ${o.id}: ${o.status} -> ${result.order.status}${result.order.shipmentState ? ` (${result.order.shipmentState})` : ''}`,
        )
        return 0
      }
      case 'refund': {
        const [ref, ...flagArgs] = rest
        const o = order(db, ref)
        const f = parseFlags(flagArgs, ['reason', 'amount'] as const)
        if (!f.ok) return fail(f.error.message)
        if (!f.value.reason) return fail('--reason is required')
        if (f.value.amount !== undefined && !/^\d+$/.test(f.value.amount))
          return fail('--amount is in minor units (1250 = 12.50)')
        const result = openRefund(
          db,
          o.id,
          { reason: f.value.reason, amountMinor: f.value.amount === undefined ? undefined : Number(f.value.amount) },
          now,
        )
        if (!result.ok) return fail(result.error)
        const site = registry
          .all()
          .find((b) => b.slug === o.brandSlug)
          ?.sites.find((s) => s.code === o.siteCode)
        const path = `/tracking/${o.publicId}/user_required_actions/${result.actionId}`
        console.log(
          `refund opened; the shopper gives the account at ${site ? originOf(site.hosts[0]!) + localizePath(path, o.language as never, siteRouting(site)) : path}`,
        )
        return 0
      }
      case 'return': {
        const [ref, returnId, status] = rest
        const o = order(db, ref)
        if (!/^\d+$/.test(returnId ?? '') || !/^\d+$/.test(status ?? ''))
          return fail('usage: order return <order> <return id> <5|100>')
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
        if (f.value.brand && !registry.all().some((b) => b.slug === f.value.brand))
          return fail(`no brand ${f.value.brand}`)
        const result = createApiKey(db, { name: name ?? '', brandSlug: f.value.brand ?? null }, now)
        if (!result.ok) return fail(result.error)
        console.log(
          `API key for ${name}${f.value.brand ? ` (${f.value.brand} only)` : ' (all brands)'}; it is shown only now:\n${result.key}`,
        )
        return 0
      }
      case 'list':
        for (const k of oq.listApiKeys(db))
          console.log(
            [
              k.name.padEnd(20),
              (k.brandSlug ?? 'all brands').padEnd(10),
              `created ${when(k.createdAt)}`,
              k.lastUsedAt ? `used ${when(k.lastUsedAt)}` : 'never used',
              k.revokedAt ? `REVOKED ${when(k.revokedAt)}` : '',
            ].join('  '),
          )
        return 0
      case 'revoke':
        return oq.revokeApiKey(db, rest[0] ?? '', now)
          ? (console.log(`revoked ${rest[0]}`), 0)
          : fail(`no API key named ${rest[0] ?? ''}`)
    }
  }
  if (group === 'ticket') return runTicket(db, action, rest, registry, now)
  if (group === 'review') {
    if (action === 'list') {
      const f = parseFlags(rest, ['brand', 'status'] as const)
      if (!f.ok) return fail(f.error.message)
      if (f.value.status && !(REVIEW_STATUSES as readonly string[]).includes(f.value.status))
        return fail(`--status must be one of ${REVIEW_STATUSES.join(', ')}`)
      for (const r of listReviews(db, {
        brandSlug: f.value.brand ?? null,
        status: (f.value.status as ReviewStatus | undefined) ?? null,
      }))
        console.log(
          [
            String(r.id).padStart(6),
            r.brandSlug.padEnd(6),
            r.language,
            r.status.padEnd(9),
            `${r.rating}/5`,
            r.authorFirstName,
            JSON.stringify(r.text.slice(0, 60)),
          ].join('  '),
        )
      return 0
    }
    if (action === 'approve' || action === 'reject') {
      if (!/^\d+$/.test(rest[0] ?? '')) return fail(`usage: review ${action} <id>`)
      const result = moderateReview(db, Number(rest[0]), action === 'approve' ? 'PUBLISHED' : 'REJECTED')
      if (!result.ok) return fail(result.error)
      console.log(`review ${rest[0]} ${action === 'approve' ? 'published' : 'rejected'}`)
      return 0
    }
    return fail('review commands: list, approve <id>, reject <id>')
  }
  if (group === 'customer') {
    return runCustomer(db, action, rest, registry, now)
  }
  if (group === 'events') {
    if (action !== 'summary') return fail(`unknown events command ${action ?? ''} (summary)`)
    const f = parseFlags(rest, ['day', 'brand'] as const)
    if (!f.ok) return fail(f.error.message)
    const day = f.value.day ?? new Date(now).toISOString().slice(0, 10)
    const from = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN
    if (Number.isNaN(from) || new Date(from).toISOString().slice(0, 10) !== day)
      return fail('--day takes a date like 2026-11-23')
    const summary = pageEventSummary(db, { from, to: from + 86_400_000, brandSlug: f.value.brand ?? null })
    if (summary.length === 0) console.log(`${day}: no page events${f.value.brand ? ` for ${f.value.brand}` : ''}`)
    for (const b of summary) {
      console.log(`${day}  ${b.brandSlug}  page views ${b.pageViews}  distinct paths ${b.distinctPaths}`)
      for (const p of b.topPaths) console.log(`  ${String(p.views).padStart(6)}  ${p.path}`)
    }
    return 0
  }
  if (group === 'staff') return runStaff(db, action, rest, registry, now)
  if (group === 'audit') {
    const f = parseFlags(
      [action, ...rest].filter((a): a is string => a !== undefined),
      ['brand', 'limit'] as const,
    )
    if (!f.ok) return fail(f.error.message)
    const brand = f.value.brand?.toUpperCase() ?? null
    if (brand && !registry.all().some((b) => b.slug === brand)) return fail(`no brand ${brand}`)
    if (f.value.limit !== undefined && !/^\d{1,4}$/.test(f.value.limit)) return fail('--limit takes a number')
    for (const e of auditEntries(db, { brand, limit: Number(f.value.limit ?? 20) })) {
      const head = [`#${e.id}`, when(e.at), e.staffEmail, e.brandSlug ?? '(staff)', e.action, e.summary].join('  ')
      const extra = [
        e.rollbackOf !== null ? `rolls back #${e.rollbackOf}` : '',
        e.rolledBackBy !== null ? `rolled back by #${e.rolledBackBy}` : '',
      ]
        .filter(Boolean)
        .join(', ')
      console.log(extra ? `${head}  (${extra})` : head)
      for (const c of e.changes) console.log(`    ${c.path}: ${showValue(c.before)} -> ${showValue(c.after)}`)
    }
    return 0
  }
  if (group === 'outbox') {
    const f = parseFlags(
      [action, ...rest].filter((a): a is string => a !== undefined),
      ['limit'] as const,
    )
    if (!f.ok) return fail(f.error.message)
    for (const m of readOutbox(resolve(env.OUTBOX_DIR)).slice(-Number(f.value.limit ?? 10)))
      console.log(`${m.file}\n  to: ${m.to}\n  subject: ${m.subject}\n`)
    return 0
  }
  process.stderr.write(
    group === 'help' || group === undefined ? USAGE : `error: unknown command ${args.join(' ')}\n\n${USAGE}`,
  )
  return group === 'help' ? 0 : 2
}

function runTicket(
  db: Db,
  action: string | undefined,
  rest: string[],
  registry: ReturnType<typeof createTenantRegistry>,
  now: number,
): number {
  const find = (ref: string | undefined) => {
    const id = (ref ?? '').trim().toLowerCase().replace(/^t-/, '')
    const t =
      id.length === 26
        ? sq.findTicketByPublicId(db, id)
        : sq
            .listTickets(db, { brandSlug: null, status: null })
            .find((x) => x.publicId.startsWith(id) && id.length === 8)
    if (!t) throw new Error(`no ticket ${ref ?? ''}`)
    return t
  }
  const deps = {
    db,
    now: () => now,
    translate: createServerTranslator({ rootDir: resolve('.') }),
    attachmentsDir: resolve(dirname(resolve(parseEnv().DATABASE_PATH)), 'attachments'),
  }
  switch (action) {
    case 'list': {
      const f = parseFlags(rest, ['brand', 'status'] as const)
      if (!f.ok) return fail(f.error.message)
      for (const t of sq.listTickets(db, { brandSlug: f.value.brand ?? null, status: f.value.status ?? null }))
        console.log(
          [
            shortTicketNumber(t.publicId),
            t.publicId,
            t.brandSlug.padEnd(6),
            t.status.padEnd(8),
            t.email.padEnd(28),
            JSON.stringify(t.subject),
            when(t.updatedAt),
          ].join('  '),
        )
      return 0
    }
    case 'show': {
      const t = find(rest[0])
      console.log(JSON.stringify({ ...t, messages: ticketThread(db, t) }, null, 2))
      return 0
    }
    case 'reply': {
      const [ref, ...flagArgs] = rest
      const t = find(ref)
      const f = parseFlags(flagArgs, ['message', 'name'] as const)
      if (!f.ok) return fail(f.error.message)
      const brand = registry.all().find((b) => b.slug === t.brandSlug)
      if (!brand) return fail(`no brand ${t.brandSlug}`)
      const result = staffReply(
        deps,
        t,
        {
          name: f.value.name ?? 'Customer service',
          from: `${brand.displayName} <${brand.legal.email}>`,
          brandName: brand.displayName,
        },
        { message: f.value.message ?? '' },
      )
      if (!result.ok)
        return fail(result.error === 'CLOSED' ? 'the ticket is closed' : '--message needs at least 2 characters')
      console.log(`answered ${shortTicketNumber(t.publicId)}; the mail goes out with the running server`)
      return 0
    }
    case 'close': {
      const t = find(rest[0])
      const result = closeTicket(deps, t)
      if (!result.ok) return fail('the ticket is already closed')
      console.log(`closed ${shortTicketNumber(t.publicId)}`)
      return 0
    }
  }
  return fail('ticket commands: list, show, reply, close')
}

function runCustomer(
  db: Db,
  action: string | undefined,
  rest: string[],
  registry: ReturnType<typeof createTenantRegistry>,
  now: number,
): number {
  const brandOf = (slug: string | undefined) => {
    const brand = registry.all().find((b) => b.slug === slug)
    if (!brand) throw new Error(`no brand ${slug ?? ''}`)
    return brand
  }
  const parsePermissions = (raw: string): Permission[] => {
    const list = raw
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
    const bad = list.filter((p) => !(PERMISSIONS as readonly string[]).includes(p))
    if (bad.length) throw new Error(`unknown permission ${bad.join(', ')} (known: ${PERMISSIONS.join(', ')})`)
    return [...new Set(list)] as Permission[]
  }
  const find = (slug: string | undefined, email: string | undefined) => {
    const brand = brandOf(slug)
    const c = aq.findCustomerByEmail(db, brand.slug, (email ?? '').trim().toLowerCase())
    if (!c) throw new Error(`no account ${email ?? ''} at ${brand.slug}`)
    return c
  }
  switch (action) {
    case 'list': {
      const f = parseFlags(rest, ['brand'] as const)
      if (!f.ok) return fail(f.error.message)
      for (const c of aq.listCustomers(db, f.value.brand ?? null)) {
        console.log(
          [
            String(c.id).padStart(5),
            c.brandSlug.padEnd(6),
            c.email.padEnd(32),
            c.kind.padEnd(8),
            (c.permissions as string[]).join(',') || '-',
            c.emailVerifiedAt ? 'confirmed' : 'unconfirmed',
          ].join('  '),
        )
      }
      return 0
    }
    case 'create': {
      const [slug, email, ...flagArgs] = rest
      const brand = brandOf(slug)
      const f = parseFlags(
        flagArgs.filter((a) => a !== '--password-stdin'),
        ['first-name', 'last-name', 'kind', 'permissions'] as const,
      )
      if (!f.ok) return fail(f.error.message)
      const normalized = (email ?? '').trim().toLowerCase()
      if (!isValidEmail(normalized)) return fail(`not a valid email: ${email ?? ''}`)
      if (!f.value['first-name']) return fail('--first-name is required')
      const kind = f.value.kind ?? 'customer'
      if (!(ACCOUNT_KINDS as readonly string[]).includes(kind))
        return fail(`--kind must be ${ACCOUNT_KINDS.join(' or ')}`)
      const permissions =
        f.value.permissions === undefined ? [...DEFAULT_CUSTOMER_PERMISSIONS] : parsePermissions(f.value.permissions)
      if (aq.findCustomerByEmail(db, brand.slug, normalized))
        return fail(`${normalized} already has an account at ${brand.slug}`)
      let passwordHash: string | null = null
      if (flagArgs.includes('--password-stdin')) {
        const password = readFileSync(0, 'utf8').replace(/\r?\n$/, '')
        const problem = passwordProblem(password, normalized)
        if (problem)
          return fail(`password refused: ${problem.toLowerCase().replace(/_/g, ' ')} (at least 10 characters)`)
        passwordHash = hashPasswordSync(password)
      }
      const language = brand.sites[0]!.languages[0]!.language
      const id = db.transaction(() => {
        const id = aq.insertCustomer(db, {
          brandSlug: brand.slug,
          email: normalized,
          emailVerifiedAt: now,
          passwordHash,
          firstName: f.value['first-name']!,
          lastName: f.value['last-name'] ?? '',
          birthDate: null,
          kind,
          permissions,
          canMakeOrders: true,
          newsletter: false,
          language,
          createdAt: now,
          updatedAt: now,
        })
        if (kind === 'internal')
          aq.upsertPartner(db, {
            customerId: id,
            affiliateId: 100_000 + id,
            payoutIban: null,
            payoutHolder: null,
            commissionPercent: 10,
            updatedAt: now,
          })
        return id
      })
      console.log(
        `created ${kind} ${normalized} (#${id}) at ${brand.slug} with permissions ${permissions.join(',') || 'none'}${passwordHash ? '' : '; no password: sign in with an email link or reset the password'}`,
      )
      return 0
    }
    case 'set-permissions': {
      const [slug, email, list] = rest
      if (list === undefined) return fail('usage: customer set-permissions <BRAND> <email> orders,tickets')
      const c = find(slug, email)
      const permissions = parsePermissions(list)
      aq.updateCustomer(db, c.id, { permissions, updatedAt: now })
      console.log(
        `${c.email} at ${c.brandSlug}: permissions ${(c.permissions as string[]).join(',') || 'none'} -> ${permissions.join(',') || 'none'}`,
      )
      return 0
    }
    case 'set-kind': {
      const [slug, email, kind] = rest
      if (!(ACCOUNT_KINDS as readonly string[]).includes(kind ?? ''))
        return fail(`kind must be ${ACCOUNT_KINDS.join(' or ')}`)
      const c = find(slug, email)
      db.transaction(() => {
        aq.updateCustomer(db, c.id, { kind, updatedAt: now })
        if (kind === 'internal' && !aq.partnerOf(db, c.id))
          aq.upsertPartner(db, {
            customerId: c.id,
            affiliateId: 100_000 + c.id,
            payoutIban: null,
            payoutHolder: null,
            commissionPercent: 10,
            updatedAt: now,
          })
      })
      console.log(`${c.email} at ${c.brandSlug}: kind ${c.kind} -> ${kind}`)
      return 0
    }
  }
  return fail(`unknown customer command ${action ?? ''} (list, create, set-permissions, set-kind)`)
}

function runStaff(
  db: Db,
  action: string | undefined,
  rest: string[],
  registry: ReturnType<typeof createTenantRegistry>,
  now: number,
): number {
  const brands = registry.all().map((b) => b.slug)
  const password = (args: string[]) =>
    args.includes('--password-stdin') ? readFileSync(0, 'utf8').replace(/\r?\n$/, '') : null
  const done = (r: { ok: true } | { ok: false; message: string }, line: string) =>
    r.ok ? (console.log(line), 0) : fail(r.message)
  switch (action) {
    case 'list':
      for (const s of listStaffLines(db))
        console.log(
          [
            String(s.id).padStart(4),
            s.email.padEnd(32),
            s.role.padEnd(9),
            s.brands.join(',') || '-',
            s.disabled ? 'DISABLED' : s.hasPassword ? 'active' : 'no password',
          ].join('  '),
        )
      return 0
    case 'create': {
      const [email, ...flagArgs] = rest
      const f = parseFlags(
        flagArgs.filter((a) => a !== '--password-stdin'),
        ['name', 'role', 'brands'] as const,
      )
      if (!f.ok) return fail(f.error.message)
      if (!email)
        return fail('usage: staff create <email> --name "Ana" --role marketer [--brands WPX-PL] [--password-stdin]')
      const r = createStaff(
        db,
        OPS_CLI_ACTOR,
        {
          email,
          name: f.value.name ?? '',
          role: f.value.role ?? '',
          brands: (f.value.brands ?? '').split(','),
          password: password(flagArgs),
        },
        brands,
        now,
      )
      return done(
        r,
        r.ok
          ? `created ${r.value.role} ${r.value.email} (#${r.value.id}) for ${r.value.brands.join(',') || (r.value.role === 'ops-admin' ? 'every brand' : 'no brand yet')}${r.value.hasPassword ? '' : '; set a password with staff password <email> --password-stdin'}`
          : '',
      )
    }
    case 'assign': {
      const [email, list] = rest
      if (!email || list === undefined) return fail('usage: staff assign <email> WPX-PL,WPX-CZ')
      const r = assignBrands(db, OPS_CLI_ACTOR, email, list.split(','), brands, now)
      return done(
        r,
        r.ok ? `${email}: brands ${r.value.before.join(',') || 'none'} -> ${r.value.after.join(',') || 'none'}` : '',
      )
    }
    case 'role': {
      const [email, role] = rest
      if (!email || !role) return fail('usage: staff role <email> marketer|ops-admin')
      const r = setRole(db, OPS_CLI_ACTOR, email, role, now)
      return done(r, r.ok ? `${email}: role ${r.value.before} -> ${r.value.after}` : '')
    }
    case 'password': {
      const [email, ...flagArgs] = rest
      if (!email || !flagArgs.includes('--password-stdin'))
        return fail('usage: staff password <email> --password-stdin')
      return done(
        setStaffPassword(db, OPS_CLI_ACTOR, email, password(flagArgs) ?? '', now),
        `${email}: password set; their sessions ended`,
      )
    }
    case 'disable':
    case 'enable': {
      const [email] = rest
      if (!email) return fail(`usage: staff ${action} <email>`)
      return done(setDisabled(db, OPS_CLI_ACTOR, email, action === 'disable', now), `${email}: ${action}d`)
    }
  }
  return fail(`unknown staff command ${action ?? ''} (list, create, assign, role, password, disable, enable)`)
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
