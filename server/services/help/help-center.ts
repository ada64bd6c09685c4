import type { Db } from '../../../db/client.js'
import * as hq from '../../../db/queries/help.js'
import type { HelpScope, HelpTopicLink } from '../../../db/queries/help.js'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import {
  HELP_BLOCK_TOPICS,
  HELP_STAGES,
  helpPath,
  type HelpBlockMode,
  type HelpLink,
  type HelpStageKey,
} from '../../domain/help/help-center.js'
import {
  excerpt,
  helpBodyText,
  parseHelpBody,
  type HelpBodyBlock,
  type HelpInline,
} from '../../domain/help/help-markup.js'
import { searchHelpTopics } from './help-search.js'

/** Use cases behind the help centre pages and help blocks: each returns what its page renders, or null for "no such page". */

export type { HelpScope }

export type SlugsByLanguage = Partial<Record<ShopLanguage, string>>

const EXCERPT_LENGTH = 160

const topicLink = (t: HelpTopicLink): HelpLink => ({ id: t.id, title: t.title, path: helpPath('topic', t.slug, t.id) })
const slugMap = (rows: { language: string; slug: string }[]): SlugsByLanguage =>
  Object.fromEntries(rows.map((r) => [r.language, r.slug]))

/** Topics in the order the ids are given (stage lists and help blocks have their own order); missing ones are skipped. */
function linksInOrder(topics: readonly HelpTopicLink[], ids: readonly number[]): HelpLink[] {
  const byId = new Map(topics.map((t) => [t.id, t]))
  return ids.flatMap((id) => {
    const t = byId.get(id)
    return t ? [topicLink(t)] : []
  })
}

export interface HelpStageView {
  key: HelpStageKey
  category: { name: string; path: string } | null
  topics: HelpLink[]
}

export interface HelpSearchResult extends HelpLink {
  categoryName: string
  excerpt: string
}

/** /help-center: every category with its topics, the stage lists, and, with ?query=, the matching topics. */
export async function helpCenterPage(db: Db, s: HelpScope, query: string | null) {
  const categories = await hq.listHelpCategories(db, s)
  const topics = await hq.listHelpTopics(db, s)
  const categoryViews = categories.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    path: helpPath('category', c.slug, c.id),
    topics: topics.filter((t) => t.categoryId === c.id).map(topicLink),
  }))
  const stages: HelpStageView[] = HELP_STAGES.map((stage) => {
    const category = stage.categoryId === null ? undefined : categoryViews.find((c) => c.id === stage.categoryId)
    return {
      key: stage.key,
      category: category ? { name: category.name, path: category.path } : null,
      topics: linksInOrder(topics, stage.topicIds),
    }
  })
  return {
    categories: categoryViews,
    stages,
    search: query === null ? null : { query, results: await searchResults(db, s, query, categories) },
  }
}

async function searchResults(
  db: Db,
  s: HelpScope,
  query: string,
  categories: hq.HelpCategoryRow[],
): Promise<HelpSearchResult[]> {
  const ids = await searchHelpTopics(db, { brandSlug: s.brandSlug, language: s.language as ShopLanguage, query })
  const rows = new Map((await hq.listHelpTopicsWithBody(db, s, { ids })).map((t) => [t.id, t]))
  const names = new Map(categories.map((c) => [c.id, c.name]))
  return ids.flatMap((id) => {
    const t = rows.get(id)
    return t
      ? [
          {
            ...topicLink(t),
            categoryName: names.get(t.categoryId) ?? '',
            excerpt: excerpt(helpBodyText(t.body), EXCERPT_LENGTH),
          },
        ]
      : []
  })
}

/** /help-center/category/{id}: the category, its topics with an excerpt, and the other categories. */
export async function helpCategoryPage(db: Db, s: HelpScope, id: number) {
  const category = await hq.getHelpCategory(db, s, id)
  if (!category) return null
  const topics = (await hq.listHelpTopicsWithBody(db, s, { categoryId: id })).map((t) => ({
    ...topicLink(t),
    excerpt: excerpt(helpBodyText(t.body), EXCERPT_LENGTH),
  }))
  const others = (await hq.listHelpCategories(db, s))
    .filter((c) => c.id !== id)
    .map((c) => ({ id: c.id, name: c.name, path: helpPath('category', c.slug, c.id) }))
  return {
    category: {
      id: category.id,
      name: category.name,
      description: category.description,
      slug: category.slug,
      path: helpPath('category', category.slug, category.id),
    },
    topics,
    others,
    slugs: slugMap(await hq.helpCategorySlugs(db, s.brandSlug, id)),
  }
}

/** /help-center/topic/{id}: the topic body (parsed markup), its category, the category's other topics. */
export async function helpTopicPage(db: Db, s: HelpScope, id: number) {
  const topic = await hq.getHelpTopic(db, s, id)
  if (!topic) return null
  const category = await hq.getHelpCategory(db, s, topic.categoryId)
  if (!category) return null
  const siblings = await hq.listHelpTopics(db, s, { categoryId: topic.categoryId })
  return {
    topic: {
      id: topic.id,
      title: topic.title,
      slug: topic.slug,
      path: helpPath('topic', topic.slug, topic.id),
      blocks: await canonicalHelpLinks(db, s, parseHelpBody(topic.body)),
      description: excerpt(helpBodyText(topic.body), EXCERPT_LENGTH),
    },
    category: { id: category.id, name: category.name, path: helpPath('category', category.slug, category.id) },
    related: siblings.filter((t) => t.id !== topic.id).map(topicLink),
    slugs: slugMap(await hq.helpTopicSlugs(db, s.brandSlug, id)),
  }
}

const ID_LINK = /^\/help-center\/(topic|category)\/\d+$/
const isIdLink = (inline: HelpInline): inline is HelpInline & { href: string } =>
  'href' in inline && ID_LINK.test(inline.href)

/**
 * Bodies link to other topics by id (`/help-center/topic/8`); pages show the canonical slug path instead of a redirect.
 * The paths are read only for a body that has such a link.
 */
async function canonicalHelpLinks(db: Db, s: HelpScope, blocks: HelpBodyBlock[]): Promise<HelpBodyBlock[]> {
  const inlines = blocks.flatMap((b) => (b.kind === 'paragraph' ? b.inlines : b.items.flat()))
  if (!inlines.some(isIdLink)) return blocks
  const paths = new Map<string, string>([
    ...(await hq.listHelpTopics(db, s)).map(
      (t) => [`/help-center/topic/${t.id}`, helpPath('topic', t.slug, t.id)] as const,
    ),
    ...(await hq.listHelpCategories(db, s)).map(
      (c) => [`/help-center/category/${c.id}`, helpPath('category', c.slug, c.id)] as const,
    ),
  ])
  const fix = (inline: HelpInline): HelpInline =>
    isIdLink(inline) ? { text: inline.text, href: paths.get(inline.href) ?? inline.href } : inline
  return blocks.map((b) =>
    b.kind === 'paragraph'
      ? { kind: b.kind, inlines: b.inlines.map(fix) }
      : { kind: b.kind, items: b.items.map((item) => item.map(fix)) },
  )
}

/** The topics a help block shows (404: general, SEARCH_PAGE: design and upload, CART: before purchase). */
export async function helpBlockTopics(db: Db, s: HelpScope, mode: HelpBlockMode): Promise<HelpLink[]> {
  const ids = HELP_BLOCK_TOPICS[mode]
  return linksInOrder(await hq.listHelpTopics(db, s, { ids }), ids)
}
