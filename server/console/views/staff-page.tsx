import type { StaffLine } from '../../services/console/staff-admin.js'
import { STAFF_ROLES, type StaffMember } from '../../domain/console/staff-rules.js'
import type { FieldDef, FormState } from '../fields.js'
import { t } from '../i18n.js'
import { ConsoleForm } from './form.js'
import { ActionForm, ConsolePage } from './layout.js'

/** Staff accounts (ops admins only): role, brands and status of each, and a form for a new account. */

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
