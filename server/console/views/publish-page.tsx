import type { Change } from '../../domain/console/console-diff.js'
import type { Conflict } from '../../services/console/drafts.js'
import { canUseBrandSection } from '../../domain/console/staff-rules.js'
import { showValue } from '../../services/console/audit.js'
import { SETTINGS_SECTIONS, sectionTitle } from '../sections/settings-fields.js'
import { CONTENT_KINDS } from '../../services/console/shared-content.js'
import { kindTitle } from '../sections/content-fields.js'
import { t } from '../i18n.js'
import { brandHref, type BrandFrame } from './brand-frame.js'
import { ChangeTable } from './change-table.js'
import { ActionForm, ConsolePage } from './layout.js'
import { msg } from '@lingui/core/macro'

/** A brand's overview: its settings and content sections, and the member's draft with preview, publish and discard. */

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
      crumbs={[{ label: t(msg`Brands`), href: '/console' }]}
      notice={notice}
    >
      {problem && (
        <div className="error-summary" role="alert" tabIndex={-1} id="error-summary">
          <p>{problem}</p>
        </div>
      )}
      <div className="columns">
        <section aria-labelledby="settings-title">
          <h2 id="settings-title">{t(msg`Settings`)}</h2>
          <ul>
            {SETTINGS_SECTIONS.map((s) => (
              <li key={s}>
                <a href={`${brandHref(b.slug)}/settings/${s}`}>{sectionTitle(s)}</a>
              </li>
            ))}
            {b.sites.map((s) => (
              <li key={s.code}>
                <a href={`${brandHref(b.slug)}/sites/${s.code}`}>
                  {t(msg`Site {code} ({host})`, { code: s.code, host: s.host })}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="content-title">
          <h2 id="content-title">{t(msg`Content`)}</h2>
          <ul>
            {CONTENT_KINDS.map((k) => (
              <li key={k}>
                <a href={`${brandHref(b.slug)}/content/${k}`}>{kindTitle(k)}</a>
              </li>
            ))}
            <li>
              <a href={`${brandHref(b.slug)}/pages`}>{t(msg`Pages and blog`)}</a>
            </li>
            <li>
              <a href={`${brandHref(b.slug)}/product-safety`}>{t(msg`Product safety`)}</a>
            </li>
            <li>
              <a href={`${brandHref(b.slug)}/promotions`}>{t(msg`Promotion codes`)}</a>
            </li>
            <li>
              <a href={`${brandHref(b.slug)}/offers`}>{t(msg`Offers`)}</a>
            </li>
            <li>
              <a href={`${brandHref(b.slug)}/reviews`}>{t(msg`Review moderation`)}</a>
            </li>
            {canUseBrandSection(f.staff, b.slug, 'catalogue') && (
              <li>
                <a href={`${brandHref(b.slug)}/catalogue`}>{t(msg`Catalogue`)}</a>
              </li>
            )}
            <li>
              <a href={`/console/audit?brand=${b.slug}`}>{t(msg`Audit log of {brand}`, { brand: b.slug })}</a>
            </li>
          </ul>
        </section>
      </div>
      <section aria-labelledby="draft-title" className="draft">
        <h2 id="draft-title">{t(msg`Your draft`)}</h2>
        {changes.length === 0 ? (
          <p>{t(msg`No unpublished changes. Changes you save in the forms collect here until you publish them.`)}</p>
        ) : (
          <>
            <ChangeTable entry={{ changes }} />
            {conflicts.length > 0 && (
              <div className="warning" role="note">
                <p>{t(msg`Someone published these settings after you changed them:`)}</p>
                <ul>
                  {conflicts.map((c) => (
                    <li key={c.path}>
                      <code>{c.path}</code>
                      {`: ${t(msg`now {current}, yours {draft}`, { current: showValue(c.current), draft: showValue(c.draft) })}`}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <form method="post" action={`${brandHref(b.slug)}/preview`} className="action-form">
              <input type="hidden" name="csrfToken" value={f.csrf} />
              <label htmlFor="f-site">{t(msg`Preview on`)}</label>
              <select id="f-site" name="site">
                {b.sites.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.host}
                  </option>
                ))}
              </select>
              <button type="submit">{t(msg`Preview on the shop`)}</button>
            </form>
            <form method="post" action={`${brandHref(b.slug)}/publish`} className="action-form">
              <input type="hidden" name="csrfToken" value={f.csrf} />
              {conflicts.length > 0 && (
                <span className="field-checkbox">
                  <input type="checkbox" id="f-overwrite" name="overwrite" value="on" />
                  <label htmlFor="f-overwrite">{t(msg`Overwrite the settings published since`)}</label>
                </span>
              )}
              <button type="submit" className="primary">
                {t(msg`Publish`)}
              </button>
            </form>
            <ActionForm
              action={`${brandHref(b.slug)}/draft/discard`}
              csrf={f.csrf}
              label={t(msg`Discard draft`)}
              danger
            />
          </>
        )}
      </section>
    </ConsolePage>
  )
}
