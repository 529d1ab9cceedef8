// ESLint (flat config): `npm run lint` or `npm run check`, which allow no warning and hand the type-aware rules the
// type check's own program of tsconfig.json (scripts/check.ts); `npx eslint <files>` gets types through the project
// service. TypeScript's rules with type information (typescript-eslint's recommended-type-checked),
// React's hook rules, accessibility of JSX (jsx-a11y) and of Astro templates (eslint-plugin-astro's jsx-a11y set).
// Formatting is Prettier's (`npm run format`), so no rule here is about layout. docs/testing.md says how they run.
// A rule turned off for a file or a line says why, on that line.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Made by the build, the tests or npm.
  globalIgnores([
    'node_modules/',
    'dist-titles/',
    'dist/',
    '.build/',
    '.astro/',
    'test-results/',
    'playwright-report/',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // `_` marks an argument a signature needs but the function does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: {
      // Tests read answers as JSON (`response.json()` is `any`) and hold them to an expectation: the expectation is
      // the check of their shape, so typing each answer first would only repeat it.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // A stand-in for an async function (a fetch, a loader) is written `async` to have its signature, with
      // nothing to wait for inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  // The islands' own hooks (use-submission.ts and the like); elsewhere a `use…` function is no React hook
  // (Playwright's fixtures, the backend's one-time codes).
  {
    files: ['src/islands/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['**/*.tsx', 'src/islands/**/*.ts'],
    rules: {
      // It reports where the React Compiler would skip a component (react-hook-form's watch()); the project does
      // not use the compiler, so there is nothing to act on.
      'react-hooks/incompatible-library': 'off',
    },
  },
  // Astro components: their frontmatter and templates, and the scripts in them. Type information does not reach
  // inside .astro files (no TypeScript program holds them; `astro check` type-checks them), so the rules that need
  // it are off there.
  astro.configs['flat/recommended'],
  // Its jsx-a11y set brings the plugin for every file; here it is for the Astro files only (the .tsx files have theirs).
  astro.configs['flat/jsx-a11y-recommended'].map((config) =>
    config.files ? config : { ...config, files: ['**/*.astro'] },
  ),
  {
    files: ['**/*.astro', '**/*.astro/*.ts', '**/*.astro/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  // Plain JavaScript (this file, astro.config.mjs) has no types to check.
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
