import { describe, expect, test } from 'vitest'
import { commit, createHistory, HISTORY_LIMIT, redo, undo } from './history.js'

describe('editor history', () => {
  test('undo and redo walk back and forth; a new edit drops the redo branch', () => {
    let h = createHistory('a')
    h = commit(h, 'b', { now: 0 })
    h = commit(h, 'c', { now: 10_000 })
    h = undo(h)
    expect(h.present).toBe('b')
    h = redo(h)
    expect(h.present).toBe('c')
    h = undo(undo(h))
    expect(h.present).toBe('a')
    expect(undo(h)).toBe(h)
    h = commit(h, 'x', { now: 20_000 })
    expect(h.future).toEqual([])
    expect(redo(h)).toBe(h)
  })
  test('edits with the same key close together are one undo step', () => {
    let h = createHistory('')
    for (const [i, text] of ['H', 'He', 'Hel', 'Hell', 'Hello'].entries())
      h = commit(h, text, { key: 'text:t1', now: i * 100 })
    expect(h.past).toEqual([''])
    h = commit(h, 'Hello!', { key: 'text:t1', now: 5000 })
    expect(h.past).toEqual(['', 'Hello'])
  })
  test('history is bounded', () => {
    let h = createHistory(0)
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = commit(h, i, { now: i * 10_000 })
    expect(h.past).toHaveLength(HISTORY_LIMIT)
  })
})
