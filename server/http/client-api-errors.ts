import { msg } from '@lingui/core/macro'
import { requestContext } from './request-context.js'
import type { MessageDescriptor } from '@lingui/core'
import type { Response } from 'express'
import type { Translate } from '../i18n/server-messages.js'
import { sendError } from './http-error.js'

/**
 * Errors of the calls browser code makes for data (route payloads, icon data), in the visitor's language: spec
 * section 8's "client-side API requests disabled" and the icon service's limits (section 7).
 */
export const CLIENT_API_ERRORS = {
  client_api_disabled: msg`Client-side API requests are disabled on this shop. Reload the page to see it.`,
  url_too_long: msg`This address is too long. Ask for fewer icons at a time.`,
  invalid_icons: msg`Ask for icons by their names: letters, digits and hyphens, separated by commas.`,
  icons_not_found: msg`None of these icons exist.`,
  icon_service_timeout: msg`The icon service did not answer in time. Please try again.`,
  icon_service_unavailable: msg`The icon service is not available right now. Please try again later.`,
} satisfies Record<string, MessageDescriptor>

export type ClientApiError = keyof typeof CLIENT_API_ERRORS

const STATUS: Record<ClientApiError, number> = {
  client_api_disabled: 403,
  url_too_long: 414,
  invalid_icons: 400,
  icons_not_found: 404,
  icon_service_timeout: 504,
  icon_service_unavailable: 502,
}

/** A client API error with its status, in the language of the site (and path prefix) the request came to. */
export function sendClientApiError(res: Response, translate: Translate, code: ClientApiError): void {
  const { language } = requestContext(res).locale
  sendError(res, STATUS[code], code, translate(language, CLIENT_API_ERRORS[code]))
}
