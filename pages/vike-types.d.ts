import type { PublicTenant, Tenant } from '../server/domain/tenancy/tenant.js'
import type { ShopLanguage } from '../server/domain/vocabulary/shop-enums.js'
import type { DeviceClass } from '../server/domain/session/viewport.js'
import type { ParamRule } from '../server/domain/tenancy/route-params.js'
import type { LayoutName } from '../layouts/layout-names.js'
import type { Messages } from '@lingui/core'
import type { PageMessages } from '../i18n/page-messages.js'
import type { Db } from '../db/client.js'
import type { ProviderCoverage } from '../server/domain/payments/payment-methods.js'
import type { ShopMode } from '../server/domain/config/shop-mode.js'

export interface PageUser {
  id: string
  firstName: string
  kind: 'customer' | 'internal'
  permissions: ('orders' | 'tickets' | 'invoices')[]
  canMakeOrders: boolean
}

/**
 * Who may open a page: anyone (unless the brand requires sign-in for the whole site), signed-in users,
 * internal/partner users, only visitors not signed in, or 'public': anyone even when the whole site requires sign-in
 * (legal pages and the pages that links in mails open: tracking, unsubscribe).
 */
export type PageAuth = 'any' | 'required' | 'internal' | 'guest-only' | 'public'

declare global {
  namespace Vike {
    interface PageContext {
      tenant: PublicTenant
      tenantServer?: Tenant
      originOf?: (host: string) => string
      /** Server only: owner of the cart and orders (the shop session, or `c:<id>` for a signed-in customer). */
      sessionId?: string
      /** Server only: the shop session id itself (CSRF tokens are bound to it). */
      shopSessionId?: string
      /** Server only: the CSRF token of auth forms (calling it makes the response persist the shop session). */
      csrfToken?: () => string
      /** Server only: makes the response send the shop session cookie (a new session is otherwise not kept). */
      persistShopSession?: () => void
      /** CSRF token for the auth forms of sign-in and account pages (set by the guard, sent to the browser). */
      authCsrf?: string
      /** Server only: items in this shopper's cart on this site (queried on demand). */
      cartItemCount?: () => Promise<number>
      /** Server only: checkout step 1 (contact) is filled in for this cart. */
      hasCheckoutContact?: () => Promise<boolean>
      /** Server only: the tenant registry's generation (config, brand content and catalog) the page is rendered under. */
      contentVersion?: number
      /** Server only: the site's share picture (og:image of pages without their own), as a path; null if none. */
      shareImagePath?: (language: ShopLanguage) => Promise<string | null>
      /** Server only: shareImagePath of the page's language, read by onBeforeRender for the head (which renders synchronously). */
      sharePath?: string | null
      deviceClass: DeviceClass
      /** Server only: the language the path's locale prefix asks for (the request context's, server/http). */
      requestLocale?: { language: ShopLanguage; prefix: string }
      /** Set only for a staff member previewing a draft from the marketer console (never cached, never shared). */
      preview?: { by: string } | null
      buildId: string
      user: PageUser | null
      locale: ShopLanguage
      localePrefix: string
      logicalPath: string
      i18nMessages?: Messages
      /** This page's part of the catalog, sent to the browser (i18n/page-messages.ts, decision 032). */
      pageMessages?: PageMessages
      /** Server only (never in passToClient). */
      db?: Db
      /** Server only: the payment providers and the methods they take (server/services/payments/payment-providers.ts). */
      paymentProviders?: readonly ProviderCoverage[]
      /** demo: the demo shop (notice on every page, test PSP); live: a real shop (server/env.ts SHOP_MODE). */
      shopMode: ShopMode
      now?: number
    }
    interface Config {
      layout?: LayoutName
      guards?: string[]
      params?: Record<string, ParamRule>
      /** Query parameters that must be present and non-blank, else 404 (e.g. /search needs query). */
      requiredQuery?: string[]
      auth?: PageAuth
      /**
       * 'public': every visitor gets the same HTML (rendered without a user; their own parts spliced in, decision 039),
       * so it is cached. 'private': rendered per visitor (carts, checkout, accounts, forms bound to a session).
       */
      cache?: 'public' | 'private'
    }
  }
}
