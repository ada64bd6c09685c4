import { usePageContext } from 'vike-react/usePageContext'
import type { PickupPoint } from '../../server/domain/shipping/pickup-points.js'

/** A pickup point's hours in the shopper's language: "Mon–Fri 09:00–20:00 · Sat 09:00–14:00" (day names from Intl). */
export function useOpeningHours(): (p: PickupPoint) => string {
  const pc = usePageContext()
  const locale = pc.tenant.site.languages.find((l) => l.language === pc.locale)?.hreflang ?? pc.locale
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
  // 1 January 2024 was a Monday.
  const day = (n: number) => weekday.format(new Date(Date.UTC(2024, 0, 1 + n, 12)))
  return (p) =>
    `${day(0)}–${day(4)} ${p.opensAt}–${p.closesAt}` +
    (p.saturdayOpensAt && p.saturdayClosesAt ? ` · ${day(5)} ${p.saturdayOpensAt}–${p.saturdayClosesAt}` : '')
}
