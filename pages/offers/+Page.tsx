import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageTitle } from '../../components/page-title.js'
import { useLocalHref } from '../../components/local-link.js'
import { DesignGrid } from '../../components/catalog/design-grid.js'
import { OfferRuleText } from '../../components/catalog/offer-rule.js'
import { ReducedPrice } from '../../components/catalog/reduced-price.js'
import type { Data } from './+data.js'

export default function OffersPage() {
  const { t, i18n } = useLingui()
  const { offers, promoted, timeZone } = useData<Data>()
  const href = useLocalHref()
  usePageTitle(t`Offers`)
  return (
    <section>
      <h1>
        <Trans>Offers</Trans>
      </h1>
      {offers.length === 0 ? (
        <p>
          <Trans>There are no offers right now. Come back soon!</Trans>
        </p>
      ) : (
        <ul className="offer-list" data-testid="offers">
          {offers.map((o) => {
            const until = i18n.date(new Date(o.lastInstant), { dateStyle: 'long', timeZone })
            return (
              <li key={o.id} className="offer">
                <h2>{o.title}</h2>
                <p className="offer-discount">
                  <OfferRuleText rule={o.rule} />
                </p>
                <p>{o.description}</p>
                {o.example && (
                  <p className="design-price offer-example" data-testid="offer-price">
                    <ReducedPrice
                      reducedMinor={o.example.reducedMinor}
                      regularMinor={o.example.regularMinor}
                      priorMinor={o.example.priorMinor}
                      from={o.example.from}
                    />
                  </p>
                )}
                <p className="offer-validity">
                  <Trans>Valid until {until}</Trans>
                </p>
                {o.landingSlug && (
                  <a className="btn btn-primary" href={href(`/${o.landingSlug}`)}>
                    <Trans>See the designs</Trans>
                  </a>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {promoted.length > 0 && (
        <>
          <h2>
            <Trans>Designs on promotion</Trans>
          </h2>
          <DesignGrid designs={promoted} headingLevel={3} />
        </>
      )}
    </section>
  )
}
