import { describe, expect, test } from 'vitest'
import { booleanFilterValue, dateFilterRange, pagesFor, parseDesignsQuery, parseOrdersQuery } from './account-lists.js'

const at = (iso: string) => Date.parse(iso)
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const range = (filter: Parameters<typeof dateFilterRange>[0], now: string) => {
  const r = dateFilterRange(filter, at(now))
  return [iso(r.fromMs), iso(r.toMs)]
}

describe('date filter ranges [from, to) in UTC (spec section 3)', () => {
  test('without: no bounds', () => {
    expect(range('without', '2026-11-23T09:00:00.000Z')).toEqual([null, null])
  })

  test('thirty_days: a rolling window of 30 days ending now, open upwards', () => {
    expect(range('thirty_days', '2026-11-23T09:00:00.000Z')).toEqual(['2026-10-24T09:00:00.000Z', null])
    // Across the new year.
    expect(range('thirty_days', '2026-01-10T12:30:00.000Z')).toEqual(['2025-12-11T12:30:00.000Z', null])
  })

  test('three_months: three calendar months back to the same day and time, clamped to the month end', () => {
    expect(range('three_months', '2026-11-23T09:00:00.000Z')).toEqual(['2026-08-23T09:00:00.000Z', null])
    expect(range('three_months', '2026-02-15T00:00:00.000Z')).toEqual(['2025-11-15T00:00:00.000Z', null])
    expect(range('three_months', '2026-01-31T23:59:59.999Z')).toEqual(['2025-10-31T23:59:59.999Z', null])
    expect(range('three_months', '2026-05-31T10:00:00.000Z')).toEqual(['2026-02-28T10:00:00.000Z', null])
    expect(range('three_months', '2024-05-31T10:00:00.000Z')).toEqual(['2024-02-29T10:00:00.000Z', null])
  })

  test('this_year and last_year: calendar years, also at the first and last instant of a year', () => {
    expect(range('this_year', '2026-11-23T09:00:00.000Z')).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ])
    expect(range('last_year', '2026-11-23T09:00:00.000Z')).toEqual([
      '2025-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ])
    expect(range('this_year', '2026-01-01T00:00:00.000Z')).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ])
    expect(range('last_year', '2026-01-01T00:00:00.000Z')).toEqual([
      '2025-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ])
    expect(range('this_year', '2025-12-31T23:59:59.999Z')).toEqual([
      '2025-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ])
    expect(range('last_year', '2025-12-31T23:59:59.999Z')).toEqual([
      '2024-01-01T00:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
    ])
  })

  test('the boundaries are half-open: this year ends where next year starts', () => {
    const thisYear = dateFilterRange('this_year', at('2025-06-01T00:00:00Z'))
    const lastYearNext = dateFilterRange('last_year', at('2026-06-01T00:00:00Z'))
    expect(thisYear).toEqual(lastYearNext)
  })
})

describe('orders list query', () => {
  test('defaults to all dates, first page', () => {
    expect(parseOrdersQuery({})).toEqual({ ok: true, value: { date: 'without', page: 1 } })
    expect(parseOrdersQuery({ date: 'last_year', page: '3' })).toEqual({
      ok: true,
      value: { date: 'last_year', page: 3 },
    })
  })
  test('refuses unknown filters and malformed pages', () => {
    for (const bad of [
      { date: 'yesterday' },
      { date: '' },
      { date: 'THIS_YEAR' },
      { page: '0' },
      { page: '-1' },
      { page: 'x' },
      { page: '1001' },
    ]) {
      expect(parseOrdersQuery(bad).ok, JSON.stringify(bad)).toBe(false)
    }
  })
  test('20 orders per page', () => {
    expect([pagesFor(0), pagesFor(20), pagesFor(21), pagesFor(40), pagesFor(41)]).toEqual([1, 1, 2, 2, 3])
  })
})

describe('saved designs query (spec sort, project kind, boolean filter)', () => {
  test('defaults: last modified first, every kind, published or not', () => {
    expect(parseDesignsQuery({})).toEqual({
      ok: true,
      value: { sort: 'DATE_LAST_MODIFICATION', kind: null, published: 'ALL' },
    })
  })
  test("every spec value is accepted; the form's empty kind means every kind", () => {
    expect(parseDesignsQuery({ sort: 'POPULARITY', kind: 'GROUP_APPLICATIONS', published: 'true' })).toEqual({
      ok: true,
      value: { sort: 'POPULARITY', kind: 'GROUP_APPLICATIONS', published: 'true' },
    })
    expect(parseDesignsQuery({ sort: 'DATE_CREATION', kind: '', published: 'false' })).toEqual({
      ok: true,
      value: { sort: 'DATE_CREATION', kind: null, published: 'false' },
    })
  })
  test('refuses values outside the spec enumerations', () => {
    for (const bad of [
      { sort: 'NAME' },
      { sort: 'popularity' },
      { kind: 'PUBLIC' },
      { published: 'yes' },
      { published: 'TRUE' },
      { published: '' },
    ]) {
      expect(parseDesignsQuery(bad).ok, JSON.stringify(bad)).toBe(false)
    }
  })
  test('boolean filter values', () => {
    expect([booleanFilterValue('ALL'), booleanFilterValue('true'), booleanFilterValue('false')]).toEqual([
      null,
      true,
      false,
    ])
  })
})
