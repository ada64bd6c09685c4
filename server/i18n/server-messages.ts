/**
 * Translations for text the server writes itself (emails), from the same Lingui catalogs the pages use.
 *
 * Why not the usual Lingui way: the server runs under tsx without babel, so the `t`/`msg`/`Trans` macros cannot
 * run here, and `import '…/messages.po'` (i18n/load-messages.ts) only works inside Vite. So this module reads
 * `locales/<lang>/messages.po` with i18n/read-po.ts and looks entries up by msgid, which in these catalogs is the
 * English source text (Lingui 5 writes macro messages with generated ids as `msgid "<source text>"`, no id comment).
 *
 * How server messages reach the catalogs: `lingui extract --clean` (run by `npm test`) drops every entry it does not
 * find in source, so each server message is declared as a plain message descriptor marked with the `/*i18n*\/`
 * comment, in a directory listed in lingui.config.ts `include` (server/emails):
 *
 *     subtotal: /*i18n*\/ { id: 'X2rrlw', message: 'Subtotal' },
 *
 * The extractor (@lingui/babel-plugin-extract-messages) collects such object literals without running anything, and
 * they are ordinary objects at runtime. The `id` is the id Lingui's macros would generate for the message
 * (`messageId()` below: sha256 of message + U+001F + context, base64, 6 characters). With it the PO writer treats
 * the entry exactly like a macro message (msgid = the English text, no `js-lingui-explicit-id` flag), so a text
 * the pages already use ("Subtotal", "Total") shares their entry and translation instead of appearing twice
 * under the same msgid. Any other id would become an explicit id written as the msgid itself; a test checks every
 * descriptor's id (server/i18n/server-messages.test.ts prints the right one when a message is edited).
 *
 * Placeholders are `{name}`, filled by `interpolate`; ICU plurals and selects are not supported here, so keep
 * server messages simple.
 */
import { createHash } from 'node:crypto'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readPo } from '../../i18n/read-po.js'
import { SHOP_LANGUAGES, type ShopLanguage } from '../domain/vocabulary/shop-enums.js'

/** A message the server translates: the English source text and its Lingui-generated id. */
export interface ServerMessage {
  readonly id: string
  readonly message: string
}

export type MessageValues = Readonly<Record<string, string | number>>

/** Translates a message (a descriptor or the bare source text) into a shop language and fills its placeholders. */
export type Translate = (language: ShopLanguage, message: ServerMessage | string, values?: MessageValues) => string

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * Reads the 12 shop catalogs once (throws if one is missing) and returns the translator. Lookup order: the
 * language's non-empty msgstr, then the English msgstr, then the source text itself.
 */
export function createServerTranslator(opts: { rootDir?: string } = {}): Translate {
  const rootDir = opts.rootDir ?? REPO_ROOT
  const catalogs = new Map<ShopLanguage, Map<string, string>>(
    SHOP_LANGUAGES.map((language) => {
      const entries = readPo(join(rootDir, 'locales', language, 'messages.po'))
      return [language, new Map([...entries].map(([id, e]) => [id, e.translation]))]
    }),
  )
  return (language, message, values) => {
    const source = typeof message === 'string' ? message : message.message
    const text = catalogs.get(language)?.get(source) || catalogs.get('en')?.get(source) || source
    return values ? interpolate(text, values) : text
  }
}

/** Replaces `{name}` with the value of `name`; a placeholder without a value is left as it is. */
export function interpolate(text: string, values: MessageValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

/** The id Lingui's macros generate for a message (same as @lingui/message-utils generateMessageId). */
export function messageId(message: string, context = ''): string {
  return createHash('sha256').update(`${message}\u001F${context}`, 'utf8').digest('base64').slice(0, 6)
}
