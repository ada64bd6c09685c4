import { backdrop, type Art, type Ctx } from '../canvas.js'
import { ridge, starPath, sunHue } from '../shapes.js'
import { hsl, n, n2 } from '../svg.js'

/**
 * Backgrounds a motif can stand in: each fills the whole w×h box and says where its ground is (null: the motif floats
 * in the middle). The design's hue tints every scene so two designs of one motif still differ.
 */
export type SceneName = 'soft' | 'sky' | 'road' | 'beach' | 'night' | 'space' | 'snow' | 'pitch' | 'table' | 'forest'

export interface Scene {
  art: Art
  groundY: number | null
}

const vertical = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`

function skyArt(c: Ctx, top: string, bottom: string): Art {
  return {
    defs: vertical(`${c.id}sky`, top, bottom),
    body: `<rect width="${n(c.w)}" height="${n(c.h)}" fill="url(#${c.id}sky)"/>`,
  }
}

function cloud(x: number, y: number, s: number): string {
  return `<g fill="#ffffff" opacity="0.85"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s)}" ry="${n(s * 0.42)}"/><circle cx="${n(x - s * 0.3)}" cy="${n(y - s * 0.22)}" r="${n(s * 0.36)}"/><circle cx="${n(x + s * 0.25)}" cy="${n(y - s * 0.3)}" r="${n(s * 0.44)}"/></g>`
}

