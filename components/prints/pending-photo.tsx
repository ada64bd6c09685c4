import { useSyncExternalStore } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UploadQueue } from './upload-queue.js'

/** A photo chosen but not yet in the prints: its own progress (only this tile wakes per event), or why it failed. */
export function PendingPhoto<V>({ queue, photoKey }: { queue: UploadQueue<V>; photoKey: string }) {
  const { t } = useLingui()
  const photo = useSyncExternalStore(
    (fn) => queue.subscribePhoto(photoKey, fn),
    () => queue.photo(photoKey),
    () => queue.photo(photoKey),
  )
  if (!photo) return null
  const name = photo.name
  const percent = Math.round(photo.sent * 100)
  return (
    <li className={`print-pending print-pending-${photo.state}`} data-testid="pending-photo" data-state={photo.state}>
      <span className="print-name">{name}</span>
      {photo.state !== 'failed' ? (
        <progress max={100} value={photo.state === 'waiting' ? 0 : percent} aria-label={t`Uploading ${name}`}>
          {percent}%
        </progress>
      ) : (
        <>
          <span className="form-error" role="alert" data-testid="upload-failed">
            {photo.failure === 'damaged' ? (
              <Trans>{name} cannot be printed: the file is damaged or not a photo.</Trans>
            ) : photo.failure === 'too-large' ? (
              <Trans>{name} is too large to upload.</Trans>
            ) : photo.failure === 'busy' ? (
              <Trans>{name} was not uploaded: too many uploads for now. Please try again later.</Trans>
            ) : photo.failure === 'network' ? (
              <Trans>{name} was not uploaded: the connection failed.</Trans>
            ) : (
              <Trans>{name} was not uploaded.</Trans>
            )}
          </span>{' '}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => queue.retry(photoKey)}
            aria-label={t`Try ${name} again`}
            data-testid="upload-retry"
          >
            <Trans>Try again</Trans>
          </button>
        </>
      )}
    </li>
  )
}
