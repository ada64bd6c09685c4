import { formatIban } from '../domain/money/iban.js'
import { hasTimeZone, siteTimeZone } from '../domain/tenancy/time-zones.js'
import { shortOrderNumber } from '../domain/orders/public-id.js'
import { formatPrice } from '../domain/money/price-display.js'
import type { MessageValues, ServerMessage, Translate } from '../i18n/server-messages.js'
import { EMAIL_MESSAGES as M } from './messages.js'
import type { OrderEmailView } from './order-email-view.js'
import { orderLegalBlock } from './order-legal-block.js'

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

/** The short order number people see and quote (and may track by): the first 8 characters of the public id. */
export { shortOrderNumber }

/**
 * The order confirmation email in the order's language: plain text and simple table-based, inline-styled HTML.
 * Words come from `translate` (EMAIL_MESSAGES), numbers, money and dates from Intl in `view.locale`; every value
 * put into the HTML is escaped.
 */
export function renderOrderConfirmation(view: OrderEmailView, translate: Translate): RenderedEmail {
  const t = (message: ServerMessage, values?: MessageValues) => translate(view.language, message, values)
  const money = (minor: number) => formatPrice(minor, view)
  const orderNumber = shortOrderNumber(view.publicId)
  const brand = view.brandName
  // French puts a (narrow no-break) space before a colon.
  const colon = view.language === 'fr' ? '\u202F:' : ':'
  const quantity = new Intl.NumberFormat(view.locale)
  const orderDate = new Intl.DateTimeFormat(view.locale, {
    dateStyle: 'long',
    timeZone: timeZoneFor(view.locale),
  }).format(new Date(view.createdAt))

  const subject = t(M.subject, { orderNumber, brand })

  const meta: [string, string][] = [
    [t(M.orderNumber), orderNumber],
    [t(M.orderDate), orderDate],
  ]
  const lines = view.lines.map((l) => ({
    name: l.name,
    quantity: quantity.format(l.quantity),
    total: money(l.lineTotalMinor),
  }))
  const totals: [string, string][] = [[t(M.subtotal), money(view.subtotalMinor)]]
  const goods = view.reductions.filter((r) => r.kind !== 'SHIPPING')
  if (goods.length)
    for (const r of goods)
      totals.push([r.kind === 'CODE' ? t(M.promotionCode, { code: r.label }) : r.label, money(-r.amountMinor)])
  else if (view.discountMinor > 0) totals.push([t(M.discount), money(-view.discountMinor)])
  const waived = view.reductions.find((r) => r.kind === 'SHIPPING')
  totals.push([
    t(M.shipping),
    view.shippingMinor > 0
      ? money(view.shippingMinor)
      : waived
        ? t(M.freeShippingOffer, { offer: waived.label })
        : t(M.free),
  ])
  const total: [string, string] = [t(M.total), money(view.totalMinor)]
  const vat = t(M.vatIncluded, { amount: money(view.vatMinor) })

  const deliveryKind = t(
    view.delivery.kind === 'address'
      ? M.deliveryAddress
      : view.delivery.kind === 'pickup-point'
        ? M.deliveryPickupPoint
        : M.deliveryCollect,
  )
  const deliveryLines = [view.delivery.label, ...view.delivery.lines].filter((l) => l.trim() !== '')

  const p = view.payment
  const transfer =
    p.state === 'bank-transfer'
      ? {
          rows: [
            [t(M.beneficiary), p.beneficiary],
            [t(M.iban), formatIban(p.iban)],
            [t(M.bic), p.bic],
            // The exact amount to transfer: never the brand's rounded-up display of it.
            [t(M.amount), formatPrice(p.amountMinor, { ...view, allowDecimals: true })],
          ] as [string, string][],
          reference: [t(M.reference), p.reference] as [string, string],
        }
      : null
  const paymentSentence =
    p.state === 'paid'
      ? t(M.paid, { method: p.methodName })
      : p.state === 'pending'
        ? t(M.pending, { method: p.methodName })
        : t(M.bankTransferIntro)

  const trackingIntro = t(M.trackingIntro, { trackingCode: view.publicId })
  const legal = view.legal ? orderLegalBlock(view.legal, t) : []

  // ---- plain text ----
  const row = ([label, value]: [string, string]) => `${label}${colon} ${value}`
  const text = [
    t(M.thankYou),
    '',
    t(M.greeting, { firstName: view.firstName }),
    '',
    t(M.intro, { brand }),
    '',
    ...meta.map(row),
    '',
    ...lines.map((l) => `${l.quantity} × ${l.name} — ${l.total}`),
    '',
    ...totals.map(row),
    row(total),
    vat,
    '',
    t(M.delivery).toLocaleUpperCase(view.locale),
    deliveryKind,
    ...deliveryLines,
    '',
    t(M.payment).toLocaleUpperCase(view.locale),
    ...(transfer
      ? [t(M.bankTransfer), paymentSentence, '', ...transfer.rows.map(row), row(transfer.reference), t(M.referenceHint)]
      : [paymentSentence]),
    '',
    trackingIntro,
    `${t(M.trackOrder)}${colon} ${view.trackingUrl}`,
    `${t(M.viewOrder)}${colon} ${view.orderUrl}`,
    '',
    ...legal.flatMap((b) => [b.heading.toLocaleUpperCase(view.locale), ...b.paragraphs, '']),
    t(M.questions),
    '',
    t(M.signOff, { brand }),
    '',
    '-- ',
    t(M.footer, { brand }),
    '',
  ].join('\n')

  // ---- HTML ----
  const e = escapeHtml
  const cell = 'padding:6px 0;border-bottom:1px solid #e5e7eb;'
  const heading = (s: string) => `<h2 style="margin:24px 0 8px;font-size:17px;color:#111827;">${e(s)}</h2>`
  const keyValueTable = (rows: [string, string][], strongLast = false) =>
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">${rows
      .map(([k, v], i) => {
        const weight = strongLast && i === rows.length - 1 ? 'font-weight:bold;' : ''
        return `<tr><td style="${cell}${weight}">${e(k)}</td><td align="right" style="${cell}${weight}text-align:right;">${e(v)}</td></tr>`
      })
      .join('')}</table>`

  const html = orderMailDocument({
    locale: view.locale,
    title: subject,
    brand,
    heading: t(M.thankYou),
    content: `<p style="margin:0 0 12px;">${e(t(M.greeting, { firstName: view.firstName }))}</p>
