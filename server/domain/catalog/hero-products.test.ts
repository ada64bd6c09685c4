import { describe, expect, test } from 'vitest'
import { heroProducts } from './hero-products.js'

const a = (id: number, kind: string) => ({ id, kind })

describe('heroProducts', () => {
  test('a wall piece at the back, a mug on the right, a small item in front, each the most popular of its group', () => {
    const articles = [a(102, 'MUG'), a(101, 'PHOTO_PRINT'), a(104, 'CANVAS'), a(103, 'MAGIC_MUG'), a(105, 'POSTER')]
    expect(heroProducts(articles)).toEqual([104, 102, 101])
  })

  test('a site without one group fills its place with the next most popular product', () => {
    const mugsAndGifts = [a(102, 'MUG'), a(103, 'MAGIC_MUG'), a(111, 'KEYRING'), a(108, 'CUSHION')]
    expect(heroProducts(mugsAndGifts)).toEqual([108, 102, 103])
    expect(heroProducts([a(102, 'MUG'), a(103, 'MAGIC_MUG')])).toEqual([102, 103])
  })

  test('no products, no picture', () => {
    expect(heroProducts([])).toEqual([])
  })
})
