import type { Db } from '../../../db/client.js'
import {
  brandAvailability,
  countDesigns,
  listArticleRows,
  soldArticleCodes,
} from '../../../db/queries/catalog-admin.js'
import { brandPageKeys } from '../../../db/queries/brand-pages.js'
import { helpTopicCountsByLanguage } from '../../../db/queries/help.js'
import { missingLegalPages } from '../../domain/tenancy/brand-pages.js'
import { missingProductSafety } from '../../domain/catalog/product-safety.js'
import { readProductSafety } from '../../../db/queries/product-safety.js'
import type { ShopMode } from '../../domain/config/shop-mode.js'
import { methodsOffered } from '../../domain/payments/payment-methods.js'
import { siteCountryIssues } from '../../domain/tenancy/site-countries.js'
import type { TenantFile } from '../../domain/tenancy/tenant-schema.js'
import { providerCoverage } from '../payments/payment-providers.js'

/**
 * What a brand still lacks before a shopper can buy on each of its sites: a site it could not sell in (country,
 * currency, carriers), articles enabled with a price in the site currency, designs of them in each site language,
 * help topics in each language, a payment method with a provider in this shop mode, and in live mode the register and
 * representative of the legal notice, the legal pages (terms, privacy, notice, cookies, accessibility) in each language
 * and each sold article's product-safety information (decision 058). Each line names the brand or site and the command that fixes it
 * (decision 028). Printed by add-brand, add-site, `tenant readiness` and the
 * catalogue and help commands of the ops CLI.
 */
export interface Readiness {
  brand: string
  sites: string[]
  /** Empty when the brand can sell on every site. */
  missing: string[]
}

/** `adyen`: the shop has Adyen's keys (ADYEN_API_KEY); it then takes the online methods of brands with a merchant account. */
export async function brandReadiness(db: Db, brand: TenantFile, mode: ShopMode, adyen = false): Promise<Readiness> {
  const missing: string[] = []
  const articles = new Map((await listArticleRows(db)).map((a) => [a.id, a]))
  const availability = await brandAvailability(db, brand.slug)
  for (const site of brand.sites) {
    const where = `${brand.slug}/${site.code}`
    for (const issue of siteCountryIssues(site)) missing.push(`${where}: ${issue.field}: ${issue.message}`)
    const enabled = [
      ...new Set(availability.filter((r) => r.siteCode === '*' || r.siteCode === site.code).map((r) => r.articleId)),
    ].sort((a, b) => a - b)
    if (enabled.length === 0) {
      missing.push(
        `${where}: no articles enabled (npm run ops -- catalog enable-articles ${brand.slug} --like <BRAND> | --all | --articles <ids>)`,
      )
    } else {
      const priced = enabled.filter((id) => articles.get(id)?.prices[site.currency] !== undefined)
      for (const id of enabled.filter((i) => !priced.includes(i)))
        missing.push(
          `${where}: no price in ${site.currency} for article ${id} ${articles.get(id)?.code ?? ''} (npm run ops -- catalog set-price ${id} ${site.currency} <minor units>)`,
        )
      for (const { language } of site.languages)
        if (priced.length && (await countDesigns(db, priced, language)) === 0)
          missing.push(
            `${where}: no designs in ${language} of the articles it sells (the demo catalogue: npm run ops -- demo load-catalog)`,
          )
    }
    const offered = methodsOffered(
      site.paymentMethods,
      providerCoverage(mode, adyen && brand.payments.adyenMerchantAccount !== null),
    ).filter((m) => m !== 'BANK_TRANSFER' || brand.legal.bankAccount !== undefined)
    if (offered.length === 0)
      missing.push(
        `${where}: no payment method with a provider in ${mode} mode (methods ${site.paymentMethods.join(', ')}; bank transfer needs legal.bankAccount)`,
      )
  }
  const help = await helpTopicCountsByLanguage(db, brand.slug)
  const languages = [...new Set(brand.sites.flatMap((s) => s.languages.map((l) => l.language)))]
  for (const language of languages)
    if (!help.get(language))
      missing.push(
        `${brand.slug}: no help topics in ${language} (npm run ops -- help-center copy ${brand.slug} --from <BRAND>, or help-center load ${brand.slug})`,
      )
  // A live shop sells under the brand's own legal texts (decision 045); the demo shop's brands carry the demo ones.
  if (mode === 'live') {
    // The legal notice names the register and the representative (decision 057); optional in the schema only so
    // that brands stored before it still load.
    for (const key of ['register', 'representative'] as const)
      if (brand.legal[key] === undefined)
        missing.push(
          `${brand.slug}: no legal.${key} for the legal notice (the console's legal data form, or npm run tenant -- set ${brand.slug} legal '<the legal data as JSON, with ${key}>')`,
        )
    for (const m of missingLegalPages(await brandPageKeys(db, brand.slug), languages))
      missing.push(
        `${brand.slug}: no legal pages in ${m.language}: ${m.pages.join(', ')} (npm run ops -- brand-pages import ${brand.slug} <file.json>, or the console)`,
      )
    missing.push(...(await productSafetyGaps(db, brand.slug, await soldArticleCodes(db, brand.slug), languages)))
  }
  return { brand: brand.slug, sites: brand.sites.map((s) => s.code), missing }
}

/**
 * A live brand's articles without GPSR information (decision 058): no manufacturer (the page then shows no section),
 * or no warnings text in a language of its sites.
 */
async function productSafetyGaps(
  db: Db,
  brandSlug: string,
  articleCodes: readonly string[],
  languages: readonly string[],
): Promise<string[]> {
  return missingProductSafety(await readProductSafety(db, brandSlug), articleCodes, languages).map(
    (m) =>
      `${brandSlug}: product safety of article ${m.article}: ${[
        ...(m.manufacturer ? ['no manufacturer'] : []),
        ...(m.languages.length ? [`no warnings in ${m.languages.join(', ')}`] : []),
      ].join('; ')} (the console's Product safety section)`,
  )
}

/** The report as the CLIs print it. */
export function formatReadiness(r: Readiness): string {
  if (r.missing.length === 0) return `${r.brand} can sell on every site (${r.sites.join(', ')})`
  return [`${r.brand} still needs, before it can sell (${r.missing.length}):`, ...r.missing.map((m) => `  ${m}`)].join(
    '\n',
  )
}
