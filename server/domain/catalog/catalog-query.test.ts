import { describe, expect, test } from 'vitest'
import { listQueryString, pageCount, parseListQuery, pastLastPage } from './catalog-query.js'

describe('list query parsing (sort, filter, page)', () => {
  test('defaults', () =>
    expect(parseListQuery({})).toEqual({ ok: true, value: { sort: 'POPULARITY', category: null, page: 1 } }))
  test('every sort of the spec and every tag category', () => {
    for (const sort of ['POPULARITY', 'DATE_LAST_MODIFICATION', 'DATE_CREATION'])
      expect(parseListQuery({ sort })).toMatchObject({ ok: true, value: { sort } })
    expect(parseListQuery({ category: 'INFANTIL', page: '3' })).toEqual({
      ok: true,
      value: { sort: 'POPULARITY', category: 'INFANTIL', page: 3 },
    })
  })
  test('an empty value is the default: the form’s "All designs" sends category=', () => {
    expect(parseListQuery({ sort: 'DATE_CREATION', category: '' })).toEqual({
      ok: true,
      value: { sort: 'DATE_CREATION', category: null, page: 1 },
    })
    expect(parseListQuery({ sort: '', category: '', page: '' })).toEqual(parseListQuery({}))
  })
  test.each([
    { sort: 'price' },
    { category: ' ' },
    { sort: 'popularity' },
    { category: 'KIDS' },
    { page: '0' },
    { page: '-1' },
    { page: '2.5' },
    { page: '1001' },
    { page: 'x' },
  ])('refuses %j with a message', (q) => {
    const r = parseListQuery(q)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatch(/must be/)
  })
  test('canonical query strings leave defaults out', () => {
    expect(listQueryString({ sort: 'POPULARITY', page: 1 })).toBe('')
    expect(listQueryString({ sort: 'DATE_CREATION', category: 'NOVELTY', page: 2 })).toBe(
      '?sort=DATE_CREATION&category=NOVELTY&page=2',
    )
  })
  test('page count', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(24)).toBe(1)
    expect(pageCount(25)).toBe(2)
  })
  test('a page past the last is no page; page 1 of an empty list is one', () => {
    expect(pastLastPage(1, 0)).toBe(false)
    expect(pastLastPage(2, 24)).toBe(true)
    expect(pastLastPage(2, 25)).toBe(false)
    expect(pastLastPage(3, 25)).toBe(true)
    expect(pastLastPage(6, 100, 20)).toBe(true)
    expect(pastLastPage(5, 100, 20)).toBe(false)
  })
})
