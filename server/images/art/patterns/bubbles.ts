import { backdrop, type Art, type Ctx } from '../canvas.js'
import { hsl, n } from '../svg.js'

export function bubbles(c: Ctx): Art {
  const { w, h, m, rng, pal, id } = c
  const art = backdrop(c, hsl(pal.hue, 70, 62), hsl(pal.hue + 40, 65, 40))
  art.defs += `<radialGradient id="${id}bubble" cx="0.5" cy="0.5" r="0.5" fx="0.34" fy="0.3"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="0.85" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.55"/></radialGradient>`
  for (let i = 0, count = Math.round(30 * c.area); i < count; i++) {
    const r = m * (0.02 + rng() ** 2 * 0.14)
    art.body += `<circle cx="${n(rng() * w)}" cy="${n(rng() * h)}" r="${n(r)}" fill="url(#${id}bubble)" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(Math.max(0.5, r * 0.03))}"/>`
  }
  return art
}
