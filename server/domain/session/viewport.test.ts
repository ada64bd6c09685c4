import { expect, test } from 'vitest'
import { breakpointForWidth, deviceClassFor } from './viewport.js'

test('breakpoints of spec section 9', () => {
  expect(breakpointForWidth(300)).toBe('mobile')
  expect(breakpointForWidth(375)).toBe('mobileMedium')
  expect(breakpointForWidth(767)).toBe('mobileWide')
  expect(breakpointForWidth(768)).toBe('tablet')
  expect(breakpointForWidth(1024)).toBe('desktop')
  expect(breakpointForWidth(1280)).toBe('desktopMedium')
  expect(breakpointForWidth(2500)).toBe('desktopWide')
})

test('device class from the viewport cookie, desktop by default or when forged', () => {
  expect(deviceClassFor('mobileWide')).toBe('mobile')
  expect(deviceClassFor('tablet')).toBe('tablet')
  expect(deviceClassFor('desktopWide')).toBe('desktop')
  expect(deviceClassFor(undefined)).toBe('desktop')
  expect(deviceClassFor('<script>')).toBe('desktop')
})
