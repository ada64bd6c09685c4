import { describe, expect, test } from 'vitest'
import { ORDER_STATUS } from '../orders/order-status.js'
import {
  isOpenOrder,
  nextSweepAt,
  ORDER_UPLOADS_KEPT_AFTER_DELIVERY_MS,
  uploadIdsIn,
  uploadsDueBefore,
  uploadsToDelete,
} from './retention.js'
import { anonymisedAddress, anonymisedContact, ERASED_EMAIL } from './erasure.js'
import { consentAnswerOf } from '../analytics/consent.js'

describe('privacy retention rules (decision 053)', () => {
  test('the sweep runs daily at 03:00 UTC, always after now', () => {
    expect(nextSweepAt(Date.UTC(2026, 10, 30, 2, 59))).toBe(Date.UTC(2026, 10, 30, 3))
    expect(nextSweepAt(Date.UTC(2026, 10, 30, 3))).toBe(Date.UTC(2026, 11, 1, 3))
  })

  test('photos are due 90 days after delivery', () => {
    expect(ORDER_UPLOADS_KEPT_AFTER_DELIVERY_MS).toBe(90 * 86_400_000)
    expect(uploadsDueBefore(Date.UTC(2027, 0, 31))).toBe(Date.UTC(2026, 10, 2))
  })

  test('only delivered and cancelled orders are done', () => {
    expect(isOpenOrder(ORDER_STATUS.DELIVERED)).toBe(false)
    expect(isOpenOrder(ORDER_STATUS.CANCELED)).toBe(false)
    for (const s of [ORDER_STATUS.RECEIVED, ORDER_STATUS.SHIPPED, ORDER_STATUS.NOT_DELIVERED, ORDER_STATUS.ERROR])
      expect(isOpenOrder(s)).toBe(true)
  })

  test('upload ids are found anywhere in a document; kept ones are spared', () => {
    const book = {
      pages: [{ items: [{ type: 'photo', uploadId: 'a' }] }, { items: [{ uploadId: 'b' }, { text: 'x' }] }],
    }
    expect(uploadIdsIn(book).sort()).toEqual(['a', 'b'])
    expect(uploadIdsIn(null)).toEqual([])
    expect(uploadsToDelete(['a', 'b', 'a'], ['b'])).toEqual(['a'])
  })
})

describe('erasure rules (decision 053)', () => {
  test('an order keeps its customer type and country, not the person', () => {
    expect(anonymisedContact({ email: 'x@y.es', customerType: 'COMPANY', companyName: 'X' })).toEqual({
      email: ERASED_EMAIL,
      customerType: 'COMPANY',
    })
    expect(anonymisedAddress({ country: 'ES' })).toMatchObject({ firstName: '', phone: '', country: 'ES' })
  })
})

describe('consent answers of /api/session bodies', () => {
  test('the consent body and a whole session body answer; other bodies do not', () => {
    const consent = { isConsentGiven: true, isAnalyticsAccepted: true, isAdsAccepted: false, consentVersion: '2026-11' }
    expect(consentAnswerOf(consent)).toEqual({ version: '2026-11', analytics: true, ads: false })
    expect(consentAnswerOf({ session: consent })).toEqual({ version: '2026-11', analytics: true, ads: false })
    expect(consentAnswerOf({ screenWidth: 1 })).toBeNull()
    expect(consentAnswerOf({ ...consent, isConsentGiven: false })).toBeNull()
  })
})
