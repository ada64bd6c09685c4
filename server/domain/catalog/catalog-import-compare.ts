import { SHOP_LANGUAGES } from '../vocabulary/shop-enums.js'
import type { CatalogueArticle, CatalogueOption, CatalogueVariant } from './catalog-csv-format.js'
import { slugify } from './slug.js'

/** Whether the stored catalogue already says what the file says, part by part (catalog-import-plan.ts). */

/** Key order is not meaning: PostgreSQL's jsonb stores keys in an order of its own. */
const samePairs = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v)

const sameLabels = (a: Record<string, string>, b: Record<string, string>) => SHOP_LANGUAGES.every((l) => a[l] === b[l])

export const sameFields = (a: CatalogueArticle, b: CatalogueArticle) =>
  a.kind === b.kind && a.popularity === b.popularity && samePairs(a.attributes, b.attributes)

/** Stored texts carry the slug they were saved with; one that no longer follows from the name is rewritten too. */
export function sameTexts(stored: CatalogueArticle, b: CatalogueArticle): boolean {
  return SHOP_LANGUAGES.every((l) => {
    const [x, y] = [stored.texts[l], b.texts[l]]
    return (
      !!x &&
      !!y &&
      x.name === y.name &&
      x.namePlural === y.namePlural &&
      x.description === y.description &&
      x.slug === slugify(y.namePlural)
    )
  })
}

export function sameOptions(a: readonly CatalogueOption[], b: readonly CatalogueOption[]): boolean {
  const key = (o: { key: string }) => o.key
  const sorted = <T extends { key: string }>(xs: readonly T[]) => [...xs].sort((x, y) => (key(x) < key(y) ? -1 : 1))
  const [xs, ys] = [sorted(a), sorted(b)]
  return (
    xs.length === ys.length &&
    xs.every((x, i) => {
      const y = ys[i]!
      const [xv, yv] = [sorted(x.values), sorted(y.values)]
      return (
        x.key === y.key &&
        x.position === y.position &&
        sameLabels(x.labels, y.labels) &&
        xv.length === yv.length &&
        xv.every(
          (v, j) => v.key === yv[j]!.key && v.position === yv[j]!.position && sameLabels(v.labels, yv[j]!.labels),
        )
      )
    })
  )
}

export const sameSpec = (a: CatalogueVariant, b: CatalogueVariant) =>
  samePairs(a.options, b.options) &&
  a.widthMm === b.widthMm &&
  a.heightMm === b.heightMm &&
  a.bleedMm === b.bleedMm &&
  a.minDpi === b.minDpi &&
  a.position === b.position
