import { transaction } from '../../db/transaction.js'
import type { Db } from '../client.js'
import * as hq from '../queries/help.js'
import { helpStructure, helpTexts, type HelpLanguageContent, type HelpTopicId } from './help-content.js'
import { readTenants } from '../queries/tenants.js'
import { tenantLanguages } from './seed-tenants.js'
import type { ShopLanguage } from '../../server/domain/vocabulary/shop-enums.js'
import { slugify } from '../../server/domain/catalog/slug.js'
import type { SeedDerivations } from './seed-derivations.js'

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

type HelpDerivations = Pick<SeedDerivations, 'rebuildHelpSearchIndex'>

const withBrand = (text: string, brand: string) => text.replaceAll('{brand}', brand)

/** A brand's category and topic texts in one language, from the built-in content (`{brand}` replaced). */
function brandRows(content: HelpContent, p: HelpTarget & { language: ShopLanguage }) {
  const categories = content.structure.map((category) => {
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
  const topics = content.structure.flatMap((category) =>
    category.topics.map((topicId) => {
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
    }),
  )
  return { categories, topics }
}

/**
 * `npm run ops -- help load <BRAND>`: the built-in help texts for one brand, in each of `languages` it has none in,
 * in one transaction (the help structure first when the shop has none). Returns the languages written.
 */
export async function loadBrandHelp(
  db: Db,
  content: HelpContent,
  target: HelpTarget,
  derive: HelpDerivations,
): Promise<ShopLanguage[]> {
  if ((await hq.countHelpCategories(db)) === 0)
    return (await seedHelpIfEmpty(db, content, [target], derive)) ? target.languages : []
  const have = await hq.helpTopicCountsByLanguage(db, target.brandSlug)
  const languages = target.languages.filter((l) => !have.get(l))
  if (languages.length === 0) return []
  const rows = languages.map((language) => brandRows(content, { ...target, language }))
  await transaction(db, async (tx) =>
    hq.insertHelpTexts(
      tx,
      rows.flatMap((r) => r.categories),
      rows.flatMap((r) => r.topics),
    ),
  )
  await derive.rebuildHelpSearchIndex(db)
  return languages
}

/**
 * Writes the help centre into a database without help categories, in one transaction: every category and topic,
 * with texts for each brand in each of its languages (`{brand}` replaced, slug from the title), then the search index.
 */
export async function seedHelpIfEmpty(
  db: Db,
  content: HelpContent,
  targets: HelpTarget[],
  derive: HelpDerivations,
): Promise<boolean> {
  if ((await hq.countHelpCategories(db)) > 0) return false
  const rows = targets.flatMap((t) => t.languages.map((language) => brandRows(content, { ...t, language })))
  const categoryTexts = rows.flatMap((r) => r.categories)
  const topicTexts = rows.flatMap((r) => r.topics)
  await transaction(db, async (tx) => {
    for (const [position, category] of content.structure.entries()) {
      await hq.insertHelpCategory(
        tx,
        { id: category.id, position },
        categoryTexts.filter((c) => c.categoryId === category.id),
      )
    }
    for (const category of content.structure) {
      for (const [position, topicId] of category.topics.entries()) {
        await hq.insertHelpTopic(
          tx,
          { id: topicId, categoryId: category.id, position },
          topicTexts.filter((t) => t.topicId === topicId),
        )
      }
    }
  })
  await derive.rebuildHelpSearchIndex(db)
  return true
}

/** The shop's help texts for every stored brand, in both modes; an existing shop gets a new brand's on its next start. */
export async function seedShopHelp(db: Db, derive: SeedDerivations): Promise<boolean> {
  return seedHelpIfEmpty(
    db,
    { structure: helpStructure, texts: helpTexts },
    (await readTenants(db)).tenants.map((t) => ({
      brandSlug: t.slug,
      displayName: t.displayName,
      languages: tenantLanguages(t),
    })),
    derive,
  )
}
