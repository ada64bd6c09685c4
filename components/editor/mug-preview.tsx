import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type RefObject } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type Konva from 'konva'
import type { PrintSpec } from '../../server/domain/editor/print-spec.js'
import { handlePosition, shade, wrapSourceX } from '../../server/domain/editor/mug-wrap.js'

const W = 320
const BODY_W = 200
const MUG_DIAMETER_MM = 82

export interface MugPreviewHandle {
  redraw: () => void
}

/**
 * The design wrapped round the mug, seen from the side the shopper turns it to: each column of the cylinder shows
 * the print column that faces the viewer there (server/domain/editor/mug-wrap.ts), darkened towards the edges, with the
 * handle in front of or behind the body.
 */
export const MugPreview = forwardRef<
  MugPreviewHandle,
  { spec: PrintSpec; contentLayer: RefObject<Konva.Layer | null> }
>(function MugPreview({ spec, contentLayer }, ref) {
  const { t } = useLingui()
  const canvas = useRef<HTMLCanvasElement>(null)
  const [degrees, setDegrees] = useState(0)
  const bodyH = Math.round((BODY_W * spec.trimMm.height) / MUG_DIAMETER_MM)
  const H = bodyH + 40
  const draw = useCallback(() => {
    const ctx = canvas.current?.getContext('2d')
    const layer = contentLayer.current
    if (!ctx || !layer || !spec.wrap) return
    const src = layer.toCanvas({ pixelRatio: Math.min(2, 600 / Math.max(1, layer.width())) })
    const pxPerMm = src.width / (spec.trimMm.width + 2 * spec.bleedMm)
    const view = (degrees * Math.PI) / 180
    const left = (W - BODY_W) / 2
    const top = 20
    const handle = handlePosition(view)
    ctx.clearRect(0, 0, W, H)
    const drawHandle = () => {
      const side = Math.sign(handle.u) || 1
      const reach = Math.abs(handle.u)
      ctx.beginPath()
      ctx.lineWidth = 14
      ctx.strokeStyle = '#e9ecef'
      ctx.ellipse(
        W / 2 + handle.u * (BODY_W / 2) + side * reach * 22,
        top + bodyH / 2,
        8 + reach * 26,
        bodyH * 0.3,
        0,
        0,
        2 * Math.PI,
      )
      ctx.stroke()
      ctx.lineWidth = 1
      ctx.strokeStyle = '#8b939c'
      ctx.stroke()
    }
    if (!handle.facing) drawHandle()
    for (let i = 0; i < BODY_W; i++) {
      const u = ((i + 0.5) / BODY_W) * 2 - 1
      const x = wrapSourceX(u, view, { printWidthMm: spec.trimMm.width, circumferenceMm: spec.wrap.circumferenceMm })
      if (x === null) {
        ctx.fillStyle = '#ffffff'
        ctx.fillRect(left + i, top, 1, bodyH)
      } else {
        ctx.drawImage(
          src,
          (x + spec.bleedMm) * pxPerMm,
          spec.bleedMm * pxPerMm,
          Math.max(1, pxPerMm * 0.5),
          spec.trimMm.height * pxPerMm,
          left + i,
          top,
          1,
          bodyH,
        )
      }
      ctx.fillStyle = `rgba(0,0,0,${(1 - shade(u)).toFixed(3)})`
      ctx.fillRect(left + i, top, 1, bodyH)
    }
    ctx.strokeStyle = '#8b939c'
    ctx.strokeRect(left + 0.5, top + 0.5, BODY_W - 1, bodyH - 1)
    if (handle.facing) drawHandle()
  }, [degrees, spec, bodyH, H, contentLayer])
  useImperativeHandle(ref, () => ({ redraw: draw }), [draw])
  useEffect(draw, [draw])
  if (!spec.wrap) return null
  return (
    <section className="mug-preview" aria-labelledby="mug-preview-title">
      <h2 id="mug-preview-title">
        <Trans>Wrap-around preview</Trans>
      </h2>
      <canvas
        ref={canvas}
        width={W}
        height={H}
        role="img"
        aria-label={t`Your design on the mug, turned ${degrees} degrees`}
        data-testid="mug-preview"
        data-degrees={degrees}
      />
      <div className="mug-preview-controls">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setDegrees((d) => ((d - 30 + 540) % 360) - 180)}
        >
          <Trans>Turn left</Trans>
        </button>
        <label>
          <span className="sr-only">
            <Trans>Turn the mug</Trans>
          </span>
          <input
            type="range"
            min={-180}
            max={180}
            step={5}
            value={degrees}
            onChange={(e) => setDegrees(Number(e.target.value))}
          />
        </label>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setDegrees((d) => ((d + 30 + 540) % 360) - 180)}
          data-testid="mug-turn-right"
        >
          <Trans>Turn right</Trans>
        </button>
      </div>
    </section>
  )
})
