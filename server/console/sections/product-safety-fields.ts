import { msg } from '@lingui/core/macro'
import type { BrandDoc } from '../../domain/console/console-diff.js'
import { ALL_ARTICLES, type ArticleSafety, type SafetyParty } from '../../domain/catalog/product-safety.js'
import { str, textField, type FieldDef, type FormBody } from '../fields.js'
import { t } from '../i18n.js'

/**
 * The form of one article's product-safety information (decision 058), or of the brand-wide entry `*`: manufacturer,
 * responsible person in the EU, and (articles only) the warnings in each language of the brand's sites.
 */

type PartyRole = 'manufacturer' | 'responsiblePerson'
const PARTY_INPUTS = ['name', 'address', 'email', 'contactUrl'] as const

/** The form's group of a party: its legend and the names of its inputs. */
export function partyGroup(role: PartyRole): { legend: string; names: string[] } {
  return {
    legend: role === 'manufacturer' ? t(msg`Manufacturer`) : t(msg`Responsible person in the EU`),
    names: PARTY_INPUTS.map((i) => `${role}-${i}`),
  }
}

/**
 * A party's four inputs. All blank: no party (the article then takes the brand-wide one); a party partly filled in is
 * checked field by field, so a blank name or address is named as such.
 */
function partyFields(role: PartyRole, base: string, party: SafetyParty | undefined): FieldDef[] {
  const name = (input: string) => `${role}-${input}`
  const blank = (body: FormBody) => PARTY_INPUTS.every((i) => str(body[name(i)]) === '')
  const required = (input: 'name' | 'address', label: string, multiline = false): FieldDef => {
    const field = textField({
      name: name(input),
      path: `${base}.${role}.${input}`,
      label,
      value: party?.[input] ?? '',
      empty: 'keep',
      multiline,
    })
    return { ...field, read: (body) => (blank(body) ? { ok: true, value: undefined } : field.read(body)) }
  }
  return [
    required('name', t(msg`Name`)),
    required('address', t(msg`Postal address`), true),
    textField({
      name: name('email'),
      path: `${base}.${role}.email`,
      label: t(msg`Email address`),
      value: party?.email ?? '',
      empty: undefined,
    }),
    textField({
      name: name('contactUrl'),
      path: `${base}.${role}.contactUrl`,
      label: t(msg`Contact page (https://…)`),
      hint: t(msg`An email address, a contact page, or both.`),
      value: party?.contactUrl ?? '',
      empty: undefined,
    }),
  ]
}

export function productSafetyFields(doc: BrandDoc, article: string, languages: readonly string[]): FieldDef[] {
  const own = doc.content.productSafety?.[article] as ArticleSafety | undefined
  const base = `content.productSafety.${article}`
  const warnings = own?.warnings as Partial<Record<string, string>> | undefined
  return [
    ...partyFields('manufacturer', base, own?.manufacturer),
    ...partyFields('responsiblePerson', base, own?.responsiblePerson),
    ...(article === ALL_ARTICLES
      ? []
      : languages.map((language) =>
          textField({
            name: `warnings-${language}`,
            path: `${base}.warnings.${language}`,
            label: t(msg`Warnings and safety information ({language})`, { language }),
            hint: t(
              msg`Paragraphs separated by a blank line. Needed in every language of the brand's sites: write “No particular warnings.” where there are none.`,
            ),
            value: warnings?.[language] ?? '',
            empty: undefined,
            multiline: true,
          }),
        )),
  ]
}
