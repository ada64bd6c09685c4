import { Trans, useLingui } from '@lingui/react/macro'
import type { CheckoutData, CheckoutField } from './checkout-fields.js'

/** Step 2: the delivery address, or one of a customer's saved addresses in one click. */
export function AddressStep({
  base,
  details,
  account,
  field,
}: Pick<CheckoutData, 'details' | 'account'> & { base: string; field: CheckoutField }) {
  const { t } = useLingui()
  const address = details.address
  return (
    <>
      {account && account.addresses.length > 0 && (
        <ul className="saved-addresses" data-testid="saved-addresses">
          {account.addresses.map(({ id, address: a }) => (
            <li key={id}>
              <form method="post" action={`${base}/address`}>
                {(['firstName', 'lastName', 'street', 'postalCode', 'city', 'phone'] as const).map((k) => (
                  <input key={k} type="hidden" name={k} value={a[k]} />
                ))}
                <span>
                  {a.firstName} {a.lastName}, {a.street}, {a.postalCode} {a.city}
                </span>{' '}
                <button type="submit" className="btn">
                  <Trans>Deliver here</Trans>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <form method="post" action={`${base}/address`} data-testid="address-form">
        {field('firstName', t`First name`, {
          required: true,
          autoComplete: 'given-name',
          defaultValue: address?.firstName,
        })}
        {field('lastName', t`Last name`, {
          required: true,
          autoComplete: 'family-name',
          defaultValue: address?.lastName,
        })}
        {field('street', t`Street and number`, {
          required: true,
          autoComplete: 'address-line1',
          defaultValue: address?.street,
        })}
        {field('postalCode', t`Postal code`, {
          required: true,
          autoComplete: 'postal-code',
          defaultValue: address?.postalCode,
        })}
        {field('city', t`City`, {
          required: true,
          autoComplete: 'address-level2',
          defaultValue: address?.city,
        })}
        {field('phone', t`Phone`, {
          type: 'tel',
          required: true,
          autoComplete: 'tel',
          defaultValue: address?.phone,
        })}
        {account && (
          <p className="form-field">
            <label>
              <input type="checkbox" name="saveToAccount" /> <Trans>Save this address in my account</Trans>
            </label>
          </p>
        )}
        <button type="submit" className="btn btn-primary">
          <Trans>Continue</Trans>
        </button>
      </form>
    </>
  )
}
