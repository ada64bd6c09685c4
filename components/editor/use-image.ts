import { useEffect, useState } from 'react'

const cache = new Map<string, HTMLImageElement>()

/** An image element for the canvas, loaded once per URL; null until it has loaded (or if it failed). */
export function useHtmlImage(url: string | null): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(() => {
    const cached = url ? cache.get(url) : undefined
    return cached?.complete && cached.naturalWidth > 0 ? cached : null
  })
  useEffect(() => {
    if (!url) return setImage(null)
    const cached = cache.get(url)
    if (cached?.complete && cached.naturalWidth > 0) return setImage(cached)
    const img = cached ?? new Image()
    cache.set(url, img)
    let live = true
    const done = () => live && setImage(img.naturalWidth > 0 ? img : null)
    img.addEventListener('load', done)
    img.addEventListener('error', done)
    if (!cached) img.src = url
    return () => {
      live = false
      img.removeEventListener('load', done)
      img.removeEventListener('error', done)
    }
  }, [url])
  return image
}
