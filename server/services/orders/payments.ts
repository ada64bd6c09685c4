import { transaction } from '../../../db/transaction.js'
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import type { Db } from '../../../db/client.js'
import * as oq from '../../../db/queries/orders.js'
import type { PaymentMethod } from '../../domain/vocabulary/shop-enums.js'
import { ORDER_STATUS, type OrderStatus } from '../../domain/orders/order-status.js'
import {
  paymentKindOf,
  providerFor,
  transitionPayment,
  type PaymentStatus,
} from '../../domain/payments/payment-methods.js'
import type {
  PaymentLineItem,
  PaymentProvider,
  ProviderOutcome,
  StartPaymentInput,
  StartPaymentResult,
} from '../payments/provider.js'
import { vatRateFor } from '../../domain/money/vat-rates.js'
import { queueOrderMail, type OrderMailer } from './order-mail-queue.js'
import { issueInvoice } from './invoices.js'
import { scheduleTransferDeadlines, type TransferDays } from './transfer-deadlines.js'

/** By id. A Map, not an object: a name from a URL (`constructor`, `__proto__`) must never find an inherited member. */
export type PaymentProviders = ReadonlyMap<string, PaymentProvider>

export type { OrderMailDetail, OrderMailEvent, OrderMailer } from './order-mail-queue.js'

export interface PaymentDeps {
  db: Db
  providers: PaymentProviders
  mail: OrderMailer
  now: number
  /** Told when a provider call fails (logged by the app); the shopper gets PROVIDER_ERROR. */
  onProviderError?: (provider: string, err: unknown) => void
  /** The brand's bank-transfer reminder and cancellation days (default 3 and 10). */
  transferDays?: (brandSlug: string) => TransferDays
}

/**
 * How long an attempt without a provider reference counts as being started by another request (longer than a provider
 * call takes: ADYEN_TIMEOUT_MS defaults to 15 s), counted from the attempt's creation. An older one was left by a
 * process that stopped mid-call: the next submission cancels it and starts afresh.
 */
const STARTING_MS = 30_000

/**
 * Waits (polling) until the attempt has its provider reference, at most until it turns stale (STARTING_MS after its
 * creation, not after this request's start). 'failed': its own request ended it; 'stale': nobody finished it.
 */
async function startedAttempt(
  db: Db,
  attempt: { id: string; createdAt: number },
  now: number,
): Promise<oq.PaymentRow | 'failed' | 'stale'> {
  // Bounded by STARTING_MS even when the attempt's creator had a clock ahead of this one.
  const deadline = Date.now() + Math.min(STARTING_MS, Math.max(0, attempt.createdAt + STARTING_MS - now))
  for (;;) {
    const p = await oq.findPayment(db, attempt.id)
    if (!p || p.status !== 'PENDING') return 'failed'
    if (p.providerRef !== null) return p
    if (Date.now() >= deadline) return 'stale'
    await new Promise((r) => setTimeout(r, 25))
  }
}

export const newPaymentId = () => `pay_${encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(15)))}`

export type BeginPaymentResult =
  | { ok: true; next: { kind: 'redirect'; url: string } | { kind: 'order-page' } }
  | { ok: false; error: 'NOT_PAYABLE' | 'METHOD_NOT_OFFERED' | 'PROVIDER_ERROR' }

/**
 * Starts (or resumes) paying an order that waits for payment. A pending attempt with the same method is reused, so a
 * repeated submit sends the shopper back to the same hosted page instead of opening a second charge.
 */
