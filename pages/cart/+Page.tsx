import { PriorPrice } from '../../components/catalog/reduced-price.js'
import { ReductionRows } from '../../components/reduction-rows.js'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { navigate, reload } from 'vike/client/router'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { usePriceFormatter } from '../../components/price.js'
import { useLocalHref, LocalLink } from '../../components/local-link.js'
import { HelpBlock } from '../../components/help-block.js'
import { CARRIER_NAMES } from '../../components/carrier-names.js'
import { sendEcommerceEvent } from '../../components/client/ecommerce-events.js'
import { cartLineJson } from '../../server/domain/cart/cart-line-json.js'
import { CART_CHANGED_EVENT } from '../../components/client/use-shop-session.js'
import { deliveryWindow } from '../../server/domain/orders/order-progress.js'
import { FormField } from '../../components/form-field.js'
import { LineBadge } from '../../components/line-badge.js'
import { VariantSelects } from '../../components/catalog/variant-picker.js'
import { MALFORMED_CODE, PROMOTION_REFUSALS } from '../../server/http/promotion-refusals.js'
import type { Data } from './+data.js'

/** The cart: plain forms (quantity, remove, promotion code) that work without JS; the server prices everything. */
export default function CartPage() {
  const { t, i18n } = useLingui()
  const { cart, options, error, shipment, shippingFromMinor, added, reordered, helpTopics } = useData<Data>()
  const pc = usePageContext()
  const price = usePriceFormatter()
  const href = useLocalHref()
  usePageTitle(t`Your cart`)
  useEffect(() => {
    if (added === null) return
    void sendEcommerceEvent(
      'add_to_cart',
      cart.lines
        .filter((l) => l.articleId === added.articleId)
        .map((l) => cartLineJson({ ...l, quantity: added.quantity })),
      cart.currency,
    )
    // The marker is consumed: a reload of the cart is not another add.
    history.replaceState(history.state, '', location.pathname)
    // Once per page view: the marker in the URL says what was added, later renders are not another add.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const base = `${pc.localePrefix}/cart`
  const offerName = cart.freeShipping?.title
  const threshold = cart.freeShipping ? price(cart.freeShipping.fromMinor) : ''
  const freeShippingHint = !cart.freeShipping
    ? null
    : cart.totals.subtotalMinor - cart.totals.discountMinor >= cart.freeShipping.fromMinor
      ? t`Shipping is free with the offer “${offerName}”.`
      : t`Free shipping from ${threshold} with the offer “${offerName}”.`
  const errors: Record<string, string> = {
    INVALID_INPUT: t`Something in the form was not valid. Please try again.`,
    ARTICLE_NOT_SOLD_HERE: t`This product is not available on this site.`,
    VARIANT_NOT_SOLD_HERE: t`This combination of options is not available on this site.`,
    UNKNOWN_OPTION: t`This product has no such option.`,
    DESIGN_NOT_FOUND: t`This design is not available on this site.`,
    BAD_QUANTITY: t`Choose a quantity from 1 to 99.`,
    UNKNOWN_LINE: t`This item is no longer in your cart.`,
    INVALID_CODE: i18n._(MALFORMED_CODE),
    PRINTS_LINE: t`The copies of prints are set photo by photo on the prints page: choose “Edit” on the line to change them.`,
  }
  const fromPrice = shippingFromMinor ? price(shippingFromMinor) : ''
  const [busy, setBusy] = useState(false)
  /** With JS the same forms post in the background and the page data refreshes in place (no full reload). */
  const enhance = async (e: FormEvent<HTMLElement>) => {
    const form = e.target as HTMLFormElement
    if (form.method.toLowerCase() !== 'post' || !form.action.includes('/cart/')) return
    e.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const res = await fetch(form.action, {
        method: 'POST',
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      })
      if (res.ok) {
        await reload()
        window.dispatchEvent(new Event(CART_CHANGED_EVENT))
      } else {
        const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null
        await navigate(`${base}?error=${encodeURIComponent((body?.error?.code ?? 'invalid_input').toUpperCase())}`)
      }
    } catch {
      form.submit()
    } finally {
      setBusy(false)
    }
  }
  return (
    <section
      className="cart-page"
      onSubmit={(e) => void enhance(e)}
      aria-busy={busy || undefined}
      data-testid="cart-page"
    >
      <h1>
        <Trans>Your cart</Trans>
      </h1>
      {error && (
        <p className="form-error" role="alert" data-testid="cart-error">
          {errors[error]}
        </p>
      )}
      {reordered && (
        <p className={reordered.skipped > 0 ? 'form-error' : 'form-saved'} role="status" data-testid="cart-reordered">
          <Trans>Products added again from your order: {reordered.added}.</Trans>
          {reordered.skipped > 0 && (
            <>
              {' '}
              <Trans>Products no longer available and left out: {reordered.skipped}.</Trans>
            </>
          )}
        </p>
      )}
      {cart.lines.length === 0 ? (
        <>
          <p data-testid="cart-empty">
            <Trans>Your cart is empty. Personalise a product to add it here.</Trans>
          </p>
          <p>
            <LocalLink className="btn btn-primary" to="/">
              <Trans>Browse designs</Trans>
            </LocalLink>
          </p>
        </>
      ) : (
        <>
          <ul className="cart-lines" data-testid="cart-lines">
            {cart.lines.map((l) => (
              <li
                key={l.lineId}
                className={l.personalisedDesignId ? 'cart-line cart-line-personalised' : 'cart-line'}
                data-testid="cart-line"
              >
                <img
                  src={l.urlPreview}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  className="cart-line-picture"
                  data-testid="line-preview"
                />
                <div className="cart-line-body">
                  <LineBadge personalised={l.personalisedDesignId !== null} />
                  <p className="cart-line-name">
                    {l.printPhotos !== null ? (
                      <span data-testid="line-prints">
                        <Plural value={l.printPhotos} one="Prints of # photo" other="Prints of # photos" />
                      </span>
                    ) : l.personalisedDesignId ? (
                      <Trans>Your personalised design</Trans>
                    ) : l.designName && l.designSlug ? (
                      <a href={href(`/design/${l.designSlug}/${l.designId}`)}>{l.designName}</a>
                    ) : (
                      l.articleName
                    )}
                  </p>
                  <p className="cart-line-article">
                    {l.articleName}
                    {l.variantLabel ? (
                      <>
                        {' '}
                        (<span data-testid="line-variant">{l.variantLabel}</span>)
                      </>
                    ) : null}{' '}
                    · <span className="price">{price(l.unitPriceMinor)}</span>
                  </p>
                  {options[l.articleId] && !l.personalisedDesignId && (
                    <form
                      method="post"
                      action={`${base}/lines/${l.lineId}/variant`}
                      className="cart-variant"
                      data-testid="line-options"
                    >
                      <VariantSelects range={options[l.articleId]!} chosen={{ options: l.variantOptions }} />{' '}
                      <button type="submit" className="btn btn-secondary">
                        <Trans>Update</Trans>
                      </button>
                    </form>
                  )}
                  {l.printPhotos !== null ? (
                    // A prints line's copies are set photo by photo on the prints page, not here (decision 054).
                    <div className="cart-quantity" data-testid="line-print-copies">
                      <Plural value={l.quantity} one="# copy" other="# copies" /> ·{' '}
                      {/* A post, not a link: it puts the line's photos back into the prints draft (decision 054). */}
                      <form
                        method="post"
                        action={`${pc.localePrefix}/prints/${l.articleId}/reopen`}
                        className="cart-line-edit"
                      >
                        <input type="hidden" name="line" value={l.lineId} />
                        <button type="submit" className="btn-link" data-testid="line-prints-edit">
                          <Trans>Edit</Trans>
                        </button>
                      </form>{' '}
                      ·{' '}
                      <a href={href(`/prints/${l.articleId}`)}>
                        <Trans>Order more prints</Trans>
                      </a>
                    </div>
                  ) : (
                    <form method="post" action={`${base}/lines/${l.lineId}`} className="cart-quantity">
                      <label>
                        <Trans>Quantity</Trans>{' '}
                        <input
                          type="number"
                          name="quantity"
                          min={0}
                          max={99}
                          defaultValue={l.quantity}
                          required
                          inputMode="numeric"
                        />
                      </label>{' '}
                      <button type="submit" className="btn btn-secondary">
                        <Trans>Update</Trans>
                      </button>
                    </form>
                  )}
                  <form method="post" action={`${base}/lines/${l.lineId}/remove`}>
                    <button type="submit" className="btn-link">
                      <Trans>Remove</Trans>
                    </button>
                  </form>
                </div>
                <p className="price cart-line-total" data-testid="line-total">
                  {price(l.lineTotalMinor)}
                </p>
                {l.priorPriceMinor !== null && <PriorPrice minor={l.priorPriceMinor} testId="line-prior-price" />}
              </li>
            ))}
          </ul>
          <form method="post" action={`${base}/promotion`} className="cart-promotion field-with-button">
            <FormField
              id="promotion-code"
              name="code"
              label={t`Promotion code`}
              maxLength={32}
              autoComplete="off"
              defaultValue={cart.promotion?.code ?? ''}
            />
            <button type="submit" className="btn btn-secondary">
              <Trans>Apply</Trans>
            </button>
          </form>
          {cart.promotion && !cart.promotion.ok && (
            <p className="form-error" role="alert" data-testid="promotion-refused">
              {i18n._(PROMOTION_REFUSALS[cart.promotion.reason])}
            </p>
          )}
          <dl className="cart-totals" data-testid="cart-totals">
            <dt>
              <Trans>Subtotal</Trans>
            </dt>
            <dd data-testid="subtotal">{price(cart.totals.subtotalMinor)}</dd>
            <ReductionRows reductions={cart.reductions} money={price} />
            {shippingFromMinor !== null && (
              <>
                <dt>
                  <Trans>Shipping</Trans>
                </dt>
                <dd data-testid="shipping-from">
                  {shippingFromMinor === 0 ? <Trans>Free</Trans> : <Trans>from {fromPrice}</Trans>}
                </dd>
              </>
            )}
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd data-testid="total">{price(cart.totals.totalMinor)}</dd>
            <dt>
              <Trans>Of which VAT</Trans>
            </dt>
            <dd>{price(cart.totals.vatIncludedMinor)}</dd>
          </dl>
          <p className="cart-checkout">
            <LocalLink className="btn btn-primary btn-block" to="/checkout" data-testid="to-checkout">
              <Trans>Go to checkout</Trans>
            </LocalLink>
          </p>
          {cart.offersSetAside && (
            <p className="cart-offers-note" data-testid="offers-set-aside">
              <Trans>
                Your code saves you more than the current offers, so the code applies. Codes and offers are not combined
                in this shop.
              </Trans>
            </p>
          )}
          {freeShippingHint && (
            <p className="cart-offers-note" data-testid="free-shipping-offer">
              {freeShippingHint}
            </p>
          )}
          <form method="get" action={`${base}`} className="cart-shipment field-with-button">
            <input type="hidden" name="shipment_country" value={pc.tenant.site.country} />
            <FormField
              id="shipment-postal-code"
              name="shipment_postal_code"
              label={t`Postal code for a delivery estimate`}
              maxLength={10}
              autoComplete="postal-code"
              defaultValue={shipment?.postalCode ?? ''}
              required
            />
            <button type="submit" className="btn btn-secondary">
              <Trans>Estimate</Trans>
            </button>
          </form>
          {shipment && !shipment.result.ok && (
            <p className="form-error" role="alert" data-testid="shipment-error">
              {shipment.result.error === 'INVALID_POSTAL_CODE' ? (
                <Trans>Please enter a valid postal code.</Trans>
              ) : (
                <Trans>We only deliver within this country from this site.</Trans>
              )}
            </p>
          )}
          {shipment?.result.ok && (
            <ul className="shipment-options" data-testid="shipment-options">
              {shipment.result.options.map((o) => {
                const date = (isoDay: string) =>
                  i18n.date(new Date(`${isoDay}T12:00:00Z`), { day: 'numeric', month: 'long', timeZone: 'UTC' })
                const span = deliveryWindow(o.earliest, o.latest)
                let when: ReactNode
                if ('day' in span) {
                  const day = date(span.day)
                  when = <Trans>delivery on {day}</Trans>
                } else {
                  const from = date(span.from)
                  const to = date(span.to)
                  when = (
                    <Trans>
                      delivery between {from} and {to}
                    </Trans>
                  )
                }
                return (
                  <li key={o.carrier} data-testid="shipment-option">
                    <strong>{CARRIER_NAMES[o.carrier]}</strong> ·{' '}
                    {o.priceMinor === 0 ? <Trans>Free</Trans> : price(o.priceMinor)} · {when}
                  </li>
                )
              })}
            </ul>
          )}
        </>
      )}
      <HelpBlock mode="CART" topics={helpTopics} />
    </section>
  )
}
