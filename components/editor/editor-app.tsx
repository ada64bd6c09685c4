import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import type Konva from 'konva'
import type { EditorPageData } from '../../server/services/editor/editor-page.js'
import { COLOURS, type EditorDocument, type FontId } from '../../server/domain/editor/editor-document.js'
import type { AnyDocument } from '../../server/domain/editor/book-document-schema.js'
import { allPages, type DocumentPage, type MultiPageDocument } from '../../server/domain/editor/book-document.js'
import { pageWarnings } from '../../server/domain/editor/page-warnings.js'
import { layoutArea, layoutSlots, monthGridBox } from '../../server/domain/editor/page-layouts.js'
import { monthGrid } from '../../server/domain/editor/calendar-grid.js'
import { isLowResolution } from '../../server/domain/editor/photo-geometry.js'
import { commit, createHistory, redo, undo } from './history.js'
import {
  addPhoto,
  addText,
  canAddItem,
  findItem,
  moveItem,
  panPhoto,
  photoDpi,
  removeItem,
  replacePhoto,
  rotateItem,
  zoomItem,
} from './doc-ops.js'
import { uploadPhoto, type UploadView } from './editor-api.js'
import { loadFont } from './fonts.js'
import { EditorStage } from './editor-stage.js'
import { ItemPanel } from './item-panel.js'
import { textsPastPrintArea } from '../../server/domain/editor/text-bounds.js'
import { PhotosPanel } from './photos-panel.js'
import { OrderPanel } from './order-panel.js'
import { MugPreview, type MugPreviewHandle } from './mug-preview.js'
import { useAutosave } from './use-autosave.js'
import { useLocalHref } from '../local-link.js'
import { calendarPageMonths, findPage, pageSurface, warningsByPage, withPageSurface } from './page-ops.js'
import { PageStrip } from './page-strip.js'
import { PageChecks } from './page-checks.js'
import { CalendarMonth } from './calendar-month.js'
import { CalendarGridLayer } from './calendar-grid-layer.js'

