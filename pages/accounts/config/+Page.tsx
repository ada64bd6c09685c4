import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'
import { Field, FormStatus } from '../../../components/account-form.js'
import type { Data } from './+data.js'

export default function AccountsConfigPage() {
  const { t } = useLingui()
  const { config, links, campaign, feedback } = useData<Data>()
  const pc = usePageContext()
  usePageTitle(t`Partner settings`)
  const base = `${pc.localePrefix}/accounts/config`
  if (!config || !links) {
    return (
      <section className="account-config">
        <h1>
          <Trans>Partner settings</Trans>
        </h1>
        <p data-testid="partner-missing">
          <Trans>Your partner account is not set up yet. Please contact us.</Trans>
        </p>
      </section>
    )
  }
  const payoutErrors = feedback.form === 'payout' ? feedback.errors : {}
  return (
    <section className="account-config">
      <h1>
        <Trans>Partner settings</Trans>
      </h1>
      <section aria-labelledby="config-affiliate">
        <h2 id="config-affiliate">
          <Trans>Affiliate links</Trans>
        </h2>
        <dl>
          <dt>
            <Trans>Affiliate ID</Trans>
          </dt>
          <dd data-testid="affiliate-id">{config.affiliateId}</dd>
          <dt>
            <Trans>Commission rate</Trans>
          </dt>
          <dd>{config.commissionPercent} %</dd>
          <dt>
            <Trans>Link to the shop</Trans>
          </dt>
          <dd>
            <code data-testid="affiliate-link">{links.plain}</code>
          </dd>
          <dt>
            <Trans>Link with a campaign</Trans>
          </dt>
          <dd>
            <code data-testid="affiliate-campaign-link">{links.withCampaign}</code>
          </dd>
        </dl>
        <form method="get" action={base} className="inline-form">
          <Field
            form="campaign"
            name="campaign"
            label={t`Campaign name`}
            defaultValue={campaign.value}
            maxLength={40}
            errors={campaign.valid ? {} : { campaign: 'invalid' }}
            hint={t`Letters, digits, - and _. The link above shows it as afcmp.`}
          />
          <button type="submit" className="btn btn-secondary">
            <Trans>Build link</Trans>
          </button>
        </form>
      </section>
      <section aria-labelledby="config-payout">
        <h2 id="config-payout">
          <Trans>Payout</Trans>
        </h2>
        <FormStatus
          saved={feedback.saved === 'payout'}
          invalid={feedback.form === 'payout'}
          savedText={t`Your payout details were saved.`}
        />
        <form method="post" action={base} data-testid="payout-form">
          <Field
            form="payout"
            name="iban"
            label={t`IBAN`}
            errors={payoutErrors}
            autoComplete="off"
            maxLength={42}
            hint={
              config.payoutIbanMasked
                ? t`Saved: ${config.payoutIbanMasked}. Leave empty to keep it.`
                : t`For example ES91 2100 0418 4502 0005 1332.`
            }
          />
          <Field
            form="payout"
            name="holder"
            label={t`Account holder`}
            errors={payoutErrors}
            required
            maxLength={70}
            autoComplete="name"
            defaultValue={config.payoutHolder}
          />
          <button type="submit" className="btn btn-primary">
            <Trans>Save payout details</Trans>
          </button>
        </form>
      </section>
    </section>
  )
}
