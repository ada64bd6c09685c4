import { backdrop, type Art, type Ctx } from '../canvas.js'
import { sunHue } from '../shapes.js'
import { hsl, n } from '../svg.js'

export function waves(c: Ctx): Art {
  const { w, h, m, rng, pal } = c
  const art = backdrop(c, hsl(pal.hue + 30, 80, 94), hsl(pal.hue + 10, 70, 84))
  art.body += `<circle cx="${n(w * (0.6 + rng() * 0.2))}" cy="${n(h * 0.26)}" r="${n(m * 0.13)}" fill="${hsl(sunHue(pal.hue), 95, 68)}"/>`
  for (let i = 0; i < 6; i++) {
    const base = h * (0.36 + i * 0.12)
    const amp = m * (0.025 + rng() * 0.035)
    const len = w / (1.2 + rng() * 1.8)
    const phase = rng() * Math.PI * 2
    let d = `M0,${n(base)}`
    for (let k = 1; k <= 48; k++) {
      const x = (w * k) / 48
      d += ` L${n(x)},${n(base + Math.sin((x / len) * Math.PI * 2 + phase) * amp)}`
    }
    art.body += `<path d="${d} L${n(w)},${n(h)} L0,${n(h)} Z" fill="${hsl(pal.hue + i * 7, 62, 74 - i * 8)}"/>`
    art.body += `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${n(m * 0.006)}"/>`
  }
  return art
}
