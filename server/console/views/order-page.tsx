import type { StaffMember } from '../../domain/console/staff-rules.js'
import { ORDER_STATUS } from '../../domain/orders/order-status.js'
import { shortOrderNumber } from '../../domain/orders/public-id.js'
import type { OrderDetail } from '../../services/console/console-orders.js'
import { t } from '../i18n.js'
import { ActionForm, ConsolePage, fmtTime } from './layout.js'
import { money, orderName } from './order-format.js'
import { Rows } from './rows.js'
import { REPRINT_REASONS, type ReprintReason } from '../../domain/orders/reprint.js'
import { msg } from '@lingui/core/macro'

/**
 * One order as support and operations need it: lines with the shopper's own preview, print files, payments and
 * refunds, shipment, mails, history and attribution; operations also get the action forms. Every form carries the
 * order's version (a stale form is refused) and a one-time key (a double submit does the action once).
 */
export function OrderPage({
  staff,
  csrf,
  detail,
  canAct,
  formKey,
  resendable,
  notice,
  error,
}: {
  staff: StaffMember
  csrf: string
  detail: OrderDetail
  canAct: boolean
  formKey: string
  resendable: readonly string[]
  notice: string | null
  error: string | null
}) {
  const { order: o } = detail
  const action = `/console/orders/${o.publicId}`
  const hidden = (name: string) => ({ action: name, version: detail.version, formKey: `${formKey}-${name}` })
  const awaitingPayment = o.status === ORDER_STATUS.AWAITING_PAYMENT
  const reprintable = o.status !== ORDER_STATUS.CANCELED && detail.payments.some((p) => p.status === 'PAID')
  return (
    <ConsolePage
      title={t(msg`Order {number}`, { number: shortOrderNumber(o.publicId) })}
      staff={staff}
      csrf={csrf}
      crumbs={[{ label: t(msg`Orders`), href: '/console/orders' }]}
      notice={notice}
    >
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <dl className="order-summary">
        <dt>{t(msg`Order code`)}</dt>
        <dd>{o.publicId}</dd>
        <dt>{t(msg`Brand`)}</dt>
        <dd>{`${o.brandSlug} · ${o.siteCode} · ${o.language}`}</dd>
        <dt>{t(msg`Customer`)}</dt>
        <dd>{orderName(o)}</dd>
        <dt>{t(msg`Status code`)}</dt>
        <dd>{o.status}</dd>
        <dt>{t(msg`Payment method`)}</dt>
        <dd>{`${o.paymentMethod} (${o.paymentKind})`}</dd>
        <dt>{t(msg`Total`)}</dt>
        <dd>{money(o.totalMinor, o.currency)}</dd>
        <dt>{t(msg`Placed`)}</dt>
        <dd>{fmtTime(o.createdAt)}</dd>
        {detail.reprintOf && (
          <>
            <dt>{t(msg`Reprint of`)}</dt>
            <dd>
              <a href={`/console/orders/${detail.reprintOf}`}>{shortOrderNumber(detail.reprintOf)}</a>
              {o.reprintReason && ` · ${reasonLabel(o.reprintReason)}`}
            </dd>
          </>
        )}
        {detail.reprints.length > 0 && (
          <>
            <dt>{t(msg`Reprints`)}</dt>
            <dd>
              <ul className="reprints">
                {detail.reprints.map((r) => (
                  <li key={r.publicId}>
                    <a href={`/console/orders/${r.publicId}`}>{shortOrderNumber(r.publicId)}</a>
                    {` · ${r.reason ? reasonLabel(r.reason) : ''} · ${fmtTime(r.createdAt)}`}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>

      <h2>{t(msg`Lines`)}</h2>
      <ul className="order-lines">
        {detail.lines.map((l) => (
          <li key={l.id}>
            {l.urlPreview && <img src={l.urlPreview} alt="" width={96} loading="lazy" />}
            {`${l.quantity} × ${l.articleName}${l.variantLabel ? ` · ${l.variantLabel}` : ''} · ${money(l.lineTotalMinor, o.currency)}`}
            {l.personalisedDesignId && ` · ${t(msg`Shopper's design`)}`}
          </li>
        ))}
      </ul>

      <h2>{t(msg`Print files`)}</h2>
      <Rows
        rows={detail.printFiles.map((f) => [
          `#${f.line}`,
          `${f.widthPx}×${f.heightPx} px @ ${f.dpi} dpi`,
          f.downloaded ? t(msg`Downloaded by the factory`) : t(msg`Not downloaded yet`),
        ])}
      />

      <h2>{t(msg`Payments and refunds`)}</h2>
      <Rows
        rows={[
          ...detail.payments.map((p) => [p.method, p.status, money(p.amountMinor, p.currency), fmtTime(p.createdAt)]),
          ...detail.refunds.map((r) => [
            t(msg`Refund`),
            r.status,
            money(-r.amountMinor, r.currency),
            fmtTime(r.createdAt),
          ]),
          ...detail.returns.map((r) => [
            t(msg`Refund to the shopper's account`),
            String(r.status),
            money(-r.amountMinor, o.currency),
            fmtTime(r.createdAt),
          ]),
        ]}
      />

      <h2>{t(msg`Shipment`)}</h2>
      <p>
        {t(msg`Tracking number: {tracking}`, { tracking: o.trackingNumber ?? '-' })}
        {o.shipmentState ? ` · ${o.shipmentState}` : ''}
      </p>

      <h2>{t(msg`Mails`)}</h2>
      <Rows
        rows={detail.mails.map((m) => [
          m.subject,
          m.to,
          fmtTime(m.createdAt),
          m.sentAt ? t(msg`Sent`) : (m.lastError ?? t(msg`Queued`)),
        ])}
      />

      <h2>{t(msg`History`)}</h2>
      <Rows
        rows={detail.events.map((e) => [
          fmtTime(e.at),
          e.kind,
          e.toStatus === null ? '' : `${e.fromStatus ?? ''} → ${e.toStatus}`,
          e.actor,
          e.note ?? '',
        ])}
      />

      <h2>{t(msg`Attribution`)}</h2>
      <pre>{o.attribution ? JSON.stringify(o.attribution, null, 2) : '-'}</pre>

      {canAct && (
        <section aria-labelledby="order-actions">
          <h2 id="order-actions">{t(msg`Actions`)}</h2>
          {detail.nextStatuses.length > 0 && (
            <ActionForm action={action} csrf={csrf} label={t(msg`Move`)} hidden={hidden('move')}>
              <label htmlFor="a-to">{t(msg`New status`)}</label>
              <select id="a-to" name="to">
                {detail.nextStatuses.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              <label htmlFor="a-tracking">{t(msg`Tracking number (needed to ship)`)}</label>
              <input id="a-tracking" name="trackingNumber" maxLength={60} />
              <label htmlFor="a-note">{t(msg`Note`)}</label>
              <input id="a-note" name="note" maxLength={200} />
            </ActionForm>
          )}
          {awaitingPayment && (
            <ActionForm
              action={action}
              csrf={csrf}
              label={t(msg`Mark the bank transfer paid`)}
              hidden={hidden('mark-paid')}
            />
          )}
          <ActionForm action={action} csrf={csrf} label={t(msg`Refund`)} hidden={hidden('refund')}>
            <label htmlFor="a-amount">{t(msg`Amount (empty: all that is left)`)}</label>
            <input id="a-amount" name="amount" inputMode="decimal" />
            <label htmlFor="a-reason">{t(msg`Reason`)}</label>
            <input id="a-reason" name="reason" required maxLength={200} />
          </ActionForm>
          {detail.nextStatuses.includes(ORDER_STATUS.CANCELED) && (
            <ActionForm action={action} csrf={csrf} label={t(msg`Cancel the order`)} hidden={hidden('cancel')} danger />
          )}
          {reprintable && (
            <ActionForm action={action} csrf={csrf} label={t(msg`Reprint for free`)} hidden={hidden('reprint')}>
              <fieldset>
                <legend>{t(msg`Lines to reprint (how many)`)}</legend>
                {detail.lines.map((l) => (
                  <p key={l.id}>
                    <label
                      htmlFor={`a-qty-${l.id}`}
                    >{`${l.articleName}${l.variantLabel ? ` · ${l.variantLabel}` : ''}`}</label>
                    <input
                      id={`a-qty-${l.id}`}
                      name={`qty-${l.id}`}
                      type="number"
                      min={0}
                      max={l.quantity}
                      defaultValue={0}
                    />
                  </p>
                ))}
              </fieldset>
              <label htmlFor="a-reprint-reason">{t(msg`Reason`)}</label>
              <select id="a-reprint-reason" name="reason">
                {REPRINT_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {reasonLabel(r)}
                  </option>
                ))}
              </select>
              <label htmlFor="a-reprint-note">{t(msg`Note`)}</label>
              <input id="a-reprint-note" name="note" maxLength={200} />
            </ActionForm>
          )}
          <ActionForm action={action} csrf={csrf} label={t(msg`Send the mail again`)} hidden={hidden('resend-mail')}>
            <label htmlFor="a-mail">{t(msg`Mail`)}</label>
            <select id="a-mail" name="mail">
              {resendable.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </ActionForm>
        </section>
      )}
    </ConsolePage>
  )
}

/** A reprint's reason code as staff read it. */
function reasonLabel(code: string): string {
  const labels: Record<ReprintReason, string> = {
    misprint: t(msg`Misprint`),
    transit_damage: t(msg`Damaged in transit`),
    lost_in_transit: t(msg`Lost in transit`),
    quality_complaint: t(msg`Quality complaint`),
    other: t(msg`Other`),
  }
  return labels[code as ReprintReason] ?? code
}
