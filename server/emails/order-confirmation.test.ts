import { describe, expect, test } from 'vitest'
import { createServerTranslator } from '../i18n/server-messages.js'
import { escapeHtml, renderOrderConfirmation, shortOrderNumber } from './order-confirmation.js'
import type { OrderEmailView } from './order-email-view.js'

const translate = createServerTranslator()
// Intl separates amount and symbol with a no-break space; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')
const render = (view: OrderEmailView) => {
  const r = renderOrderConfirmation(view, translate)
  return { ...r, text: plain(r.text), html: plain(r.html), subject: plain(r.subject) }
}

const es: OrderEmailView = {
  publicId: 'abcd1234-5678-4ef0-9abc-def012345678',
  language: 'es',
  locale: 'es-ES',
  currency: 'EUR',
  allowDecimals: true,
  brandName: 'WallPix',
  from: 'WallPix <legal@wallpix.es>',
  to: 'ana@example.es',
  firstName: 'Ana',
  orderUrl: 'https://wallpix.es/order-completed?order=abcd1234-5678-4ef0-9abc-def012345678',
  trackingUrl: 'https://wallpix.es/tracking/abcd1234-5678-4ef0-9abc-def012345678',
  lines: [
    { name: 'Lienzo 30×40', quantity: 2, lineTotalMinor: 2500 },
    { name: 'Taza mágica', quantity: 1, lineTotalMinor: 1250 },
  ],
  subtotalMinor: 3750,
  discountMinor: 500,
  reductions: [],
  shippingMinor: 0,
  totalMinor: 3250,
  vatMinor: 564,
  delivery: { kind: 'pickup-point', label: 'Correos', lines: ['Oficina Correos Sol', 'Calle Mayor 1', '28013 Madrid'] },
  payment: { state: 'paid', methodName: 'Tarjeta' },
  // 23:30 UTC is already 24 November in Madrid and Warsaw.
  createdAt: Date.UTC(2026, 10, 23, 23, 30),
}

const pl: OrderEmailView = {
  ...es,
  publicId: 'f00dbabe-1111-4222-8333-944445555666',
  language: 'pl',
  locale: 'pl-PL',
  currency: 'PLN',
  brandName: 'WallPix Polska',
  from: 'WallPix Polska <legal@wallpix.pl>',
  to: 'pawel@example.pl',
  firstName: 'Paweł',
  orderUrl: 'https://wallpix.pl/order-completed?order=f00dbabe-1111-4222-8333-944445555666',
  trackingUrl: 'https://wallpix.pl/tracking/f00dbabe-1111-4222-8333-944445555666',
  lines: [{ name: 'Fotoobraz na płótnie', quantity: 3, lineTotalMinor: 11997 }],
  subtotalMinor: 11997,
  discountMinor: 0,
  shippingMinor: 1499,
  totalMinor: 13496,
  vatMinor: 2524,
  delivery: {
    kind: 'address',
    label: 'DHL Parcel',
    lines: ['Paweł Łukasz', 'ul. Marszałkowska 10/4', '00-590 Warszawa'],
  },
  payment: {
    state: 'bank-transfer',
    iban: 'PL61109010140000071219812874',
    bic: 'WBKPPLPP',
    beneficiary: 'WallPix Polska Sp. z o.o.',
    reference: 'RF18F00DBABE',
    amountMinor: 13496,
  },
}

