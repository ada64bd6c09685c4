import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readPo } from '../../i18n/read-po.js'
import { interpolate, type MessageValues } from '../i18n/server-messages.js'

/**
 * Console text goes through Lingui: every UI string is a literal marked `/*i18n*\/` at the call site, e.g.
 * `t(/*i18n*\/ 'Save draft')`, which `lingui extract` collects (the marked-string form of a message descriptor; the
 * console is rendered by Express under tsx, where the `t`/`Trans` macros cannot run, see decision 012). The
 * console has its own catalog (lingui.config.ts: server/console/locales/<lang>/messages.po) so staff-only text
 * does not become a translation task for the 12 shop catalogs. The console is English-first: the English
 * catalog's translation is used when present, else the source text.
 */

export const CONSOLE_LANGUAGE = 'en'

const CATALOG = join(resolve(dirname(fileURLToPath(import.meta.url))), 'locales', CONSOLE_LANGUAGE, 'messages.po')

let catalog: Map<string, string> | null = null

function messages(): Map<string, string> {
  catalog ??= existsSync(CATALOG) ? new Map([...readPo(CATALOG)].map(([id, e]) => [id, e.translation])) : new Map()
  return catalog
}

/** The console's text for a marked message, with `{name}` placeholders filled. */
export function t(message: string, values?: MessageValues): string {
  const text = messages().get(message) || message
  return values ? interpolate(text, values) : text
}
