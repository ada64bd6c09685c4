import type { Address } from '../../domain/checkout/checkout-details.js'
import type { StaffMember } from '../../domain/console/staff-rules.js'
import { shortOrderNumber } from '../../domain/orders/public-id.js'
import type { CustomerDetail } from '../../services/console/console-customers.js'
import { t } from '../i18n.js'
import { ActionForm, ConsolePage, fmtTime } from './layout.js'
import { money } from './order-format.js'
import { Rows } from './rows.js'
import { msg } from '@lingui/core/macro'

/**
 * One customer account as support and operations need it: who they are (kind, permissions, consent), their orders
 * (to the console's order page), tickets, addresses, saved designs and sign-in blocks; operations also get the form
 * that lifts a block (a one-time key: a double submit lifts once and is audited once).
 */
export function CustomerPage({
  staff,
  csrf,
  detail,
  canAct,
  formKey,
  notice,
  error,
}: {
  staff: StaffMember
  csrf: string
  detail: CustomerDetail
  canAct: boolean
  formKey: string
  notice: string | null
  error: string | null
}) {
  const { customer: c } = detail
  const yes = (v: boolean) => (v ? t(msg`Yes`) : t(msg`No`))
  const permissions = Array.isArray(c.permissions) ? (c.permissions as unknown[]).map(String) : []
  const blocked = detail.signInBlocks.some((b) => b.blockedUntil !== null)
  return (
    <ConsolePage
      title={t(msg`Customer {email}`, { email: c.email })}
      staff={staff}
      csrf={csrf}
      crumbs={[{ label: t(msg`Customers`), href: '/console/customers' }]}
      notice={notice}
    >
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <dl className="customer-summary">
        <dt>{t(msg`Name`)}</dt>
        <dd>{`${c.firstName} ${c.lastName}`.trim()}</dd>
        <dt>{t(msg`Brand`)}</dt>
        <dd>{`${c.brandSlug} · ${c.language}`}</dd>
        <dt>{t(msg`Kind`)}</dt>
        <dd>{c.kind}</dd>
        <dt>{t(msg`Permissions`)}</dt>
        <dd>{permissions.length > 0 ? permissions.join(', ') : '-'}</dd>
        <dt>{t(msg`May place orders`)}</dt>
        <dd>{yes(c.canMakeOrders)}</dd>
        <dt>{t(msg`Newsletter (marketing consent)`)}</dt>
        <dd>{yes(c.newsletter)}</dd>
        <dt>{t(msg`Email confirmed`)}</dt>
        <dd>{c.emailVerifiedAt === null ? t(msg`No`) : fmtTime(c.emailVerifiedAt)}</dd>
        <dt>{t(msg`Since`)}</dt>
        <dd>{fmtTime(c.createdAt)}</dd>
      </dl>

      <h2>{t(msg`Orders`)}</h2>
      {detail.orders.length === 0 ? (
        <p>-</p>
      ) : (
        <ul className="customer-orders">
          {detail.orders.map((o) => (
            <li key={o.publicId}>
              <a href={`/console/orders/${o.publicId}`}>{shortOrderNumber(o.publicId)}</a>
              {` · ${o.status} · ${money(o.totalMinor, o.currency)} · ${fmtTime(o.createdAt)}`}
              {o.reprintOf !== null && ` · ${t(msg`Reprint`)}`}
            </li>
          ))}
        </ul>
      )}

      <h2>{t(msg`Tickets`)}</h2>
      <Rows rows={detail.tickets.map((k) => [k.publicId, k.subject, k.channel, k.status, fmtTime(k.updatedAt)])} />

      <h2>{t(msg`Addresses`)}</h2>
      <Rows rows={detail.addresses.map((a) => [addressLine(a.address as Partial<Address>), fmtTime(a.createdAt)])} />

      <h2>{t(msg`Saved designs`)}</h2>
      <Rows
        rows={detail.designs.map((d) => [
          d.name,
          `#${d.articleId}`,
          d.projectKind,
          d.published ? t(msg`Published`) : '',
          fmtTime(d.updatedAt),
        ])}
      />

      <h2>{t(msg`Sign-in blocks`)}</h2>
      <Rows
        rows={detail.signInBlocks.map((b) => [
          b.address,
          t(msg`{count} failed attempts`, { count: b.failures }),
          fmtTime(b.lastAt),
          b.blockedUntil === null
            ? t(msg`Not blocked`)
            : t(msg`Blocked until {time}`, { time: fmtTime(b.blockedUntil) }),
        ])}
      />
      {canAct && detail.signInBlocks.length > 0 && (
        <ActionForm
          action={`/console/customers/${c.id}`}
          csrf={csrf}
          label={blocked ? t(msg`Lift the sign-in block`) : t(msg`Forget the failed attempts`)}
          hidden={{ action: 'lift-sign-in-block', formKey }}
        />
      )}

      {canAct && (
        <section aria-labelledby="customer-data-protection">
          <h2 id="customer-data-protection">{t(msg`Data protection`)}</h2>
          <p>
            <a href={`/console/customers/${c.id}/export.zip`} download>
              {t(msg`Download the customer's data (ZIP)`)}
            </a>
          </p>
          <ActionForm
            action={`/console/customers/${c.id}`}
            csrf={csrf}
            label={t(msg`Erase the customer's personal data`)}
            danger
            hidden={{ action: 'erase' }}
          >
            <p>
              {t(
                msg`Orders stay, anonymised, with their invoices (tax law); tickets, designs, photos and the account are deleted. Nothing is erased while an order is open.`,
              )}
            </p>
            <p className="field">
              <input id="erase-confirm" type="checkbox" name="confirm" value="yes" required />{' '}
              <label htmlFor="erase-confirm">{t(msg`I confirm the customer asked for the erasure`)}</label>
            </p>
          </ActionForm>
        </section>
      )}
    </ConsolePage>
  )
}

function addressLine(a: Partial<Address>): string {
  return [
    `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim(),
    a.street,
    `${a.postalCode ?? ''} ${a.city ?? ''}`.trim(),
    a.country,
  ]
    .filter((p) => p)
    .join(', ')
}
