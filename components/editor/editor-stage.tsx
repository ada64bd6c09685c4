import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import type Konva from 'konva'
import { Image as KImage, Layer, Rect, Stage, Text as KText, Transformer } from 'react-konva'
import {
  fontFamily,
  TEXT_LINE_HEIGHT,
  type EditorDocument,
  type PhotoItem,
  type TextItem,
} from '../../server/domain/editor/editor-document.js'
import type { PrintSpec } from '../../server/domain/editor/print-spec.js'
import type { Size } from '../../server/domain/editor/photo-geometry.js'
import { moveItem, panPhoto, resizePhotoFrame, scaleItem, updateItem } from './doc-ops.js'
import { Guides } from './guides.js'
import { useHtmlImage } from './use-image.js'
import { designBackgroundUrl, type UploadView } from './editor-api.js'

export interface StageProps {
  doc: EditorDocument
  spec: PrintSpec
  canvas: Size
  uploads: ReadonlyMap<string, UploadView>
  selectedId: string | null
  panMode: boolean
  showGuides: boolean
  fontsVersion: number
  onSelect: (id: string | null) => void
  onChange: (doc: EditorDocument, key?: string) => void
  contentLayerRef: RefObject<Konva.Layer | null>
  /** Konva layers drawn over the items, as the print draws them over (a calendar page's month grid). */
  overlay?: ReactNode
  /** Called when the content was redrawn (the mug preview copies it). */
  onDrawn?: () => void
}

const r2 = (n: number) => Math.round(n * 100) / 100
const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right']
/** Corners scale a photo (ratio kept); edge handles crop it. */
const ALL_ANCHORS = [...CORNERS, 'top-center', 'middle-right', 'middle-left', 'bottom-center']

/**
 * The print as a Konva stage, in millimetres (the stage scale maps mm to screen pixels): background, catalog design,
 * photos and texts in document order, then the guides, then the transformer of the selected item.
 */
