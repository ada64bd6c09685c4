import { msg } from '@lingui/core/macro'
import type { FieldDef, FormState } from '../fields.js'
import { t } from '../i18n.js'
import { BrandPage, brandHref, crumbsOf, type BrandFrame } from './brand-frame.js'
import { ConsoleForm } from './form.js'

/** The brand's product-safety information (decision 058): the articles it sells with what each lacks, and one's form. */

export interface SafetyOverviewRow {
  /** Article code; `*` is the brand-wide entry. */
  article: string
  /** The URL segment of its form (`all` for `*`). */
  segment: string
  noManufacturer: boolean
  /** Languages of the brand's sites without warnings. */
  noWarnings: string[]
}

export const allArticlesTitle = () => t(msg`All articles (brand-wide manufacturer)`)

export function ProductSafetyListPage({ f, rows }: { f: BrandFrame; rows: SafetyOverviewRow[] }) {
  const base = `${brandHref(f.brand.slug)}/product-safety`
  return (
    <BrandPage f={f} title={t(msg`Product safety`)}>
      <p>
        {t(
          msg`What the design page shows under “Product safety” (EU General Product Safety Regulation): the manufacturer, the responsible person in the EU if the manufacturer is outside it, and the warnings in each language.`,
        )}
      </p>
      <ul className="items">
        {rows.map((r) => (
          <li key={r.article}>
            <a href={`${base}/${r.segment}`}>{r.article === '*' ? allArticlesTitle() : r.article}</a>
            {r.noManufacturer && <span className="badge">{t(msg`no manufacturer`)}</span>}
            {r.noWarnings.length > 0 && (
              <span className="badge">
                {t(msg`no warnings in {languages}`, { languages: r.noWarnings.join(', ') })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </BrandPage>
  )
}

export function ProductSafetyFormPage({
  f,
  title,
  action,
  fields,
  groups,
  state,
  notice,
}: {
  f: BrandFrame
  title: string
  action: string
  fields: FieldDef[]
  groups: { legend: string; names: string[] }[]
  state: FormState
  notice: string | null
}) {
  const list = `${brandHref(f.brand.slug)}/product-safety`
  return (
    <BrandPage
      f={f}
      title={`${t(msg`Product safety`)}: ${title}`}
      notice={notice}
      crumbs={crumbsOf(f, [{ label: t(msg`Product safety`), href: list }])}
    >
      <ConsoleForm
        action={action}
        csrf={f.csrf}
        fields={fields}
        groups={groups}
        state={state}
        submit={t(msg`Save to draft`)}
      />
    </BrandPage>
  )
}
