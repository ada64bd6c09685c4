import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { Stars } from '../../components/catalog/stars.js'
import { Pagination } from '../../components/catalog/pagination.js'
import { ReviewChecks } from '../../components/catalog/review-checks.js'
import { useLocalHref } from '../../components/local-link.js'
import type { Data } from './+data.js'

export default function ReviewsPage() {
  const { t, i18n } = useLingui()
  const { summary, reviews, page, pages, reviewable, submitted, invalid } = useData<Data>()
  const pc = usePageContext()
  const href = useLocalHref()
  usePageTitle(t`Customer reviews`)
  const average =
    summary.average === null
      ? null
      : i18n.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <section>
      <h1>
        <Trans>Customer reviews</Trans>
      </h1>
      {average !== null ? (
        <p className="review-summary" data-testid="review-summary">
          <Stars rating={summary.average!} />{' '}
          <Plural
            value={summary.count}
            one={`${average} out of 5 from # review`}
            other={`${average} out of 5 from # reviews`}
          />
        </p>
      ) : (
        <p>
          <Trans>No reviews yet.</Trans>
        </p>
      )}
      <ReviewChecks />
      {submitted && (
        <p className="notice" role="status" data-testid="review-submitted">
          <Trans>Thank you! Your review will appear here once our team has checked it.</Trans>
        </p>
      )}
      {reviewable.length > 0 && (
        <form method="post" action={`${pc.localePrefix}/reviews`} className="review-form" data-testid="review-form">
          <h2>
            <Trans>Review your order</Trans>
          </h2>
          {invalid.length > 0 && (
            <p className="form-error" role="alert">
              <Trans>Some fields need your attention.</Trans>
            </p>
          )}
          <p className="form-field">
            <label htmlFor="review-order">
              <Trans>Order</Trans>
            </label>
            <select id="review-order" name="order">
              {reviewable.map((o) => (
                <option key={o.publicId} value={o.publicId}>
                  {o.number}
                </option>
              ))}
            </select>
          </p>
          <fieldset aria-invalid={invalid.includes('rating') || undefined}>
            <legend>
              <Trans>Your rating</Trans>
            </legend>
            {[5, 4, 3, 2, 1].map((n) => (
              <label key={n} className="choice">
                <input type="radio" name="rating" value={n} defaultChecked={n === 5} /> {t`${n} of 5 stars`}
              </label>
            ))}
          </fieldset>
          <p className="form-field">
            <label htmlFor="review-text">
              <Trans>Your review</Trans>
            </label>
            <textarea
              id="review-text"
              name="text"
              rows={4}
              required
              minLength={10}
              maxLength={2000}
              aria-invalid={invalid.includes('text') || undefined}
            />
          </p>
          <button type="submit" className="btn btn-primary">
            <Trans>Send review</Trans>
          </button>
        </form>
      )}
      <ol className="review-list">
        {reviews.map((r) => (
          <li key={r.id} className="review">
            <Stars rating={r.rating} />
            <p>{r.text}</p>
            {r.designName && r.designSlug && (
              <p className="review-about">
                <Trans>
                  About <a href={href(`/design/${r.designSlug}/${r.designId}`)}>{r.designName}</a>
                </Trans>
              </p>
            )}
            <p className="review-meta">
              {r.authorFirstName} ·{' '}
              <time dateTime={new Date(r.createdAt).toISOString().slice(0, 10)}>
                {i18n.date(new Date(r.createdAt), { dateStyle: 'medium', timeZone: 'UTC' })}
              </time>
            </p>
          </li>
        ))}
      </ol>
      <Pagination page={page} pages={pages} hrefFor={(p) => `?page=${p}`} />
    </section>
  )
}
