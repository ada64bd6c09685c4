import type { ReactNode } from 'react'
import type { StaffMember } from '../../domain/console/staff-rules.js'
import { t } from '../i18n.js'
import { ConsolePage, type Crumb } from './layout.js'
import { msg } from '@lingui/core/macro'

/** What every page of one brand shares: the brand, the member, their draft count, breadcrumbs and the page frame. */

export interface BrandFrame {
  staff: StaffMember
  csrf: string
  brand: { slug: string; displayName: string; sites: { code: string; host: string }[] }
  /** Changes in the member's draft of this brand. */
  draftCount: number
}

export const brandHref = (slug: string) => `/console/brands/${slug}`

export function crumbsOf(f: BrandFrame, more: Crumb[] = []): Crumb[] {
  return [{ label: t(msg`Brands`), href: '/console' }, { label: f.brand.slug, href: brandHref(f.brand.slug) }, ...more]
}

function DraftNote({ f }: { f: BrandFrame }) {
  if (!f.draftCount) return null
  return (
    <p className="draft-note">
      {t(msg`Your draft of {brand} has {count, plural, one {# unpublished change} other {# unpublished changes}}.`, {
        brand: f.brand.slug,
        count: f.draftCount,
      })}{' '}
      <a href={brandHref(f.brand.slug)}>{t(msg`Preview or publish`)}</a>
    </p>
  )
}

export function BrandPage({
  f,
  title,
  crumbs,
  notice,
  children,
}: {
  f: BrandFrame
  title: string
  crumbs?: Crumb[]
  notice?: string | null
  children: ReactNode
}) {
  return (
    <ConsolePage title={title} staff={f.staff} csrf={f.csrf} crumbs={crumbs ?? crumbsOf(f)} notice={notice}>
      <DraftNote f={f} />
      {children}
    </ConsolePage>
  )
}

/** One tab per language of the brand's sites; the chosen one marked, the others linking to `base?lang=`. */
export function LanguageTabs({ base, languages, language }: { base: string; languages: string[]; language: string }) {
  return (
    <nav aria-label={t(msg`Language`)} className="tabs">
      <ul>
        {languages.map((l) => (
          <li key={l}>
            {l === language ? <strong aria-current="page">{l}</strong> : <a href={`${base}?lang=${l}`}>{l}</a>}
          </li>
        ))}
      </ul>
    </nav>
  )
}
