import { n, pick } from '../svg.js'
import { INK, WHITE, type Paint } from './paint.js'

/** Pets and forest animals as friendly faces, and paw prints (100-unit icons). */

const eye = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK}"/><circle cx="${n(x + r * 0.35)}" cy="${n(y - r * 0.35)}" r="${n(r * 0.35)}" fill="${WHITE}"/>`

export function puppy(p: Paint): string {
  const [fur, ear] = pick(p.rng, [
    ['#d79b5b', '#8a5a34'],
    ['#e6c08f', '#a4703f'],
    ['#f2ede6', '#6e4a32'],
    ['#b07a4a', '#4f3322'],
  ] as const)
  return (
    `<ellipse cx="-30" cy="-2" rx="11" ry="22" fill="${ear}" transform="rotate(18 -30 -2)"/>` +
    `<ellipse cx="30" cy="-2" rx="11" ry="22" fill="${ear}" transform="rotate(-18 30 -2)"/>` +
    `<path d="M-22,24 Q0,36 22,24 L24,32 Q0,44 -24,32Z" fill="${p.pal.primary}"/>` +
    `<circle cx="0" cy="40" r="5" fill="#f2c94c" stroke="${p.dark}" stroke-width="1"/>` +
    `<ellipse cx="0" cy="0" rx="30" ry="28" fill="${fur}"/>` +
    `<ellipse cx="-12" cy="-10" rx="8" ry="6" fill="${ear}" opacity="0.35"/>` +
    `<ellipse cx="0" cy="12" rx="16" ry="12" fill="#f6e4cc"/>` +
    eye(-11, -5, 3.8) +
    eye(11, -5, 3.8) +
    `<ellipse cx="0" cy="5" rx="6" ry="4.5" fill="#2b1d17"/>` +
    `<path d="M0,9 Q0,16 -6,17 M0,9 Q0,16 6,17" fill="none" stroke="${INK}" stroke-width="1.6" stroke-linecap="round"/>` +
    `<path d="M-3.5,17 Q0,27 3.5,17Z" fill="#e86a7a"/>`
  )
}

export function kitten(p: Paint): string {
  const [fur, stripe, whisker] = pick(p.rng, [
    ['#9aa3ad', '#7d8590', INK],
    ['#e39b4f', '#c27a34', INK],
    ['#3b3b42', '#2a2a30', '#d9dce2'],
    ['#f1ece4', '#d8cfc2', INK],
  ] as const)
  const ear = (s: number) =>
    `<path d="M${-26 * s},-12 L${-22 * s},-46 L${-2 * s},-24Z" fill="${fur}"/><path d="M${-22 * s},-16 L${-20 * s},-36 L${-9 * s},-22Z" fill="#f2a7b5"/>`
  const whiskers = [-1, 1]
    .map(
      (s) =>
        `<path d="M${10 * s},12 L${36 * s},6 M${10 * s},14 L${36 * s},15 M${10 * s},16 L${32 * s},24" stroke="${whisker}" stroke-width="1.2" stroke-linecap="round"/>`,
    )
    .join('')
  return (
    ear(1) +
    ear(-1) +
    `<ellipse cx="0" cy="2" rx="31" ry="27" fill="${fur}"/>` +
    `<path d="M-6,-24 L-4,-14 M0,-25 L0,-14 M6,-24 L4,-14" stroke="${stripe}" stroke-width="3" stroke-linecap="round"/>` +
    `<ellipse cx="-11" cy="-1" rx="6" ry="7" fill="#9bc53d"/><ellipse cx="11" cy="-1" rx="6" ry="7" fill="#9bc53d"/>` +
    `<ellipse cx="-11" cy="-1" rx="1.8" ry="5.5" fill="${INK}"/><ellipse cx="11" cy="-1" rx="1.8" ry="5.5" fill="${INK}"/>` +
    `<path d="M-3.5,9 L3.5,9 L0,13Z" fill="#e86a7a"/>` +
    `<path d="M0,13 Q-4,18 -8,15 M0,13 Q4,18 8,15" fill="none" stroke="${whisker}" stroke-width="1.5" stroke-linecap="round"/>` +
    whiskers +
    `<path d="M-20,26 Q0,34 20,26" fill="none" stroke="${p.pal.primary}" stroke-width="5" stroke-linecap="round"/>`
  )
}

export function pawPrint(p: Paint): string {
  const fill = p.pal.primary
  return (
    `<path d="M0,4 C14,4 26,18 24,30 C22,40 9,38 0,35 C-9,38 -22,40 -24,30 C-26,18 -14,4 0,4Z" fill="${fill}"/>` +
    `<ellipse cx="-25" cy="-12" rx="7.5" ry="10" fill="${fill}" transform="rotate(-22 -25 -12)"/>` +
    `<ellipse cx="-9" cy="-26" rx="8" ry="11" fill="${fill}" transform="rotate(-6 -9 -26)"/>` +
    `<ellipse cx="9" cy="-26" rx="8" ry="11" fill="${fill}" transform="rotate(6 9 -26)"/>` +
    `<ellipse cx="25" cy="-12" rx="7.5" ry="10" fill="${fill}" transform="rotate(22 25 -12)"/>`
  )
}

/** A fox: the forest animal everyone recognises at a glance. */
export function fox(): string {
  const orange = '#e8742b'
  return (
    `<path d="M-34,-20 L-22,-48 L-6,-26 Q0,-29 6,-26 L22,-48 L34,-20 Q38,4 0,34 Q-38,4 -34,-20Z" fill="${orange}"/>` +
    `<path d="M-26,-24 L-21,-40 L-12,-28Z M26,-24 L21,-40 L12,-28Z" fill="#3b2a20"/>` +
    `<path d="M-35,-16 Q-20,-2 0,16 Q-16,24 -28,4Z M35,-16 Q20,-2 0,16 Q16,24 28,4Z" fill="${WHITE}"/>` +
    `<path d="M-8,20 Q0,16 8,20 L0,34Z" fill="${WHITE}"/>` +
    eye(-12, -8, 3.6) +
    eye(12, -8, 3.6) +
    `<circle cx="0" cy="30" r="4.5" fill="${INK}"/>`
  )
}

/** A small pine for forest scenes. */
export function pine(): string {
  return (
    `<rect x="-4" y="30" width="8" height="16" fill="#6d452b"/>` +
    `<path d="M0,-46 L-20,-8 L-10,-8 L-28,16 L-14,16 L-34,34 L34,34 L14,16 L28,16 L10,-8 L20,-8Z" fill="#2f6e43"/>`
  )
}
