// https://vike.dev/htmlAttributes (vike-react): the brand's theme is chosen by one attribute.
import type { PageContext } from 'vike/types'

export default (pageContext: PageContext) => ({ 'data-theme': pageContext.tenant.brand.theme })
