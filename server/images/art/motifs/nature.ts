import { hsl, n } from '../svg.js'
import { LEAF, LEAF_DARK, SUN, WHITE, WOOD, type Paint } from './paint.js'

/** Flowers, plants and shells: roses, spring blossoms, sunflowers, palm trees and seashells (100-unit icons). */

const leaf = (d: string, fill = LEAF) => `<path d="${d}" fill="${fill}"/>`

export function rose(p: Paint): string {
  return (
    `<path d="M0,18 C-4,30 4,40 0,50" fill="none" stroke="${LEAF_DARK}" stroke-width="4" stroke-linecap="round"/>` +
    leaf('M0,36 C-12,26 -26,30 -32,40 C-20,46 -8,44 0,36Z') +
    leaf('M1,28 C12,18 26,22 32,30 C20,36 9,35 1,28Z', LEAF_DARK) +
    `<circle cx="0" cy="-8" r="30" fill="${p.pal.primary}"/>` +
    `<path d="M-30,-8 C-30,12 -12,22 0,22 C12,22 30,12 30,-8 C20,6 -20,6 -30,-8Z" fill="${p.dark}" opacity="0.35"/>` +
    `<path d="M-26,-22 C-18,-38 18,-38 26,-22 C14,-30 -14,-30 -26,-22Z" fill="${WHITE}" opacity="0.25"/>` +
    `<path d="M0,-8 m-3,0 a3,3 0 1,1 6,0 a7,7 0 1,1 -13,1 a11,11 0 1,1 21,-1 a15,15 0 1,1 -29,2 a19,19 0 1,1 37,-2" fill="none" stroke="${p.deep}" stroke-width="2.6" stroke-linecap="round" opacity="0.55"/>`
  )
}

function blossom(x: number, y: number, r: number, petal: string, edge: string): string {
  let s = ''
  for (let k = 0; k < 5; k++) {
    const a = ((k * 72 - 90) * Math.PI) / 180
    s += `<circle cx="${n(x + Math.cos(a) * r * 0.55)}" cy="${n(y + Math.sin(a) * r * 0.55)}" r="${n(r * 0.5)}" fill="${petal}" stroke="${edge}" stroke-width="1"/>`
  }
  s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.24)}" fill="${SUN}"/>`
  for (let k = 0; k < 6; k++) {
    const a = ((k * 60 + 30) * Math.PI) / 180
    s += `<circle cx="${n(x + Math.cos(a) * r * 0.34)}" cy="${n(y + Math.sin(a) * r * 0.34)}" r="${n(r * 0.05)}" fill="${WOOD}"/>`
  }
  return s
}

export function springBlossoms(p: Paint): string {
  const petal = hsl(p.pal.hue, 70, 88)
  const edge = hsl(p.pal.hue, 60, 72)
  return (
    `<path d="M-50,34 C-22,24 8,12 50,-30 M-4,16 C2,2 12,-8 24,-6" fill="none" stroke="${WOOD}" stroke-width="4" stroke-linecap="round"/>` +
    leaf('M-30,28 C-34,16 -26,8 -18,10 C-18,20 -24,26 -30,28Z') +
    blossom(-20, 18, 26, petal, edge) +
    blossom(16, -10, 30, petal, edge) +
    `<ellipse cx="42" cy="-24" rx="6" ry="8" fill="${edge}" transform="rotate(40 42 -24)"/>` +
    `<ellipse cx="26" cy="-6" rx="4" ry="5.5" fill="${petal}" stroke="${edge}"/>`
  )
}

export function sunflower(): string {
  let petals = ''
  for (let k = 0; k < 18; k++)
    petals += `<ellipse cx="0" cy="-22" rx="6" ry="14" fill="${k % 2 ? '#f0a21b' : SUN}" transform="rotate(${k * 20} 0 -8) translate(0 -4)"/>`
  let seeds = ''
  for (let k = 0; k < 12; k++) {
    const a = k * 2.4
    const r = 3 + k * 0.9
    seeds += `<circle cx="${n(Math.cos(a) * r)}" cy="${n(-8 + Math.sin(a) * r)}" r="1.6" fill="#8a5a2b"/>`
  }
  return (
    `<path d="M0,10 C2,26 -2,40 0,50" fill="none" stroke="${LEAF_DARK}" stroke-width="5" stroke-linecap="round"/>` +
    leaf('M1,34 C12,24 28,26 34,34 C22,42 10,41 1,34Z') +
    leaf('M-1,26 C-12,18 -26,20 -30,28 C-20,34 -9,33 -1,26Z', LEAF_DARK) +
    petals +
    `<circle cx="0" cy="-8" r="15" fill="#6b3f1d"/>` +
    seeds
  )
}

