// Writes docs/configuration.md from the docs of the environment schema (server/config/env-docs.ts):
// `npm run docs:config`. tests/unit/configuration-doc.test.ts fails while the committed page differs.
import { writeFileSync } from 'node:fs'
import { CONFIGURATION_DOC_PATH, configurationDoc } from './docs/configuration-doc.js'

writeFileSync(CONFIGURATION_DOC_PATH, configurationDoc())
console.log(`wrote ${CONFIGURATION_DOC_PATH}`)
