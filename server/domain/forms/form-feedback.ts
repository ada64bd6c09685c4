/**
 * Form posts without JS answer with a 303 back to the page; what went wrong travels in the query string:
 * `?form=<form>&invalid=<field>.<code>,...` or `?saved=<form>`. Only names and codes, never what was typed.
 */

/** field -> problem code (e.g. birthDate -> underage). */
export type FieldErrors = Record<string, string>

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/

export function feedbackQuery(form: string, errors: FieldErrors): string {
  const invalid = Object.entries(errors)
    .map(([field, code]) => `${field}.${code}`)
    .join(',')
  return `?form=${encodeURIComponent(form)}&invalid=${encodeURIComponent(invalid)}`
}

export function savedQuery(form: string): string {
  return `?saved=${encodeURIComponent(form)}`
}

export interface Feedback {
  /** The form whose fields are invalid. */
  form: string | null
  /** The form that was saved. */
  saved: string | null
  errors: FieldErrors
}

/** Reads the query written by feedbackQuery/savedQuery; anything malformed is dropped. */
export function parseFeedback(search: Record<string, string | undefined>): Feedback {
  const form = search.form && NAME.test(search.form) ? search.form : null
  const saved = search.saved && NAME.test(search.saved) ? search.saved : null
  const errors: FieldErrors = {}
  if (form) {
    for (const part of (search.invalid ?? '').split(',').slice(0, 20)) {
      const [field, code, ...rest] = part.split('.')
      if (field && code && rest.length === 0 && NAME.test(field) && NAME.test(code)) errors[field] = code
    }
  }
  return { form, saved, errors }
}

/** zod issues -> the first problem of each field: required (empty), too_long, or invalid. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; code: string }[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    if (!field || errors[field]) continue
    errors[field] = issue.code === 'too_small' ? 'required' : issue.code === 'too_big' ? 'too_long' : 'invalid'
  }
  return errors
}