/** A palm with fronds and coconuts; the trunk leans a little. */
export function palmTree(p: Paint): string {
  const lean = p.rng() < 0.5 ? 1 : -1
  const frond = (tx: number, ty: number, fill: string) => {
    const mx = (8 * lean + tx) / 2
    const my = (-22 + ty) / 2
    return `<path d="M${8 * lean},-22 Q${n(mx - (ty - -22) * 0.25)},${n(my + (tx - 8 * lean) * 0.25 - 6)} ${tx},${ty} Q${n(mx + (ty - -22) * 0.12)},${n(my - (tx - 8 * lean) * 0.12 + 4)} ${8 * lean},-20Z" fill="${fill}"/>`
  }
  let trunk = `<path d="M${-2 * lean},50 C${-4 * lean},20 ${2 * lean},0 ${8 * lean},-22" fill="none" stroke="${WOOD}" stroke-width="8" stroke-linecap="round"/>`
  for (let i = 0; i < 6; i++)
    trunk += `<path d="M${n(-6 + lean * (i * 1.4 - 2))},${44 - i * 11} l10,-2" stroke="#6d452b" stroke-width="1.6"/>`
  return (
    trunk +
    frond(-40 * lean, -14, LEAF_DARK) +
    frond(-30 * lean, -42, LEAF) +
    frond(12 * lean, -50, LEAF_DARK) +
    frond(46 * lean, -34, LEAF) +
    frond(46 * lean, -4, LEAF_DARK) +
    `<circle cx="${4 * lean}" cy="-18" r="4.5" fill="#6b4423"/><circle cx="${12 * lean}" cy="-16" r="4.5" fill="#5a381c"/>`
  )
}

export function seashell(p: Paint): string {
  const pts: [number, number][] = []
  for (let i = 0; i <= 8; i++) {
    const a = ((200 + i * 17.5) * Math.PI) / 180
    pts.push([Math.cos(a) * 44, 6 + Math.sin(a) * 46])
  }
  let edge = `M0,36 L${n(pts[0]![0])},${n(pts[0]![1])}`
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!
    const [x1, y1] = pts[i]!
    edge += ` Q${n((x0 + x1) / 2 + x0 * 0.12 + x1 * 0.12)},${n((y0 + y1) / 2 - 8)} ${n(x1)},${n(y1)}`
  }
  edge += ' Z'
  const ridges = pts.map(([x, y]) => `M0,36 L${n(x * 0.96)},${n(y + 2)}`).join(' ')
  return (
    `<path d="M-12,34 L12,34 L16,46 L-16,46Z" fill="${p.pal.secondary}"/>` +
    `<path d="${edge}" fill="${p.pal.soft}" stroke="${p.dark}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="${ridges}" stroke="${p.dark}" stroke-width="1.8" opacity="0.55"/>` +
    `<path d="M-30,-20 Q0,-40 30,-20" fill="none" stroke="${WHITE}" stroke-width="3" opacity="0.4"/>`
  )
}

export function starfish(p: Paint): string {
  return (
    `<path d="M0,-44 C6,-18 10,-14 42,-10 C16,4 14,10 26,38 C4,22 -4,22 -26,38 C-14,10 -16,4 -42,-10 C-10,-14 -6,-18 0,-44Z" fill="${hsl(p.pal.hue + 20, 75, 66)}" stroke="${p.dark}" stroke-width="1.5"/>` +
    [0, 72, 144, 216, 288]
      .map((r) => `<circle cx="0" cy="-18" r="2.4" fill="${WHITE}" opacity="0.7" transform="rotate(${r} 0 2)"/>`)
      .join('')
  )
}
