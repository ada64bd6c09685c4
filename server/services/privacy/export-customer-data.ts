import type { Writable } from 'node:stream'
import type { Db } from '../../../db/client.js'
import * as aq from '../../../db/queries/accounts.js'
import * as pq from '../../../db/queries/privacy.js'
import type { FileStorage } from '../storage/file-storage.js'
import { uploadKey } from '../editor/storage.js'
import { ownerKeysOf, type DataSubject } from './customer-data.js'
import { zipWriter } from './zip-writer.js'

export interface ExportDeps {
  db: Db
  storage: FileStorage
}

/** A photo's name inside the archive: its upload id (unique) and the name it was sent with, made path-safe. */
export function photoEntryName(upload: { id: string; fileName: string }): string {
  const safe = upload.fileName.replace(/[^\w.-]+/g, '_').slice(-100) || 'photo'
  return `photos/${upload.id}-${safe}`
}

/** Everything the shop holds about the customer, as the JSON files of the archive (decision 053). */
export async function customerDataFiles(db: Db, subject: DataSubject) {
  const customer = await aq.findCustomer(db, subject.customerId)
  if (!customer || customer.brandSlug !== subject.brandSlug) return null
  const orders = await pq.ordersOfCustomer(db, subject)
  const lines = await pq.linesOfOrders(
    db,
    orders.map((o) => o.id),
  )
  const owners = ownerKeysOf(customer.id, orders)
  const account = {
    email: customer.email,
    emailVerifiedAt: customer.emailVerifiedAt,
    firstName: customer.firstName,
    lastName: customer.lastName,
    birthDate: customer.birthDate,
    kind: customer.kind,
    newsletter: customer.newsletter,
    language: customer.language,
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
  }
  const addresses = (await aq.addressesOf(db, customer.id)).map((a) => ({ address: a.address, createdAt: a.createdAt }))
  const orderFiles = orders.map((o) => ({
    number: o.publicId,
    site: o.siteCode,
    language: o.language,
    status: o.status,
    currency: o.currency,
    contact: o.contact,
    address: o.address,
    shipment: o.shipment,
    paymentMethod: o.paymentMethod,
    promotionCode: o.promotionCode,
    subtotalMinor: o.subtotalMinor,
    discountMinor: o.discountMinor,
    shippingMinor: o.shippingMinor,
    vatMinor: o.vatMinor,
    totalMinor: o.totalMinor,
    trackingNumber: o.trackingNumber,
    createdAt: o.createdAt,
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        article: l.articleName,
        variant: l.variantLabel,
        design: l.designName,
        quantity: l.quantity,
        unitPriceMinor: l.unitPriceMinor,
        lineTotalMinor: l.lineTotalMinor,
      })),
  }))
  const tickets = (await pq.ticketsWithMessagesOf(db, subject, customer.email)).map((t) => ({
    number: t.publicId,
    channel: t.channel,
    subject: t.subject,
    name: t.name,
    email: t.email,
    order: t.orderPublicId,
    status: t.status,
    createdAt: t.createdAt,
    messages: t.messages.map((m) => ({ author: m.author, name: m.authorName, body: m.body, createdAt: m.createdAt })),
  }))
  const designs = {
    saved: (await pq.savedDesignsOf(db, customer.id)).map((d) => ({
      name: d.name,
      articleId: d.articleId,
      designId: d.designId,
      state: d.state,
      published: d.published,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
    })),
    editor: (await pq.personalisedDesignsOfOwners(db, subject.brandSlug, owners)).map((d) => ({
      id: d.id,
      status: d.status,
      articleId: d.articleId,
      document: d.document,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
    })),
  }
  const consent = (
    await pq.consentRecordsOf(
      db,
      subject,
      orders.map((o) => o.sessionId),
    )
  ).map((c) => ({ version: c.version, analytics: c.analytics, ads: c.ads, source: c.source, at: c.createdAt }))
  const uploads = await pq.uploadsOfOwners(db, subject.brandSlug, owners)
  const photos = uploads.map((u) => ({
    file: photoEntryName(u),
    name: u.fileName,
    contentType: u.contentType,
    bytes: u.bytes,
    uploadedAt: u.createdAt,
    takenAt: u.takenAt,
  }))
  return {
    json: { account, addresses, orders: orderFiles, tickets, designs, consent, photos },
    uploads,
  }
}

/**
 * The customer's data export (issue 31 item 6): a ZIP written to `out` with one JSON file per kind of data
 * (account, addresses, orders with lines, tickets with messages, designs, consent records, the list of photos) and
 * the photos they uploaded, streamed from the file storage. False when the account is not on the brand (nothing
 * written). The account page and `npm run ops -- customer export` call it; so can the back office.
 */
export async function exportCustomerData(deps: ExportDeps, subject: DataSubject, out: Writable): Promise<boolean> {
  const data = await customerDataFiles(deps.db, subject)
  if (!data) return false
  const zip = zipWriter(out)
  for (const [name, value] of Object.entries(data.json)) await zip.addJson(`${name}.json`, value)
  for (const u of data.uploads) {
    const key = uploadKey(u.storedAs)
    // A photo whose file is gone (deleted by retention between the read and now) is listed but not in the archive.
    if (!(await deps.storage.stat(key))) continue
    await zip.addStream(photoEntryName(u), deps.storage.openRead(key))
  }
  await zip.end()
  return true
}
