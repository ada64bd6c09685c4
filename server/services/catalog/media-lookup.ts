import type { Db } from '../../../db/client.js'
import { articleArt, bannerArt, designArt } from '../../../db/queries/catalog.js'
import type { ArtSpec } from '../../images/art-spec.js'
import type { ArtLookup } from './media-cache.js'
import { hashString } from '../../domain/catalog/seeded-random.js'

/** Catalog rows -> drawing instructions for the generated images; unknown ids have no image (404). */
export function catalogArtLookup(db: Db): ArtLookup {
  return (kind, id): ArtSpec | null => {
    if (kind === 'design') {
      const d = designArt(db, id)
      return d ? { kind, seed: id, motif: d.motif, hue: d.hue, articleKind: d.articleKind } : null
    }
    if (kind === 'article') {
      const a = articleArt(db, id)
      return a ? { kind, seed: id, motif: a.code, hue: hashString(a.code) % 360, articleKind: a.kind } : null
    }
    const b = bannerArt(db, id)
    return b ? { kind, seed: id, motif: b.key, hue: b.hue } : null
  }
}
