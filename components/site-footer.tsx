import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { LocalLink } from './local-link.js'
import { CookieSettingsLink } from './consent-banner.js'

export function SiteFooter({ minimal = false }: { minimal?: boolean }) {
  const pc = usePageContext()
  const { t } = useLingui()
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="container">
        {!minimal && (
          <nav aria-label={t`Shop information`}>
            <ul>
              <li>
                <LocalLink to="/about-us">
                  <Trans>About us</Trans>
                </LocalLink>
              </li>
              <li>
                <LocalLink to="/help-center">
                  <Trans>Help centre</Trans>
                </LocalLink>
              </li>
              <li>
                <LocalLink to="/contact">
                  <Trans>Contact</Trans>
                </LocalLink>
              </li>
              <li>
                <LocalLink to="/reviews">
                  <Trans>Customer reviews</Trans>
                </LocalLink>
              </li>
              <li>
                <LocalLink to="/newsletter">
                  <Trans>Newsletter</Trans>
                </LocalLink>
              </li>
              <li>
                <LocalLink to="/_section/blog">
                  <Trans>Blog</Trans>
                </LocalLink>
              </li>
            </ul>
          </nav>
        )}
        <nav aria-label={t`Legal`}>
          <ul>
            <li>
              <LocalLink to="/_section/legal/notice">
                <Trans>Legal notice</Trans>
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/_section/legal/terms">
                <Trans>Terms and conditions</Trans>
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/_section/legal/privacy">
                <Trans>Privacy policy</Trans>
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/_section/legal/accessibility">
                <Trans>Accessibility</Trans>
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/_section/cookies-info">
                <Trans>Cookies</Trans>
              </LocalLink>
            </li>
            <li>
              <CookieSettingsLink />
            </li>
            <li>
              <LocalLink to="/_section/guidelines-and-policies">
                <Trans>Guidelines and policies</Trans>
              </LocalLink>
            </li>
          </ul>
        </nav>
        <p className="legal">
          © {year} {pc.tenant.brand.legalName}
        </p>
      </div>
    </footer>
  )
}
