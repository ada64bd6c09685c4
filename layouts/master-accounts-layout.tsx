import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { SiteHeader } from '../components/site-header.js'
import { SiteFooter } from '../components/site-footer.js'
import { SkipLink } from '../components/skip-link.js'
import { ConsentBanner } from '../components/consent-banner.js'
import { LocalLink } from '../components/local-link.js'

export function MasterAccountsLayout({ children }: { children: ReactNode }) {
  const pc = usePageContext()
  const { t } = useLingui()
  const user = pc.user
  const current = (path: string) => (pc.logicalPath === path ? 'page' : undefined)
  return (
    <div className="layout-accounts">
      <SkipLink />
      <ConsentBanner />
      <SiteHeader />
      <div className="container accounts-grid">
        <nav className="accounts-nav" aria-label={t`My account`}>
          <ul>
            <li>
              <LocalLink to="/accounts/home" aria-current={current('/accounts/home')}>
                <Trans>Overview</Trans>
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/accounts/profile" aria-current={current('/accounts/profile')}>
                <Trans>Profile</Trans>
              </LocalLink>
            </li>
            {user?.permissions.includes('orders') && (
              <li>
                <LocalLink to="/accounts/orders" aria-current={current('/accounts/orders')}>
                  <Trans>Orders</Trans>
                </LocalLink>
              </li>
            )}
            {user?.permissions.includes('tickets') && (
              <li>
                <LocalLink to="/accounts/tickets" aria-current={current('/accounts/tickets')}>
                  <Trans>Support tickets</Trans>
                </LocalLink>
              </li>
            )}
            <li>
              <LocalLink to="/accounts/designs" aria-current={current('/accounts/designs')}>
                <Trans>My designs</Trans>
              </LocalLink>
            </li>
            {user?.kind === 'internal' && (
              <>
                <li>
                  <LocalLink to="/accounts/config" aria-current={current('/accounts/config')}>
                    <Trans>Partner settings</Trans>
                  </LocalLink>
                </li>
                {user.permissions.includes('invoices') && (
                  <li>
                    <LocalLink to="/accounts/invoices" aria-current={current('/accounts/invoices')}>
                      <Trans>Invoices</Trans>
                    </LocalLink>
                  </li>
                )}
                <li>
                  <LocalLink to="/accounts/commissions" aria-current={current('/accounts/commissions')}>
                    <Trans>Commissions</Trans>
                  </LocalLink>
                </li>
                <li>
                  <LocalLink to="/accounts/designs/admin" aria-current={current('/accounts/designs/admin')}>
                    <Trans>Partner designs</Trans>
                  </LocalLink>
                </li>
              </>
            )}
          </ul>
          <form method="post" action="/api/auth/signout" className="sign-out">
            <input type="hidden" name="csrfToken" value={pc.authCsrf ?? ''} />
            <input type="hidden" name="callbackUrl" value={pc.localePrefix || '/'} />
            <button type="submit" className="btn btn-link" data-testid="sign-out">
              <Trans>Sign out</Trans>
            </button>
          </form>
        </nav>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <SiteFooter />
    </div>
  )
}
