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
    // Every database call is awaited (decision 038): a promise left floating, or handed where a value or a boolean is
    // expected (an if, a filter, a forEach callback), is an error.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // drizzle's better-sqlite3 builders run with .all(), .get() and .run(); PostgreSQL's have none of them. A query is
      // awaited (db/client.ts).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[arguments.length=0] > MemberExpression.callee[object.name!='registry'] > Identifier.property[name=/^(all|get|run)$/]",
          message: 'Await the query instead: PostgreSQL builders have no .all(), .get() or .run() (db/client.ts).',
        },
      ],
    },
  },
  {
    // Konva is imperative: the canvas editor reads refs in layer callbacks and keeps "latest value" refs, which the
    // React Compiler's rules cannot follow. The editor's behaviour is covered by tests/e2e/editor.test.ts.
    files: ['components/editor/**'],
    rules: { 'react-hooks/refs': 'off', 'react-hooks/set-state-in-effect': 'off' },
  },
)
