import type { OfferDef } from '../../domain/promotions/offer-schema.js'
import type { OfferRule, OfferRuleKind } from '../../domain/promotions/offer-types.js'
import type { TenantFile } from '../../domain/tenancy/tenant-schema.js'
import type { OfferFormCatalogue } from '../../services/console/console-offers.js'
import {
  checkboxesField,
  intField,
  localDateTimeField,
  moneyField,
  selectField,
  str,
  textField,
  type FieldDef,
  type FormBody,
  type Read,
} from '../fields.js'
import { t } from '../i18n.js'
import { msg } from '@lingui/core/macro'

/**
 * Fields of one automatic offer (new: `key` is a field; existing: the key is fixed by the address). Every field writes
 * one path of `content.offers.<key>`; a value of a rule kind not chosen writes nothing (the routes clear the rule
 * before the fields write it), so the draft holds exactly the chosen rule.
 */

const RULE_KINDS: OfferRuleKind[] = ['percent', 'amount', 'nth', 'tiers', 'free_shipping']

/** The languages of the brand's sites, in site order: the offer needs a title in each. */
function brandLanguages(tenant: TenantFile): string[] {
  return [...new Set(tenant.sites.flatMap((s) => s.languages.map((l) => l.language)))]
}

const brandCurrencies = (tenant: TenantFile) => [...new Set(tenant.sites.map((s) => s.currency))]

function ruleKindLabel(kind: OfferRuleKind): string {
  switch (kind) {
    case 'percent':
      return t(msg`Percent off`)
    case 'amount':
      return t(msg`Amount off each copy`)
    case 'nth':
      return t(msg`Every n-th copy at a percent off`)
    case 'tiers':
      return t(msg`Quantity tiers`)
    case 'free_shipping':
      return t(msg`Free shipping from a threshold`)
  }
}

const chosenKind = (body: FormBody) => str(body.ruleKind)

/** A field that only counts for some rule kinds: for any other kind it writes nothing. */
function forKinds(kinds: OfferRuleKind[], f: FieldDef): FieldDef {
  return { ...f, read: (body) => (kinds.includes(chosenKind(body) as OfferRuleKind) ? f.read(body) : ok(undefined)) }
}

const ok = (value: unknown): Read => ({ ok: true, value })

/** Money in major units, empty = this currency or site left out (and shown empty when the rule has no value). */
function optionalMoney(f: FieldDef, value: number | undefined): FieldDef {
  return {
    ...f,
    value: value === undefined ? '' : f.value,
    read: (body) => (str(body[f.name]) === '' ? ok(undefined) : f.read(body)),
  }
}

const lines = (v: string) =>
  v
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)

function tiersText(rule: OfferRule | undefined): string {
  return rule?.kind === 'tiers' ? rule.tiers.map((x) => `${x.minQuantity}, ${x.percent}`).join('\n') : ''
}

function readTiers(body: FormBody): Read {
  const tiers = []
  for (const line of lines(str(body.tiers))) {
    const m = /^(\d{1,5})\s*[,;]\s*(\d{1,3})\s*%?$/.exec(line)
    if (!m) return { ok: false, message: t(msg`one tier per line: minimum quantity, percent (e.g. "3, 10")`) }
    tiers.push({ minQuantity: Number(m[1]), percent: Number(m[2]) })
  }
  return ok(tiers)
}

