import {
  ASPECT,
  MEDIA_WIDTHS,
  heightFor,
  mediaUrl,
  type Aspect,
  type MediaFormat,
  type MediaKind,
  type MediaWidth,
} from '../server/images/media-sizes.js'

export interface ResponsiveImageProps {
  kind: MediaKind
  id: number
  alt: string
  /** The `sizes` attribute: how wide the slot is per viewport, so the browser can pick from the srcset. */
  sizes: string
  /** Subset of MEDIA_WIDTHS to offer; every width the server serves by default. */
  widths?: readonly MediaWidth[]
  /** Box reserved before load; defaults to the kind's aspect, which is what the server renders. */
  aspect?: Aspect
  className?: string
  /** Above-the-fold images (hero, first product): load eagerly at high priority for a fast LCP. */
  priority?: boolean
}

const FALLBACK_WIDTH = 640

/**
 * <picture> with AVIF, then WebP, then JPEG. width/height come from the largest width and the aspect,
 * so the browser reserves the right box before any byte arrives and nothing shifts (CLS 0); CSS
 * should scale it with `width: 100%; height: auto`.
 */
export function ResponsiveImage({
  kind,
  id,
  alt,
  sizes,
  widths = MEDIA_WIDTHS,
  aspect,
  className,
  priority = false,
}: ResponsiveImageProps) {
  const offered = [...new Set(widths)].sort((a, b) => a - b)
  if (offered.length === 0) throw new Error('ResponsiveImage needs at least one width')
  const ratio = aspect ?? ASPECT[kind]
  const largest = offered[offered.length - 1]!
  // Browsers without srcset support get a mid-sized JPEG: sharp enough for most slots, not a 1280px download.
  const fallback = offered.includes(FALLBACK_WIDTH as MediaWidth)
    ? FALLBACK_WIDTH
    : (offered.filter((w) => w <= FALLBACK_WIDTH).pop() ?? offered[0]!)
  const srcSet = (format: MediaFormat) => offered.map((w) => `${mediaUrl(kind, id, w, format)} ${w}w`).join(', ')
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={mediaUrl(kind, id, fallback, 'jpeg')}
        srcSet={srcSet('jpeg')}
        sizes={sizes}
        width={largest}
        height={heightFor(largest, ratio)}
        alt={alt}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  )
}
