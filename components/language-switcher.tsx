import { useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { localizePath } from '../server/domain/tenancy/locale-path.js'
import { siteRouting } from '../server/domain/tenancy/tenant.js'
import { LANGUAGE_NAMES } from '../i18n/language-names.js'
import type { PageSeo } from '../server/domain/catalog/page-seo.js'

/** Only multi-language sites (Luxembourg: de and fr) show a switcher; each link keeps the same page. */
export function LanguageSwitcher() {
  const pc = usePageContext()
  const { t } = useLingui()
  const langs = pc.tenant.site.languages
  if (langs.length < 2 || !pc.logicalPath) return null
  // Catalog pages know their entity's path in each language (translated slugs).
  const paths = (pc.data as { seo?: PageSeo } | undefined)?.seo?.pathByLanguage
  return (
    <nav className="language-switcher" aria-label={t`Language`}>
      <ul>
        {langs.map((l) => (
          <li key={l.language}>
            <a
              href={localizePath(paths?.[l.language] ?? pc.logicalPath, l.language, siteRouting(pc.tenant.site)) || '/'}
              hrefLang={l.hreflang}
              lang={l.language}
              aria-current={l.language === pc.locale ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[l.language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
