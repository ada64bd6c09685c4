import type { Messages } from '@lingui/core'
import byPage from 'virtual:page-message-ids'

/** What the server sends the browser to translate a page with (passToClient; decision 032). */
export interface PageMessages {
  /** The page these messages are for: a page rendered later in the browser (an error) needs its own. */
  pageId: string
  /**
   * The messages written as JSON once per page and language: Vike's serializer then handles one string instead of
   * calling its replacer for every part of every message (decision 044); the browser parses it.
   */
  messagesJson: string
}

const picked = new Map<string, PageMessages>()

/**
 * The part of a language's catalog (`all`) that the browser code of `pageId` can render, or undefined when no build
 * says which (development, or a page the client build did not see): the browser then loads the whole catalog.
 * The catalogs are fixed for a build, so each page and language is picked once.
 */
export function pageMessages(pageId: string, language: string, all: Messages): PageMessages | undefined {
  const ids = byPage?.[pageId]
  if (!ids) return undefined
  const key = `${language} ${pageId}`
  let result = picked.get(key)
  if (!result) {
    const messages: Messages = {}
    for (const id of ids) if (Object.hasOwn(all, id)) messages[id] = all[id]!
    result = { pageId, messagesJson: JSON.stringify(messages) }
    picked.set(key, result)
  }
  return result
}
