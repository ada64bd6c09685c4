/**
 * Translations for text the server writes itself (mails, invoice labels), from the shop catalogs the pages use.
 *
 * Server messages are Lingui `msg` macros (server/emails/*): the server is compiled by Vite like the pages
 * (decision 018), so the macro gives each message its id and `lingui extract` keeps it in locales/<lang>/messages.po
 * (server/emails is in lingui.config.ts `include`). A text the pages already use ("Subtotal", "Total") shares their
 * entry and translation. `{name}` in a message is an ICU placeholder filled from the values given to `translate`.
 *
 * The catalogs are the compiled `.po` imports of @lingui/vite-plugin, bundled with the server: nothing is read from
 * disk at runtime. A missing translation falls back to English, then to the source text (Lingui's compile step).
 */
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core'
import type { ShopLanguage } from '../domain/vocabulary/shop-enums.js'

/** A message the server translates: the descriptor a `msg` macro makes (its id and, outside a build, its text). */
export type ServerMessage = MessageDescriptor

export type MessageValues = Readonly<Record<string, string | number>>

/** Translates a message into a shop language and fills its placeholders. */
export type Translate = (language: ShopLanguage, message: ServerMessage, values?: MessageValues) => string

const catalogs = import.meta.glob<Messages>('../../locales/*/messages.po', { eager: true, import: 'messages' })

/** One I18n instance per language, made on first use (never the global one: concurrent mails differ in language). */
export function createServerTranslator(): Translate {
  const instances = new Map<ShopLanguage, I18n>()
  const i18nFor = (language: ShopLanguage): I18n => {
    let i18n = instances.get(language)
    if (!i18n) {
      const messages = catalogs[`../../locales/${language}/messages.po`]
      if (!messages) throw new Error(`no catalog locales/${language}/messages.po`)
      i18n = setupI18n({ locale: language, messages: { [language]: messages } })
      instances.set(language, i18n)
    }
    return i18n
  }
  return (language, message, values) => translateMessage(i18nFor(language), message, values)
}

/** `message` in `i18n`'s language, its placeholders filled from `values` (one without a value is kept as `{name}`). */
export function translateMessage(i18n: I18n, message: MessageDescriptor, values?: MessageValues): string {
  return i18n._(message.id, keepMissing(values), { message: message.message })
}

/**
 * Lingui drops a placeholder that has no value; the server's messages keep it as `{name}`, so a caller can leave
 * placeholders to a later step (the invoice labels leave `{page}` to the PDF renderer).
 */
function keepMissing(values: MessageValues = {}): MessageValues {
  return new Proxy(values, {
    get: (target, name) =>
      typeof name === 'string' && Object.hasOwn(target, name) ? target[name] : `{${String(name)}}`,
  })
}
