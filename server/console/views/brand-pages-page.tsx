import { BRAND_PAGE_KEYS } from '../../domain/tenancy/brand-pages.js'
import type { FieldDef, FormState } from '../fields.js'
import { pageTitle } from '../sections/page-fields.js'
import { t } from '../i18n.js'
import { BrandPage, brandHref, crumbsOf, LanguageTabs, type BrandFrame } from './brand-frame.js'
import { ConsoleForm } from './form.js'
import { msg } from '@lingui/core/macro'

/** The brand's legal and editorial pages and blog posts in one language (decision 045), and the form of one of them. */

export interface PagesOverview {
  /** Page keys written in this language. */
  written: Set<string>
  posts: { key: string; date: string; title: string | null }[]
}

export function BrandPagesListPage({
  f,
  language,
  languages,
  overview,
}: {
  f: BrandFrame
  language: string
  languages: string[]
  overview: PagesOverview
}) {
  const base = `${brandHref(f.brand.slug)}/pages`
  return (
    <BrandPage f={f} title={`${t(msg`Pages and blog`)} (${language})`}>
      <LanguageTabs base={base} languages={languages} language={language} />
      <h2>{t(msg`Legal and editorial pages`)}</h2>
      <ul className="items">
        {BRAND_PAGE_KEYS.map((k) => (
          <li key={k}>
            <a href={`${base}/page/${k}?lang=${language}`}>{pageTitle(k)}</a> <code>{k}</code>
            {!overview.written.has(k) && <span className="badge">{t(msg`not written in this language`)}</span>}
          </li>
        ))}
      </ul>
      <h2>{t(msg`Blog posts`)}</h2>
      <ul className="items">
        {overview.posts.map((p) => (
          <li key={p.key}>
            <a href={`${base}/blog/${p.key}?lang=${language}`}>{p.title ?? p.key}</a> <code>{p.key}</code> {p.date}
            {p.title === null && <span className="badge">{t(msg`not written in this language`)}</span>}
          </li>
        ))}
      </ul>
      <form method="get" action={`${base}/new-post`}>
        <input type="hidden" name="lang" value={language} />
        <label htmlFor="new-post-key">{t(msg`New post key (lowercase letters, digits and dashes)`)}</label>
        <input id="new-post-key" name="key" pattern="[a-z0-9][a-z0-9\-]{0,63}" required />
        <button type="submit">{t(msg`Write a new post`)}</button>
      </form>
    </BrandPage>
  )
}

export function BrandPageFormPage({
  f,
  title,
  action,
  language,
  fields,
  state,
  notice,
}: {
  f: BrandFrame
  title: string
  action: string
  language: string
  fields: FieldDef[]
  state: FormState
  notice: string | null
}) {
  const list = `${brandHref(f.brand.slug)}/pages?lang=${language}`
  return (
    <BrandPage
      f={f}
      title={`${title} (${language})`}
      notice={notice}
      crumbs={crumbsOf(f, [{ label: t(msg`Pages and blog`), href: list }])}
    >
      <ConsoleForm action={action} csrf={f.csrf} fields={fields} state={state} submit={t(msg`Save to draft`)} />
    </BrandPage>
  )
}
