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

interface PictureUrls {
  avif: string
  webp: string
  jpeg: string
  /** The JPEG for browsers without srcset. */
  src: string
  largest: MediaWidth
}

/**
 * A picture's three srcsets are the same on every page that shows it: kept per picture and width set (decision 037;
 * they were a tenth of what a catalogue page's render allocated). Cleared when full rather than evicted one by one:
 * the catalogue's pictures on the pages being visited come back at once.
 */
const keptUrls = new Map<string, PictureUrls>()
const KEPT_URLS_MAX = 5000

function pictureUrls(kind: MediaKind, id: number, widths: readonly MediaWidth[]): PictureUrls {
  const key = `${kind}/${id}/${widths.join(',')}`
  let urls = keptUrls.get(key)
  if (urls) return urls
  const offered = [...new Set(widths)].sort((a, b) => a - b)
  if (offered.length === 0) throw new Error('ResponsiveImage needs at least one width')
  // Browsers without srcset support get a mid-sized JPEG: sharp enough for most slots, not a 1280px download.
  const fallback = offered.includes(FALLBACK_WIDTH as MediaWidth)
    ? FALLBACK_WIDTH
    : (offered.filter((w) => w <= FALLBACK_WIDTH).pop() ?? offered[0]!)
  const srcSet = (format: MediaFormat) => offered.map((w) => `${mediaUrl(kind, id, w, format)} ${w}w`).join(', ')
  urls = {
    avif: srcSet('avif'),
    webp: srcSet('webp'),
    jpeg: srcSet('jpeg'),
    src: mediaUrl(kind, id, fallback, 'jpeg'),
    largest: offered[offered.length - 1]!,
  }
  if (keptUrls.size >= KEPT_URLS_MAX) keptUrls.clear()
  keptUrls.set(key, urls)
  return urls
}

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
  const urls = pictureUrls(kind, id, widths)
  const ratio = aspect ?? ASPECT[kind]
  return (
    <picture>
      <source type="image/avif" srcSet={urls.avif} sizes={sizes} />
      <source type="image/webp" srcSet={urls.webp} sizes={sizes} />
      <img
        src={urls.src}
        srcSet={urls.jpeg}
        sizes={sizes}
        width={urls.largest}
        height={heightFor(urls.largest, ratio)}
        alt={alt}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  )
}
