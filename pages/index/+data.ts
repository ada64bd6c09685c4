// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { homePage } from '../../server/services/catalog/catalog-pages.js'
import { db, storefront } from '../page-context.js'

export function data(pc: PageContextServer) {
  return homePage(db(pc), storefront(pc), pc.now ?? Date.now())
}
export type Data = Awaited<ReturnType<typeof data>>
