import type { Plugin } from 'vite'

/**
 * Per-page catalogs (issue 16, decision 032): which Lingui messages the browser code of each page can render.
 *
 * The macros compile every message to a descriptor with its generated id (`{id:"f3ZN0e"}`; production builds drop
 * the source text), so the ids a page's client code uses are the ids written in the chunks it loads. After the client
 * build, each Vike page entry's chunks (static imports and lazy ones: a dialog or the editor loaded later still needs
 * its text) are scanned; the SSR build then reads the result as `virtual:page-message-ids` and the server sends a page
 * only its own messages (pages/+onBeforeRender.ts). Text only the server renders (mails, the <head>) never reaches the
 * browser. Vike builds the client before the server (the server needs the client's manifest).
 */
export const PAGE_MESSAGE_IDS = 'virtual:page-message-ids'
const RESOLVED = '\0' + PAGE_MESSAGE_IDS
const PAGE_ENTRY = 'virtual:vike:page-entry:client:'
/** A page entry's page id (`/pages/index`), from its chunk's module id (a virtual module: Rollup prefixes `\0`). */
const pageIdOf = (moduleId: string | null | undefined) =>
  moduleId?.replace(/^\0/, '').startsWith(PAGE_ENTRY) ? moduleId.replace(/^\0/, '').slice(PAGE_ENTRY.length) : undefined

/** Lingui's generated ids are 6 characters of base64 (sha256 of the message). */
const DESCRIPTOR_ID = /\bid:\s*["'`]([A-Za-z0-9+/]{6})["'`]/g

/** The message ids a piece of built client code refers to. */
export function messageIdsOfCode(code: string): string[] {
  return [...code.matchAll(DESCRIPTOR_ID)].map((m) => m[1]!)
}

interface ChunkGraph {
  code(file: string): string
  imports(file: string): readonly string[]
  /** Page entries: the router imports every page lazily, and another page's text is that page's own. */
  isPageEntry(file: string): boolean
}

/** Every message id reachable from the page entry `entry` through static and dynamic imports, sorted. */
export function messageIdsOfEntry(entry: string, graph: ChunkGraph): string[] {
  const ids = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || (file !== entry && graph.isPageEntry(file))) return
    seen.add(file)
    for (const id of messageIdsOfCode(graph.code(file))) ids.add(id)
    for (const next of graph.imports(file)) visit(next)
  }
  visit(entry)
  return [...ids].sort()
}

/** Is this chunk a catalog (`locales/<lang>/messages.po`)? Its keys are ids but say nothing about what a page uses. */
const isCatalog = (moduleId: string | null | undefined) =>
  !!moduleId && /\/locales\/[^/]+\/messages\.po$/.test(moduleId)

/**
 * Held on globalThis: Vite loads the config file anew for each environment it builds, so neither the plugin object
 * nor this module is shared between the client build and the server build.
 */
const STATE = Symbol.for('photo-storefront.page-message-ids')
type ByPage = Record<string, string[]>
const state = globalThis as { [STATE]?: ByPage }

export function pageMessageIds(): Plugin {
  let building = false
  return {
    name: 'shop:page-message-ids',
    configResolved(config) {
      building = config.command === 'build'
    },
    resolveId(id) {
      return id === PAGE_MESSAGE_IDS ? RESOLVED : undefined
    },
    load(id) {
      if (id !== RESOLVED) return undefined
      // In development there is no client build to read: the browser then loads the whole catalog of its language.
      if (building && this.environment.name !== 'client' && !state[STATE])
        throw new Error(`${PAGE_MESSAGE_IDS}: the client build must run before the server build`)
      return `export default ${JSON.stringify(state[STATE] ?? null)}`
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const chunks = new Map<string, { code: string; imports: string[]; page: boolean }>()
      for (const item of Object.values(bundle))
        if (item.type === 'chunk' && !isCatalog(item.facadeModuleId))
          chunks.set(item.fileName, {
            code: item.code,
            imports: [...item.imports, ...item.dynamicImports],
            page: pageIdOf(item.facadeModuleId) !== undefined,
          })
      const graph: ChunkGraph = {
        code: (file) => chunks.get(file)?.code ?? '',
        imports: (file) => chunks.get(file)?.imports ?? [],
        isPageEntry: (file) => chunks.get(file)?.page ?? false,
      }
      const byPage: ByPage = {}
      for (const item of Object.values(bundle)) {
        const pageId = item.type === 'chunk' ? pageIdOf(item.facadeModuleId) : undefined
        if (pageId) byPage[pageId] = messageIdsOfEntry(item.fileName, graph)
      }
      state[STATE] = byPage
    },
  }
}
