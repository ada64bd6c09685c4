import { tablesOf } from '../client.js'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../client.js'

/**
 * Shared landings and tags with every text a brand may override, in one language (marketer console; banners and
 * offers come from the shop's own lists, which carry all their fields already).
 */

export async function sharedLandings(db: Db, language: string) {
  const t = tablesOf(db)
  return await db
    .select({
      key: t.landings.key,
      title: t.landingTexts.title,
      intro: t.landingTexts.intro,
      body: t.landingTexts.body,
      slug: t.landingTexts.slug,
    })
    .from(t.landings)
    .innerJoin(t.landingTexts, and(eq(t.landingTexts.landingId, t.landings.id), eq(t.landingTexts.language, language)))
    .orderBy(asc(t.landings.position))
}

export async function sharedTags(db: Db, language: string) {
  const t = tablesOf(db)
  return await db
    .select({ key: t.tags.key, name: t.tagTexts.name, description: t.tagTexts.description, slug: t.tagTexts.slug })
    .from(t.tags)
    .innerJoin(t.tagTexts, and(eq(t.tagTexts.tagId, t.tags.id), eq(t.tagTexts.language, language)))
    .orderBy(asc(t.tagTexts.name))
}
