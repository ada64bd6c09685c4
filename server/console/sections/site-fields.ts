import { CARRIERS, PAYMENT_METHODS, SHOP_LANGUAGES } from '../../domain/vocabulary/shop-enums.js'
import type { BrandDoc } from '../../domain/console/console-diff.js'
import { LANGUAGE_NAMES } from '../../../i18n/language-names.js'
import { checkboxesField, list, moneyField, str, textField, type FieldDef, type FormBody } from '../fields.js'
import { t } from '../i18n.js'
import { msg } from '@lingui/core/macro'

const languageOptions = SHOP_LANGUAGES.map((l) => ({ value: l, label: `${LANGUAGE_NAMES[l] ?? l} (${l})` }))

const siteNameInput = (language: string) => `siteName_${language}`

/** The name typed for a language, else the one it had (a language enabled in this submit has no input yet). */
function languageName(
  body: FormBody,
  before: readonly { language: string; displayName: string | null }[],
  language: string,
): string | null {
  const typed = body[siteNameInput(language)]
  if (typed !== undefined) return str(typed) || null
  return before.find((l) => l.language === language)?.displayName ?? null
}

/** Settings of one country site: its display name, enabled languages, payment methods, carriers, free-shipping threshold. */
export function siteFields(doc: BrandDoc, code: string): FieldDef[] {
  const site = doc.tenant.sites.find((s) => s.code === code)!
  const base = `sites.${code}`
  const defaultLanguage = site.languages.find((l) => l.pathPrefix === null)?.language ?? site.languages[0]!.language
  const languages: FieldDef = {
    name: 'languages',
    path: `${base}.languages`,
    label: t(msg`Enabled languages`),
    hint: t(msg`Other languages than the default are served under their code, e.g. /fr/.`),
    kind: 'languages',
    value: site.languages.map((l) => l.language),
    options: languageOptions,
    extra: { name: 'defaultLanguage', value: defaultLanguage, label: t(msg`Default language`) },
    // A site with several languages may go by another name in each ("WallPix Luxembourg" in French).
    texts:
      site.languages.length > 1
        ? site.languages.map((l) => ({
            name: siteNameInput(l.language),
            value: l.displayName ?? '',
            label: t(msg`Site name in {language} (empty: the site display name)`, {
              language: LANGUAGE_NAMES[l.language] ?? l.language,
            }),
          }))
        : undefined,
    read: (body) => {
      const chosen = list(body.languages)
      const first = str(body.defaultLanguage)
      if (!chosen.includes(first))
        return { ok: false, message: t(msg`the default language must be one of the enabled languages`) }
      return {
        ok: true,
        value: [first, ...chosen.filter((l) => l !== first)].map((language) => ({
          language,
          // A language keeps its hreflang code; a new one gets language-COUNTRY.
          hreflang: site.languages.find((l) => l.language === language)?.hreflang ?? `${language}-${site.country}`,
          pathPrefix: language === first ? null : language,
          displayName: languageName(body, site.languages, language),
        })),
      }
    },
  }
  return [
    textField({
      name: 'displayName',
      path: `${base}.displayName`,
      label: t(msg`Site display name`),
      hint: t(msg`Shown in titles, the header and mails of this site; leave empty to use the brand's name ({brand}).`, {
        brand: doc.tenant.displayName,
      }),
      value: site.displayName ?? '',
      // Blank is "no name of its own": the brand's display name shows.
      empty: null,
    }),
    languages,
    checkboxesField({
      name: 'paymentMethods',
      path: `${base}.paymentMethods`,
      label: t(msg`Payment methods`),
      value: site.paymentMethods,
      options: PAYMENT_METHODS.map((m) => ({ value: m, label: m })),
    }),
    checkboxesField({
      name: 'carriers',
      path: `${base}.carriers`,
      label: t(msg`Carriers`),
      value: site.carriers,
      options: CARRIERS.map((c) => ({ value: c, label: c })),
    }),
    moneyField({
      name: 'freeShippingFrom',
      path: `${base}.freeShippingFromMinor`,
      label: t(msg`Free shipping from ({currency})`, { currency: site.currency }),
      value: site.freeShippingFromMinor,
    }),
  ]
}
