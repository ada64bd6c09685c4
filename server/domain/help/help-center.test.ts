import { describe, expect, test } from 'vitest'
import {
  HELP_BLOCK_TOPICS,
  HELP_STAGES,
  helpPath,
  isCanonicalHelpId,
  parseHelpId,
  referencedTopicIds,
} from './help-center.js'
import { PARAM_RULES } from '../tenancy/route-params.js'

describe('help centre stage lists (spec section 9)', () => {
  test('each stage names its category and topics in the spec order', () => {
    expect(HELP_STAGES.map((s) => [s.key, s.categoryId, s.topicIds])).toEqual([
      ['beforePurchase', 3, [90, 23, 25, 27]],
      ['ordersWaiting', 5, [17, 21, 33, 29]],
      ['ordersReceived', 7, [8, 11, 26, 31]],
      ['orderCompleted', null, [17, 21, 31, 29]],
    ])
  })
  test('the cart help block shows the before-purchase topics; 404 and search have their own lists', () => {
    expect(HELP_BLOCK_TOPICS.CART).toEqual([90, 23, 25, 27])
    expect(HELP_BLOCK_TOPICS['404']).toHaveLength(4)
    expect(HELP_BLOCK_TOPICS.SEARCH_PAGE).toEqual([47, 45, 41, 43])
  })
  test('every referenced topic id once, sorted', () => {
    expect(referencedTopicIds()).toEqual([8, 11, 17, 21, 23, 25, 26, 27, 29, 31, 33, 41, 43, 45, 47, 90])
  })
})

describe('help ids: digits or <localized-slug>_<digits>', () => {
  test('parses digits and slug_digits; the slug is everything before the last underscore', () => {
    expect(parseHelpId('23')).toEqual({ id: 23, slug: null })
    expect(parseHelpId('como-pagar_23')).toEqual({ id: 23, slug: 'como-pagar' })
    expect(parseHelpId('jak-zapłacić_90')).toEqual({ id: 90, slug: 'jak-zapłacić' })
    expect(parseHelpId('a_b_7')).toEqual({ id: 7, slug: 'a_b' })
    expect(parseHelpId('007')).toEqual({ id: 7, slug: null })
  })
  test('refuses what the route rule refuses, and ids beyond a 32-bit integer', () => {
    for (const bad of ['', '_', '_23', 'como-pagar', 'como-pagar_', 'abc_12x', ' _5', '99999999999', 'x_4294967296']) {
      expect(parseHelpId(bad), bad).toBeNull()
    }
    for (const ok of ['23', 'como-pagar_23', 'a_b_7'])
      expect(PARAM_RULES.helpId(ok) && parseHelpId(ok) !== null).toBe(true)
  })
  test('canonical path and the redirect rule', () => {
    expect(helpPath('topic', 'cómo-pagar', 90)).toBe('/help-center/topic/cómo-pagar_90')
    expect(helpPath('category', 'pedidos-y-pagos', 3)).toBe('/help-center/category/pedidos-y-pagos_3')
    expect(isCanonicalHelpId(parseHelpId('cómo-pagar_90')!, 'cómo-pagar')).toBe(true)
    // Vike hands over decoded params; a decomposed ó (o + U+0301) is the same slug.
    expect(isCanonicalHelpId(parseHelpId('co\u0301mo-pagar_90')!, 'cómo-pagar')).toBe(true)
    expect(isCanonicalHelpId(parseHelpId('90')!, 'cómo-pagar')).toBe(false)
    expect(isCanonicalHelpId(parseHelpId('how-to-pay_90')!, 'cómo-pagar')).toBe(false)
  })
})
