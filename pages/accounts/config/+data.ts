// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { affiliateLinks, isCampaignName } from '../../../server/domain/accounts/partner-payout.js'
import { partnerConfig } from '../../../server/services/accounts/partner.js'
import { db } from '../../page-context.js'
import { ACCOUNT_SEO, customerIdOf, formFeedback } from '../account-data.js'

/** /accounts/config (partners): affiliate id and links (?campaign= builds the afcmp link), payout details. */
export async function data(pc: PageContextServer) {
  const config = await partnerConfig(db(pc), customerIdOf(pc))
  const rawCampaign = pc.urlParsed.search.campaign
  const campaignValid = rawCampaign === undefined || rawCampaign === '' || isCampaignName(rawCampaign)
  const campaign = rawCampaign && campaignValid ? rawCampaign : 'campaign'
  const origin = pc.originOf!(pc.tenantServer!.site.hosts[0]!)
  return {
    config,
    links: config ? affiliateLinks(origin, config.affiliateId, campaign) : null,
    campaign: { value: rawCampaign ?? '', valid: campaignValid },
    feedback: formFeedback(pc),
    seo: ACCOUNT_SEO,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
