import { memo, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { variantLabel, type ArticleRange } from '../../server/domain/catalog/variant-choice.js'
import type { PrintPhotoView } from '../../server/services/prints/prints-draft.js'

export interface TileProps {
  photo: PrintPhotoView
  range: ArticleRange
  /** `…/prints/{article}/photos`: the forms post here without JS. */
  action: string
  maxCopies: number
  /** With JS: sends the form's change as JSON instead; absent before hydration. */
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void
}

/**
 * One photo as it will print: the upload's thumbnail in the sheet's proportions turned to the photo (the `aspect` of
 * print-layout.ts), covered and cropped for "fill", whole on white for "fit"; a low-resolution badge in words; its
 * paper, copies and fit; remove.
 */
function PrintTileView({ photo, range, action, maxCopies, onSubmit }: TileProps) {
  const { t } = useLingui()
  const id = `print-${photo.uploadId}`
  const name = photo.upload.fileName
  const dpi = photo.dpi
  const submitOnChange = (e: { currentTarget: { form: HTMLFormElement | null } }) => {
    if (onSubmit) e.currentTarget.form?.requestSubmit()
  }
  return (
    <li className="print-tile" data-testid="print-tile" data-upload-id={photo.uploadId} data-fit={photo.fit}>
      <div className={`print-crop print-crop-${photo.fit}`} style={{ aspectRatio: photo.aspect }}>
        {photo.upload.urls.thumb && (
          <img src={photo.upload.urls.thumb} alt={t`As printed: ${name}`} loading="lazy" decoding="async" />
        )}
      </div>
      <p className="print-name" id={`${id}-name`}>
        {name}
      </p>
      {photo.lowResolution && (
        <p className="print-low-resolution" data-testid="low-resolution">
          <Trans>Low resolution ({dpi} dpi): this print may look blurred.</Trans>
        </p>
      )}
      <form method="post" action={action} className="print-settings" onSubmit={onSubmit}>
        <input type="hidden" name="photo" value={photo.uploadId} />
        <label htmlFor={`${id}-variant`}>
          <Trans>Size and finish</Trans>
        </label>
        <select
          id={`${id}-variant`}
          name="variantId"
          defaultValue={photo.variantId}
          key={`v${photo.variantId}`}
          onChange={submitOnChange}
          aria-describedby={`${id}-name`}
          data-testid="print-variant"
        >
          {range.variants.map((v) => (
            <option key={v.id} value={v.id}>
              {variantLabel(range, v.options)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-copies`}>
          <Trans>Copies</Trans>
        </label>
        <input
          id={`${id}-copies`}
          type="number"
          name="copies"
          min={1}
          max={maxCopies}
          required
          inputMode="numeric"
          defaultValue={photo.copies}
          key={`c${photo.copies}`}
          onBlur={(e) => {
            // Sent when the shopper leaves the field (or presses Enter), not at each keystroke of "12".
            const v = e.currentTarget
            if (v.validity.valid && v.value !== String(photo.copies)) submitOnChange(e)
          }}
          aria-describedby={`${id}-name`}
          data-testid="print-copies"
        />
        <label htmlFor={`${id}-fit`}>
          <Trans>Fit</Trans>
        </label>
        <select
          id={`${id}-fit`}
          name="fit"
          defaultValue={photo.fit}
          key={`f${photo.fit}`}
          onChange={submitOnChange}
          aria-describedby={`${id}-name`}
          data-testid="print-fit"
        >
          <option value="fill">{t`Fill the paper (cropped)`}</option>
          <option value="fit">{t`Whole photo (white border)`}</option>
        </select>
        <button type="submit" className="btn btn-secondary print-update">
          <Trans>Update</Trans>
        </button>
      </form>
      <form method="post" action={action} onSubmit={onSubmit}>
        <input type="hidden" name="photo" value={photo.uploadId} />
        <input type="hidden" name="remove" value="1" />
        <button type="submit" className="btn-link" aria-label={t`Remove ${name}`} data-testid="print-remove">
          <Trans>Remove</Trans>
        </button>
      </form>
    </li>
  )
}

const sameTile = (a: TileProps, b: TileProps) =>
  a.range === b.range &&
  a.action === b.action &&
  a.onSubmit === b.onSubmit &&
  a.photo.uploadId === b.photo.uploadId &&
  a.photo.variantId === b.photo.variantId &&
  a.photo.copies === b.photo.copies &&
  a.photo.fit === b.photo.fit &&
  a.photo.dpi === b.photo.dpi &&
  a.photo.aspect === b.photo.aspect

/** A new view of the prints (an upload finished) re-renders only the tiles whose photo changed. */
export const PrintTile = memo(PrintTileView, sameTile)
