import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'
import { useDateTimeFormatter } from '../../../components/order-labels.js'
import { useProjectKindNames } from '../../../components/design-kind.js'
import { PROJECT_KINDS, type BooleanFilter, type ProjectKind } from '../../../server/domain/accounts/account-lists.js'
import type { Sort } from '../../../server/domain/catalog/catalog-query.js'
import type { Data } from './+data.js'

export default function AccountsDesignsPage() {
  const { t } = useLingui()
  const { query, designs, deleted } = useData<Data>()
  const pc = usePageContext()
  const when = useDateTimeFormatter()
  const kinds = useProjectKindNames()
  usePageTitle(t`My designs`)
  const base = `${pc.localePrefix}/accounts/designs`
  const sorts: Record<Sort, string> = {
    DATE_LAST_MODIFICATION: t`Recently updated`,
    DATE_CREATION: t`Newest`,
    POPULARITY: t`Most popular`,
  }
  const published: Record<BooleanFilter, string> = {
    ALL: t`Published or not`,
    true: t`Published only`,
    false: t`Not published only`,
  }
  return (
    <section className="account-designs">
      <h1>
        <Trans>My designs</Trans>
      </h1>
      {deleted && (
        <p className="form-saved" role="status">
          <Trans>The design was deleted.</Trans>
        </p>
      )}
      <form method="get" action={base} className="list-controls" data-testid="designs-filter">
        <label>
          <Trans>Sort by</Trans>{' '}
          <select name="sort" defaultValue={query.sort}>
            {Object.entries(sorts).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          <Trans>Kind</Trans>{' '}
          <select name="kind" defaultValue={query.kind ?? ''}>
            <option value="">
              <Trans>All kinds</Trans>
            </option>
            {PROJECT_KINDS.map((k) => (
              <option key={k} value={k}>
                {kinds[k]}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          <Trans>Publication</Trans>{' '}
          <select name="published" defaultValue={query.published}>
            {Object.entries(published).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="submit" className="btn btn-secondary">
          <Trans>Apply</Trans>
        </button>
      </form>
      <p className="list-count" data-testid="designs-count">
        <Trans>Designs found: {designs.length}</Trans>
      </p>
      {designs.length === 0 ? (
        <p data-testid="designs-empty">
          <Trans>No saved designs match these filters.</Trans>
        </p>
      ) : (
        <ul className="design-grid saved-designs" data-testid="saved-designs">
          {designs.map((d) => (
            <li key={d.id} className="design-card" data-testid="saved-design">
              <h2 className="design-card-name">{d.name}</h2>
              <p className="design-card-meta">
                {d.productName ?? <Trans>Product no longer available</Trans>} ·{' '}
                {kinds[d.projectKind as ProjectKind] ?? d.projectKind}
                {d.published && (
                  <>
                    {' '}
                    ·{' '}
                    <span className="badge">
                      <Trans>Published</Trans>
                    </span>
                  </>
                )}
              </p>
              <p className="text-muted">
                <Trans>Updated</Trans> <time dateTime={new Date(d.updatedAt).toISOString()}>{when(d.updatedAt)}</time>
              </p>
              {d.designId !== null && d.editable && (
                <p>
                  <a
                    className="btn btn-primary"
                    href={`${pc.localePrefix}/create/${d.articleId}?design=${d.designId}`}
                    aria-label={t`Open ${d.name} in the editor`}
                  >
                    <Trans>Open in the editor</Trans>
                  </a>
                </p>
              )}
              <form method="post" action={`${base}/${d.id}/delete`}>
                <button type="submit" className="btn btn-link" aria-label={t`Delete ${d.name}`}>
                  <Trans>Delete</Trans>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