export function offerFields(
  key: string,
  current: OfferDef | undefined,
  tenant: TenantFile,
  cat: OfferFormCatalogue,
): FieldDef[] {
  const base = `content.offers.${key}`
  const rule = current?.rule
  const percentValue = rule?.kind === 'percent' || rule?.kind === 'nth' ? rule.percent : null
  const languages = brandLanguages(tenant)
  const texts: FieldDef[] = languages.flatMap((lang) => {
    const text = current?.texts[lang as keyof OfferDef['texts']]
    const title = textField({
      name: `title_${lang}`,
      path: `${base}.texts.${lang}.title`,
      label: t(msg`Title ({language})`, { language: lang }),
      hint: t(msg`Names the reduction on the offers page, in the cart, on the order and in the mail.`),
      value: text?.title ?? '',
    })
    return [
      {
        ...title,
        read: (body: FormBody) =>
          str(body[title.name]) === ''
            ? {
                ok: false,
                message: t(msg`enter a title in {language}: a site of the brand uses it`, { language: lang }),
              }
            : title.read(body),
      },
      textField({
        name: `description_${lang}`,
        path: `${base}.texts.${lang}.description`,
        label: t(msg`Description ({language})`, { language: lang }),
        value: text?.description ?? '',
        multiline: true,
        empty: 'keep',
      }),
    ]
  })
  const amounts = brandCurrencies(tenant).map((currency) => {
    const value = rule?.kind === 'amount' ? rule.amounts[currency] : undefined
    return forKinds(
      ['amount'],
      optionalMoney(
        moneyField({
          name: `amount_${currency}`,
          path: `${base}.rule.amounts.${currency}`,
          label: t(msg`Amount off each copy in {currency}`, { currency }),
          hint: t(msg`Leave empty to give nothing in this currency. It may not exceed the cheapest copy in scope.`),
          value: value ?? 0,
        }),
        value,
      ),
    )
  })
  const thresholds = tenant.sites.map((s) => {
    const value = rule?.kind === 'free_shipping' ? rule.fromMinor[s.code] : undefined
    return forKinds(
      ['free_shipping'],
      optionalMoney(
        moneyField({
          name: `freeFrom_${s.code}`,
          path: `${base}.rule.fromMinor.${s.code}`,
          label: t(msg`Free shipping from, site {site} ({currency})`, { site: s.code, currency: s.currency }),
          hint: t(msg`Goods total after reductions; 0 ships every order free. Empty: not on this site.`),
          value: value ?? 0,
        }),
        value,
      ),
    )
  })
  return [
    {
      ...textField({
        name: 'key',
        path: `${base}.key`,
        label: t(msg`Key`),
        hint: t(msg`Lowercase letters, digits and dashes; it cannot change later.`),
        value: key,
        empty: 'keep',
      }),
      read: () => ok(key),
    },
    ...texts,
    selectField({
      name: 'ruleKind',
      path: `${base}.rule.kind`,
      label: t(msg`Rule`),
      hint: t(msg`Fill in the values of the chosen rule below; the others are ignored.`),
      value: rule?.kind ?? 'percent',
      options: RULE_KINDS.map((k) => ({ value: k, label: ruleKindLabel(k) })),
    }),
    forKinds(
      ['percent', 'nth'],
      intField({
        name: 'percent',
        path: `${base}.rule.percent`,
        label: t(msg`Percent off`),
        hint: t(msg`For "percent off" and "every n-th copy": 1 to 100.`),
        value: percentValue,
        nullable: true,
      }),
    ),
    forKinds(
      ['nth'],
      intField({
        name: 'n',
        path: `${base}.rule.n`,
        label: t(msg`Every n-th copy (n)`),
        hint: t(msg`2 reduces every second copy in scope (the cheapest ones).`),
        value: rule?.kind === 'nth' ? rule.n : null,
        nullable: true,
      }),
    ),
    ...amounts,
    forKinds(['tiers'], {
      name: 'tiers',
      path: `${base}.rule.tiers`,
      label: t(msg`Quantity tiers`),
      hint: t(
        msg`One line per tier: minimum quantity, percent ("3, 10" then "10, 20"). The highest tier reached applies.`,
      ),
      kind: 'textarea',
      value: tiersText(rule),
      read: readTiers,
    }),
    ...thresholds,
    checkboxesField({
      name: 'scopeArticles',
      path: `${base}.scope.articles`,
      label: t(msg`Articles`),
      hint: t(msg`Scope: a copy is in scope when it matches any entry. All scope lists empty: the whole range.`),
      value: current?.scope.articles ?? [],
      options: cat.articles.map((a) => ({ value: a.code, label: `${a.code} (${a.kind})` })),
    }),
    checkboxesField({
      name: 'scopeKinds',
      path: `${base}.scope.kinds`,
      label: t(msg`Article kinds`),
      value: current?.scope.kinds ?? [],
      options: cat.kinds.map((k) => ({ value: k, label: k })),
    }),
    checkboxesField({
      name: 'scopeTags',
      path: `${base}.scope.tags`,
      label: t(msg`Design tags`),
      value: current?.scope.tags ?? [],
      options: cat.tags.map((k) => ({ value: k, label: k })),
    }),
    {
      name: 'scopeVariants',
      path: `${base}.scope.variants`,
      label: t(msg`Variant SKUs`),
      hint: t(msg`One SKU per line. Free shipping takes no scope.`),
      kind: 'textarea',
      value: (current?.scope.variants ?? []).join('\n'),
      read: (body) => ok(lines(str(body.scopeVariants))),
    },
    checkboxesField({
      name: 'sites',
      path: `${base}.sites`,
      label: t(msg`Sites`),
      hint: t(msg`None ticked: every site of the brand.`),
      value: current?.sites ?? [],
      options: tenant.sites.map((s) => ({ value: s.code, label: `${s.code} (${s.hosts[0] ?? ''})` })),
    }),
    localDateTimeField({
      name: 'startsAt',
      path: `${base}.startsAt`,
      label: t(msg`Starts`),
      hint: t(
        msg`Local time of each site (its own time zone): the offer starts at this wall-clock time on every site.`,
      ),
      value: current?.startsAt ?? '',
    }),
    localDateTimeField({
      name: 'endsAt',
      path: `${base}.endsAt`,
      label: t(msg`Ends`),
      hint: t(msg`Local time of each site; the offer stops at this time (exclusive).`),
      value: current?.endsAt ?? '',
    }),
    selectField({
      name: 'landingKey',
      path: `${base}.landingKey`,
      label: t(msg`Landing page`),
      hint: t(msg`Where the offers page sends shoppers ("See the designs").`),
      value: current?.landingKey ?? '',
      nullable: true,
      options: [{ value: '', label: t(msg`None`) }, ...cat.landings.map((l) => ({ value: l.key, label: l.title }))],
    }),
  ]
}

/** Field groups of the offer form, in order. */
export function offerGroups(fields: readonly FieldDef[]) {
  // 'title_' and the like name every field starting so; other entries one field each.
  const names = (wanted: string[]) =>
    fields.map((f) => f.name).filter((n) => wanted.some((w) => (w.endsWith('_') ? n.startsWith(w) : n === w)))
  return [
    { legend: t(msg`Texts`), names: names(['title_', 'description_']) },
    { legend: t(msg`Rule`), names: names(['ruleKind', 'percent', 'n', 'amount_', 'tiers', 'freeFrom_']) },
    { legend: t(msg`Scope`), names: names(['scopeArticles', 'scopeKinds', 'scopeTags', 'scopeVariants']) },
    { legend: t(msg`Where and when`), names: names(['sites', 'startsAt', 'endsAt', 'landingKey']) },
  ]
}
