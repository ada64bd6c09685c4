import { sharp } from '../../images/sharp.js'
import * as edq from '../../../db/queries/editor.js'
import { designCardsByIds, listArticles, type Storefront } from '../../../db/queries/catalog.js'
import type { ArtSpec } from '../../images/art-spec.js'
import { blankDocument, uploadIdsOf, type EditorDocument } from '../../domain/editor/editor-document.js'
import { parseAnyDocument, type AnyDocument } from '../../domain/editor/book-document-schema.js'
import { coverSurface } from '../../domain/editor/multi-page-start.js'
import {
  frozenForPrint,
  multiPageUploadIds,
  pageCountAllowed,
  type CalendarPlace,
  type MultiPageDocument,
} from '../../domain/editor/book-document.js'
import { pageWarnings } from '../../domain/editor/page-warnings.js'
import { isMultiPageKind, pageRuleFor, type PageRule } from '../../domain/editor/page-count.js'
import { canvasMm, printSpecFor, type PrintSpec } from '../../domain/editor/print-spec.js'
import { effectiveDpi, isLowResolution } from '../../domain/editor/photo-geometry.js'
import { zodMessage } from '../../http/http-error.js'
import { designBackgroundSvg, renderPrintFile, renderPreview, type RenderedPrint } from '../../images/print-render.js'
import {
  hashedName,
  imageJobs,
  newEditorId,
  printFileKey,
  sha256,
  uploadKey,
  writeOnce,
  type EditorDeps,
} from './storage.js'
import { uploadView, type UploadView } from './uploads.js'
import { queueBookPdf } from './book-print-files.js'
import { transaction } from '../../../db/transaction.js'
import { articleRange } from '../catalog/article-range.js'
import type { ArticleRange } from '../../domain/catalog/variant-choice.js'

export type EditorError = {
  ok: false
  status: 400 | 401 | 403 | 404 | 409
  code: string
  message: string
  details?: unknown
}

export interface EditorArticle {
  id: number
  code: string
  name: string
  /** The unit price of the variant laid out on. */
  priceMinor: number
  variantId: number
  /** The article's options and variants sold here, for the editor's own choice of size and finish. */
  range: ArticleRange
  spec: PrintSpec
  /** Photo books and calendars: how many pages the variant has (decision 046); null for one surface. */
  pageRule: PageRule | null
}

/**
 * The article as the editor needs it, laid out on `variantId` (the article's default when null), if both are sold on
 * this site; null otherwise.
 */
export async function editorArticle(
  deps: Pick<EditorDeps, 'db'>,
  sf: Storefront,
  articleId: number,
  variantId: number | null = null,
): Promise<EditorArticle | null> {
  const [card] = await listArticles(deps.db, sf, [articleId])
  const range = card ? await articleRange(deps.db, sf, articleId) : null
  if (!card || !range) return null
  const variant = variantId === null ? range.variants[0] : range.variants.find((v) => v.id === variantId)
  if (!variant) return null
  const attributes = isMultiPageKind(card.kind)
    ? ((await edq.articlePrintRow(deps.db, articleId, variant.id))?.attributes ?? {})
    : {}
  return {
    id: card.id,
    code: card.code,
    name: card.name,
    priceMinor: variant.ladder.steps[0]!.amountMinor,
    variantId: variant.id,
    range,
    spec: printSpecFor({ ...variant, id: card.id, kind: card.kind }),
    pageRule: pageRuleFor(card.kind, variant.options, attributes),
  }
}

export async function designArtFor(
  deps: Pick<EditorDeps, 'db'>,
  sf: Storefront,
  designId: number,
): Promise<(ArtSpec & { name: string }) | null> {
  const [d] = await designCardsByIds(deps.db, sf, [designId])
  return d ? { kind: 'design', seed: d.id, motif: d.motif, hue: d.hue, name: d.name } : null
}

