// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { tagsListPage } from '../../server/services/catalog/catalog-pages.js'
import { db, storefront } from '../page-context.js'

export function data(pc: PageContextServer) {
  return tagsListPage(db(pc), storefront(pc))
}
export type Data = Awaited<ReturnType<typeof data>>
