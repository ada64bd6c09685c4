import type { ReactNode } from 'react'
import type { FieldDef, FormState } from '../fields.js'
import { t } from '../i18n.js'
import { BrandPage, type BrandFrame } from './brand-frame.js'
import { ConsoleForm } from './form.js'
import { msg } from '@lingui/core/macro'

/** A settings form (brand or site) that saves to the draft; `after` adds a live preview. */
export function SettingsPage({
  f,
  title,
  action,
  fields,
  state,
  notice,
  after,
  extra,
  groups,
}: {
  f: BrandFrame
  title: string
  action: string
  fields: FieldDef[]
  state: FormState
  notice: string | null
  after?: ReactNode
  extra?: ReactNode
  groups?: { legend: string; names: string[] }[]
}) {
  return (
    <BrandPage f={f} title={title} notice={notice}>
      <ConsoleForm
        action={action}
        csrf={f.csrf}
        fields={fields}
        state={state}
        submit={t(msg`Save to draft`)}
        after={after}
        groups={groups}
      />
      {extra}
    </BrandPage>
  )
}

export interface PricePreviewRow {
  site: string
  amount: string
  decimals: string
  whole: string
}

/** How a few prices show under the decimals rule; console.js switches the column live as the box is ticked. */
export function PricePreview({ rows, allowDecimals }: { rows: PricePreviewRow[]; allowDecimals: boolean }) {
  return (
    <section aria-labelledby="price-preview-title" className="price-preview" data-price-preview="f-allowDecimals">
      <h2 id="price-preview-title">{t(msg`How prices will show`)}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t(msg`Site`)}</th>
            <th scope="col">{t(msg`Price`)}</th>
            <th scope="col">{t(msg`Shown as`)}</th>
          </tr>
        </thead>
        <tbody aria-live="polite">
          {rows.map((r) => (
            <tr key={`${r.site}-${r.amount}`}>
              <td>{r.site}</td>
              <td>{r.amount}</td>
              <td data-decimals={r.decimals} data-whole={r.whole} data-testid="price-shown">
                {allowDecimals ? r.decimals : r.whole}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
