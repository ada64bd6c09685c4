import sans from '../../server/assets/fonts/DejaVuSans.ttf?url'
import sansBold from '../../server/assets/fonts/DejaVuSans-Bold.ttf?url'
import serif from '../../server/assets/fonts/DejaVuSerif.ttf?url'
import serifItalic from '../../server/assets/fonts/DejaVuSerif-Italic.ttf?url'
import mono from '../../server/assets/fonts/DejaVuSansMono.ttf?url'
import { fontFamily, type FontId } from '../../server/domain/editor/editor-document.js'

/** The same font files the print renderer uses, registered under editor-only family names. */
const URLS: Record<FontId, string> = { sans, 'sans-bold': sansBold, serif, 'serif-italic': serifItalic, mono }
const loading = new Map<FontId, Promise<void>>()

/** Loads a font once; the canvas redraws texts when it resolves (Konva cannot wait for CSS fonts itself). */
export function loadFont(id: FontId): Promise<void> {
  let p = loading.get(id)
  if (!p) {
    p = new FontFace(fontFamily(id), `url(${URLS[id]})`)
      .load()
      .then((face) => {
        document.fonts.add(face)
      })
      .catch(() => undefined)
    loading.set(id, p)
  }
  return p
}