export type CheckedDocument =
  | {
      ok: true
      /** The surface rendered as the cart's print file and preview: the document, or a book's cover. */
      doc: EditorDocument
      /** The whole document of a photo book or calendar (version 2), stored and printed as a PDF; else null. */
      multiPage: MultiPageDocument | null
      article: EditorArticle
      photos: Map<string, edq.UploadRow>
    }
  | EditorError

/** A multi-page document fits its article only if the article has pages and the variant allows that many. */
function pagesProblem(doc: MultiPageDocument, article: EditorArticle): EditorError | null {
  const rule = article.pageRule
  if (!rule)
    return { ok: false, status: 400, code: 'not_multi_page', message: 'This product has one printed side, not pages.' }
  if (pageCountAllowed(doc, rule)) return null
  const counted = rule.kind === 'calendar' ? doc.pages.length + 1 : doc.pages.length
  const allowed = rule.min === rule.max ? `${rule.min}` : `${rule.min} to ${rule.max} (in steps of ${rule.step})`
  return {
    ok: false,
    status: 400,
    code: 'page_count_not_allowed',
    message: `This product has ${allowed} pages; the design has ${counted}.`,
    details: { allowed: { min: rule.min, max: rule.max, step: rule.step }, pages: counted },
  }
}

/**
 * A document from the browser is trusted for nothing: it must parse, be for this article (sold here), use a design
 * shown on this site and only photos of this owner.
 */
export async function checkDocument(
  deps: Pick<EditorDeps, 'db'>,
  key: edq.OwnerKey,
  sf: Storefront,
  raw: unknown,
  articleId: number,
): Promise<CheckedDocument> {
  const parsed = parseAnyDocument(raw)
  if (!parsed.ok) return { ok: false, status: 400, code: 'invalid_document', message: zodMessage(parsed.issues) }
  const multiPage = parsed.doc.version === 2 ? parsed.doc : null
  const doc = multiPage ? coverSurface(multiPage) : (parsed.doc as EditorDocument)
  if (doc.articleId !== articleId)
    return { ok: false, status: 400, code: 'wrong_article', message: 'The design is for another product.' }
  const article = await editorArticle(deps, sf, articleId, doc.variantId ?? null)
  if (!article && doc.variantId != null && (await editorArticle(deps, sf, articleId)))
    return {
      ok: false,
      status: 404,
      code: 'variant_not_sold_here',
      message: 'This size or finish of the product is not sold on this site.',
    }
  if (!article)
    return { ok: false, status: 404, code: 'article_not_sold_here', message: 'This product is not sold on this site.' }
  const pageProblem = multiPage ? pagesProblem(multiPage, article) : null
  if (pageProblem) return pageProblem
  const designIds = new Set(
    multiPage ? [multiPage.cover, ...multiPage.pages].map((p) => p.background.designId) : [doc.background.designId],
  )
  for (const designId of designIds)
    if (designId !== null && !(await designArtFor(deps, sf, designId)))
      return { ok: false, status: 404, code: 'design_not_found', message: 'This design does not exist on this site.' }
  const ids = multiPage ? multiPageUploadIds(multiPage) : uploadIdsOf(doc)
  const rows = (await edq.ownUploads(deps.db, key, ids)).filter((r) => r.kind === 'image')
  if (rows.length !== ids.length)
    return {
      ok: false,
      status: 404,
      code: 'unknown_upload',
      message: 'A photo in the design is not one of your uploads.',
    }
  return { ok: true, doc, multiPage, article, photos: new Map(rows.map((r) => [r.id, r])) }
}

export interface EditorStart {
  /** Version 1, or version 2 for a photo book or calendar (fitted to the variant by editorPage). */
  doc: AnyDocument
  source: 'draft' | 'design' | 'saved' | 'blank'
  savedDesign: { id: number; name: string } | null
  uploads: UploadView[]
}

/**
 * What the editor opens with: a saved design of the signed-in customer (?saved), else the autosaved draft (unless
 * ?design names another starting design or ?new asks for a fresh start), else the design, else a blank page.
 */
