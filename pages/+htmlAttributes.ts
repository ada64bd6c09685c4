// https://vike.dev/htmlAttributes (vike-react): theme and device class are attributes CSS can select on.
import type { PageContext } from 'vike/types'

export default (pageContext: PageContext) => ({
  'data-theme': pageContext.tenant.brand.theme,
  'data-device': pageContext.deviceClass,
})
