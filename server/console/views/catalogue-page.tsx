import { RECORDS, describeProblem, type CsvProblem } from '../../domain/catalog/catalog-csv-format.js'
import type { PreviewSitePage } from '../../domain/catalog/catalogue-preview.js'
import type { CatalogueLine } from '../../services/catalog/catalogue-console.js'
import { t } from '../i18n.js'
import { BrandPage, brandHref, crumbsOf, type BrandFrame } from './brand-frame.js'
import { ActionForm } from './layout.js'
import { msg } from '@lingui/core/macro'

/** The catalogue section: the shared range, one article's rows as CSV (draft, preview, publish). */

const sectionHref = (f: BrandFrame) => `${brandHref(f.brand.slug)}/catalogue`
const crumbs = (f: BrandFrame) => crumbsOf(f, [{ label: t(msg`Catalogue`), href: sectionHref(f) }])

export function CatalogueListPage({
  f,
  lines,
  notice,
}: {
  f: BrandFrame
  lines: CatalogueLine[]
  notice: string | null
}) {
  return (
    <BrandPage f={f} title={t(msg`Catalogue`)} notice={notice}>
      <p className="hint">
        {t(
          msg`The range is shared by every brand; availability and prices may differ per brand and site. Changes are drafts until you publish them.`,
        )}
      </p>
      <p>
        <a href={`${sectionHref(f)}/new`}>{t(msg`New article`)}</a>
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t(msg`Code`)}</th>
            <th scope="col">{t(msg`Name`)}</th>
            <th scope="col">{t(msg`Kind`)}</th>
            <th scope="col">{t(msg`Variants`)}</th>
            <th scope="col">{t(msg`Sold on`)}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((a) => (
            <tr key={a.code}>
              <td>
                <a href={`${sectionHref(f)}/${a.code}`}>{a.code}</a>
                {a.draft && ` (${t(msg`draft`)})`}
              </td>
              <td>{a.name}</td>
              <td>{a.kind}</td>
              <td>{a.variants}</td>
              <td>{a.sites.join(', ') || t(msg`not sold`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </BrandPage>
  )
}

function FormatHelp() {
  return (
    <details id="columns">
      <summary>{t(msg`Columns of each record`)}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">record</th>
            <th scope="col">{t(msg`Required`)}</th>
            <th scope="col">{t(msg`Optional`)}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(RECORDS).map(([record, c]) => (
            <tr key={record}>
              <td>
                <code>{record}</code>
              </td>
              <td>{c.required.join(', ')}</td>
              <td>{c.optional.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}

export function ArticleEditPage({
  f,
  code,
  csv,
  fromDraft,
  problems,
  notice,
}: {
  f: BrandFrame
  /** null: a new article. */
  code: string | null
  csv: string
  fromDraft: boolean
  problems: CsvProblem[]
  notice: string | null
}) {
  const action = `${sectionHref(f)}/${code ?? 'new'}`
  return (
    <BrandPage f={f} title={code ?? t(msg`New article`)} crumbs={crumbs(f)} notice={notice}>
      {problems.length > 0 && (
        <div className="error-summary" role="alert" tabIndex={-1} id="error-summary">
          <h2>{t(msg`Nothing was saved: please correct these`)}</h2>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>{describeProblem(p)}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="hint">
        {t(
          msg`The article's rows in the catalogue CSV format (docs/catalogue-csv.md): a header line, then one row per record: article, article_text (all 12 languages), option, value, variant, availability and price. Every row has every column; a record leaves the columns it does not use empty. Brand rows of brands you do not manage are not shown and stay as they are.`,
        )}{' '}
        <a href="#columns">{t(msg`Columns of each record`)}</a>
      </p>
      {fromDraft && <p className="draft-note">{t(msg`Showing your unpublished draft of this article.`)}</p>}
      <form method="post" action={action} className="console-form">
        <input type="hidden" name="csrfToken" value={f.csrf} />
        <label htmlFor="f-csv">{t(msg`Rows (CSV)`)}</label>
        <textarea id="f-csv" name="csv" rows={24} cols={160} spellCheck={false} defaultValue={csv} />
        <p>
          <button type="submit" className="primary">
            {t(msg`Save draft`)}
          </button>
        </p>
      </form>
      {code !== null && fromDraft && (
        <div className="actions">
          <a href={`${action}/preview`}>{t(msg`Preview`)}</a>
          <ActionForm action={`${action}/publish`} csrf={f.csrf} label={t(msg`Publish`)} />
          <ActionForm action={`${action}/discard`} csrf={f.csrf} label={t(msg`Discard draft`)} danger />
        </div>
      )}
      <FormatHelp />
    </BrandPage>
  )
}

export function ArticlePreviewPage({
  f,
  code,
  sites,
  problems,
}: {
  f: BrandFrame
  code: string
  sites: PreviewSitePage[]
  problems: CsvProblem[]
}) {
  return (
    <BrandPage f={f} title={t(msg`Preview of {code}`, { code })} crumbs={crumbs(f)}>
      {problems.length > 0 && (
        <ul className="error-summary" role="alert">
          {problems.map((p, i) => (
            <li key={i}>{describeProblem(p)}</li>
          ))}
        </ul>
      )}
      {sites.map((s) => (
        <section key={s.site} aria-labelledby={`site-${s.site}`}>
          <h2 id={`site-${s.site}`}>{`${s.site} · ${s.name}`}</h2>
          {s.variants.length === 0 ? (
            <p>{t(msg`Not sold on this site.`)}</p>
          ) : (
            <ul>
              {s.variants.map((v) => (
                <li key={v.sku}>
                  <strong>{v.sku}</strong>
                  {v.options && ` · ${v.options}`}
                  {': '}
                  {v.steps
                    .map((st) =>
                      st.minQuantity === 1
                        ? st.price
                        : t(msg`from {n}: {price}`, { n: st.minQuantity, price: st.price }),
                    )
                    .join(' · ')}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p>
        <a href={`${sectionHref(f)}/${code}`}>{t(msg`Back to the rows`)}</a>
      </p>
    </BrandPage>
  )
}