export async function editorStart(
  deps: Pick<EditorDeps, 'db'>,
  key: edq.OwnerKey,
  sf: Storefront,
  q: { articleId: number; designId: number | null; savedId: number | null; customerId: number | null; fresh: boolean },
): Promise<EditorStart> {
  const recent = (await edq.listOwnUploads(deps.db, key, 60)).filter((u) => u.kind === 'image')
  const withUploads = async (
    doc: AnyDocument,
    source: EditorStart['source'],
    savedDesign: EditorStart['savedDesign'] = null,
  ): Promise<EditorStart> => {
    const used = await edq.ownUploads(deps.db, key, doc.version === 2 ? multiPageUploadIds(doc) : uploadIdsOf(doc))
    const all = new Map([...used, ...recent].map((u) => [u.id, u]))
    // Photos of another owner (a saved design opened after signing out) are dropped rather than shown broken.
    const usable = <T extends { items: EditorDocument['items'] }>(surface: T): T => ({
      ...surface,
      items: surface.items.filter((i) => i.type !== 'photo' || all.has(i.uploadId)),
    })
    const kept: AnyDocument =
      doc.version === 2 ? { ...doc, cover: usable(doc.cover), pages: doc.pages.map(usable) } : usable(doc)
    return { doc: kept, source, savedDesign, uploads: [...all.values()].map(uploadView) }
  }
  const design = q.designId !== null && (await designArtFor(deps, sf, q.designId)) ? q.designId : null
  if (q.savedId !== null && q.customerId !== null) {
    const saved = await edq.findOwnSavedDesign(deps.db, q.customerId, q.savedId)
    if (saved && saved.articleId === q.articleId) {
      const parsed = saved.state ? parseAnyDocument(saved.state) : null
      const doc = parsed?.ok
        ? parsed.doc
        : blankDocument(
            q.articleId,
            saved.designId !== null && (await designArtFor(deps, sf, saved.designId)) ? saved.designId : null,
          )
      return withUploads(doc, 'saved', { id: saved.id, name: saved.name })
    }
  }
  if (!q.fresh) {
    const draft = await edq.findDraft(deps.db, key, q.articleId)
    const parsed = draft ? parseAnyDocument(draft.document) : null
    if (parsed?.ok && (q.designId === null || backgroundDesignOf(parsed.doc) === design))
      return withUploads(parsed.doc, 'draft')
  }
  return withUploads(blankDocument(q.articleId, design), design === null ? 'blank' : 'design')
}

/** The catalogue design a document starts from: its background, or a book's cover background. */
export function backgroundDesignOf(doc: AnyDocument): number | null {
  return (doc.version === 2 ? doc.cover : doc).background.designId
}

/** The autosaved draft of an article for the editor's script: the document if it still parses, and when it was saved. */
export async function readDraft(
  deps: Pick<EditorDeps, 'db'>,
  key: edq.OwnerKey,
  articleId: number,
): Promise<{ draft: AnyDocument | null; updatedAt: number | null }> {
  const draft = await edq.findDraft(deps.db, key, articleId)
  const parsed = draft ? parseAnyDocument(draft.document) : null
  return { draft: parsed?.ok ? parsed.doc : null, updatedAt: draft?.updatedAt ?? null }
}

export async function saveDraft(
  deps: EditorDeps,
  key: edq.OwnerKey,
  sf: Storefront,
  articleId: number,
  raw: unknown,
): Promise<{ ok: true; savedAt: number } | EditorError> {
  const checked = await checkDocument(deps, key, sf, raw, articleId)
  if (!checked.ok) return checked
  const now = deps.now()
  await edq.upsertDraft(deps.db, {
    id: newEditorId(),
    owner: key.owner,
    brandSlug: key.brandSlug,
    articleId,
    designId: checked.doc.background.designId,
    document: checked.multiPage ?? checked.doc,
    now,
  })
  return { ok: true, savedAt: now }
}

