import { backdrop, type Art, type Ctx } from '../canvas.js'
import { ridge, starPath } from '../shapes.js'
import { hsl, n, n2 } from '../svg.js'

export function stars(c: Ctx): Art {
  const { w, h, m, rng, pal, id } = c
  const art = backdrop(c, hsl(pal.hue + 220, 55, 14), hsl(pal.hue, 55, 34))
  for (let i = 0, count = Math.round(70 * c.area); i < count; i++) {
    art.body += `<circle cx="${n(rng() * w)}" cy="${n(rng() * h * 0.85)}" r="${n(m * (0.002 + rng() * 0.005))}" fill="#ffffff" opacity="${n2(0.35 + rng() * 0.65)}"/>`
  }
  for (let i = 0, count = Math.round(11 * c.area); i < count; i++) {
    const colour = rng() < 0.5 ? '#fff3c4' : hsl(pal.hue + 20, 90, 85)
    art.body += `<path d="${starPath(rng() * w, rng() * h * 0.75, m * (0.025 + rng() * 0.05), rng() * 72)}" fill="${colour}"/>`
  }
  // Crescent: the cut-out circle reuses the user-space sky gradient, so it blends invisibly.
  const mx = w * (0.62 + rng() * 0.2),
    my = h * 0.24,
    mr = m * 0.12
  art.body += `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr * 1.7)}" fill="#fff8e1" opacity="0.08"/>`
  art.body += `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr)}" fill="#fff6d8"/>`
  art.body += `<circle cx="${n(mx + mr * 0.45)}" cy="${n(my - mr * 0.25)}" r="${n(mr * 0.88)}" fill="url(#${id}bg)"/>`
  art.body += `<path d="${ridge(c, h * 0.86, m * 0.06, 5)}" fill="${hsl(pal.hue + 220, 40, 9)}"/>`
  return art
}