export function EditorStage(props: StageProps) {
  const { doc, spec, canvas, selectedId } = props
  const box = useRef<HTMLDivElement>(null)
  const trRef = useRef<Konva.Transformer>(null)
  const pinch = useRef(0)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    const fit = () => {
      const maxHeight = Math.max(240, window.innerHeight * 0.7)
      setWidth(Math.floor(Math.min(el.clientWidth, (maxHeight * canvas.width) / canvas.height)))
    }
    fit()
    const ro = new ResizeObserver(fit)
    ro.observe(el)
    return () => ro.disconnect()
  }, [canvas.width, canvas.height])
  const scale = width / canvas.width
  const height = Math.round(canvas.height * scale)
  const design = useHtmlImage(
    doc.background.designId === null ? null : designBackgroundUrl(doc.background.designId, doc),
  )
  const selected = doc.items.find((i) => i.id === selectedId)

  useEffect(() => {
    const tr = trRef.current
    if (!tr) return
    const node = selectedId ? tr.getStage()?.findOne(`#${selectedId}`) : undefined
    tr.nodes(node && !props.panMode ? [node] : [])
    tr.getLayer()?.batchDraw()
  })
  const { contentLayerRef, onDrawn, fontsVersion } = props
  useEffect(() => {
    contentLayerRef.current?.batchDraw()
    const id = requestAnimationFrame(() => onDrawn?.())
    return () => cancelAnimationFrame(id)
  }, [doc, width, design, fontsVersion, contentLayerRef, onDrawn])

  const deselectOnEmpty = (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (e.target === e.target.getStage() || e.target.name() === 'background') props.onSelect(null)
  }
  const onTouchMove = (e: Konva.KonvaEventObject<TouchEvent>) => {
    const t = e.evt.touches
    if (t.length !== 2 || !selectedId) return
    e.evt.preventDefault()
    const d = Math.hypot(t[0]!.clientX - t[1]!.clientX, t[0]!.clientY - t[1]!.clientY)
    if (pinch.current > 0) props.onChange(scaleItem(doc, selectedId, d / pinch.current), `pinch:${selectedId}`)
    pinch.current = d
  }
  const onTransformEnd = (e: Konva.KonvaEventObject<Event>) => {
    const n = e.target
    const item = doc.items.find((i) => i.id === n.id())
    if (!item) return
    const sx = n.scaleX()
    const sy = n.scaleY()
    n.scale({ x: 1, y: 1 })
    let next = updateItem(moveItem(doc, item.id, n.x(), n.y()), item.id, { rotation: r2(n.rotation()) })
    if (item.type === 'photo') {
      const upload = props.uploads.get(item.uploadId)
      if (upload?.width && upload.height)
        next = resizePhotoFrame(
          next,
          item.id,
          { width: item.width * sx, height: item.height * sy },
          { width: upload.width, height: upload.height },
        )
    } else {
      next = scaleItem(next, item.id, Math.sqrt(Math.abs(sx * sy)))
    }
    props.onChange(next)
  }
  const common = { onSelect: props.onSelect, onChange: props.onChange, onTransformEnd, doc, scale }
  return (
    <div ref={box} className="editor-stage" style={{ touchAction: selectedId ? 'none' : 'pan-y' }}>
      {width > 0 && (
        <Stage
          width={width}
          height={height}
          scaleX={scale}
          scaleY={scale}
          onMouseDown={deselectOnEmpty}
          onTouchStart={deselectOnEmpty}
          onTouchMove={onTouchMove}
          onTouchEnd={() => (pinch.current = 0)}
        >
          <Layer ref={props.contentLayerRef}>
            <Rect
              name="background"
              x={0}
              y={0}
              width={canvas.width}
              height={canvas.height}
              fill={doc.background.color}
            />
            {design && (
              <KImage name="background" image={design} x={0} y={0} width={canvas.width} height={canvas.height} />
            )}
            {doc.items.map((item) =>
              item.type === 'photo' ? (
                <PhotoNode
                  key={item.id}
                  item={item}
                  upload={props.uploads.get(item.uploadId)}
                  panning={props.panMode && item.id === selectedId}
                  {...common}
                />
              ) : (
                // Remounted when fonts arrive: Konva measures a text once, with whatever font was there.
                <TextNode
                  key={`${item.id}:${props.fontsVersion}`}
                  item={item}
                  fontsVersion={props.fontsVersion}
                  {...common}
                />
              ),
            )}
          </Layer>
          {props.overlay}
          {props.showGuides && <Guides spec={spec} canvas={canvas} doc={doc} />}
          <Layer>
            <Transformer
              ref={trRef}
              rotationSnaps={[0, 90, 180, 270]}
              keepRatio
              enabledAnchors={selected?.type === 'text' ? CORNERS : ALL_ANCHORS}
              anchorSize={14}
              boundBoxFunc={(oldBox, newBox) =>
                Math.abs(newBox.width) < 12 || Math.abs(newBox.height) < 12 ? oldBox : newBox
              }
            />
          </Layer>
        </Stage>
      )}
    </div>
  )
}

interface NodeProps {
  doc: EditorDocument
  scale: number
  onSelect: (id: string) => void
  onChange: (doc: EditorDocument, key?: string) => void
  onTransformEnd: (e: Konva.KonvaEventObject<Event>) => void
}

function PhotoNode({
  item,
  upload,
  panning,
  doc,
  scale,
  onSelect,
  onChange,
  onTransformEnd,
}: NodeProps & { item: PhotoItem; upload: UploadView | undefined; panning: boolean }) {
  const img = useHtmlImage(upload?.urls.screen ?? null)
  const last = useRef<{ x: number; y: number } | null>(null)
  const anchor = useRef<{ x: number; y: number } | null>(null)
  const k = img && upload?.width ? img.naturalWidth / upload.width : 1
  const shared = {
    id: item.id,
    name: 'item',
    x: item.x,
    y: item.y,
    width: item.width,
    height: item.height,
    offsetX: item.width / 2,
    offsetY: item.height / 2,
    rotation: item.rotation,
    draggable: true,
    onMouseDown: () => onSelect(item.id),
    onTouchStart: () => onSelect(item.id),
    onTransformEnd,
    onDragStart: (e: Konva.KonvaEventObject<DragEvent>) => {
      last.current = e.target.getStage()?.getPointerPosition() ?? null
      anchor.current = e.target.absolutePosition()
    },
    // Panning: the frame stays put and the photo slides inside it.
    dragBoundFunc: panning ? () => anchor.current ?? { x: 0, y: 0 } : undefined,
    onDragMove: (e: Konva.KonvaEventObject<DragEvent>) => {
      if (!panning || !upload?.width || !upload.height) return
      const p = e.target.getStage()?.getPointerPosition()
      if (!p || !last.current) return
      onChange(
        panPhoto(doc, item.id, (p.x - last.current.x) / scale, (p.y - last.current.y) / scale, {
          width: upload.width,
          height: upload.height,
        }),
        `pan:${item.id}`,
      )
      last.current = p
    },
    onDragEnd: (e: Konva.KonvaEventObject<DragEvent>) => {
      if (!panning) onChange(moveItem(doc, item.id, e.target.x(), e.target.y()))
    },
  }
  if (!img) return <Rect {...shared} fill="#d9dde2" stroke="#8b939c" strokeWidth={1} strokeScaleEnabled={false} />
  return (
    <KImage
      {...shared}
      image={img}
      crop={{ x: item.crop.x * k, y: item.crop.y * k, width: item.crop.width * k, height: item.crop.height * k }}
    />
  )
}

