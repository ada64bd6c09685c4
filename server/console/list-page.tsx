import type { ReactNode } from 'react'
import { t } from './i18n.js'
import { msg } from '@lingui/core/macro'

/**
 * What the console's list pages (orders, customers, tickets, audit) share: the GET filter form, the brand filter and
 * the link to the next (older) page, which keeps every filter typed.
 */

/** The same list one page further: every filter that was typed kept, `before` the last row shown. */
export function nextPageHref(path: string, filters: Record<string, string>, beforeId: number): string {
  const p = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ''))
  p.set('before', String(beforeId))
  return `${path}?${p}`
}

/** The filter form of a list: the fields that could not be read named first (a 400 page), then the fields. */
export function FilterForm({
  action,
  invalid = [],
  submit = t(msg`Search`),
  children,
}: {
  action: string
  invalid?: string[]
  submit?: string
  children: ReactNode
}) {
  return (
    <form method="get" action={action} className="filters">
      {invalid.length > 0 && (
        <p className="error" role="alert">
          {t(msg`Check the marked fields: {fields}.`, { fields: invalid.join(', ') })}
        </p>
      )}
      {children}
      <button type="submit">{submit}</button>
    </form>
  )
}

/** The brand filter: all the brands the member sees, or one of them. */
export function BrandSelect({
  id,
  value,
  brands,
  invalid = false,
}: {
  id: string
  value: string
  brands: string[]
  invalid?: boolean
}) {
  return (
    <p className={invalid ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{t(msg`Brand`)}</label>
      <select id={id} name="brand" defaultValue={value}>
        <option value="">{t(msg`All my brands`)}</option>
        {brands.map((b) => (
          <option key={b} value={b}>
            {b}
          </option>
        ))}
      </select>
    </p>
  )
}

/** The link to the next (older) page of a list, when there is one. */
export function NextPageLink({ href, label }: { href: string | null; label: string }) {
  if (href === null) return null
  return (
    <p>
      <a href={href} rel="next">
        {label}
      </a>
    </p>
  )
}
