import { defineConfig } from 'vitest/config'
import { linguiPlugins } from './vite.config.js'

// Three projects: `unit` (pure rules and services, beside their modules or in tests/unit; `npm run test:unit`),
// `integration` (HTTP through the real app) and `e2e` (Playwright). Integration and e2e tests run against the
// production build (npm test builds first). Source files go through the same Lingui plugins as the build (macros,
// .po imports).
export default defineConfig({
  plugins: linguiPlugins(),
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', './tests/helpers/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.{ts,tsx}'],
          exclude: ['node_modules/**', 'dist/**', 'data/**', 'tests/integration/**', 'tests/e2e/**'],
        },
      },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.{ts,tsx}'] } },
    ],
  },
})
