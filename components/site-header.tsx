import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { LocalLink } from './local-link.js'
import { Icon } from './icons.js'
import { LanguageSwitcher } from './language-switcher.js'
import { useShopSession } from './client/use-shop-session.js'
import { useAuthStatus } from './client/auth-status.js'

export function SiteHeader({ minimal = false }: { minimal?: boolean }) {
  const pc = usePageContext()
  const { t } = useLingui()
  const session = useShopSession()
  const auth = useAuthStatus()
  // Cached pages are rendered for anonymous visitors; after hydration the sign-in status fills in the name.
  const firstName = pc.user?.firstName ?? auth.user?.name ?? session?.customer?.firstName
  const signedIn = pc.user !== null || auth.status === 'authenticated' || !!session?.customer?.firstName
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <LocalLink to="/" className="site-logo" aria-label={t`${pc.tenant.brand.displayName} home page`}>
          <span className="sr-only">{pc.tenant.brand.displayName}</span>
        </LocalLink>
        {!minimal && (
          <nav className="site-nav" aria-label={t`Main`}>
            <ul>
              <li>
                <LocalLink to="/offers">
                  <Trans>Offers</Trans>
                </LocalLink>
              </li>
              <li>
                <LocalLink to="/tags-list">
                  <Trans>Categories</Trans>
                </LocalLink>
              </li>
              <li>
                <LocalLink to="/help-center">
                  <Icon name="help" /> <Trans>Help</Trans>
                </LocalLink>
              </li>
              <li>
                <LocalLink to="/tracking">
                  <Icon name="truck" /> <Trans>Track my order</Trans>
                </LocalLink>
              </li>
              <li data-testid="account-link" data-auth={auth.status}>
                {signedIn ? (
                  <LocalLink to="/accounts/home">
                    {firstName ? <Trans>Hi, {firstName}</Trans> : <Trans>My account</Trans>}
                  </LocalLink>
                ) : (
                  <LocalLink to="/login">
                    <Trans>Sign in</Trans>
                  </LocalLink>
                )}
              </li>
              <li>
                <LocalLink to="/cart" data-testid="cart-link">
                  <Icon name="cart" /> <Trans>Cart</Trans>
                  {session && session.cartItemCount > 0 && (
                    <span className="cart-count" data-testid="cart-count">
                      {' '}
                      ({session.cartItemCount})
                    </span>
                  )}
                </LocalLink>
              </li>
            </ul>
          </nav>
        )}
        {!minimal && (
          <form className="site-search" role="search" action={pc.localePrefix + '/search'} method="get">
            <label htmlFor="site-search-query" className="sr-only">
              <Trans>Search designs and products</Trans>
            </label>
            <input
              id="site-search-query"
              name="query"
              type="search"
              required
              placeholder={t`Search designs and products`}
            />
            <button type="submit" className="btn btn-secondary">
              <Icon name="search" /> <Trans>Search</Trans>
            </button>
          </form>
        )}
        <LanguageSwitcher />
      </div>
    </header>
  )
}
