import type { OrderRow } from '../../services/console/console-orders.js'
import type { Address, Contact } from '../../domain/checkout/checkout-details.js'

/** An amount as staff read it: 12.50 EUR. */
export const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`

/** The delivery name and email of an order ("Ana Nowak <ana@example.pl>"). */
export function orderName(o: Pick<OrderRow, 'address' | 'contact'>): string {
  const a = o.address as Partial<Address>
  return `${a.firstName ?? ''} ${a.lastName ?? ''} <${(o.contact as Partial<Contact>).email ?? ''}>`.trim()
}
