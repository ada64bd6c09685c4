import { starPath } from '../shapes.js'
import { hsl } from '../svg.js'
import { FLAME, GOLD, INK, LEAF, SILVER, WHITE, WOOD, type Paint } from './paint.js'

/** Seasons and milestones: Christmas trees, Easter eggs, pumpkins, balloons, cakes, rings (100-unit icons). */

export function christmasTree(p: Paint): string {
  const green = '#2f7d4a'
  const light = '#3c9657'
  const baubles: [number, number][] = [
    [-8, -22],
    [10, -6],
    [-16, 2],
    [4, 14],
    [-24, 26],
    [20, 26],
    [-4, 30],
  ]
  const colours = [p.pal.primary, p.pal.secondary, GOLD, p.pal.accent]
  return (
    `<rect x="-6" y="34" width="12" height="12" fill="${WOOD}"/>` +
    `<path d="M0,-12 L-40,36 L40,36Z" fill="${green}"/>` +
    `<path d="M0,-30 L-31,8 L31,8Z" fill="${light}"/>` +
    `<path d="M0,-44 L-22,-14 L22,-14Z" fill="${green}"/>` +
    `<path d="M-26,-2 Q0,8 22,-8 M-34,24 Q0,34 32,16" fill="none" stroke="${GOLD}" stroke-width="2" opacity="0.9"/>` +
    baubles.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="4" fill="${colours[i % colours.length]}"/>`).join('') +
    `<path d="${starPath(0, -46, 9, 0)}" fill="${GOLD}"/>`
  )
}

const EGG = 'M0,-44 C24,-44 36,-6 36,12 C36,34 20,46 0,46 C-20,46 -36,34 -36,12 C-36,-6 -24,-44 0,-44Z'

export function easterEgg(p: Paint): string {
  let zig = 'M-34,2'
  for (let i = 1; i <= 8; i++) zig += ` L${-34 + i * 8.5},${i % 2 ? -6 : 2}`
  return (
    `<path d="${EGG}" fill="${p.pal.soft}"/>` +
    `<path d="${zig}" fill="none" stroke="${p.pal.primary}" stroke-width="5" stroke-linejoin="round"/>` +
    [-15, -5, 5, 15].map((x) => `<circle cx="${x}" cy="-22" r="3.2" fill="${p.pal.accent}"/>`).join('') +
    `<path d="M-30,24 L30,24" stroke="${p.pal.secondary}" stroke-width="6"/>` +
    `<path d="M-18,-30 C-14,-38 -6,-41 0,-41" fill="none" stroke="${WHITE}" stroke-width="3" opacity="0.6" stroke-linecap="round"/>` +
    `<path d="${EGG}" fill="none" stroke="${p.dark}" stroke-width="1.5" opacity="0.5"/>`
  )
}

export function pumpkin(p: Paint): string {
  const face = p.rng() < 0.5
  return (
    `<path d="M-2,-20 C-4,-30 2,-38 10,-40 L12,-35 C6,-33 4,-27 5,-20Z" fill="#5b7a2e"/>` +
    `<path d="M8,-34 C18,-42 26,-34 20,-28" fill="none" stroke="${LEAF}" stroke-width="2" stroke-linecap="round"/>` +
    `<ellipse cx="-20" cy="8" rx="20" ry="27" fill="#d56f1a"/><ellipse cx="20" cy="8" rx="20" ry="27" fill="#d56f1a"/>` +
    `<ellipse cx="-9" cy="8" rx="17" ry="30" fill="#ef8a2c"/><ellipse cx="9" cy="8" rx="17" ry="30" fill="#ef8a2c"/>` +
    `<ellipse cx="0" cy="8" rx="13" ry="31" fill="#f59a3c"/>` +
    (face
      ? `<path d="M-18,-4 L-8,-4 L-13,-13Z M8,-4 L18,-4 L13,-13Z M-20,14 L-14,20 L-8,14 L-2,20 L4,14 L10,20 L16,14 L20,16 Q0,34 -20,16Z" fill="#3b2316"/>`
      : `<path d="M-20,-6 Q-18,10 -20,30 M20,-6 Q18,10 20,30" fill="none" stroke="#c4621a" stroke-width="1.5" opacity="0.7"/>`)
  )
}

function balloon(x: number, y: number, s: number, fill: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M0,-44 C18,-44 28,-28 28,-14 C28,6 12,20 0,24 C-12,20 -28,6 -28,-14 C-28,-28 -18,-44 0,-44Z" fill="${fill}"/>` +
    `<ellipse cx="-11" cy="-26" rx="5" ry="9" fill="${WHITE}" opacity="0.35" transform="rotate(25 -11 -26)"/>` +
    `<path d="M-4,28 L4,28 L0,23Z" fill="${fill}"/></g>`
  )
}

export function balloons(p: Paint): string {
  const strings = `<path d="M-17,12 C-12,26 -4,34 0,50 M18,8 C12,24 6,36 0,50 M1,2 C-3,20 4,34 0,50" fill="none" stroke="${INK}" stroke-width="1.2" opacity="0.7"/>`
  return (
    strings +
    balloon(-17, -6, 0.72, p.pal.secondary) +
    balloon(18, -10, 0.74, p.pal.accent) +
    balloon(1, -18, 0.82, p.pal.primary)
  )
}

