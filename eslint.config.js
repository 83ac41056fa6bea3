// One lint config for the monorepo. The boundaries of docs/module-template.md are enforced here, not hoped for.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const dirs = (p) =>
  fs
    .readdirSync(p, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const API_MODULES = dirs('apps/api/src/modules');
const WEB_FEATURES = dirs('apps/web/src/features');

// Files that may hold the raw database handle (app.database, db/client.ts) or brand a business id themselves.
// Everything else reaches the database through the request's tenant handle. Each entry says why.
const RAW_DB_ALLOWED = [
  'apps/api/src/modules/auth/**', //           login, refresh and sessions come before any business is known; the superadmin creates and deletes businesses
  'apps/api/src/modules/health/**', //         a bare SELECT 1
  'apps/api/src/modules/catalogo/routes/publico.ts', // the public menu names its business in ?empresa_id=; images are read by their random key
  'apps/api/src/modules/empresas/routes/plataforma.ts', // the superadmin lists all businesses; logos are read by their random name
  'apps/api/src/modules/formas-pagamento/routes/padroes.ts', // the standard payment methods are one global table, the superadmin's
  'apps/api/src/modules/faturas/routes/plataforma.ts', // the superadmin's invoices of every business and the platform's Pix receiver
  'apps/api/src/modules/whatsapp/routes/plataforma.ts', // the gateway's webhook names its instance (no session); the outbox worker serves every business
  'apps/api/src/modules/usuarios/routes/publico.ts', // the set-password page has only the link's token, which names its business
  'apps/api/src/modules/cardapio/routes/publico.ts', // the public menu's slug or a customer token names the business; no staff session
];

const SOURCE = ['**/*.{ts,tsx}'];
const TESTS = ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/e2e/**', '**/test/**', 'bench/**', 'scripts/**'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', 'bench/.out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle must parse the imported TypeScript files to follow them
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'packages/shared/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: SOURCE,
    ignores: [...TESTS, '**/migrations/**', '**/*.d.ts'],
    // small files, named for what they hold: split by resource past this
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      // the shared package is the contract: zod and nothing else — no I/O, no framework, no app code
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify*', 'react*', 'pg', 'drizzle-orm*', '@mui/*', '@tanstack/*', 'axios'],
              message: 'packages/shared importa apenas zod.',
            },
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'os', 'child_process'],
              message: 'packages/shared é puro: sem E/S do Node.',
            },
            { group: ['**/apps/**', '@/*'], message: 'packages/shared não importa código dos apps.' },
          ],
        },
      ],
    },
  },

  // ---- API boundaries (docs/module-template.md) ----
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [...RAW_DB_ALLOWED, ...TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/client.ts'],
              message: 'Módulos não usam o banco cru: recebem o Tenant da requisição (db/tenant.ts).',
            },
            {
              group: ['**/db/tenant.ts'],
              importNames: ['withTenant', 'tenantDe', 'comoEmpresaId', 'plataformaDe', 'tenantTxDeSemente'],
              message: 'Use request.tenant (ou tenantPara) em vez de montar o escopo da empresa à mão.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='database']",
          message: 'Módulos não usam app.database: o acesso ao banco passa pelo Tenant.',
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/*/service.ts', 'apps/api/src/modules/*/service/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify*', '@fastify/*'], message: 'service.ts não conhece HTTP: isso é do routes.ts.' },
            {
              group: ['drizzle-orm*', '**/db/schema/**', '**/db/client.ts'],
              message: 'service.ts não escreve SQL: isso é do queries.ts.',
            },
            {
              group: ['**/db/tenant.ts'],
              importNames: [
                'withTenant',
                'tenantDe',
                'comoEmpresaId',
                'plataformaDe',
                'tenantTxDeSemente',
                'queryRows',
              ],
              message: 'service.ts recebe o Tenant e abre transações com tenant.transacao.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/*/queries.ts', 'apps/api/src/modules/*/queries/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify*', '@fastify/*'], message: 'queries.ts não conhece HTTP.' },
            { group: ['**/db/client.ts'], message: 'queries.ts recebe a TenantTx; não usa o banco cru.' },
            {
              group: ['**/db/tenant.ts'],
              importNames: ['withTenant', 'tenantDe', 'comoEmpresaId', 'plataformaDe', 'tenantTxDeSemente'],
              message: 'queries.ts recebe a TenantTx pronta.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/*/routes.ts', 'apps/api/src/modules/*/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm*', '**/db/schema/**', '**/db/client.ts', '**/queries.ts', '**/queries/*'],
              message: 'routes.ts é só HTTP: regras no service.ts, SQL no queries.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // a module reaches another only through that module's index.ts
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [...TESTS],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: API_MODULES.map((m) => ({
            target: `./apps/api/src/modules/${m}`,
            from: './apps/api/src/modules',
            except: [`./${m}`, './index.ts', ...API_MODULES.filter((o) => o !== m).map((o) => `./${o}/index.ts`)],
            message: 'Um módulo importa outro só pelo index.ts dele.',
          })),
        },
      ],
    },
  },

  // ---- Web boundaries: app → features → components / lib / api ----
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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...WEB_FEATURES.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'Uma feature não importa outra; mova o código para components/, lib/ ou api/.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              except: ['./i18n/index.ts'],
              message: 'Features não importam app/ (só a instância do i18n).',
            },
            ...['components', 'lib', 'api'].map((d) => ({
              target: `./apps/web/src/${d}`,
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: `${d}/ é compartilhado: não importa features nem app/.`,
            })),
          ],
        },
      ],
    },
  },
);
