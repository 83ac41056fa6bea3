// One lint config for the monorepo. Import boundaries (CONVENTIONS §1) are enforced here, not hoped for.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', 'bench/.out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      // the shared package is the contract: it may depend on zod and nothing else
      'no-restricted-imports': ['error', { patterns: [{ group: ['fastify*', 'react*', 'pg', 'drizzle-orm*', '@mui/*'], message: 'packages/shared importa apenas zod.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      // features do not import each other (CONVENTIONS §1): share through components/ or lib/
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/*/**', '../../*/**'], message: 'Uma feature não importa outra; mova o código para components/ ou lib/.' }] }],
    },
  },
);
