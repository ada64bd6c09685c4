import type { PrintPlacement } from '../domain/prints/print-layout.js'
import { pixelCrop, type Size } from '../domain/editor/photo-geometry.js'
import { sharp } from './sharp.js'
import { UPLOAD_LIMITS } from './upload-image.js'

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 }

/**
 * One photo as one print file (decision 054): the placed part of the upright stored photo scaled to its place on the
 * sheet, white around it (a fitted photo's border), as a JPEG at the print's resolution.
 */
export async function renderPrintPhoto(source: Buffer, photo: Size, p: PrintPlacement, dpi: number): Promise<Buffer> {
  const crop = pixelCrop(p.crop, photo)
  return sharp(source, { limitInputPixels: UPLOAD_LIMITS.pixels })
    .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
    .resize(p.place.width, p.place.height, { fit: 'fill' })
    .extend({
      top: p.place.y,
      left: p.place.x,
      bottom: p.canvas.height - p.place.y - p.place.height,
      right: p.canvas.width - p.place.x - p.place.width,
      background: WHITE,
    })
    .flatten({ background: WHITE })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .withMetadata({ density: dpi })
    .toBuffer()
}
