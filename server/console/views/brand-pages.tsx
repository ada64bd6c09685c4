import type { ReactNode } from 'react'
import type { StaffMember } from '../../domain/console/staff-rules.js'
import type { Change } from '../../domain/console/console-diff.js'
import type { Conflict } from '../../services/console/drafts.js'
import { showValue } from '../../services/console/audit.js'
import type { PromotionDef } from '../../domain/tenancy/content-schema.js'
import type { FieldDef, FormState } from '../fields.js'
import { CONTENT_KINDS, type ContentKind, type SharedItem } from '../../services/console/shared-content.js'
import { kindTitle } from '../sections/content-fields.js'
import { SETTINGS_SECTIONS, sectionTitle } from '../sections/settings-fields.js'
import { t } from '../i18n.js'
import { ChangeTable } from './admin-pages.js'
import { ConsoleForm } from './form.js'
import { ActionForm, ConsolePage, fmtTime, type Crumb } from './layout.js'

export interface BrandFrame {
  staff: StaffMember
  csrf: string
  brand: { slug: string; displayName: string; sites: { code: string; host: string }[] }
  /** Changes in the member's draft of this brand. */
  draftCount: number
}

const brandHref = (slug: string) => `/console/brands/${slug}`

function crumbsOf(f: BrandFrame, more: Crumb[] = []): Crumb[] {
  return [
    { label: t(/*i18n*/ 'Brands'), href: '/console' },
    { label: f.brand.slug, href: brandHref(f.brand.slug) },
    ...more,
  ]
}

function DraftNote({ f }: { f: BrandFrame }) {
  if (!f.draftCount) return null
  return (
    <p className="draft-note">
      {t(/*i18n*/ 'Your draft of {brand} has {count} unpublished change(s).', {
        brand: f.brand.slug,
        count: f.draftCount,
      })}{' '}
      <a href={brandHref(f.brand.slug)}>{t(/*i18n*/ 'Preview or publish')}</a>
    </p>
  )
}

function BrandPage({
  f,
  title,
  crumbs,
  notice,
  children,
}: {
  f: BrandFrame
  title: string
  crumbs?: Crumb[]
  notice?: string | null
  children: ReactNode
}) {
  return (
    <ConsolePage title={title} staff={f.staff} csrf={f.csrf} crumbs={crumbs ?? crumbsOf(f)} notice={notice}>
      <DraftNote f={f} />
      {children}
    </ConsolePage>
  )
}

