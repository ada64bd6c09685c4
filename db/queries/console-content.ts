import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../client.js'
import * as t from '../schema/index.js'

/** The shared catalog items a brand may override, with their texts in one language (marketer console). */

export function sharedBanners(db: Db, language: string) {
  return db
    .select({ key: t.banners.key, title: t.bannerTexts.title, subtitle: t.bannerTexts.subtitle, cta: t.bannerTexts.cta })
    .from(t.banners)
    .innerJoin(t.bannerTexts, and(eq(t.bannerTexts.bannerId, t.banners.id), eq(t.bannerTexts.language, language)))
    .orderBy(asc(t.banners.position))
    .all()
}

export function sharedLandings(db: Db, language: string) {
  return db
    .select({ key: t.landings.key, title: t.landingTexts.title, intro: t.landingTexts.intro, body: t.landingTexts.body, slug: t.landingTexts.slug })
    .from(t.landings)
    .innerJoin(t.landingTexts, and(eq(t.landingTexts.landingId, t.landings.id), eq(t.landingTexts.language, language)))
    .orderBy(asc(t.landings.position))
    .all()
}

export function sharedTags(db: Db, language: string) {
  return db
    .select({ key: t.tags.key, name: t.tagTexts.name, description: t.tagTexts.description, slug: t.tagTexts.slug })
    .from(t.tags)
    .innerJoin(t.tagTexts, and(eq(t.tagTexts.tagId, t.tags.id), eq(t.tagTexts.language, language)))
    .orderBy(asc(t.tagTexts.name))
    .all()
}

export function sharedOffers(db: Db, language: string) {
  return db
    .select({ key: t.offers.key, title: t.offerTexts.title, description: t.offerTexts.description, discountPercent: t.offers.discountPercent, validFrom: t.offers.validFrom, validTo: t.offers.validTo })
    .from(t.offers)
    .innerJoin(t.offerTexts, and(eq(t.offerTexts.offerId, t.offers.id), eq(t.offerTexts.language, language)))
    .orderBy(asc(t.offers.key))
    .all()
}
