import { isIPv4, isIPv6 } from 'node:net'

/**
 * The part of a client address that limits are counted on (decision 025). IPv4 (also IPv4-mapped IPv6) is taken
 * whole; IPv6 by its /64, since one subscriber is routinely given a whole /64 and could otherwise rotate through it.
 */
export function addressKey(ip: string | undefined): string {
  const raw = (ip ?? '').trim().toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(raw)
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!
  if (isIPv4(raw)) return raw
  if (isIPv6(raw)) return `${expandIPv6(raw).slice(0, 4).join(':')}::/64`
  return 'unknown'
}

function expandIPv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0]!
  const [head, tail] = withoutZone.includes('::') ? withoutZone.split('::') : [withoutZone, null]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const fill = tail === null ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...fill, ...right].map((h) => (h.includes('.') ? h : h.replace(/^0+(?=.)/, '')))
}

/**
 * Express `trust proxy` from TRUST_PROXY: `false`, a hop count, or a comma-separated list of proxy addresses,
 * subnets (CIDR) or Express's names for them (loopback, linklocal, uniquelocal). `true` is refused: it believes
 * whatever X-Forwarded-For a client sends, so the client would choose the address every limit is counted on.
 */
export function parseTrustProxy(
  value: string,
): { ok: true; value: false | number | string[] } | { ok: false; message: string } {
  const v = value.trim()
  if (v === 'false' || v === '' || v === '0') return { ok: true, value: false }
  if (v === 'true')
    return {
      ok: false,
      message:
        'true would let any client choose its address with X-Forwarded-For: give the number of proxies in front of the shop (e.g. 1) or their addresses (e.g. loopback or 10.0.0.0/8)',
    }
  if (/^\d{1,2}$/.test(v)) return { ok: true, value: Number(v) }
  const entries = v.split(',').map((e) => e.trim())
  const bad = entries.filter((e) => !isProxyEntry(e))
  if (bad.length > 0 || entries.length === 0)
    return {
      ok: false,
      message: `expected false, a hop count (1-99) or a comma-separated list of addresses, subnets or loopback/linklocal/uniquelocal; not understood: ${bad.join(', ')}`,
    }
  return { ok: true, value: entries }
}

function isProxyEntry(e: string): boolean {
  if (e === 'loopback' || e === 'linklocal' || e === 'uniquelocal') return true
  const [addr, bits, extra] = e.split('/')
  if (extra !== undefined || !addr) return false
  const family = isIPv4(addr) ? 4 : isIPv6(addr) ? 6 : 0
  if (!family) return false
  if (bits === undefined) return true
  if (!/^\d{1,3}$/.test(bits)) return false
  return Number(bits) <= (family === 4 ? 32 : 128)
}

/**
 * The mailbox a mail goes to, for the per-recipient limit of anonymous forms (decision 025): lower case, and without a
 * `+tag` in the local part, which most providers deliver to the same inbox.
 */
export function recipientKey(email: string): string {
  const lower = email.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at < 1) return `to:${lower}`
  const local = lower.slice(0, at).split('+')[0] || lower.slice(0, at)
  return `to:${local}${lower.slice(at)}`
}
