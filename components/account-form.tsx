import { useLingui } from '@lingui/react/macro'
import type { InputHTMLAttributes, ReactNode } from 'react'
import type { FieldErrors } from '../server/domain/forms/form-feedback.js'
import { FormField } from './form-field.js'

/** The message next to an invalid field, from the problem code the server sent back. */
export function useFieldErrorText(): (field: string, code: string) => string {
  const { t } = useLingui()
  const special: Record<string, string> = {
    'birthDate.invalid': t`Enter a real date as year-month-day, e.g. 1990-04-25.`,
    'birthDate.underage': t`You must be at least 18 years old.`,
    'currentPassword.wrong': t`This is not your current password.`,
    'newPassword.weak': t`Use at least 10 characters that are not easy to guess.`,
    'iban.checksum': t`This IBAN contains a typing error: its check digits do not match.`,
    'iban.invalid': t`This is not a valid IBAN.`,
    'postalCode.invalid': t`This is not a valid postal code for this country.`,
    'phone.invalid': t`This is not a valid phone number for this country.`,
    'street.limit': t`You have saved the maximum number of addresses. Delete one first.`,
    'email.mismatch': t`This is not the email address of this account.`,
  }
  const generic: Record<string, string> = {
    required: t`Please fill in this field.`,
    too_long: t`This is too long.`,
  }
  return (field, code) => special[`${field}.${code}`] ?? generic[code] ?? t`Please check this field.`
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Prefix of the element ids, unique per form on the page. */
  form: string
  name: string
  label: string
  errors: FieldErrors
  hint?: ReactNode
}

/** A labelled input; when invalid, aria-invalid and the message tied with aria-describedby. */
export function Field({ form, name, label, errors, hint, ...input }: FieldProps) {
  const errorText = useFieldErrorText()
  const code = errors[name]
  return (
    <FormField
      id={`${form}-${name}`}
      name={name}
      label={label}
      hint={hint}
      error={code ? errorText(name, code) : undefined}
      errorTestId={`error-${name}`}
      {...input}
    />
  )
}

/** The summary above a form: saved (status) or some fields need attention (alert). */
export function FormStatus({ saved, invalid, savedText }: { saved: boolean; invalid: boolean; savedText: string }) {
  const { t } = useLingui()
  if (invalid)
    return <p className="form-error" role="alert">{t`Some fields need your attention. Nothing was saved.`}</p>
  if (saved)
    return (
      <p className="form-saved" role="status">
        {savedText}
      </p>
    )
  return null
}
