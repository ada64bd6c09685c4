import type { OrderRow } from '../../services/console/console-orders.js'
import type { StaffMember } from '../../domain/console/staff-rules.js'
import { shortOrderNumber } from '../../domain/orders/public-id.js'
import type { SearchForm } from '../sections/order-search.js'
import { t } from '../i18n.js'
import { BrandSelect, FilterForm, NextPageLink } from '../list-page.js'
import { ConsolePage, fmtTime } from './layout.js'
import { money, orderName } from './order-format.js'
import { msg } from '@lingui/core/macro'

/** The order search of the brands the member sees: one GET form, newest first, a link to the next page. */
export function OrdersPage({
  staff,
  csrf,
  form,
  brands,
  orders,
  next,
  invalid,
}: {
  staff: StaffMember
  csrf: string
  form: SearchForm
  brands: string[]
  orders: OrderRow[]
  next: string | null
  invalid: string[]
}) {
  const text = (name: keyof SearchForm, label: string, type = 'text') => (
    <p className={invalid.includes(name) ? 'field invalid' : 'field'}>
      <label htmlFor={`o-${name}`}>{label}</label>
      <input
        id={`o-${name}`}
        name={name}
        type={type}
        defaultValue={form[name]}
        aria-invalid={invalid.includes(name) || undefined}
      />
    </p>
  )
  return (
    <ConsolePage title={t(msg`Orders`)} staff={staff} csrf={csrf}>
      <FilterForm action="/console/orders" invalid={invalid}>
        {text('number', t(msg`Order number or code`))}
        {text('email', t(msg`Email`))}
        {text('name', t(msg`Name`))}
        {text('postalCode', t(msg`Postal code`))}
        {text('status', t(msg`Status code`))}
        <p className="field">
          <label htmlFor="o-payment">{t(msg`Payment`)}</label>
          <select id="o-payment" name="payment" defaultValue={form.payment}>
            <option value="">{t(msg`Any`)}</option>
            <option value="paid">{t(msg`Paid`)}</option>
            <option value="unpaid">{t(msg`Not paid`)}</option>
          </select>
        </p>
        {text('method', t(msg`Payment method`))}
        {text('from', t(msg`From`), 'date')}
        {text('to', t(msg`To`), 'date')}
        <BrandSelect id="o-brand" value={form.brand} brands={brands} />
        {text('site', t(msg`Site`))}
      </FilterForm>
      {orders.length === 0 ? (
        <p>{t(msg`No orders found.`)}</p>
      ) : (
        <table className="orders">
          <thead>
            <tr>
              <th>{t(msg`Order`)}</th>
              <th>{t(msg`Brand`)}</th>
              <th>{t(msg`Customer`)}</th>
              <th>{t(msg`Status code`)}</th>
              <th>{t(msg`Total`)}</th>
              <th>{t(msg`Placed`)}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <td>
                  <a href={`/console/orders/${o.publicId}`}>{shortOrderNumber(o.publicId)}</a>
                </td>
                <td>{`${o.brandSlug} · ${o.siteCode}`}</td>
                <td>{orderName(o)}</td>
                <td>{o.status}</td>
                <td>{money(o.totalMinor, o.currency)}</td>
                <td>{fmtTime(o.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <NextPageLink href={next} label={t(msg`Older orders`)} />
    </ConsolePage>
  )
}
