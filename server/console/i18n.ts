import { setupI18n, type MessageDescriptor } from '@lingui/core'
import { translateMessage, type MessageValues } from '../i18n/server-messages.js'
import { messages } from './locales/en/messages.po'

/**
 * Console text goes through Lingui macros: every UI string is a `msg` macro at the call site, e.g.
 * `t(msg\`Save draft\`)` or `t(msg\`Error: {message}\`, { message })`, which `lingui extract` collects. The console
 * has its own catalog (lingui.config.ts: server/console/locales/<lang>/messages.po) so staff-only text does not
 * become a translation task for the 12 shop catalogs. The console is English-first: the English catalog's
 * translation is used when present, else the source text. Its own I18n instance, never the global one.
 */

export const CONSOLE_LANGUAGE = 'en'

const i18n = setupI18n({ locale: CONSOLE_LANGUAGE, messages: { [CONSOLE_LANGUAGE]: messages } })

/** The console's text for a message, with `{name}` placeholders filled. */
export function t(message: MessageDescriptor, values?: MessageValues): string {
  return translateMessage(i18n, message, values)
}
