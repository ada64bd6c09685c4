import { TEXT_LINE_HEIGHT, type EditorDocument, type FontId } from './editor-document.js'
import { trimBox, type PrintSpec } from './print-spec.js'

type TextItem = Extract<EditorDocument['items'][number], { type: 'text' }>

/**
 * Advance widths (thousandths of the font size) of the printable ASCII characters, U+0020 to U+007E, read from the
 * DejaVu files the editor and the print renderer both use (server/assets/fonts, with fontkit). Accented letters are
 * measured as their base letter; other characters as an em or the font's widest glyph, so an estimate errs towards a
 * warning.
 */
const ADVANCES: Record<FontId, readonly number[]> = {
  sans: [
    318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636,
    636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863,
    748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635,
    615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636,
    337, 636, 838,
  ],
  'sans-bold': [
    348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696,
    696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995,
    837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716,
    678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712,
    365, 712, 838,
  ],
  serif: [
    318, 402, 460, 838, 636, 950, 890, 275, 390, 390, 500, 838, 318, 338, 318, 337, 636, 636, 636, 636, 636, 636, 636,
    636, 636, 636, 337, 337, 838, 838, 838, 536, 1000, 722, 735, 765, 802, 730, 694, 799, 872, 395, 401, 747, 664, 1024,
    875, 820, 673, 820, 753, 685, 667, 843, 722, 1028, 712, 660, 695, 390, 337, 390, 838, 500, 500, 596, 640, 560, 640,
    592, 370, 640, 644, 320, 310, 606, 320, 948, 644, 602, 640, 640, 478, 513, 402, 644, 565, 856, 564, 565, 527, 636,
    337, 636, 838,
  ],
  'serif-italic': [
    318, 402, 460, 838, 636, 950, 890, 275, 390, 390, 500, 838, 318, 338, 318, 337, 636, 636, 636, 636, 636, 636, 636,
    636, 636, 636, 337, 337, 838, 838, 838, 536, 1000, 722, 735, 765, 802, 730, 694, 799, 872, 395, 401, 747, 664, 1024,
    875, 820, 673, 820, 753, 685, 667, 843, 722, 1028, 712, 660, 695, 390, 337, 390, 838, 500, 500, 596, 640, 560, 640,
    592, 370, 640, 644, 320, 310, 606, 320, 948, 644, 602, 640, 640, 478, 513, 402, 644, 565, 856, 564, 565, 527, 636,
    337, 636, 838,
  ],
  mono: [
    602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602,
    602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602,
    602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602,
    602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602, 602,
    602, 602, 602,
  ],
}
/** Fonts' edges are not crisp to the millimetre: a text this far over the edge is not flagged. */
const TOLERANCE_MM = 0.5

function advanceOf(font: FontId, ch: string): number {
  const code = ch.normalize('NFD').codePointAt(0) ?? 32
  return code >= 32 && code <= 126 ? ADVANCES[font][code - 32]! : Math.max(1000, ...ADVANCES[font])
}

/** A text's box before rotation, in millimetres: its widest line by the font's advances, its lines at the editor's line height. */
export function textBoxMm(item: Pick<TextItem, 'text' | 'fontId' | 'sizeMm'>): { width: number; height: number } {
  const lines = item.text.split('\n')
  const widest = Math.max(
    ...lines.map((line) =>
      [...line.normalize('NFD').replace(/\p{M}/gu, '')].reduce((w, ch) => w + advanceOf(item.fontId, ch), 0),
    ),
  )
  return { width: (widest / 1000) * item.sizeMm, height: lines.length * TEXT_LINE_HEIGHT * item.sizeMm }
}

/**
 * Whether a text runs past the print area (the trim box: what is left once the print is cut). The editor centres a
 * text's box on (x, y) and turns it about that point, so its extent is the rotated box's bounding box.
 */
export function textRunsPastPrintArea(item: TextItem, spec: PrintSpec): boolean {
  const box = textBoxMm(item)
  const rad = (item.rotation * Math.PI) / 180
  const cos = Math.abs(Math.cos(rad))
  const sin = Math.abs(Math.sin(rad))
  const halfW = (box.width * cos + box.height * sin) / 2
  const halfH = (box.width * sin + box.height * cos) / 2
  const t = trimBox(spec)
  return (
    item.x - halfW < t.x - TOLERANCE_MM ||
    item.y - halfH < t.y - TOLERANCE_MM ||
    item.x + halfW > t.x + t.width + TOLERANCE_MM ||
    item.y + halfH > t.y + t.height + TOLERANCE_MM
  )
}

/** The ids of the document's texts that run past the print area (issue 29 item 5). */
export function textsPastPrintArea(doc: Pick<EditorDocument, 'items'>, spec: PrintSpec): string[] {
  return doc.items.flatMap((i) => (i.type === 'text' && textRunsPastPrintArea(i, spec) ? [i.id] : []))
}
