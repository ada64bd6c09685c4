import { Trans } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { Icon } from '../icons.js'
import { usePriceFormatter } from '../price.js'
import type { CheckoutData } from './checkout-fields.js'
import { useOpeningHours } from './opening-hours.js'

type Shipment = NonNullable<CheckoutData['shipment']>

/** Pickup points near a postal code (a GET form, so it works without JS) and the choice of one of them. */
export function PickupPoints({
  base,
  shipment,
  pickup,
  isInvalid,
}: {
  base: string
  shipment: Shipment
  pickup: NonNullable<Shipment['pickup']>
  isInvalid: (name: string) => boolean
}) {
  const pc = usePageContext()
  const price = usePriceFormatter()
  const hours = useOpeningHours()
  const distance = new Intl.NumberFormat(
    pc.tenant.site.languages.find((l) => l.language === pc.locale)?.hreflang ?? pc.locale,
    { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 },
  )
  return (
    <div className="pickup-points checkout-form" data-testid="shipment-pickup">
      <h3>
        <Trans>Pickup point</Trans>
      </h3>
      <form method="get" action={base} className="field-with-button">
        <input type="hidden" name="step" value="3" />
        <p className="form-field">
          <label htmlFor="pickup-postal-code">
            <Trans>Pickup points near postal code</Trans>
          </label>
          <input
            id="pickup-postal-code"
            name="pickup_postal_code"
            defaultValue={shipment.pickupPostalCode}
            autoComplete="postal-code"
            size={10}
          />
        </p>
        <button type="submit" className="btn btn-secondary">
          <Icon name="search" /> <Trans>Search</Trans>
        </button>
      </form>
      {pickup.ok && pickup.points.length > 0 ? (
        <form method="post" action={`${base}/shipment`}>
          <input type="hidden" name="mode" value="PICKPOINT" />
          <input type="hidden" name="pickupPostalCode" value={shipment.pickupPostalCode} />
          <fieldset
            className="choice-cards"
            id="checkout-pickupPointId"
            aria-invalid={isInvalid('pickupPointId') || undefined}
          >
            <legend>
              <Trans>Choose a pickup point</Trans>
            </legend>
            {pickup.points.map((p) => {
              const option = shipment.estimate.ok
                ? shipment.estimate.options.find((o) => o.carrier === p.carrier)
                : undefined
              return (
                <label key={p.id} className="choice-card pickup-point" data-testid="pickup-point">
                  <input
                    type="radio"
                    name="pickupPointId"
                    value={p.id}
                    defaultChecked={p.id === shipment.preselectedPickupPointId}
                  />
                  <span className="choice-card-body">
                    <span className="choice-card-title">{p.name}</span>
                    <span className="pickup-address">
                      {p.street}, {p.postalCode} {p.city}
                    </span>
                    <span className="choice-card-meta">{hours(p)}</span>
                  </span>
                  <span className="choice-card-side">
                    <span className="pickup-distance">{distance.format(p.distanceMeters / 1000)}</span>
                    {option && (
                      <span className="choice-card-price">
                        {option.priceMinor === 0 ? <Trans>Free</Trans> : price(option.priceMinor)}
                      </span>
                    )}
                  </span>
                </label>
              )
            })}
          </fieldset>
          <button type="submit" className="btn btn-primary">
            <Trans>Deliver to this pickup point</Trans>
          </button>
        </form>
      ) : (
        <p data-testid="pickup-none">
          <Trans>We found no pickup points for this postal code. Please check it or try a nearby one.</Trans>
        </p>
      )}
    </div>
  )
}
