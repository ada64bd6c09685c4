import type { ShopLanguage } from '../server/domain/vocabulary/shop-enums.js'

/** Each language named in itself (endonym), as language pickers do; not translated on purpose. */
export const LANGUAGE_NAMES: Record<ShopLanguage, string> = {
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  da: 'Dansk',
  pl: 'Polski',
  cs: 'Čeština',
  en: 'English',
  sv: 'Svenska',
  fi: 'Suomi',
}
