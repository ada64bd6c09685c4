import type { FieldIssue } from '../services/tenancy/tenant-admin.js'

/**
 * Console form fields. Each field reads one form value and writes it at one dot path of the brand document
 * (server/domain/console/console-diff.ts); validation errors come back as paths and find their field by that path, so
 * every error is shown next to the input it is about.
 */

/** A submitted form: urlencoded strings, or what a JSON client sent (read defensively by `str` and `list`). */
export type FormBody = Record<string, unknown>

export type Read = { ok: true; value: unknown } | { ok: false; message: string }

export interface Option {
  value: string
  label: string
}

export interface FieldDef {
  /** Form field name (unique within the form). */
  name: string
  /** Dot path the value is written to; errors at this path or under it belong to this field. */
  path: string
  label: string
  hint?: string
  kind:
    'text' | 'textarea' | 'checkbox' | 'checkboxes' | 'select' | 'number' | 'date' | 'datetime' | 'colour' | 'languages'
  /** Current value as the input shows it. */
  value: string | string[] | boolean
  options?: Option[]
  placeholder?: string
  /** languages: the default language's current value, and the name of its select. */
  extra?: { name: string; value: string; label: string }
  /** languages: one text input per enabled language (the site's name in it). */
  texts?: { name: string; value: string; label: string }[]
  read(body: FormBody): Read
}

const scalar = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : ''
/** One submitted value as trimmed text (a JSON client's number or boolean as text; anything else as ''). */
export const str = (v: unknown): string => scalar(Array.isArray(v) ? v[0] : v).trim()
/** A repeated field (checkboxes) as a list of texts. */
export const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(scalar) : v === undefined || v === '' ? [] : [scalar(v)]

const ok = (value: unknown): Read => ({ ok: true, value })

type Base = Pick<FieldDef, 'name' | 'path' | 'label' | 'hint' | 'placeholder'>

/** Text; `empty` is what a blank input means (null for "not set", undefined to remove an override). */
export function textField(
  b: Base & { value: string; empty?: null | undefined | 'keep'; multiline?: boolean; sameAs?: string },
): FieldDef {
  return {
    ...b,
    kind: b.multiline ? 'textarea' : 'text',
    value: b.value,
    read: (body) => {
      const v = str(body[b.name])
      if (v === '' && b.empty !== 'keep') return ok(b.empty)
      // An override equal to the shared text is no override.
      if (b.sameAs !== undefined && v === b.sameAs) return ok(undefined)
      return ok(v)
    },
  }
}

export function colourField(b: Base & { value: string | null }): FieldDef {
  return {
    ...b,
    kind: 'colour',
    value: b.value ?? '',
    read: (body) => ok(str(body[b.name]) === '' ? null : str(body[b.name])),
  }
}

export function checkboxField(b: Base & { value: boolean; whenOff?: false | undefined }): FieldDef {
  return {
    ...b,
    kind: 'checkbox',
    value: b.value,
    read: (body) => ok(str(body[b.name]) !== '' ? true : 'whenOff' in b ? b.whenOff : false),
  }
}

export function checkboxesField(b: Base & { value: string[]; options: Option[] }): FieldDef {
  return {
    ...b,
    kind: 'checkboxes',
    read: (body) => {
      const chosen = list(body[b.name])
      // Unknown values are passed on for the schema to name; order follows the option list.
      return ok([
        ...b.options.map((o) => o.value).filter((v) => chosen.includes(v)),
        ...chosen.filter((v) => !b.options.some((o) => o.value === v)),
      ])
    },
  }
}

export function selectField(b: Base & { value: string | null; options: Option[]; nullable?: boolean }): FieldDef {
  return {
    ...b,
    kind: 'select',
    value: b.value ?? '',
    read: (body) => ok(str(body[b.name]) === '' && b.nullable ? null : str(body[b.name])),
  }
}

export function intField(b: Base & { value: number | null; nullable?: boolean; empty?: undefined }): FieldDef {
  return {
    ...b,
    kind: 'number',
    value: b.value === null ? '' : String(b.value),
    read: (body) => {
      const v = str(body[b.name])
      if (v === '')
        return b.nullable ? ok(null) : 'empty' in b ? ok(undefined) : { ok: false, message: 'enter a whole number' }
      return /^-?\d{1,15}$/.test(v) ? ok(Number(v)) : { ok: false, message: 'enter a whole number' }
    },
  }
}

