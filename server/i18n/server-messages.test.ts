import { describe, expect, test } from 'vitest'
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readPo } from '../../i18n/read-po.js'
import { SHOP_LANGUAGES } from '../domain/vocabulary/shop-enums.js'
import { EMAIL_MESSAGES } from '../emails/messages.js'
import { AUTH_MESSAGES } from '../emails/auth-emails.js'
import { SUPPORT_MESSAGES } from '../emails/support-emails.js'
import { INVOICE_MESSAGES } from '../emails/invoice-messages.js'
import { createServerTranslator } from './server-messages.js'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const poPath = (lang: string) => join(root, 'locales', lang, 'messages.po')
// Every server-side message set: order mail, account mail, support mail.
const messages = [
  ...Object.entries(EMAIL_MESSAGES),
  ...Object.entries(AUTH_MESSAGES).map(([k, v]) => [`auth.${k}`, v] as const),
  ...Object.entries(SUPPORT_MESSAGES).map(([k, v]) => [`support.${k}`, v] as const),
].map(([key, m]) => [key, m.message!] as const)
const placeholders = (s: string) => [...s.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort()

describe('email messages in the catalogs', () => {
  test.each(SHOP_LANGUAGES)('%s: every email message has a translation with the same placeholders', (lang) => {
    const catalog = readPo(poPath(lang))
    const problems = messages.flatMap(([key, message]) => {
      const translation = catalog.get(message)?.translation.trim()
      if (!translation) return [`${key}: no translation for "${message}"`]
      if (JSON.stringify(placeholders(translation)) !== JSON.stringify(placeholders(message)))
        return [`${key}: placeholders of "${translation}"`]
      return []
    })
    expect(problems).toEqual([])
  })

  test.each(SHOP_LANGUAGES)(
    '%s: each email message is one entry with a generated id (msgid = English text)',
    (lang) => {
      const po = readFileSync(poPath(lang), 'utf8')
      const blocks = po.split(/\n\n+/)
      for (const [, message] of messages) {
        const matching = blocks.filter((b) => b.split('\n').includes(`msgid ${JSON.stringify(message)}`))
        expect(matching, message).toHaveLength(1)
        expect(matching[0], message).not.toContain('js-lingui-explicit-id')
        // Extracted from the server's macro messages, so `lingui extract --clean` keeps it.
        expect(matching[0], message).toMatch(/#: server\/emails\/[\w-]+\.ts/)
      }
    },
  )
})

describe('createServerTranslator', () => {
  const translate = createServerTranslator()

  test('translates into Polish and fills placeholders', () => {
    expect(translate('pl', EMAIL_MESSAGES.subject, { orderNumber: 'AB12CD34', brand: 'WallPix' })).toBe(
      'Twoje zamówienie AB12CD34 w sklepie WallPix',
    )
    expect(translate('pl', EMAIL_MESSAGES.total)).toBe('Razem')
    expect(translate('pl', EMAIL_MESSAGES.bankTransfer)).toBe('Przelew bankowy')
  })

  test('English is the source text', () => {
    expect(translate('en', EMAIL_MESSAGES.greeting, { firstName: 'Ann' })).toBe('Hello Ann,')
  })

  test('a placeholder without a value is kept; values are not re-expanded', () => {
    expect(translate('en', INVOICE_MESSAGES.page)).toBe('Page {page} of {pages}')
    expect(translate('de', INVOICE_MESSAGES.page, { page: 2 })).toMatch(/^\D*2\D*\{pages\}\D*$/)
    expect(translate('en', EMAIL_MESSAGES.greeting, { firstName: '{brand}', brand: 'x' })).toBe('Hello {brand},')
    expect(translate('en', EMAIL_MESSAGES.greeting, { toString: 'x' })).toBe('Hello {firstName},')
  })

  test('each language has its own catalog', () => {
    const totals = new Set(SHOP_LANGUAGES.map((lang) => translate(lang, EMAIL_MESSAGES.thankYou)))
    expect(totals.size).toBe(SHOP_LANGUAGES.length)
  })
})
