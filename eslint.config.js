import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Rules of the rooms (DESIGN.md §2): a feature never imports another feature; pages compose them.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../features/*', '../features/*'], message: 'Import features from pages only (use @/features/... in routes).' },
          ],
          // ADR 0030, fifth pass: the router's own components bring what the app does not use into every page's first load.
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form'],
              message:
                "Use @/components/link (Link, NavLink) or @/components/get-form (GetForm): React Router's carry prefetching and submissions into the first load.",
            },
          ],
        },
      ],
    },
  },
);
