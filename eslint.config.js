import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'prisma/generated/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{ts,js,mjs}'],
    ignores: ['engine/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The engine runs in browsers and React Native: no Node built-ins, no packages.
    files: ['engine/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      // A regex, not a gitignore-style group: '[a-z@]*' also matched relative imports ('./types.js').
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?![./])', message: 'engine/ has no runtime dependencies and no Node APIs' }] }],
    },
  },
);
