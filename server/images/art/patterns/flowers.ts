import { backdrop, type Art, type Ctx } from '../canvas.js'
import { hsl, n, pick } from '../svg.js'

export function flowers(c: Ctx): Art {
  const { w, h, m, rng, pal } = c
  const art = backdrop(c, pal.bgTop, pal.bgBottom)
  const petals = [pal.primary, pal.secondary, pal.accent, '#ffffff']
  const cols = Math.max(3, Math.round((4 * w) / m))
  const rows = Math.max(3, Math.round((4 * h) / m))
  const cw = w / cols,
    ch = h / rows
  for (let r = 0; r < rows; r++) {
    for (let col = 0; col < cols; col++) {
      const cx = (col + 0.5 + (rng() - 0.5) * 0.5) * cw
      const cy = (r + 0.5 + (rng() - 0.5) * 0.5) * ch
      const size = Math.min(cw, ch) * (0.3 + rng() * 0.2)
      const turn = rng() * 360
      let f = ''
      f += `<ellipse cx="${n(size * 0.9)}" cy="0" rx="${n(size * 0.5)}" ry="${n(size * 0.2)}" transform="rotate(${n(30 + rng() * 40)})" fill="${hsl(140, 38, 52)}"/>`
      const count = 5 + Math.floor(rng() * 3)
      const colour = pick(rng, petals)
      for (let p = 0; p < count; p++) {
        f += `<ellipse cx="0" cy="${n(-size * 0.55)}" rx="${n(size * 0.3)}" ry="${n(size * 0.52)}" transform="rotate(${n((p * 360) / count)})" fill="${colour}" stroke="${hsl(pal.hue, 40, 40)}" stroke-opacity="0.25" stroke-width="${n(size * 0.04)}"/>`
      }
      f += `<circle r="${n(size * 0.3)}" fill="${hsl(45, 92, 60)}"/><circle r="${n(size * 0.12)}" cx="${n(-size * 0.06)}" cy="${n(-size * 0.06)}" fill="#ffffff" opacity="0.5"/>`
      art.body += `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(turn)})">${f}</g>`
    }
  }
  return art
}
