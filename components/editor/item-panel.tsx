import { Trans, useLingui } from '@lingui/react/macro'
import { textRunsPastPrintArea } from '../../server/domain/editor/text-bounds.js'
import {
  COLOURS,
  FONTS,
  LIMITS,
  type EditorDocument,
  type EditorItem,
  type FontId,
  type TextAlign,
} from '../../server/domain/editor/editor-document.js'
import { isLowResolution } from '../../server/domain/editor/photo-geometry.js'
import type { PrintSpec } from '../../server/domain/editor/print-spec.js'
import {
  moveItem,
  photoDpi,
  removeItem,
  reorderItem,
  rotateItem,
  updateItem,
  zoomItem,
  zoomPercent,
} from './doc-ops.js'
import type { UploadView } from './editor-api.js'

interface Props {
  doc: EditorDocument
  item: EditorItem
  spec: PrintSpec
  upload: UploadView | undefined
  panMode: boolean
  onPanMode: (on: boolean) => void
  onReplace: () => void
  onChange: (doc: EditorDocument, key?: string) => void
  onRemoved: () => void
}

const num = (v: string, fallback: number) => (Number.isFinite(Number(v)) && v.trim() !== '' ? Number(v) : fallback)

/** Controls of the selected item; every canvas gesture has a button or field here too (keyboard and screen readers). */
export function ItemPanel({ doc, item, spec, upload, panMode, onPanMode, onReplace, onChange, onRemoved }: Props) {
  const { t } = useLingui()
  const size = upload?.width && upload.height ? { width: upload.width, height: upload.height } : undefined
  const dpi = item.type === 'photo' ? Math.floor(photoDpi(item)) : null
  const low = dpi !== null && isLowResolution(dpi, spec.minDpi)
  const pastEdge = item.type === 'text' && textRunsPastPrintArea(item, spec)
  return (
    <section className="editor-item-panel" aria-labelledby="item-panel-title" data-testid="item-panel">
      <h2 id="item-panel-title">
        {item.type === 'photo' ? <Trans>Selected photo</Trans> : <Trans>Selected text</Trans>}
      </h2>
      {item.type === 'text' && (
        <>
          <label className="editor-field">
            <span>
              <Trans>Text</Trans>
            </span>
            <textarea
              rows={2}
              maxLength={LIMITS.textChars}
              value={item.text}
              onChange={(e) =>
                e.target.value.trim() && onChange(updateItem(doc, item.id, { text: e.target.value }), `text:${item.id}`)
              }
              data-testid="text-input"
            />
          </label>
          {pastEdge && (
            <p className="editor-dpi editor-dpi-low" role="status" data-testid="text-outside">
              <Trans>This text runs past the edge of the print and would be cut off.</Trans>
            </p>
          )}
          <label className="editor-field">
            <span>
              <Trans>Font</Trans>
            </span>
            <select
              value={item.fontId}
              onChange={(e) => onChange(updateItem(doc, item.id, { fontId: e.target.value as FontId }))}
            >
              {FONTS.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
          <label className="editor-field">
            <span>
              <Trans>Size (mm)</Trans>
            </span>
            <input
              type="number"
              min={LIMITS.textSizeMm.min}
              max={LIMITS.textSizeMm.max}
              step={0.5}
              value={item.sizeMm}
              onChange={(e) =>
                onChange(
                  updateItem(doc, item.id, {
                    sizeMm: Math.min(
                      LIMITS.textSizeMm.max,
                      Math.max(LIMITS.textSizeMm.min, num(e.target.value, item.sizeMm)),
                    ),
                  }),
                  `size:${item.id}`,
                )
              }
            />
          </label>
          <fieldset className="editor-colours">
            <legend>
              <Trans>Colour</Trans>
            </legend>
            {COLOURS.map((c) => (
              <button
                key={c}
                type="button"
                className="editor-swatch"
                style={{ background: c }}
                aria-pressed={item.color === c}
                aria-label={t`Colour ${c}`}
                onClick={() => onChange(updateItem(doc, item.id, { color: c }))}
              />
            ))}
            <input
              type="color"
              value={item.color}
              aria-label={t`Other colour`}
              onChange={(e) => onChange(updateItem(doc, item.id, { color: e.target.value }), `colour:${item.id}`)}
            />
          </fieldset>
          <div className="editor-row" role="group" aria-label={t`Alignment`}>
            {(['left', 'center', 'right'] as TextAlign[]).map((a) => (
              <button
                key={a}
                type="button"
                className="btn btn-secondary"
                aria-pressed={item.align === a}
                onClick={() => onChange(updateItem(doc, item.id, { align: a }))}
              >
                {a === 'left' ? <Trans>Left</Trans> : a === 'center' ? <Trans>Centre</Trans> : <Trans>Right</Trans>}
              </button>
            ))}
          </div>
        </>
      )}
      <div className="editor-row">
        <label className="editor-field editor-field-small">
          <span>
            <Trans>X (mm)</Trans>
          </span>
          <input
            type="number"
            step={1}
            value={Math.round(item.x * 10) / 10}
            onChange={(e) => onChange(moveItem(doc, item.id, num(e.target.value, item.x), item.y), `x:${item.id}`)}
            data-testid="item-x"
          />
        </label>
        <label className="editor-field editor-field-small">
          <span>
            <Trans>Y (mm)</Trans>
          </span>
          <input
            type="number"
            step={1}
            value={Math.round(item.y * 10) / 10}
            onChange={(e) => onChange(moveItem(doc, item.id, item.x, num(e.target.value, item.y)), `y:${item.id}`)}
            data-testid="item-y"
          />
        </label>
        <label className="editor-field editor-field-small">
          <span>
            <Trans>Rotation (°)</Trans>
          </span>
          <input
            type="number"
            step={1}
            min={-180}
            max={180}
            value={Math.round(item.rotation)}
            onChange={(e) =>
              onChange(
                updateItem(doc, item.id, {
                  rotation: Math.max(-180, Math.min(180, num(e.target.value, item.rotation))),
                }),
                `rot:${item.id}`,
              )
            }
          />
        </label>
      </div>
      <div className="editor-row">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => onChange(zoomItem(doc, item.id, 1 / 1.1, size), `zoom:${item.id}`)}
          aria-label={t`Zoom out`}
        >
          −
        </button>
        {item.type === 'photo' && size && (
          <span data-testid="zoom-value" data-zoom={zoomPercent(item, size)}>
            <Trans>Zoom {zoomPercent(item, size)}%</Trans>
          </span>
        )}
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => onChange(zoomItem(doc, item.id, 1.1, size), `zoom:${item.id}`)}
          aria-label={t`Zoom in`}
          data-testid="zoom-in"
        >
          +
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => onChange(rotateItem(doc, item.id, -90))}
          aria-label={t`Rotate left`}
        >
          ⟲
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => onChange(rotateItem(doc, item.id, 90))}
          aria-label={t`Rotate right`}
        >
          ⟳
        </button>
      </div>
      {item.type === 'photo' && (
        <>
          <p
            className={low ? 'editor-dpi editor-dpi-low' : 'editor-dpi'}
            data-testid="photo-dpi"
            data-dpi={dpi}
            data-low={low}
          >
            {low ? (
              <Trans>
                Print quality: {dpi} dpi — below {spec.minDpi} dpi, may look blurry
              </Trans>
            ) : (
              <Trans>Print quality: {dpi} dpi</Trans>
            )}
          </p>
          <div className="editor-row">
            <button
              type="button"
              className="btn btn-secondary"
              aria-pressed={panMode}
              onClick={() => onPanMode(!panMode)}
              data-testid="pan-mode"
            >
              <Trans>Move photo inside its frame</Trans>
            </button>
            <button type="button" className="btn btn-secondary" onClick={onReplace} data-testid="replace-photo">
              <Trans>Replace photo</Trans>
            </button>
          </div>
        </>
      )}
      <div className="editor-row">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => onChange(reorderItem(doc, item.id, 'forward'))}
        >
          <Trans>Bring forward</Trans>
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => onChange(reorderItem(doc, item.id, 'backward'))}
        >
          <Trans>Send backward</Trans>
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            onChange(removeItem(doc, item.id))
            onRemoved()
          }}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
    </section>
  )
}