/** Signed-in customers name a design and find it again under /accounts/designs (saved_designs.state = the document). */
export async function saveNamedDesign(
  deps: EditorDeps,
  key: edq.OwnerKey,
  sf: Storefront,
  customerId: number,
  input: { name: unknown; savedId: unknown; document: unknown; articleId: number },
): Promise<{ ok: true; id: number; name: string } | EditorError> {
  const name =
    typeof input.name === 'string'
      ? input.name
          .normalize('NFC')
          .replace(/[\u0000-\u001f\u007f]/g, '')
          .trim()
      : ''
  if (name.length < 1 || name.length > 80)
    return { ok: false, status: 400, code: 'invalid_name', message: 'Give the design a name of 1 to 80 characters.' }
  const checked = await checkDocument(deps, key, sf, input.document, input.articleId)
  if (!checked.ok) return checked
  const now = deps.now()
  const designId = checked.doc.background.designId
  if (typeof input.savedId === 'number' && Number.isInteger(input.savedId)) {
    if (
      !(await edq.updateSavedDesignRow(deps.db, customerId, input.savedId, {
        name,
        state: checked.multiPage ?? checked.doc,
        designId,
        updatedAt: now,
      }))
    )
      return { ok: false, status: 404, code: 'not_found', message: 'No such saved design.' }
    return { ok: true, id: input.savedId, name }
  }
  const id = await edq.insertSavedDesignRow(deps.db, {
    customerId,
    articleId: input.articleId,
    designId,
    name,
    projectKind: 'PRIVATE',
    state: checked.multiPage ?? checked.doc,
    published: false,
    popularity: 0,
    salesCount: 0,
    createdAt: now,
    updatedAt: now,
  })
  return { ok: true, id, name }
}

export function lowResolutionPhotos(
  doc: EditorDocument | MultiPageDocument,
  spec: PrintSpec,
): { id: string; dpi: number; pageId?: string }[] {
  if (doc.version === 2)
    return pageWarnings(doc, spec).flatMap((w) =>
      w.kind === 'low-resolution' ? [{ id: w.itemId, dpi: w.dpi, pageId: w.pageId }] : [],
    )
  return doc.items.flatMap((i) =>
    i.type === 'photo' && isLowResolution(effectiveDpi(i.crop, i), spec.minDpi)
      ? [{ id: i.id, dpi: Math.floor(effectiveDpi(i.crop, i)) }]
      : [],
  )
}

/** Renders a checked document (print resolution by default) from the stored uploads and the catalog art. */
export async function renderDocument(
  deps: EditorDeps,
  sf: Storefront,
  checked: Extract<CheckedDocument, { ok: true }>,
  spec: PrintSpec = checked.article.spec,
): Promise<RenderedPrint> {
  // Read from the shared storage (an upload may have been stored by another instance); re-encoded photos are small.
  // A book renders its cover here; its pages' photos are read by the PDF job, one at a time.
  const used = new Set(uploadIdsOf(checked.doc))
  const photos = new Map(
    await Promise.all(
      [...checked.photos]
        .filter(([id]) => used.has(id))
        .map(async ([id, u]) => {
          const source = await deps.storage.read(uploadKey(u.storedAs))
          if (!source) throw new Error(`stored upload is missing: ${u.storedAs}`)
          return [id, { source, width: u.width!, height: u.height! }] as const
        }),
    ),
  )
  const art =
    checked.doc.background.designId === null ? null : await designArtFor(deps, sf, checked.doc.background.designId)
  return imageJobs(() => renderPrintFile({ spec, doc: checked.doc, photos, designArt: art, fontsDir: deps.fontsDir }))
}