describe('order confirmation email', () => {
  test('each reduction is its own line: an offer by its name, the code, and the shipping an offer waived', () => {
    const { text } = render({
      ...es,
      discountMinor: 900,
      reductions: [
        { kind: 'OFFER', label: '50 % de descuento en la segunda taza', amountMinor: 647 },
        { kind: 'CODE', label: 'WELCOME10', amountMinor: 253 },
        { kind: 'SHIPPING', label: 'Envío gratis en diciembre', amountMinor: 499 },
      ],
    })
    expect(text).toContain('50 % de descuento en la segunda taza: -6,47 €')
    expect(text).toContain('Código promocional WELCOME10: -2,53 €')
    expect(text).toContain('Envío: Gratis (Envío gratis en diciembre)')
    expect(text).not.toContain('Descuento:')
  })

  test('short order number is the first 8 characters of the public id, upper case', () => {
    expect(shortOrderNumber(es.publicId)).toBe('ABCD1234')
  })

  test('Spanish, EUR, paid by card', () => {
    const { subject, text, html } = render(es)
    expect(subject).toBe('Tu pedido ABCD1234 en WallPix')
    for (const body of [text, html]) {
      expect(body).toContain('Gracias por tu pedido')
      expect(body).toContain('Hola, Ana:')
      expect(body).toContain('Hemos recibido tu pedido en WallPix. Aquí tienes un resumen.')
      expect(body).toContain('ABCD1234')
      expect(body).toContain('24 de noviembre de 2026')
      expect(body).toContain('Lienzo 30×40')
      expect(body).toContain('25 €')
      expect(body).toContain('12,50 €')
      expect(body).toContain('37,50 €')
      expect(body).toContain('-5 €')
      expect(body).toContain('Gratis')
      expect(body).toContain('32,50 €')
      expect(body).toContain('IVA incluido: 5,64 €')
      expect(body).toContain('Entrega en un punto de recogida')
      expect(body).toContain('Calle Mayor 1')
      expect(body).toContain('Pagado con Tarjeta.')
      expect(body).toContain(`Puedes seguir tu pedido en cualquier momento con el código ${es.publicId}.`)
      expect(body).toContain(es.trackingUrl)
      expect(body).toContain('El equipo de WallPix')
    }
    expect(text).toContain('2 × Lienzo 30×40 — 25 €')
    expect(text).toContain('Subtotal: 37,50 €')
    expect(text).toContain('Descuento: -5 €')
    expect(text).toContain('Envío: Gratis')
    expect(text).toContain('Total: 32,50 €')
    expect(text).toContain(`Sigue tu pedido: ${es.trackingUrl}`)
    expect(text).toContain(`Ver tu pedido: ${es.orderUrl}`)
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="es-ES">/)
    expect(html).toContain(`href="${es.trackingUrl}"`)
    expect(html).toContain(`href="${es.orderUrl.replace('&', '&amp;')}"`)
    expect(html).toContain(
      '<th align="left" style="padding:6px 0;border-bottom:1px solid #e5e7eb;text-align:left;">Producto</th>',
    )
  })

  test('Polish, PLN, bank transfer: account, exact amount and the reference to write in the transfer', () => {
    const { subject, text, html } = render(pl)
    expect(subject).toBe('Twoje zamówienie F00DBABE w sklepie WallPix Polska')
    for (const body of [text, html]) {
      expect(body).toContain('Dziękujemy za zamówienie')
      expect(body).toContain('Cześć Paweł,')
      expect(body).toContain('24 listopada 2026')
      expect(body).toContain('119,97 zł')
      expect(body).toContain('14,99 zł')
      expect(body).toContain('134,96 zł')
      expect(body).toContain('W tym VAT: 25,24 zł')
      expect(body).toContain('Dostawa na Twój adres')
      expect(body).toContain('ul. Marszałkowska 10/4')
      expect(body).toContain('Przelew bankowy')
      expect(body).toContain('Rozpoczniemy produkcję Twojego zamówienia, gdy tylko otrzymamy płatność.')
      expect(body).toContain('PL61 1090 1014 0000 0712 1981 2874')
      expect(body).toContain('WBKPPLPP')
      expect(body).toContain('WallPix Polska Sp. z o.o.')
      expect(body).toContain('Tytuł przelewu')
      expect(body).toContain('RF18F00DBABE')
      expect(body).toContain('Wpisz ten tytuł przelewu dokładnie tak, jak podano')
      expect(body).not.toContain('Rabat') // no discount line when the discount is 0
    }
    expect(text).toContain('3 × Fotoobraz na płótnie — 119,97 zł')
    expect(text).toContain('Koszt wysyłki: 14,99 zł')
    expect(text).toContain('Razem: 134,96 zł')
    expect(text).toContain('Kwota: 134,96 zł')
    expect(text).toContain('Tytuł przelewu: RF18F00DBABE')
    expect(html).toMatch(/<html lang="pl-PL">/)
  })

  test('the bank-transfer block appears only for bank transfer', () => {
    for (const payment of [
      { state: 'paid', methodName: 'BLIK' },
      { state: 'pending', methodName: 'BLIK' },
    ] as const) {
      const { text, html } = render({ ...pl, payment })
      for (const body of [text, html]) {
        expect(body).not.toContain('Tytuł przelewu')
        expect(body).not.toContain('RF18F00DBABE')
        expect(body).not.toContain('PL61')
        expect(body).not.toContain('Przelew bankowy')
      }
    }
    expect(render({ ...pl, payment: { state: 'pending', methodName: 'BLIK' } }).text).toContain(
      'Twoja płatność (BLIK) czeka na potwierdzenie.',
    )
    expect(render({ ...pl, payment: { state: 'paid', methodName: 'BLIK' } }).text).toContain(
      'Płatność zrealizowana: BLIK.',
    )
  })

  test('escapes every interpolated value in the HTML, not in the text', () => {
    const view: OrderEmailView = {
      ...es,
      firstName: '<b>Ann</b>',
      brandName: 'Tom & "Jerry\'s"',
      lines: [{ name: '<script>alert(1)</script>', quantity: 1, lineTotalMinor: 100 }],
      delivery: { kind: 'address', label: 'GLS', lines: ['<img src=x onerror=alert(1)>'] },
      orderUrl: 'javascript:alert(1)',
      trackingUrl: 'https://wallpix.es/tracking/x?a=1&b="2"',
    }
    const { text, html } = render(view)
    expect(html).toContain('Hola, &lt;b&gt;Ann&lt;/b&gt;:')
    expect(html).not.toContain('<b>Ann</b>')
    expect(html).toContain('Tom &amp; &quot;Jerry&#39;s&quot;')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('href="https://wallpix.es/tracking/x?a=1&amp;b=&quot;2&quot;"')
    expect(text).toContain('Hola, <b>Ann</b>:')
    expect(text).toContain('El equipo de Tom & "Jerry\'s"')
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;')
  })

  test('a brand without decimals rounds displayed prices up but asks for the exact transfer amount', () => {
    const { text } = render({ ...pl, allowDecimals: false })
    expect(text).toContain('Razem: 135 zł')
    expect(text).toContain('Kwota: 134,96 zł')
  })

  test('collection in French (space before the colon) and English in GBP', () => {
    const fr = render({
      ...es,
      language: 'fr',
      locale: 'fr-FR',
      delivery: { kind: 'collect', label: 'WallPix', lines: [] },
    })
    expect(fr.subject).toBe('Votre commande ABCD1234 chez WallPix')
    expect(fr.text).toContain('Retrait dans notre centre de production')
    expect(fr.text).toContain('Total : 32,50 €')
    const en = render({ ...es, language: 'en', locale: 'en-GB', currency: 'GBP' })
    expect(en.subject).toBe('Your order ABCD1234 at WallPix')
    expect(en.text).toContain('Total: £32.50')
    expect(en.text).toContain('VAT included: £5.64')
    expect(en.text).toContain('23 November 2026') // 23:30 UTC is still the 23rd in London
  })
})
