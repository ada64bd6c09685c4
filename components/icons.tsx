import { ICON_PATHS } from './icon-paths.js'

/**
 * The shop's icons, bundled as inline SVG at build time, so a page never waits for the icon data service. Decorative: the text next to
 * each icon names the action, so screen readers skip the drawing.
 */
const PATHS = ICON_PATHS

export type IconName = keyof typeof PATHS

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className={`icon icon-${name}`}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
