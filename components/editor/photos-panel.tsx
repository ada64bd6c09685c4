import { useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UploadView } from './editor-api.js'

interface Props {
  uploads: UploadView[]
  busy: boolean
  error: string | null
  /** When set, the next chosen photo replaces the selected one. */
  replacing: boolean
  onFiles: (files: File[]) => void
  onPick: (upload: UploadView) => void
  onCancelReplace: () => void
}

/** Upload button (also takes dropped files) and the shopper's photos, newest first; a click places or replaces one. */
export function PhotosPanel({ uploads, busy, error, replacing, onFiles, onPick, onCancelReplace }: Props) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const images = uploads.filter((u) => u.kind === 'image')
  return (
    <section
      className="editor-photos"
      aria-labelledby="photos-title"
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault()
        onFiles([...e.dataTransfer.files])
      }}
    >
      <h2 id="photos-title">
        <Trans>Your photos</Trans>
      </h2>
      {replacing && (
        <p className="editor-hint" role="status">
          <Trans>Choose the photo that replaces the selected one.</Trans>{' '}
          <button type="button" className="btn-link" onClick={onCancelReplace}>
            <Trans>Cancel</Trans>
          </button>
        </p>
      )}
      <label className="btn btn-primary editor-upload">
        {busy ? <Trans>Uploading…</Trans> : <Trans>Upload photos</Trans>}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,.heic,.heif"
          multiple
          className="sr-only"
          disabled={busy}
          data-testid="photo-input"
          onChange={(e) => {
            onFiles([...(e.target.files ?? [])])
            if (input.current) input.current.value = ''
          }}
        />
      </label>
      <p className="editor-hint">
        <Trans>JPEG, PNG, WebP or HEIC, up to 25 MB. Your photos are private to you.</Trans>
      </p>
      {error && (
        <p className="form-error" role="alert" data-testid="upload-error">
          {error}
        </p>
      )}
      {images.length > 0 && (
        <ul className="editor-thumbs">
          {images.map((u) => (
            <li key={u.id}>
              <button
                type="button"
                onClick={() => onPick(u)}
                aria-label={replacing ? t`Use ${u.fileName} instead` : t`Add ${u.fileName} to the design`}
                data-testid="photo-thumb"
              >
                <img src={u.urls.thumb ?? ''} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
