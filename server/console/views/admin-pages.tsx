import type { AuditEntry } from '../../services/console/audit.js'
import { showValue } from '../../services/console/audit.js'
import type { StaffLine } from '../../services/console/staff-admin.js'
import { STAFF_ROLES, type StaffMember } from '../../domain/console/staff-rules.js'
import type { FieldDef, FormState } from '../fields.js'
import { t } from '../i18n.js'
import { ConsoleForm } from './form.js'
import { ActionForm, ConsolePage, fmtTime } from './layout.js'

export function LoginPage({ csrf, error, next }: { csrf: string; error: string | null; next: string }) {
  return (
    <ConsolePage title={t(/*i18n*/ 'Sign in')} staff={null} csrf={null}>
      {error && (
        <div className="error-summary" role="alert" id="error-summary" tabIndex={-1}>
          <p>{error}</p>
        </div>
      )}
      <form method="post" action="/console/login" className="console-form">
        <input type="hidden" name="csrfToken" value={csrf} />
        <input type="hidden" name="next" value={next} />
        <div className="field">
          <label htmlFor="f-email">{t(/*i18n*/ 'Email')}</label>
          <input
            id="f-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            aria-describedby={error ? 'error-summary' : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="f-password">{t(/*i18n*/ 'Password')}</label>
          <input
            id="f-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-describedby={error ? 'error-summary' : undefined}
          />
        </div>
        <p>
          <button type="submit" className="primary">
            {t(/*i18n*/ 'Sign in')}
          </button>
        </p>
      </form>
      <p className="hint">{t(/*i18n*/ 'Staff accounts are created by ops: npm run ops -- staff create.')}</p>
    </ConsolePage>
  )
}

