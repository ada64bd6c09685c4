import { Router, json, urlencoded, type Request, type Response } from 'express'
import type { Limiter } from '../services/limits/limiter.js'
import { requesterKeys } from '../http/requester.js'
import { uploadSessionKey } from './images.js'
import { requestContext } from '../http/request-context.js'
import type { Db } from '../../db/client.js'
import { sendError } from '../http/http-error.js'
import { cartContext, wantsJson } from './cart-context.js'
import type { VatIdChecker } from '../services/checkout/vat-id-checker.js'
import { saveAddress, saveContact, saveShipment, type SaveResult } from '../services/checkout/checkout.js'
import { consumeCart, paymentMethodsFor, placeOrder, type PlaceOrderError } from '../services/orders/place-order.js'
import {
  applyPaymentOutcome,
  beginPayment,
  type BeginPaymentResult,
  type PaymentDeps,
} from '../services/orders/payments.js'
import { brandOrder, paymentWithOrder } from '../services/orders/order-lookup.js'
import type { Tenant } from '../domain/tenancy/tenant.js'
import { ownerId } from '../middleware/auth.js'
import type { CartContext } from '../services/cart/cart.js'
import { orderAttribution } from '../domain/analytics/attribution.js'
import { siteOrigin, type OriginOf } from '../origin.js'

export interface CheckoutRouterOptions {
  db: Db
  now?: () => number
  payments: Omit<PaymentDeps, 'now'>
  /** Called after a change that queued work (mail, webhooks), so it goes out without waiting for the next tick. */
  kick: () => void
  /** Public origin of a host: return and webhook URLs name the site's configured host, never the request's Host. */
  originOf: OriginOf
  /** An order renews its session's upload budget (decision 047). */
  limiter: Limiter
  /** Checks a company's VAT id from another member state in VIES (decision 056); none: VAT is always charged. */
  vatIdChecker?: VatIdChecker | null
}

/** How the router answers each place-order error: status for JSON, and the step a form post goes back to (0: the cart). */
const PLACE_ERROR_RESPONSES: Record<PlaceOrderError, { status: number; message: string; step: number }> = {
  EMPTY_CART: { status: 409, message: 'The cart is empty.', step: 0 },
  STEP_MISSING: { status: 409, message: 'Complete the previous checkout steps first.', step: 1 },
  METHOD_NOT_OFFERED: { status: 400, message: 'This payment method is not offered here.', step: 4 },
  CART_CHANGED: { status: 409, message: 'The cart changed since you reviewed it; check it again.', step: 4 },
  SHIPMENT_UNAVAILABLE: { status: 409, message: 'The chosen shipment is no longer available; choose again.', step: 3 },
  BAD_IDEMPOTENCY_KEY: {
    status: 400,
    message: 'idempotencyKey must be 16-64 characters of A-Z, a-z, 0-9, _ or -.',
    step: 4,
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This idempotency key was used by another checkout; send a new one.',
    step: 4,
  },
  PROMOTION_USED_UP: {
    status: 409,
    message: 'The promotion code has no uses left and was removed from the cart; check the new total.',
    step: 4,
  },
  PROMOTION_USED_UP_FOR_EMAIL: {
    status: 409,
    message:
      'This email address has used the promotion code as often as one shopper may; it was removed from the cart, check the new total.',
    step: 4,
  },
  TERMS_NOT_ACCEPTED: {
    status: 400,
    message: 'Accept the terms and conditions and the privacy policy (acceptTerms) to place the order.',
    step: 4,
  },
}

/**
 * Checkout steps as form posts (303 to the next step or back with the invalid fields named; no JS needed) and as
 * JSON for scripts (400/409 with {error}). Step 4 places the order, then hands the shopper to the payment provider.
 */