/** The product editor (client only): document + undo history, canvas, panels, autosave, save and add to cart. */
export default function EditorApp({ data }: { data: EditorPageData }) {
  const { t, i18n } = useLingui()
  const pc = usePageContext()
  const href = useLocalHref()
  const [history, setHistory] = useState(() => createHistory<AnyDocument>(data.start.doc))
  const doc = history.present
  // A photo book or calendar: the stage and panels edit the selected page as one surface (page-ops.ts).
  const book = doc.version === 2 ? doc : null
  const [pageId, setPageId] = useState('cover')
  const pageRef = useRef(pageId)
  pageRef.current = pageId
  const surface = useMemo(() => (doc.version === 2 ? pageSurface(doc, pageId) : doc), [doc, pageId])
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [panMode, setPanMode] = useState(false)
  const [showGuides, setShowGuides] = useState(true)
  const [uploads, setUploads] = useState<UploadView[]>(data.start.uploads)
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [replacing, setReplacing] = useState(false)
  const [fontsVersion, setFontsVersion] = useState(0)
  const contentLayer = useRef<Konva.Layer>(null)
  const mug = useRef<MugPreviewHandle>(null)
  const saveState = useAutosave(doc)
  // Uploads finish after other edits may have happened: placing a photo starts from the latest surface.
  const latest = useRef(surface)
  latest.current = surface
  const byId = useMemo(() => new Map(uploads.map((u) => [u.id, u])), [uploads])
  const selected = findItem(surface, selectedId)
  const sizeOf = (uploadId: string) => {
    const u = byId.get(uploadId)
    return u?.width && u.height ? { width: u.width, height: u.height } : undefined
  }

  const change = useCallback(
    (next: EditorDocument, key?: string) =>
      setHistory((h) =>
        h.present.version === 2
          ? commit(h, withPageSurface(h.present, pageRef.current, next), { key: key && `${pageRef.current}:${key}` })
          : commit(h, next, { key }),
      ),
    [],
  )
  const changeBook = useCallback((next: MultiPageDocument) => setHistory((h) => commit(h, next)), [])
  const redrawMug = useCallback(() => mug.current?.redraw(), [])
  const doUndo = () => setHistory((h) => undo(h))
  const doRedo = () => setHistory((h) => redo(h))

  // Fonts load when the set of text fonts changes, not on every edit of a text.
  const surfaces = book ? allPages(book) : [surface]
  const fontIds = [
    ...new Set(surfaces.flatMap((p) => p.items.flatMap((i) => (i.type === 'text' ? [i.fontId] : [])))),
  ].join(',')
  useEffect(() => {
    const fonts = fontIds ? (fontIds.split(',') as FontId[]) : []
    void Promise.all(fonts.map(loadFont)).then(() => setFontsVersion((v) => v + 1))
  }, [fontIds])
  const selectedType = selected?.type
  useEffect(() => {
    if (selectedId && !findItem(surface, selectedId)) setSelectedId(null)
    if (selectedType !== 'photo') setPanMode(false)
  }, [surface, selectedId, selectedType])
  // An undo or a removal can take the selected page away: the cover is selected instead.
  useEffect(() => {
    if (book && findPage(book, pageId).id !== pageId) setPageId('cover')
  }, [book, pageId])

  const place = (u: UploadView) => {
    if (!u.width || !u.height) return
    const dims = { id: u.id, width: u.width, height: u.height }
    if (replacing && selected?.type === 'photo') {
      change(replacePhoto(latest.current, selected.id, dims))
      setReplacing(false)
      return
    }
    if (!canAddItem(latest.current)) return setUploadError(t`A design can hold at most 30 photos and texts.`)
    const added = addPhoto(latest.current, dims, data.spec)
    latest.current = added.doc
    change(added.doc)
    setSelectedId(added.id)
  }
  const onFiles = async (files: File[]) => {
    setUploadError(null)
    setUploading(true)
    try {
      for (const file of files) {
        const r = await uploadPhoto(file, data.extSessionId)
        if (!r.ok) {
          setUploadError(
            r.code === 'storage_quota'
              ? t`You have uploaded as many files as we can keep for you. Your earlier photos stay available.`
              : r.status === 413
                ? t`${file.name} is too large (at most 25 MB and 50 megapixels).`
                : r.status === 415
                  ? t`${file.name} is not a photo we can read. Please use JPEG, PNG or WebP.`
                  : r.status === 0
                    ? t`The upload failed. Please check your connection and try again.`
                    : t`${file.name} could not be uploaded: ${r.message}`,
          )
          continue
        }
        setUploads((list) => [r.upload, ...list.filter((u) => u.id !== r.upload.id)])
        // A book's photos wait in the list for auto-fill or a click; one surface gets each photo as it arrives.
        if (!book || replacing) place(r.upload)
      }
    } finally {
      setUploading(false)
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return
    const mod = e.ctrlKey || e.metaKey
    if (mod && e.key.toLowerCase() === 'z') return (e.preventDefault(), e.shiftKey ? doRedo() : doUndo())
    if (mod && e.key.toLowerCase() === 'y') return (e.preventDefault(), doRedo())
    if (!selected) return
    const step = e.shiftKey ? 10 : 1
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    const arrow = arrows[e.key]
    const size = selected.type === 'photo' ? sizeOf(selected.uploadId) : undefined
    if (arrow) {
      e.preventDefault()
      if (panMode && selected.type === 'photo' && size)
        change(panPhoto(surface, selected.id, -arrow[0], -arrow[1], size), `pan:${selected.id}`)
      else change(moveItem(surface, selected.id, selected.x + arrow[0], selected.y + arrow[1]), `move:${selected.id}`)
    } else if (e.key === '+' || e.key === '=') change(zoomItem(surface, selected.id, 1.1, size), `zoom:${selected.id}`)
    else if (e.key === '-') change(zoomItem(surface, selected.id, 1 / 1.1, size), `zoom:${selected.id}`)
    else if (e.key === ']' || e.key === '[')
      change(
        rotateItem(surface, selected.id, (e.key === ']' ? 1 : -1) * (e.shiftKey ? 1 : 15)),
        `rotate:${selected.id}`,
      )
    else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault()
      change(removeItem(surface, selected.id))
      setSelectedId(null)
    } else if (e.key === 'Escape') setSelectedId(null)
  }

  const lowPhotos = surface.items.filter((i) => i.type === 'photo' && isLowResolution(photoDpi(i), data.spec.minDpi))
  const minDpi = data.spec.minDpi
  const pastEdge = textsPastPrintArea(surface, data.spec)
  // Before adding to the cart the whole book counts, with the server's own checks (api/editor.ts).
  const bookWarnings = book ? pageWarnings(book, data.spec) : []
  const bookChecks = {
    lowPhotos: book ? bookWarnings.filter((w) => w.kind === 'low-resolution').length : lowPhotos.length,
    pastEdgeTexts: book
      ? allPages(book).flatMap((p) => textsPastPrintArea(pageSurface(book, p.id), data.spec)).length
      : pastEdge.length,
    emptyPages: bookWarnings.filter((w) => w.kind === 'empty-page').length,
    underGrid: bookWarnings.filter((w) => w.kind === 'under-calendar-grid').length,
  }
  const underGridHere = bookWarnings.filter((w) => w.kind === 'under-calendar-grid' && w.pageId === pageId)
  const locale = `${i18n.locale.split('-')[0]}-${data.country}`
  const months = book && data.pageRule?.kind === 'calendar' ? calendarPageMonths(book, new Date()) : null
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const pageName = (p: DocumentPage) => {
    if (p.id === 'cover') return t`Cover`
    const m = months?.get(p.id)
    const number = (book?.pages.indexOf(p) ?? 0) + 1
    return m ? monthName.format(Date.UTC(m.year, m.month - 1, 1)) : t`Page ${number}`
  }
  const pageMonth = months?.get(pageId)
  const gridBox = book && pageMonth ? monthGridBox(data.spec, 'page') : null
  const gridOverlay = book && pageMonth && gridBox && (
    <CalendarGridLayer
      grid={monthGrid(pageMonth.year, pageMonth.month, { locale, country: data.country })}
      box={gridBox}
      background={surface.background.color}
      locale={locale}
      slots={(({ photos, text }) => [...photos, ...(text ? [text] : [])])(
        layoutSlots(findPage(book, pageId).layoutId, layoutArea(data.spec, 'page')),
      )}
    />
  )
  // The book's catalog design, offered for any page (editor-page.ts picks it).
  const bookDesign = book ? data.design : null
  return (
    // Keyboard shortcuts (undo, delete, arrows) apply wherever focus is inside the editor.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="editor" onKeyDown={onKeyDown} data-testid="editor">
      <div className="editor-toolbar" role="toolbar" aria-label={t`Editor tools`}>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={doUndo}
          disabled={history.past.length === 0}
          data-testid="undo"
        >
          <Trans>Undo</Trans>
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={doRedo}
          disabled={history.future.length === 0}
          data-testid="redo"
        >
          <Trans>Redo</Trans>
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!canAddItem(surface)}
          onClick={() => {
            const added = addText(surface, data.spec, t`Your text`)
            change(added.doc)
            setSelectedId(added.id)
          }}
          data-testid="add-text"
        >
          <Trans>Add text</Trans>
        </button>
        <label className="editor-bg">
          <span>
            <Trans>Background</Trans>
          </span>
          <input
            type="color"
            value={surface.background.color}
            list="editor-colours"
            onChange={(e) =>
              change({ ...surface, background: { ...surface.background, color: e.target.value } }, 'background')
            }
          />
          <datalist id="editor-colours">
            {COLOURS.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </label>
        {surface.background.designId !== null && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => change({ ...surface, background: { ...surface.background, designId: null } })}
          >
            <Trans>Remove the design</Trans>
          </button>
        )}
        {book && bookDesign && surface.background.designId === null && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => change({ ...surface, background: { ...surface.background, designId: bookDesign.id } })}
            data-testid="use-design"
          >
            <Trans>Use the design on this page</Trans>
          </button>
        )}
        <a className="btn btn-secondary" href={`${href(`/create/${doc.articleId}`)}?new=1`} data-testid="start-again">
          <Trans>Start again</Trans>
        </a>
        <label className="editor-check">
          <input type="checkbox" checked={showGuides} onChange={(e) => setShowGuides(e.target.checked)} />{' '}
          <Trans>Print guides</Trans>
        </label>
        <span className="editor-save-state" role="status" data-testid="save-state" data-state={saveState}>
          {saveState === 'saving' ? (
            <Trans>Saving…</Trans>
          ) : saveState === 'saved' ? (
            <Trans>All changes saved</Trans>
          ) : saveState === 'error' ? (
            <Trans>Not saved — check your connection</Trans>
          ) : null}
        </span>
      </div>
      <div className="editor-main">
        <div className="editor-canvas-column">
          <div
            className="editor-canvas"
            role="group"
            // The design area takes focus: arrow keys move the selected item (described by #editor-keys).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            aria-label={t`Design area`}
            aria-describedby="editor-keys"
            data-testid="editor-canvas"
          >
            <EditorStage
              doc={surface}
              spec={data.spec}
              canvas={data.canvas}
              uploads={byId}
              selectedId={selectedId}
              panMode={panMode}
              showGuides={showGuides}
              fontsVersion={fontsVersion}
              onSelect={setSelectedId}
              onChange={change}
              contentLayerRef={contentLayer}
              onDrawn={redrawMug}
              overlay={gridOverlay}
            />
          </div>
          <p id="editor-keys" className="editor-hint">
            <Trans>
              Drag to move; corner handles resize, edge handles crop, the top handle rotates; pinch to resize on touch
              screens. Keys: arrows move (Shift: 10 mm), + and − zoom, [ and ] rotate, Delete removes, Ctrl+Z undoes,
              Ctrl+Y redoes.
            </Trans>
          </p>
          {showGuides && (
            <p className="editor-legend">
              <span className="legend-trim">
                <Trans>Red dashes: cut line (the veiled edge is cut off)</Trans>
              </span>{' '}
              ·{' '}
              <span className="legend-safe">
                <Trans>Green dashes: keep texts and faces inside</Trans>
              </span>
              {data.spec.wrap && (
                <>
                  {' '}
                  · <Trans>Shaded bands: next to the handle</Trans>
                </>
              )}
            </p>
          )}
          {data.spec.wrap && <MugPreview ref={mug} spec={data.spec} contentLayer={contentLayer} />}
          {book && data.pageRule && (
            <PageStrip
              doc={book}
              rule={data.pageRule}
              spec={data.spec}
              uploads={uploads}
              byId={byId}
              selectedPageId={pageId}
              warnings={warningsByPage(bookWarnings)}
              pageName={pageName}
              onSelect={(id) => {
                setPageId(id)
                setSelectedId(null)
              }}
              onChange={changeBook}
            />
          )}
          {book && months && (
            <section className="calendar-start" aria-label={t`Calendar months`}>
              <label className="editor-field">
                <span>
                  <Trans>First month</Trans>
                </span>
                <input
                  type="month"
                  value={book.startMonth ?? [...months.values()][0]!.year + '-01'}
                  onChange={(e) => changeBook({ ...book, startMonth: e.target.value || null })}
                  data-testid="start-month"
                />
              </label>
              {pageMonth && (
                <CalendarMonth year={pageMonth.year} month={pageMonth.month} locale={locale} country={data.country} />
              )}
            </section>
          )}
        </div>
        <div className="editor-side">
          {lowPhotos.length > 0 && (
            <p className="editor-warning" role="alert" data-testid="low-dpi-warning">
              <Plural
                value={lowPhotos.length}
                one={`Low print quality: # photo would print below ${minDpi} dpi and may look blurry. Use a larger photo or make it smaller on the product.`}
                other={`Low print quality: # photos would print below ${minDpi} dpi and may look blurry. Use a larger photo or make it smaller on the product.`}
              />
            </p>
          )}
          {pastEdge.length > 0 && (
            <p className="editor-warning" role="alert" data-testid="text-outside-warning">
              <Plural
                value={pastEdge.length}
                one="# text runs past the edge of the print and would be cut off. Move it inside or make it smaller."
                other="# texts run past the edge of the print and would be cut off. Move them inside or make them smaller."
              />
            </p>
          )}
          {underGridHere.length > 0 && (
            <p className="editor-warning" role="alert" data-testid="under-grid-warning">
              <Plural
                value={underGridHere.length}
                one="# photo or text on this page is covered by the calendar grid and would not be printed whole. Move it above the grid."
                other="# photos or texts on this page are covered by the calendar grid and would not be printed whole. Move them above the grid."
              />
            </p>
          )}
          {selected && (
            <ItemPanel
              doc={surface}
              item={selected}
              spec={data.spec}
              upload={selected.type === 'photo' ? byId.get(selected.uploadId) : undefined}
              panMode={panMode}
              onPanMode={setPanMode}
              onReplace={() => setReplacing(true)}
              onChange={change}
              onRemoved={() => setSelectedId(null)}
            />
          )}
          <PhotosPanel
            uploads={uploads}
            busy={uploading}
            error={uploadError}
            replacing={replacing && selected?.type === 'photo'}
            onFiles={(f) => void onFiles(f)}
            onPick={place}
            onCancelReplace={() => setReplacing(false)}
          />
          <LayerList doc={surface} selectedId={selectedId} onSelect={setSelectedId} />
          {book && <PageChecks doc={book} warnings={bookWarnings} pageName={pageName} onSelect={setPageId} />}
          <OrderPanel doc={doc} data={data} localePrefix={pc.localePrefix} checks={bookChecks} />
        </div>
      </div>
    </div>
  )
}

function LayerList({
  doc,
  selectedId,
  onSelect,
}: {
  doc: EditorDocument
  selectedId: string | null
  onSelect: (id: string) => void
}) {
  const { t } = useLingui()
  if (doc.items.length === 0) return null
  return (
    <section aria-labelledby="layers-title" className="editor-layers">
      <h2 id="layers-title">
        <Trans>Layers</Trans>
      </h2>
      <ol>
        {[...doc.items].reverse().map((i, n) => (
          <li key={i.id}>
            <button
              type="button"
              className="btn-link"
              aria-pressed={i.id === selectedId}
              onClick={() => onSelect(i.id)}
              data-testid="layer"
              data-kind={i.type}
            >
              {i.type === 'photo' ? t`Photo ${doc.items.length - n}` : t`Text “${i.text.slice(0, 24)}”`}
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}
