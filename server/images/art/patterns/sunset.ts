import type { Art, Ctx } from '../canvas.js'
import { ridge, sunHue } from '../shapes.js'
import { hsl, n } from '../svg.js'

export function sunset(c: Ctx): Art {
  const { w, h, m, rng, pal } = c
  const art: Art = {
    defs: `<linearGradient id="${c.id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(pal.hue, 65, 72)}"/><stop offset="0.55" stop-color="${hsl(pal.hue + 30, 85, 80)}"/><stop offset="1" stop-color="${hsl(pal.hue + 50, 95, 86)}"/></linearGradient>`,
    body: `<rect width="${n(w)}" height="${n(h)}" fill="url(#${c.id}bg)"/>`,
  }
  const sx = w * (0.3 + rng() * 0.4),
    sy = h * 0.5,
    sr = m * 0.16
  art.body += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr * 1.7)}" fill="${hsl(sunHue(pal.hue), 100, 88)}" opacity="0.5"/>`
  art.body += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr)}" fill="${hsl(sunHue(pal.hue), 95, 64)}"/>`
  for (let i = 0; i < 3; i++) {
    const bx = w * (0.15 + rng() * 0.6),
      by = h * (0.12 + rng() * 0.18),
      bs = m * (0.02 + rng() * 0.015)
    art.body += `<path d="M${n(bx - bs)},${n(by)} Q${n(bx - bs / 2)},${n(by - bs * 0.6)} ${n(bx)},${n(by)} Q${n(bx + bs / 2)},${n(by - bs * 0.6)} ${n(bx + bs)},${n(by)}" fill="none" stroke="${hsl(pal.hue, 30, 30)}" stroke-width="${n(m * 0.006)}" stroke-linecap="round"/>`
  }
  for (let i = 0; i < 3; i++) {
    art.body += `<path d="${ridge(c, h * (0.58 + i * 0.13), m * (0.22 - i * 0.05), 4 + i * 2)}" fill="${hsl(pal.hue - 20 + i * 8, 32, 52 - i * 14)}"/>`
  }
  return art
}
