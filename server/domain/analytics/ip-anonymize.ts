/**
 * Addresses are stored truncated, never whole: IPv4 keeps its /24 (last octet zeroed), IPv6 its /48 (the site prefix
 * of one customer line). IPv4-mapped IPv6 (::ffff:1.2.3.4, what Node reports on dual-stack sockets) counts as IPv4.
 * Anything that is not an address gives null.
 */
export function anonymizeIp(ip: string | null | undefined): string | null {
  if (!ip) return null
  const raw = ip
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(raw)
  const v4 = parseIpv4(mapped ? mapped[1]! : raw)
  if (v4) return `${v4[0]}.${v4[1]}.${v4[2]}.0`
  const v6 = parseIpv6(raw)
  if (!v6) return null
  return `${v6
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(':')}::`
}

function parseIpv4(s: string): number[] | null {
  const parts = s.split('.')
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null
  const nums = parts.map(Number)
  return nums.every((n) => n <= 255) ? nums : null
}

/** The eight 16-bit groups of an IPv6 address (with :: compression and an optional dotted IPv4 tail), or null. */
function parseIpv6(s: string): number[] | null {
  if (!s.includes(':') || s.length > 45) return null
  let groups: string[]
  let tail: number[] = []
  const v4tail = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(s)
  let body = s
  if (v4tail) {
    const v4 = parseIpv4(v4tail[2]!)
    if (!v4) return null
    tail = [(v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!]
    body = v4tail[1]!.endsWith('::') ? v4tail[1]! : v4tail[1]!.slice(0, -1)
  }
  const halves = body.split('::')
  if (halves.length > 2) return null
  const split = (h: string) => (h === '' ? [] : h.split(':'))
  if (halves.length === 2) {
    const left = split(halves[0]!)
    const right = split(halves[1]!)
    const missing = 8 - tail.length - left.length - right.length
    if (missing < 1) return null
    groups = [...left, ...Array<string>(missing).fill('0'), ...right]
  } else {
    groups = split(body)
    if (groups.length + tail.length !== 8) return null
  }
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null
  return [...groups.map((g) => parseInt(g, 16)), ...tail]
}