export async function beginPayment(
  deps: PaymentDeps,
  orderId: number,
  method: PaymentMethod,
  urls: { returnUrl: (paymentId: string) => string; webhookUrl: (provider: string) => string },
  shopper: { language: string; locale: string; country: string },
  /** Set when this call takes over an attempt that turned stale while it waited (at most once). */
  retried = false,
): Promise<BeginPaymentResult> {
  const providerId = providerFor(method, [...deps.providers.values()])
  const provider = providerId ? deps.providers.get(providerId) : undefined
  if (!providerId || !provider) return { ok: false, error: 'METHOD_NOT_OFFERED' }
  // The amount is the order's stored total: exactly the total the shopper was shown (decision 024).
  const startInput = async (db: Db, a: NewAttempt): Promise<StartPaymentInput> => ({
    paymentId: a.id,
    orderNumber: orderId,
    attempt: a.attempt,
    amountMinor: a.order.totalMinor,
    currency: a.order.currency,
    method,
    language: shopper.language,
    locale: shopper.locale,
    country: shopper.country,
    brandSlug: a.order.brandSlug,
    shopperEmail: (a.order.contact as { email: string }).email,
    lineItems: await lineItemsOf(db, a.order, shopper.country),
    returnUrl: urls.returnUrl(a.id),
    webhookUrl: urls.webhookUrl(providerId),
  })
  const prepared = await transaction(deps.db, async (tx) => {
    const next = await nextAttempt(deps, tx, orderId, method, providerId)
    // A provider without a network call (bank transfer) starts in this same transaction: no attempt of it is ever
    // left half-started, for a second submission to wait on, by a process that stopped between two steps.
    if (next.kind !== 'new' || !provider.local) return next
    const started = await provider.start(await startInput(tx, next))
    await recordStarted(deps, tx, next, started)
    return { kind: 'started' as const, started }
  })
  if (prepared.kind === 'error') return { ok: false, error: prepared.error }
  if (prepared.kind === 'starting') {
    // Answer as the first submission will: its hosted page once the provider has answered, its error if it failed.
    const settled = await startedAttempt(deps.db, prepared, deps.now)
    if (settled === 'failed') return { ok: false, error: 'PROVIDER_ERROR' }
    // The request that began it is gone (a crash between recording the attempt and the provider's answer): this one
    // takes over, once, at the time the attempt turned stale.
    if (settled === 'stale')
      return retried
        ? { ok: false, error: 'PROVIDER_ERROR' }
        : beginPayment(
            { ...deps, now: Math.max(deps.now, prepared.createdAt + STARTING_MS) },
            orderId,
            method,
            urls,
            shopper,
            true,
          )
    return {
      ok: true,
      next: settled.redirectUrl ? { kind: 'redirect', url: settled.redirectUrl } : { kind: 'order-page' },
    }
  }
  if (prepared.kind === 'reuse') {
    const url = prepared.reuse.redirectUrl
    return { ok: true, next: url ? { kind: 'redirect', url } : { kind: 'order-page' } }
  }
  let started = prepared.kind === 'started' ? prepared.started : null
  if (prepared.kind === 'new') {
    try {
      started = await provider.start(await startInput(deps.db, prepared))
    } catch (err) {
      // The provider failed or timed out: this attempt is over, the order stays payable (status 4) with another try.
      await oq.updatePaymentStatus(deps.db, prepared.id, 'PENDING', 'CANCELED', 'error', deps.now)
      deps.onProviderError?.(providerId, err)
      return { ok: false, error: 'PROVIDER_ERROR' }
    }
    const known = started
    // A hosted page is one UPDATE; an offline start also queues its mail and deadlines, all or nothing.
    if (known.kind === 'offline') await transaction(deps.db, (tx) => recordStarted(deps, tx, prepared, known))
    else await recordStarted(deps, deps.db, prepared, known)
  }
  return {
    ok: true,
    next: started?.kind === 'redirect' ? { kind: 'redirect', url: started.url } : { kind: 'order-page' },
  }
}

interface NewAttempt {
  kind: 'new'
  id: string
  attempt: number
  order: oq.OrderRow
}

/**
 * Reads the order's attempts, then adds one, holding the order's row lock: two submissions at once (on two instances)
 * take turns, so the second finds the first's attempt instead of opening a second hosted page.
 */
