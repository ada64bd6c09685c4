import type { Db } from '../../../db/client.js'
import { listBanners, listOffers } from '../../../db/queries/catalog.js'
import * as cc from '../../../db/queries/console-content.js'

/**
 * The shared catalog content a brand may override in the console (banners, landing pages, tag pages, offers), in
 * one language, with every text a brand may replace.
 */

export const CONTENT_KINDS = ['banners', 'landings', 'tags', 'offers'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

export type SharedItem = { key: string; label: string } & Record<string, string | number>

export async function sharedItems(db: Db, kind: ContentKind, language: string): Promise<SharedItem[]> {
  switch (kind) {
    case 'banners':
      return (await listBanners(db, language)).map((b) => ({
        key: b.key,
        title: b.title,
        subtitle: b.subtitle,
        cta: b.cta,
        label: b.title,
      }))
    case 'landings':
      return (await cc.sharedLandings(db, language)).map((l) => ({ ...l, label: l.title }))
    case 'tags':
      return (await cc.sharedTags(db, language)).map((x) => ({ ...x, label: x.name }))
    case 'offers':
      return (await listOffers(db, language)).map((o) => ({
        key: o.key,
        title: o.title,
        description: o.description,
        discountPercent: o.discountPercent,
        validFrom: o.validFrom,
        validTo: o.validTo,
        label: o.title,
      }))
  }
}
