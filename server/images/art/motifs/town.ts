import { HEART, starPath } from '../shapes.js'
import { hsl } from '../svg.js'
import { INK, SILVER, WHITE, type Paint } from './paint.js'

/** Houses, skylines, cars, mountains, shapes, hearts and quotes (100-unit icons). */

const WINDOW = '#ffe08a'

export function littleHouse(p: Paint): string {
  const wall = p.rng() < 0.5 ? '#fbf4e6' : p.pal.soft
  return (
    `<rect x="14" y="-36" width="9" height="18" fill="${p.deep}"/>` +
    `<rect x="-28" y="-6" width="56" height="46" fill="${wall}" stroke="${p.dark}" stroke-width="1.5"/>` +
    `<path d="M-37,-3 L0,-40 L37,-3Z" fill="${p.pal.primary}" stroke="${p.dark}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="M-7,40 L-7,22 A7,7 0 0,1 7,22 L7,40Z" fill="${p.pal.secondary}"/>` +
    `<circle cx="4" cy="31" r="1.2" fill="${INK}"/>` +
    [-22, 10]
      .map(
        (x) =>
          `<rect x="${x}" y="2" width="12" height="11" fill="${WINDOW}" stroke="${p.dark}" stroke-width="1.2"/><path d="M${x + 6},2 L${x + 6},13 M${x},7.5 L${x + 12},7.5" stroke="${p.dark}" stroke-width="1"/>`,
      )
      .join('') +
    `<circle cx="0" cy="-16" r="5" fill="${WINDOW}" stroke="${p.dark}" stroke-width="1.2"/>`
  )
}

/** Three towers with lit windows; `building` is also used by the skyline panorama. */
export function building(x: number, top: number, w: number, bottom: number, fill: string, rng: () => number): string {
  let s = `<rect x="${x}" y="${top}" width="${w}" height="${bottom - top}" fill="${fill}"/>`
  const cols = Math.max(1, Math.floor((w - 3) / 6))
  const gap = (w - cols * 3.4) / (cols + 1)
  for (let y = top + 5; y < bottom - 6; y += 7)
    for (let c = 0; c < cols; c++)
      if (rng() < 0.6)
        s += `<rect x="${(x + gap + c * (3.4 + gap)).toFixed(1)}" y="${y}" width="3.4" height="4" fill="${WINDOW}" opacity="${rng() < 0.3 ? 0.55 : 0.95}"/>`
  return s
}

export function skyline(p: Paint): string {
  const a = hsl(p.pal.hue + 210, 30, 28)
  const b = hsl(p.pal.hue + 210, 28, 20)
  return (
    `<path d="M-4,-46 L-4,-58" stroke="${b}" stroke-width="2"/>` +
    building(-44, -4, 22, 46, a, p.rng) +
    building(-18, -46, 24, 46, b, p.rng) +
    building(8, -22, 20, 46, a, p.rng) +
    building(30, 2, 16, 46, b, p.rng) +
    `<rect x="-48" y="44" width="96" height="3" fill="${b}"/>`
  )
}

