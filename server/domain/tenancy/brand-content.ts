import type { BrandOverrides } from './content-schema.js'

/**
 * Overlays a brand's own content (server/domain/tenancy/content-schema.ts) on the shared catalog rows of one language: replaced
 * texts and hidden banners. Rows keep their shape, so pages need no changes.
 */

type Overlaid<T> = T & { key: string }

function textsOf<F extends string>(
  item: { texts?: Partial<Record<string, Partial<Record<F, string>>>> } | undefined,
  language: string,
): Partial<Record<F, string>> {
  return item?.texts?.[language] ?? {}
}

export function overlayBanners<T extends Overlaid<{ title: string; subtitle: string; cta: string }>>(
  rows: T[],
  content: BrandOverrides,
  language: string,
): T[] {
  return rows
    .filter((b) => !content.banners[b.key]?.hidden)
    .map((b) => ({ ...b, ...textsOf(content.banners[b.key], language) }))
}

export function overlayLanding<T extends Overlaid<{ title: string; intro: string }>>(
  row: T,
  content: BrandOverrides,
  language: string,
): T {
  return { ...row, ...textsOf(content.landings[row.key], language) }
}

export function overlayTags<T extends Overlaid<{ name: string }>>(
  rows: T[],
  content: BrandOverrides,
  language: string,
): T[] {
  return rows.map((t) => ({ ...t, ...textsOf(content.tags[t.key], language) }))
}

export function overlayTag<T extends Overlaid<{ name: string }>>(row: T, content: BrandOverrides, language: string): T {
  return overlayTags([row], content, language)[0]!
}
