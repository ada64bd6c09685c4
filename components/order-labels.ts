import { useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { siteTimeZone } from '../server/domain/tenancy/time-zones.js'

/** Shopper-facing words for the order, shipment and return states of spec section 4. */
export function useOrderLabels() {
  const { t } = useLingui()
  const status: Record<number, string> = {
    0: t`Order received`,
    1: t`In production`,
    2: t`We are checking a problem with your order`,
    4: t`Waiting for payment`,
    8: t`Packed`,
    9: t`Shipped`,
    10: t`Canceled`,
    13: t`Production finished`,
    14: t`Ready at the pickup point`,
    15: t`Delivered`,
    16: t`Delivery failed`,
    17: t`Not shipped yet: we are on it`,
    200: t`Preparing your print files`,
    201: t`Preparing your print files`,
    202: t`Print files ready`,
  }
  const shipment: Record<string, string> = {
    PROCESSING: t`Being prepared`,
    ON_ROUTE: t`On its way`,
    ON_DELIVERY: t`Out for delivery`,
    DELIVERED: t`Delivered`,
    INCIDENCE: t`Delivery problem`,
    PENDING_TO_PICK: t`Waiting for you at the pickup point`,
    PICKED: t`Collected`,
  }
  const returns: Record<number, string> = { 8: t`Refund confirmed`, 5: t`Refund completed`, 100: t`Refund canceled` }
  return {
    status: (s: number) => status[s] ?? String(s),
    shipment: (s: string) => shipment[s] ?? s,
    returns: (s: number) => returns[s] ?? String(s),
  }
}

/**
 * Date and time of an order, ticket or design event in the SITE's time zone: the server and every browser (wherever it
 * is) write the same text, so hydration matches and a shopper reads the shop's local time.
 */
export function useDateTimeFormatter(): (epochMs: number) => string {
  const pc = usePageContext()
  const locale = pc.tenant.site.languages.find((l) => l.language === pc.locale)?.hreflang ?? pc.locale
  const timeZone = siteTimeZone(pc.tenant.site.country)
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })
  return (ms) => format.format(ms)
}