export function classicCar(p: Paint): string {
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="16" r="11.5" fill="${INK}"/><circle cx="${x}" cy="16" r="7.5" fill="none" stroke="${WHITE}" stroke-width="2"/>` +
    `<circle cx="${x}" cy="16" r="4.5" fill="${SILVER}"/><circle cx="${x}" cy="16" r="1.5" fill="#7d838c"/>`
  return (
    `<path d="M-47,13 C-47,3 -41,-1 -31,-2 L-19,-4 C-13,-18 -5,-24 7,-24 L17,-24 C25,-24 30,-14 34,-4 L41,-2 C47,0 49,6 49,13 L49,17 L-47,17 Z" fill="${p.pal.primary}"/>` +
    `<path d="M-19,-4 C-13,-18 -5,-24 7,-24 L17,-24 C25,-24 30,-14 34,-4Z" fill="${p.pal.soft}"/>` +
    `<path d="M-13,-5 C-9,-15 -3,-19 5,-19 L5,-5Z M9,-19 L16,-19 C21,-19 24,-13 27,-5 L9,-5Z" fill="#cfe6f5"/>` +
    `<path d="M-41,4 A15,15 0 0,1 -15,4 M15,4 A15,15 0 0,1 45,4" fill="none" stroke="${p.dark}" stroke-width="3"/>` +
    `<path d="M7,-3 L7,13 M-19,4 L41,4" stroke="${p.dark}" stroke-width="1" opacity="0.6"/>` +
    `<rect x="11" y="0" width="6" height="1.8" rx="0.9" fill="${SILVER}"/>` +
    `<rect x="45" y="9" width="7" height="5" rx="2" fill="${SILVER}"/><rect x="-51" y="9" width="7" height="5" rx="2" fill="${SILVER}"/>` +
    `<circle cx="44" cy="2" r="3.2" fill="#fff2b0" stroke="${SILVER}" stroke-width="1"/>` +
    `<path d="M-17,17 L19,17" stroke="${SILVER}" stroke-width="2"/>` +
    wheel(-29) +
    wheel(31)
  )
}

export function mountain(p: Paint): string {
  const rock = hsl(p.pal.hue + 200, 18, 46)
  const far = hsl(p.pal.hue + 200, 20, 62)
  return (
    `<path d="M-10,44 L22,-18 L50,44Z" fill="${far}"/>` +
    `<path d="M22,-18 L14,-3 L19,-6 L23,0 L27,-7 L30,-3Z" fill="${WHITE}"/>` +
    `<path d="M-50,44 L-8,-38 L34,44Z" fill="${rock}"/>` +
    `<path d="M-8,-38 L-20,-14 L-13,-18 L-8,-10 L-3,-19 L3,-13Z" fill="${WHITE}"/>` +
    `<path d="M-8,-38 L34,44 L10,44 L-4,-4Z" fill="${INK}" opacity="0.12"/>`
  )
}

export function geometric(p: Paint): string {
  return (
    `<circle cx="-14" cy="-12" r="26" fill="${p.pal.primary}"/>` +
    `<rect x="-44" y="8" width="36" height="36" fill="${p.pal.accent}" transform="rotate(-10 -26 26)" opacity="0.9"/>` +
    `<path d="M-4,42 L28,-26 L48,42Z" fill="${p.pal.secondary}" opacity="0.9"/>` +
    `<path d="M-48,-40 L-24,-40" stroke="${p.deep}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="34" cy="-38" r="6" fill="none" stroke="${p.deep}" stroke-width="3"/>`
  )
}

export function heart(p: Paint): string {
  return (
    `<path d="${HEART}" transform="translate(0 6) scale(96)" fill="${p.pal.primary}"/>` +
    `<path d="${HEART}" transform="translate(-18 -14) scale(18)" fill="${WHITE}" opacity="0.35"/>` +
    `<path d="${HEART}" transform="translate(0 6) scale(96)" fill="none" stroke="${p.dark}" stroke-width="0.015" opacity="0.6"/>`
  )
}

/** Big quotation marks over lines of "text": a quote poster that needs no language. */
export function quote(p: Paint): string {
  const mark = (x: number) =>
    `<circle cx="${x}" cy="-24" r="10" fill="${p.pal.primary}"/>` +
    `<path d="M${x - 10},-24 C${x - 10},-38 ${x - 2},-46 ${x + 8},-50 L${x + 10},-45 C${x + 2},-42 ${x - 2},-36 ${x - 1},-26Z" fill="${p.pal.primary}"/>`
  const lines = [
    [-40, 2, 80],
    [-34, 14, 68],
    [-26, 26, 52],
  ]
  return (
    mark(-16) +
    mark(12) +
    lines
      .map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="6" rx="3" fill="${p.deep}" opacity="0.75"/>`)
      .join('') +
    `<path d="M-20,42 Q0,36 20,42" fill="none" stroke="${p.pal.secondary}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<path d="${starPath(38, -40, 7, 0)}" fill="${p.pal.secondary}"/>`
  )
}
