import { describe, expect, test } from 'vitest'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { readPo } from '../../i18n/read-po.js'
import { SHOP_LANGUAGES } from '../domain/vocabulary/shop-enums.js'
import { EMAIL_MESSAGES } from '../emails/messages.js'
import { AUTH_MESSAGES } from '../emails/auth-emails.js'
import { SUPPORT_MESSAGES } from '../emails/support-emails.js'
import { createServerTranslator, interpolate, messageId } from './server-messages.js'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const poPath = (lang: string) => join(root, 'locales', lang, 'messages.po')
// Every server-side message set: order mail, account mail.
const messages = [
  ...Object.entries(EMAIL_MESSAGES),
  ...Object.entries(AUTH_MESSAGES).map(([k, v]) => [`auth.${k}`, v] as const),
  ...Object.entries(SUPPORT_MESSAGES).map(([k, v]) => [`support.${k}`, v] as const),
]
const placeholders = (s: string) => [...s.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort()

describe('email message descriptors', () => {
  test('messageId() is the id Lingui generates', () => {
    for (const text of ['Subtotal', 'Your order {orderNumber} at {brand}', 'Zażółć gęślą jaźń', 'Œuvre ’quoted’']) {
      expect(messageId(text)).toBe(generateMessageId(text))
      expect(messageId(text, 'ctx')).toBe(generateMessageId(text, 'ctx'))
    }
  })

  test('every descriptor carries the generated id of its message (else extraction writes an explicit id)', () => {
    const wrong = messages
      .filter(([, m]) => m.id !== messageId(m.message))
      .map(([key, m]) => `${key}: use id '${messageId(m.message)}' for '${m.message}'`)
    expect(wrong).toEqual([])
  })
})

describe('email messages in the catalogs', () => {
  test.each(SHOP_LANGUAGES)('%s: every email message has a translation with the same placeholders', (lang) => {
    const catalog = readPo(poPath(lang))
    const problems = messages.flatMap(([key, { message }]) => {
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
      for (const [, { message }] of messages) {
        const matching = blocks.filter((b) => b.split('\n').includes(`msgid ${JSON.stringify(message)}`))
        expect(matching, message).toHaveLength(1)
        expect(matching[0], message).not.toContain('js-lingui-explicit-id')
        // Extracted from the server's descriptor files, so `lingui extract --clean` keeps it.
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
    // A bare source string works too (it is the msgid).
    expect(translate('pl', 'Bank transfer')).toBe('Przelew bankowy')
  })

  test('English is the source text; an unknown message falls back to itself', () => {
    expect(translate('en', EMAIL_MESSAGES.greeting, { firstName: 'Ann' })).toBe('Hello Ann,')
    expect(translate('de', 'Not in any catalog {x}', { x: 1 })).toBe('Not in any catalog 1')
  })

  test('an empty translation falls back to English, then to the source text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'po-'))
    try {
      for (const lang of SHOP_LANGUAGES) {
        mkdirSync(join(dir, 'locales', lang), { recursive: true })
        const en = lang === 'en' ? 'Hello there {name}' : ''
        const es = lang === 'es' ? 'Hola {name}' : ''
        writeFileSync(
          join(dir, 'locales', lang, 'messages.po'),
          `msgid ""\nmsgstr ""\n\nmsgid "Hello {name}"\nmsgstr ${JSON.stringify(es || en)}\n\nmsgid "Bye"\nmsgstr ""\n`,
        )
      }
      const t = createServerTranslator({ rootDir: dir })
      expect(t('es', 'Hello {name}', { name: 'Ana' })).toBe('Hola Ana')
      expect(t('pl', 'Hello {name}', { name: 'Ola' })).toBe('Hello there Ola')
      expect(t('pl', 'Bye')).toBe('Bye')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('a missing catalog fails at construction', () => {
    expect(() => createServerTranslator({ rootDir: join(tmpdir(), 'no-such-dir-for-po') })).toThrow()
  })
})

describe('interpolate', () => {
  test('replaces known placeholders, keeps unknown ones, does not re-expand values', () => {
    expect(interpolate('{a} and {b} and {a}', { a: 1 })).toBe('1 and {b} and 1')
    expect(interpolate('{a}', { a: '{b}', b: 'x' })).toBe('{b}')
    expect(interpolate('{toString}', {})).toBe('{toString}')
  })
})
