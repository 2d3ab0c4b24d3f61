import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Table ownership (ADR 8): each domain's tables live in src/server/<domain>/tables.ts and only that domain's code
 * imports them. Other domains, the checkout workflows, http and the composition root go through the domain's
 * service. Allowed to import any tables: other tables.ts files (foreign keys), the demo seed, and tests.
 */
const domainsWithTables = fs
  .readdirSync('src/server', { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(`src/server/${d.name}/tables.ts`))
  .map((d) => d.name);
const tableZones = domainsWithTables.map((owner) => ({
  target: [
    `./src/server/!(${owner}|db)/**/!(tables|*.test).ts`,
    './src/server/!(*.test).ts',
    './src/server/db/!(demo|*.test).ts',
    './src/web/**',
    './src/shop/**',
  ],
  from: `./src/server/${owner}/tables.ts`,
  message: `The ${owner} tables belong to the ${owner} service: call it instead (ADR 8).`,
}));

/** lucide-react stays a dev dependency: the store's icons are generated modules (ADR 24). */
const lucideImports = {
  group: ['lucide-react', 'lucide-react/*'],
  message:
    'Icons come from src/web/components/icons (one element each); add one with `node scripts/generate-icons.ts NAME`.',
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      '.react-router/',
      'data/',
      'backups/',
      'test-results/',
      'playwright-report/',
      'tests/.artifacts/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: tableZones }],
      // Type-only imports are ignored: they vanish at run time and cannot form a load-order cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link'],
              message:
                "Links come from src/web/components/link.tsx: a store path is a plain <a> there (ADR 25), anything else React Router's <Link>.",
            },
          ],
          patterns: [lucideImports],
        },
      ],
    },
  },
  {
    // The one module that wraps React Router's <Link>.
    files: ['src/web/components/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [lucideImports],
        },
      ],
    },
  },
  {
    files: ['src/shop/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**'],
              message: 'src/shop is pure: it imports nothing from server or web.',
            },
          ],
        },
      ],
    },
  },
);
