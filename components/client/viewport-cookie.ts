import { breakpointForWidth, VIEWPORT_COOKIE, VIEWPORT_COOKIE_DAYS } from '../../server/domain/session/viewport.js'

/** Tells the server the visitor's breakpoint so the next server render picks the right device class. */
export function syncViewportCookie() {
  const bp = breakpointForWidth(window.innerWidth)
  const current = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${VIEWPORT_COOKIE}=`))
    ?.split('=')[1]
  if (current === bp) return
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${VIEWPORT_COOKIE}=${bp}; Max-Age=${VIEWPORT_COOKIE_DAYS * 86400}; Path=/; SameSite=Lax${secure}`
}
