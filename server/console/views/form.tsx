import type { ReactNode } from 'react'
import type { FieldDef, FormState } from '../fields.js'
import { list, str } from '../fields.js'
import { t } from '../i18n.js'
import { msg } from '@lingui/core/macro'

const id = (name: string) => `f-${name}`

/** Errors first, each a link to its field (GOV.UK-style summary); the page's focus target after a refused post. */
export function ErrorSummary({ fields, state }: { fields: readonly FieldDef[]; state: FormState }) {
  const named = fields.filter((f) => state.errors[f.name])
  if (!named.length && !state.general.length) return null
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} id="error-summary">
      <h2 id="error-summary-title">{t(msg`Nothing was saved: please correct these`)}</h2>
      <ul>
        {named.map((f) => (
          <li key={f.name}>
            <a href={`#${id(f.name)}`}>{`${f.label}: ${state.errors[f.name]}`}</a>
          </li>
        ))}
        {state.general.map((g) => (
          <li key={g}>{g}</li>
        ))}
      </ul>
    </div>
  )
}

function describedBy(f: FieldDef, error: string | undefined): string | undefined {
  const ids = [f.hint ? `${id(f.name)}-hint` : null, error ? `${id(f.name)}-error` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

function Hint({ f }: { f: FieldDef }) {
  return f.hint ? (
    <p className="hint" id={`${id(f.name)}-hint`}>
      {f.hint}
    </p>
  ) : null
}

function ErrorText({ f, error }: { f: FieldDef; error: string | undefined }) {
  return error ? (
    <p className="field-error" id={`${id(f.name)}-error`}>
      {t(msg`Error: {message}`, { message: error })}
    </p>
  ) : null
}

/** One field with its label, hint and error (named by aria-describedby, flagged with aria-invalid). */
export function FieldView({ f, state }: { f: FieldDef; state: FormState }) {
  const error = state.errors[f.name]
  const sent = state.submitted
  const text = sent ? String(list(sent[f.name])[0] ?? '') : String(f.value)
  const common = {
    id: id(f.name),
    name: f.name,
    'aria-describedby': describedBy(f, error),
    'aria-invalid': error ? true : undefined,
  }
  if (f.kind === 'checkbox') {
    const checked = sent ? list(sent[f.name]).length > 0 : f.value === true
    return (
      <div className={`field field-checkbox${error ? ' has-error' : ''}`}>
        <ErrorText f={f} error={error} />
        <input type="checkbox" value="on" defaultChecked={checked} {...common} />
        <label htmlFor={id(f.name)}>{f.label}</label>
        <Hint f={f} />
      </div>
    )
  }
  if (f.kind === 'checkboxes' || f.kind === 'languages') {
    const chosen = sent ? list(sent[f.name]) : (f.value as string[])
    const fieldsetDescribedBy = describedBy(f, error)
    return (
      <fieldset
        className={`field field-group${error ? ' has-error' : ''}`}
        id={id(f.name)}
        aria-describedby={fieldsetDescribedBy}
        tabIndex={-1}
      >
        <legend>{f.label}</legend>
        <Hint f={f} />
        <ErrorText f={f} error={error} />
        <ul className="options">
          {f.options!.map((o) => (
            <li key={o.value}>
              <input
                type="checkbox"
                id={`${id(f.name)}-${o.value}`}
                name={f.name}
                value={o.value}
                defaultChecked={chosen.includes(o.value)}
                aria-invalid={error ? true : undefined}
              />
              <label htmlFor={`${id(f.name)}-${o.value}`}>{o.label}</label>
            </li>
          ))}
        </ul>
        {f.extra && (
          <div className="field">
            <label htmlFor={id(f.extra.name)}>{f.extra.label}</label>
            <select
              id={id(f.extra.name)}
              name={f.extra.name}
              defaultValue={sent ? String(list(sent[f.extra.name])[0] ?? '') : f.extra.value}
              aria-describedby={error ? `${id(f.name)}-error` : undefined}
            >
              {f.options!.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {f.texts?.map((x) => (
          <div className="field" key={x.name}>
            <label htmlFor={id(x.name)}>{x.label}</label>
            <input
              type="text"
              id={id(x.name)}
              name={x.name}
              defaultValue={sent ? str(sent[x.name]) : x.value}
              aria-describedby={error ? `${id(f.name)}-error` : undefined}
            />
          </div>
        ))}
      </fieldset>
    )
  }
  let input: ReactNode
  if (f.kind === 'textarea') input = <textarea rows={6} defaultValue={text} placeholder={f.placeholder} {...common} />
  else if (f.kind === 'select') {
    input = (
      <select defaultValue={text} {...common}>
        {f.options!.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    )
  } else {
    const type =
      f.kind === 'number' ? 'number' : f.kind === 'date' ? 'date' : f.kind === 'datetime' ? 'datetime-local' : 'text'
    input = (
      <input
        type={type}
        defaultValue={text}
        placeholder={f.placeholder}
        spellCheck={f.kind === 'colour' ? false : undefined}
        {...common}
      />
    )
  }
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id(f.name)}>{f.label}</label>
      <Hint f={f} />
      <ErrorText f={f} error={error} />
      {input}
      {f.kind === 'colour' && <span className="swatch" data-swatch-for={id(f.name)} aria-hidden="true" />}
    </div>
  )
}

export interface FormProps {
  action: string
  csrf: string
  fields: readonly FieldDef[]
  state: FormState
  submit: string
  multipart?: boolean
  /** Rendered after the fields (e.g. a live preview). */
  after?: ReactNode
  /** Field groups: legend -> field names, in order; fields not named are listed first. */
  groups?: { legend: string; names: string[] }[]
}

export function ConsoleForm({ action, csrf, fields, state, submit, multipart, after, groups = [] }: FormProps) {
  const grouped = new Set(groups.flatMap((g) => g.names))
  const byName = new Map(fields.map((f) => [f.name, f]))
  return (
    <form
      method="post"
      action={action}
      encType={multipart ? 'multipart/form-data' : undefined}
      noValidate
      className="console-form"
    >
      <ErrorSummary fields={fields} state={state} />
      <input type="hidden" name="csrfToken" value={csrf} />
      {fields
        .filter((f) => !grouped.has(f.name))
        .map((f) => (
          <FieldView key={f.name} f={f} state={state} />
        ))}
      {groups.map((g) => (
        <fieldset key={g.legend} className="group">
          <legend>{g.legend}</legend>
          {g.names
            .map((n) => byName.get(n))
            .filter((f): f is FieldDef => f !== undefined)
            .map((f) => (
              <FieldView key={f.name} f={f} state={state} />
            ))}
        </fieldset>
      ))}
      {after}
      <p>
        <button type="submit" className="primary">
          {submit}
        </button>
      </p>
    </form>
  )
}
