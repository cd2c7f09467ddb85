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
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'fs', 'path', 'crypto', 'os', 'util', 'events', 'stream', 'buffer', 'child_process', '[a-z@]*'], message: 'engine/ has no runtime dependencies and no Node APIs' }] }],
    },
  },
);