export function HomePage({
  staff,
  csrf,
  brands,
  drafts,
}: {
  staff: StaffMember
  csrf: string
  brands: { slug: string; displayName: string }[]
  drafts: Record<string, number>
}) {
  return (
    <ConsolePage title={t(/*i18n*/ 'Brands')} staff={staff} csrf={csrf}>
      {brands.length === 0 ? (
        <p>{t(/*i18n*/ 'No brand is assigned to you yet; ask an ops admin.')}</p>
      ) : (
        <ul className="cards">
          {brands.map((b) => (
            <li key={b.slug}>
              <a href={`/console/brands/${b.slug}`}>{`${b.slug} · ${b.displayName}`}</a>
              {drafts[b.slug] ? (
                <span className="badge">{t(/*i18n*/ 'Draft: {count} change(s)', { count: drafts[b.slug]! })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  )
}

function ChangeTable({ entry }: { entry: Pick<AuditEntry, 'changes'> }) {
  return (
    <table className="changes">
      <caption className="visually-hidden">{t(/*i18n*/ 'Changed settings')}</caption>
      <thead>
        <tr>
          <th scope="col">{t(/*i18n*/ 'Setting')}</th>
          <th scope="col">{t(/*i18n*/ 'Before')}</th>
          <th scope="col">{t(/*i18n*/ 'After')}</th>
        </tr>
      </thead>
      <tbody>
        {entry.changes.map((c) => (
          <tr key={c.path}>
            <th scope="row">
              <code>{c.path}</code>
            </th>
            <td>
              <code>{showValue(c.before)}</code>
            </td>
            <td>
              <code>{showValue(c.after)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export { ChangeTable }

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
    <ConsolePage title={t(/*i18n*/ 'Audit log')} staff={staff} csrf={csrf}>
      <form method="get" action="/console/audit" className="filters">
        <label htmlFor="f-brand">{t(/*i18n*/ 'Brand')}</label>
        <select id="f-brand" name="brand" defaultValue={brand ?? ''}>
          <option value="">{t(/*i18n*/ 'All my brands')}</option>
          {brands.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
        <button type="submit">{t(/*i18n*/ 'Show')}</button>
      </form>
      {entries.length === 0 ? (
        <p>{t(/*i18n*/ 'Nothing recorded yet.')}</p>
      ) : (
        <table className="audit" data-testid="audit-list">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t(/*i18n*/ 'When')}</th>
              <th scope="col">{t(/*i18n*/ 'Who')}</th>
              <th scope="col">{t(/*i18n*/ 'Brand')}</th>
              <th scope="col">{t(/*i18n*/ 'What')}</th>
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
                <td>{e.brandSlug ?? t(/*i18n*/ '(staff)')}</td>
                <td>
                  {`${e.action}: ${e.summary}`}
                  {e.rolledBackBy !== null && (
                    <span className="badge">{t(/*i18n*/ 'rolled back by #{id}', { id: e.rolledBackBy })}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {next !== null && (
        <p>
          <a href={`/console/audit?${new URLSearchParams({ ...(brand ? { brand } : {}), before: String(next) })}`}>
            {t(/*i18n*/ 'Older entries')}
          </a>
        </p>
      )}
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
      title={t(/*i18n*/ 'Audit entry #{id}', { id: entry.id })}
      staff={staff}
      csrf={csrf}
      notice={notice}
      crumbs={[{ label: t(/*i18n*/ 'Audit log'), href: '/console/audit' }]}
    >
      {problem && (
        <div className="error-summary" role="alert" tabIndex={-1} id="error-summary">
          <p>{problem}</p>
        </div>
      )}
      <dl className="facts">
        <dt>{t(/*i18n*/ 'When')}</dt>
        <dd>{fmtTime(entry.at)}</dd>
        <dt>{t(/*i18n*/ 'Who')}</dt>
        <dd>{entry.staffEmail}</dd>
        <dt>{t(/*i18n*/ 'Brand')}</dt>
        <dd>{entry.brandSlug ?? t(/*i18n*/ '(staff)')}</dd>
        <dt>{t(/*i18n*/ 'What')}</dt>
        <dd>{`${entry.action}: ${entry.summary}`}</dd>
        {entry.rollbackOf !== null && (
          <>
            <dt>{t(/*i18n*/ 'Rolls back')}</dt>
            <dd>
              <a href={`/console/audit/${entry.rollbackOf}`}>{`#${entry.rollbackOf}`}</a>
            </dd>
          </>
        )}
        {entry.rolledBackBy !== null && (
          <>
            <dt>{t(/*i18n*/ 'Rolled back by')}</dt>
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
          label={t(/*i18n*/ 'Roll back this change')}
          danger
        />
      )}
    </ConsolePage>
  )
}

export function StaffPage({
  staff,
  csrf,
  lines,
  brands,
  fields,
  state,
  notice,
}: {
  staff: StaffMember
  csrf: string
  lines: StaffLine[]
  brands: string[]
  fields: FieldDef[]
  state: FormState
  notice: string | null
}) {
  return (
    <ConsolePage title={t(/*i18n*/ 'Staff')} staff={staff} csrf={csrf} notice={notice}>
      <table className="staff">
        <thead>
          <tr>
            <th scope="col">{t(/*i18n*/ 'Email')}</th>
            <th scope="col">{t(/*i18n*/ 'Name')}</th>
            <th scope="col">{t(/*i18n*/ 'Role and brands')}</th>
            <th scope="col">{t(/*i18n*/ 'Status')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.email}</th>
              <td>{s.name}</td>
              <td>
                <form method="post" action={`/console/staff/${s.id}`} className="inline">
                  <input type="hidden" name="csrfToken" value={csrf} />
                  <label htmlFor={`role-${s.id}`} className="visually-hidden">
                    {t(/*i18n*/ 'Role of {email}', { email: s.email })}
                  </label>
                  <select id={`role-${s.id}`} name="role" defaultValue={s.role}>
                    {STAFF_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                  <label htmlFor={`brands-${s.id}`} className="visually-hidden">
                    {t(/*i18n*/ 'Brands of {email}', { email: s.email })}
                  </label>
                  <input
                    id={`brands-${s.id}`}
                    name="brands"
                    defaultValue={s.brands.join(', ')}
                    aria-describedby="brands-hint"
                  />
                  <button type="submit">{t(/*i18n*/ 'Save')}</button>
                </form>
              </td>
              <td>
                {s.disabled
                  ? t(/*i18n*/ 'disabled')
                  : s.hasPassword
                    ? t(/*i18n*/ 'active')
                    : t(/*i18n*/ 'no password yet')}
                {s.id !== staff.id && (
                  <ActionForm
                    action={`/console/staff/${s.id}`}
                    csrf={csrf}
                    label={s.disabled ? t(/*i18n*/ 'Enable') : t(/*i18n*/ 'Disable')}
                    hidden={{ disabled: s.disabled ? 'false' : 'true' }}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint" id="brands-hint">
        {t(/*i18n*/ 'Brands separated by commas, from: {brands}', { brands: brands.join(', ') })}
      </p>
      <h2>{t(/*i18n*/ 'New staff account')}</h2>
      <p className="hint">
        {t(/*i18n*/ 'The password is set by ops: npm run ops -- staff password <email> --password-stdin.')}
      </p>
      <ConsoleForm
        action="/console/staff"
        csrf={csrf}
        fields={fields}
        state={state}
        submit={t(/*i18n*/ 'Create account')}
      />
    </ConsolePage>
  )
}

export function MessagePage({
  staff,
  csrf,
  title,
  message,
}: {
  staff: StaffMember | null
  csrf: string | null
  title: string
  message: string
}) {
  return (
    <ConsolePage title={title} staff={staff} csrf={csrf}>
      <p>{message}</p>
      <p>
        <a href="/console">{t(/*i18n*/ 'Back to the console')}</a>
      </p>
    </ConsolePage>
  )
}
