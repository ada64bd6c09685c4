import { useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { PAYMENT_BRAND_NAMES } from '../server/domain/vocabulary/brand-names.js'

/** The shopper-facing name of a payment method (generic ones translated). */
export function usePaymentMethodName(): (method: string) => string {
  const { t } = useLingui()
  const generic: Record<string, string> = {
    CARD: t`Credit or debit card`,
    BANK_TRANSFER: t`Bank transfer`,
    BILLING_ACCOUNT: t`Invoice to your business account`,
  }
  return (method) => generic[method] ?? PAYMENT_BRAND_NAMES[method] ?? method
}

/** Dates of delivery windows are calendar days (YYYY-MM-DD, UTC). */
export function useDayFormatter(): (isoDay: string) => string {
  const pc = usePageContext()
  const locale = pc.tenant.site.languages.find((l) => l.language === pc.locale)?.hreflang ?? pc.locale
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' })
  return (isoDay) => format.format(new Date(`${isoDay}T12:00:00Z`))
}
