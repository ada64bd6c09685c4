import { sharp } from '../sharp.js'
import { heroSceneSvg, HERO_SLOTS, mockupLayers, mugWrapSvg, type ArtSpec } from '../art-spec.js'
import { encodeImage, type RasterFormat } from '../render-image.js'
import { warpImage, type RawImage } from './warp.js'

/**
 * Product mockups rendered with sharp: the product drawing, the design bent onto its print area (cylinder for mugs,
 * puffed for cushions, turned for the instant print) and cut to its shape, then the product's shading over it.
 * Each layer is an SVG from art-spec.ts, so the same spec always gives the same pixels.
 */

/** An SVG rasterised to exactly width×height RGBA pixels (`scale` > 1 renders the vectors finer first). */
async function raster(svg: string, width: number, height: number, scale = 1): Promise<RawImage> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * scale })
    .resize(Math.round(width * scale), Math.round(height * scale), { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

const raw = (img: RawImage) => ({ raw: { width: img.width, height: img.height, channels: 4 as const } })

/** One product with its design, as raw RGBA (transparent around the product when `background` is false). */
export async function mockupRaw(spec: ArtSpec, width: number, height: number, background = true): Promise<RawImage> {
  const layers = mockupLayers(spec, width, height, { background })
  const [under, over, mask, design] = await Promise.all([
    raster(layers.under, width, height),
    raster(layers.over, width, height),
    raster(layers.mask, width, height),
    // The design is drawn finer than it shows: bending it resamples, and mugs squeeze their sides.
    raster(layers.design.svg, layers.design.width, layers.design.height, 1.5),
  ])
  const print = warpImage(design, layers.warp, width, height)
  for (let i = 3; i < print.data.length; i += 4) print.data[i] = Math.round((print.data[i]! * mask.data[i]!) / 255)
  const { data } = await sharp(Buffer.from(under.data), raw(under))
    .composite([
      { input: Buffer.from(print.data), ...raw(print) },
      { input: Buffer.from(over.data), ...raw(over) },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width, height }
}

export async function renderMockup(
  spec: ArtSpec,
  width: number,
  height: number,
  format: RasterFormat,
): Promise<Buffer> {
  const img = await mockupRaw(spec, width, height)
  return encodeImage(sharp(Buffer.from(img.data), raw(img)), format)
}

export async function renderMugWrap(
  spec: ArtSpec,
  width: number,
  height: number,
  format: RasterFormat,
): Promise<Buffer> {
  const img = await raster(mugWrapSvg(spec, width, height), width, height)
  return encodeImage(sharp(Buffer.from(img.data), raw(img)), format)
}

/** The home page's picture: up to three products with their designs, arranged on a table against a wall. */
export async function renderHero(spec: ArtSpec, width: number, height: number, format: RasterFormat): Promise<Buffer> {
  const products = (spec.products ?? []).slice(0, HERO_SLOTS.length)
  const scene = await raster(heroSceneSvg(spec.hue, width, height, products.length), width, height)
  const layers = await Promise.all(
    products.map(async (p, i) => {
      const slot = HERO_SLOTS[i]!
      const w = Math.round(slot.w * width)
      const h = Math.round((w * 3) / 4)
      const img = await mockupRaw(p, w, h, false)
      return {
        input: Buffer.from(img.data),
        ...raw(img),
        left: Math.round(slot.x * width),
        top: Math.round(slot.y * height),
      }
    }),
  )
  // Slots are ordered back to front, and sharp paints its list in order.
  return encodeImage(sharp(Buffer.from(scene.data), raw(scene)).composite(layers), format)
}
