import type { StaffMember } from '../../domain/console/staff-rules.js'
import { t } from '../i18n.js'
import { ConsolePage } from './layout.js'
import { msg } from '@lingui/core/macro'

/** The brands the member manages, with the size of their drafts. */

export function HomePage({
  staff,
  csrf,
  brands,
  drafts,
  ordersOnly,
}: {
  staff: StaffMember
  csrf: string
  brands: { slug: string; displayName: string }[]
  drafts: Record<string, number>
  ordersOnly: boolean
}) {
  return (
    <ConsolePage title={t(msg`Brands`)} staff={staff} csrf={csrf}>
      {brands.length === 0 ? (
        <p>{t(msg`No brand is assigned to you yet; ask an ops admin.`)}</p>
      ) : (
        <ul className="cards">
          {brands.map((b) => (
            <li key={b.slug}>
              <a
                href={ordersOnly ? `/console/orders?brand=${b.slug}` : `/console/brands/${b.slug}`}
              >{`${b.slug} · ${b.displayName}`}</a>
              {drafts[b.slug] ? (
                <span className="badge">
                  {t(msg`Draft: {count, plural, one {# change} other {# changes}}`, { count: drafts[b.slug]! })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  )
}
