import { createHash } from 'node:crypto'
import { sharp } from '../../images/sharp.js'
import type { Metadata } from 'sharp'
import type { Db } from '../../../db/client.js'
import * as cq from '../../../db/queries/console.js'
import { sniffFileType } from '../../domain/uploads/file-sniffing.js'
import { LOGO_MAX_BYTES, LOGO_TYPES, type LogoType, type ThemeTokens } from '../../domain/tenancy/theme-tokens.js'

const MAX_SIDE = 4000

export type LogoResult = { ok: true; logo: NonNullable<ThemeTokens['logo']> } | { ok: false; message: string }

/**
 * Stores an uploaded logo for a brand. What it is comes from its bytes (never the name or the browser's type):
 * PNG, JPEG or WebP only (SVG can carry script), and it must decode as an image of sensible size. Stored once per
 * brand under the SHA-256 of its bytes; the draft then refers to it by that hash.
 */
export async function storeLogo(db: Db, brandSlug: string, bytes: Buffer, now: number): Promise<LogoResult> {
  if (bytes.length === 0) return { ok: false, message: 'choose an image file' }
  if (bytes.length > LOGO_MAX_BYTES)
    return { ok: false, message: `the logo is larger than ${LOGO_MAX_BYTES / 1024} KB` }
  const type = sniffFileType(bytes.subarray(0, 16))
  if (!type || !(LOGO_TYPES as readonly string[]).includes(type))
    return { ok: false, message: 'the logo must be a PNG, JPEG or WebP image (SVG is not accepted)' }
  let meta: Metadata
  try {
    meta = await sharp(bytes).metadata()
  } catch {
    return { ok: false, message: 'the file is not a readable image' }
  }
  if (!meta.width || !meta.height || meta.width > MAX_SIDE || meta.height > MAX_SIDE)
    return { ok: false, message: `the logo must be at most ${MAX_SIDE} pixels on each side` }
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  await cq.insertBrandAsset(db, {
    brandSlug,
    sha256,
    contentType: type,
    bytes,
    width: meta.width,
    height: meta.height,
    createdAt: now,
  })
  return { ok: true, logo: { sha256, type: type as LogoType } }
}

/** An asset of this brand by file name `<sha256>.<ext>`, or null. */
export async function findLogo(
  db: Db,
  brandSlug: string,
  file: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const m = /^([0-9a-f]{64})\.(png|jpg|webp)$/.exec(file)
  if (!m) return null
  const row = await cq.findBrandAsset(db, brandSlug, m[1]!)
  return row ? { contentType: row.contentType, bytes: row.bytes } : null
}
