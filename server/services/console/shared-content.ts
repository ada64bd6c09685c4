import type { Db } from '../../../db/client.js'
import { listBanners } from '../../../db/queries/catalog.js'
import * as cc from '../../../db/queries/console-content.js'

/**
 * The shared catalog content a brand may override in the console (banners, landing pages, tag pages), in
 * one language, with every text a brand may replace.
 */

export const CONTENT_KINDS = ['banners', 'landings', 'tags'] as const
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
  }
}
