// ESLint for the whole workspace (flat config). Formatting is Prettier's job (.prettierrc.json); this file only
// carries rules about correctness: typescript-eslint, React hooks, accessibility, import cycles and Storybook.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// import-x's TypeScript preset, minus its legacy resolver entry: the resolver is configured below.
const { 'import-x/resolver': _legacyResolver, ...importXTypeScriptSettings } = importX.flatConfigs.typescript.settings;

const browserCode = ['packages/{ui,site,admin-kit}/src/**', '.storybook/**'];
const nodeCode = [
  'packages/api/**',
  'packages/e2e/**',
  'scripts/**',
  'packages/*/scripts/**',
  'packages/site/build/**',
  'packages/ui/test/**',
  '**/*.config.{js,ts,mjs}',
];
const isomorphicCode = ['packages/{contract,client}/src/**'];
const testCode = ['**/*.test.{ts,tsx}', '**/test/**', '**/*.e2e.ts', 'packages/e2e/src/**', '**/vitest.setup*.ts'];
// Command-line tools print their results; the API's entry point reports bad configuration before its logger exists.
const consoleAllowed = [
  'scripts/**',
  'packages/*/scripts/**',
  'packages/site/build/**',
  'packages/api/src/main.ts',
  'packages/api/src/**/logger.ts',
];

export default defineConfig(
  globalIgnores(
    [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.cache/**',
      '**/.data/**',
      '**/__screenshots__/**',
      '**/.vitest-attachments/**',
      '**/.pack-consumer/**',
      'packages/site/public/**',
      '**/*.d.mts',
    ],
    'labelwise/generated',
  ),

  {
    name: 'labelwise/lint-options',
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
  },

  js.configs.recommended,
  // Syntax-only typescript-eslint: the type-aware set took four times the CPU and 3 GB of memory for the whole
  // workspace, too slow for every `npm test` on two cores.
  ...tseslint.configs.recommended,

  {
    name: 'labelwise/typescript',
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `interface DefaultTheme extends Theme {}` is how a module augmentation adopts a type.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // `typeof import('x')` stays allowed: Vitest's `importActual<typeof import('x')>()` needs it.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },

  { name: 'labelwise/globals/browser', files: browserCode, languageOptions: { globals: { ...globals.browser } } },
  { name: 'labelwise/globals/node', files: nodeCode, languageOptions: { globals: { ...globals.node } } },
  {
    name: 'labelwise/globals/isomorphic',
    files: isomorphicCode,
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
  },
  { name: 'labelwise/console-allowed', files: consoleAllowed, rules: { 'no-console': 'off' } },

  {
    // The two classic hook rules; the plugin's React Compiler rules are left out, as the apps do not use the compiler.
    name: 'labelwise/react-hooks',
    files: ['**/*.tsx', 'packages/{ui,site,admin-kit}/src/**/*.ts', '.storybook/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['**/*.tsx'] },

  {
    name: 'labelwise/imports',
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The extensions and parser let import-x read TypeScript modules when it follows an import chain.
      ...importXTypeScriptSettings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A package is reached by its name and its declared entries, never through another package's folders.
    name: 'labelwise/package-boundaries',
    files: ['packages/**/*.{ts,tsx}'],
    rules: { 'import-x/no-relative-packages': 'error' },
  },

  {
    // The workspace root's shared tooling (build plugins, Chromium flags, size report, Storybook's brands and
    // viewports) is not a package: these files may reach it by a relative path.
    name: 'labelwise/root-tooling',
    files: [
      'packages/*/vite.config.ts',
      'packages/*/test/**',
      'packages/e2e/src/browser.ts',
      'packages/ui/src/docs/**',
    ],
    rules: { 'import-x/no-relative-packages': 'off' },
  },

  ...storybook.configs['flat/recommended'],

  {
    // Source stays readable at a glance: no file over 400 lines, no function over 120 (CONTRIBUTING). Message
    // catalogs and seeded data are long lists by nature; test suites group their cases in long `describe` callbacks.
    name: 'labelwise/size',
    files: ['packages/*/src/**/*.{ts,tsx}', 'packages/*/scripts/**/*.{ts,mjs,js}', 'scripts/**/*.{ts,mjs,js}'],
    ignores: [
      ...testCode,
      '**/*.messages.ts',
      'packages/site/src/i18n/messages/**',
      'packages/*/src/**/locales/**',
      'packages/api/src/db/catalog-data.ts',
    ],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 120 }],
    },
  },

  {
    name: 'labelwise/tests',
    files: testCode,
    // Suites print what they measured (budgets, timings) and why a server did not start.
    rules: { 'no-console': 'off' },
  },

  prettier,
);
