import { defineConfig } from '@lingui/conf'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['es', 'de', 'fr', 'it', 'pt', 'nl', 'da', 'pl', 'cs', 'en', 'sv', 'fi'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/pages', '<rootDir>/layouts', '<rootDir>/components', '<rootDir>/i18n', '<rootDir>/server/emails'],
    },
  ],
  format: 'po',
})
