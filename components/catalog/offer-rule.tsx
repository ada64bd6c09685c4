import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import type { OfferRule } from '../../server/domain/promotions/offer-types.js'
import { usePriceFormatter } from '../price.js'

/** What an offer gives, in one line of the shopper's language: "20 % off", "Buy 2, get 50 % off one of them" ... */
export function OfferRuleText({ rule }: { rule: OfferRule }) {
  const { i18n } = useLingui()
  const price = usePriceFormatter()
  const pc = usePageContext()
  const percent = (p: number) => i18n.number(p / 100, { style: 'percent' })
  switch (rule.kind) {
    case 'percent': {
      const discount = percent(rule.percent)
      return <Trans>{discount} off</Trans>
    }
    case 'amount': {
      const amount = rule.amounts[pc.tenant.site.currency]
      if (amount === undefined) return null
      const off = price(amount)
      return <Trans>{off} off every item</Trans>
    }
    case 'nth': {
      const discount = percent(rule.percent)
      return <Plural value={rule.n} other={`Buy #, get ${discount} off one of them`} />
    }
    case 'tiers': {
      const best = rule.tiers[rule.tiers.length - 1]!
      const discount = percent(best.percent)
      return (
        <Plural
          value={best.minQuantity}
          one={`Up to ${discount} off`} other={`Up to ${discount} off from # items`}
        />
      )
    }
    case 'free_shipping': {
      const from = rule.fromMinor[pc.tenant.site.code]
      if (from === undefined) return null
      const threshold = price(from)
      return from === 0 ? <Trans>Free shipping</Trans> : <Trans>Free shipping from {threshold}</Trans>
    }
  }
}
