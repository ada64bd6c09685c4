import { Trans, useLingui } from '@lingui/react/macro'
import { CARRIER_NAMES } from '../carrier-names.js'
import { useDayFormatter } from '../payment-method-name.js'
import { usePriceFormatter } from '../price.js'
import type { CheckoutData, CheckoutField } from './checkout-fields.js'
import { PickupPoints } from './pickup-points.js'

/** Step 3: how the order travels: home delivery per carrier, a pickup point, or (company buyers) collection. */
export function ShipmentStep({
  base,
  details,
  shipment,
  field,
  isInvalid,
}: Pick<CheckoutData, 'details'> & {
  shipment: NonNullable<CheckoutData['shipment']>
  base: string
  field: CheckoutField
  isInvalid: (name: string) => boolean
}) {
  const { t } = useLingui()
  const price = usePriceFormatter()
  const day = useDayFormatter()
  const windowText = (earliest: string, latest: string) =>
    earliest === latest ? day(earliest) : `${day(earliest)} – ${day(latest)}`
  const chosen = details.shipment
  return (
    <div className="shipment-choice" data-testid="checkout-shipment">
      <h2>
        <Trans>How should we deliver?</Trans>
      </h2>
      {shipment.modes.includes('ADDRESS') && shipment.estimate.ok && (
        <form method="post" action={`${base}/shipment`} data-testid="shipment-address" className="checkout-form">
          <fieldset className="choice-cards">
            <legend>
              <Trans>
                Home delivery to {details.address?.street}, {details.address?.city}
              </Trans>
            </legend>
            <input type="hidden" name="mode" value="ADDRESS" />
            {shipment.estimate.options.map((o, i) => (
              <label key={o.carrier} className="choice-card">
                <input
                  type="radio"
                  name="carrier"
                  value={o.carrier}
                  defaultChecked={chosen?.mode === 'ADDRESS' ? chosen.carrier === o.carrier : i === 0}
                />
                <span className="choice-card-body">
                  <span className="choice-card-title">{CARRIER_NAMES[o.carrier]}</span>
                  <span className="choice-card-meta">
                    <Trans>Delivery {windowText(o.earliest, o.latest)}</Trans>
                  </span>
                </span>
                <span className="choice-card-price">
                  {o.priceMinor === 0 ? <Trans>Free</Trans> : price(o.priceMinor)}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="btn btn-primary">
            <Trans>Deliver to my address</Trans>
          </button>
        </form>
      )}
      {shipment.pickup && (
        <PickupPoints base={base} shipment={shipment} pickup={shipment.pickup} isInvalid={isInvalid} />
      )}
      {shipment.modes.includes('MANAGED') && (
        <form method="post" action={`${base}/shipment`} data-testid="shipment-managed" className="checkout-form">
          <h3>
            <Trans>Collect at our production centre</Trans>
          </h3>
          <p>
            <Trans>Free. We let you know by email when your order is ready at {shipment.collectAddress}.</Trans>
          </p>
          <input type="hidden" name="mode" value="MANAGED" />
          <button type="submit" className="btn btn-secondary">
            <Trans>I will collect it</Trans>
          </button>
        </form>
      )}
      {shipment.modes.includes('CUSTOMER') && (
        <form method="post" action={`${base}/shipment`} data-testid="shipment-customer" className="checkout-form">
          <h3>
            <Trans>My own courier collects it</Trans>
          </h3>
          <p>
            <Trans>Free. Your courier collects the parcel at {shipment.collectAddress}.</Trans>
          </p>
          <input type="hidden" name="mode" value="CUSTOMER" />
          {field('courierName', t`Courier company`, {
            required: true,
            maxLength: 60,
            defaultValue: chosen?.mode === 'CUSTOMER' ? chosen.courierName : undefined,
          })}
          {field('courierReference', t`Collection reference (optional)`, {
            maxLength: 40,
            defaultValue: chosen?.mode === 'CUSTOMER' ? (chosen.courierReference ?? undefined) : undefined,
          })}
          <button type="submit" className="btn btn-secondary">
            <Trans>My courier collects it</Trans>
          </button>
        </form>
      )}
    </div>
  )
}
