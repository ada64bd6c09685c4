import { describe, expect, test } from 'vitest'
import { isReprintReason, reprintChoiceError } from './reprint.js'

describe('reprint choice', () => {
  const lines = [
    { id: 7, quantity: 2 },
    { id: 9, quantity: 1 },
  ]
  test('lines of the order, each once, 1 to the quantity ordered', () => {
    expect(reprintChoiceError([{ lineId: 7, quantity: 2 }], lines)).toBeNull()
    expect(reprintChoiceError([], lines)).toMatch(/at least one line/)
    expect(reprintChoiceError([{ lineId: 8, quantity: 1 }], lines)).toMatch(/not a line/)
    expect(
      reprintChoiceError(
        [
          { lineId: 9, quantity: 1 },
          { lineId: 9, quantity: 1 },
        ],
        lines,
      ),
    ).toMatch(/not a line/)
    expect(reprintChoiceError([{ lineId: 9, quantity: 2 }], lines)).toMatch(/1 to 1 times/)
    expect(reprintChoiceError([{ lineId: 7, quantity: 0 }], lines)).toMatch(/1 to 2 times/)
    expect(reprintChoiceError([{ lineId: 7, quantity: -1 }], lines)).toMatch(/1 to 2 times/)
  })
  test('reason codes', () => {
    expect(isReprintReason('transit_damage')).toBe(true)
    expect(isReprintReason('because')).toBe(false)
  })
})
