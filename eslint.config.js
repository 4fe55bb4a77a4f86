import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';

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
      'api/src/judge/leetcode-compat/*/**',
      // Programs that attack Replay's recorder: learners' code, hostile on purpose.
      'api/src/judge/replay-attacks/*/**',
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
    // One reader of the environment per package (docs/conventions.md, rule 6): the API's config.ts, the
    // desktop's desktop-config.ts (main process and the renderer's dev proxy), and in shared the
    // process sandboxes, which hand the server's PATH (and Windows' system folders) on to the
    // programs they run. Tests, the
    // browser-test harness and the benchmarks set their own knobs.
    files: ['**/*.{ts,tsx}'],
    ignores: [
      'api/src/config.ts',
      'desktop/main/desktop-config.ts',
      'shared/src/judge/sandbox/process-sandbox.ts',
      'shared/src/judge/sandbox/plain-process-sandbox.ts',
      '**/*.test.{ts,tsx}',
      'api/src/test/**',
      'shared/src/judge/sandbox/sandbox-conformance.ts',
      'desktop/e2e/**',
      // The glue test's stand-in Electron: its scenario and build folder come from the test.
      'desktop/main/stand-in/**',
      // Reads the learner's PATH and install folders (LOCALAPPDATA, JAVA_HOME, …), not settings.
      'desktop/main/local-run/discover-toolchains.ts',
      'playwright.config.ts',
      'api/bench/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through api/src/config.ts or desktop/main/desktop-config.ts.',
        },
      ],
    },
  },
  {
    // The renderer's build-time settings (VITE_*) are read in one place too.
    files: ['desktop/renderer/src/**/*.{ts,tsx}'],
    ignores: ['desktop/renderer/src/features/layout/social-links.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read build-time settings in features/layout/social-links.ts.',
        },
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
  ...apiBoundaries(),
  {
    // The JavaScript harness's driver: a CommonJS script run by node in the sandbox, after the
    // line that defines SIGNATURE (signature/javascript/javascript-harness.ts).
    files: ['shared/src/judge/signature/harness-runtime/*.{js,cjs}'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { ...globals.node, SIGNATURE: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // No import cycles (type-only ones included): a cycle makes load order matter and hides a
    // module boundary drawn in the wrong place.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Other modules are read with the TypeScript parser, so their imports are followed too.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A language's file is read by the contract and so by the browser: data only, no Node.
    files: ['shared/src/judge/languages/*.ts'],
    ignores: ['shared/src/judge/languages/probe-toolchains.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...['node:*', '../runner/**', '../sandbox/**', '../signature/**'],
            ...['**/api/**', '**/desktop/**', '@zencode/api*', '@zencode/desktop*'],
          ],
        },
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
  {
    // The renderer's sync tested with the real main-process services and the real API: these
    // tests run in Node and cross the seams on purpose.
    files: ['desktop/renderer/src/**/*.pg.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The desktop IPC seam takes its types from its contract (preload/*-contract.ts): an `as` on
    // either side means a call or event is missing from it.
    files: [
      'desktop/preload/**/*.ts',
      'desktop/main/ipc/**/*.ts',
      'desktop/main/offline/desktop-services.ts',
      'desktop/main/offline-wiring.ts',
      'desktop/main/native-shell.ts',
      'desktop/main/updates-wiring.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression:not([typeAnnotation.typeName.name='const']), TSTypeAssertion",
          message: 'Declare the call or event in desktop/preload/*-contract.ts and use its types.',
        },
      ],
    },
  },
  {
    // The preload runs sandboxed: one bundle of zod, the shared contract and itself (no Node).
    files: ['desktop/preload/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '@zencode/shared/judge', '@zencode/shared/rules', '**/main/**'] },
      ],
    },
  },
);

/**
 * The API's module boundaries (docs/conventions.md, rule 2): a feature, like every folder with an index.ts
 * (db, http, queue, ...), is reached through its index.ts, from
 * another feature (`../auth/index.ts`) or from the wiring (`./features/auth/index.ts`); tests and
 * benchmarks may also use another feature's test kit (`*-test-kit.ts`, `auth-testing.ts`). Infrastructure (queue,
 * judge, http, db, read cache, rate limits, mail, web) never imports a feature: what it runs is
 * handed to it where the server and the worker are wired.
 */
function apiBoundaries() {
  const tests = ['api/src/**/*.test.ts', 'api/src/**/*-test-kit.ts', 'api/src/**/auth-testing.ts'];
  const infrastructure = [
    'queue',
    'judge',
    'http',
    'db',
    'read-cache',
    'rate-limit',
    'mail',
    'web',
  ];
  const message = 'Import another feature through its index.ts (docs/conventions.md, rule 2).';
  const inner = (prefix, allowed) => ({
    regex: `${prefix}[^./][^/]*/(?!index\\.ts$${allowed})[^/]+$`,
    message,
  });
  const testKits = '|[^/]*-test-kit\\.ts$|auth-testing\\.ts$';
  // Every other folder with an index.ts is reached through it too, from anywhere outside it.
  const indexed = [
    'api-processes',
    'catalog',
    'db',
    'http',
    'judge',
    'mail',
    'queue',
    'rate-limit',
    'read-cache',
  ];
  const viaIndex = {
    regex: `(^|/)(${indexed.join('|')})/(?!index\\.ts$)[^/]+$`,
    message: 'Import that folder through its index.ts (docs/conventions.md, rule 2).',
  };
  const rule = (...patterns) => ({
    'no-restricted-imports': ['error', { patterns: [...patterns, viaIndex] }],
  });
  return [
    {
      files: ['api/src/features/**/*.ts'],
      ignores: tests,
      rules: rule(inner('^\\.\\./', '')),
    },
    {
      files: tests.map((glob) => glob.replace('api/src/', 'api/src/features/')),
      rules: rule(inner('^\\.\\./', testKits)),
    },
    {
      files: ['api/src/**/*.ts'],
      ignores: ['api/src/features/**', ...tests],
      rules: rule(inner('(^|/)features/', '')),
    },
    {
      files: ['api/src/**/*.test.ts', 'api/bench/**/*.ts'],
      ignores: ['api/src/features/**'],
      rules: rule(inner('(^|/)features/', testKits)),
    },
    {
      files: infrastructure.map((dir) => `api/src/${dir}/**/*.ts`),
      ignores: tests,
      rules: rule({
        regex: '(^|/)features/',
        message: 'Infrastructure never imports a feature: take what it runs as an argument.',
      }),
    },
  ];
}