export function birthdayCake(p: Paint): string {
  const drip = (x0: number, x1: number, y: number) => {
    let d = `M${x0},${y - 4} L${x1},${y - 4} L${x1},${y}`
    for (let x = x1; x > x0; x -= 8) d += ` Q${x - 2},${y + 7} ${x - 4},${y} Q${x - 6},${y + 3} ${x - 8},${y}`
    return `<path d="${d} Z" fill="${WHITE}"/>`
  }
  const candle = (x: number, c: string) =>
    `<rect x="${x - 2.5}" y="-32" width="5" height="18" rx="1.5" fill="${c}"/>` +
    `<path d="M${x},-44 C${x + 4},-38 ${x + 3},-34 ${x},-34 C${x - 3},-34 ${x - 4},-38 ${x},-44Z" fill="${FLAME}"/>`
  let sprinkles = ''
  for (let i = 0; i < 8; i++)
    sprinkles += `<rect x="${-30 + i * 8}" y="${22 + (i % 3) * 5}" width="4" height="1.8" rx="0.9" fill="${[p.pal.accent, GOLD, WHITE][i % 3]}" transform="rotate(${(i * 37) % 90} ${-28 + i * 8} ${23 + (i % 3) * 5})"/>`
  return (
    `<ellipse cx="0" cy="42" rx="46" ry="6" fill="${SILVER}"/>` +
    `<rect x="-38" y="8" width="76" height="32" rx="4" fill="${p.pal.primary}"/>` +
    drip(-38, 38, 12) +
    sprinkles +
    `<rect x="-26" y="-16" width="52" height="26" rx="4" fill="${p.pal.secondary}"/>` +
    drip(-26, 26, -12) +
    candle(-12, p.pal.accent) +
    candle(0, WHITE) +
    candle(12, p.pal.accent)
  )
}

export function weddingRings(): string {
  return (
    `<circle cx="-12" cy="8" r="22" fill="none" stroke="#b8860b" stroke-width="8"/>` +
    `<circle cx="-12" cy="8" r="22" fill="none" stroke="${GOLD}" stroke-width="5"/>` +
    `<circle cx="12" cy="8" r="22" fill="none" stroke="#9aa0aa" stroke-width="8"/>` +
    `<circle cx="12" cy="8" r="22" fill="none" stroke="#dde1e7" stroke-width="5"/>` +
    `<path d="M4.9,22.1 A22,22 0 0,1 -5.2,28.9" fill="none" stroke="#b8860b" stroke-width="8"/>` +
    `<path d="M4.9,22.1 A22,22 0 0,1 -5.2,28.9" fill="none" stroke="${GOLD}" stroke-width="5"/>` +
    `<path d="M-12,-26 L-4,-18 L-12,-9 L-20,-18Z" fill="#e3f4ff" stroke="#8fbcd9" stroke-width="1.5"/>` +
    `<path d="M-20,-18 L-4,-18 M-12,-26 L-12,-9" stroke="#8fbcd9" stroke-width="0.8"/>` +
    `<path d="${starPath(20, -26, 5, 0)}" fill="${GOLD}"/><path d="${starPath(-34, -30, 3.5, 20)}" fill="${GOLD}"/>`
  )
}

function foot(x: number, y: number, mirror: boolean, fill: string): string {
  const toes: [number, number, number][] = [
    [-9, -37, 6.2],
    [0, -41, 5],
    [8, -39, 4.3],
    [14, -34, 3.8],
    [18.5, -27, 3.3],
  ]
  return (
    `<g transform="translate(${x} ${y}) scale(${mirror ? -0.8 : 0.8} 0.8)">` +
    `<path d="M0,-30 C14,-30 19,-14 16,0 C14,14 18,26 10,36 C4,42 -8,42 -12,34 C-18,22 -12,8 -14,-4 C-16,-18 -12,-30 0,-30Z" fill="${fill}"/>` +
    toes.map(([tx, ty, r]) => `<circle cx="${tx}" cy="${ty}" r="${r}" fill="${fill}"/>`).join('') +
    `</g>`
  )
}

export function babyFeet(p: Paint): string {
  const fill = hsl(p.pal.hue, 55, 70)
  return foot(-17, 10, true, fill) + foot(17, 0, false, fill)
}

export function graduationCap(p: Paint): string {
  return (
    `<g transform="rotate(-10 -20 32)"><rect x="-46" y="24" width="46" height="12" rx="6" fill="#fbf7ee" stroke="#d8cdb6"/>` +
    `<rect x="-26" y="23" width="6" height="14" fill="${p.pal.primary}"/></g>` +
    `<path d="M-26,-4 L-26,16 C-26,26 26,26 26,16 L26,-4 L0,6Z" fill="#2f3240"/>` +
    `<path d="M0,-30 L46,-12 L0,6 L-46,-12Z" fill="${INK}"/>` +
    `<path d="M0,-28 L42,-12" stroke="${WHITE}" stroke-width="1" opacity="0.25"/>` +
    `<path d="M0,-12 L32,-4 L34,20" fill="none" stroke="${GOLD}" stroke-width="2.5"/>` +
    `<path d="M30,20 L38,20 L40,34 L28,34Z" fill="${GOLD}"/>` +
    `<circle cx="0" cy="-12" r="3.5" fill="${GOLD}"/>`
  )
}
