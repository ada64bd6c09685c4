import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { ContentPage } from '../../../components/content-page.js'
import { LocalLink } from '../../../components/local-link.js'
import type { Data } from './+data.js'

export default function LegalSubpagePage() {
  const { content, legal, subpage } = useData<Data>()
  return (
    <ContentPage content={content}>
      <dl className="legal-identity">
        <dt>
          <Trans>Company</Trans>
        </dt>
        <dd>{legal.companyName}</dd>
        <dt>
          <Trans>VAT number</Trans>
        </dt>
        <dd>{legal.vatId}</dd>
        <dt>
          <Trans>Address</Trans>
        </dt>
        <dd>{legal.address}</dd>
        <dt>
          <Trans>Email</Trans>
        </dt>
        <dd>
          <a href={`mailto:${legal.email}`}>{legal.email}</a>
        </dd>
        {legal.phone && (
          <>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <a href={`tel:${legal.phone.replace(/[^+\d]/g, '')}`}>{legal.phone}</a>
            </dd>
          </>
        )}
        {legal.register && (
          <>
            <dt>
              <Trans>Commercial register</Trans>
            </dt>
            <dd>{legal.register}</dd>
          </>
        )}
        {legal.representative && (
          <>
            <dt>
              <Trans>Represented by</Trans>
            </dt>
            <dd>{legal.representative}</dd>
          </>
        )}
      </dl>
      {subpage === 'terms' && (
        <p>
          <LocalLink to="/_section/legal/withdrawal" data-testid="terms-withdrawal-form">
            <Trans>Model withdrawal form</Trans>
          </LocalLink>
        </p>
      )}
    </ContentPage>
  )
}
