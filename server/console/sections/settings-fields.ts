import type { BrandDoc } from '../../domain/console/console-diff.js'
import { checkboxField, selectField, str, textField, type FieldDef } from '../fields.js'
import { CONSENT_MODES } from '../../domain/analytics/consent.js'
import { PROMOTION_STACKING } from '../../domain/tenancy/tenant-schema.js'
import { t } from '../i18n.js'
import { helpCenterFields } from './help-center-fields.js'
import { themeFields } from './theme-fields.js'
import { msg } from '@lingui/core/macro'

/**
 * The brand settings forms of the console: which brand settings each one edits, as fields on dot paths. Theme and
 * help-center fields have files of their own; a country site's form is in site-fields.ts.
 */

export const SETTINGS_SECTIONS = ['general', 'theme', 'legal', 'help-center'] as const
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]

export function sectionTitle(s: SettingsSection): string {
  switch (s) {
    case 'general':
      return t(msg`General settings`)
    case 'theme':
      return t(msg`Theme and logo`)
    case 'legal':
      return t(msg`Legal data`)
    case 'help-center':
      return t(msg`Help-centre topics`)
  }
}

export function sectionFields(section: SettingsSection, doc: BrandDoc): FieldDef[] {
  switch (section) {
    case 'general':
      return generalFields(doc)
    case 'theme':
      return themeFields(doc)
    case 'legal':
      return legalFields(doc)
    case 'help-center':
      return helpCenterFields(doc)
  }
}

/** Display name, decimals rule, feature switches, analytics id and consent mode. */
function generalFields(doc: BrandDoc): FieldDef[] {
  const b = doc.tenant
  return [
    textField({
      name: 'displayName',
      path: 'displayName',
      label: t(msg`Display name`),
      value: b.displayName,
      empty: 'keep',
    }),
    checkboxField({
      name: 'allowDecimals',
      path: 'allowDecimals',
      label: t(msg`Show decimals in prices`),
      hint: t(msg`Off: every price is rounded up to a whole unit.`),
      value: b.allowDecimals,
    }),
    checkboxField({
      name: 'guestCheckout',
      path: 'features.guestCheckout',
      label: t(msg`Guest checkout (buy without an account)`),
      value: b.features.guestCheckout,
    }),
    checkboxField({
      name: 'loginRequired',
      path: 'features.loginRequired',
      label: t(msg`Sign-in required for the whole site`),
      value: b.features.loginRequired,
    }),
    checkboxField({
      name: 'photoPrints',
      path: 'features.photoPrints',
      label: t(msg`Sells photo prints`),
      value: b.features.photoPrints,
    }),
    textField({
      name: 'ga4Id',
      path: 'analytics.ga4Id',
      label: t(msg`Google Analytics 4 id`),
      hint: t(msg`Like G-XXXXXXX; leave empty for none.`),
      value: b.analytics.ga4Id ?? '',
      empty: null,
    }),
    {
      ...selectField({
        name: 'consentMode',
        path: 'analytics.consentMode',
        label: t(msg`Google consent mode`),
        hint: t(
          msg`Basic: the Google tag loads only after the visitor accepts analytics or ads cookies. Advanced: it loads at once and sends cookieless pings until the visitor accepts.`,
        ),
        value: b.analytics.consentMode,
        options: CONSENT_MODES.map((m) => ({ value: m, label: consentModeLabel(m) })),
      }),
      // A client that leaves the field out (the form always sends it) keeps the current mode.
      read: (body) => ({ ok: true, value: str(body.consentMode) || b.analytics.consentMode }),
    },
    {
      ...selectField({
        name: 'promotionStacking',
        path: 'promotionStacking',
        label: t(msg`Promotion codes and automatic offers`),
        hint: t(
          msg`Combine: a code's percentage or amount applies to the goods after the automatic offers, and its minimum order is checked against the goods after the offers. Best for the shopper: the shopper gets either the code or the offers, whichever saves more, and the cart says which.`,
        ),
        value: b.promotionStacking,
        options: PROMOTION_STACKING.map((m) => ({ value: m, label: stackingLabel(m) })),
      }),
      // A client that leaves the field out keeps the current rule.
      read: (body) => ({ ok: true, value: str(body.promotionStacking) || b.promotionStacking }),
    },
  ]
}

