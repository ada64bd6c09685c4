/**
 * demo: the demo shop (demo catalogue and accounts, the test PSP, the dev mail outbox, a notice on every page).
 * live: a real shop, which starts only with safe settings (docs/decisions/019-demo-and-live-modes.md).
 */
export const SHOP_MODES = ['demo', 'live'] as const
export type ShopMode = (typeof SHOP_MODES)[number]
