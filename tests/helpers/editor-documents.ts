import { blankDocument, type EditorDocument } from '../../server/domain/editor/editor-document.js'

/**
 * A mug (article 102) with one photo filling its wrap (204 × 94 mm), the photo cropped to the wrap's proportions
 * around its middle, on a cream background; `extraItems` go on top.
 */
export function mugDocument(
  uploadId: string,
  size: { width: number; height: number },
  extraItems: EditorDocument['items'] = [],
): EditorDocument {
  const cropHeight = size.width / (204 / 94)
  return {
    ...blankDocument(102),
    background: { color: '#f5e6d3', designId: null },
    items: [
      {
        type: 'photo',
        id: 'p1',
        uploadId,
        x: 102,
        y: 47,
        width: 204,
        height: 94,
        rotation: 0,
        crop: { x: 0, y: (size.height - cropHeight) / 2, width: size.width, height: cropHeight },
      },
      ...extraItems,
    ],
  }
}