async function nextAttempt(deps: PaymentDeps, tx: Db, orderId: number, method: PaymentMethod, providerId: string) {
  const order = await oq.lockOrder(tx, orderId)
  if (!order || order.status !== ORDER_STATUS.AWAITING_PAYMENT)
    return { kind: 'error' as const, error: 'NOT_PAYABLE' as const }
  const attempts = await oq.paymentsOfOrder(tx, orderId)
  const reusable = attempts.find(
    (p) => p.method === method && p.status === 'PENDING' && p.providerRef !== null && p.outcome !== 'failed',
  )
  if (reusable) return { kind: 'reuse' as const, reuse: reusable, order }
  // The same submission a moment ago (a double click, possibly on another instance) is still waiting for the
  // provider: no provider reference yet. A second attempt would open a second hosted page for one order.
  const halfStarted = attempts.filter((p) => p.status === 'PENDING' && p.providerRef === null && p.outcome === null)
  const starting = halfStarted.find((p) => p.method === method && deps.now - p.createdAt < STARTING_MS)
  if (starting) return { kind: 'starting' as const, id: starting.id, createdAt: starting.createdAt }
  // Older ones were left by a process that stopped mid-call: they never reach the provider's answer, so they end here.
  for (const stale of halfStarted.filter((p) => deps.now - p.createdAt >= STARTING_MS))
    await oq.updatePaymentStatus(tx, stale.id, 'PENDING', 'CANCELED', 'error', deps.now)
  const id = newPaymentId()
  await oq.insertPayment(tx, {
    id,
    orderId,
    provider: providerId,
    method,
    kind: paymentKindOf(method),
    status: 'PENDING',
    amountMinor: order.totalMinor,
    currency: order.currency,
    providerRef: null,
    redirectUrl: null,
    outcome: null,
    createdAt: deps.now,
    updatedAt: deps.now,
  })
  // The first attempt of a placement pays with the method the order was placed with: nothing to change.
  if (order.paymentMethod !== method || order.paymentKind !== paymentKindOf(method))
    await oq.setOrderPaymentMethod(tx, orderId, method, paymentKindOf(method), deps.now)
  const next: NewAttempt = { kind: 'new', id, attempt: attempts.length + 1, order }
  return next
}

/** The provider's answer on the attempt; an offline payment (bank transfer) also mails its instructions and deadlines. */
async function recordStarted(deps: PaymentDeps, tx: Db, a: NewAttempt, started: StartPaymentResult): Promise<void> {
  await oq.setPaymentProviderRef(
    tx,
    a.id,
    started.providerRef,
    started.kind === 'redirect' ? started.url : null,
    deps.now,
  )
  if (started.kind !== 'offline') return
  await queueOrderMail({ ...deps, db: tx }, (await oq.findOrderById(tx, a.order.id))!, 'awaiting-transfer')
  const days = deps.transferDays?.(a.order.brandSlug) ?? { reminderDays: 3, cancelDays: 10 }
  // Due by the job runner's clock (wall time), like every job.
  await scheduleTransferDeadlines(tx, a.order.id, days, Date.now())
}

/** The order as line items that add up to its total (lines at their unit price, shipping, each reduction negative). */
async function lineItemsOf(db: Db, order: oq.OrderRow, country: string): Promise<PaymentLineItem[]> {
  const vatPercent = vatRateFor(country)
  const items: PaymentLineItem[] = (await oq.orderLineRows(db, order.id)).map((l) => ({
    id: `line-${l.id}`,
    description: (l.designName ? `${l.articleName} · ${l.designName}` : l.articleName).slice(0, 100),
    quantity: l.quantity,
    unitAmountMinor: l.unitPriceMinor,
    vatPercent,
  }))
  if (order.shippingMinor > 0)
    items.push({
      id: 'shipping',
      description: 'Shipping',
      quantity: 1,
      unitAmountMinor: order.shippingMinor,
      vatPercent,
    })
  // Each reduction of the goods as its own negative line, named as the shopper saw it (decision 041).
  const reductions = (await oq.orderReductionRows(db, order.id)).filter((r) => r.kind !== 'SHIPPING')
  reductions.forEach((r, i) =>
    items.push({
      id: `reduction-${i + 1}`,
      description: (r.kind === 'CODE' ? `Code ${r.label}` : r.label).slice(0, 100),
      quantity: 1,
      unitAmountMinor: -r.amountMinor,
      vatPercent,
    }),
  )
  if (order.discountMinor > 0 && reductions.length === 0)
    items.push({
      id: 'discount',
      description: order.promotionCode ? `Discount ${order.promotionCode}` : 'Discount',
      quantity: 1,
      unitAmountMinor: -order.discountMinor,
      vatPercent,
    })
  return items
}

export type ApplyOutcomeResult =
  | { ok: true; changed: boolean; duplicateEvent: boolean; orderStatus: OrderStatus }
  | { ok: false; error: 'UNKNOWN_PAYMENT' }

/**
 * Applies what the provider reported. Webhook, shopper return and ops may all report the same result, in any order
 * and more than once: the event id is recorded and the status changes are compare-and-set in one transaction that
 * holds the order's row lock, so the order moves 4 -> 0 and the confirmation mail is queued exactly once, and of two
 * attempts succeeding at once on two instances the second is noted as a duplicate to refund.
 */
