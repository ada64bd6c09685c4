import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '../../server/domain/checkout/checkout-details.js'
import type { CheckedContact, VatIdStatus } from '../../server/domain/checkout/reverse-charge.js'
import type { ShipmentChoice, ShipmentQuote } from '../../server/services/checkout/checkout.js'
import { CARRIER_NAMES } from '../carrier-names.js'
import { useDayFormatter } from '../payment-method-name.js'
import { usePriceFormatter } from '../price.js'

/** The last step's recap: who buys, where it goes and how, each with a link back to the step that changes it. */
export function CheckoutReview({
  base,
  contact,
  address,
  shipment,
  quote,
  collectAddress,
}: {
  base: string
  contact: CheckedContact
  address: Address
  shipment: ShipmentChoice
  quote: ShipmentQuote | null
  collectAddress: string
}) {
  const { t } = useLingui()
  const day = useDayFormatter()
  const price = usePriceFormatter()
  const change = (step: number, what: string) => (
    <a className="review-change" href={`${base}?step=${step}`} aria-label={what}>
      <Trans>Change</Trans>
    </a>
  )
  return (
    <div className="review-blocks" data-testid="review-blocks">
      <section className="review-block" aria-labelledby="review-contact">
        <h3 id="review-contact">
          <Trans>Contact</Trans>
        </h3>
        <p>
          {contact.email}
          {contact.customerType === 'COMPANY' && (
            <>
              <br />
              {contact.companyName} · {contact.vatId}
            </>
          )}
        </p>
        {contact.vatCheck && <VatCheckNote status={contact.vatCheck.status} />}
        {change(1, t`Change contact`)}
      </section>
      <section className="review-block" aria-labelledby="review-address">
        <h3 id="review-address">
          <Trans>Delivery address</Trans>
        </h3>
        <address>
          {address.firstName} {address.lastName}
          <br />
          {address.street}
          <br />
          {address.postalCode} {address.city}
          <br />
          {address.phone}
        </address>
        {change(2, t`Change delivery address`)}
      </section>
      <section className="review-block" aria-labelledby="review-shipment">
        <h3 id="review-shipment">
          <Trans>Shipment</Trans>
        </h3>
        <p>
          {shipment.mode === 'ADDRESS' && <Trans>Home delivery with {CARRIER_NAMES[shipment.carrier]}</Trans>}
          {shipment.mode === 'PICKPOINT' && (
            <>
              {shipment.pickupPoint.name}
              <br />
              {shipment.pickupPoint.street}, {shipment.pickupPoint.postalCode} {shipment.pickupPoint.city}
            </>
          )}
          {shipment.mode === 'MANAGED' && <Trans>Collect at our production centre</Trans>}
          {shipment.mode === 'CUSTOMER' && <Trans>Collected by your courier {shipment.courierName}</Trans>}
          {(shipment.mode === 'MANAGED' || shipment.mode === 'CUSTOMER') && (
            <>
              <br />
              {collectAddress}
            </>
          )}
          {quote && (
            <>
              <br />
              {quote.earliest === quote.latest ? day(quote.earliest) : `${day(quote.earliest)} – ${day(quote.latest)}`}
              {' · '}
              {quote.priceMinor === 0 ? <Trans>Free</Trans> : price(quote.priceMinor)}
            </>
          )}
        </p>
        {change(3, t`Change shipment`)}
      </section>
    </div>
  )
}

/** What the VIES check of the company's VAT id means for this order (decision 056). */
function VatCheckNote({ status }: { status: VatIdStatus }) {
  return (
    <p className="review-note" data-testid="vat-check">
      {status === 'VALID' ? (
        <Trans>VAT number confirmed in VIES.</Trans>
      ) : status === 'INVALID' ? (
        <Trans>VIES does not confirm this VAT number, so VAT is charged.</Trans>
      ) : (
        <Trans>The VAT number could not be checked in VIES just now, so VAT is charged.</Trans>
      )}
    </p>
  )
}
