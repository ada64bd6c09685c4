import type { PromotionDef } from '../../domain/tenancy/content-schema.js'
import type { BatchSummary } from '../../services/console/brand-doc.js'
import type { FieldDef, FormState } from '../fields.js'
import { t } from '../i18n.js'
import { BrandPage, brandHref, crumbsOf, type BrandFrame } from './brand-frame.js'
import { ConsoleForm } from './form.js'
import { ActionForm, fmtTime } from './layout.js'
import { msg } from '@lingui/core/macro'

/** The brand's promotion codes (with a form for a new one) and the form of one code. */

export function PromotionsPage({
  f,
  promotions,
  uses,
  batches,
  fields,
  state,
  notice,
}: {
  f: BrandFrame
  promotions: PromotionDef[]
  /** Orders placed with each published code. */
  uses: ReadonlyMap<string, number>
  /** Batches of single-use codes made by ops: listed, never edited here. */
  batches: BatchSummary[]
  fields: FieldDef[]
  state: FormState
  notice: string | null
}) {
  const base = `${brandHref(f.brand.slug)}/promotions`
  return (
    <BrandPage f={f} title={t(msg`Promotion codes`)} notice={notice}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t(msg`Code`)}</th>
            <th scope="col">{t(msg`Discount`)}</th>
            <th scope="col">{t(msg`Valid`)}</th>
            <th scope="col">{t(msg`Uses`)}</th>
            <th scope="col">{t(msg`Per shopper`)}</th>
            <th scope="col">{t(msg`Actions`)}</th>
          </tr>
        </thead>
        <tbody>
          {promotions.map((p) => (
            <tr key={p.code}>
              <th scope="row">
                <a href={`${base}/${p.code}`}>{p.code}</a>
              </th>
              <td>{p.kind === 'PERCENT' ? `${p.value} %` : `${(p.value / 100).toFixed(2)} ${p.currency ?? ''}`}</td>
              <td>{`${fmtTime(p.validFrom).slice(0, 10)} – ${fmtTime(p.validTo).slice(0, 10)}`}</td>
              <td>
                {p.maxUses === null
                  ? t(msg`{used} (no limit)`, { used: uses.get(p.code) ?? 0 })
                  : t(msg`{used} of {max}`, { used: uses.get(p.code) ?? 0, max: p.maxUses })}
              </td>
              <td>{p.maxUsesPerEmail === null ? t(msg`No limit`) : String(p.maxUsesPerEmail)}</td>
              <td>
                <ActionForm
                  action={`${base}/${p.code}/delete`}
                  csrf={f.csrf}
                  label={t(msg`Remove {code}`, { code: p.code })}
                  danger
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t(msg`Batches of single-use codes`)}</h2>
      {batches.length === 0 ? (
        <p>{t(msg`No batches. Ops makes them with npm run ops -- promo batch.`)}</p>
      ) : (
        <table data-testid="promotion-batches">
          <thead>
            <tr>
              <th scope="col">{t(msg`Prefix`)}</th>
              <th scope="col">{t(msg`Codes`)}</th>
              <th scope="col">{t(msg`Used`)}</th>
              <th scope="col">{t(msg`Valid`)}</th>
              <th scope="col">{t(msg`Note`)}</th>
            </tr>
          </thead>
          <tbody>
            {batches.map((b) => (
              <tr key={b.id}>
                <th scope="row">{`${b.prefix}-… (#${b.id})`}</th>
                <td>{b.count}</td>
                <td>{t(msg`{used} of {max}`, { used: b.used, max: b.count })}</td>
                <td>{`${fmtTime(b.validFrom).slice(0, 10)} – ${fmtTime(b.validTo).slice(0, 10)}`}</td>
                <td>{b.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t(msg`New promotion code`)}</h2>
      <ConsoleForm action={base} csrf={f.csrf} fields={fields} state={state} submit={t(msg`Add to draft`)} />
    </BrandPage>
  )
}

export function PromotionPage({
  f,
  code,
  fields,
  state,
  notice,
}: {
  f: BrandFrame
  code: string
  fields: FieldDef[]
  state: FormState
  notice: string | null
}) {
  const base = `${brandHref(f.brand.slug)}/promotions`
  return (
    <BrandPage
      f={f}
      title={t(msg`Promotion {code}`, { code })}
      notice={notice}
      crumbs={crumbsOf(f, [{ label: t(msg`Promotion codes`), href: base }])}
    >
      <ConsoleForm
        action={`${base}/${code}`}
        csrf={f.csrf}
        fields={fields}
        state={state}
        submit={t(msg`Save to draft`)}
      />
    </BrandPage>
  )
}
