import { n } from '../svg.js'
import { GOLD, INK, WHITE, WOOD, polygon, type Paint } from './paint.js'

/** Sport, music, coffee and space: footballs, bicycles, guitars, records, coffee cups, planets (100-unit icons). */

export function football(): string {
  let patches = `<path d="${polygon(0, 0, 14, 5)}" fill="${INK}"/>`
  for (let k = 0; k < 5; k++) {
    const a = ((k * 72 - 90) * Math.PI) / 180
    const x = Math.cos(a)
    const y = Math.sin(a)
    patches += `<path d="M${n(x * 13)},${n(y * 13)} L${n(x * 28)},${n(y * 28)}" stroke="${INK}" stroke-width="2"/>`
    patches += `<path d="${polygon(x * 36, y * 36, 8, 5, k * 72 + 90)}" fill="${INK}"/>`
  }
  return (
    `<circle cx="0" cy="0" r="44" fill="${WHITE}" stroke="${INK}" stroke-width="2.5"/>` +
    patches +
    `<path d="M-30,32 A44,44 0 0,0 40,18 A40,40 0 0,1 -30,32Z" fill="${INK}" opacity="0.12"/>` +
    `<circle cx="0" cy="0" r="44" fill="none" stroke="${INK}" stroke-width="2.5"/>`
  )
}

export function bicycle(p: Paint): string {
  const wheel = (x: number) => {
    let spokes = ''
    for (let k = 0; k < 6; k++) {
      const a = (k * Math.PI) / 6
      spokes += `M${n(x + Math.cos(a) * 17)},${n(16 + Math.sin(a) * 17)} L${n(x - Math.cos(a) * 17)},${n(16 - Math.sin(a) * 17)} `
    }
    return (
      `<path d="${spokes}" stroke="#9aa0aa" stroke-width="0.9"/>` +
      `<circle cx="${x}" cy="16" r="19" fill="none" stroke="${INK}" stroke-width="4"/>` +
      `<circle cx="${x}" cy="16" r="2.6" fill="${INK}"/>`
    )
  }
  return (
    wheel(-28) +
    wheel(28) +
    `<path d="M-28,16 L-6,16 L14,-10 L-14,-10 Z M-6,16 L-16,-16 M14,-10 L28,16 M12,-14 L14,-10" fill="none" stroke="${p.pal.primary}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="M-23,-18 L-9,-18" stroke="${INK}" stroke-width="4.5" stroke-linecap="round"/>` +
    `<path d="M12,-14 L9,-24 L19,-26" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="-6" cy="16" r="4" fill="none" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M19,-26 C26,-30 34,-24 30,-16 L20,-16" fill="${p.pal.soft}" stroke="${p.dark}" stroke-width="1.2"/>`
  )
}

export function guitar(p: Paint): string {
  let strings = ''
  for (let i = 0; i < 4; i++)
    strings += `<path d="M${-2.4 + i * 1.6},-50 L${-2.4 + i * 1.6},28" stroke="#eee7d6" stroke-width="0.6"/>`
  let frets = ''
  for (let i = 0; i < 6; i++)
    frets += `<path d="M-3.5,${-44 + i * 6} L3.5,${-44 + i * 6}" stroke="#c9b38a" stroke-width="0.8"/>`
  return (
    `<g transform="rotate(-32)">` +
    `<rect x="-5.5" y="-64" width="11" height="14" rx="2.5" fill="#4a2f1c"/>` +
    `<rect x="-3.5" y="-52" width="7" height="44" fill="#5b3a22"/>` +
    frets +
    `<circle cx="0" cy="-2" r="16" fill="${p.pal.primary}" stroke="${p.deep}" stroke-width="1.5"/>` +
    `<circle cx="0" cy="24" r="21" fill="${p.pal.primary}" stroke="${p.deep}" stroke-width="1.5"/>` +
    `<rect x="-14" y="-2" width="28" height="22" fill="${p.pal.primary}"/>` +
    `<circle cx="0" cy="6" r="6.5" fill="${INK}"/>` +
    `<rect x="-8" y="27" width="16" height="4" rx="1.5" fill="${WOOD}"/>` +
    strings +
    `</g>`
  )
}

