import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageTitle } from '../../../components/page-title.js'
import type { Data } from './+data.js'

export default function LegalSubpagePage() {
  const { t } = useLingui()
  const { subpage, legal } = useData<Data>()
  const titles = { privacy: t`Privacy policy`, terms: t`Terms and conditions`, notice: t`Legal notice` }
  usePageTitle(titles[subpage])
  return (
    <section>
      <h1>{titles[subpage]}</h1>
      <dl className="legal-identity">
        <dt><Trans>Company</Trans></dt>
        <dd>{legal.companyName}</dd>
        <dt><Trans>VAT number</Trans></dt>
        <dd>{legal.vatId}</dd>
        <dt><Trans>Address</Trans></dt>
        <dd>{legal.address}</dd>
        <dt><Trans>Email</Trans></dt>
        <dd><a href={`mailto:${legal.email}`}>{legal.email}</a></dd>
      </dl>
    </section>
  )
}
