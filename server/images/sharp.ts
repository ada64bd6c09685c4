import { createRequire } from 'node:module'
import type SharpModule from 'sharp'

const require = createRequire(import.meta.url)

/**
 * sharp with its usual signature, but loaded (libvips and some 40 files) on its first call, when the first image is
 * rendered or checked, instead of at server start (decision 018: nothing slow at start).
 */
export const sharp = ((...args: Parameters<typeof SharpModule>) => loaded()(...args)) as typeof SharpModule

let module: typeof SharpModule | null = null
/**
 * Memory bounds of image work (decision 025): libvips works each image with at most two threads (the machine's
 * cores) and keeps a small operation cache (32 MB, no open files) instead of its default 50 MB and 20 files per
 * process; decodes of uploads also run one at a time (imageJobs in services/editor/storage.ts).
 */
function loaded(): typeof SharpModule {
  if (module) return module
  module = require('sharp') as typeof SharpModule
  module.concurrency(2)
  module.cache({ memory: 32, files: 0, items: 100 })
  return module
}
