/** SVG string building for the artwork: XML escaping, hex colours, gradients, paths, number formatting. Pure. */

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!,
  )
}

/** Hex colours, not hsl(): every SVG consumer understands them, and the output stays byte-stable. */
export function hsl(h: number, s: number, l: number): string {
  const hh = ((h % 360) + 360) % 360
  const ss = clamp(s, 0, 100) / 100
  const ll = clamp(l, 0, 100) / 100
  const k = (i: number) => (i + hh / 30) % 12
  const a = ss * Math.min(ll, 1 - ll)
  const f = (i: number) => ll - a * Math.max(-1, Math.min(k(i) - 3, 9 - k(i), 1))
  return (
    '#' +
    [f(0), f(8), f(4)]
      .map((v) =>
        Math.round(v * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}

export function linearGradient(
  id: string,
  stops: ([number, string] | [number, string, number])[],
  dir: { x2: number; y2: number },
): string {
  const body = stops
    .map(
      ([o, colour, op]) =>
        `<stop offset="${o}" stop-color="${colour}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('')
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${dir.x2}" y2="${dir.y2}">${body}</linearGradient>`
}

export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  if (r <= 0) return `M${x},${y} H${x + w} V${y + h} H${x} Z`
  return `M${x + r},${y} H${x + w - r} A${r},${r} 0 0 1 ${x + w},${y + r} V${y + h - r} A${r},${r} 0 0 1 ${x + w - r},${y + h} H${x + r} A${r},${r} 0 0 1 ${x},${y + h - r} V${y + r} A${r},${r} 0 0 1 ${x + r},${y} Z`
}

export function svgDoc(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
}

export function checkSize(width: number, height: number): void {
  if (!(Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0))
    throw new RangeError(`Invalid art size ${width}×${height}`)
}

/** Truncates by code point (never splitting a surrogate pair) before escaping, so no entity is cut. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text.trim())
  return chars.length > max ? chars.slice(0, max - 1).join('') + '…' : chars.join('')
}

export function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v))
}

/** One decimal is below a pixel at every size we render, and keeps documents small. */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

export function n2(v: number): string {
  return String(Math.round(v * 100) / 100)
}

export function n3(v: number): string {
  return String(Math.round(v * 1000) / 1000)
}
