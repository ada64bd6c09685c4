// https://vike.dev/data (the error page's own data: the 404 help block)
import type { PageContextServer } from 'vike/types'
import { helpBlockData } from '../help-data.js'

/**
 * Only the 404 view shows a help block. A failing lookup must not turn the 404 into a 500: it is reported on stderr
 * and the block keeps its fixed links (help centre, tracking, contact).
 */
export async function data(pc: PageContextServer) {
  if (pc.is404 !== true || !pc.tenant) return { helpTopics: [] }
  try {
    return { helpTopics: await helpBlockData(pc, '404') }
  } catch (error) {
    console.error('help block of the 404 page failed', error)
    return { helpTopics: [] }
  }
}
export type Data = Awaited<ReturnType<typeof data>>
