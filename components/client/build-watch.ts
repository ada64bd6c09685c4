/**
 * Spec section 4: when a new build is deployed the app reloads on the next navigation.
 * The running build id comes with the first page; /builds/latest.json names the deployed one.
 * A 10 s guard stops reload loops when a CDN still serves the old HTML.
 */
export const RELOAD_GUARD_MS = 10_000
const CHECK_EVERY_MS = 5 * 60_000
const KEY = 'build-reload-at'

let runningBuild: string | null = null
let newBuildSeen = false

export function shouldReload(newSeen: boolean, lastReloadAt: number | null, now: number): boolean {
  return newSeen && (lastReloadAt === null || now - lastReloadAt > RELOAD_GUARD_MS)
}

async function check() {
  try {
    const res = await fetch('/builds/latest.json', { cache: 'no-store' })
    if (!res.ok) return
    const { build } = (await res.json()) as { build?: string }
    if (runningBuild && build && build !== runningBuild) newBuildSeen = true
  } catch {
    // Offline or mid-deploy: try again at the next check.
  }
}

export function startBuildWatch(build: string) {
  runningBuild = build
  void check()
  setInterval(() => void check(), CHECK_EVERY_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check()
  })
}

export function reloadIfNewBuild(target: string | undefined) {
  const last = Number(sessionStorage.getItem(KEY)) || null
  if (!target || !shouldReload(newBuildSeen, last, Date.now())) return
  sessionStorage.setItem(KEY, String(Date.now()))
  window.location.assign(target)
}