function stackingLabel(mode: (typeof PROMOTION_STACKING)[number]): string {
  return mode === 'combine'
    ? t(msg`Combine (the code applies after the offers)`)
    : t(msg`Best for the shopper (the code or the offers, whichever saves more)`)
}

function consentModeLabel(mode: (typeof CONSENT_MODES)[number]): string {
  return mode === 'basic' ? t(msg`Basic (no Google tag before consent)`) : t(msg`Advanced (tag with consent denied)`)
}

/** Company, VAT id, address, legal email, the legal notice's register and representative, and the bank account. */
function legalFields(doc: BrandDoc): FieldDef[] {
  const b = doc.tenant
  const l = b.legal
  return [
    textField({
      name: 'companyName',
      path: 'legal.companyName',
      label: t(msg`Company name`),
      value: l.companyName,
      empty: 'keep',
    }),
    textField({ name: 'vatId', path: 'legal.vatId', label: t(msg`VAT id`), value: l.vatId, empty: 'keep' }),
    textField({
      name: 'address',
      path: 'legal.address',
      label: t(msg`Address`),
      value: l.address,
      empty: 'keep',
      multiline: true,
    }),
    textField({
      name: 'email',
      path: 'legal.email',
      label: t(msg`Legal email`),
      value: l.email,
      empty: 'keep',
    }),
    ...noticeFields(l),
    textField({
      name: 'iban',
      path: 'legal.bankAccount.iban',
      label: t(msg`IBAN`),
      hint: t(msg`Without spaces. Leave the three bank fields empty to offer no bank transfer.`),
      value: l.bankAccount?.iban ?? '',
    }),
    textField({
      name: 'bic',
      path: 'legal.bankAccount.bic',
      label: t(msg`BIC`),
      value: l.bankAccount?.bic ?? '',
    }),
    textField({
      name: 'beneficiary',
      path: 'legal.bankAccount.beneficiary',
      label: t(msg`Beneficiary`),
      value: l.bankAccount?.beneficiary ?? '',
    }),
  ]
}

/**
 * What the legal notice names besides the company (decision 057). A blank field removes the value: a live brand
 * needs register and representative (readiness says so); the others are optional, and a page section naming one
 * the brand has not given is left out.
 */
function noticeFields(l: BrandDoc['tenant']['legal']): FieldDef[] {
  return [
    textField({
      name: 'register',
      path: 'legal.register',
      label: t(msg`Commercial register`),
      hint: t(msg`The court or registry and the number, e.g. Registro Mercantil de Madrid, tomo 40123, hoja M-712345.`),
      value: l.register ?? '',
    }),
    textField({
      name: 'representative',
      path: 'legal.representative',
      label: t(msg`Legal representative`),
      hint: t(msg`The managing directors or administrators, with their role.`),
      value: l.representative ?? '',
    }),
    textField({
      name: 'phone',
      path: 'legal.phone',
      label: t(msg`Phone`),
      hint: t(msg`International form, e.g. +34 910 000 000; leave empty for none.`),
      value: l.phone ?? '',
    }),
    textField({
      name: 'shareCapital',
      path: 'legal.shareCapital',
      label: t(msg`Share capital`),
      hint: t(msg`As the notice shows it, e.g. 3.000,00 €; leave empty where the company form states none.`),
      value: l.shareCapital ?? '',
    }),
    textField({
      name: 'accessibilityAuthority',
      path: 'legal.accessibilityAuthority',
      label: t(msg`Accessibility market surveillance authority`),
      hint: t(msg`Named in the accessibility statement as where a customer may complain: name and address.`),
      value: l.accessibilityAuthority ?? '',
    }),
  ]
}
