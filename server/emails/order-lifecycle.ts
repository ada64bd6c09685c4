import { formatIban } from '../domain/money/iban.js'
import { shortOrderNumber } from '../domain/orders/public-id.js'
import { formatPrice } from '../domain/money/price-display.js'
import type { ShopLanguage } from '../domain/vocabulary/shop-enums.js'
import type { MessageValues, ServerMessage, Translate } from '../i18n/server-messages.js'
import { EMAIL_MESSAGES as M } from './messages.js'
import { LIFECYCLE_MESSAGES as L } from './lifecycle-messages.js'
import { escapeHtml, mailButton, orderMailDocument, type RenderedEmail } from './order-confirmation.js'

/** What the lifecycle mails of one order show, resolved by the caller (server/services/orders/order-mail.ts). */
export interface LifecycleMailView {
  publicId: string
  language: ShopLanguage
  locale: string
  currency: string
  brandName: string
  firstName: string
  trackingUrl: string
  mail:
    | { kind: 'shipped'; carrier: string; trackingNumber: string | null; carrierTrackingUrl: string | null }
    | { kind: 'at-pickup-point'; pointLines: string[] }
    | { kind: 'delivered' }
    | {
        kind: 'transfer-reminder'
        amountMinor: number
        cancelAt: number
        iban: string
        bic: string
        beneficiary: string
        reference: string
      }
    | { kind: 'transfer-canceled' }
    | { kind: 'refund-data-request'; amountMinor: number; actionUrl: string }
    | { kind: 'refund-issued'; amountMinor: number }
    | {
        kind: 'withdrawal-received'
        at: number
        timeZone: string
        lines: string[]
        name: string
        reason: string | null
        seller: { name: string; address: string; email: string }
      }
}

/**
 * One lifecycle mail in the order's language: a subject, a short text, the facts as label/value rows, one link, in
 * plain text and simple inline-styled HTML (every value escaped), like the confirmation.
 */
export function renderLifecycleMail(view: LifecycleMailView, translate: Translate): RenderedEmail {
  const t = (message: ServerMessage, values?: MessageValues) => translate(view.language, message, values)
  // Money the shopper transfers or gets back is exact: never a brand's rounded display.
  const exact = (minor: number) =>
    formatPrice(minor, { currency: view.currency, locale: view.locale, allowDecimals: true })
  const orderNumber = shortOrderNumber(view.publicId)
  const brand = view.brandName
  const colon = view.language === 'fr' ? '\u202F:' : ':'
  const m = view.mail
  let subject: string
  let paragraphs: string[]
  let rows: [string, string][] = []
  let link: { href: string; label: string } = { href: view.trackingUrl, label: t(M.trackOrder) }
  switch (m.kind) {
    case 'shipped':
      subject = t(L.shippedSubject, { orderNumber })
      paragraphs = [t(L.shippedIntro, { carrier: m.carrier })]
      rows = [[t(L.carrier), m.carrier]]
      if (m.trackingNumber) rows.push([t(L.trackingNumber), m.trackingNumber])
      if (m.carrierTrackingUrl) link = { href: m.carrierTrackingUrl, label: t(L.trackParcel) }
      break
    case 'at-pickup-point':
      subject = t(L.pickupSubject, { orderNumber })
      paragraphs = [t(L.pickupIntro), m.pointLines.join(', '), t(L.pickupHint)]
      rows = [[t(M.orderNumber), orderNumber]]
      break
    case 'delivered':
      subject = t(L.deliveredSubject, { orderNumber })
      paragraphs = [t(L.deliveredIntro)]
      break
    case 'transfer-reminder': {
      const date = new Intl.DateTimeFormat(view.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(m.cancelAt),
      )
      subject = t(L.reminderSubject, { orderNumber })
      paragraphs = [t(L.reminderIntro, { orderNumber, amount: exact(m.amountMinor), date }), t(M.referenceHint)]
      rows = [
        [t(M.beneficiary), m.beneficiary],
        [t(M.iban), formatIban(m.iban)],
        [t(M.bic), m.bic],
        [t(M.amount), exact(m.amountMinor)],
        [t(M.reference), m.reference],
      ]
      break
    }
    case 'transfer-canceled':
      subject = t(L.canceledSubject, { orderNumber })
      paragraphs = [t(L.canceledIntro, { orderNumber })]
      break
    case 'refund-data-request':
      subject = t(L.refundDataSubject, { orderNumber })
      paragraphs = [t(L.refundDataIntro, { orderNumber, amount: exact(m.amountMinor) })]
      link = { href: m.actionUrl, label: t(L.refundDataButton) }
      break
    case 'refund-issued':
      subject = t(L.refundIssuedSubject, { orderNumber, amount: exact(m.amountMinor) })
      paragraphs = [t(L.refundIssuedIntro, { orderNumber, amount: exact(m.amountMinor) })]
      break
    case 'withdrawal-received': {
      // The acknowledgement on a durable medium (art. 11a): what was withdrawn, by whom, and when to the minute.
      const date = new Intl.DateTimeFormat(view.locale, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: m.timeZone,
      }).format(new Date(m.at))
      subject = t(L.withdrawalSubject, { orderNumber })
      paragraphs = [
        t(L.withdrawalIntro, { orderNumber, date }),
        ...m.lines,
        t(L.withdrawalNext, { address: m.seller.address }),
      ]
      rows = [
        [t(M.orderNumber), orderNumber],
        [t(L.withdrawalName), m.name],
        ...(m.reason ? [[t(L.withdrawalReason), m.reason] as [string, string]] : []),
        [t(L.withdrawalReceived), date],
        [t(L.withdrawalSeller), `${m.seller.name}, ${m.seller.address}, ${m.seller.email}`],
      ]
      break
    }
  }

  const text = [
    t(M.greeting, { firstName: view.firstName }),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(rows.length ? [...rows.map(([k, v]) => `${k}${colon} ${v}`), ''] : []),
    `${link.label}${colon} ${link.href}`,
    '',
    t(M.questions),
    '',
    t(M.signOff, { brand }),
    '',
    '-- ',
    t(M.footer, { brand }),
    '',
  ].join('\n')

  const e = escapeHtml
  const cell = 'padding:6px 0;border-bottom:1px solid #e5e7eb;'
  const html = orderMailDocument({
    locale: view.locale,
    title: subject,
    brand,
    heading: subject,
    content: `<p style="margin:0 0 12px;">${e(t(M.greeting, { firstName: view.firstName }))}</p>
${paragraphs.map((p) => `<p style="margin:0 0 12px;">${e(p)}</p>`).join('\n')}
${
  rows.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 16px;">${rows
        .map(
          ([k, v]) =>
            `<tr><td style="${cell}">${e(k)}</td><td align="right" style="${cell}text-align:right;">${e(v)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
<p style="margin:16px 0 24px;">${mailButton(link.href, link.label)}</p>`,
    questions: t(M.questions),
    signOff: t(M.signOff, { brand }),
    footer: t(M.footer, { brand }),
  })
  return { subject, text, html }
}
