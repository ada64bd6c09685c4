import { creditorReference } from '../../domain/money/iban.js'
import { BANK_TRANSFER_COVERAGE } from '../../domain/payments/payment-methods.js'
import type { PaymentProvider } from './provider.js'

/**
 * Bank transfer: nothing happens online. The shopper transfers the amount with the order's RF creditor reference;
 * when the money arrives, ops marks the payment paid with `npm run ops -- order mark-paid <order>`.
 */
export const bankTransferAdapter: PaymentProvider = {
  ...BANK_TRANSFER_COVERAGE,
  local: true,
  async start(input) {
    return {
      kind: 'offline',
      providerRef: creditorReference(
        input.attempt === 1 ? String(input.orderNumber) : `${input.orderNumber}X${input.attempt}`,
      ),
    }
  },
  async lookup() {
    return null
  },
  parseWebhook() {
    return { ok: false, status: 400, message: 'Bank transfers have no webhook.' }
  },
}