<p style="margin:0 0 16px;">${e(t(M.intro, { brand }))}</p>
${keyValueTable(meta)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin-top:24px;">
<tr><th align="left" style="${cell}text-align:left;">${e(t(M.product))}</th><th align="right" style="${cell}text-align:right;">${e(t(M.quantity))}</th><th align="right" style="${cell}text-align:right;">${e(t(M.price))}</th></tr>
${lines.map((l) => `<tr><td style="${cell}">${e(l.name)}</td><td align="right" style="${cell}text-align:right;">${e(l.quantity)}</td><td align="right" style="${cell}text-align:right;white-space:nowrap;">${e(l.total)}</td></tr>`).join('\n')}
</table>
${keyValueTable([...totals, total], true)}
<p style="margin:4px 0 0;font-size:13px;color:#6b7280;text-align:right;">${e(vat)}</p>
${heading(t(M.delivery))}
<p style="margin:0;">${e(deliveryKind)}</p>
<p style="margin:4px 0 0;">${deliveryLines.map((l, i) => (i === 0 ? `<strong>${e(l)}</strong>` : e(l))).join('<br>')}</p>
${heading(t(M.payment))}
${
  transfer
    ? `<p style="margin:0 0 4px;font-weight:bold;">${e(t(M.bankTransfer))}</p>
<p style="margin:0 0 12px;">${e(paymentSentence)}</p>
${keyValueTable(transfer.rows)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin-top:12px;background:#fef3c7;">
<tr><td style="padding:12px;">${e(transfer.reference[0])}<br><strong style="font-family:'Courier New',Courier,monospace;font-size:17px;">${e(transfer.reference[1])}</strong><br><span style="font-size:13px;color:#4b5563;">${e(t(M.referenceHint))}</span></td></tr>
</table>`
    : `<p style="margin:0;">${e(paymentSentence)}</p>`
}
<p style="margin:24px 0 12px;">${e(trackingIntro)}</p>
<p style="margin:0 0 8px;">${mailButton(view.trackingUrl, t(M.trackOrder))}</p>
<p style="margin:0 0 24px;"><a href="${e(safeUrl(view.orderUrl))}" style="color:#1d4ed8;">${e(t(M.viewOrder))}</a></p>
${legal.map((b) => `${heading(b.heading)}\n${b.paragraphs.map((p) => `<p style="margin:0 0 8px;font-size:13px;">${e(p)}</p>`).join('\n')}`).join('\n')}`,
    questions: t(M.questions),
    signOff: t(M.signOff, { brand }),
    footer: t(M.footer, { brand }),
  })
  return { subject, text, html }
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/** A link styled as a button; the URL goes through safeUrl. */
export function mailButton(href: string, label: string): string {
  return `<a href="${escapeHtml(safeUrl(href))}" style="display:inline-block;padding:10px 18px;background:#111827;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(label)}</a>`
}

/**
 * The HTML frame of the order mails (confirmation and lifecycle): the brand bar, the heading, the mail's own content
 * (already escaped HTML), then questions, sign-off and footer.
 */
export function orderMailDocument(o: {
  locale: string
  title: string
  brand: string
  heading: string
  content: string
  questions: string
  signOff: string
  footer: string
}): string {
  const e = escapeHtml
  return `<!DOCTYPE html>
<html lang="${e(o.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(o.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;">
<tr><td style="padding:24px 32px 0;font-size:20px;font-weight:bold;color:#111827;">${e(o.brand)}</td></tr>
<tr><td style="padding:8px 32px 24px;">
<h1 style="margin:8px 0 16px;font-size:22px;color:#111827;">${e(o.heading)}</h1>
${o.content}
<p style="margin:0 0 12px;">${e(o.questions)}</p>
<p style="margin:0;">${e(o.signOff)}</p>
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280;">${e(o.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}

/** Links in the email must be absolute http(s) URLs; anything else (a config mistake) becomes a dead link, not a script. */
function safeUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '#'
}

// The date a shopper sees should be the one of the shop's country (the region of the site's locale, e.g. en-MT), not
// of the server: the same zone table as the site's chat hours; a locale without a region falls back to UTC.
function timeZoneFor(locale: string): string {
  try {
    const region = new Intl.Locale(locale).region
    return region && hasTimeZone(region) ? siteTimeZone(region) : 'UTC'
  } catch {
    return 'UTC'
  }
}
