import { describe, expect, test } from 'vitest'
import { addPhotos, changePhotos, joinPhotos, parsePrintsDraft, type PrintPhoto } from './prints-draft.js'

const photo = (uploadId: string, copies = 1): PrintPhoto => ({ uploadId, variantId: 5, copies, fit: 'fill' })

describe('joinPhotos', () => {
  test('appends photos from elsewhere with their settings; one the draft holds keeps the draft’s', () => {
    const draft = { photos: [photo('a', 2), photo('b')] }
    const joined = joinPhotos(draft, [photo('b', 9), photo('c', 3), photo('c', 4)])
    expect(joined.photos).toEqual([photo('a', 2), photo('b'), photo('c', 3)])
    expect(joined.replaces).toBeUndefined()
  })

  test('names the replaced cart lines once, and the draft stays valid', () => {
    const once = joinPhotos({ photos: [] }, [photo('a')], ['linea234567a'])
    const twice = joinPhotos(once, [photo('a')], ['linea234567a', 'lineb234567a'])
    expect(twice.replaces).toEqual(['linea234567a', 'lineb234567a'])
    expect(parsePrintsDraft(twice)).toEqual(twice)
  })

  test('changes and new uploads keep the lines the draft replaces', () => {
    const draft = { photos: [photo('a')], replaces: ['linea234567a'] }
    expect(changePhotos(draft, { copies: 4 }).replaces).toEqual(['linea234567a'])
    expect(changePhotos(draft, { remove: true })).toEqual({ photos: [], replaces: ['linea234567a'] })
    expect(addPhotos(draft, ['b'], { variantId: 5, copies: 1, fit: 'fill' }).replaces).toEqual(['linea234567a'])
  })
})