/** Renders the print file and its preview and freezes the document as a 'final' personalised design. */
export async function freezeDesign(
  deps: EditorDeps,
  key: edq.OwnerKey,
  sf: Storefront,
  checked: Extract<CheckedDocument, { ok: true }>,
  place: CalendarPlace,
): Promise<edq.PersonalisedDesignRow> {
  const print = await renderDocument(deps, sf, checked)
  const preview = await renderPreview(print, checked.article.spec)
  const hash = sha256(print.jpeg)
  const printFile = hashedName(hash, '.jpg')
  const previewFile = hashedName(hash, '.preview.webp')
  await writeOnce(deps.storage, printFileKey(printFile), print.jpeg)
  await writeOnce(deps.storage, printFileKey(previewFile), preview)
  const now = deps.now()
  const row = {
    id: newEditorId(),
    owner: key.owner,
    brandSlug: key.brandSlug,
    articleId: checked.article.id,
    variantId: checked.article.variantId,
    designId: checked.doc.background.designId,
    document: checked.multiPage
      ? frozenForPrint(checked.multiPage, checked.article.spec.kind, place, now)
      : checked.doc,
    printFile,
    previewFile,
    printWidthPx: print.width,
    printHeightPx: print.height,
    printDpi: print.dpi,
    minPhotoDpi: print.minPhotoDpi === null ? null : Math.floor(print.minPhotoDpi),
    createdAt: now,
    updatedAt: now,
  }
  // A book's PDF job is queued with its design, in one transaction: a frozen book always gets its print file.
  await transaction(deps.db, async (tx) => {
    await edq.insertFinalDesign(tx, row)
    if (checked.multiPage) await queueBookPdf(tx, row.id, now)
  })
  return { ...row, status: 'final' }
}

/** The storage key of a final design's preview, for its owner only. */
export async function finalPreviewKey(deps: EditorDeps, key: edq.OwnerKey, id: string): Promise<string | null> {
  const row = await edq.findOwnFinalDesign(deps.db, key, id)
  return row?.previewFile ? printFileKey(row.previewFile) : null
}

/** A small preview of a saved design for the account pages, rendered once per document version. */
export async function savedDesignPreview(
  deps: EditorDeps,
  key: edq.OwnerKey,
  sf: Storefront,
  customerId: number,
  savedId: number,
): Promise<Buffer | null> {
  const saved = await edq.findOwnSavedDesign(deps.db, customerId, savedId)
  if (!saved) return null
  const doc = saved.state ?? blankDocument(saved.articleId, saved.designId)
  const checked = await checkDocument(deps, key, sf, doc, saved.articleId)
  if (!checked.ok) return null
  // Private (the customer's photos): kept with the print files, never in the public media cache.
  const file = printFileKey(`saved/${sha256(JSON.stringify([saved.id, checked.doc]))}.webp`)
  const kept = await deps.storage.read(file)
  if (kept) return kept
  // About 480 px on the long side is plenty for a list.
  const c = canvasMm(checked.article.spec)
  const dpi = Math.max(10, Math.round((480 * 25.4) / Math.max(c.width, c.height)))
  const print = await renderDocument(deps, sf, checked, { ...checked.article.spec, dpi })
  const preview = await renderPreview(print, checked.article.spec)
  await writeOnce(deps.storage, file, preview)
  return preview
}

/** The catalog design drawn at the proportions of an article's print (public: the same art as /media). */
export async function designBackground(
  deps: EditorDeps,
  sf: Storefront,
  designId: number,
  articleId: number,
  variantId: number | null = null,
): Promise<Buffer | null> {
  const art = await designArtFor(deps, sf, designId)
  const article = art ? await editorArticle(deps, sf, articleId, variantId) : null
  if (!art || !article) return null
  const key = `${deps.cacheFolder}/editor-bg-${designId}-${articleId}-${article.variantId}.webp`
  const cached = await deps.storage.read(key)
  if (cached) return cached
  const c = canvasMm(article.spec)
  const width = Math.round(c.width >= c.height ? 1600 : (1600 * c.width) / c.height)
  const height = Math.round((width * c.height) / c.width)
  const svg = designBackgroundSvg(art, article.spec)
  const body = await sharp(Buffer.from(svg), { density: (72 * width) / (c.width * 4) })
    .resize(width, height, { fit: 'fill' })
    .webp({ quality: 82 })
    .toBuffer()
  await writeOnce(deps.storage, key, body)
  return body
}