function sun(c: Ctx, x: number, y: number, r: number): string {
  const hue = sunHue(c.pal.hue)
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.6)}" fill="${hsl(hue, 100, 88)}" opacity="0.5"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${hsl(hue, 95, 62)}"/>`
}

function sprinkle(c: Ctx, count: number, maxY: number, draw: (x: number, y: number, s: number) => string): string {
  let s = ''
  for (let i = 0, k = Math.round(count * c.area); i < k; i++)
    s += draw(c.rng() * c.w, c.rng() * maxY, c.m * (0.004 + c.rng() * 0.008))
  return s
}

const SCENES: Record<SceneName, (c: Ctx) => Scene> = {
  soft: (c) => ({ art: backdrop(c, c.pal.bgTop, c.pal.bgBottom), groundY: null }),
  sky: (c) => {
    const art = skyArt(c, hsl(c.pal.hue + 180, 60, 84), c.pal.paper)
    const g = c.h * 0.8
    art.body += sun(c, c.w * 0.82, c.h * 0.16, c.m * 0.07) + cloud(c.w * 0.2, c.h * 0.18, c.m * 0.12)
    art.body += `<path d="${ridge(c, g, c.m * 0.05, 3)}" fill="${hsl(100 + (c.pal.hue % 40), 38, 62)}"/>`
    return { art, groundY: g }
  },
  road: (c) => {
    const art = skyArt(c, hsl(c.pal.hue + 180, 55, 86), c.pal.paper)
    const g = c.h * 0.78
    art.body += cloud(c.w * 0.78, c.h * 0.2, c.m * 0.13) + cloud(c.w * 0.18, c.h * 0.3, c.m * 0.08)
    art.body += `<rect x="0" y="${n(g - c.m * 0.02)}" width="${n(c.w)}" height="${n(c.h - g + c.m * 0.02)}" fill="#6c7079"/>`
    for (let x = c.m * 0.04; x < c.w; x += c.m * 0.16)
      art.body += `<rect x="${n(x)}" y="${n(g + (c.h - g) * 0.45)}" width="${n(c.m * 0.08)}" height="${n(c.m * 0.015)}" fill="#f4f1ea"/>`
    return { art, groundY: g + c.m * 0.03 }
  },
  beach: (c) => {
    const art = skyArt(c, hsl(195, 70, 80), hsl(40, 90, 94))
    art.body += sun(c, c.w * 0.78, c.h * 0.22, c.m * 0.09)
    art.body += `<rect x="0" y="${n(c.h * 0.58)}" width="${n(c.w)}" height="${n(c.h * 0.14)}" fill="${hsl(195, 62, 55)}"/>`
    art.body += `<path d="M0,${n(c.h * 0.7)} Q${n(c.w * 0.5)},${n(c.h * 0.64)} ${n(c.w)},${n(c.h * 0.7)} L${n(c.w)},${n(c.h)} L0,${n(c.h)}Z" fill="#efd9a7"/>`
    return { art, groundY: c.h * 0.88 }
  },
  night: (c) => {
    const art = skyArt(c, hsl(c.pal.hue + 220, 50, 16), hsl(c.pal.hue + 250, 45, 34))
    art.body += sprinkle(
      c,
      40,
      c.h * 0.6,
      (x, y, s) =>
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="#ffffff" opacity="${n2(0.5 + c.rng() * 0.5)}"/>`,
    )
    const mx = c.w * 0.8,
      my = c.h * 0.18,
      mr = c.m * 0.07
    art.body += `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr)}" fill="#fff4cf"/><circle cx="${n(mx + mr * 0.4)}" cy="${n(my - mr * 0.2)}" r="${n(mr * 0.85)}" fill="${hsl(c.pal.hue + 220, 50, 18)}"/>`
    return { art, groundY: c.h }
  },
  space: (c) => {
    const art = skyArt(c, '#10142b', hsl(c.pal.hue + 260, 45, 24))
    art.body += sprinkle(
      c,
      70,
      c.h,
      (x, y, s) =>
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="#ffffff" opacity="${n2(0.4 + c.rng() * 0.6)}"/>`,
    )
    art.body += sprinkle(c, 6, c.h, (x, y, s) => `<path d="${starPath(x, y, s * 3, 0)}" fill="#fff3c4"/>`)
    return { art, groundY: null }
  },
  snow: (c) => {
    const art = skyArt(c, hsl(c.pal.hue + 190, 45, 84), '#f4f8fc')
    const g = c.h * 0.82
    art.body += `<path d="M0,${n(g)} Q${n(c.w * 0.3)},${n(g - c.m * 0.08)} ${n(c.w * 0.6)},${n(g - c.m * 0.02)} T${n(c.w)},${n(g - c.m * 0.05)} L${n(c.w)},${n(c.h)} L0,${n(c.h)}Z" fill="#ffffff"/>`
    art.body += sprinkle(
      c,
      30,
      c.h * 0.8,
      (x, y, s) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 1.2)}" fill="#ffffff" opacity="0.9"/>`,
    )
    return { art, groundY: g + c.m * 0.02 }
  },
  pitch: (c) => {
    const art: Art = { defs: '', body: `<rect width="${n(c.w)}" height="${n(c.h)}" fill="#4e9a4f"/>` }
    const stripe = c.m * 0.12
    for (let x = 0, i = 0; x < c.w; x += stripe, i++)
      if (i % 2) art.body += `<rect x="${n(x)}" y="0" width="${n(stripe)}" height="${n(c.h)}" fill="#5aa95b"/>`
    art.body += `<circle cx="${n(c.w / 2)}" cy="${n(c.h / 2)}" r="${n(c.m * 0.36)}" fill="none" stroke="#ffffff" stroke-width="${n(c.m * 0.012)}" opacity="0.8"/>`
    art.body += `<path d="M${n(c.w / 2)},0 L${n(c.w / 2)},${n(c.h)}" stroke="#ffffff" stroke-width="${n(c.m * 0.012)}" opacity="0.8"/>`
    return { art, groundY: null }
  },
  table: (c) => {
    const art = backdrop(c, c.pal.bgTop, c.pal.bgBottom)
    const g = c.h * 0.8
    art.body += `<rect x="0" y="${n(g - c.m * 0.04)}" width="${n(c.w)}" height="${n(c.h - g + c.m * 0.04)}" fill="#c8a27a"/>`
    art.body += `<rect x="0" y="${n(g - c.m * 0.04)}" width="${n(c.w)}" height="${n(c.m * 0.015)}" fill="#e0c29c"/>`
    return { art, groundY: g + c.m * 0.02 }
  },
  forest: (c) => {
    const art = skyArt(c, hsl(c.pal.hue + 170, 40, 86), hsl(90, 40, 88))
    const g = c.h * 0.84
    for (let i = 0; i < 3; i++)
      art.body += `<path d="${ridge(c, c.h * (0.62 + i * 0.1), c.m * 0.12, 6 + i * 2)}" fill="${hsl(120 + i * 8, 30, 52 - i * 10)}"/>`
    return { art, groundY: g }
  },
}

export function scene(name: SceneName, c: Ctx): Scene {
  return SCENES[name](c)
}
