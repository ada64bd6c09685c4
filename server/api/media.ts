import { Router } from 'express'
import { z } from 'zod'
import { sendError, zodMessage } from '../http/http-error.js'
import { MEDIA_FORMATS, MEDIA_KINDS, MEDIA_WIDTHS, isMediaWidth } from '../images/media-sizes.js'
import type { MediaService } from '../services/catalog/media-cache.js'

const fileSchema = z
  .string()
  .regex(/^\d{1,5}\.[a-z0-9]{1,8}$/i, { error: 'file must be <width>.<format>, e.g. 640.webp' })
  .transform((file) => {
    const [width = '', format = ''] = file.split('.')
    return { width: Number(width), format }
  })
  .pipe(
    z.object({
      width: z.number().refine(isMediaWidth, { error: `width must be one of ${MEDIA_WIDTHS.join(', ')}` }),
      format: z.enum(MEDIA_FORMATS, { error: `format must be one of ${MEDIA_FORMATS.join(', ')}` }),
    }),
  )

const paramsSchema = z.object({
  kind: z.enum(MEDIA_KINDS, { error: `kind must be one of ${MEDIA_KINDS.join(', ')}` }),
  // Nine digits keeps ids inside a safe integer and file names short; leading zeros are harmless.
  id: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'id must be 1 to 9 digits' })
    .transform(Number),
  file: fileSchema,
})

/** GET /media/:kind/:id/<width>.<format>: generated catalog art (mounted at /media by the app). */
export function mediaRouter(service: MediaService): Router {
  const router = Router()
  router.get('/:kind/:id/:file', async (req, res) => {
    const parsed = paramsSchema.safeParse(req.params)
    if (!parsed.success) return sendError(res, 400, 'invalid_media_request', zodMessage(parsed.error.issues))
    const { kind, id, file } = parsed.data
    const media = await service.get(kind, id, file.width, file.format)
    if (!media) return sendError(res, 404, 'media_not_found', `No ${kind} with id ${id}.`)
    // The URL fully determines the bytes, so browsers and CDNs may keep them forever without revalidating.
    res.set({ 'Content-Type': media.contentType, 'Cache-Control': 'public, max-age=31536000, immutable' })
    res.send(media.body)
  })
  return router
}
