import { describe, expect, test } from 'vitest'
import { warpImage, type RawImage } from './warp.js'

/** A 2×1 source: a red left half and a blue right half. */
const src: RawImage = { data: new Uint8Array([255, 0, 0, 255, 0, 0, 255, 255]), width: 2, height: 1 }
const px = (img: RawImage, x: number, y: number) =>
  Array.from(img.data.slice((y * img.width + x) * 4, (y * img.width + x) * 4 + 4))

describe('warpImage', () => {
  test('a quad on the whole box copies the design; outside the quad stays transparent', () => {
    const out = warpImage(
      src,
      {
        kind: 'quad',
        corners: [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
          { x: 10, y: 5 },
          { x: 0, y: 5 },
        ],
      },
      12,
      6,
    )
    expect(px(out, 1, 2)).toEqual([255, 0, 0, 255])
    expect(px(out, 8, 2)).toEqual([0, 0, 255, 255])
    expect(px(out, 11, 2)).toEqual([0, 0, 0, 0])
    expect(px(out, 5, 5)).toEqual([0, 0, 0, 0])
  })

  test('a mirrored quad mirrors the design', () => {
    const out = warpImage(
      src,
      {
        kind: 'quad',
        corners: [
          { x: 10, y: 0 },
          { x: 0, y: 0 },
          { x: 0, y: 5 },
          { x: 10, y: 5 },
        ],
      },
      10,
      5,
    )
    expect(px(out, 1, 2)).toEqual([0, 0, 255, 255])
  })

  test('a cylinder shows the middle of a wrap at its front and squeezes the sides', () => {
    const wide: RawImage = { data: new Uint8Array(100 * 4), width: 100, height: 1 }
    // A gradient: the red channel is the column, so the sampled column is readable.
    for (let x = 0; x < 100; x++) wide.data.set([x * 2, 0, 0, 255], x * 4)
    const out = warpImage(
      wide,
      { kind: 'cylinder', cx: 50, radius: 40, top: 0, height: 10, sag: 0, wrapDegrees: 360 },
      100,
      10,
    )
    const column = (x: number) => px(out, x, 5)[0]! / 2
    expect(Math.abs(column(50) - 50)).toBeLessThan(1.5)
    // Seen from the front a 360° wrap shows half of itself, and equal steps near the edge cover more of the design.
    expect(column(88) - column(80)).toBeGreaterThan(column(58) - column(50))
    expect(px(out, 5, 5)[3]).toBe(0)
  })

  test('a pillow reaches its corners and pulls its edge middles in', () => {
    const out = warpImage(src, { kind: 'pillow', x: 0, y: 0, w: 20, h: 20, pinch: 0.1 }, 20, 20)
    expect(px(out, 0, 0)[3]).toBe(255)
    expect(px(out, 0, 10)[3]).toBe(0)
    expect(px(out, 19, 19)[3]).toBe(255)
  })
})
