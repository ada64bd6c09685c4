import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../../components/page-title.js'
import { useProjectKindNames } from '../../../../components/design-kind.js'
import type { ProjectKind } from '../../../../server/domain/accounts/account-lists.js'
import type { Data } from './+data.js'

export default function AccountsDesignsAdminPage() {
  const { t } = useLingui()
  const { designs, changed } = useData<Data>()
  const pc = usePageContext()
  const kinds = useProjectKindNames()
  usePageTitle(t`Partner designs`)
  const base = `${pc.localePrefix}/accounts/designs`
  const number = new Intl.NumberFormat(
    pc.tenant.site.languages.find((l) => l.language === pc.locale)?.hreflang ?? pc.locale,
  )
  return (
    <section className="account-designs-admin">
      <h1>
        <Trans>Partner designs</Trans>
      </h1>
      {changed === 'published' && (
        <p className="form-saved" role="status">
          <Trans>The design is now published.</Trans>
        </p>
      )}
      {changed === 'unpublished' && (
        <p className="form-saved" role="status">
          <Trans>The design is no longer published.</Trans>
        </p>
      )}
      {designs.length === 0 ? (
        <p data-testid="partner-designs-empty">
          <Trans>You have no designs yet.</Trans>
        </p>
      ) : (
        <table className="data-table" data-testid="partner-designs">
          <caption>
            <Trans>Your designs, most popular first</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Design</Trans>
              </th>
              <th scope="col">
                <Trans>Kind</Trans>
              </th>
              <th scope="col">
                <Trans>Published</Trans>
              </th>
              <th scope="col">
                <Trans>Popularity</Trans>
              </th>
              <th scope="col">
                <Trans>Sales</Trans>
              </th>
              <th scope="col">
                <Trans>Action</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {designs.map((d) => (
              <tr key={d.id} data-testid="partner-design">
                <th scope="row">
                  {d.name}
                  {d.productName ? ` · ${d.productName}` : ''}
                </th>
                <td>{kinds[d.projectKind as ProjectKind] ?? d.projectKind}</td>
                <td data-testid="design-published">{d.published ? t`Yes` : t`No`}</td>
                <td>{number.format(d.popularity)}</td>
                <td>{number.format(d.salesCount)}</td>
                <td>
                  <form method="post" action={`${base}/${d.id}/publish`}>
                    <input type="hidden" name="published" value={d.published ? 'false' : 'true'} />
                    <button
                      type="submit"
                      className="btn btn-secondary"
                      aria-label={d.published ? t`Unpublish ${d.name}` : t`Publish ${d.name}`}
                    >
                      {d.published ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
