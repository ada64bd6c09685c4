import { useLingui } from '@lingui/react/macro'
import type { InputHTMLAttributes, ReactElement } from 'react'
import type { checkoutPage } from '../../server/services/checkout/checkout-page.js'
import { FormField } from '../form-field.js'

/** What the checkout page's data holds (the page service's answer), for the step components. */
export type CheckoutData = Awaited<ReturnType<typeof checkoutPage>>

/** Renders one checkout input with its label, hint and, when the server refused it, its message. */
export type CheckoutField = (name: string, label: string, props: InputHTMLAttributes<HTMLInputElement>) => ReactElement

/**
 * What each checkout field is called, how to fill it in and what to say when the server refused it: for the field
 * itself and for the summary at the top of the step.
 */
export function useCheckoutFields(invalid: readonly string[]) {
  const { t } = useLingui()
  const labels: Record<string, string> = {
    email: t`Email`,
    companyName: t`Company name`,
    vatId: t`VAT number`,
    firstName: t`First name`,
    lastName: t`Last name`,
    street: t`Street and number`,
    postalCode: t`Postal code`,
    city: t`City`,
    phone: t`Phone`,
    carrier: t`Carrier`,
    pickupPointId: t`Pickup point`,
    courierName: t`Courier company`,
    courierReference: t`Collection reference (optional)`,
    customerType: t`I am buying as`,
    mode: t`How should we deliver?`,
  }
  const hints: Record<string, string> = {
    email: t`We send the order confirmation and the tracking link here.`,
    vatId: t`With the country code, e.g. ESB12345678.`,
    phone: t`Only for the carrier, if they need to reach you about the delivery.`,
  }
  const messages: Record<string, string> = {
    email: t`Enter an email address such as name@example.com.`,
    companyName: t`Enter the company name.`,
    vatId: t`Enter the VAT number with its country code, e.g. ESB12345678.`,
    postalCode: t`This is not a valid postal code for this country.`,
    phone: t`This is not a valid phone number for this country.`,
    pickupPointId: t`Please choose one of the pickup points.`,
    firstName: t`Please fill in this field.`,
    lastName: t`Please fill in this field.`,
    street: t`Please fill in this field.`,
    city: t`Please fill in this field.`,
    courierName: t`Please fill in this field.`,
  }
  const errorText = (name: string) => messages[name] ?? t`Please check this field.`
  const isInvalid = (name: string) => invalid.includes(name)
  const field: CheckoutField = (name, label, props) => (
    <FormField
      id={`checkout-${name}`}
      name={name}
      label={label}
      hint={hints[name]}
      error={isInvalid(name) ? errorText(name) : undefined}
      {...props}
    />
  )
  const summaryItems = invalid.map((name) => ({
    id: `checkout-${name}`,
    label: labels[name] ?? name,
    message: errorText(name),
  }))
  return { field, isInvalid, summaryItems }
}
