import { ORDER_STATUS } from './order-status.js'

/**
 * What the shopper reads about an order's progress, as opposed to the factory's status codes. Several codes are one
 * step for the shopper: 200 (waiting for download) and 201 (downloading) both read "preparing your print files",
 * and a retry (201 -> 200 -> 201) is not news either.
 */
const SHOPPER_STEP: Readonly<Partial<Record<number, string>>> = {
  [ORDER_STATUS.WAITING_FOR_DOWNLOAD]: 'preparing-print-files',
  [ORDER_STATUS.DOWNLOADING]: 'preparing-print-files',
}

const stepOf = (status: number) => SHOPPER_STEP[status] ?? `status-${status}`

/**
 * The order's history as the shopper reads it: consecutive status entries of the same step become one (the first).
 * Entries without a status (carrier updates in the account's history) are kept as they are.
 */
export function shopperTimeline<T extends { status: number | null; at: number }>(events: readonly T[]): T[] {
  const out: T[] = []
  for (const e of events) {
    const last = out.at(-1)
    if (last && last.status !== null && e.status !== null && stepOf(last.status) === stepOf(e.status)) continue
    out.push(e)
  }
  return out
}

/** A delivered or cancelled order has no delivery date to expect; every other status still has one. */
export function expectsDelivery(status: number): boolean {
  return status !== ORDER_STATUS.DELIVERED && status !== ORDER_STATUS.CANCELED
}

/** One day when the window's first and last day are the same ("on 30 November"), else a range. */
export function deliveryWindow(earliest: string, latest: string): { day: string } | { from: string; to: string } {
  return earliest === latest ? { day: earliest } : { from: earliest, to: latest }
}
