import { sharp } from './sharp.js'
import type { OutputInfo, OverlayOptions, Sharp } from 'sharp'
import { join } from 'node:path'
import { designArtSvg, escapeXml, type ArtSpec } from './art-spec.js'
import { FONTS, type EditorDocument, type PhotoItem, type TextItem } from '../domain/editor/editor-document.js'
import { canvasMm, mmToPx, printPixels, trimBox, type PrintSpec } from '../domain/editor/print-spec.js'
import {
  clipToCanvas,
  cropOfPart,
  effectiveDpi,
  pixelCrop,
  visibleFramePart,
  type Size,
} from '../domain/editor/photo-geometry.js'

/**
 * Renders the print file of an editor document with sharp: background colour, the catalog design (if any), then
 * photos and texts in document order, at the article's print resolution. Only the stored upright uploads and the
 * bundled fonts are used; nothing drawn by the browser is trusted.
 */
export interface RenderInput {
  spec: PrintSpec
  doc: EditorDocument
  /** Stored upright photo per upload id (its bytes or a file path), already checked to belong to the document's owner. */
  photos: ReadonlyMap<string, { source: string | Buffer; width: number; height: number }>
  /** Art of the catalog design used as the background, or null. */
  designArt: ArtSpec | null
  fontsDir: string
}

export interface RenderedPrint {
  jpeg: Buffer
  width: number
  height: number
  dpi: number
  /** Lowest effective resolution of the document's photos (null without photos). */
  minPhotoDpi: number | null
}

type Layer = OverlayOptions
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 }
/** Every decode is capped like uploads are (a stored photo is at most this big anyway). */
const PIXEL_LIMIT = 60_000_000
/** A text raster wider than this is drawn at a lower density and scaled up (it mostly hangs off the print). */
const MAX_TEXT_PX = 12_000

export async function renderPrintFile(input: RenderInput): Promise<RenderedPrint> {
  const { spec, doc } = input
  const px = printPixels(spec)
  const layers: Layer[] = []
  if (input.designArt) layers.push(await designLayer(input.designArt, spec))
  let minPhotoDpi: number | null = null
  for (const item of doc.items) {
    if (item.type === 'photo') {
      const photo = input.photos.get(item.uploadId)
      if (!photo) throw new Error(`photo ${item.uploadId} is not available`)
      const dpi = effectiveDpi(item.crop, item)
      minPhotoDpi = minPhotoDpi === null ? dpi : Math.min(minPhotoDpi, dpi)
      const layer = await photoLayer(item, photo, spec, px)
      if (layer) layers.push(layer)
    } else {
      const layer = await textLayer(item, spec, px, input.fontsDir)
      if (layer) layers.push(layer)
    }
  }
  const jpeg = await sharp({
    create: { width: px.width, height: px.height, channels: 3, background: doc.background.color },
  })
    .composite(layers)
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .withMetadata({ density: spec.dpi })
    .toBuffer()
  return {
    jpeg,
    width: px.width,
    height: px.height,
    dpi: spec.dpi,
    minPhotoDpi: minPhotoDpi === null ? null : Math.round(minPhotoDpi * 10) / 10,
  }
}

/** The cart and account preview: the finished (trimmed) product, at most `longSide` pixels. */
export async function renderPreview(print: RenderedPrint, spec: PrintSpec, longSide = 480): Promise<Buffer> {
  const t = trimBox(spec)
  const scale = print.width / canvasMm(spec).width
  const left = Math.round(t.x * scale)
  const top = Math.round(t.y * scale)
  const width = Math.min(print.width - left, Math.round(t.width * scale))
  const height = Math.min(print.height - top, Math.round(t.height * scale))
  return sharp(print.jpeg)
    .extract({ left, top, width, height })
    .resize({ width: longSide, height: longSide, fit: 'inside' })
    .webp({ quality: 80 })
    .toBuffer()
}

/** The catalog art drawn for the print's proportions (same SVG at any resolution, so screen and print agree). */
export function designBackgroundSvg(art: ArtSpec, spec: PrintSpec): string {
  const c = canvasMm(spec)
  return designArtSvg(art, c.width * 4, c.height * 4)
}

/**
 * The catalog design rasterised over the whole print (trim and bleed) at the print's pixels: drawn straight at that
 * size (the SVG is laid out for the print's proportions, so the resize only absorbs rounding). The single-surface
 * print file composites it; a book's PDF places it under each page that has it (book-pdf.ts).
 */
