import { describe, expect, test } from 'vitest'
import { choiceFromFields, closestVariant, exactVariant, variantLabel, type ArticleRange } from './variant-choice.js'

const ladder = { steps: [{ minQuantity: 1, amountMinor: 29 }] }
const variant = (id: number, size: string, finish: string) => ({
  id,
  sku: `print-${size}-${finish}`,
  options: { size, finish },
  printWidthMm: 100,
  printHeightMm: 150,
  bleedMm: 3,
  minDpi: 150,
  ladder,
})
const range: ArticleRange = {
  articleId: 101,
  options: [
    { key: 'size', label: 'Size', values: ['13x18', '10x15', '40x60'].map((k) => ({ key: k, label: `${k} cm` })) },
    {
      key: 'finish',
      label: 'Finish',
      values: [
        { key: 'gloss', label: 'Gloss' },
        { key: 'matte', label: 'Matte' },
      ],
    },
  ],
  // 40x60 is sold in matte only.
  variants: [
    variant(1, '13x18', 'gloss'),
    variant(2, '13x18', 'matte'),
    variant(3, '10x15', 'gloss'),
    variant(4, '10x15', 'matte'),
    variant(5, '40x60', 'matte'),
  ],
}

describe('choosing a variant', () => {
  test('no choice: the default (first) variant', () => {
    expect(closestVariant(range, {})!.id).toBe(1)
  })
  test('a full choice: that variant', () => {
    expect(closestVariant(range, { size: '10x15', finish: 'matte' })!.id).toBe(4)
    expect(exactVariant(range, { size: '10x15', finish: 'matte' })!.id).toBe(4)
  })
  test('a combination not sold keeps the earlier options and takes what exists', () => {
    expect(closestVariant(range, { size: '40x60', finish: 'gloss' })!.id).toBe(5)
    expect(exactVariant(range, { size: '40x60', finish: 'gloss' })).toBeNull()
  })
  test('form fields: only opt-* count, unknown options and values are named', () => {
    const r = choiceFromFields(range, {
      'opt-size': '10x15',
      'opt-colour': 'red',
      'opt-finish': 'satin',
      designId: '3',
    })
    expect(r.choice).toEqual({ size: '10x15' })
    expect(r.problems).toEqual([
      { kind: 'unknown-option', option: 'colour' },
      { kind: 'unknown-value', option: 'finish', value: 'satin' },
    ])
  })
  test('the label lists the chosen values in option order', () => {
    expect(variantLabel(range, { finish: 'matte', size: '10x15' })).toBe('10x15 cm · Matte')
    expect(variantLabel({ options: [] }, {})).toBe('')
  })
})
