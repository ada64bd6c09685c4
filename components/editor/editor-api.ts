import type { AnyDocument } from '../../server/domain/editor/book-document-schema.js'
import type { UploadView } from '../../server/services/editor/uploads.js'

export type { UploadView }

/** A catalog design drawn at the proportions of the article's variant (the print file's art, at screen size). */
export function designBackgroundUrl(designId: number, doc: { articleId: number; variantId?: number | null }): string {
  return `/images/backgrounds/${designId}/${doc.articleId}${doc.variantId ? `-${doc.variantId}` : ''}.webp`
}

type ApiError = { ok: false; status: number; code: string; message: string; details?: unknown }

async function errorOf(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as {
    error?: { code?: string; message?: string } & Record<string, unknown>
  } | null
  return {
    ok: false,
    status: res.status,
    code: body?.error?.code ?? 'error',
    message: body?.error?.message ?? res.statusText,
    details: body?.error,
  }
}

/** POST /images/upload (spec section 7): the photo as `img` plus the session id as `ext_session_id`. */
export async function uploadPhoto(
  file: File,
  extSessionId: string,
): Promise<{ ok: true; upload: UploadView } | ApiError> {
  const form = new FormData()
  form.append('ext_session_id', extSessionId)
  form.append('img', file, file.name)
  try {
    const res = await fetch('/images/upload', { method: 'POST', body: form, credentials: 'same-origin' })
    if (!res.ok) return errorOf(res)
    return { ok: true, upload: ((await res.json()) as { upload: UploadView }).upload }
  } catch {
    return { ok: false, status: 0, code: 'network', message: 'network' }
  }
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify(body),
  credentials: 'same-origin',
})

export async function saveDraft(doc: AnyDocument): Promise<boolean> {
  try {
    return (await fetch(`/api/editor/drafts/${doc.articleId}`, json({ document: doc }))).ok
  } catch {
    return false
  }
}

/**
 * Last chance when the page goes away: the browser sends it even after the tab closed. A beacon may only carry a
 * CORS-safelisted type, so the JSON goes as text/plain (the drafts endpoint reads both).
 */
export function saveDraftOnExit(doc: AnyDocument): void {
  navigator.sendBeacon?.(
    `/api/editor/drafts/${doc.articleId}`,
    new Blob([JSON.stringify({ document: doc })], { type: 'text/plain;charset=UTF-8' }),
  )
}

export async function saveNamed(
  doc: AnyDocument,
  name: string,
  savedId: number | null,
): Promise<{ ok: true; id: number; name: string } | ApiError> {
  const res = await fetch(
    '/api/editor/saved',
    json({ articleId: doc.articleId, name, document: doc, ...(savedId !== null ? { savedId } : {}) }),
  )
  if (!res.ok) return errorOf(res)
  return (await res.json()) as { ok: true; id: number; name: string }
}

export async function addPersonalisedToCart(
  localePrefix: string,
  doc: AnyDocument,
  quantity: number,
  /** The shopper confirmed the warnings: low-resolution photos and texts past the print area (decision 047). */
  acceptWarnings: boolean,
): Promise<{ ok: true; lineId: string } | ApiError> {
  try {
    const res = await fetch(
      `${localePrefix}/cart/personalised`,
      json({ document: doc, quantity, acceptLowResolution: acceptWarnings, acceptTextOutside: acceptWarnings }),
    )
    if (!res.ok) return errorOf(res)
    return (await res.json()) as { ok: true; lineId: string }
  } catch {
    return { ok: false, status: 0, code: 'network', message: 'network' }
  }
}
