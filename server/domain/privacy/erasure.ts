/**
 * What an erased customer's orders keep (decision 053). The order rows stay for the shop's books and the tax
 * authorities (amounts, VAT, lines, status history); who bought is replaced. The invoices of those orders are the
 * legal record (decision 049) and are kept unchanged, buyer included, for the retention time tax law sets.
 */
export const ERASED_EMAIL = 'erased@erased.invalid'

export interface StoredContact {
  customerType?: unknown
  [field: string]: unknown
}

/** The order's contact without the person: a placeholder email, the customer type kept (it decided the VAT). */
export function anonymisedContact(contact: StoredContact | null | undefined): Record<string, unknown> {
  return { email: ERASED_EMAIL, customerType: contact?.customerType ?? 'PERSON' }
}

/** The order's delivery address without the person: the country stays (it decided the VAT and the shipping). */
export function anonymisedAddress(address: { country?: unknown } | null | undefined): Record<string, unknown> {
  return {
    firstName: '',
    lastName: '',
    street: '',
    postalCode: '',
    city: '',
    phone: '',
    ...(typeof address?.country === 'string' ? { country: address.country } : {}),
  }
}

export type ErasureOutcome =
  { status: 'erased'; orders: number } | { status: 'open_orders'; openOrders: string[] } | { status: 'not_found' }
