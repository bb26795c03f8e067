// Lint rules for TypeScript, React islands and Astro components (frontmatter and <script>
// blocks). Types are checked by `astro check`; this covers what the compiler does not: hooks,
// accessibility, import cycles and the import boundaries between the browser and the server,
// between src/lib and the features, and between the feature modules.
// tests/lint/boundaries.test.ts proves that every boundary below still reports a violation.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = import.meta.dirname;
const src = join(root, 'src');
const dirsIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const modules = dirsIn(join(src, 'features'));
// Everything in src/ that is not a feature module: pages, actions, components, layouts,
// server, lib, middleware.ts, build…
const outsideFeatures = readdirSync(src)
  .filter((name) => name !== 'features')
  .map((name) => `src/${name}`);

const tests = ['**/*.test.ts', 'tests/**', 'scripts/**'];
// Browser code: islands, client modules, src/lib, shared component scripts, and every
// <script> block of an .astro file (the Astro processor lints each as `File.astro/<n>.ts`).
const browser = ['src/**/*.tsx', 'src/**/*.client.ts', 'src/lib/**/*.ts', 'src/components/**/*.ts', 'src/**/*.astro/*.ts'];

/**
 * Path zones, checked on resolved files (so `../../features/x/y.ts` and `../x/y.ts` are the
 * same file to the rule). All zones live in one rule entry: ESLint replaces a rule's options
 * in a later block instead of merging them, so splitting them by file group would drop some.
 */
const zones = [
  ...modules.flatMap((m) => {
    const dir = `src/features/${m}`;
    return [
      {
        // Other modules and everything outside src/features reach module `m` through its two
        // entries or its components (PascalCase files), never its internals.
        target: [...outsideFeatures, ...modules.filter((other) => other !== m).map((other) => `src/features/${other}`)],
        from: `${dir}/**`,
        except: [join(root, dir, '{index,index.server}.ts'), join(root, dir, '**/[A-Z]*.{astro,tsx}')],
        message: `Import module "${m}" through ${dir}/index.ts, index.server.ts or a component, not its internals.`,
      },
      {
        // Inside a module files import each other directly; going through the module's own
        // entry hides the real dependency and makes cycles.
        target: dir,
        from: [`${dir}/index.ts`, `${dir}/index.server.ts`],
        message: `Inside module "${m}", import the file itself, not the module's index.`,
      },
    ];
  }),
  {
    // Dependencies flow one way: lib → features → pages.
    target: 'src/lib',
    from: 'src/features',
    message: 'src/lib is shared by the features and must not import them.',
  },
];

/** The `@/` alias would hide an import from the path zones (they resolve like Node, which does not know it). */
const relativeOnly = {
  group: ['@/*'],
  message: 'Import files in src/ by a relative path: the module boundaries are checked on resolved paths, and Node scripts load src/ directly.',
};

/** Browser code must never pull in server-only modules; types are erased, so they may cross. */
const serverOnly = {
  group: ['**/*.server', '**/*.server.ts', '**/server/**', 'astro:env/server'],
  allowTypeImports: true,
  message: 'Browser code must not import server-only modules (*.server.ts, index.server.ts, src/server/**, astro:env/server).',
};

/** A page hands its islands and scripts their messages as data (src/i18n/catalogue.ts): no catalogue in their JavaScript. */
const catalogueAsData = {
  group: ['**/messages', '**/messages.ts'],
  allowTypeImports: true,
  message: 'Browser code takes its messages as props or from the page (src/i18n/dom.ts), not by importing a catalogue; `import type` is fine.',
};

export default defineConfig(
  {
    ignores: ['dist/**', '.netlify/**', '.astro/**', 'node_modules/**', 'test-results/**', 'reports/**', 'bench-results/**', 'data/**', 'public/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.astro'],
    plugins: { 'import-x': importX },
    // import-x parses each imported file with the options of the file being linted; an .astro
    // dependency needs TypeScript for its frontmatter even when a .ts file imports it.
    languageOptions: { parserOptions: { parser: tseslint.parser } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.astro', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.astro', '.js', '.mjs'],
      'import-x/parsers': { 'astro-eslint-parser': ['.astro'], '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'no-restricted-imports': ['error', { patterns: [relativeOnly] }],
      // Type-only imports are erased and do not make a runtime cycle; the structure check
      // (scripts/check-structure.ts) counts them too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: browser,
    ignores: tests,
    // This entry replaces the one above for browser files, so it repeats every pattern that applies.
    rules: { 'no-restricted-imports': ['error', { patterns: [relativeOnly, serverOnly, catalogueAsData] }] },
  },
  {
    files: ['src/**/*.tsx', 'src/lib/**/*.ts', 'src/**/*.client.ts', 'src/components/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A label that wraps its control names it; nested spans hold the visible text.
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 4 }],
    },
  },
  ...astro.configs['flat/jsx-a11y-recommended'],
  {
    files: tests,
    // Tests and scripts may reach any module's internals.
    // Playwright fixtures without dependencies are declared with an empty pattern.
    rules: { 'import-x/no-restricted-paths': 'off', '@typescript-eslint/no-non-null-assertion': 'off', 'no-empty-pattern': 'off' },
  },
);
