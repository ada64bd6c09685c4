import { backdrop, type Art, type Ctx } from '../canvas.js'
import { hsl, n } from '../svg.js'

export function confetti(c: Ctx): Art {
  const { w, h, m, rng, pal } = c
  const art = backdrop(c, hsl(pal.hue, 60, 98), hsl(pal.hue + 20, 55, 93))
  const colour = () => hsl(pal.hue + Math.floor(rng() * 8) * 45, 80, 58 + rng() * 10)
  for (let i = 0, count = Math.round(110 * c.area); i < count; i++) {
    const x = rng() * w,
      y = rng() * h,
      s = m * (0.012 + rng() * 0.022),
      t = rng()
    if (t < 0.45) art.body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="${colour()}"/>`
    else if (t < 0.8)
      art.body += `<rect x="${n(x - s)}" y="${n(y - s * 0.45)}" width="${n(s * 2)}" height="${n(s * 0.9)}" rx="${n(s * 0.15)}" transform="rotate(${n(rng() * 180)} ${n(x)} ${n(y)})" fill="${colour()}"/>`
    else
      art.body += `<path d="M${n(x - s * 1.5)},${n(y)} q${n(s * 0.75)},${n(-s)} ${n(s * 1.5)},0 t${n(s * 1.5)},0" transform="rotate(${n(rng() * 180)} ${n(x)} ${n(y)})" fill="none" stroke="${colour()}" stroke-width="${n(s * 0.5)}" stroke-linecap="round"/>`
  }
  return art
}
