import { useId, useState, type ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { DocumentPage, MultiPageDocument, PageEdit } from '../../server/domain/editor/book-document.js'
import { addPages, movePage, removePages } from '../../server/domain/editor/book-document.js'
import { autoFill, type FillOrder } from '../../server/domain/editor/page-auto-fill.js'
import { LAYOUT_IDS, layoutOf, type LayoutId } from '../../server/domain/editor/page-layouts.js'
import type { PageRule } from '../../server/domain/editor/page-count.js'
import type { PageWarning } from '../../server/domain/editor/page-warnings.js'
import { canvasMm, type PrintSpec } from '../../server/domain/editor/print-spec.js'
import type { Size } from '../../server/domain/editor/photo-geometry.js'
import { designBackgroundUrl, type UploadView } from './editor-api.js'
import { findPage, photosInUploadOrder, setPageLayout, spreadsOf } from './page-ops.js'
import { useWarningText } from './page-checks.js'

interface Props {
  doc: MultiPageDocument
  rule: PageRule
  spec: PrintSpec
  uploads: UploadView[]
  byId: Map<string, UploadView>
  selectedPageId: string
  warnings: Map<string, PageWarning[]>
  /** A page's name in the strip: "Cover", "Page 3", or a calendar sheet's month. */
  pageName: (page: DocumentPage) => string
  onSelect: (pageId: string) => void
  onChange: (doc: MultiPageDocument) => void
}

/**
 * The pages of a photo book or calendar (decision 046): thumbnails grouped as spreads, the cover first. A click (or
 * Enter) selects the page the stage edits; buttons add, remove and move pages and pick its layout, so keyboard and
 * touch do everything; pages can also be dragged onto another page's place.
 */
export function PageStrip(props: Props) {
  const { doc, rule, spec, byId, selectedPageId, warnings, pageName, onSelect, onChange } = props
  const { t } = useLingui()
  const warningText = useWarningText()
  const [message, setMessage] = useState<ReactNode>(null)
  const [order, setOrder] = useState<FillOrder>(rememberedFillOrder)
  const orderHelp = useId()
  const [dragged, setDragged] = useState<number | null>(null)
  const index = doc.pages.findIndex((p) => p.id === selectedPageId)
  const page = findPage(doc, selectedPageId)
  const selectedName = pageName(page)
  const sizeOf = (id: string): Size | undefined => {
    const u = byId.get(id)
    return u?.width && u.height ? { width: u.width, height: u.height } : undefined
  }
  const { min, max } = rule
  const refusal = () =>
    min === max ? (
      <Plural value={min} one="This product always has # page." other="This product always has # pages." />
    ) : (
      <Plural value={max} one={`This product has ${min} to # page.`} other={`This product has ${min} to # pages.`} />
    )
  const apply = (edit: PageEdit, select?: (doc: MultiPageDocument) => string) => {
    if (!edit.ok) return setMessage(edit.reason === 'page_count' ? refusal() : null)
    setMessage(null)
    onChange(edit.doc)
    if (select) onSelect(select(edit.doc))
  }
  const chooseOrder = (next: FillOrder) => {
    setOrder(next)
    rememberFillOrder(next)
  }
  const fill = () => {
    const photos = photosInUploadOrder(props.uploads)
    if (photos.length === 0) return setMessage(<Trans>Upload photos first, then fill the pages with them.</Trans>)
    const filled = autoFill(doc, photos, order, spec)
    onChange(filled.doc)
    setMessage(filledMessage(order, filled.unplaced.length))
  }
  const canvas = canvasMm(spec)
  const thumb = (p: DocumentPage, i: number) => {
    const found = warnings.get(p.id) ?? []
    return (
      <button
        key={p.id}
        type="button"
        className="page-thumb"
        aria-pressed={p.id === selectedPageId}
        onClick={() => onSelect(p.id)}
        draggable={i >= 0}
        onDragStart={() => setDragged(i)}
        onDragOver={(e) => i >= 0 && dragged !== null && e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault()
          if (dragged !== null && i >= 0) apply(movePage(doc, dragged, i), () => doc.pages[dragged]!.id)
          setDragged(null)
        }}
        data-testid="page-thumb"
        data-page-id={p.id}
        data-warnings={found.map((w) => w.kind).join(' ')}
      >
        <span
          className="page-thumb-paper"
          style={{
            aspectRatio: `${canvas.width} / ${canvas.height}`,
            backgroundColor: p.background.color,
            // The page's design over the whole sheet, as the stage and the print PDF draw it.
            backgroundImage:
              p.background.designId === null ? undefined : `url("${designBackgroundUrl(p.background.designId, doc)}")`,
            backgroundSize: '100% 100%',
          }}
        >
          {p.items.map((item) =>
            item.type === 'photo' ? (
              <span
                key={item.id}
                className="page-thumb-photo"
                style={{
                  left: `${(100 * (item.x - item.width / 2)) / canvas.width}%`,
                  top: `${(100 * (item.y - item.height / 2)) / canvas.height}%`,
                  width: `${(100 * item.width) / canvas.width}%`,
                  height: `${(100 * item.height) / canvas.height}%`,
                  backgroundImage: byId.get(item.uploadId)?.urls.thumb
                    ? `url("${byId.get(item.uploadId)!.urls.thumb}")`
                    : undefined,
                }}
              />
            ) : (
              <span
                key={item.id}
                className="page-thumb-text"
                style={{ left: `${(100 * item.x) / canvas.width}%`, top: `${(100 * item.y) / canvas.height}%` }}
              />
            ),
          )}
        </span>
        <span className="page-thumb-name">{pageName(p)}</span>
        {found.length > 0 && (
          <span className="page-thumb-warning">
            {[...new Set(found.map((w) => w.kind))].map((kind) => (
              <span key={kind}>{warningText(kind)}</span>
            ))}
          </span>
        )}
      </button>
    )
  }
  return (
    <section className="page-strip" aria-labelledby="pages-title" data-testid="page-strip">
      <h2 id="pages-title">
        <Trans>Pages</Trans>
      </h2>
      <div className="editor-row page-strip-tools" role="toolbar" aria-label={t`Page tools`}>
        <button type="button" className="btn btn-primary" onClick={fill} data-testid="auto-fill">
          <Trans>Auto-fill with my photos</Trans>
        </button>
        <label className="editor-field">
          <span>
            <Trans>Auto-fill order</Trans>
          </span>
          <select
            value={order}
            onChange={(e) => chooseOrder(e.target.value as FillOrder)}
            aria-describedby={orderHelp}
            data-testid="fill-order"
          >
            <option value="upload">{t`Upload order`}</option>
            <option value="date">{t`Date taken`}</option>
          </select>
        </label>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => apply(addPages(doc, rule, index), (d) => d.pages[index + 1]!.id)}
          data-testid="add-pages"
        >
          {rule.step === 2 ? <Trans>Add 2 pages</Trans> : <Trans>Add a page</Trans>}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={index < 0}
          onClick={() => apply(removePages(doc, rule, index), (d) => d.pages[Math.min(index, d.pages.length - 1)]!.id)}
          data-testid="remove-pages"
        >
          {rule.step === 2 ? <Trans>Remove these 2 pages</Trans> : <Trans>Remove this page</Trans>}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={index <= 0}
          onClick={() => apply(movePage(doc, index, index - 1))}
          data-testid="move-earlier"
        >
          <Trans>Move earlier</Trans>
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={index < 0 || index >= doc.pages.length - 1}
          onClick={() => apply(movePage(doc, index, index + 1))}
          data-testid="move-later"
        >
          <Trans>Move later</Trans>
        </button>
        <label className="editor-field">
          <span>
            <Trans>Layout of {selectedName}</Trans>
          </span>
          <select
            value={page.layoutId}
            onChange={(e) => onChange(setPageLayout(doc, page.id, e.target.value as LayoutId, spec, sizeOf))}
            data-testid="page-layout"
          >
            {LAYOUT_IDS.map((id) => (
              <option key={id} value={id}>
                {layoutLabel(id)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {message && (
        <p className="editor-hint" role="status" data-testid="page-message">
          {message}
        </p>
      )}
      <p className="editor-hint" id={orderHelp}>
        <Trans>
          Date taken uses the date your camera saved in each photo; photos without a date keep their upload order.
        </Trans>
      </p>
      <p className="editor-hint">
        <Trans>Select a page to edit it. Reorder with the buttons or drag a page onto another.</Trans>
      </p>
      <ol className="page-spreads">
        {spreadsOf(doc, rule).map((spread) => (
          <li key={spread[0]!.id} className="page-spread">
            {spread.map((p) => thumb(p, doc.pages.indexOf(p)))}
          </li>
        ))}
      </ol>
    </section>
  )
}

function layoutLabel(id: LayoutId) {
  const { photoSlots, hasText } = layoutOf(id)
  return hasText ? (
    <Plural value={photoSlots} one="# photo and a text" other="# photos and a text" />
  ) : (
    <Plural value={photoSlots} one="# photo" other="# photos" />
  )
}

function filledMessage(order: FillOrder, left: number) {
  if (order === 'date')
    return left === 0 ? (
      <Trans>Your photos are placed in the order they were taken.</Trans>
    ) : (
      <Plural
        value={left}
        one="Your photos are placed in the order they were taken; # photo did not fit. Choose layouts with more photos and fill again."
        other="Your photos are placed in the order they were taken; # photos did not fit. Choose layouts with more photos and fill again."
      />
    )
  return left === 0 ? (
    <Trans>Your photos are placed in upload order.</Trans>
  ) : (
    <Plural
      value={left}
      one="Your photos are placed in upload order; # photo did not fit. Choose layouts with more photos and fill again."
      other="Your photos are placed in upload order; # photos did not fit. Choose layouts with more photos and fill again."
    />
  )
}

/** The order is remembered for the browser tab's session (storage can be refused: then it is the default). */
const FILL_ORDER_KEY = 'editor.fill-order'

function rememberedFillOrder(): FillOrder {
  try {
    return sessionStorage.getItem(FILL_ORDER_KEY) === 'date' ? 'date' : 'upload'
  } catch {
    return 'upload'
  }
}

function rememberFillOrder(order: FillOrder) {
  try {
    sessionStorage.setItem(FILL_ORDER_KEY, order)
  } catch {
    // Not remembered; the choice still holds on this page.
  }
}
