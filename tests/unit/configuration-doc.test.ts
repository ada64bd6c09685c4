import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { envSchema } from '../../server/env.js'
import { envDocs, envDocsOutsideSchema } from '../../server/config/env-docs.js'
import { CONFIGURATION_DOC_PATH, configurationDoc } from '../../scripts/docs/configuration-doc.js'

// docs/configuration.md is generated from the docs beside the environment schema, so it cannot drift from the schema.
describe('docs/configuration.md', () => {
  it('has a meaning for every key of the environment schema', () => {
    const undocumented = Object.entries(envSchema.shape)
      .filter(([, schema]) => !envDocs.get(schema)?.meaning.trim())
      .map(([key]) => key)
    expect(undocumented).toEqual([])
  })

  it('lists as read outside the schema only variables the schema does not have', () => {
    expect(Object.keys(envDocsOutsideSchema).filter((key) => key in envSchema.shape)).toEqual([])
  })

  it('is what `npm run docs:config` writes', () => {
    expect(readFileSync(CONFIGURATION_DOC_PATH, 'utf8'), 'stale: run `npm run docs:config`').toBe(configurationDoc())
  })
})
