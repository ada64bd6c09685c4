import { CURRENCIES } from '../../domain/vocabulary/shop-enums.js'
import type { PromotionDef } from '../../domain/tenancy/content-schema.js'
import { dateField, intField, moneyField, selectField, textField, type FieldDef } from '../fields.js'
import { t } from '../i18n.js'
import { msg } from '@lingui/core/macro'

/** Fields of one promotion code (new: `code` is a field; existing: the code is fixed by the address). */
export function promotionFields(code: string, current: PromotionDef | undefined): FieldDef[] {
  const base = `content.promotions.${code}`
  const p = current ?? {
    code,
    kind: 'PERCENT' as const,
    value: 10,
    currency: null,
    minSubtotalMinor: 0,
    validFrom: Date.now(),
    validTo: Date.now() + 30 * 86_400_000,
    maxUses: null,
    maxUsesPerEmail: null,
  }
  return [
    {
      ...textField({ name: 'code', path: `${base}.code`, label: t(msg`Code`), value: p.code, empty: 'keep' }),
      read: () => ({ ok: true, value: code }),
    },
    selectField({
      name: 'kind',
      path: `${base}.kind`,
      label: t(msg`Kind`),
      value: p.kind,
      options: [
        { value: 'PERCENT', label: t(msg`Percentage`) },
        { value: 'FIXED', label: t(msg`Fixed amount`) },
      ],
    }),
    intField({
      name: 'value',
      path: `${base}.value`,
      label: t(msg`Value`),
      hint: t(msg`Percent (1-100), or for a fixed amount minor units (500 = 5.00).`),
      value: p.value,
    }),
    selectField({
      name: 'currency',
      path: `${base}.currency`,
      label: t(msg`Currency`),
      hint: t(msg`Required for a fixed amount; a percentage may apply in any currency.`),
      value: p.currency,
      nullable: true,
      options: [{ value: '', label: t(msg`Any currency`) }, ...CURRENCIES.map((c) => ({ value: c, label: c }))],
    }),
    moneyField({
      name: 'minSubtotal',
      path: `${base}.minSubtotalMinor`,
      label: t(msg`Minimum order amount`),
      value: p.minSubtotalMinor,
    }),
    dateField({ name: 'validFrom', path: `${base}.validFrom`, label: t(msg`Valid from`), value: p.validFrom }),
    dateField({
      name: 'validTo',
      path: `${base}.validTo`,
      label: t(msg`Valid until (inclusive)`),
      value: p.validTo,
      endOfDay: true,
    }),
    intField({
      name: 'maxUses',
      path: `${base}.maxUses`,
      label: t(msg`Maximum uses`),
      hint: t(
        msg`Orders that may use the code in all; empty for no limit. Orders placed with it count, also if cancelled later.`,
      ),
      value: p.maxUses,
      nullable: true,
    }),
    intField({
      name: 'maxUsesPerEmail',
      path: `${base}.maxUsesPerEmail`,
      label: t(msg`Maximum uses per shopper`),
      hint: t(
        msg`Orders one email address may place with the code; empty for no limit. Checked when the shopper reviews the order and again when it is placed.`,
      ),
      value: p.maxUsesPerEmail,
      nullable: true,
    }),
  ]
}
