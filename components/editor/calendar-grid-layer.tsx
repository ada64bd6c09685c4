import { Circle, Layer, Rect, Text as KText } from 'react-konva'
import { HOLIDAY_COLOUR, inkOn, monthGridRows, type MonthGrid } from '../../server/domain/editor/calendar-grid.js'
import type { BoxMm } from '../../server/domain/editor/print-spec.js'

/** Drawn a little see-through, so a photo moved under the grid still shows where it is (the print hides it). */
const PANEL_OPACITY = 0.9

/**
 * A calendar month page's grid on the stage where the PDF prints it (calendar-pdf.ts, the same rows), over the
 * page's items, and the outlines of the page's layout slots above it: what the shopper sees is what is printed.
 * Never listens to the pointer, so the items under it can still be picked and dragged back out.
 */
export function CalendarGridLayer({
  grid,
  box,
  background,
  locale,
  slots,
}: {
  grid: MonthGrid
  box: BoxMm
  background: string
  locale: string
  slots: BoxMm[]
}) {
  const ink = inkOn(background)
  const rows = monthGridRows(box, grid.weeks.length)
  const title = grid.title.charAt(0).toLocaleUpperCase(locale) + grid.title.slice(1)
  const daySize = Math.min(rows.rowHeight, rows.cellWidth) * 0.45
  const cell = (i: number) => ({ x: box.x + rows.cellWidth * i, width: rows.cellWidth, align: 'center' as const })
  return (
    <Layer listening={false}>
      {slots.map((s, i) => (
        <Rect
          key={`slot-${i}`}
          x={s.x}
          y={s.y}
          width={s.width}
          height={s.height}
          stroke={ink}
          opacity={0.35}
          strokeWidth={1}
          strokeScaleEnabled={false}
          dash={[4, 3]}
        />
      ))}
      <Rect x={box.x} y={box.y} width={box.width} height={box.height} fill={background} opacity={PANEL_OPACITY} />
      <KText
        text={title}
        x={box.x}
        width={box.width}
        align="center"
        y={box.y + rows.titleHeight * 0.15}
        fontSize={rows.titleHeight * 0.6}
        fontStyle="bold"
        fill={ink}
      />
      {grid.weekdays.map((name, i) => (
        <KText
          key={`wd-${i}`}
          text={name}
          {...cell(i)}
          y={box.y + rows.titleHeight + rows.headerHeight * 0.2}
          fontSize={rows.headerHeight * 0.5}
          fill={ink}
        />
      ))}
      {grid.weeks.flatMap((week, w) =>
        week.map((day, i) => {
          if (!day) return null
          const top = box.y + rows.titleHeight + rows.headerHeight + rows.rowHeight * w
          return [
            day.holiday && (
              <Circle
                key={`ring-${day.day}`}
                x={box.x + rows.cellWidth * (i + 0.5)}
                y={top + rows.rowHeight / 2}
                radius={daySize * 0.85}
                stroke={HOLIDAY_COLOUR}
                strokeWidth={Math.max(0.2, daySize / 14)}
              />
            ),
            <KText
              key={`day-${day.day}`}
              text={String(day.day)}
              {...cell(i)}
              y={top + (rows.rowHeight - daySize) / 2}
              fontSize={daySize}
              fontStyle={day.holiday ? 'bold' : 'normal'}
              fill={day.holiday ? HOLIDAY_COLOUR : ink}
            />,
          ]
        }),
      )}
    </Layer>
  )
}
