import { CARRIERS, PAYMENT_METHODS, SHOP_LANGUAGES, THEMES } from '../domain/vocabulary/shop-enums.js'
import type { BrandDoc } from '../domain/console/console-diff.js'
import { HELP_CENTER_STAGES, type HelpCenterStage } from '../domain/help/help-center-stages.js'
import { THEME_FONT_NAMES } from '../domain/tenancy/theme-tokens.js'
import { LANGUAGE_NAMES } from '../../i18n/language-names.js'
import {
  checkboxesField,
  checkboxField,
  colourField,
  idListField,
  intField,
  list,
  moneyField,
  selectField,
  str,
  textField,
  type FieldDef,
  type FormBody,
} from './fields.js'
import { t } from './i18n.js'

/** The settings forms of the console: which brand and site settings each one edits, as fields on dot paths. */

export const SETTINGS_SECTIONS = ['general', 'theme', 'legal', 'help-center'] as const
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]

export function sectionTitle(s: SettingsSection): string {
  switch (s) {
    case 'general':
      return t(/*i18n*/ 'General settings')
    case 'theme':
      return t(/*i18n*/ 'Theme and logo')
    case 'legal':
      return t(/*i18n*/ 'Legal data')
    case 'help-center':
      return t(/*i18n*/ 'Help-centre topics')
  }
}

function stageLabel(s: HelpCenterStage): string {
  switch (s) {
    case 'beforePurchase':
      return t(/*i18n*/ 'Before purchase')
    case 'ordersWaiting':
      return t(/*i18n*/ 'Orders waiting')
    case 'ordersReceived':
      return t(/*i18n*/ 'Orders received')
    case 'orderCompleted':
      return t(/*i18n*/ 'Order completed')
  }
}

export function sectionFields(section: SettingsSection, doc: BrandDoc): FieldDef[] {
  const b = doc.tenant
  switch (section) {
    case 'general':
      return [
        textField({
          name: 'displayName',
          path: 'displayName',
          label: t(/*i18n*/ 'Display name'),
          value: b.displayName,
          empty: 'keep',
        }),
        checkboxField({
          name: 'allowDecimals',
          path: 'allowDecimals',
          label: t(/*i18n*/ 'Show decimals in prices'),
          hint: t(/*i18n*/ 'Off: every price is rounded up to a whole unit.'),
          value: b.allowDecimals,
        }),
        checkboxField({
          name: 'guestCheckout',
          path: 'features.guestCheckout',
          label: t(/*i18n*/ 'Guest checkout (buy without an account)'),
          value: b.features.guestCheckout,
        }),
        checkboxField({
          name: 'loginRequired',
          path: 'features.loginRequired',
          label: t(/*i18n*/ 'Sign-in required for the whole site'),
          value: b.features.loginRequired,
        }),
        checkboxField({
          name: 'photoPrints',
          path: 'features.photoPrints',
          label: t(/*i18n*/ 'Sells photo prints'),
          value: b.features.photoPrints,
        }),
        textField({
          name: 'ga4Id',
          path: 'analytics.ga4Id',
          label: t(/*i18n*/ 'Google Analytics 4 id'),
          hint: t(/*i18n*/ 'Like G-XXXXXXX; leave empty for none.'),
          value: b.analytics.ga4Id ?? '',
          empty: null,
        }),
      ]
    case 'theme': {
      const tokens = b.themeTokens
      const themeDefault = t(/*i18n*/ 'Leave empty for the theme colour.')
      return [
        selectField({
          name: 'theme',
          path: 'theme',
          label: t(/*i18n*/ 'Theme'),
          value: b.theme,
          options: THEMES.map((v) => ({ value: v, label: v })),
        }),
        colourField({
          name: 'accentColor',
          path: 'themeTokens.accentColor',
          label: t(/*i18n*/ 'Accent colour'),
          hint: `${t(/*i18n*/ 'Buttons and links, as #rrggbb.')} ${themeDefault}`,
          value: tokens.accentColor,
        }),
        colourField({
          name: 'textColor',
          path: 'themeTokens.textColor',
          label: t(/*i18n*/ 'Text colour'),
          hint: themeDefault,
          value: tokens.textColor,
        }),
        colourField({
          name: 'backgroundColor',
          path: 'themeTokens.backgroundColor',
          label: t(/*i18n*/ 'Background colour'),
          hint: themeDefault,
          value: tokens.backgroundColor,
        }),
        selectField({
          name: 'font',
          path: 'themeTokens.font',
          label: t(/*i18n*/ 'Font'),
          value: tokens.font,
          nullable: true,
          options: [
            { value: '', label: t(/*i18n*/ 'Theme font') },
            ...THEME_FONT_NAMES.map((f) => ({ value: f, label: f })),
          ],
        }),
        {
          ...checkboxField({
            name: 'removeLogo',
            path: 'themeTokens.logo',
            label: t(/*i18n*/ 'Remove the uploaded logo (use the theme logo)'),
            value: false,
          }),
          // Ticked: no logo; unticked: the logo stays as it is (uploads have their own form).
          read: (body: FormBody) => ({ ok: true, value: str(body.removeLogo) !== '' ? null : tokens.logo }),
        },
      ]
    }
    case 'legal': {
      const l = b.legal
      return [
        textField({
          name: 'companyName',
          path: 'legal.companyName',
          label: t(/*i18n*/ 'Company name'),
          value: l.companyName,
          empty: 'keep',
        }),
        textField({ name: 'vatId', path: 'legal.vatId', label: t(/*i18n*/ 'VAT id'), value: l.vatId, empty: 'keep' }),
        textField({
          name: 'address',
          path: 'legal.address',
          label: t(/*i18n*/ 'Address'),
          value: l.address,
          empty: 'keep',
          multiline: true,
        }),
        textField({
          name: 'email',
          path: 'legal.email',
          label: t(/*i18n*/ 'Legal email'),
          value: l.email,
          empty: 'keep',
        }),
        textField({
          name: 'iban',
          path: 'legal.bankAccount.iban',
          label: t(/*i18n*/ 'IBAN'),
          hint: t(/*i18n*/ 'Without spaces. Leave the three bank fields empty to offer no bank transfer.'),
          value: l.bankAccount?.iban ?? '',
        }),
        textField({
          name: 'bic',
          path: 'legal.bankAccount.bic',
          label: t(/*i18n*/ 'BIC'),
          value: l.bankAccount?.bic ?? '',
        }),
        textField({
          name: 'beneficiary',
          path: 'legal.bankAccount.beneficiary',
          label: t(/*i18n*/ 'Beneficiary'),
          value: l.bankAccount?.beneficiary ?? '',
        }),
      ]
    }
    case 'help-center':
      return HELP_CENTER_STAGES.flatMap((s) => [
        intField({
          name: `${s}Category`,
          path: `helpCenter.${s}.category`,
          label: t(/*i18n*/ '{stage}: category', { stage: stageLabel(s) }),
          hint: t(/*i18n*/ 'Topic category number; empty for none.'),
          value: b.helpCenter[s].category,
          nullable: true,
        }),
        idListField({
          name: `${s}Topics`,
          path: `helpCenter.${s}.topics`,
          label: t(/*i18n*/ '{stage}: topics', { stage: stageLabel(s) }),
          hint: t(/*i18n*/ 'Topic numbers in display order, separated by commas.'),
          value: b.helpCenter[s].topics,
        }),
      ])
  }
}