export function designRaster(art: ArtSpec, spec: PrintSpec): Sharp {
  const px = printPixels(spec)
  const svg = designBackgroundSvg(art, spec)
  const density = (72 * px.width) / (canvasMm(spec).width * 4)
  return sharp(Buffer.from(svg), { density: Math.min(100_000, density) }).resize(px.width, px.height, { fit: 'fill' })
}

async function designLayer(art: ArtSpec, spec: PrintSpec): Promise<Layer> {
  const { data, info } = await designRaster(art, spec).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 }, left: 0, top: 0 }
}

async function photoLayer(
  item: PhotoItem,
  photo: { source: string | Buffer; width: number; height: number },
  spec: PrintSpec,
  px: Size,
): Promise<Layer | null> {
  const part = visibleFramePart(item, canvasMm(spec))
  if (!part) return null
  const crop = pixelCrop(cropOfPart(item.crop, item, part.local), photo)
  const w = Math.max(1, Math.round(mmToPx(part.local.width, spec.dpi)))
  const h = Math.max(1, Math.round(mmToPx(part.local.height, spec.dpi)))
  let img = await sharp(photo.source, { limitInputPixels: PIXEL_LIMIT })
    .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
    .resize(w, h, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (item.rotation % 360 !== 0) img = await rotateRaw(img, item.rotation)
  return place(img, mmToPx(part.centre.x, spec.dpi), mmToPx(part.centre.y, spec.dpi), px)
}

async function textLayer(item: TextItem, spec: PrintSpec, px: Size, fontsDir: string): Promise<Layer | null> {
  const font = FONTS.find((f) => f.id === item.fontId)!
  const longest = Math.max(...item.text.split('\n').map((l) => l.length))
  const estimate = longest * mmToPx(item.sizeMm, spec.dpi) * 0.7
  const dpi = estimate > MAX_TEXT_PX ? (spec.dpi * MAX_TEXT_PX) / estimate : spec.dpi
  const points = (item.sizeMm / 25.4) * 72
  let img = await sharp({
    text: {
      text: `<span foreground="${item.color}">${escapeXml(item.text)}</span>`,
      font: `${font.pango} ${points.toFixed(2)}`,
      fontfile: join(fontsDir, font.file),
      rgba: true,
      dpi: Math.max(1, Math.round(dpi)),
      align: item.align === 'center' ? 'centre' : item.align,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (dpi !== spec.dpi) {
    const scale = spec.dpi / dpi
    img = await sharp(img.data, { raw: { width: img.info.width, height: img.info.height, channels: 4 } })
      .resize(Math.round(img.info.width * scale), Math.round(img.info.height * scale))
      .raw()
      .toBuffer({ resolveWithObject: true })
  }
  if (item.rotation % 360 !== 0) img = await rotateRaw(img, item.rotation)
  return place(img, mmToPx(item.x, spec.dpi), mmToPx(item.y, spec.dpi), px)
}

type RawImage = { data: Buffer; info: OutputInfo }

function rotateRaw(img: RawImage, degrees: number): Promise<RawImage> {
  return sharp(img.data, { raw: { width: img.info.width, height: img.info.height, channels: img.info.channels as 4 } })
    .rotate(degrees, { background: TRANSPARENT })
    .raw()
    .toBuffer({ resolveWithObject: true })
}

/** Centres a raster at (cx, cy) px and keeps only what lands on the canvas. */
async function place(img: RawImage, cx: number, cy: number, canvas: Size): Promise<Layer | null> {
  const size = { width: img.info.width, height: img.info.height }
  const clip = clipToCanvas(cx - size.width / 2, cy - size.height / 2, size, canvas)
  if (!clip) return null
  const raw = { width: size.width, height: size.height, channels: 4 as const }
  const whole = clip.extract.width === size.width && clip.extract.height === size.height
  const data = whole
    ? img.data
    : await sharp(img.data, { raw })
        .extract({ left: clip.extract.x, top: clip.extract.y, width: clip.extract.width, height: clip.extract.height })
        .raw()
        .toBuffer()
  return {
    input: data,
    raw: { width: clip.extract.width, height: clip.extract.height, channels: 4 },
    left: clip.left,
    top: clip.top,
  }
}
