/**
 * Help centre content: the fixed categories and topics (ids, order) and their texts in all 12 shop languages, one
 * file per language under ./help/. Texts are data, not UI strings: they are seeded per brand with `{brand}` replaced
 * by the brand's display name, and slugs are derived from the titles by code (server/domain/catalog/slug.ts).
 *
 * Stage lists (spec section 9) and help blocks name topics by id; what each id is about:
 *   Orders & payment (3):      25 how to order, 90 payment methods, 35 bank transfer, 27 promotion codes,
 *                              19 change or cancel, 29 order statuses, 31 invoices, 21 contact customer service
 *   Shipping & delivery (5):   23 delivery times and costs, 17 tracking, 33 parcel not arrived
 *   Designing & uploading (1): 45 personalising a design, 41 photo resolution, 43 file formats, 47 can't find a design
 *   Products & quality (2):    51 print quality and colours, 53 product care
 *   Returns & refunds (7):     8 damaged or faulty, 11 returning personalised products, 26 refunds
 *   Account & privacy (6):     61 account or guest, 65 photos and personal data
 */
import type { ShopLanguage } from '../../server/domain/vocabulary/shop-enums.js'
import type { HelpCategoryId, HelpLanguageContent, HelpTopicId } from './help/types.js'
import { cs } from './help/cs.js'
import { da } from './help/da.js'
import { de } from './help/de.js'
import { en } from './help/en.js'
import { es } from './help/es.js'
import { fi } from './help/fi.js'
import { fr } from './help/fr.js'
import { it } from './help/it.js'
import { nl } from './help/nl.js'
import { pl } from './help/pl.js'
import { pt } from './help/pt.js'
import { sv } from './help/sv.js'

export type { HelpCategoryId, HelpLanguageContent, HelpTopicId } from './help/types.js'

/** Categories in display order, each with its topics in display order. */
export const helpStructure: readonly { id: HelpCategoryId; topics: readonly HelpTopicId[] }[] = [
  { id: 3, topics: [25, 90, 35, 27, 19, 29, 31, 21] },
  { id: 5, topics: [23, 17, 33] },
  { id: 1, topics: [45, 41, 43, 47] },
  { id: 2, topics: [51, 53] },
  { id: 7, topics: [8, 11, 26] },
  { id: 6, topics: [61, 65] },
]

export const helpTexts: Record<ShopLanguage, HelpLanguageContent> = { es, de, fr, it, pt, nl, da, pl, cs, en, sv, fi }
