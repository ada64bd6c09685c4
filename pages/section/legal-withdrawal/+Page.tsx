import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageTitle } from '../../../components/page-title.js'
import type { Data } from './+data.js'

/**
 * The model withdrawal form of Directive 2011/83/EU, Annex I(B), in the wording of the Directive's language versions,
 * with the seller's name, address and email filled in. The shopper may use it or any clear statement; the online
 * withdrawal button on the order pages does the same (decision 052).
 */
export default function WithdrawalFormPage() {
  const { t } = useLingui()
  const { seller } = useData<Data>()
  usePageTitle(t`Model withdrawal form`)
  return (
    <section className="legal-withdrawal-form" data-testid="withdrawal-model-form">
      <h1>
        <Trans>Model withdrawal form</Trans>
      </h1>
      <p>
        <Trans>(complete and return this form only if you wish to withdraw from the contract)</Trans>
      </p>
      <ul>
        <li>
          <Trans>To:</Trans> {seller.companyName}, {seller.address},{' '}
          <a href={`mailto:${seller.email}`}>{seller.email}</a>
        </li>
        <li>
          <Trans>
            I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods
            (*)/for the provision of the following service (*),
          </Trans>
        </li>
        <li>
          <Trans>Ordered on (*)/received on (*),</Trans>
        </li>
        <li>
          <Trans>Name of consumer(s),</Trans>
        </li>
        <li>
          <Trans>Address of consumer(s),</Trans>
        </li>
        <li>
          <Trans>Signature of consumer(s) (only if this form is notified on paper),</Trans>
        </li>
        <li>
          <Trans>Date</Trans>
        </li>
      </ul>
      <p>
        <Trans>(*) Delete as appropriate.</Trans>
      </p>
      <p>
        <Trans>
          You can also withdraw online: open your order from the confirmation email or the order tracking page and use
          the button “Withdraw from contract here”.
        </Trans>
      </p>
    </section>
  )
}
