/**
 * A calendar page's month grid on the print PDF (decision 046): the month's title, the weekday names in the site's
 * language from its first day of week, and the days, public holidays in red with a ring round them. Drawn after the
 * page's items on a panel of the page's background colour, so a photo reaching into the grid's area never hides it.
 */
import { HOLIDAY_COLOUR, inkOn, monthGridRows, type MonthGrid } from '../domain/editor/calendar-grid.js'
import type { BoxMm } from '../domain/editor/print-spec.js'

function centred(pdf: PDFKit.PDFDocument, text: string, cx: number, top: number, size: number): void {
  pdf.fontSize(size)
  pdf.text(text, cx - pdf.widthOfString(text) / 2, top, { lineBreak: false })
}

/** `box` in points; `fonts` the registered names of a regular and a bold face. */
export function drawMonthGrid(
  pdf: PDFKit.PDFDocument,
  grid: MonthGrid,
  box: BoxMm,
  opts: { background: string; locale: string; fonts: { regular: string; bold: string } },
): void {
  const ink = inkOn(opts.background)
  pdf.rect(box.x, box.y, box.width, box.height).fill(opts.background)
  // The same rows as the editor's preview of the grid (calendar-grid.ts).
  const rows = monthGridRows(box, grid.weeks.length)
  const [titleH, headerH, cellW, rowH] = [rows.titleHeight, rows.headerHeight, rows.cellWidth, rows.rowHeight]
  const title = grid.title.charAt(0).toLocaleUpperCase(opts.locale) + grid.title.slice(1)
  pdf.font(opts.fonts.bold).fillColor(ink)
  centred(pdf, title, box.x + box.width / 2, box.y + titleH * 0.15, titleH * 0.6)
  pdf.font(opts.fonts.regular)
  grid.weekdays.forEach((name, i) =>
    centred(pdf, name, box.x + cellW * (i + 0.5), box.y + titleH + headerH * 0.2, headerH * 0.5),
  )
  const daySize = Math.min(rowH, cellW) * 0.45
  grid.weeks.forEach((week, w) =>
    week.forEach((day, i) => {
      if (!day) return
      const cx = box.x + cellW * (i + 0.5)
      const top = box.y + titleH + headerH + rowH * w
      if (day.holiday) {
        pdf
          .circle(cx, top + rowH / 2, daySize * 0.85)
          .lineWidth(Math.max(0.5, daySize / 14))
          .stroke(HOLIDAY_COLOUR)
      }
      pdf.font(day.holiday ? opts.fonts.bold : opts.fonts.regular).fillColor(day.holiday ? HOLIDAY_COLOUR : ink)
      centred(pdf, String(day.day), cx, top + (rowH - daySize) / 2, daySize)
    }),
  )
}
