import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string
  label: ReactNode
  /** Shown under the label and tied to the control (aria-describedby). */
  hint?: ReactNode
  /** The message when the value was refused; marks the control aria-invalid and ties the message to it. */
  error?: ReactNode
  errorTestId?: string
  /** A multi-line text instead of an input (the input attributes apply to it). */
  textarea?: boolean
}

/**
 * The one field markup of the shop's forms (themes/forms.css styles it): label, hint, error, then the control, so
 * the hint and the error are read before the field and stay visible above a phone's keyboard.
 */
export function FormField({ id, label, hint, error, errorTestId, textarea, ...input }: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  const control = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy }
  return (
    <p className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="form-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="form-error" data-testid={errorTestId}>
          {error}
        </span>
      )}
      {textarea ? (
        <textarea rows={6} {...(input as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...control} />
      ) : (
        <input {...input} {...control} />
      )}
    </p>
  )
}
