import { useLingui } from '@lingui/react/macro'

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
  const id = `${props.form}-${props.name}`
  const bad = props.invalid.includes(props.name)
  const describedBy = bad || props.hint ? `${id}-note` : undefined
  const common = {
    id,
    name: props.name,
    'aria-invalid': bad || undefined,
    'aria-describedby': describedBy,
    ...props.input,
  }
  return (
    <p className="form-field">
      <label htmlFor={id}>{props.label}</label>
      {props.textarea ? <textarea rows={6} {...common} /> : <input {...common} />}
      {(bad || props.hint) && (
        <span id={`${id}-note`} className={bad ? 'form-error' : 'form-hint'}>
          {bad ? t`Please check this field.` : props.hint}
        </span>
      )}
    </p>
  )
}
