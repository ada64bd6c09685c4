import { Trans, useLingui } from '@lingui/react/macro'
import { Icon } from '../icons.js'

/**
 * The four checkout steps as a progress bar: done steps carry a check and link back, the current one is marked
 * (aria-current="step"), the next ones are plain. Works the same with and without JS.
 */
export function CheckoutSteps({ step, reachable, base }: { step: number; reachable: number; base: string }) {
  const { t } = useLingui()
  const labels = [t`Contact`, t`Address`, t`Shipment`, t`Payment`]
  return (
    <nav aria-label={t`Checkout steps`}>
      <ol className="checkout-steps" data-testid="checkout-steps">
        {labels.map((label, i) => {
          const n = i + 1
          const state = n === step ? 'current' : n < step || n <= reachable ? 'done' : 'next'
          const marker = (
            <span className="checkout-step-marker" aria-hidden="true">
              {state === 'done' ? <Icon name="check" /> : n}
            </span>
          )
          return (
            <li
              key={label}
              className={`checkout-step checkout-step-${state}`}
              aria-current={n === step ? 'step' : undefined}
            >
              {state === 'done' ? (
                <a href={`${base}?step=${n}`}>
                  {marker}
                  <span className="checkout-step-label">
                    {label}
                    <span className="sr-only">
                      {' '}
                      <Trans>(done)</Trans>
                    </span>
                  </span>
                </a>
              ) : (
                <span>
                  {marker}
                  <span className="checkout-step-label">{label}</span>
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
