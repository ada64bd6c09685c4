import { z } from 'zod'
import { documentTarget, parseEditorDocument, surfaceFields } from './editor-document-schema.js'
import { MULTI_PAGE_VERSION, type MultiPageDocument } from './book-document.js'
import type { EditorDocument } from './editor-document.js'
import { LAYOUT_IDS } from './page-layouts.js'
import { MAX_PAGES } from './page-count.js'

const page = z.strictObject({
  id: z.string().regex(/^[\w-]{1,40}$/),
  layoutId: z.enum(LAYOUT_IDS),
  ...surfaceFields,
})

const multiPageDocumentSchema = z
  .strictObject({
    version: z.literal(MULTI_PAGE_VERSION),
    ...documentTarget,
    startMonth: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a YYYY-MM month')
      .nullable()
      .optional(),
    calendar: z
      .strictObject({ locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/), country: z.string().regex(/^[A-Z]{2}$/) })
      .nullable()
      .optional(),
    cover: page,
    pages: z.array(page).min(1).max(MAX_PAGES),
  })
  .refine((d) => new Set([d.cover.id, ...d.pages.map((p) => p.id)]).size === d.pages.length + 1, {
    message: 'page ids must be unique',
    path: ['pages'],
  }) satisfies z.ZodType<MultiPageDocument>

export type AnyDocument = EditorDocument | MultiPageDocument

/**
 * A document of either version: a version-1 document (one surface; every design saved before decision 046) or a
 * version-2 multi-page one. Whether the article takes that shape and that page count is checked against the variant
 * by the caller (designs.ts), which knows it.
 */
export function parseAnyDocument(
  value: unknown,
): { ok: true; doc: AnyDocument } | { ok: false; issues: z.core.$ZodIssue[] } {
  if (typeof value === 'object' && value !== null && (value as { version?: unknown }).version === MULTI_PAGE_VERSION) {
    const r = multiPageDocumentSchema.safeParse(value)
    return r.success ? { ok: true, doc: r.data } : { ok: false, issues: r.error.issues }
  }
  return parseEditorDocument(value)
}
