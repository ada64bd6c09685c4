/**
 * Undo/redo over immutable editor documents. A burst of edits with the same `key` (typing in a text, holding an
 * arrow key, dragging a slider) within `mergeMs` becomes one undo step.
 */
export interface History<T> {
  past: T[]
  present: T
  future: T[]
  lastKey: string | null
  lastAt: number
}

export const HISTORY_LIMIT = 100

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastKey: null, lastAt: 0 }
}

export function commit<T>(
  h: History<T>,
  next: T,
  opts: { key?: string; now?: number; mergeMs?: number } = {},
): History<T> {
  if (next === h.present) return h
  const now = opts.now ?? Date.now()
  const merge = opts.key !== undefined && opts.key === h.lastKey && now - h.lastAt <= (opts.mergeMs ?? 800)
  const past = merge ? h.past : [...h.past, h.present].slice(-HISTORY_LIMIT)
  return { past, present: next, future: [], lastKey: opts.key ?? null, lastAt: now }
}

export function undo<T>(h: History<T>): History<T> {
  const previous = h.past.at(-1)
  if (previous === undefined) return h
  return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future], lastKey: null, lastAt: 0 }
}

export function redo<T>(h: History<T>): History<T> {
  const next = h.future[0]
  if (next === undefined) return h
  return { past: [...h.past, h.present], present: next, future: h.future.slice(1), lastKey: null, lastAt: 0 }
}
