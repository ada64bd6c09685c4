// https://eslint.org/docs/latest/use/configure/configuration-files
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'migrations/**', 'locales/**', 'server/console/locales/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Labels hold their text in <Trans> inside a <span>: one level deeper than the rule looks by default.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Input cleaning strips control characters on purpose (/[\x00-\x1f]/).
      'no-control-regex': 'off',
    },
  },
  {
    // Konva is imperative: the canvas editor reads refs in layer callbacks and keeps "latest value" refs, which the
    // React Compiler's rules cannot follow. The editor's behaviour is covered by tests/e2e/editor.test.ts.
    files: ['components/editor/**'],
    rules: { 'react-hooks/refs': 'off', 'react-hooks/set-state-in-effect': 'off' },
  },
)