const languageOptions = SHOP_LANGUAGES.map((l) => ({ value: l, label: `${LANGUAGE_NAMES[l] ?? l} (${l})` }))

/** Settings of one country site: enabled languages, payment methods, carriers, free-shipping threshold. */
export function siteFields(doc: BrandDoc, code: string): FieldDef[] {
  const site = doc.tenant.sites.find((s) => s.code === code)!
  const base = `sites.${code}`
  const defaultLanguage = site.languages.find((l) => l.pathPrefix === null)?.language ?? site.languages[0]!.language
  const languages: FieldDef = {
    name: 'languages',
    path: `${base}.languages`,
    label: t(/*i18n*/ 'Enabled languages'),
    hint: t(/*i18n*/ 'Other languages than the default are served under their code, e.g. /fr/.'),
    kind: 'languages',
    value: site.languages.map((l) => l.language),
    options: languageOptions,
    extra: { name: 'defaultLanguage', value: defaultLanguage, label: t(/*i18n*/ 'Default language') },
    read: (body) => {
      const chosen = list(body.languages)
      const first = str(body.defaultLanguage)
      if (!chosen.includes(first))
        return { ok: false, message: t(/*i18n*/ 'the default language must be one of the enabled languages') }
      return {
        ok: true,
        value: [first, ...chosen.filter((l) => l !== first)].map((language) => ({
          language,
          // A language keeps its hreflang code; a new one gets language-COUNTRY.
          hreflang: site.languages.find((l) => l.language === language)?.hreflang ?? `${language}-${site.country}`,
          pathPrefix: language === first ? null : language,
        })),
      }
    },
  }
  return [
    languages,
    checkboxesField({
      name: 'paymentMethods',
      path: `${base}.paymentMethods`,
      label: t(/*i18n*/ 'Payment methods'),
      value: site.paymentMethods,
      options: PAYMENT_METHODS.map((m) => ({ value: m, label: m })),
    }),
    checkboxesField({
      name: 'carriers',
      path: `${base}.carriers`,
      label: t(/*i18n*/ 'Carriers'),
      value: site.carriers,
      options: CARRIERS.map((c) => ({ value: c, label: c })),
    }),
    moneyField({
      name: 'freeShippingFrom',
      path: `${base}.freeShippingFromMinor`,
      label: t(/*i18n*/ 'Free shipping from ({currency})', { currency: site.currency }),
      value: site.freeShippingFromMinor,
    }),
  ]
}
