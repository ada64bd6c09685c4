import * as edq from '../../../db/queries/editor.js'
import { queueAbandonedUploadsCheck } from './abandoned-uploads.js'
import { safeFileName, sniffFileType, type SniffedType } from '../../domain/uploads/file-sniffing.js'
import { checkDocument } from '../../domain/uploads/document-structure.js'
import { inspectImage, normalizeImage, photoTakenAt } from '../../images/upload-image.js'
import { readFile } from 'node:fs/promises'
import {
  fileHead,
  hashedName,
  imageJobs,
  newEditorId,
  sha256OfFile,
  uploadKey,
  writeOnce,
  type EditorDeps,
} from './storage.js'

export interface UploadView {
  id: string
  kind: 'image' | 'document'
  contentType: string
  fileName: string
  bytes: number
  width: number | null
  height: number | null
  /** When it was uploaded (epoch ms): the upload order. */
  uploadedAt: number
  /** When the photo was taken (EXIF wall-clock time read as UTC, epoch ms; decision 046), or null: the date order. */
  takenAt: number | null
  /** Owner-only URLs (the same session or signed-in customer). */
  urls: { thumb: string | null; screen: string | null; file: string }
}

export type UploadError = { ok: false; status: 403 | 413 | 415 | 422 | 429; code: string; message: string }
export type UploadResult = { ok: true; upload: UploadView } | UploadError

const IMAGE_TYPES: ReadonlySet<SniffedType> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
])

export function uploadView(row: edq.UploadRow): UploadView {
  const base = `/images/uploads/${row.id}`
  const image = row.kind === 'image'
  return {
    id: row.id,
    kind: image ? 'image' : 'document',
    contentType: row.contentType,
    fileName: row.fileName,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    uploadedAt: row.createdAt,
    takenAt: row.takenAt,
    urls: {
      thumb: image ? `${base}/thumb.webp` : null,
      screen: image ? `${base}/screen.webp` : null,
      file: `${base}/file`,
    },
  }
}

/**
 * Spec section 5/7: photos (JPEG, PNG, WebP, GIF; HEIC where sharp can decode it), PDF and ZIP, recognised by
 * their bytes. The file arrives as a temporary file in the storage's uploads folder (streamed there by `readMultipart`);
 * a document is moved to its stored place (FileStorage.putFile), an image decoded from the path. The caller deletes the temporary file
 * afterwards, whatever the outcome. Images are checked for their pixel count before decoding, turned upright and re-encoded (which also
 * drops EXIF such as the location); a thumbnail and the editor's screen copy are made once per content.
 */
export async function storeUpload(
  deps: EditorDeps,
  key: edq.OwnerKey,
  file: { fileName: string; path: string; bytes: number },
): Promise<UploadResult> {
  const now = deps.now()
  const type = sniffFileType(await fileHead(file.path))
  if (!type)
    return {
      ok: false,
      status: 415,
      code: 'unsupported_type',
      message:
        'Only photos (JPEG, PNG, WebP, GIF, HEIC), PDF and ZIP files can be uploaded. The file content is checked, not its name.',
    }
  const hash = await sha256OfFile(file.path)
  const { storage } = deps
  let stored: { storedAs: string; width: number | null; height: number | null }
  let takenAt: number | null = null
  if (IMAGE_TYPES.has(type)) {
    const known = await edq.findStoredImage(deps.db, hash)
    if (known) {
      stored = known
    } else {
      const info = await inspectImage(file.path)
      if (!info.ok) {
        const message =
          type === 'image/heic' && info.code === 'unsupported_image'
            ? 'HEIC photos cannot be read here yet. Please choose "Most compatible" (JPEG) in your camera settings or export the photo as JPEG.'
            : info.message
        return { ok: false, status: info.status, code: info.code, message }
      }
      const normalized = await imageJobs(() => normalizeImage(file.path, info.hasAlpha))
      if (!normalized)
        return {
          ok: false,
          status: 422,
          code: 'unreadable_image',
          message: 'The image is damaged or incomplete and cannot be read.',
        }
      const storedAs = hashedName(hash, `.${normalized.ext}`)
      await writeOnce(storage, uploadKey(hashedName(hash, '.thumb.webp')), normalized.thumb)
      await writeOnce(storage, uploadKey(hashedName(hash, '.screen.webp')), normalized.screen)
      await writeOnce(storage, uploadKey(storedAs), normalized.main)
      stored = { storedAs, width: normalized.width, height: normalized.height }
    }
    // Read from the bytes as sent, also when the same photo is already stored: the stored copy keeps no EXIF.
    takenAt = await photoTakenAt(file.path, now)
  } else {
    // Kept as sent, so checked by structure first: a ZIP's index within bounds (no zip bomb), a PDF's header and end.
    // Read back for the check (at most UPLOAD_LIMITS.bytes, documents only); the stored file is the temporary one.
    const structure = checkDocument(type, await readFile(file.path))
    if (!structure.ok) return { ok: false, status: 422, code: 'damaged_document', message: structure.message }
    const storedAs = hashedName(hash, type === 'application/pdf' ? '.pdf' : '.zip')
    await storage.putFile(uploadKey(storedAs), file.path)
    stored = { storedAs, width: null, height: null }
  }
  // Images are kept re-encoded (PNG when transparent, else JPEG); documents as sent.
  const storedType: SniffedType = !IMAGE_TYPES.has(type)
    ? type
    : stored.storedAs.endsWith('.png')
      ? 'image/png'
      : 'image/jpeg'
  const row: edq.UploadRow = {
    id: newEditorId(),
    owner: key.owner,
    brandSlug: key.brandSlug,
    sha256: hash,
    kind: IMAGE_TYPES.has(type) ? 'image' : 'document',
    contentType: storedType,
    fileName: safeFileName(file.fileName, storedType),
    bytes: file.bytes,
    width: stored.width,
    height: stored.height,
    storedAs: stored.storedAs,
    createdAt: now,
    takenAt,
  }
  // How many a session may upload is the limiter's (decision 047), counted atomically in the database before the body
  // was read, so uploads finishing at once on several instances cannot pass it.
  await edq.insertUpload(deps.db, row)
  await queueAbandonedUploadsCheck(deps.db, key, now)
  return { ok: true, upload: uploadView(row) }
}

export type UploadVariant = 'thumb.webp' | 'screen.webp' | 'file'

/** The file behind an owner-only URL, or null (unknown id, another owner, or no such variant). */
export async function uploadFile(
  deps: EditorDeps,
  key: edq.OwnerKey,
  id: string,
  variant: UploadVariant,
): Promise<{ key: string; contentType: string; fileName: string } | null> {
  const row = await edq.findOwnUpload(deps.db, key, id)
  if (!row) return null
  if (variant === 'file') return { key: uploadKey(row.storedAs), contentType: row.contentType, fileName: row.fileName }
  if (row.kind !== 'image') return null
  const suffix = variant === 'thumb.webp' ? '.thumb.webp' : '.screen.webp'
  return { key: uploadKey(hashedName(row.sha256, suffix)), contentType: 'image/webp', fileName: row.fileName }
}

export async function listUploads(deps: EditorDeps, key: edq.OwnerKey): Promise<UploadView[]> {
  return (await edq.listOwnUploads(deps.db, key, 60)).map(uploadView)
}
