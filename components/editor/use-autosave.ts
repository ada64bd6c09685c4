import { useEffect, useRef, useState } from 'react'
import type { AnyDocument } from '../../server/domain/editor/book-document-schema.js'
import { saveDraft, saveDraftOnExit } from './editor-api.js'

export type SaveState = 'idle' | 'saving' | 'saved' | 'error'

/**
 * Saves the document to the owner's draft a second after the last change, and once more (as a beacon) when the page
 * is hidden or closed with changes still unsaved. The document it opened with counts as saved.
 */
export function useAutosave(doc: AnyDocument, delayMs = 1000): SaveState {
  const [state, setState] = useState<SaveState>('idle')
  const saved = useRef(doc)
  const latest = useRef(doc)
  latest.current = doc
  useEffect(() => {
    if (doc === saved.current) return
    const save = async () => {
      setState('saving')
      const ok = await saveDraft(doc)
      if (ok) saved.current = doc
      setState(ok ? 'saved' : 'error')
    }
    const timer = setTimeout(() => void save(), delayMs)
    return () => clearTimeout(timer)
  }, [doc, delayMs])
  useEffect(() => {
    const flush = () => {
      if (latest.current === saved.current) return
      saveDraftOnExit(latest.current)
      saved.current = latest.current
    }
    const onVisibility = () => document.visibilityState === 'hidden' && flush()
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', flush)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', flush)
    }
  }, [])
  return state
}
