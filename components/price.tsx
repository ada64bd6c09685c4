import { usePageContext } from 'vike-react/usePageContext'
import { formatPrice } from '../server/domain/money/price-display.js'

/** A price in the site's currency under the brand's decimals rule (spec section 1). */
export function usePriceFormatter(): (amountMinor: number) => string {
  const pc = usePageContext()
  const locale = pc.tenant.site.languages.find((l) => l.language === pc.locale)?.hreflang ?? pc.locale
  return (amountMinor) =>
    formatPrice(amountMinor, {
      currency: pc.tenant.site.currency,
      locale,
      allowDecimals: pc.tenant.brand.allowDecimals,
    })
}

/** A price in a given currency (orders and commissions keep the currency they were made in). */
export function useMoneyFormatter(): (amountMinor: number, currency: string) => string {
  const pc = usePageContext()
  const locale = pc.tenant.site.languages.find((l) => l.language === pc.locale)?.hreflang ?? pc.locale
  return (amountMinor, currency) =>
    formatPrice(amountMinor, { currency, locale, allowDecimals: pc.tenant.brand.allowDecimals })
}
