import type { ServerMessage } from '../i18n/server-messages.js'
import { msg } from '@lingui/core/macro'

/**
 * Every human word of the server emails, as Lingui `msg` macros (see server/i18n/server-messages.ts): `lingui
 * extract` keeps them in locales/<lang>/messages.po. `{name}` is a placeholder filled when the mail is rendered.
 * After editing a message, run `npm run i18n:extract` and translate the new msgid in every locales/<lang>/messages.po.
 */
export const EMAIL_MESSAGES = {
  subject: msg`Your order {orderNumber} at {brand}`,
  thankYou: msg`Thank you for your order`,
  greeting: msg`Hello {firstName},`,
  intro: msg`We have received your order at {brand}. Here is a summary.`,
  orderNumber: msg`Order number`,
  orderDate: msg`Order date`,
  product: msg`Product`,
  quantity: msg`Quantity`,
  price: msg`Price`,
  subtotal: msg`Subtotal`,
  discount: msg`Discount`,
  promotionCode: msg`Promotion code {code}`,
  freeShippingOffer: msg`Free ({offer})`,
  shipping: msg`Shipping`,
  free: msg`Free`,
  total: msg`Total`,
  vatIncluded: msg`VAT included: {amount}`,
  delivery: msg`Delivery`,
  deliveryAddress: msg`Delivery to your address`,
  deliveryPickupPoint: msg`Delivery to a pickup point`,
  deliveryCollect: msg`Collection at our production centre`,
  payment: msg`Payment`,
  paid: msg`Paid with {method}.`,
  pending: msg`Your payment with {method} is awaiting confirmation. We will start producing your order as soon as it is confirmed.`,
  bankTransfer: msg`Bank transfer`,
  card: msg`Credit or debit card`,
  billingAccount: msg`Invoice to your business account`,
  bankTransferIntro: msg`Please pay by bank transfer to the account below. We will start producing your order as soon as your payment arrives.`,
  beneficiary: msg`Beneficiary`,
  iban: msg`IBAN`,
  bic: msg`BIC`,
  amount: msg`Amount`,
  reference: msg`Reference to write in the transfer`,
  referenceHint: msg`Please write this reference exactly as shown so that we can match your payment to your order.`,
  trackingIntro: msg`You can follow your order at any time with the code {trackingCode}.`,
  trackOrder: msg`Track your order`,
  viewOrder: msg`View your order`,
  questions: msg`If you have any questions about your order, please contact our customer service.`,
  signOff: msg`The {brand} team`,
  footer: msg`You are receiving this email because you placed an order at {brand}.`,
} as const satisfies Record<string, ServerMessage>
