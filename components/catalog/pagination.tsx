import { Trans, useLingui } from '@lingui/react/macro'

/** Previous/next links; the page lives in the query string, so paging works without JS. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number
  pages: number
  hrefFor: (page: number) => string
}) {
  const { t } = useLingui()
  if (pages <= 1) return null
  return (
    <nav className="pagination" aria-label={t`Pages`}>
      {page > 1 && (
        <a href={hrefFor(page - 1)} rel="prev">
          <Trans>Previous</Trans>
        </a>
      )}
      <span aria-current="page">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      {page < pages && (
        <a href={hrefFor(page + 1)} rel="next">
          <Trans>Next</Trans>
        </a>
      )}
    </nav>
  )
}
