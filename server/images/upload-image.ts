import { sharp } from './sharp.js'
import type { Metadata } from 'sharp'
import exifReader from 'exif-reader'
import { takenAtFromExif } from '../domain/uploads/taken-at.js'

/**
 * Photo uploads through sharp. The pixel count is checked from the header before anything is decoded, and every
 * decode is capped by limitInputPixels as well: a small file that unpacks into a gigantic bitmap (a decompression
 * bomb) is refused instead of exhausting memory.
 */
export const UPLOAD_LIMITS = {
  /** Largest accepted file (images, PDF, ZIP). */
  bytes: 25 * 1024 * 1024,
  /** Largest accepted image, in pixels (about 8700 × 5800). */
  pixels: 50_000_000,
} as const

export const THUMB_WIDTH = 320
/** The editor works on this copy (long side), never on the full photo; print files use the full one. */
export const SCREEN_LONG_SIDE = 2048

export type InspectResult =
  | { ok: true; width: number; height: number; hasAlpha: boolean }
  | {
      ok: false
      status: 413 | 415 | 422
      code: 'too_many_pixels' | 'unsupported_image' | 'unreadable_image'
      message: string
    }

/** Header only: the upright size (EXIF orientations 5-8 swap the sides) and whether the image has transparency. */
export async function inspectImage(data: Buffer | string): Promise<InspectResult> {
  let meta: Metadata
  try {
    // Reading the header decodes no pixels, so no limit is needed for it; the size is then checked here.
    meta = await sharp(data, { limitInputPixels: false }).metadata()
  } catch {
    return {
      ok: false,
      status: 415,
      code: 'unsupported_image',
      message: 'This image format cannot be read. Please upload a JPEG, PNG or WebP photo.',
    }
  }
  const { width, height } = meta
  if (!width || !height)
    return { ok: false, status: 422, code: 'unreadable_image', message: 'The image has no readable size.' }
  if (width * height > UPLOAD_LIMITS.pixels) {
    return {
      ok: false,
      status: 413,
      code: 'too_many_pixels',
      message: `The image has ${width} × ${height} pixels; at most ${UPLOAD_LIMITS.pixels / 1_000_000} megapixels are accepted.`,
    }
  }
  const swap = (meta.orientation ?? 1) >= 5
  return { ok: true, width: swap ? height : width, height: swap ? width : height, hasAlpha: meta.hasAlpha === true }
}

export interface NormalizedImage {
  /** The upright photo in sRGB without EXIF (so no location data is kept): PNG when transparent, else JPEG. */
  main: Buffer
  ext: 'png' | 'jpg'
  thumb: Buffer
  screen: Buffer
  width: number
  height: number
}

/**
 * The stored copy, the thumbnail and the editor's screen copy, one after another, each streamed by libvips from the
 * file (orientation applied, sRGB): no decoded bitmap of the whole photo is ever held (a 48 MP photo would be 144 MB
 * of raw pixels), and JPEG thumbnails decode at a fraction of the size (shrink-on-load). The stored JPEG is written
 * without optimised Huffman tables: optimising them makes libjpeg hold every coefficient of the photo (some 570 MB
 * for 48 MP) for a file a few per cent smaller. Decision 025.
 */
export async function normalizeImage(data: Buffer | string, hasAlpha: boolean): Promise<NormalizedImage | null> {
  try {
    const from = () =>
      sharp(data, { limitInputPixels: UPLOAD_LIMITS.pixels, failOn: 'error', sequentialRead: true })
        .rotate()
        .toColourspace('srgb')
    const main = await (
      hasAlpha
        ? from().png({ compressionLevel: 6 })
        : from().removeAlpha().jpeg({ quality: 92, chromaSubsampling: '4:4:4', optimiseCoding: false })
    ).toBuffer({ resolveWithObject: true })
    const thumb = await from()
      .resize({ width: THUMB_WIDTH, height: THUMB_WIDTH, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer()
    const screen = await from()
      .resize({ width: SCREEN_LONG_SIDE, height: SCREEN_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer()
    return {
      main: main.data,
      ext: hasAlpha ? 'png' : 'jpg',
      thumb,
      screen,
      width: main.info.width,
      height: main.info.height,
    }
  } catch {
    return null
  }
}

/**
 * When the photo was taken, from the EXIF of the file as sent (the stored copy has none: it is dropped with the
 * location). Header only, nothing decoded. A photo without EXIF, or with a block too damaged to read, has no date:
 * the date only orders auto-fill, so it never fails an upload.
 */
export async function photoTakenAt(data: Buffer | string, now: number): Promise<number | null> {
  try {
    const { exif } = await sharp(data, { limitInputPixels: false }).metadata()
    return exif ? takenAtFromExif(exifReader(exif), now) : null
  } catch {
    return null
  }
}
