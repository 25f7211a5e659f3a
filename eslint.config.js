import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/dist-native-e2e/**',
      '**/.data/**',
      '**/.turbo/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/android/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Types from each package's own tsconfig; the few files outside every tsconfig get a default one.
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            'eslint.config.js',
            'vitest.config.ts',
            'scripts/*.{ts,mjs}',
            'apps/api/src/providers/voice/*.mjs',
            'apps/api/src/jobs/*.mjs',
          ],
          // Those files number ten; each costs a default program, so the limit is raised just past them.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 12,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-deprecated': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Configuration is read once, in apps/api/src/env.ts; everything else receives it.
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'packages/**/*.ts', 'packages/**/*.tsx'],
    ignores: ['apps/api/src/env.ts', '**/*.config.ts', '**/test/**', '**/e2e/**', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration in apps/api/src/env.ts.',
        },
      ],
    },
  },
  {
    // The web app loads the domain's schemas, and zod with them, apart from its first screen
    // (apps/web/vite.config.ts, the `validation` group): a schema built in any other module of the
    // domain would bring zod back into every page's first scripts.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/schemas.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: 'Build schemas in packages/domain/src/schemas.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // auth/ holds the low helpers (password hashing, tokens, the session and its cookie or bearer
    // token, the origin check, the client's address): services and flows import it, never the
    // other way round, so no import cycle runs through it. Throttles and flows live beside
    // request-flows.ts.
    files: ['apps/api/src/auth/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/services/**',
                '**/request-flows.ts',
                '**/throttles.ts',
                '**/rest/**',
                '**/trpc/**',
              ],
              message: 'auth/ is imported by services and flows; it imports none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The service worker's push handler: plain JavaScript in a worker's scope, outside every tsconfig.
    ...tseslint.configs.disableTypeChecked,
    files: ['apps/web/public/**/*.js'],
    languageOptions: {
      globals: { ...globals.serviceworker },
      parserOptions: { project: false, projectService: false, program: null },
    },
  },
);