export function checkoutRouter(opts: CheckoutRouterOptions): Router {
  const router = Router({ mergeParams: true })
  router.use(urlencoded({ extended: false, limit: '4kb' }), json({ limit: '4kb' }))
  const now = () => (opts.now ?? Date.now)()
  const context = (req: Request, res: Response): CartContext | null => cartContext(req, res, opts.db, now())
  const prefix = (req: Request) => req.baseUrl.replace(/\/checkout$/, '')
  const providers = [...opts.payments.providers.values()]

  const step =
    (n: number, save: (c: CartContext, body: unknown, tenant: Tenant) => Promise<SaveResult>) =>
    async (req: Request, res: Response) => {
      const c = context(req, res)
      if (!c) return sendError(res, 404, 'not_found', 'No such checkout.')
      const result = await save(c, req.body, requestContext(res).tenant)
      if (wantsJson(req)) {
        if (result.ok) return res.json({ ok: true, next: n + 1 })
        if ('error' in result)
          return result.error === 'EMPTY_CART'
            ? sendError(res, 409, 'empty_cart', 'The cart is empty.')
            : sendError(res, 409, 'step_missing', 'Complete the previous checkout steps first.')
        return res.status(400).json({
          error: {
            code: 'invalid_fields',
            message: `Check these fields: ${result.fields.join(', ')}`,
            fields: result.fields,
          },
        })
      }
      if (result.ok) return res.redirect(303, `${req.baseUrl}?step=${n + 1}`)
      if ('error' in result)
        return res.redirect(303, result.error === 'EMPTY_CART' ? `${prefix(req)}/cart` : req.baseUrl)
      const keep =
        n === 3 && typeof req.body?.pickupPostalCode === 'string'
          ? `&pickup_postal_code=${encodeURIComponent(String(req.body.pickupPostalCode).slice(0, 12))}`
          : ''
      res.redirect(303, `${req.baseUrl}?step=${n}&invalid=${encodeURIComponent(result.fields.join(','))}${keep}`)
    }
  router.post(
    '/contact',
    step(1, (c, body, tenant) =>
      saveContact(c, body, { checker: opts.vatIdChecker ?? null, sellerVatId: tenant.brand.legal.vatId }),
    ),
  )
  router.post('/address', async (req, res) => {
    const user = requestContext(res).user
    await step(2, (c, body) => saveAddress(c, body, user ? Number(user.id) : null))(req, res)
  })
  router.post(
    '/shipment',
    step(3, (c, body, tenant) => saveShipment(c, tenant.site, body)),
  )

  const paymentUrls = (req: Request, res: Response) => {
    const origin = siteOrigin(opts.originOf, requestContext(res).tenant.site)
    return {
      returnUrl: (paymentId: string) => `${origin}${prefix(req)}/checkout/payment-return?payment=${paymentId}`,
      webhookUrl: (provider: string) => `${origin}/api/payments/${provider}/webhook`,
    }
  }
  const orderPage = (req: Request, publicId: string, extra = '') =>
    `${prefix(req)}/order-completed?order=${publicId}${extra}`
  const afterBegin = async (
    req: Request,
    res: Response,
    order: { publicId: string; cartId: string },
    begun: BeginPaymentResult,
  ) => {
    // Only a start without a hosted page (bank transfer) queues jobs (its mail and deadlines); a hosted page's outcome
    // arrives later by webhook or return, which kick then. A sweep per submission would add a claim to every order.
    if (begun.ok && begun.next.kind === 'order-page') opts.kick()
    const publicId = order.publicId
    if (begun.ok || begun.error === 'NOT_PAYABLE') await consumeCart(opts.db, order.cartId)
    if (!begun.ok) {
      const code =
        begun.error === 'NOT_PAYABLE'
          ? 'not_payable'
          : begun.error === 'METHOD_NOT_OFFERED'
            ? 'method_not_offered'
            : 'provider_error'
      if (wantsJson(req))
        return sendError(res, begun.error === 'PROVIDER_ERROR' ? 502 : 409, code, `Payment could not start: ${code}.`)
      return res.redirect(303, orderPage(req, publicId, `&payment=${code}`))
    }
    const next = begun.next.kind === 'redirect' ? begun.next.url : orderPage(req, publicId)
    if (wantsJson(req)) return res.json({ ok: true, order: publicId, next })
    res.redirect(303, next)
  }

  /** Who pays, as the provider needs it: language, locale (the site's hreflang, e.g. pl-PL) and country. */
  const payer = (c: CartContext, tenant: Tenant) => ({
    language: c.sf.language,
    locale: tenant.site.languages.find((l) => l.language === c.sf.language)?.hreflang ?? c.sf.language,
    country: tenant.site.country,
  })

  router.post('/place', async (req, res) => {
    const c = context(req, res)
    if (!c) return sendError(res, 404, 'not_found', 'No such checkout.')
    const { tenant, user, cookies } = requestContext(res)
    const body = (req.body ?? {}) as Record<string, unknown>
    const key = req.get('idempotency-key') ?? body.idempotencyKey
    const result = await placeOrder(
      c,
      tenant,
      {
        cartId: typeof body.cartId === 'string' ? body.cartId : '',
        idempotencyKey: typeof key === 'string' ? key : '',
        paymentMethod: typeof body.paymentMethod === 'string' ? body.paymentMethod : '',
        // The form's checkbox sends "on"; JSON clients send true.
        termsAccepted: body.acceptTerms === 'on' || body.acceptTerms === true || body.acceptTerms === 'true',
        customerId: user ? Number(user.id) : null,
        // Affiliate, Google Ads campaign and landing identifiers from the attribution cookies (afcust stays a digit string).
        attribution: orderAttribution(cookies),
      },
      providers,
    )
    if (!result.ok) {
      const e = PLACE_ERROR_RESPONSES[result.error]
      if (wantsJson(req)) return sendError(res, e.status, result.error.toLowerCase(), e.message)
      if (e.step === 0) return res.redirect(303, `${prefix(req)}/cart`)
      // A form never reuses another checkout's key unless forged: the page's message for a bad key says enough.
      const shown = result.error === 'IDEMPOTENCY_KEY_REUSED' ? 'bad_idempotency_key' : result.error.toLowerCase()
      return res.redirect(303, `${req.baseUrl}?step=${e.step}&error=${shown}`)
    }
    const { order } = result
    await opts.limiter.renewUploadBudget(uploadSessionKey(res), requesterKeys(req, res))
    // A replayed submit resumes the payment of the first one (same hosted page) rather than starting a second.
    const method = paymentMethodsFor(tenant, providers).find((m) => m === order.paymentMethod)!
    await afterBegin(
      req,
      res,
      order,
      await beginPayment({ ...opts.payments, now: now() }, order.id, method, paymentUrls(req, res), payer(c, tenant)),
    )
  })

  /** Paying again after a failed or canceled attempt, possibly with another method. */
  router.post('/pay', async (req, res) => {
    const c = context(req, res)
    if (!c) return sendError(res, 404, 'not_found', 'No such checkout.')
    const body = (req.body ?? {}) as Record<string, unknown>
    const order = await brandOrder(opts.db, body.order, c.sf.brandSlug)
    // Only the session (or account) that placed the order may pay it from here; others get the 404 of a wrong id.
    if (!order || order.sessionId !== ownerId(res)) return sendError(res, 404, 'not_found', 'No such order.')
    const method = paymentMethodsFor(requestContext(res).tenant, providers).find((m) => m === body.paymentMethod)
    if (!method) {
      if (wantsJson(req)) return sendError(res, 400, 'method_not_offered', 'This payment method is not offered here.')
      return res.redirect(303, orderPage(req, order.publicId, '&payment=method_not_offered'))
    }
    await afterBegin(
      req,
      res,
      order,
      await beginPayment(
        { ...opts.payments, now: now() },
        order.id,
        method,
        paymentUrls(req, res),
        payer(c, requestContext(res).tenant),
      ),
    )
  })

  /**
   * The provider sends the shopper back here. The webhook may not have arrived yet, so the provider is asked directly;
   * both paths apply the outcome through the same exactly-once function.
   */
  router.get('/payment-return', async (req, res) => {
    const id =
      typeof req.query.payment === 'string' && /^pay_[a-z2-7]{24}$/.test(req.query.payment) ? req.query.payment : null
    const found = id ? await paymentWithOrder(opts.db, id) : null
    if (!found || found.order.sessionId !== ownerId(res)) return sendError(res, 404, 'not_found', 'No such payment.')
    const { payment, order } = found
    const provider = opts.payments.providers.get(payment.provider)
    const query: Record<string, string> = {}
    for (const [k, v] of Object.entries(req.query)) if (typeof v === 'string') query[k] = v.slice(0, 2000)
    let looked: Awaited<ReturnType<NonNullable<typeof provider>['lookup']>> = null
    try {
      looked = provider && payment.providerRef ? await provider.lookup(payment.providerRef, query) : null
    } catch (err) {
      // The provider could not be asked: the order page shows what the webhook has told so far.
      opts.payments.onProviderError?.(payment.provider, err)
    }
    if (looked && payment.providerRef) {
      // Where the webhook is the truth (Adyen), only "pending" is recorded: the order page says the payment is being
      // confirmed; a failure is shown to the shopper and the order stays payable.
      if (looked.apply || looked.outcome === 'pending')
        await applyPaymentOutcome(
          { ...opts.payments, now: now() },
          { provider: payment.provider, providerRef: payment.providerRef, outcome: looked.outcome, actor: 'return' },
        )
      opts.kick()
    }
    const outcome = looked?.outcome
    const flag = outcome === 'failed' || outcome === 'canceled' ? `&payment=${outcome}` : ''
    res.redirect(303, orderPage(req, order.publicId, flag))
  })
  return router
}
