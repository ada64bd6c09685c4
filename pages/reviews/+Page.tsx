import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageTitle } from '../../components/page-title.js'
import { Stars } from '../../components/catalog/stars.js'
import { Pagination } from '../../components/catalog/pagination.js'
import type { Data } from './+data.js'

export default function ReviewsPage() {
  const { t, i18n } = useLingui()
  const { summary, reviews, page, pages } = useData<Data>()
  usePageTitle(t`Customer reviews`)
  const average = summary.average === null ? null : i18n.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <section>
      <h1><Trans>Customer reviews</Trans></h1>
      {average !== null ? (
        <p className="review-summary" data-testid="review-summary">
          <Stars rating={summary.average!} /> <Trans>{average} out of 5 from {summary.count} reviews</Trans>
        </p>
      ) : (
        <p><Trans>No reviews yet.</Trans></p>
      )}
      <ol className="review-list">
        {reviews.map((r) => (
          <li key={r.id} className="review">
            <Stars rating={r.rating} />
            <p>{r.text}</p>
            <p className="review-meta">
              {r.authorFirstName} · <time dateTime={new Date(r.createdAt).toISOString().slice(0, 10)}>{i18n.date(new Date(r.createdAt), { dateStyle: 'medium', timeZone: 'UTC' })}</time>
            </p>
          </li>
        ))}
      </ol>
      <Pagination page={page} pages={pages} hrefFor={(p) => `?page=${p}`} />
    </section>
  )
}
