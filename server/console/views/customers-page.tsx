import type { StaffMember } from '../../domain/console/staff-rules.js'
import type { CustomerRow } from '../../services/console/console-customers.js'
import { t } from '../i18n.js'
import { BrandSelect, FilterForm, NextPageLink } from '../list-page.js'
import { ConsolePage, fmtTime } from './layout.js'
import { msg } from '@lingui/core/macro'

export interface CustomerSearchForm {
  q: string
  brand: string
}

/** The customer lookup of the brands the member sees: email or name, newest accounts first, a link to the next page. */
export function CustomersPage({
  staff,
  csrf,
  form,
  brands,
  customers,
  next,
  invalid,
  notice = null,
}: {
  staff: StaffMember
  csrf: string
  form: CustomerSearchForm
  brands: string[]
  customers: NonNullable<CustomerRow>[]
  next: string | null
  invalid: string[]
  notice?: string | null
}) {
  return (
    <ConsolePage title={t(msg`Customers`)} staff={staff} csrf={csrf} notice={notice}>
      <FilterForm action="/console/customers" invalid={invalid}>
        <p className="field">
          <label htmlFor="c-q">{t(msg`Email or name`)}</label>
          <input id="c-q" name="q" type="search" defaultValue={form.q} />
        </p>
        <BrandSelect id="c-brand" value={form.brand} brands={brands} invalid={invalid.includes('brand')} />
      </FilterForm>
      {customers.length === 0 ? (
        <p>{t(msg`No customers found.`)}</p>
      ) : (
        <table className="customers">
          <thead>
            <tr>
              <th>{t(msg`Email`)}</th>
              <th>{t(msg`Name`)}</th>
              <th>{t(msg`Brand`)}</th>
              <th>{t(msg`Kind`)}</th>
              <th>{t(msg`Since`)}</th>
            </tr>
          </thead>
          <tbody>
            {customers.map((c) => (
              <tr key={c.id}>
                <td>
                  <a href={`/console/customers/${c.id}`}>{c.email}</a>
                </td>
                <td>{`${c.firstName} ${c.lastName}`.trim()}</td>
                <td>{c.brandSlug}</td>
                <td>{c.kind}</td>
                <td>{fmtTime(c.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <NextPageLink href={next} label={t(msg`More customers`)} />
    </ConsolePage>
  )
}
