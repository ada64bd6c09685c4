import type { StaffLine } from '../../services/console/staff-admin.js'
import { STAFF_ROLES, type StaffMember } from '../../domain/console/staff-rules.js'
import type { FieldDef, FormState } from '../fields.js'
import { t } from '../i18n.js'
import { ConsoleForm } from './form.js'
import { ActionForm, ConsolePage } from './layout.js'
import { msg } from '@lingui/core/macro'

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
    <ConsolePage title={t(msg`Staff`)} staff={staff} csrf={csrf} notice={notice}>
      <table className="staff">
        <thead>
          <tr>
            <th scope="col">{t(msg`Email`)}</th>
            <th scope="col">{t(msg`Name`)}</th>
            <th scope="col">{t(msg`Role and brands`)}</th>
            <th scope="col">{t(msg`Status`)}</th>
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
                    {t(msg`Role of {email}`, { email: s.email })}
                  </label>
                  <select id={`role-${s.id}`} name="role" defaultValue={s.role}>
                    {STAFF_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                  <label htmlFor={`brands-${s.id}`} className="visually-hidden">
                    {t(msg`Brands of {email}`, { email: s.email })}
                  </label>
                  <input
                    id={`brands-${s.id}`}
                    name="brands"
                    defaultValue={s.brands.join(', ')}
                    aria-describedby="brands-hint"
                  />
                  <button type="submit">{t(msg`Save`)}</button>
                </form>
              </td>
              <td>
                {s.disabled ? t(msg`disabled`) : s.hasPassword ? t(msg`active`) : t(msg`no password yet`)}
                {s.id !== staff.id && (
                  <ActionForm
                    action={`/console/staff/${s.id}`}
                    csrf={csrf}
                    label={s.disabled ? t(msg`Enable`) : t(msg`Disable`)}
                    hidden={{ disabled: s.disabled ? 'false' : 'true' }}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint" id="brands-hint">
        {t(msg`Brands separated by commas, from: {brands}`, { brands: brands.join(', ') })}
      </p>
      <h2>{t(msg`New staff account`)}</h2>
      <p className="hint">
        {t(msg`The password is set by ops: npm run ops -- staff password <email> --password-stdin.`)}
      </p>
      <ConsoleForm action="/console/staff" csrf={csrf} fields={fields} state={state} submit={t(msg`Create account`)} />
    </ConsolePage>
  )
}
