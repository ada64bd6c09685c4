import { defineConfig } from 'vitest/config'

// Integration and e2e tests run against the production build (npm test builds first).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'server/**/*.test.ts', 'components/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', './tests/helpers/summary-reporter.ts'],
  },
})
