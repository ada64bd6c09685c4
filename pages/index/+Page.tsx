import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { usePriceFormatter } from '../../components/price.js'
import { LocalLink } from '../../components/local-link.js'

export default function IndexPage() {
  const { t } = useLingui()
  const pc = usePageContext()
  const price = usePriceFormatter()
  const brand = pc.tenant.brand.displayName
  usePageTitle(t`Personalised photo gifts`)
  const threshold = price(pc.tenant.site.freeShippingFromMinor)
  return (
    <section className="home">
      <h1><Trans>Personalised photo gifts</Trans></h1>
      <p className="home-brand" data-testid="brand-name">{brand}</p>
      <p><Trans>Turn your photos into prints, mugs and canvases, made to order and delivered to your door.</Trans></p>
      <p className="free-shipping" data-testid="free-shipping"><Trans>Free shipping on orders from {threshold}</Trans></p>
      <p><LocalLink to="/offers" className="btn btn-primary"><Trans>See current offers</Trans></LocalLink></p>
    </section>
  )
}
