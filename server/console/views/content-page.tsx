import type { ContentKind, SharedItem } from '../../services/console/shared-content.js'
import type { FieldDef, FormState } from '../fields.js'
import { kindTitle } from '../sections/content-fields.js'
import { t } from '../i18n.js'
import { BrandPage, brandHref, crumbsOf, LanguageTabs, type BrandFrame } from './brand-frame.js'
import { ConsoleForm } from './form.js'
import { msg } from '@lingui/core/macro'

/** Shared content items of one kind in one language, and the form of the brand's own version of one. */

export function ContentListPage({
  f,
  kind,
  language,
  languages,
  items,
  overridden,
}: {
  f: BrandFrame
  kind: ContentKind
  language: string
  languages: string[]
  items: SharedItem[]
  overridden: Set<string>
}) {
  const base = `${brandHref(f.brand.slug)}/content/${kind}`
  return (
    <BrandPage f={f} title={`${kindTitle(kind)} (${language})`}>
      <LanguageTabs base={base} languages={languages} language={language} />
      <ul className="items">
        {items.map((i) => (
          <li key={i.key}>
            <a href={`${base}/${i.key}?lang=${language}`}>{i.label}</a> <code>{i.key}</code>
            {overridden.has(i.key) && (
              <span className="badge">{t(msg`changed for {brand}`, { brand: f.brand.slug })}</span>
            )}
          </li>
        ))}
      </ul>
    </BrandPage>
  )
}

export function ContentItemPage({
  f,
  kind,
  item,
  language,
  fields,
  state,
  notice,
}: {
  f: BrandFrame
  kind: ContentKind
  item: SharedItem
  language: string
  fields: FieldDef[]
  state: FormState
  notice: string | null
}) {
  const list = `${brandHref(f.brand.slug)}/content/${kind}`
  return (
    <BrandPage
      f={f}
      title={`${item.label} (${language})`}
      notice={notice}
      crumbs={crumbsOf(f, [{ label: kindTitle(kind), href: `${list}?lang=${language}` }])}
    >
      <ConsoleForm
        action={`${list}/${item.key}?lang=${language}`}
        csrf={f.csrf}
        fields={fields}
        state={state}
        submit={t(msg`Save to draft`)}
      />
    </BrandPage>
  )
}
