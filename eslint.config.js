import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.test-build/**',
      '**/node_modules/**',
      'server/migrations/**',
      'server/snapshot/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  // Type-aware rules need every TypeScript file in a program. The test configs cover src/ and its
  // tests (the build configs leave the tests out), so they are listed instead of the build ones.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: [
          'shared/tsconfig.test.json',
          'server/tsconfig.test.json',
          'web/tsconfig.app.json',
          'web/tsconfig.node.json',
          'e2e/tsconfig.json',
          'bench/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  // Plain JavaScript, its type declarations and the two tool configs no tsconfig covers are linted
  // without types.
  {
    files: ['**/*.{js,mjs,cjs}', 'bench/*.d.mts', 'vitest.config.ts', 'server/drizzle.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  // The layers of docs/architecture.md, imports pointing one way only (down the list there).
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/routes/**', 'server/src/plugins/**', 'server/src/app.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(routes|plugins)/|^\\./(routes|plugins)/',
              message:
                'Only app.ts and the HTTP layer (routes/, plugins/) import the HTTP layer; move what is shared to a domain module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/db/**/*.ts'],
    ignores: ['server/src/db/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(\\.\\./)+(routes|plugins|presenters|aiTools|agent|auth|billing|delivery|instances|jobs|literature|llm|notes|papers|policies|sse|storage|users|worker|writing)/',
              allowTypeImports: true,
              message: 'The data layer sits below the domain modules: it may name their types, never call them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/presenters/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(routes|plugins)/|/db/(client|repos/)|\\.service\\.js$',
              allowTypeImports: true,
              message: 'A presenter turns rows into API shapes: it neither queries nor calls services.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(server|web)/|^@inkstone/(server|web)',
              message: 'shared/ is the bottom layer: it imports neither server nor web.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)server/|^@inkstone/server',
              message: 'The web app talks to the server over HTTP only; shared types come from @inkstone/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
      // Route loaders throw react-router's redirect() Responses: that is how the router redirects.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  // Tests, their helpers and fakes.
  {
    files: ['**/*.test.{ts,tsx}', 'server/src/test/**', 'server/src/**/*.contract.ts', 'e2e/**'],
    rules: {
      // expect(obj.method).toHaveBeenCalled() hands over a vitest mock, which never reads `this`.
      '@typescript-eslint/unbound-method': 'off',
      // Fakes implement async interfaces (fetch, queues, stores) and often have nothing to await.
      '@typescript-eslint/require-await': 'off',
      // Response bodies (inject().json(), fetch mocks' init.body) are `any` by their libraries' types
      // and are read straight into assertions, which check their shape when the test runs.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // fetch mocks see the URL strings and JSON string bodies the app sends, typed by fetch's
      // signature as RequestInfo and BodyInit, and turn them back into text for the assertions.
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', 'e2e/**'],
    // Benchmarks and e2e specs pass functions to page.evaluate(), which run in the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
);
