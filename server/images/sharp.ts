import { createRequire } from 'node:module'
import type SharpModule from 'sharp'

const require = createRequire(import.meta.url)

/**
 * sharp with its usual signature, but loaded (libvips and some 40 files) on its first call, when the first image is
 * rendered or checked, instead of at server start (decision 018: nothing slow at start).
 */
export const sharp = ((...args: Parameters<typeof SharpModule>) =>
  (require('sharp') as typeof SharpModule)(...args)) as typeof SharpModule
