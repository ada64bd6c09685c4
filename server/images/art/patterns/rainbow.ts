import { backdrop, type Art, type Ctx } from '../canvas.js'
import { starPath } from '../shapes.js'
import { hsl, n } from '../svg.js'

export function rainbow(c: Ctx): Art {
  const { w, h, m, rng, pal } = c
  const art = backdrop(c, hsl(pal.hue + 180, 60, 95), hsl(pal.hue + 200, 55, 88))
  const cx = w / 2,
    cy = h * 0.78,
    band = m * 0.055
  for (let i = 0; i < 6; i++) {
    const r = m * 0.42 - i * band
    art.body += `<path d="M${n(cx - r)},${n(cy)} A${n(r)},${n(r)} 0 0 1 ${n(cx + r)},${n(cy)}" fill="none" stroke="${hsl(pal.hue + i * 40, 75, 66)}" stroke-width="${n(band + 0.5)}"/>`
  }
  for (const side of [-1, 1]) {
    const fx = cx + side * (m * 0.42 - band * 2.5)
    let cloud = ''
    for (let k = 0; k < 5; k++)
      cloud += `<circle cx="${n(fx + (k - 2) * m * 0.045)}" cy="${n(cy - Math.sin((k / 4) * Math.PI) * m * 0.04)}" r="${n(m * (0.05 + rng() * 0.02))}"/>`
    art.body += `<g fill="#ffffff">${cloud}</g>`
  }
  for (let i = 0, count = Math.round(14 * c.area); i < count; i++) {
    art.body += `<path d="${starPath(rng() * w, rng() * h * 0.5, m * (0.012 + rng() * 0.015), rng() * 72)}" fill="${hsl(pal.hue + 45, 90, 70)}" opacity="0.8"/>`
  }
  return art
}
