import type { ServerMessage } from '../i18n/server-messages.js'
import { msg } from '@lingui/core/macro'

/**
 * The words of the mails after the confirmation (issue 14): shipped, at the pickup point, delivered, the bank-transfer
 * reminder and cancellation, the refund-data request and the refund issued. Like EMAIL_MESSAGES (./messages.ts), kept
 * in locales/<lang>/messages.po by `npm run i18n:extract` and translated into all 12 shop languages.
 */
export const LIFECYCLE_MESSAGES = {
  shippedSubject: msg`Your order {orderNumber} is on its way`,
  shippedIntro: msg`Good news: your order has left our production centre and is on its way with {carrier}.`,
  carrier: msg`Carrier`,
  trackingNumber: msg`Tracking number`,
  trackParcel: msg`Track your parcel`,
  pickupSubject: msg`Your order {orderNumber} is waiting at the pickup point`,
  pickupIntro: msg`Your order has arrived at the pickup point and is waiting for you:`,
  pickupHint: msg`Please bring your order number and an ID when you collect it.`,
  deliveredSubject: msg`Your order {orderNumber} has been delivered`,
  deliveredIntro: msg`Your order has been delivered. We hope you enjoy it!`,
  reminderSubject: msg`We have not yet received your payment for order {orderNumber}`,
  reminderIntro: msg`We have not yet received your bank transfer for order {orderNumber}. Please transfer {amount} to the account below with the reference exactly as shown. If the payment has not arrived by {date}, we will cancel the order.`,
  canceledSubject: msg`Your order {orderNumber} has been canceled`,
  canceledIntro: msg`We did not receive your bank transfer for order {orderNumber}, so we have canceled the order. If you have already paid, please contact our customer service and we will sort it out.`,
  refundDataSubject: msg`Your refund for order {orderNumber}: we need your bank details`,
  refundDataIntro: msg`We will refund {amount} for your order {orderNumber}. Please tell us the bank account (IBAN) to send it to.`,
  refundDataButton: msg`Give your bank details`,
  refundIssuedSubject: msg`We have refunded {amount} for order {orderNumber}`,
  refundIssuedIntro: msg`We have refunded {amount} for your order {orderNumber}. Depending on your bank, it may take a few days to appear on your statement.`,
  withdrawalSubject: msg`We have received your withdrawal from order {orderNumber}`,
  withdrawalIntro: msg`This confirms that on {date} we received your withdrawal from the contract for the following products of order {orderNumber}:`,
  withdrawalNext: msg`Please send these products back to {address} within 14 days. We will refund the payment for them within 14 days of receiving your withdrawal; we may hold the refund until the products are back.`,
  withdrawalName: msg`Name`,
  withdrawalReason: msg`Reason`,
  withdrawalReceived: msg`Received`,
  withdrawalSeller: msg`Seller`,
} as const satisfies Record<string, ServerMessage>
