// Lint rules for TypeScript and React islands. Astro components are type-checked by
// `astro check`; this covers what the compiler does not: hooks, accessibility and the
// import boundaries between the browser, the server and the feature folders.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Browser code (islands, client scripts) must never pull in server-only modules. */
const serverOnly = {
  group: ['**/*.server', '**/*.server.ts', '**/server/**', '@/server/**', 'astro:env/server'],
  message: 'Browser code must not import server-only modules (*.server.ts, src/server/**).',
};

export default tseslint.config(
  {
    ignores: ['dist/**', '.netlify/**', '.astro/**', 'node_modules/**', 'test-results/**', 'reports/**', 'bench-results/**', 'data/**', 'public/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A feature reaches another feature only through files meant to be shared:
              // its pure module (<area>.ts), its server module, its components. Tests and
              // internals (helpers, hooks named use-*) stay inside their folder.
              group: ['../*/use-*', '../*/*.test', '../*/internal/**'],
              message: "Import another feature's public modules, not its internals.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/lib/**/*.ts', 'src/**/*.client.ts', 'src/components/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A label that wraps its control names it; nested spans hold the visible text.
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 4 }],
      'no-restricted-imports': ['error', { patterns: [serverOnly] }],
    },
  },
  {
    files: ['**/*.test.ts', 'tests/**', 'scripts/**'],
    // Playwright fixtures without dependencies are declared with an empty pattern.
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'no-empty-pattern': 'off' },
  },
);
