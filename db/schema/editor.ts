import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { sql } from 'drizzle-orm'
import { orderLines } from './orders.js'

/**
 * Photo uploads (issue 7). `owner` is the shop session id, or `c:<customerId>` once the customer signed in (the
 * same key as carts): only that owner, on that brand, can see or use the upload. The bytes live on disk under
 * data/uploads, named by the SHA-256 of what was sent, so the same photo uploaded twice is stored once.
 */
export const uploads = sqliteTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    owner: text('owner').notNull(),
    brandSlug: text('brand_slug').notNull(),
    sha256: text('sha256').notNull(),
    /** 'image' (usable in the editor) or 'document' (a .pdf or .zip kept for the order). */
    kind: text('kind').notNull(),
    /** Sniffed from the content, never taken from the name or the browser. */
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    bytes: integer('bytes').notNull(),
    /** Upright size (EXIF orientation applied); null for documents. */
    width: integer('width'),
    height: integer('height'),
    /** Path below the uploads folder of the stored file (the upright re-encoded image, or the document as sent). */
    storedAs: text('stored_as').notNull(),
    createdAt: integer('created_at').notNull(),
    /**
     * When the photo was taken (epoch ms), from the original's EXIF: its zone-less wall-clock time read as UTC, which
     * orders one shopper's photos right (decision 046). Null for documents and photos without a possible date.
     */
    takenAt: integer('taken_at'),
  },
  (t) => [index('uploads_owner').on(t.owner, t.brandSlug, t.createdAt)],
)

/**
 * Editor documents. A 'draft' is the autosaved work of an owner on an article (one per owner, brand and article);
 * a 'final' row is frozen when it goes into the cart, with its print file rendered on the server, and is what
 * cart_lines/order_lines.personalised_design_id point to.
 */
export const personalisedDesigns = sqliteTable(
  'personalised_designs',
  {
    id: text('id').primaryKey(),
    owner: text('owner').notNull(),
    brandSlug: text('brand_slug').notNull(),
    articleId: integer('article_id').notNull(),
    /** The variant whose print size the document is laid out on (null: the article's default variant). */
    variantId: integer('variant_id'),
    /** The catalog design it started from (background art), if any. */
    designId: integer('design_id'),
    status: text('status').notNull(),
    document: text('document', { mode: 'json' }).notNull(),
    /** Paths below data/print-files (final rows only). */
    printFile: text('print_file'),
    previewFile: text('preview_file'),
    printWidthPx: integer('print_width_px'),
    printHeightPx: integer('print_height_px'),
    printDpi: integer('print_dpi'),
    /** Lowest effective dpi of its photos when it was frozen (null without photos). */
    minPhotoDpi: integer('min_photo_dpi'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('personalised_designs_owner').on(t.owner, t.brandSlug),
    uniqueIndex('personalised_designs_one_draft')
      .on(t.owner, t.brandSlug, t.articleId)
      .where(sql`status = 'draft'`),
  ],
)

/** The factory fetched the print file of an order line (drives the 200 -> 201 -> 202 moves of the order). */
export const printFileDownloads = sqliteTable('print_file_downloads', {
  orderLineId: integer('order_line_id')
    .primaryKey()
    .references(() => orderLines.id, { onDelete: 'cascade' }),
  actor: text('actor').notNull(),
  count: integer('count').notNull(),
  firstAt: integer('first_at').notNull(),
  lastAt: integer('last_at').notNull(),
})

/**
 * Bulk prints in progress (decision 054): one per owner (shop session or `c:<customerId>`), brand and prints article,
 * so the prints page finds its photos and their settings again after a reload. `version` grows with every change;
 * `carted_version` is the version last added to the cart, so a repeated add of the same version adds nothing twice.
 */
export const printDrafts = sqliteTable(
  'print_drafts',
  {
    owner: text('owner').notNull(),
    brandSlug: text('brand_slug').notNull(),
    articleId: integer('article_id').notNull(),
    document: text('document', { mode: 'json' }).notNull(),
    version: integer('version').notNull(),
    cartedVersion: integer('carted_version'),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.brandSlug, t.articleId] })],
)
