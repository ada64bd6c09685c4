/** Spec section 2 layouts; a page picks one with its `layout` setting. */
export const LAYOUT_NAMES = ['blank', 'full-page', 'light', 'master-accounts', 'master', 'constructor'] as const
export type LayoutName = (typeof LAYOUT_NAMES)[number]
