import type { RequestHandler, Response } from 'express'
import { parse as parseCookies } from 'cookie'
import type { Tenant } from '../domain/tenancy/tenant.js'
import type { ShopSession } from '../domain/session/shop-session.js'
import type { ShopLanguage } from '../domain/vocabulary/shop-enums.js'
import { deviceClassFor, VIEWPORT_COOKIE, type DeviceClass } from '../domain/session/viewport.js'
import { languageOfPath } from '../domain/tenancy/locale-path.js'
import type { SignedInUser } from '../services/accounts/auth-service.js'
import { SHOP_SESSION_COOKIE } from '../services/session/session-sealer.js'

/** The sign-in cookie: its token names an account of the brand (middleware/auth.ts). */
export const AUTH_COOKIE = 'auth_session'

/** How the parts of a request are looked up; each is asked at most once per request. */
export interface RequestResolvers {
  /** The tenant registry: the Host header's site, or null for an unknown host. */
  tenantOf(host: string | undefined): Promise<Tenant | null>
  /** The registry generation a tenant was read under (page cache keys, kept cart reads). */
  generationOf(tenant: Tenant): number
  /** The shop session a sealed cookie holds, or null for a missing, tampered or expired one. */
  readSession(sealed: string): Promise<ShopSession | null>
  /** The account a sign-in token names on this brand, or null. */
  signIn(token: string, brandSlug: string): Promise<SignIn | null>
}

export interface SignIn {
  user: SignedInUser
  expiresAt: number
}

/**
 * One shop request's context (issue 33 item 5): tenant and site, language, shop session, signed-in user and device
 * class, each resolved once. Built by requestContextMiddleware before anything else reads the request; the page cache's
 * front door, the tenant, session and auth middleware, the routers and Vike's pageContextInit (render-page.ts) all read
 * this object. The costly parts (the tenant lookup, unsealing the session cookie, checking the sign-in token) run on
 * first use and are memoised, so a request the page cache answers pays for what it used and the rest of the pipeline
 * never asks again.
 */
export class RequestContext {
  /** The shop session of this request: the cookie's, or a fresh one (set by the shop-session middleware). */
  shopSession!: ShopSession
  /** The shop session was started by this request and has not been written yet. */
  shopSessionIsNew = false
  /** The signed-in account of this brand, or null (set by the auth middleware). */
  user: SignedInUser | null = null
  authExpiresAt: number | null = null
  /** The registry generation the tenant was read under; a console preview's draft keeps the published one. */
  generation: number | undefined

  #cookies: Record<string, string | undefined> | undefined
  #deviceClass: DeviceClass | undefined
  #tenantLookup: Promise<Tenant | null> | undefined
  #tenant: Tenant | undefined
  #locale: { language: ShopLanguage; prefix: string } | undefined
  #storedSession: Promise<ShopSession | null> | undefined
  #signIn: Promise<SignIn | null> | undefined

  constructor(
    private readonly resolvers: RequestResolvers,
    /** The Host header as sent. */
    readonly host: string | undefined,
    /** The path as requested (still percent-encoded): its locale prefix is the request's language. */
    readonly path: string,
    /** The Cookie header as sent (undefined: the request has none). */
    readonly cookieHeader: string | undefined,
  ) {}

  /** The request's cookies, parsed on first use. */
  get cookies(): Readonly<Record<string, string | undefined>> {
    return (this.#cookies ??= this.cookieHeader === undefined ? {} : parseCookies(this.cookieHeader))
  }

  /** Mobile, tablet or desktop, from the viewport cookie (the server renders for it; part of the page cache key). */
  get deviceClass(): DeviceClass {
    return (this.#deviceClass ??= deviceClassFor(this.cookies[VIEWPORT_COOKIE]))
  }

  /** The Host's tenant, asked of the registry once; null for an unknown host. */
  resolveTenant(): Promise<Tenant | null> {
    return (this.#tenantLookup ??= this.resolvers.tenantOf(this.host).then((tenant) => {
      if (tenant) {
        this.#tenant = tenant
        this.generation = this.resolvers.generationOf(tenant)
      }
      return tenant
    }))
  }

  /** The tenant (after the tenant middleware: an unknown host never gets further). */
  get tenant(): Tenant {
    if (!this.#tenant) throw new Error('the request tenant is read before it was resolved')
    return this.#tenant
  }

  /** A staff member's console preview: their draft of the brand is the tenant for the rest of the request. */
  previewAs(draft: Tenant): void {
    this.#tenant = draft
    this.#locale = undefined
  }

  /**
   * The language the path's locale prefix names on this site, with that prefix (the site's default language and ''
   * without one). The page's own language is settled by routing (+onBeforeRoute), whose prefix rule is this one.
   */
  get locale(): { language: ShopLanguage; prefix: string } {
    return (this.#locale ??= languageOfPath(this.path, this.tenant.site))
  }

  /**
   * The language of a router mounted at both /x and /:prefix/x: the prefix's language, the default without one, null
   * for a prefix that is not one of the site's languages.
   */
  languageOfPrefix(prefix: string | undefined): ShopLanguage | null {
    if (prefix === undefined) return this.locale.language
    return this.locale.prefix === `/${prefix}` ? this.locale.language : null
  }

  /** The shop session the cookie holds, unsealed once; null without a (valid) cookie. */
  storedSession(): Promise<ShopSession | null> {
    const sealed = this.cookies[SHOP_SESSION_COOKIE]
    return (this.#storedSession ??= sealed ? this.resolvers.readSession(sealed) : Promise.resolve(null))
  }

  /** The account the sign-in cookie names on this brand, checked once; null without a valid token. */
  signIn(): Promise<SignIn | null> {
    const token = this.cookies[AUTH_COOKIE]
    return (this.#signIn ??= token ? this.resolvers.signIn(token, this.tenant.brand.slug) : Promise.resolve(null))
  }
}

/** Builds the request's context; every later step reads it with requestContext(res). */
export function requestContextMiddleware(resolvers: RequestResolvers): RequestHandler {
  return (req, res, next) => {
    res.locals.requestContext = new RequestContext(resolvers, req.headers.host, req.path, req.headers.cookie)
    next()
  }
}

/** The context requestContextMiddleware built for this response's request. */
export function requestContext(res: Response): RequestContext {
  const context = res.locals.requestContext as RequestContext | undefined
  if (!context) throw new Error('no request context: requestContextMiddleware did not run')
  return context
}
