import type { Db } from '../client.js'
import * as hq from '../queries/help.js'
import type { HelpLanguageContent, HelpTopicId } from './help-content.js'
import type { ShopLanguage } from '../../server/domain/vocabulary/shop-enums.js'
import { slugify } from '../../server/domain/catalog/slug.js'
import { rebuildHelpSearchIndex } from '../../server/services/help/help-search.js'

export interface HelpContent {
  structure: readonly { id: number; topics: readonly number[] }[]
  texts: Record<ShopLanguage, HelpLanguageContent>
}

/** A brand and the languages its sites speak; help texts are written for each pair. */
export interface HelpTarget {
  brandSlug: string
  displayName: string
  languages: ShopLanguage[]
}

const withBrand = (text: string, brand: string) => text.replaceAll('{brand}', brand)

/**
 * Writes the help centre into a database without help categories, in one transaction: every category and topic,
 * with texts for each brand in each of its languages (`{brand}` replaced, slug from the title), then the search index.
 */
export function seedHelpIfEmpty(db: Db, content: HelpContent, targets: HelpTarget[]): boolean {
  if (hq.countHelpCategories(db) > 0) return false
  const pairs = targets.flatMap((t) => t.languages.map((language) => ({ ...t, language })))
  db.transaction((tx) => {
    const d = tx as unknown as Db
    content.structure.forEach((category, position) => {
      const texts = pairs.map((p) => {
        const c = content.texts[p.language].categories[category.id as keyof HelpLanguageContent['categories']]
        const name = withBrand(c.name, p.displayName)
        return {
          categoryId: category.id,
          brandSlug: p.brandSlug,
          language: p.language,
          name,
          slug: slugify(name),
          description: withBrand(c.description, p.displayName),
        }
      })
      hq.insertHelpCategory(d, { id: category.id, position }, texts)
    })
    content.structure.forEach((category) => {
      category.topics.forEach((topicId, position) => {
        const texts = pairs.map((p) => {
          const topic = content.texts[p.language].topics[topicId as HelpTopicId]
          const title = withBrand(topic.title, p.displayName)
          return {
            topicId,
            brandSlug: p.brandSlug,
            language: p.language,
            title,
            slug: slugify(title),
            body: topic.body.map((paragraph) => withBrand(paragraph, p.displayName)).join('\n\n'),
            keywords: withBrand(topic.keywords, p.displayName),
          }
        })
        hq.insertHelpTopic(d, { id: topicId, categoryId: category.id, position }, texts)
      })
    })
  })
  rebuildHelpSearchIndex(db)
  return true
}
