import type { Db } from '../../../db/client.js'
import * as aq from '../../../db/queries/accounts.js'
import * as pq from '../../../db/queries/privacy.js'
import { transaction } from '../../../db/transaction.js'
import {
  anonymisedAddress,
  anonymisedContact,
  type ErasureOutcome,
  type StoredContact,
} from '../../domain/privacy/erasure.js'
import { isOpenOrder } from '../../domain/privacy/retention.js'
import type { FileStorage } from '../storage/file-storage.js'
import { attachmentKey } from '../support/tickets.js'
import { hashedName, printFileKey, uploadKey } from '../editor/storage.js'
import { bookPdfKey } from '../editor/book-print-files.js'
import { ownerKeysOf, type DataSubject } from './customer-data.js'

export interface ErasureDeps {
  db: Db
  storage: FileStorage
  now: () => number
}

/** The stored files of an upload: the upright image (or document) and its two renditions. */
export function uploadFileKeys(file: { sha256: string; storedAs: string }): string[] {
  return [
    uploadKey(file.storedAs),
    uploadKey(hashedName(file.sha256, '.thumb.webp')),
    uploadKey(hashedName(file.sha256, '.screen.webp')),
  ]
}

/**
 * Erases a customer (issue 31 item 6, decision 053), in one transaction: the orders stay for the books with the buyer
 * replaced (name, email, address, phone; amounts, VAT and lines kept), and their invoices stay unchanged, as the legal
 * record tax law requires (decision 049); tickets, editor designs, uploads, consent records, newsletter subscription,
 * mail, carts, reviews and the account go, and with the account its addresses, saved designs and every sign-in
 * session. Files no other row names are deleted after the commit.
 *
 * While an order is open (not delivered nor cancelled) nothing changes: its buyer is still needed to make and deliver
 * it, and the answer names the open orders; the customer asks again once they are done. Erasing an account that is
 * already gone answers `not_found` and changes nothing, so a repeated request is harmless.
 */
export async function eraseCustomer(deps: ErasureDeps, subject: DataSubject): Promise<ErasureOutcome> {
  const now = deps.now()
  const result = await transaction(deps.db, async (tx) => {
    const customer = await aq.lockCustomer(tx, subject.customerId)
    if (!customer || customer.brandSlug !== subject.brandSlug) return { outcome: { status: 'not_found' as const } }
    const orders = await pq.ordersOfCustomer(tx, subject)
    const open = orders.filter((o) => isOpenOrder(o.status))
    if (open.length > 0) return { outcome: { status: 'open_orders' as const, openOrders: open.map((o) => o.publicId) } }
    const owners = ownerKeysOf(customer.id, orders)
    for (const o of orders)
      await pq.anonymiseOrder(tx, o.id, {
        contact: anonymisedContact(o.contact as StoredContact),
        address: anonymisedAddress(o.address as { country?: unknown }),
        now,
      })
    const tickets = await pq.ticketsWithMessagesOf(tx, subject, customer.email)
    const attachments = await pq.deleteTickets(
      tx,
      tickets.map((t) => t.id),
    )
    const designs = await pq.personalisedDesignsOfOwners(tx, subject.brandSlug, owners)
    await pq.deletePersonalisedDesigns(
      tx,
      designs.map((d) => d.id),
    )
    const uploads = await pq.uploadsOfOwners(tx, subject.brandSlug, owners)
    const orphaned = await pq.deleteUploadsById(
      tx,
      uploads.map((u) => u.id),
    )
    await pq.deleteConsentRecordsOf(
      tx,
      subject,
      orders.map((o) => o.sessionId),
    )
    await pq.deleteCustomerTraces(tx, subject, customer.email, owners)
    const printFiles = await pq.printFilesNamedByNone(
      tx,
      designs.flatMap((d) => [d.printFile, d.previewFile].filter((f): f is string => !!f)),
    )
    const files = [
      ...orphaned.flatMap(uploadFileKeys),
      ...attachments.map(attachmentKey),
      ...printFiles.map(printFileKey),
      ...designs.map((d) => bookPdfKey(d.id)),
    ]
    return { outcome: { status: 'erased' as const, orders: orders.length }, files }
  })
  for (const key of result.files ?? []) await deps.storage.delete(key)
  return result.outcome
}
