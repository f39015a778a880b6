// ESLint (flat config), run by `npm run lint` with `prettier --check .` and dependency-cruiser
// (.dependency-cruiser.cjs: import cycles and the api/web/shared boundaries, which ESLint's import
// plugins check without counting `import type`). Rules are syntactic only (no type information), so
// the whole tree lints in seconds; `tsc --noEmit` is the type check.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      'dist/',
      'data/',
      'api/src/generated/',
      'prisma/generated/',
      'web/src/__generated__/',
      'bench/results/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A name that starts with _ is unused on purpose (a parameter a signature requires, a rest sibling).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Pothos's and Relay's generics, and the worker/IPC message shapes, sometimes leave `any` as
      // the honest type: a warning asks for a reason, not a workaround through `unknown` casts.
      '@typescript-eslint/no-explicit-any': 'warn',
      // Relay's `graphql` tag stands alone as a statement to declare a fragment the compiler reads.
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // These four come from the React Compiler, which this app does not build with. Here they flag
      // deliberate patterns: a ref read inside useMemo to keep a row's identity between renders,
      // dnd-kit's ref setter and a hook's callback ref passed as props (false positives), Date.now()
      // as a clock hook's value, a module flag set once for a performance mark, and effects that
      // set state while subscribing or checking on mount. Warnings, so new code still sees them.
      'react-hooks/refs': 'warn',
      'react-hooks/purity': 'warn',
      'react-hooks/globals': 'warn',
      'react-hooks/set-state-in-effect': 'warn',
    },
  },
  {
    files: ['web/src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
