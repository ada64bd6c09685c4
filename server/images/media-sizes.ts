/**
 * Sizes shared by the media service (what it will render) and <ResponsiveImage> (what it asks for).
 * Keeping them in one pure module means a srcset can never name a width the server refuses.
 */
export const MEDIA_KINDS = ['design', 'article', 'banner', 'mockup', 'wrap', 'hero'] as const
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
  /** The flat design. */
  design: { w: 1, h: 1 },
  /** A product with a featured design (home tiles, products without a design). */
  article: { w: 4, h: 3 },
  banner: { w: 12, h: 5 },
  /** The design on the product it is sold as. */
  mockup: { w: 4, h: 3 },
  /** A mug design's print laid flat (mugs only). */
  wrap: { w: 4, h: 3 },
  /** The home page's picture: several products on a table; its id packs their article ids (heroId). */
  hero: { w: 3, h: 2 },
}

/** Article kinds whose designs also have a `wrap` view (the print laid flat as it goes round a mug). */
export const WRAP_KINDS: readonly string[] = ['MUG', 'MAGIC_MUG']

/**
 * Version of the generated artwork. Media URLs carry it (`?v=`), so browsers holding year-long immutable copies of
 * older drawings fetch the new ones, and the server keeps its renders in a directory per version.
 */
export const ART_VERSION = 2

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
  return `${MEDIA_BASE}/${kind}/${id}/${width}.${format}?v=${ART_VERSION}`
}

/** A hero picture's id: up to three article ids (100-999) of its products, back to front, as one number. */
export function heroId(articleIds: readonly number[]): number | null {
  const ids = articleIds.slice(0, 3)
  if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id < 100 || id > 999)) return null
  return ids.reduce((acc, id) => acc * 1000 + id, 0)
}

/** The article ids a hero id packs (the inverse of heroId), or [] for an id that packs none. */
export function heroArticleIds(id: number): number[] {
  const ids: number[] = []
  for (let rest = id; rest > 0; rest = Math.floor(rest / 1000)) ids.unshift(rest % 1000)
  return ids.length <= 3 && ids.every((a) => a >= 100) ? ids : []
}
