import { t } from '../i18n.js'
import { BrandPage, brandHref, type BrandFrame } from './brand-frame.js'
import { ActionForm, fmtTime } from './layout.js'
import { msg } from '@lingui/core/macro'

/** Review moderation of one brand, by status. */

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
    <BrandPage f={f} title={t(msg`Review moderation`)} notice={notice}>
      <p className="hint">
        {t(
          msg`Decisions apply at once (they are not part of the draft); each is recorded in the audit log and can be rolled back there.`,
        )}
      </p>
      <nav aria-label={t(msg`Status`)} className="tabs">
        <ul>
          {['PENDING', 'PUBLISHED', 'REJECTED'].map((s) => (
            <li key={s}>
              {s === status ? <strong aria-current="page">{s}</strong> : <a href={`${base}?status=${s}`}>{s}</a>}
            </li>
          ))}
        </ul>
      </nav>
      {reviews.length === 0 ? (
        <p>{t(msg`No reviews with this status.`)}</p>
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
                    label={t(msg`Publish review {id}`, { id: r.id })}
                    hidden={{ decision: 'PUBLISHED' }}
                  />
                  <ActionForm
                    action={`${base}/${r.id}`}
                    csrf={f.csrf}
                    label={t(msg`Reject review {id}`, { id: r.id })}
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
