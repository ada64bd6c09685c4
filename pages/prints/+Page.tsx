import { useCallback, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { useHydrated } from 'vike-react/useHydrated'
import { usePageTitle } from '../../components/page-title.js'
import { usePriceFormatter } from '../../components/price.js'
import { PrintTile } from '../../components/prints/print-tile.js'
import { PendingPhoto } from '../../components/prints/pending-photo.js'
import { PrintsSummaryTable } from '../../components/prints/prints-summary-table.js'
import { UploadQueue } from '../../components/prints/upload-queue.js'
import { photoSender } from '../../components/prints/send-photo.js'
import { changeFromForm, newerView, postChange } from '../../components/prints/photo-changes.js'
import { variantLabel } from '../../server/domain/catalog/variant-choice.js'
import { printsSummary } from '../../server/domain/prints/prints-summary.js'
import type { PrintsView } from '../../server/services/prints/prints-draft.js'
import type { Data } from './+data.js'
import './prints.css'

/**
 * Bulk prints (decision 054): upload photos, set paper, copies and fit for each or all, see each crop, add them to the
 * cart as one line per size and finish. Every control is a plain form that works without JS; with JS the photos go up
 * three at a time with their own progress, and changes are sent as they are made.
 */
export default function PrintsPage() {
  const { t } = useLingui()
  const data = useData<Data>()
  const { article, limits, notice } = data
  const pc = usePageContext()
  const price = usePriceFormatter()
  const hydrated = useHydrated()
  usePageTitle(t`Prints: ${article.name}`)
  const base = `${pc.localePrefix}/prints/${article.id}`
  const [view, setView] = useState<PrintsView>(data.prints)
  const [unsaved, setUnsaved] = useState(false)
  const show = useCallback((next: PrintsView) => setView((shown) => newerView(shown, next)), [])
  const [queue] = useState(() => new UploadQueue(photoSender(`${base}/upload`), show))
  const pending = useSyncExternalStore(queue.subscribeList, queue.list, queue.list)
  const summary = useMemo(
    () => printsSummary(article.range, view.photos, pc.tenant.brand.allowDecimals),
    [article.range, view.photos, pc.tenant.brand.allowDecimals],
  )
  // With JS a change is sent as JSON and the answer shown in place; one tile's form re-renders that tile only.
  const sendChange = useCallback(
    (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault()
      void postChange(`${base}/photos`, changeFromForm(new FormData(e.currentTarget))).then((next) => {
        setUnsaved(next === null)
        if (next) setView(next)
      })
    },
    [base],
  )
  const onSubmit = hydrated ? sendChange : undefined
  const firstVariant = article.range.variants[0]!
  const added = notice.added ?? 0
  const failed = notice.failed
  const photos = view.photos.length
  return (
    <article className="prints-page">
      <h1>
        <Trans>Prints: {article.name}</Trans>
      </h1>
      <p className="prints-intro">
        <Trans>
          Add your photos, choose size, finish and copies for all of them or photo by photo, and check how each one will
          be printed.
        </Trans>
      </p>
      {notice.added !== null && notice.added > 0 && (
        <p className="form-success" role="status" data-testid="prints-added">
          <Plural value={added} one="# photo added." other="# photos added." />
        </p>
      )}
      {notice.reopened !== null && (
        <p className="form-success" role="status" data-testid="prints-reopened">
          <Plural
            value={notice.reopened}
            _0="The photos of this cart line are here already."
            one="# photo of your cart is back here for changes."
            other="# photos of your cart are back here for changes."
          />
        </p>
      )}
      {failed && (
        <p className="form-error" role="alert" data-testid="prints-failed">
          <Trans>These files could not be added (damaged, not a photo, or too many uploads for now): {failed}</Trans>
        </p>
      )}
      {notice.error === 'missing_file' && (
        <p className="form-error" role="alert">
          <Trans>Choose at least one photo to upload.</Trans>
        </p>
      )}
      {notice.error === 'too_many_files' && (
        <p className="form-error" role="alert" data-testid="prints-too-many-files">
          <Plural
            value={limits.formFiles}
            one="At most # photo can be uploaded at once: none of these were added. Choose fewer and upload again."
            other="At most # photos can be uploaded at once: none of these were added. Choose fewer and upload again."
          />
        </p>
      )}
      {notice.error === 'unknown_line' && (
        <p className="form-error" role="alert">
          <Trans>These prints are no longer in your cart.</Trans>
        </p>
      )}
      {notice.error === 'prints_changed' && (
        <p className="form-error" role="alert" data-testid="prints-changed">
          <Trans>
            Your prints were changed meanwhile (in another tab?). Check them and add them to the cart again.
          </Trans>
        </p>
      )}
      {unsaved && (
        <p className="form-error" role="alert">
          <Trans>Your change was not saved. Please try again.</Trans>
        </p>
      )}

      <section className="prints-upload" aria-labelledby="prints-upload-title">
        <h2 id="prints-upload-title">
          <Trans>Add photos</Trans>
        </h2>
        <form method="post" action={`${base}/upload`} encType="multipart/form-data">
          <label htmlFor="prints-files">
            <Trans>Photos (JPEG, PNG, WebP, HEIC)</Trans>
          </label>{' '}
          <input
            id="prints-files"
            type="file"
            name="photos"
            accept="image/*"
            multiple
            aria-describedby="prints-upload-help"
            data-testid="prints-files"
            onChange={(e) => {
              if (!hydrated || !e.currentTarget.files) return
              queue.add([...e.currentTarget.files])
              e.currentTarget.value = ''
            }}
          />{' '}
          {!hydrated && (
            <button type="submit" className="btn btn-primary" data-testid="prints-upload">
              <Trans>Upload</Trans>
            </button>
          )}
        </form>
        <p id="prints-upload-help" className="form-hint">
          {hydrated ? (
            <Trans>
              Choose as many photos as you like (up to {limits.photos}); they are uploaded three at a time. Photos
              already uploaded stay here if you leave or reload the page; photos chosen but not yet uploaded then have
              to be chosen again.
            </Trans>
          ) : (
            <Trans>
              At most {limits.formFiles} per upload: upload again to add more, up to {limits.photos} in all.
            </Trans>
          )}
        </p>
        {pending.length > 0 && (
          <ul className="print-pending-list" aria-label={t`Photos being uploaded`} data-testid="pending-photos">
            {pending.map((key) => (
              <PendingPhoto key={key} queue={queue} photoKey={key} />
            ))}
          </ul>
        )}
      </section>

      {photos > 0 && (
        <section className="prints-all" aria-labelledby="prints-all-title">
          <h2 id="prints-all-title">
            <Trans>Apply to all photos</Trans>
          </h2>
          <form method="post" action={`${base}/photos`} className="print-settings" onSubmit={onSubmit}>
            <label htmlFor="prints-all-variant">
              <Trans>Size and finish</Trans>
            </label>
            <select id="prints-all-variant" name="variantId" defaultValue={firstVariant.id} data-testid="all-variant">
              {article.range.variants.map((v) => (
                <option key={v.id} value={v.id}>
                  {variantLabel(article.range, v.options)}
                </option>
              ))}
            </select>
            <label htmlFor="prints-all-copies">
              <Trans>Copies</Trans>
            </label>
            <input
              id="prints-all-copies"
              type="number"
              name="copies"
              min={1}
              max={limits.copies}
              defaultValue={1}
              required
              inputMode="numeric"
              data-testid="all-copies"
            />
            <label htmlFor="prints-all-fit">
              <Trans>Fit</Trans>
            </label>
            <select id="prints-all-fit" name="fit" defaultValue="fill" data-testid="all-fit">
              <option value="fill">{t`Fill the paper (cropped)`}</option>
              <option value="fit">{t`Whole photo (white border)`}</option>
            </select>
            <button type="submit" className="btn btn-secondary" data-testid="apply-all">
              <Trans>Apply to all</Trans>
            </button>
          </form>
        </section>
      )}

      <section className="prints-photos" aria-labelledby="prints-photos-title">
        <h2 id="prints-photos-title">
          <Trans>Your photos</Trans> <span data-testid="prints-count">({photos})</span>
        </h2>
        {photos === 0 ? (
          <p data-testid="prints-empty">
            <Trans>No photos yet.</Trans>
          </p>
        ) : (
          <ul className="print-tiles" data-testid="print-tiles">
            {view.photos.map((p) => (
              <PrintTile
                key={p.uploadId}
                photo={p}
                range={article.range}
                action={`${base}/photos`}
                maxCopies={limits.copies}
                onSubmit={onSubmit}
              />
            ))}
          </ul>
        )}
      </section>

      <section className="prints-summary" aria-labelledby="prints-summary-title">
        <h2 id="prints-summary-title">
          <Trans>Summary</Trans>
        </h2>
        <PrintsSummaryTable summary={summary} price={price} />
        {view.replacing > 0 && (
          <p className="form-hint" data-testid="prints-replacing">
            <Plural
              value={view.replacing}
              one="Adding to the cart replaces the cart line you are changing."
              other="Adding to the cart replaces the # cart lines you are changing."
            />
          </p>
        )}
        <form method="post" action={`${base}/cart`}>
          <input type="hidden" name="version" value={view.version} />
          <button type="submit" className="btn btn-primary" disabled={photos === 0} data-testid="prints-add-to-cart">
            <Trans>Add to cart</Trans>
          </button>
        </form>
      </section>
    </article>
  )
}
