/**
 * Sizes shared by the media service (what it will render) and <ResponsiveImage> (what it asks for).
 * Keeping them in one pure module means a srcset can never name a width the server refuses.
 */
export const MEDIA_KINDS = ['design', 'article', 'banner'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg'] as const
export type MediaFormat = (typeof MEDIA_FORMATS)[number]

/** A short fixed list keeps the disk cache bounded: at most 6 widths × 3 formats per image. */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280] as const
export type MediaWidth = (typeof MEDIA_WIDTHS)[number]

export interface Aspect {
  w: number
  h: number
}

export const ASPECT: Readonly<Record<MediaKind, Aspect>> = {
  design: { w: 1, h: 1 },
  article: { w: 4, h: 3 },
  banner: { w: 12, h: 5 },
}

export const MEDIA_CONTENT_TYPES: Readonly<Record<MediaFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
}

/** Mounted by the app at this prefix; URLs are /media/<kind>/<id>/<width>.<format>. */
export const MEDIA_BASE = '/media'

export function isMediaWidth(width: number): width is MediaWidth {
  return (MEDIA_WIDTHS as readonly number[]).includes(width)
}

/** Rounded the same way everywhere so the <img height> matches the rendered pixels exactly. */
export function heightFor(width: number, aspect: Aspect): number {
  return Math.round((width * aspect.h) / aspect.w)
}

export function mediaUrl(kind: MediaKind, id: number, width: number, format: MediaFormat): string {
  return `${MEDIA_BASE}/${kind}/${id}/${width}.${format}`
}
