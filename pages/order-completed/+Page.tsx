import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { usePriceFormatter } from '../../components/price.js'
import { usePaymentMethodName } from '../../components/payment-method-name.js'
import { useOrderLabels } from '../../components/order-labels.js'
import { sendEcommerceEvent } from '../../components/client/ecommerce-events.js'
import { OrderDelivery, OrderLines, OrderTotals } from '../../components/order-summary.js'
import type { Data } from './+data.js'

export default function OrderCompletedPage() {
  const { t } = useLingui()
  const { order, paymentFlag, paymentMethods } = useData<Data>()
  const pc = usePageContext()
  const price = usePriceFormatter()
  const methodName = usePaymentMethodName()
  const labels = useOrderLabels()
  const [paying, setPaying] = useState(false)
  const paid = order.payment.state === 'paid'
  usePageTitle(paid ? t`Thank you for your order` : t`Your order`)
  useEffect(() => {
    // Sent once per order and browser: a reload of this page is not a second purchase.
    const key = `purchase-sent:${order.publicId}`
    if (!paid || sessionStorage.getItem(key)) return
    const lines = order.lines.map((l) => ({
      cart_id: null,
      article_id: l.articleId,
      article_name: l.name,
      article_name_plural: l.name,
      pvp: l.unitPriceMinor,
      quantity: l.quantity,
      promotion_code: order.totals.promotionCode,
      url_preview: l.urlPreview,
    }))
    void sendEcommerceEvent('purchase', lines, order.currency, {
      transactionId: order.publicId,
      valueMinor: order.totals.totalMinor,
      shippingMinor: order.totals.shippingMinor,
      taxMinor: order.totals.vatMinor,
    }).then((sent) => {
      if (sent) sessionStorage.setItem(key, '1')
    })
    // The purchase is reported when the order becomes paid, once (sessionStorage guards reloads).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid])
  const flagText: Record<string, string> = {
    failed: t`The payment did not go through. No money was taken. You can try again below.`,
    canceled: t`The payment was canceled. You can pay now with any method below.`,
    not_payable: t`This order does not need a payment any more.`,
    method_not_offered: t`Please choose one of the payment methods below.`,
    provider_error: t`The payment service did not answer. Please try again in a moment.`,
  }
  const s = order.shipment
  const tracking = `${pc.localePrefix}/tracking/${order.publicId}`
  return (
    <section className="order-completed" data-testid="order-completed">
      <h1>{paid ? <Trans>Thank you for your order</Trans> : <Trans>Your order</Trans>}</h1>
      <p>
        <Trans>Order number</Trans>: <strong data-testid="order-number">{order.number}</strong> ·{' '}
        <span data-testid="order-status">{labels.status(order.status)}</span>
      </p>
      {paymentFlag && (
        <p className="form-error" role="alert" data-testid="payment-flag">
          {flagText[paymentFlag]}
        </p>
      )}
      <div className="payment-state" data-testid="payment-state" data-state={order.payment.state}>
        {order.payment.state === 'paid' && (
          <p>
            <Trans>
              Payment received with {methodName(order.payment.method)}. We have sent a confirmation to {order.email}.
            </Trans>
          </p>
        )}
        {order.payment.state === 'pending' && (
          <p>
            <Trans>
              Your payment with {methodName(order.payment.method)} is being confirmed. This page shows the result as
              soon as we have it.
            </Trans>
          </p>
        )}
        {order.payment.state === 'awaiting-transfer' && (
          <div data-testid="bank-transfer">
            <p>
              <Trans>
                Please transfer the amount below. We start producing your order as soon as the payment arrives, and we
                have emailed these details to {order.email}.
              </Trans>
            </p>
            <dl>
              <dt>
                <Trans>Amount</Trans>
              </dt>
              <dd>{price(order.payment.amountMinor)}</dd>
              <dt>
                <Trans>Beneficiary</Trans>
              </dt>
              <dd>{order.payment.beneficiary}</dd>
              <dt>IBAN</dt>
              <dd>{order.payment.iban}</dd>
              <dt>BIC</dt>
              <dd>{order.payment.bic}</dd>
              <dt>
                <Trans>Reference (write it on the transfer)</Trans>
              </dt>
              <dd data-testid="transfer-reference">{order.payment.reference}</dd>
            </dl>
          </div>
        )}
        {(order.payment.state === 'unpaid' || order.payment.state === 'failed' || order.payment.state === 'pending') &&
          paymentMethods.length > 0 && (
            <form
              method="post"
              action={`${pc.localePrefix}/checkout/pay`}
              data-testid="pay-again"
              onSubmit={(e) => (paying ? e.preventDefault() : setPaying(true))}
            >
              <input type="hidden" name="order" value={order.publicId} />
              <fieldset>
                <legend>
                  <Trans>Pay now with</Trans>
                </legend>
                {paymentMethods.map((m, i) => (
                  <label key={m} className="choice">
                    <input
                      type="radio"
                      name="paymentMethod"
                      value={m}
                      defaultChecked={
                        m === order.payment.method ||
                        (i === 0 && !paymentMethods.includes(order.payment.method as never))
                      }
                    />{' '}
                    {methodName(m)}
                  </label>
                ))}
              </fieldset>
              <button type="submit" className="btn btn-primary">
                <Trans>Pay now</Trans>
              </button>
            </form>
          )}
      </div>
      <h2>
        <Trans>Summary</Trans>
      </h2>
      <div className="order-summary-box">
        <OrderLines lines={order.lines} money={price} />
        <OrderTotals totals={order.totals} money={price} />
      </div>
      <h2>
        <Trans>Delivery</Trans>
      </h2>
      <OrderDelivery shipment={s} address={order.address} status={order.status} />
      <p>
        <a href={tracking} className="btn" data-testid="track-order">
          <Trans>Track this order</Trans>
        </a>
      </p>
    </section>
  )
}
