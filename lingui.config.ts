import { defineConfig } from '@lingui/conf'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['es', 'de', 'fr', 'it', 'pt', 'nl', 'da', 'pl', 'cs', 'en', 'sv', 'fi'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: [
        '<rootDir>/pages',
        '<rootDir>/layouts',
        '<rootDir>/components',
        '<rootDir>/i18n',
        '<rootDir>/server/emails',
        '<rootDir>/server/http',
      ],
    },
    // Staff-only text of the marketer console (English-first; see server/console/i18n.ts and decision 012).
    {
      path: '<rootDir>/server/console/locales/{locale}/messages',
      include: ['<rootDir>/server/console'],
    },
  ],
  format: 'po',
})
