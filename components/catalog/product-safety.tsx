import { Trans } from '@lingui/react/macro'
import type { ProductSafetyInfo, SafetyParty } from '../../server/domain/catalog/product-safety.js'

/**
 * What GPSR (Regulation (EU) 2023/988, Art. 19) asks a distance offer to show (decision 058): the manufacturer, the
 * responsible person in the EU when there is one, and the warnings in the page's language. A closed `<details>`, so it
 * opens without JavaScript and keeps the buy area short.
 */
export function ProductSafetyDetails({ info }: { info: ProductSafetyInfo }) {
  return (
    <details className="product-safety" data-testid="product-safety">
      <summary>
        <Trans>Product safety</Trans>
      </summary>
      <dl>
        <dt>
          <Trans>Manufacturer</Trans>
        </dt>
        <dd data-testid="safety-manufacturer">
          <Party party={info.manufacturer} />
        </dd>
        {info.responsiblePerson && (
          <>
            <dt>
              <Trans>Responsible person in the EU</Trans>
            </dt>
            <dd data-testid="safety-responsible">
              <Party party={info.responsiblePerson} />
            </dd>
          </>
        )}
        {info.warnings.length > 0 && (
          <>
            <dt>
              <Trans>Warnings and safety information</Trans>
            </dt>
            <dd data-testid="safety-warnings">
              {info.warnings.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </dd>
          </>
        )}
      </dl>
    </details>
  )
}

function Party({ party }: { party: SafetyParty }) {
  return (
    <address>
      {party.name}
      <br />
      {party.address}
      {party.email && (
        <>
          <br />
          <a href={`mailto:${party.email}`}>{party.email}</a>
        </>
      )}
      {party.contactUrl && (
        <>
          <br />
          <a href={party.contactUrl} rel="noopener noreferrer" target="_blank">
            {party.contactUrl}
          </a>
        </>
      )}
    </address>
  )
}