export async function applyPaymentOutcome(
  deps: PaymentDeps,
  report: { provider: string; providerRef: string; outcome: ProviderOutcome; eventId?: string; actor: string },
): Promise<ApplyOutcomeResult> {
  return transaction(deps.db, async (tx) => {
    const found = await oq.findPaymentByProviderRef(tx, report.provider, report.providerRef)
    if (!found) return { ok: false as const, error: 'UNKNOWN_PAYMENT' as const }
    // The order first (before anything referencing it is written), then the payment read again under its lock.
    const order = (await oq.lockOrder(tx, found.orderId))!
    const payment = (await oq.findPayment(tx, found.id))!
    if (report.eventId && !(await oq.recordWebhookReceipt(tx, report.provider, report.eventId, deps.now))) {
      return { ok: true as const, changed: false, duplicateEvent: true, orderStatus: order.status as OrderStatus }
    }
    const target: PaymentStatus | null =
      report.outcome === 'succeeded' ? 'PAID' : report.outcome === 'pending' ? null : 'CANCELED'
    if (target === null) {
      if (payment.status === 'PENDING' && payment.outcome !== 'pending')
        await oq.setPaymentOutcome(tx, payment.id, 'pending', deps.now)
      return { ok: true as const, changed: false, duplicateEvent: false, orderStatus: order.status as OrderStatus }
    }
    const move = transitionPayment(payment.status as PaymentStatus, target)
    if (
      !move.ok ||
      move.unchanged ||
      !(await oq.updatePaymentStatus(tx, payment.id, payment.status, target, report.outcome, deps.now))
    ) {
      return { ok: true as const, changed: false, duplicateEvent: false, orderStatus: order.status as OrderStatus }
    }
    await oq.insertOrderEvent(tx, {
      orderId: order.id,
      kind: 'payment',
      fromStatus: null,
      toStatus: null,
      shipmentState: null,
      actor: report.actor,
      note: `${payment.method} ${target.toLowerCase()}`,
      at: deps.now,
    })
    if (target !== 'PAID')
      return { ok: true as const, changed: true, duplicateEvent: false, orderStatus: order.status as OrderStatus }
    if (order.status !== ORDER_STATUS.AWAITING_PAYMENT) {
      // Two attempts both succeeded (two tabs, two methods): the order is paid once, ops refunds the other.
      await oq.insertOrderEvent(tx, {
        orderId: order.id,
        kind: 'note',
        fromStatus: null,
        toStatus: null,
        shipmentState: null,
        actor: report.actor,
        note: `duplicate payment ${payment.id}: refund it`,
        at: deps.now,
      })
      return { ok: true as const, changed: true, duplicateEvent: false, orderStatus: order.status as OrderStatus }
    }
    await oq.updateOrderStatus(tx, order.id, ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.RECEIVED, deps.now)
    await oq.insertOrderEvent(tx, {
      orderId: order.id,
      kind: 'status',
      fromStatus: ORDER_STATUS.AWAITING_PAYMENT,
      toStatus: ORDER_STATUS.RECEIVED,
      shipmentState: null,
      actor: report.actor,
      note: null,
      at: deps.now,
    })
    // The invoice is numbered in this transaction: it exists exactly when the order is paid (decision 049).
    await issueInvoice(tx, order, deps.now)
    await queueOrderMail({ ...deps, db: tx }, (await oq.findOrderById(tx, order.id))!, 'paid')
    return { ok: true as const, changed: true, duplicateEvent: false, orderStatus: ORDER_STATUS.RECEIVED }
  })
}

/** Ops confirms a bank transfer arrived (or any pending payment settled outside the shop). */
export async function markOrderPaid(
  deps: PaymentDeps,
  orderId: number,
  actor: string,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const order = await oq.findOrderById(deps.db, orderId)
  if (!order) return { ok: false, error: 'no such order' }
  if (order.status !== ORDER_STATUS.AWAITING_PAYMENT)
    return { ok: false, error: `order ${orderId} is not waiting for payment (status ${order.status})` }
  const pending = (await oq.paymentsOfOrder(deps.db, orderId)).filter(
    (p) => p.status === 'PENDING' && p.providerRef !== null,
  )
  const payment = pending.find((p) => p.provider === 'bank-transfer') ?? pending.at(-1)
  if (!payment) return { ok: false, error: `order ${orderId} has no pending payment to mark paid` }
  await applyPaymentOutcome(deps, {
    provider: payment.provider,
    providerRef: payment.providerRef!,
    outcome: 'succeeded',
    actor,
  })
  return { ok: true }
}
