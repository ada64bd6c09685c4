import { describe, expect, test } from 'vitest'
import { helpStructure, helpTexts } from '../../db/seed/help-content.js'
import { HELP_CATEGORY_IDS, HELP_TOPIC_IDS } from '../../db/seed/help/types.js'
import { SHOP_LANGUAGES } from '../../server/domain/vocabulary/shop-enums.js'
import { HELP_STAGES, referencedTopicIds } from '../../server/domain/help/help-center.js'
import { parseHelpBody } from '../../server/domain/help/help-markup.js'
import { slugify } from '../../server/domain/catalog/slug.js'

const topicIds = helpStructure.flatMap((c) => c.topics)
const LINK = /\[([^\]\n]+)\]\(([^)\s]*)\)/g
/** Logical paths a help body may link to (pages that exist in every shop). */
const LINKABLE =
  /^\/(cart|contact|tracking|newsletter|offers|tags-list|login|login\/password-reset|accounts\/(orders|tickets|designs)|_section\/cookies-info|_section\/legal\/privacy|help-center\/(topic|category)\/\d+)$/

describe('help centre content', () => {
  test('the structure holds every category and topic id once; stages and help blocks only name existing ids', () => {
    expect(helpStructure.map((c) => c.id).sort()).toEqual([...HELP_CATEGORY_IDS].sort())
    expect([...topicIds].sort()).toEqual([...HELP_TOPIC_IDS].sort())
    expect(new Set(topicIds).size).toBe(topicIds.length)
    for (const id of referencedTopicIds()) expect(topicIds, `topic ${id}`).toContain(id)
    for (const stage of HELP_STAGES)
      if (stage.categoryId !== null) expect(HELP_CATEGORY_IDS).toContain(stage.categoryId)
  })

  test.each(SHOP_LANGUAGES)(
    '%s: every text present, 2-4 paragraphs, safe links, only the {brand} placeholder, distinct slugs',
    (lang) => {
      const content = helpTexts[lang]
      for (const id of HELP_CATEGORY_IDS) {
        expect(content.categories[id].name.trim(), `category ${id}`).not.toBe('')
        expect(content.categories[id].description.trim(), `category ${id}`).not.toBe('')
      }
      const slugs = new Set<string>()
      for (const id of HELP_TOPIC_IDS) {
        const topic = content.topics[id]
        const where = `${lang} topic ${id}`
        expect(topic.title.trim(), where).not.toBe('')
        expect(topic.keywords.trim(), where).not.toBe('')
        expect(topic.body.length, where).toBeGreaterThanOrEqual(2)
        expect(topic.body.length, where).toBeLessThanOrEqual(5)
        const slug = slugify(topic.title)
        expect(slug, where).toMatch(/^[\p{L}\p{N}-]+$/u)
        slugs.add(slug)
        for (const text of [topic.title, topic.keywords, ...topic.body]) {
          expect(text.replaceAll('{brand}', ''), where).not.toMatch(/[{}<>]/)
          for (const [, , href] of text.matchAll(LINK)) expect(href, where).toMatch(LINKABLE)
        }
        for (const [, id] of topic.body.join('\n').matchAll(/\(\/help-center\/topic\/(\d+)\)/g))
          expect(topicIds, where).toContain(Number(id))
        // Every paragraph parses to visible text.
        expect(parseHelpBody(topic.body.join('\n\n')).length, where).toBe(topic.body.length)
      }
      expect(slugs.size, `${lang} topic slugs are distinct`).toBe(HELP_TOPIC_IDS.length)
    },
  )

  test('translations are translated: no topic title is the English one', () => {
    for (const lang of SHOP_LANGUAGES.filter((l) => l !== 'en')) {
      for (const id of HELP_TOPIC_IDS)
        expect(helpTexts[lang].topics[id].title, `${lang} ${id}`).not.toBe(helpTexts.en.topics[id].title)
    }
  })
})
