import { useEffect, useRef, useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useLocalHref } from '../local-link.js'
import { usePriceFormatter } from '../price.js'
import { isEmptyDocument } from '../../server/domain/editor/editor-document.js'
import { isEmptyBook } from '../../server/domain/editor/book-document.js'
import type { AnyDocument } from '../../server/domain/editor/book-document-schema.js'
import type { EditorPageData } from '../../server/services/editor/editor-page.js'
import { addPersonalisedToCart, saveDraft, saveNamed } from './editor-api.js'
import { VariantSelects } from '../catalog/variant-picker.js'
import { ProductSafetyDetails } from '../catalog/product-safety.js'
import { OPTION_FIELD_PREFIX } from '../../server/domain/catalog/variant-choice.js'

interface Props {
  doc: AnyDocument
  data: EditorPageData
  localePrefix: string
  checks: {
    lowPhotos: number
    /** Texts that run past the print area (decision 047): confirmed like low-resolution photos before adding. */
    pastEdgeTexts: number
    /** A photo book's or calendar's pages with nothing on them (decision 046). */
    emptyPages: number
    /** Photos and texts of a calendar's month pages that its month grid covers (decision 046). */
    underGrid: number
  }
}

/**
 * Save by name (signed-in customers) and add to cart, with a confirmation when photos are low resolution or texts run
 * past the print area.
 */
