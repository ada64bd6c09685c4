import type { Sharp } from 'sharp'
import { sharp } from './sharp.js'

export type RasterFormat = 'avif' | 'webp' | 'jpeg'

/**
 * Rasterises an SVG at exactly `width` pixels (height follows the SVG's own aspect ratio).
 *
 * The density is chosen so librsvg draws the vectors straight at the target size: rasterising at the
 * default 72 dpi and upscaling would blur text and edges, and rasterising far larger then shrinking
 * costs time for nothing. The resize afterwards only absorbs rounding.
 */
export async function renderImage(svg: string, width: number, format: RasterFormat): Promise<Buffer> {
  if (!Number.isInteger(width) || width < 1 || width > 8192) throw new RangeError(`Invalid render width ${width}`)
  const intrinsic = svgIntrinsicWidth(svg)
  // sharp accepts densities in 1..100000; clamping only matters for absurd inputs.
  const density = Math.min(100_000, Math.max(1, (72 * width) / intrinsic))
  return encodeImage(sharp(Buffer.from(svg), { density }).resize({ width }), format)
}

/** The shop's encoder settings per format, shared by every generated image. */
export function encodeImage(image: Sharp, format: RasterFormat): Promise<Buffer> {
  switch (format) {
    case 'avif':
      // Effort 2 keeps a 1280px encode well under a second; higher efforts save a few % for several × the CPU.
      return image.avif({ quality: 55, effort: 2 }).toBuffer()
    case 'webp':
      return image.webp({ quality: 80 }).toBuffer()
    case 'jpeg':
      // JPEG has no alpha: flatten onto white rather than sharp's default black.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  }
}

/** The width librsvg would use at 72 dpi: the root `width` attribute, else the viewBox width. */
export function svgIntrinsicWidth(svg: string): number {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0]
  if (!root) throw new Error('Not an SVG document')
  const attr = /\swidth\s*=\s*["']\s*([\d.]+)(px)?\s*["']/i.exec(root)?.[1]
  const viewBox = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)/i.exec(root)?.[1]
  const value = Number(attr ?? viewBox)
  if (!Number.isFinite(value) || value <= 0) throw new Error('SVG has no usable width or viewBox')
  return value
}
