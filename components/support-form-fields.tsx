import { useLingui } from '@lingui/react/macro'
import { FormField } from './form-field.js'

/** A labelled input or textarea that names its error (aria-invalid + aria-describedby), shared by the support forms. */
export function SupportField(props: {
  form: string
  name: string
  label: string
  invalid: readonly string[]
  textarea?: boolean
  input?: React.InputHTMLAttributes<HTMLInputElement> & React.TextareaHTMLAttributes<HTMLTextAreaElement>
  hint?: string
}) {
  const { t } = useLingui()
  return (
    <FormField
      id={`${props.form}-${props.name}`}
      name={props.name}
      label={props.label}
      hint={props.hint}
      error={props.invalid.includes(props.name) ? t`Please check this field.` : undefined}
      textarea={props.textarea}
      {...props.input}
    />
  )
}
