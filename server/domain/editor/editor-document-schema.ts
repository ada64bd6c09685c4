import { z } from 'zod'
import { DOCUMENT_VERSION, FONT_IDS, LIMITS, type EditorDocument } from './editor-document.js'

/** Coordinates may sit off the print (a photo hanging over the edge); these bounds only refuse absurd numbers. */
const coord = z.number().finite().min(-5000).max(5000)
const length = z.number().finite().min(0.5).max(5000)
const rotation = z.number().finite().min(-3600).max(3600)
const pixels = z.number().finite().min(0).max(100_000)
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a #rrggbb colour')
const itemId = z.string().regex(/^[\w-]{1,40}$/)

export const UPLOAD_ID = /^[a-z2-7]{24}$/

const photo = z.strictObject({
  type: z.literal('photo'),
  id: itemId,
  uploadId: z.string().regex(UPLOAD_ID),
  x: coord,
  y: coord,
  width: length,
  height: length,
  rotation,
  crop: z.strictObject({ x: pixels, y: pixels, width: pixels.min(1), height: pixels.min(1) }),
})

const text = z.strictObject({
  type: z.literal('text'),
  id: itemId,
  text: z
    .string()
    .max(LIMITS.textChars)
    .refine((s) => s.trim().length > 0, 'text must not be blank')
    .refine((s) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(s), 'no control characters'),
  fontId: z.enum(FONT_IDS),
  sizeMm: z.number().finite().min(LIMITS.textSizeMm.min).max(LIMITS.textSizeMm.max),
  color: colour,
  align: z.enum(['left', 'center', 'right']),
  x: coord,
  y: coord,
  rotation,
})

/** The items and background of one surface: the whole of a version-1 document, one page of a multi-page one. */
export const surfaceFields = {
  background: z.strictObject({ color: colour, designId: z.number().int().min(1).max(1_000_000_000).nullable() }),
  items: z
    .array(z.discriminatedUnion('type', [photo, text]))
    .max(LIMITS.items)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'item ids must be unique'),
}

export const documentTarget = {
  articleId: z.number().int().min(1).max(19999),
  variantId: z.number().int().min(1).max(1_000_000_000).nullable().optional(),
}

const editorDocumentSchema = z.strictObject({
  version: z.literal(DOCUMENT_VERSION),
  ...documentTarget,
  ...surfaceFields,
}) satisfies z.ZodType<EditorDocument>

export function parseEditorDocument(
  value: unknown,
): { ok: true; doc: EditorDocument } | { ok: false; issues: z.core.$ZodIssue[] } {
  const r = editorDocumentSchema.safeParse(value)
  return r.success ? { ok: true, doc: r.data } : { ok: false, issues: r.error.issues }
}
