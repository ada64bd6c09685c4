import { backdrop, type Art, type Ctx } from '../canvas.js'
import { HEART } from '../shapes.js'
import { n, n2, pick } from '../svg.js'

export function hearts(c: Ctx): Art {
  const { w, h, m, rng, pal } = c
  const art = backdrop(c, pal.bgTop, pal.bgBottom)
  const colours = [pal.primary, pal.secondary, pal.accent, pal.soft]
  const step = m / 4.5
  for (let row = 0, y = step / 2; y < h + step; row++, y += step * 0.9) {
    for (let x = row % 2 ? 0 : step / 2; x < w + step; x += step) {
      const s = step * (0.38 + rng() * 0.3)
      const colour = pick(rng, colours)
      art.body += `<path d="${HEART}" transform="translate(${n(x + (rng() - 0.5) * step * 0.3)} ${n(y + (rng() - 0.5) * step * 0.3)}) rotate(${n((rng() - 0.5) * 50)}) scale(${n(s)})" fill="${colour}" opacity="${n2(0.45 + rng() * 0.45)}"/>`
    }
  }
  const big = m * 0.5
  art.body += `<path d="${HEART}" transform="translate(${n(w / 2)} ${n(h / 2)}) rotate(${n((rng() - 0.5) * 12)}) scale(${n(big)})" fill="${pal.primary}" stroke="#ffffff" stroke-width="0.035"/>`
  art.body += `<path d="${HEART}" transform="translate(${n(w / 2 - big * 0.18)} ${n(h / 2 - big * 0.14)}) scale(${n(big * 0.18)})" fill="#ffffff" opacity="0.35"/>`
  return art
}
