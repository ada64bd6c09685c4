import type { PrintsView } from '../../server/services/prints/prints-draft.js'
import type { SendPhoto, UploadFailure, UploadOutcome } from './upload-queue.js'

const failureOf = (status: number): UploadFailure =>
  status === 422 || status === 415
    ? 'damaged'
    : status === 413
      ? 'too-large'
      : status === 429
        ? 'busy'
        : status === 0
          ? 'network'
          : 'refused'

/**
 * One photo to `…/prints/{article}/upload` as the page's form would send it (field `photos`), by XMLHttpRequest:
 * fetch has no upload progress. 201 carries the prints as they are now; 422 (and 415) a photo that cannot be printed,
 * 413 one too large, 429 the upload budget.
 */
export function photoSender(uploadUrl: string): SendPhoto<PrintsView> {
  return (file, onProgress) =>
    new Promise<UploadOutcome<PrintsView>>((resolve) => {
      const xhr = new XMLHttpRequest()
      xhr.open('POST', uploadUrl)
      xhr.setRequestHeader('Accept', 'application/json')
      xhr.responseType = 'json'
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total)
      }
      xhr.onload = () => {
        const body = (xhr.response ?? null) as PrintsView | null
        if (xhr.status === 201 && body) return resolve({ ok: true, view: body })
        resolve({ ok: false, kind: failureOf(xhr.status) })
      }
      xhr.onerror = () => resolve({ ok: false, kind: 'network' })
      const form = new FormData()
      form.append('photos', file, file.name)
      xhr.send(form)
    })
}
