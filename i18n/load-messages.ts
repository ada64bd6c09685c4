import type { Messages } from '@lingui/core'
import type { ShopLanguage } from '../server/domain/vocabulary/shop-enums.js'

// One dynamic import per language: the browser downloads only the catalog of the page's language.
const loaders: Record<ShopLanguage, () => Promise<{ messages: Messages }>> = {
  es: () => import('../locales/es/messages.po'),
  de: () => import('../locales/de/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
  it: () => import('../locales/it/messages.po'),
  pt: () => import('../locales/pt/messages.po'),
  nl: () => import('../locales/nl/messages.po'),
  da: () => import('../locales/da/messages.po'),
  pl: () => import('../locales/pl/messages.po'),
  cs: () => import('../locales/cs/messages.po'),
  en: () => import('../locales/en/messages.po'),
  sv: () => import('../locales/sv/messages.po'),
  fi: () => import('../locales/fi/messages.po'),
}

export async function loadMessages(language: ShopLanguage): Promise<Messages> {
  return (await loaders[language]()).messages
}
