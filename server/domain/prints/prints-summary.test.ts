import { describe, expect, test } from 'vitest'
import type { ArticleRange, RangeVariant } from '../catalog/variant-choice.js'
import { printsSummary } from './prints-summary.js'

const variant = (id: number, size: string, finish: string, steps: [number, number][]): RangeVariant => ({
  id,
  sku: `print-${size}-${finish}`,
  options: { size, finish },
  printWidthMm: 100,
  printHeightMm: 150,
  bleedMm: 2,
  minDpi: 150,
  ladder: { steps: steps.map(([minQuantity, amountMinor]) => ({ minQuantity, amountMinor })) },
})

const range: ArticleRange = {
  articleId: 101,
  options: [
    {
      key: 'size',
      label: 'Size',
      values: [
        { key: '10x15', label: '10x15 cm' },
        { key: '13x18', label: '13x18 cm' },
      ],
    },
    {
      key: 'finish',
      label: 'Finish',
      values: [
        { key: 'gloss', label: 'Gloss' },
        { key: 'matte', label: 'Matte' },
      ],
    },
  ],
  variants: [
    variant(1, '10x15', 'gloss', [
      [1, 49],
      [50, 29],
    ]),
    variant(2, '13x18', 'matte', [[1, 99]]),
  ],
}

const photo = (uploadId: string, variantId: number, copies: number) => ({
  uploadId,
  variantId,
  copies,
  fit: 'fill' as const,
})

describe('printsSummary', () => {
  test('one row per size and finish, priced on the ladder at its own copies, and the totals', () => {
    const s = printsSummary(range, [photo('a', 1, 30), photo('b', 2, 2), photo('c', 1, 20)], true)
    expect(s.lines).toEqual([
      { variantId: 1, label: '10x15 cm · Gloss', photos: 2, copies: 50, unitPriceMinor: 29, totalMinor: 1450 },
      { variantId: 2, label: '13x18 cm · Matte', photos: 1, copies: 2, unitPriceMinor: 99, totalMinor: 198 },
    ])
    expect(s).toMatchObject({ photos: 3, copies: 52, totalMinor: 1648 })
  })

  test('below a tier the unit price stays the first step; a brand without decimals rounds each step up', () => {
    expect(printsSummary(range, [photo('a', 1, 49)], true).lines[0]!.unitPriceMinor).toBe(49)
    expect(printsSummary(range, [photo('a', 1, 1)], false).lines[0]!.unitPriceMinor).toBe(100)
  })

  test('no photos, nothing to pay; a photo on a variant no longer sold is left out', () => {
    expect(printsSummary(range, [], true)).toEqual({ lines: [], photos: 0, copies: 0, totalMinor: 0 })
    expect(printsSummary(range, [photo('a', 9, 3)], true).copies).toBe(0)
  })
})
