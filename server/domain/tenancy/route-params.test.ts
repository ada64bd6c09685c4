import { describe, expect, test } from 'vitest'
import { invalidParams } from './route-params.js'

describe('route parameter rules (spec section 2)', () => {
  test('create article id: digits below 20000', () => {
    expect(invalidParams({ article_id: 'createArticleId' }, { article_id: '19999' })).toEqual([])
    expect(invalidParams({ article_id: 'createArticleId' }, { article_id: '20000' })).toEqual(['article_id'])
    expect(invalidParams({ article_id: 'createArticleId' }, { article_id: '12a' })).toEqual(['article_id'])
    expect(invalidParams({ article_id: 'createArticleId' }, { article_id: '-1' })).toEqual(['article_id'])
  })
  test('help topic and category id: digits, or text ending in underscore plus digits', () => {
    for (const ok of ['23', 'como-pagar_23', 'wie-bezahle-ich_9', 'jak-zapłacić_90'])
      expect(invalidParams({ id: 'helpId' }, { id: ok })).toEqual([])
    for (const bad of ['como-pagar', 'como-pagar_', '_', '_23', 'abc_12x', ''])
      expect(invalidParams({ id: 'helpId' }, { id: bad })).toEqual(['id'])
  })
  test('designs article id: digits only', () => {
    expect(invalidParams({ id: 'digits' }, { id: '7' })).toEqual([])
    expect(invalidParams({ id: 'digits' }, { id: '7b' })).toEqual(['id'])
  })
  test('non-blank slug, and a missing parameter is invalid', () => {
    expect(invalidParams({ slug: 'nonBlank' }, { slug: 'tazas' })).toEqual([])
    expect(invalidParams({ slug: 'nonBlank' }, { slug: ' \t ' })).toEqual(['slug'])
    expect(invalidParams({ slug: 'nonBlank' }, {})).toEqual(['slug'])
  })
  test('order public id: 26 lower-case base32 characters', () => {
    expect(invalidParams({ public_id: 'publicId' }, { public_id: 'abcdefghijklmnopqrstuvwx18' })).toEqual(['public_id'])
    expect(invalidParams({ public_id: 'publicId' }, { public_id: 'abcdefghijklmnopqrstuvwx23' })).toEqual([])
    for (const bad of ['ABCDEFGHIJKLMNOPQRSTUVWX23', 'abc', 'abcdefghijklmnopqrstuvwx231'])
      expect(invalidParams({ public_id: 'publicId' }, { public_id: bad })).toEqual(['public_id'])
  })
})