export function OrderPanel({ doc, data, localePrefix, checks }: Props) {
  const { lowPhotos, pastEdgeTexts, emptyPages, underGrid } = checks
  const minDpi = data.spec.minDpi
  const { t } = useLingui()
  const href = useLocalHref()
  const price = usePriceFormatter()
  const [quantity, setQuantity] = useState(1)
  const [adding, setAdding] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [saved, setSaved] = useState(data.start.savedDesign)
  const [name, setName] = useState(data.start.savedDesign?.name ?? '')
  const [saveMessage, setSaveMessage] = useState<string | null>(null)
  const confirmButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (confirming) confirmButton.current?.focus()
  }, [confirming])

  const add = async (acceptWarnings: boolean) => {
    if ((lowPhotos > 0 || pastEdgeTexts > 0 || emptyPages > 0 || underGrid > 0) && !acceptWarnings)
      return setConfirming(true)
    setConfirming(false)
    setAdding(true)
    setError(null)
    const r = await addPersonalisedToCart(localePrefix, doc, quantity, acceptWarnings)
    if (r.ok) {
      window.location.assign(`${href('/cart')}?added=${doc.articleId}-${quantity}`)
      return
    }
    setAdding(false)
    if (r.code === 'low_resolution' || r.code === 'text_outside_print_area') return setConfirming(true)
    setError(
      r.code === 'empty_design'
        ? t`Add a photo or a text first.`
        : r.code === 'unknown_upload'
          ? t`One of the photos is no longer available. Please upload it again.`
          : t`The product could not be added to the cart. Please try again.`,
    )
  }
  const save = async () => {
    setSaveMessage(null)
    const r = await saveNamed(doc, name, saved?.id ?? null)
    if (!r.ok)
      return setSaveMessage(
        r.code === 'invalid_name'
          ? t`Give the design a name (up to 80 characters).`
          : t`The design could not be saved. Please try again.`,
      )
    setSaved({ id: r.id, name: r.name })
    setSaveMessage(t`Saved as “${r.name}”.`)
  }
  const here = `/create/${doc.articleId}${saved ? `?saved=${saved.id}` : ''}`
  // Another size or finish is another print area: the work so far is kept as the draft, and the page opens again laid
  // out on the chosen variant (decision 040).
  const changeVariant = async (options: Record<string, string>) => {
    await saveDraft(doc)
    const query = new URLSearchParams(
      data.range.options.map((o) => [`${OPTION_FIELD_PREFIX}${o.key}`, options[o.key] ?? ''] as [string, string]),
    )
    window.location.assign(`${href(`/create/${doc.articleId}`)}?${query}`)
  }
  return (
    <section className="editor-order" aria-labelledby="order-title">
      <h2 id="order-title" className="sr-only">
        <Trans>Save and order</Trans>
      </h2>
      {data.signedIn ? (
        <form
          className="editor-save"
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          <label className="editor-field">
            <span>
              <Trans>Design name</Trans>
            </span>
            <input
              value={name}
              maxLength={80}
              required
              onChange={(e) => setName(e.target.value)}
              data-testid="design-name"
            />
          </label>
          <button type="submit" className="btn btn-secondary" data-testid="save-design">
            {saved ? <Trans>Save changes</Trans> : <Trans>Save to my designs</Trans>}
          </button>
          {saveMessage && (
            <p role="status" data-testid="save-message">
              {saveMessage}{' '}
              <a href={href('/accounts/designs')}>
                <Trans>My designs</Trans>
              </a>
            </p>
          )}
        </form>
      ) : (
        <p className="editor-hint">
          <a href={`${href('/login')}?callbackUrl=${encodeURIComponent(href(here))}`}>
            <Trans>Sign in</Trans>
          </a>{' '}
          <Trans>to save this design to your account. Your work is kept on this device meanwhile.</Trans>
        </p>
      )}
      <VariantSelects
        range={data.range}
        chosen={data.range.variants.find((v) => v.id === data.variantId)!}
        onChoose={(options) => void changeVariant(options)}
      />
      <div className="editor-row">
        <label className="editor-field editor-field-small">
          <span>
            <Trans>Quantity</Trans>
          </span>
          <input
            type="number"
            min={1}
            max={99}
            value={quantity}
            onChange={(e) => setQuantity(Math.max(1, Math.min(99, Math.floor(Number(e.target.value) || 1))))}
          />
        </label>
        <span className="price">{price(data.article.priceMinor * quantity)}</span>
      </div>
      <button
        type="button"
        className="btn btn-primary editor-add"
        disabled={adding || (doc.version === 2 ? isEmptyBook(doc) : isEmptyDocument(doc))}
        onClick={() => void add(false)}
        data-testid="editor-add-to-cart"
      >
        {adding ? <Trans>Preparing your print file…</Trans> : <Trans>Add to cart</Trans>}
      </button>
      {data.safety && <ProductSafetyDetails info={data.safety} />}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {confirming && (
        <div
          className="editor-confirm"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="confirm-title"
          aria-describedby="confirm-text"
          data-testid="low-dpi-confirm"
        >
          <h3 id="confirm-title">
            <Trans>Print quality warning</Trans>
          </h3>
          <div id="confirm-text">
            {lowPhotos > 0 && (
              <p>
                <Plural
                  value={lowPhotos}
                  one={`# photo would print below ${minDpi} dpi and may look blurry or pixelated.`}
                  other={`# photos would print below ${minDpi} dpi and may look blurry or pixelated.`}
                />
              </p>
            )}
            {emptyPages > 0 && (
              <p data-testid="confirm-empty-pages">
                <Plural
                  value={emptyPages}
                  one="# page is empty and would be printed blank."
                  other="# pages are empty and would be printed blank."
                />
              </p>
            )}
            {underGrid > 0 && (
              <p data-testid="confirm-under-grid">
                <Plural
                  value={underGrid}
                  one="# photo or text is covered by the calendar grid and would not be printed whole."
                  other="# photos or texts are covered by the calendar grid and would not be printed whole."
                />
              </p>
            )}
            {pastEdgeTexts > 0 && (
              <p data-testid="confirm-text-outside">
                <Plural
                  value={pastEdgeTexts}
                  one="# text runs past the edge of the print and would be printed cut off."
                  other="# texts run past the edge of the print and would be printed cut off."
                />
              </p>
            )}
          </div>
          <div className="editor-row">
            <button
              ref={confirmButton}
              type="button"
              className="btn btn-secondary"
              onClick={() => setConfirming(false)}
            >
              <Trans>Go back and fix it</Trans>
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void add(true)}
              data-testid="confirm-low-dpi"
            >
              <Trans>Add to cart anyway</Trans>
            </button>
          </div>
        </div>
      )}
    </section>
  )
}
