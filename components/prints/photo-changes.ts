import type { PrintsView } from '../../server/services/prints/prints-draft.js'

/** The fields of a prints form (a photo's, or "apply to all") as the JSON the page's script sends instead. */
export function changeFromForm(form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || value === '') continue
    if (name === 'variantId' || name === 'copies') body[name] = Number(value)
    else if (name === 'remove') body.remove = true
    else body[name] = value
  }
  return body
}

/** Posts a change to the prints as JSON: the prints as they are afterwards, or null when it was not saved. */
export async function postChange(url: string, body: Record<string, unknown>): Promise<PrintsView | null> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
    return res.ok ? ((await res.json()) as PrintsView) : null
  } catch {
    return null
  }
}

/** Answers of three uploads can arrive out of order: a view older than the one shown is dropped. */
export const newerView = (shown: PrintsView, next: PrintsView): PrintsView =>
  next.version >= shown.version ? next : shown
