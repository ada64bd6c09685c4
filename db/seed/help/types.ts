/**
 * Shape of the help centre content of one language. Ids are fixed (the spec's stage lists and the help blocks
 * name them), so a language that misses a category or topic does not compile.
 *
 * Texts may use `{brand}` (replaced by the brand's display name when seeding). Topic bodies are paragraphs in the
 * markup of server/domain/help/help-markup.ts: lines starting with "- " form a list, `[label](/logical/path)` is a link.
 */
export const HELP_CATEGORY_IDS = [3, 5, 1, 2, 7, 6] as const
export type HelpCategoryId = (typeof HELP_CATEGORY_IDS)[number]

export const HELP_TOPIC_IDS = [
  25, 90, 35, 27, 19, 29, 31, 21, 23, 17, 33, 45, 41, 43, 47, 51, 53, 8, 11, 26, 61, 65,
] as const
export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number]

export interface HelpCategoryText {
  name: string
  description: string
}

export interface HelpTopicText {
  title: string
  /** Extra search words (synonyms, brand names of payment methods...), comma separated. */
  keywords: string
  /** 2-4 paragraphs; a paragraph whose lines all start with "- " is a list. */
  body: string[]
}

export interface HelpLanguageContent {
  categories: Record<HelpCategoryId, HelpCategoryText>
  topics: Record<HelpTopicId, HelpTopicText>
}
