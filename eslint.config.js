import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'out',
      'dist',
      'data',
      'test-results',
      'playwright-report',
      'api/catalog/**/solutions/**',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Only config.ts reads the environment (STYLE.md rule 6).
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config.ts', 'api/src/**/*.test.ts', 'api/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through api/src/config.ts.' },
      ],
    },
  },
  {
    // Layering: shared never imports api or desktop; the renderer never imports Node-only code.
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/api/**', '**/desktop/**', '@zencode/api*', '@zencode/desktop*'] },
      ],
    },
  },
  {
    files: ['desktop/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '@zencode/shared/judge', '**/main/**', '**/api/src/**'] },
      ],
    },
  },
);
