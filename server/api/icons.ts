import { Router } from 'express'
import { sendClientApiError, type ClientApiError } from '../http/client-api-errors.js'
import type { Translate } from '../i18n/server-messages.js'
import { ICON_URL_MAX_LENGTH, type IconService } from '../services/icons/icon-service.js'

const PREFIX = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_ICONS = 64

/**
 * The icon data service (spec section 7): `GET /api/icons/{prefix}.json?icons=a,b` answers an Iconify-style set.
 * The shop's own icons (prefix `shop`) come from the build; other names from ICON_SERVICE_URL when one is set. A URL
 * of more than 500 characters is refused (414) before anything is looked up.
 */
export function iconsRouter(opts: { icons: IconService; translate: Translate; clientApi: boolean }): Router {
  const router = Router()
  router.get('/:file', async (req, res) => {
    const fail = (code: ClientApiError) => sendClientApiError(res, opts.translate, code)
    if (!opts.clientApi) return fail('client_api_disabled')
    if (req.originalUrl.length > ICON_URL_MAX_LENGTH) return fail('url_too_long')
    const prefix = /^(.+)\.json$/.exec(req.params.file)?.[1] ?? ''
    const names = typeof req.query.icons === 'string' ? req.query.icons.split(',') : []
    const valid =
      PREFIX.test(prefix) && names.length > 0 && names.length <= MAX_ICONS && names.every((n) => NAME.test(n))
    if (!valid) return fail('invalid_icons')
    const found = await opts.icons.icons(prefix, [...new Set(names)])
    if (!found.ok)
      return fail(
        found.error === 'TIMEOUT'
          ? 'icon_service_timeout'
          : found.error === 'URL_TOO_LONG'
            ? 'url_too_long'
            : 'icon_service_unavailable',
      )
    if (Object.keys(found.set.icons).length === 0) return fail('icons_not_found')
    // Icon data changes with a deploy at most; a day's caching spares the service.
    res.set('Cache-Control', 'public, max-age=86400').json(found.set)
  })
  return router
}
