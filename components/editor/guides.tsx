import { useLingui } from '@lingui/react/macro'
import { Layer, Rect, Text as KText } from 'react-konva'
import type { EditorDocument } from '../../server/domain/editor/editor-document.js'
import { handleZones, safeBox, trimBox, type PrintSpec } from '../../server/domain/editor/print-spec.js'
import { isLowResolution, type Size } from '../../server/domain/editor/photo-geometry.js'
import { photoDpi } from './doc-ops.js'

export const GUIDE_COLOURS = { trim: '#c0392b', safe: '#1a7f37', lowDpi: '#e67e22' }

/**
 * Print guides drawn over the design (never printed): the bleed outside the cut line is veiled, the cut line (trim)
 * and the safe zone are dashed, a mug's handle zones are shaded, and low-resolution photos are outlined.
 */
export function Guides({ spec, canvas, doc }: { spec: PrintSpec; canvas: Size; doc: EditorDocument }) {
  const { t } = useLingui()
  const trim = trimBox(spec)
  const safe = safeBox(spec)
  const veil = 'rgba(255,255,255,0.55)'
  const line = { strokeWidth: 1.5, strokeScaleEnabled: false, dash: [2, 1.5], listening: false }
  return (
    <Layer listening={false}>
      <Rect x={0} y={0} width={canvas.width} height={trim.y} fill={veil} />
      <Rect
        x={0}
        y={trim.y + trim.height}
        width={canvas.width}
        height={canvas.height - trim.y - trim.height}
        fill={veil}
      />
      <Rect x={0} y={trim.y} width={trim.x} height={trim.height} fill={veil} />
      <Rect
        x={trim.x + trim.width}
        y={trim.y}
        width={canvas.width - trim.x - trim.width}
        height={trim.height}
        fill={veil}
      />
      {handleZones(spec).map((z, i) => (
        <Rect key={`h${i}`} x={z.x} y={z.y} width={z.width} height={z.height} fill="rgba(28,32,36,0.16)" />
      ))}
      {handleZones(spec).map((z, i) => (
        <KText
          key={`ht${i}`}
          text={t`Handle`}
          x={z.x + z.width / 2 + 2}
          y={canvas.height / 2 + 10}
          rotation={-90}
          fontSize={Math.min(5, z.width * 0.45)}
          fill="#1c2024"
          opacity={0.7}
        />
      ))}
      <Rect x={trim.x} y={trim.y} width={trim.width} height={trim.height} stroke={GUIDE_COLOURS.trim} {...line} />
      <Rect x={safe.x} y={safe.y} width={safe.width} height={safe.height} stroke={GUIDE_COLOURS.safe} {...line} />
      {doc.items.map((i) =>
        i.type === 'photo' && isLowResolution(photoDpi(i), spec.minDpi) ? (
          <Rect
            key={`dpi-${i.id}`}
            x={i.x}
            y={i.y}
            width={i.width}
            height={i.height}
            offsetX={i.width / 2}
            offsetY={i.height / 2}
            rotation={i.rotation}
            stroke={GUIDE_COLOURS.lowDpi}
            strokeWidth={3}
            strokeScaleEnabled={false}
            dash={[3, 2]}
          />
        ) : null,
      )}
    </Layer>
  )
}