export function BrandOverviewPage({
  f,
  changes,
  conflicts,
  notice,
  problem,
}: {
  f: BrandFrame
  changes: Change[]
  conflicts: Conflict[]
  notice: string | null
  problem: string | null
}) {
  const b = f.brand
  return (
    <ConsolePage
      title={`${b.slug} · ${b.displayName}`}
      staff={f.staff}
      csrf={f.csrf}
      crumbs={[{ label: t(/*i18n*/ 'Brands'), href: '/console' }]}
      notice={notice}
    >
      {problem && (
        <div className="error-summary" role="alert" tabIndex={-1} id="error-summary">
          <p>{problem}</p>
        </div>
      )}
      <div className="columns">
        <section aria-labelledby="settings-title">
          <h2 id="settings-title">{t(/*i18n*/ 'Settings')}</h2>
          <ul>
            {SETTINGS_SECTIONS.map((s) => (
              <li key={s}>
                <a href={`${brandHref(b.slug)}/settings/${s}`}>{sectionTitle(s)}</a>
              </li>
            ))}
            {b.sites.map((s) => (
              <li key={s.code}>
                <a href={`${brandHref(b.slug)}/sites/${s.code}`}>
                  {t(/*i18n*/ 'Site {code} ({host})', { code: s.code, host: s.host })}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="content-title">
          <h2 id="content-title">{t(/*i18n*/ 'Content')}</h2>
          <ul>
            {CONTENT_KINDS.map((k) => (
              <li key={k}>
                <a href={`${brandHref(b.slug)}/content/${k}`}>{kindTitle(k)}</a>
              </li>
            ))}
            <li>
              <a href={`${brandHref(b.slug)}/promotions`}>{t(/*i18n*/ 'Promotion codes')}</a>
            </li>
            <li>
              <a href={`${brandHref(b.slug)}/reviews`}>{t(/*i18n*/ 'Review moderation')}</a>
            </li>
            <li>
              <a href={`/console/audit?brand=${b.slug}`}>{t(/*i18n*/ 'Audit log of {brand}', { brand: b.slug })}</a>
            </li>
          </ul>
        </section>
      </div>
      <section aria-labelledby="draft-title" className="draft">
        <h2 id="draft-title">{t(/*i18n*/ 'Your draft')}</h2>
        {changes.length === 0 ? (
          <p>
            {t(/*i18n*/ 'No unpublished changes. Changes you save in the forms collect here until you publish them.')}
          </p>
        ) : (
          <>
            <ChangeTable entry={{ changes }} />
            {conflicts.length > 0 && (
              <div className="warning" role="note">
                <p>{t(/*i18n*/ 'Someone published these settings after you changed them:')}</p>
                <ul>
                  {conflicts.map((c) => (
                    <li key={c.path}>
                      <code>{c.path}</code>
                      {`: ${t(/*i18n*/ 'now {current}, yours {draft}', { current: showValue(c.current), draft: showValue(c.draft) })}`}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <form method="post" action={`${brandHref(b.slug)}/preview`} className="action-form">
              <input type="hidden" name="csrfToken" value={f.csrf} />
              <label htmlFor="f-site">{t(/*i18n*/ 'Preview on')}</label>
              <select id="f-site" name="site">
                {b.sites.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.host}
                  </option>
                ))}
              </select>
              <button type="submit">{t(/*i18n*/ 'Preview on the shop')}</button>
            </form>
            <form method="post" action={`${brandHref(b.slug)}/publish`} className="action-form">
              <input type="hidden" name="csrfToken" value={f.csrf} />
              {conflicts.length > 0 && (
                <span className="field-checkbox">
                  <input type="checkbox" id="f-overwrite" name="overwrite" value="on" />
                  <label htmlFor="f-overwrite">{t(/*i18n*/ 'Overwrite the settings published since')}</label>
                </span>
              )}
              <button type="submit" className="primary">
                {t(/*i18n*/ 'Publish')}
              </button>
            </form>
            <ActionForm
              action={`${brandHref(b.slug)}/draft/discard`}
              csrf={f.csrf}
              label={t(/*i18n*/ 'Discard draft')}
              danger
            />
          </>
        )}
      </section>
    </ConsolePage>
  )
}

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
        submit={t(/*i18n*/ 'Save to draft')}
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
      <h2 id="price-preview-title">{t(/*i18n*/ 'How prices will show')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t(/*i18n*/ 'Site')}</th>
            <th scope="col">{t(/*i18n*/ 'Price')}</th>
            <th scope="col">{t(/*i18n*/ 'Shown as')}</th>
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

export function LogoForm({ f, logoUrl, error }: { f: BrandFrame; logoUrl: string | null; error: string | null }) {
  return (
    <section aria-labelledby="logo-title">
      <h2 id="logo-title">{t(/*i18n*/ 'Logo')}</h2>
      {logoUrl ? (
        <p>{t(/*i18n*/ 'Uploaded logo in your draft or published: {url}', { url: logoUrl })}</p>
      ) : (
        <p>{t(/*i18n*/ 'The theme’s logo is used.')}</p>
      )}
      <form
        method="post"
        action={`${brandHref(f.brand.slug)}/settings/theme/logo`}
        encType="multipart/form-data"
        className="console-form"
      >
        <input type="hidden" name="csrfToken" value={f.csrf} />
        <div className={`field${error ? ' has-error' : ''}`}>
          <label htmlFor="f-logo">{t(/*i18n*/ 'Upload a logo')}</label>
          <p className="hint" id="f-logo-hint">
            {t(/*i18n*/ 'PNG, JPEG or WebP, up to 512 KB. SVG is not accepted.')}
          </p>
          {error && (
            <p className="field-error" id="f-logo-error">
              {t(/*i18n*/ 'Error: {message}', { message: error })}
            </p>
          )}
          <input
            type="file"
            id="f-logo"
            name="logo"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={error ? 'f-logo-hint f-logo-error' : 'f-logo-hint'}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <p>
          <button type="submit">{t(/*i18n*/ 'Upload to draft')}</button>
        </p>
      </form>
    </section>
  )
}

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
      <nav aria-label={t(/*i18n*/ 'Language')} className="tabs">
        <ul>
          {languages.map((l) => (
            <li key={l}>
              {l === language ? <strong aria-current="page">{l}</strong> : <a href={`${base}?lang=${l}`}>{l}</a>}
            </li>
          ))}
        </ul>
      </nav>
      <ul className="items">
        {items.map((i) => (
          <li key={i.key}>
            <a href={`${base}/${i.key}?lang=${language}`}>{i.label}</a> <code>{i.key}</code>
            {overridden.has(i.key) && (
              <span className="badge">{t(/*i18n*/ 'changed for {brand}', { brand: f.brand.slug })}</span>
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
        submit={t(/*i18n*/ 'Save to draft')}
      />
    </BrandPage>
  )
}

export function PromotionsPage({
  f,
  promotions,
  fields,
  state,
  notice,
}: {
  f: BrandFrame
  promotions: PromotionDef[]
  fields: FieldDef[]
  state: FormState
  notice: string | null
}) {
  const base = `${brandHref(f.brand.slug)}/promotions`
  return (
    <BrandPage f={f} title={t(/*i18n*/ 'Promotion codes')} notice={notice}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t(/*i18n*/ 'Code')}</th>
            <th scope="col">{t(/*i18n*/ 'Discount')}</th>
            <th scope="col">{t(/*i18n*/ 'Valid')}</th>
            <th scope="col">{t(/*i18n*/ 'Actions')}</th>
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
                <ActionForm
                  action={`${base}/${p.code}/delete`}
                  csrf={f.csrf}
                  label={t(/*i18n*/ 'Remove {code}', { code: p.code })}
                  danger
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t(/*i18n*/ 'New promotion code')}</h2>
      <ConsoleForm action={base} csrf={f.csrf} fields={fields} state={state} submit={t(/*i18n*/ 'Add to draft')} />
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
      title={t(/*i18n*/ 'Promotion {code}', { code })}
      notice={notice}
      crumbs={crumbsOf(f, [{ label: t(/*i18n*/ 'Promotion codes'), href: base }])}
    >
      <ConsoleForm
        action={`${base}/${code}`}
        csrf={f.csrf}
        fields={fields}
        state={state}
        submit={t(/*i18n*/ 'Save to draft')}
      />
    </BrandPage>
  )
}

export interface ReviewLine {
  id: number
  language: string
  rating: number
  text: string
  authorFirstName: string
  createdAt: number
}

export function ReviewsPage({
  f,
  status,
  reviews,
  notice,
}: {
  f: BrandFrame
  status: string
  reviews: ReviewLine[]
  notice: string | null
}) {
  const base = `${brandHref(f.brand.slug)}/reviews`
  return (
    <BrandPage f={f} title={t(/*i18n*/ 'Review moderation')} notice={notice}>
      <p className="hint">
        {t(
          /*i18n*/ 'Decisions apply at once (they are not part of the draft); each is recorded in the audit log and can be rolled back there.',
        )}
      </p>
      <nav aria-label={t(/*i18n*/ 'Status')} className="tabs">
        <ul>
          {['PENDING', 'PUBLISHED', 'REJECTED'].map((s) => (
            <li key={s}>
              {s === status ? <strong aria-current="page">{s}</strong> : <a href={`${base}?status=${s}`}>{s}</a>}
            </li>
          ))}
        </ul>
      </nav>
      {reviews.length === 0 ? (
        <p>{t(/*i18n*/ 'No reviews with this status.')}</p>
      ) : (
        <ul className="reviews">
          {reviews.map((r) => (
            <li key={r.id}>
              <p>
                <strong>{`${r.rating}/5 · ${r.authorFirstName} · ${r.language} · ${fmtTime(r.createdAt)}`}</strong>
              </p>
              <p>{r.text}</p>
              {status === 'PENDING' && (
                <div className="actions">
                  <ActionForm
                    action={`${base}/${r.id}`}
                    csrf={f.csrf}
                    label={t(/*i18n*/ 'Publish review {id}', { id: r.id })}
                    hidden={{ decision: 'PUBLISHED' }}
                  />
                  <ActionForm
                    action={`${base}/${r.id}`}
                    csrf={f.csrf}
                    label={t(/*i18n*/ 'Reject review {id}', { id: r.id })}
                    hidden={{ decision: 'REJECTED' }}
                    danger
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </BrandPage>
  )
}

/** The one-time link that starts a preview on the shop host (opened by the member, in a new tab). */
export function PreviewLinkPage({ f, url, host }: { f: BrandFrame; url: string; host: string }) {
  return (
    <BrandPage f={f} title={t(/*i18n*/ 'Preview of your draft')}>
      <p>
        <a href={url} target="_blank" rel="noopener" className="button-link" data-testid="preview-link">
          {t(/*i18n*/ 'Open the preview on {host} (new tab)', { host })}
        </a>
      </p>
      <p className="hint">
        {t(
          /*i18n*/ 'The link works once, within two minutes. The preview lasts 30 minutes in that browser, shows your draft as you keep editing it, and nobody else sees it.',
        )}
      </p>
      <p>
        <a href={brandHref(f.brand.slug)}>{t(/*i18n*/ 'Back to {brand}', { brand: f.brand.slug })}</a>
      </p>
    </BrandPage>
  )
}
