import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { hasPermission, type StaffMember } from '../../domain/console/staff-rules.js'
import { CONSOLE_LANGUAGE, t } from '../i18n.js'
import { msg } from '@lingui/core/macro'

/** Server-rendered pages: no hydration, forms work without JS; console.js only adds live previews. */
export function renderDocument(page: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`
}

export interface Crumb {
  label: string
  href: string
}

export interface PageProps {
  title: string
  staff: StaffMember | null
  csrf: string | null
  crumbs?: Crumb[]
  /** A one-line confirmation after a redirect (?done=...). */
  notice?: string | null
  children: ReactNode
}

export function ConsolePage({ title, staff, csrf, crumbs = [], notice, children }: PageProps) {
  return (
    <html lang={CONSOLE_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${t(msg`Marketer console`)}`}</title>
        <link rel="stylesheet" href="/console/assets/console.css" />
        <script src="/console/assets/console.js" defer />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t(msg`Skip to content`)}
        </a>
        <header className="console-header">
          <p className="console-name">
            <a href="/console">{t(msg`Marketer console`)}</a>
          </p>
          {staff && (
            <nav aria-label={t(msg`Console`)}>
              <ul>
                <li>
                  <a href="/console">{t(msg`Brands`)}</a>
                </li>
                <li>
                  <a href="/console/audit">{t(msg`Audit log`)}</a>
                </li>
                {hasPermission(staff, 'orders:view') && (
                  <li>
                    <a href="/console/orders">{t(msg`Orders`)}</a>
                  </li>
                )}
                {hasPermission(staff, 'customers:view') && (
                  <li>
                    <a href="/console/customers">{t(msg`Customers`)}</a>
                  </li>
                )}
                {hasPermission(staff, 'tickets') && (
                  <>
                    <li>
                      <a href="/console/tickets">{t(msg`Tickets`)}</a>
                    </li>
                    <li>
                      <a href="/console/chats">{t(msg`Live chat`)}</a>
                    </li>
                  </>
                )}
                {hasPermission(staff, 'staff') && (
                  <li>
                    <a href="/console/staff">{t(msg`Staff`)}</a>
                  </li>
                )}
              </ul>
            </nav>
          )}
          {staff && csrf && (
            <form method="post" action="/console/logout" className="signout">
              <span>{t(msg`Signed in as {email} ({role})`, { email: staff.email, role: staff.role })}</span>
              <input type="hidden" name="csrfToken" value={csrf} />
              <button type="submit">{t(msg`Sign out`)}</button>
            </form>
          )}
        </header>
        <main id="main" tabIndex={-1}>
          {crumbs.length > 0 && (
            <nav aria-label={t(msg`Breadcrumb`)} className="crumbs">
              <ol>
                {crumbs.map((c) => (
                  <li key={c.href}>
                    <a href={c.href}>{c.label}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <h1>{title}</h1>
          {notice && (
            <p className="notice" role="status">
              {notice}
            </p>
          )}
          {children}
        </main>
      </body>
    </html>
  )
}

/** A POST button form (CSRF included); works without JS. */
export function ActionForm({
  action,
  csrf,
  label,
  danger,
  hidden = {},
  children,
}: {
  action: string
  csrf: string
  label: string
  danger?: boolean
  hidden?: Record<string, string>
  children?: ReactNode
}) {
  return (
    <form method="post" action={action} className="action-form">
      <input type="hidden" name="csrfToken" value={csrf} />
      {Object.entries(hidden).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {children}
      <button type="submit" className={danger ? 'danger' : undefined}>
        {label}
      </button>
    </form>
  )
}

export function fmtTime(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'
}