export function vinylRecord(p: Paint): string {
  return (
    `<circle cx="0" cy="0" r="46" fill="#1d1d22"/>` +
    [41, 36, 31, 26, 21]
      .map((r) => `<circle cx="0" cy="0" r="${r}" fill="none" stroke="#34343d" stroke-width="1"/>`)
      .join('') +
    `<path d="M-30,-30 A42,42 0 0,1 10,-41" fill="none" stroke="${WHITE}" stroke-width="3" opacity="0.25"/>` +
    `<path d="M30,30 A42,42 0 0,1 -10,41" fill="none" stroke="${WHITE}" stroke-width="2" opacity="0.15"/>` +
    `<circle cx="0" cy="0" r="15" fill="${p.pal.primary}"/>` +
    `<circle cx="0" cy="0" r="11" fill="none" stroke="${p.pal.soft}" stroke-width="1.5"/>` +
    `<circle cx="0" cy="0" r="2.2" fill="#f4f1ea"/>`
  )
}

export function coffeeCup(p: Paint): string {
  const steam = [-9, 1, 11]
    .map(
      (x) =>
        `<path d="M${x},-16 C${x - 6},-24 ${x + 6},-30 ${x},-40" fill="none" stroke="${p.pal.soft}" stroke-width="3" stroke-linecap="round" opacity="0.9"/>`,
    )
    .join('')
  return (
    steam +
    `<ellipse cx="0" cy="36" rx="42" ry="8" fill="${WHITE}" stroke="#c9ccd1" stroke-width="1.5"/>` +
    `<path d="M25,2 C42,0 42,24 21,24" fill="none" stroke="${p.pal.primary}" stroke-width="6"/>` +
    `<path d="M-28,-6 L28,-6 L22,30 Q20,36 14,36 L-14,36 Q-20,36 -22,30 Z" fill="${p.pal.primary}"/>` +
    `<path d="M-24,4 L24,4 L22,14 L-22,14Z" fill="${p.pal.secondary}" opacity="0.8"/>` +
    `<path d="M-18,-2 L-14,30" stroke="${WHITE}" stroke-width="3" opacity="0.3" stroke-linecap="round"/>` +
    `<ellipse cx="0" cy="-6" rx="28" ry="6" fill="${p.pal.soft}"/>` +
    `<ellipse cx="0" cy="-5" rx="23" ry="4" fill="#6b3f23"/>` +
    `<ellipse cx="-4" cy="-5.5" rx="8" ry="1.5" fill="#a5714b"/>`
  )
}

export function planet(p: Paint): string {
  return (
    `<g transform="rotate(-18)"><path d="M-48,0 A48,13 0 0,1 48,0" fill="none" stroke="${p.pal.secondary}" stroke-width="5"/></g>` +
    `<circle cx="0" cy="0" r="27" fill="${p.pal.primary}"/>` +
    `<path d="M-26,-8 Q0,-2 26,-10 L27,-4 Q0,4 -27,-2Z M-24,10 Q0,16 24,8 L22,14 Q0,20 -21,16Z" fill="${p.deep}" opacity="0.3"/>` +
    `<circle cx="-9" cy="-11" r="9" fill="${WHITE}" opacity="0.18"/>` +
    `<g transform="rotate(-18)"><path d="M-48,0 A48,13 0 0,0 48,0" fill="none" stroke="${p.pal.secondary}" stroke-width="5"/>` +
    `<path d="M-40,3 A40,9 0 0,0 40,3" fill="none" stroke="${GOLD}" stroke-width="1.5" opacity="0.8"/></g>` +
    `<circle cx="36" cy="-34" r="6" fill="${p.pal.soft}"/>`
  )
}
