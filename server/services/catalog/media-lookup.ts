import type { Db } from '../../../db/client.js'
import { articleArt, bannerArt, designArt } from '../../../db/queries/catalog.js'
import { FEATURED_MOTIF, type ArtSpec } from '../../images/art-spec.js'
import { heroArticleIds, WRAP_KINDS } from '../../images/media-sizes.js'
import type { ArtLookup } from './media-cache.js'
import { hashString } from '../../domain/catalog/seeded-random.js'

/** A product on its own shows a design of its featured motif (a mug with coffee cups, a canvas with mountains). */
async function articleSpec(db: Db, id: number): Promise<ArtSpec | null> {
  const a = await articleArt(db, id)
  if (!a) return null
  return {
    kind: 'article',
    seed: id,
    motif: FEATURED_MOTIF[a.kind] ?? a.code,
    hue: hashString(a.code) % 360,
    articleKind: a.kind,
  }
}

/** Catalog rows -> drawing instructions for the generated images; unknown ids have no image (404). */
export function catalogArtLookup(db: Db): ArtLookup {
  return async (kind, id): Promise<ArtSpec | null> => {
    if (kind === 'design' || kind === 'mockup' || kind === 'wrap') {
      const d = await designArt(db, id)
      if (!d || (kind === 'wrap' && !WRAP_KINDS.includes(d.articleKind))) return null
      return { kind, seed: id, motif: d.motif, hue: d.hue, articleKind: d.articleKind }
    }
    if (kind === 'article') return articleSpec(db, id)
    if (kind === 'hero') {
      const products = await Promise.all(heroArticleIds(id).map((a) => articleSpec(db, a)))
      if (products.length === 0 || products.some((p) => p === null)) return null
      return { kind, seed: id, motif: '', hue: products[0]!.hue, products: products as ArtSpec[] }
    }
    const b = await bannerArt(db, id)
    return b ? { kind, seed: id, motif: b.key, hue: b.hue } : null
  }
}
