// https://vike.dev/lang (vike-react): the hreflang code of the page's language, e.g. de-CH.
import type { PageContext } from 'vike/types'

export default (pageContext: PageContext) =>
  pageContext.tenant.site.languages.find((l) => l.language === pageContext.locale)?.hreflang ?? pageContext.locale
