import tzEs from './tz-es/tenant.js'
import wpxCz from './wpx-cz/tenant.js'
import wpxDk from './wpx-dk/tenant.js'
import wpxEs from './wpx-es/tenant.js'
import wpxFr from './wpx-fr/tenant.js'
import wpxIt from './wpx-it/tenant.js'
import wpxPl from './wpx-pl/tenant.js'
import wpxPt from './wpx-pt/tenant.js'

/** Every brand's seed configuration. Validate each with `tenantFileSchema` before use. */
export const tenantFiles = [wpxEs, wpxPl, wpxIt, wpxDk, wpxFr, wpxPt, wpxCz, tzEs] as const
