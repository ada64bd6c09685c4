import type { ServerMessage } from '../i18n/server-messages.js'

/**
 * Every human word of the server emails. Each entry is a plain Lingui message descriptor marked with the `i18n`
 * comment so that `lingui extract` keeps it in locales/<lang>/messages.po; `id` is the id Lingui generates from
 * the message (see server/i18n/server-messages.ts). After editing a message, run the server-messages test: it
 * prints the new id. Then run `npm run i18n:extract` and translate the new msgid in every locales/<lang>/messages.po.
 */
export const EMAIL_MESSAGES = {
  subject: /*i18n*/ { id: 'bXG19R', message: 'Your order {orderNumber} at {brand}' },
  thankYou: /*i18n*/ { id: 'TFcEyQ', message: 'Thank you for your order' },
  greeting: /*i18n*/ { id: 'OLFb99', message: 'Hello {firstName},' },
  intro: /*i18n*/ { id: 'a+6HIT', message: 'We have received your order at {brand}. Here is a summary.' },
  orderNumber: /*i18n*/ { id: 'ldq8yT', message: 'Order number' },
  orderDate: /*i18n*/ { id: 'hg7WX3', message: 'Order date' },
  product: /*i18n*/ { id: 'K47k8R', message: 'Product' },
  quantity: /*i18n*/ { id: 'VbWX2u', message: 'Quantity' },
  price: /*i18n*/ { id: 'a7u1N9', message: 'Price' },
  subtotal: /*i18n*/ { id: 'X2rrlw', message: 'Subtotal' },
  discount: /*i18n*/ { id: 'H6Ma8Z', message: 'Discount' },
  shipping: /*i18n*/ { id: 'kwllLK', message: 'Shipping' },
  free: /*i18n*/ { id: '2POOFK', message: 'Free' },
  total: /*i18n*/ { id: '72c5Qo', message: 'Total' },
  vatIncluded: /*i18n*/ { id: '2Tdtsc', message: 'VAT included: {amount}' },
  delivery: /*i18n*/ { id: 'si+vZD', message: 'Delivery' },
  deliveryAddress: /*i18n*/ { id: 'o4ReqH', message: 'Delivery to your address' },
  deliveryPickupPoint: /*i18n*/ { id: 'n2TIl5', message: 'Delivery to a pickup point' },
  deliveryCollect: /*i18n*/ { id: 'f7yOv5', message: 'Collection at our production centre' },
  payment: /*i18n*/ { id: '621rYf', message: 'Payment' },
  paid: /*i18n*/ { id: 'RtFAbD', message: 'Paid with {method}.' },
  pending: /*i18n*/ {
    id: 'NTVP6m',
    message:
      'Your payment with {method} is awaiting confirmation. We will start producing your order as soon as it is confirmed.',
  },
  bankTransfer: /*i18n*/ { id: 'LrLE2V', message: 'Bank transfer' },
  card: /*i18n*/ { id: 'acRER3', message: 'Credit or debit card' },
  billingAccount: /*i18n*/ { id: 'lOrqRp', message: 'Invoice to your business account' },
  bankTransferIntro: /*i18n*/ {
    id: 'nxw5X/',
    message:
      'Please pay by bank transfer to the account below. We will start producing your order as soon as your payment arrives.',
  },
  beneficiary: /*i18n*/ { id: 'MvgXY1', message: 'Beneficiary' },
  iban: /*i18n*/ { id: 'sfIOlH', message: 'IBAN' },
  bic: /*i18n*/ { id: 'PuG6ji', message: 'BIC' },
  amount: /*i18n*/ { id: 'hehnjM', message: 'Amount' },
  reference: /*i18n*/ { id: 'e1WFLV', message: 'Reference to write in the transfer' },
  referenceHint: /*i18n*/ {
    id: '8nCwLj',
    message: 'Please write this reference exactly as shown so that we can match your payment to your order.',
  },
  trackingIntro: /*i18n*/ {
    id: 'JEUSTJ',
    message: 'You can follow your order at any time with the code {trackingCode}.',
  },
  trackOrder: /*i18n*/ { id: '2Uab1U', message: 'Track your order' },
  viewOrder: /*i18n*/ { id: 'vqSYxm', message: 'View your order' },
  questions: /*i18n*/ {
    id: 'Vz9SzE',
    message: 'If you have any questions about your order, please contact our customer service.',
  },
  signOff: /*i18n*/ { id: 'q9MD7U', message: 'The {brand} team' },
  footer: /*i18n*/ { id: 'qltvdr', message: 'You are receiving this email because you placed an order at {brand}.' },
} as const satisfies Record<string, ServerMessage>
