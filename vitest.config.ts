import { defineConfig } from 'vitest/config'
import { linguiPlugins } from './vite.config.js'

// Four projects: `unit` (pure rules and services, beside their modules or in tests/unit; `npm run test:unit`),
// `integration` (HTTP through the real app), `e2e` (Playwright) and `scale` (two built instances behind nginx,
// tests/scale). Integration, e2e and scale tests run against the production build (npm test builds first). Source files go through the same Lingui plugins as the build (macros,
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
          exclude: ['node_modules/**', 'dist/**', 'data/**', 'tests/integration/**', 'tests/e2e/**', 'tests/scale/**'],
        },
      },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.{ts,tsx}'] } },
      // A browser journey (design, cart, four checkout steps, a payment page) takes 3-5 s alone and several times that
      // while the integration apps share the two cores.
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.{ts,tsx}'], testTimeout: 60_000 } },
      // The scale tests start their own instances and nginx and kill one under load: they run after the other projects,
      // alone, so that Chromium and the integration apps do not share the two cores with their load phase.
      {
        extends: true,
        test: { name: 'scale', include: ['tests/scale/**/*.test.{ts,tsx}'], sequence: { groupOrder: 1 } },
      },
    ],
  },
})