/** An amount typed in major units ("49.90") stored in minor units (4990). */
export function moneyField(b: Base & { value: number }): FieldDef {
  return {
    ...b,
    kind: 'text',
    value: (b.value / 100).toFixed(2),
    read: (body) => {
      const v = str(body[b.name]).replace(',', '.')
      return /^\d{1,9}(\.\d{1,2})?$/.test(v)
        ? ok(Math.round(Number(v) * 100))
        : { ok: false, message: 'enter an amount such as 49.90' }
    },
  }
}

const DAY = 86_400_000

/** A date (YYYY-MM-DD, UTC) stored as epoch ms: the start of the day, or its last millisecond with `endOfDay`. */
export function dateField(b: Base & { value: number | null; endOfDay?: boolean; empty?: undefined }): FieldDef {
  return {
    ...b,
    kind: 'date',
    value: b.value === null ? '' : new Date(b.value).toISOString().slice(0, 10),
    read: (body) => {
      const v = str(body[b.name])
      if (v === '' && 'empty' in b) return ok(undefined)
      const ms = /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T00:00:00Z`) : Number.NaN
      return Number.isNaN(ms)
        ? { ok: false, message: 'enter a date as YYYY-MM-DD' }
        : ok(b.endOfDay ? ms + DAY - 1 : ms)
    },
  }
}

/** A wall-clock date and time ('YYYY-MM-DDTHH:mm', a `datetime-local` input) stored as that text. */
export function localDateTimeField(b: Base & { value: string }): FieldDef {
  return {
    ...b,
    kind: 'datetime',
    value: b.value,
    read: (body) => {
      const v = str(body[b.name])
      return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v)
        ? ok(v)
        : { ok: false, message: 'enter a date and time as YYYY-MM-DDTHH:mm' }
    },
  }
}

/** "90, 23, 25" -> [90, 23, 25]. */
export function idListField(b: Base & { value: number[] }): FieldDef {
  return {
    ...b,
    kind: 'text',
    value: b.value.join(', '),
    read: (body) => {
      const parts = str(body[b.name])
        .split(/[\s,]+/)
        .filter(Boolean)
      return parts.every((p) => /^\d{1,6}$/.test(p))
        ? ok(parts.map(Number))
        : { ok: false, message: 'list topic numbers separated by commas, e.g. 90, 23, 25' }
    },
  }
}

export interface FormState {
  /** Field name -> message. */
  errors: Record<string, string>
  /** Problems no field of this form is about (shown above the form, naming the setting). */
  general: string[]
  /** What was submitted, so a refused form shows the visitor's input again. */
  submitted?: FormBody
}

export const emptyState = (): FormState => ({ errors: {}, general: [] })

/** Reads every field; values that cannot even be read (a date that is no date) are errors of their field. */
export function readFields(
  fields: readonly FieldDef[],
  body: FormBody,
): { ok: true; edits: { path: string; after: unknown }[] } | { ok: false; state: FormState } {
  const errors: Record<string, string> = {}
  const edits: { path: string; after: unknown }[] = []
  for (const f of fields) {
    const r = f.read(body)
    if (r.ok) edits.push({ path: f.path, after: r.value })
    else errors[f.name] = r.message
  }
  return Object.keys(errors).length
    ? { ok: false, state: { errors, general: [], submitted: body } }
    : { ok: true, edits }
}

/** Validation issues to field errors: the field with the longest path that is the issue's path or above it. */
export function issuesToState(fields: readonly FieldDef[], issues: readonly FieldIssue[], body: FormBody): FormState {
  const state: FormState = { errors: {}, general: [], submitted: body }
  for (const issue of issues) {
    const owner = fields
      .filter(
        (f) =>
          issue.path === f.path ||
          issue.path.startsWith(`${f.path}.`) ||
          (f.path.startsWith(`${issue.path}.`) && issue.path !== ''),
      )
      .sort((a, b) => b.path.length - a.path.length)[0]
    if (owner) state.errors[owner.name] ??= issue.message
    else state.general.push(issue.path ? `${issue.path}: ${issue.message}` : issue.message)
  }
  return state
}
