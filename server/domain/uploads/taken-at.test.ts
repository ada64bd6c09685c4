import { describe, expect, test } from 'vitest'
import { EARLIEST_TAKEN_AT, takenAtFromExif } from './taken-at.js'

const now = Date.UTC(2026, 10, 30, 12)
const original = new Date(Date.UTC(2024, 7, 15, 18, 30, 5))
const digitized = new Date(Date.UTC(2024, 7, 16, 9, 0, 0))
const fileDate = new Date(Date.UTC(2025, 0, 2, 10, 0, 0))

describe('takenAtFromExif', () => {
  test('each of the three tags gives the date alone', () => {
    expect(takenAtFromExif({ Photo: { DateTimeOriginal: original } }, now)).toBe(original.getTime())
    expect(takenAtFromExif({ Photo: { DateTimeDigitized: digitized } }, now)).toBe(digitized.getTime())
    expect(takenAtFromExif({ Image: { DateTime: fileDate } }, now)).toBe(fileDate.getTime())
  })

  test('the shutter time wins over the digitised time, which wins over the file date', () => {
    const all = { Image: { DateTime: fileDate }, Photo: { DateTimeOriginal: original, DateTimeDigitized: digitized } }
    expect(takenAtFromExif(all, now)).toBe(original.getTime())
    const noOriginal = { Image: { DateTime: fileDate }, Photo: { DateTimeDigitized: digitized } }
    expect(takenAtFromExif(noOriginal, now)).toBe(digitized.getTime())
  })

  test('no EXIF, no date tags or tags that are not dates give null', () => {
    expect(takenAtFromExif(null, now)).toBeNull()
    expect(takenAtFromExif(undefined, now)).toBeNull()
    expect(takenAtFromExif({}, now)).toBeNull()
    expect(takenAtFromExif({ Image: null, Photo: null }, now)).toBeNull()
    // exif-reader leaves a date it could not parse as null; a damaged block can put any value in a tag.
    expect(takenAtFromExif({ Photo: { DateTimeOriginal: null, DateTimeDigitized: '2024:08:15 18:30:05' } }, now)).toBe(
      null,
    )
    expect(takenAtFromExif({ Photo: { DateTimeOriginal: new Date(Number.NaN) } }, now)).toBeNull()
    expect(takenAtFromExif({ Image: { DateTime: 1_700_000_000_000 } }, now)).toBeNull()
  })

  test('dates before 1990 or more than a day after now are impossible and skipped for the next tag', () => {
    const unsetClock = new Date(Date.UTC(1980, 0, 1))
    expect(takenAtFromExif({ Photo: { DateTimeOriginal: unsetClock } }, now)).toBeNull()
    expect(takenAtFromExif({ Photo: { DateTimeOriginal: new Date(EARLIEST_TAKEN_AT) } }, now)).toBe(EARLIEST_TAKEN_AT)
    const aDayAhead = now + 24 * 3_600_000
    expect(takenAtFromExif({ Photo: { DateTimeOriginal: new Date(aDayAhead) } }, now)).toBe(aDayAhead)
    expect(takenAtFromExif({ Photo: { DateTimeOriginal: new Date(aDayAhead + 1) } }, now)).toBeNull()
    expect(takenAtFromExif({ Photo: { DateTimeOriginal: unsetClock }, Image: { DateTime: fileDate } }, now)).toBe(
      fileDate.getTime(),
    )
  })
})
