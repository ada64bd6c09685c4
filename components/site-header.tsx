import { Trans, useLingui } from '@lingui/react/macro'
import type { KeyboardEvent } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { LocalLink } from './local-link.js'
import { Icon } from './icons.js'
import { LanguageSwitcher } from './language-switcher.js'
import { usePersonalView } from './client/use-shop-session.js'
import { useAuthStatus } from './client/auth-status.js'
import { PersonalSlot } from './personal-slot.js'

function closeMenuOnEscape(e: KeyboardEvent<HTMLDetailsElement>) {
  const menu = e.currentTarget
  if (e.key !== 'Escape' || !menu.open) return
  menu.open = false
  menu.querySelector<HTMLElement>(':scope > summary')?.focus()
}

/**
 * The shop header, mobile first: one row of menu, logo, search and cart that stays on top while the page scrolls.
 * The menu is a <details> disclosure (works without JS); from 64em its links sit in the row and the button goes.
 * A minimal header (checkout, editor) keeps only the logo; the checkout's also says it is secure.
 */
export function SiteHeader({ minimal = false, secure = false }: { minimal?: boolean; secure?: boolean }) {
  const pc = usePageContext()
  const { t } = useLingui()
  const personal = usePersonalView()
  const auth = useAuthStatus()
  // The account link and cart badge are the visitor's own (spliced into the shared HTML, decision 039); a sign-in
  // made in another tab shows once the browser has re-read its status.
  const view =
    personal && !personal.account && auth.status === 'authenticated'
      ? { ...personal, account: { firstName: auth.user?.name || null } }
      : personal
  return (
    <header className={minimal ? 'site-header site-header-minimal' : 'site-header'}>
      <div className="container site-header-inner">
        {!minimal && (
          // Escape closes the open menu and gives focus back to its button (a <details> alone does not).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <details className="site-menu" data-testid="site-menu" onKeyDown={closeMenuOnEscape}>
            <summary className="site-menu-button">
              <Icon name="menu" /> <span className="site-menu-label">{t`Menu`}</span>
            </summary>
            <div className="site-menu-panel">
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
                    <PersonalSlot name="account" view={view}>
                      {(variant, { firstName }) =>
                        variant === 'guest' ? (
                          <LocalLink to="/login">
                            <Icon name="user" /> <Trans>Sign in</Trans>
                          </LocalLink>
                        ) : (
                          <LocalLink to="/accounts/home">
                            <Icon name="user" />{' '}
                            {variant === 'named' ? <Trans>Hi, {firstName}</Trans> : <Trans>My account</Trans>}
                          </LocalLink>
                        )
                      }
                    </PersonalSlot>
                  </li>
                </ul>
              </nav>
              <LanguageSwitcher />
            </div>
          </details>
        )}
        <LocalLink to="/" className="site-logo" aria-label={t`${pc.tenant.site.displayName} home page`}>
          <span className="sr-only">{pc.tenant.site.displayName}</span>
        </LocalLink>
        {!minimal && (
          <form className="site-search" role="search" action={pc.localePrefix + '/search'} method="get">
            <label htmlFor="site-search-query" className="sr-only">
              <Trans>Search designs and products</Trans>
            </label>
            <input id="site-search-query" name="query" type="search" required placeholder={t`Search`} />
            <button type="submit" className="btn btn-secondary site-search-button">
              <Icon name="search" /> <span className="site-search-label">{t`Search`}</span>
            </button>
          </form>
        )}
        {!minimal && (
          <LocalLink to="/cart" className="site-cart" data-testid="cart-link">
            <Icon name="cart" /> <span className="site-cart-label">{t`Cart`}</span>
            <PersonalSlot name="cart" view={view}>
              {(variant, { cartItemCount }) =>
                variant === 'some' && (
                  <span className="cart-count" data-testid="cart-count">
                    <span className="sr-only"> (</span>
                    {cartItemCount}
                    <span className="sr-only">)</span>
                  </span>
                )
              }
            </PersonalSlot>
          </LocalLink>
        )}
        {secure && (
          <p className="secure-checkout">
            <Icon name="lock" /> <Trans>Secure checkout</Trans>
          </p>
        )}
      </div>
    </header>
  )
}
