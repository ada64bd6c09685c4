import type { AuditEntry } from '../../services/console/audit.js'
import type { StaffMember } from '../../domain/console/staff-rules.js'
import { t } from '../i18n.js'
import { BrandSelect, FilterForm, NextPageLink, nextPageHref } from '../list-page.js'
import { ChangeTable } from './change-table.js'
import { ActionForm, ConsolePage, fmtTime } from './layout.js'
import { msg } from '@lingui/core/macro'

/** The audit log (newest first, by brand) and one entry with its changes and, where possible, a rollback. */

export function AuditListPage({
  staff,
  csrf,
  entries,
  brand,
  brands,
  next,
}: {
  staff: StaffMember
  csrf: string
  entries: AuditEntry[]
  brand: string | null
  brands: string[]
  next: number | null
}) {
  return (
    <ConsolePage title={t(msg`Audit log`)} staff={staff} csrf={csrf}>
      <FilterForm action="/console/audit" submit={t(msg`Show`)}>
        <BrandSelect id="f-brand" value={brand ?? ''} brands={brands} />
      </FilterForm>
      {entries.length === 0 ? (
        <p>{t(msg`Nothing recorded yet.`)}</p>
      ) : (
        <table className="audit" data-testid="audit-list">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t(msg`When`)}</th>
              <th scope="col">{t(msg`Who`)}</th>
              <th scope="col">{t(msg`Brand`)}</th>
              <th scope="col">{t(msg`What`)}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>
                  <a href={`/console/audit/${e.id}`}>{`#${e.id}`}</a>
                </td>
                <td>{fmtTime(e.at)}</td>
                <td>{e.staffEmail}</td>
                <td>{e.brandSlug ?? t(msg`(staff)`)}</td>
                <td>
                  {`${e.action}: ${e.summary}`}
                  {e.rolledBackBy !== null && (
                    <span className="badge">{t(msg`rolled back by #{id}`, { id: e.rolledBackBy })}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <NextPageLink
        href={next === null ? null : nextPageHref('/console/audit', { brand: brand ?? '' }, next)}
        label={t(msg`Older entries`)}
      />
    </ConsolePage>
  )
}

export function AuditEntryPage({
  staff,
  csrf,
  entry,
  notice,
  problem,
}: {
  staff: StaffMember
  csrf: string
  entry: AuditEntry
  notice: string | null
  problem: string | null
}) {
  const reversible =
    entry.brandSlug !== null && entry.rolledBackBy === null && ['publish', 'rollback', 'review'].includes(entry.action)
  return (
    <ConsolePage
      title={t(msg`Audit entry #{id}`, { id: entry.id })}
      staff={staff}
      csrf={csrf}
      notice={notice}
      crumbs={[{ label: t(msg`Audit log`), href: '/console/audit' }]}
    >
      {problem && (
        <div className="error-summary" role="alert" tabIndex={-1} id="error-summary">
          <p>{problem}</p>
        </div>
      )}
      <dl className="facts">
        <dt>{t(msg`When`)}</dt>
        <dd>{fmtTime(entry.at)}</dd>
        <dt>{t(msg`Who`)}</dt>
        <dd>{entry.staffEmail}</dd>
        <dt>{t(msg`Brand`)}</dt>
        <dd>{entry.brandSlug ?? t(msg`(staff)`)}</dd>
        <dt>{t(msg`What`)}</dt>
        <dd>{`${entry.action}: ${entry.summary}`}</dd>
        {entry.rollbackOf !== null && (
          <>
            <dt>{t(msg`Rolls back`)}</dt>
            <dd>
              <a href={`/console/audit/${entry.rollbackOf}`}>{`#${entry.rollbackOf}`}</a>
            </dd>
          </>
        )}
        {entry.rolledBackBy !== null && (
          <>
            <dt>{t(msg`Rolled back by`)}</dt>
            <dd>
              <a href={`/console/audit/${entry.rolledBackBy}`}>{`#${entry.rolledBackBy}`}</a>
            </dd>
          </>
        )}
      </dl>
      <ChangeTable entry={entry} />
      {reversible && (
        <ActionForm
          action={`/console/audit/${entry.id}/rollback`}
          csrf={csrf}
          label={t(msg`Roll back this change`)}
          danger
        />
      )}
    </ConsolePage>
  )
}
