import { useLingui } from '@lingui/react/macro'
import { WRAP_KINDS, type MediaKind } from '../../server/images/media-sizes.js'
import { ResponsiveImage } from '../responsive-image.js'

/**
 * A design's pictures without JS: a row of views that scrolls and snaps (swipe on a phone), with thumbnails that link
 * to each view on wider screens. Every view is a 4:3 box, so nothing shifts while the pictures load.
 */
export function DesignGallery({
  design,
}: {
  design: { id: number; name: string; articleName: string; articleKind: string }
}) {
  const { t } = useLingui()
  const views: { key: string; kind: MediaKind; alt: string; label: string }[] = [
    {
      key: 'product',
      kind: 'mockup',
      alt: t`${design.articleName} with the design ${design.name}`,
      label: t`On the product`,
    },
    { key: 'design', kind: 'design', alt: t`The design ${design.name} on its own`, label: t`The design` },
  ]
  if (WRAP_KINDS.includes(design.articleKind))
    views.push({
      key: 'wrap',
      kind: 'wrap',
      alt: t`The whole print of ${design.name}, as it wraps round the mug`,
      label: t`All the way round`,
    })
  return (
    <div className="design-gallery">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on a phone: axe's
          scrollable-region-focusable (WCAG 2.1.1) wants a keyboard to reach and scroll it */}
      <ul className="design-gallery-views" aria-label={t`Pictures of this design`} tabIndex={0}>
        {views.map((v, i) => (
          <li key={v.key} id={`view-${v.key}`} className={`design-view design-view-${v.kind}`}>
            <ResponsiveImage
              kind={v.kind}
              id={design.id}
              alt={v.alt}
              sizes="(min-width: 48em) 50vw, 88vw"
              widths={[480, 640, 960, 1280]}
              priority={i === 0}
            />
          </li>
        ))}
      </ul>
      <ul className="design-gallery-thumbs">
        {views.map((v) => (
          <li key={v.key}>
            <a href={`#view-${v.key}`}>
              <ResponsiveImage kind={v.kind} id={design.id} alt="" sizes="80px" widths={[160]} />
              <span>{v.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