function TextNode({
  item,
  fontsVersion,
  doc,
  onSelect,
  onChange,
  onTransformEnd,
}: NodeProps & { item: TextItem; fontsVersion: number }) {
  const ref = useRef<Konva.Text>(null)
  useLayoutEffect(() => {
    const n = ref.current
    if (!n) return
    const ink = inkBox(n)
    n.offsetX(ink ? (ink.left + ink.right) / 2 : n.width() / 2)
    n.offsetY(ink ? (ink.top + ink.bottom) / 2 : n.height() / 2)
    n.getLayer()?.batchDraw()
  }, [item.text, item.fontId, item.sizeMm, item.align, fontsVersion])
  return (
    <KText
      ref={ref}
      id={item.id}
      name="item"
      text={item.text}
      fontFamily={fontFamily(item.fontId)}
      fontSize={item.sizeMm}
      lineHeight={TEXT_LINE_HEIGHT}
      align={item.align}
      fill={item.color}
      x={item.x}
      y={item.y}
      rotation={item.rotation}
      draggable
      onMouseDown={() => onSelect(item.id)}
      onTouchStart={() => onSelect(item.id)}
      onDragEnd={(e) => onChange(moveItem(doc, item.id, e.target.x(), e.target.y()))}
      onTransformEnd={onTransformEnd}
    />
  )
}

const MEASURE_SCALE = 100
let measureCtx: CanvasRenderingContext2D | null = null

/** Glyph metrics at 100× the size (browsers round them to whole pixels, and our pixels are millimetres). */
function measure(n: Konva.Text, text: string): TextMetrics {
  measureCtx ??= document.createElement('canvas').getContext('2d')!
  measureCtx.font = `${n.fontStyle()} ${n.fontSize() * MEASURE_SCALE}px "${n.fontFamily()}"`
  return measureCtx.measureText(text)
}

/**
 * The inked area of a text node (node coordinates), from the canvas' glyph metrics, laid out like Konva draws it.
 * The print renderer (Pango) places the inked area's centre at the item's x/y, so the editor does the same.
 */
function inkBox(n: Konva.Text): { left: number; right: number; top: number; bottom: number } | null {
  const k = 1 / MEASURE_SCALE
  const lineHeight = n.lineHeight() * n.fontSize()
  const sample = measure(n, 'M')
  let baseline = ((sample.fontBoundingBoxAscent - sample.fontBoundingBoxDescent) * k) / 2 + lineHeight / 2
  const width = n.width()
  const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity }
  for (const line of n.textArr) {
    if (line.text.trim()) {
      const m = measure(n, line.text)
      const x = n.align() === 'center' ? (width - line.width) / 2 : n.align() === 'right' ? width - line.width : 0
      box.left = Math.min(box.left, x - m.actualBoundingBoxLeft * k)
      box.right = Math.max(box.right, x + m.actualBoundingBoxRight * k)
      box.top = Math.min(box.top, baseline - m.actualBoundingBoxAscent * k)
      box.bottom = Math.max(box.bottom, baseline + m.actualBoundingBoxDescent * k)
    }
    baseline += lineHeight
  }
  return Number.isFinite(box.left) && Number.isFinite(box.top) ? box : null
}
