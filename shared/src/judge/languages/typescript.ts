import { javascript } from './javascript.ts';
import type { LanguageSpec } from './language.ts';

/** esbuild's binary, copied from node_modules into the prepared dir (the sandbox sees no npm). */
const esbuild = (preparedDir: string) => `${preparedDir}/esbuild`;

/**
 * LeetCode's TypeScript, run by the JavaScript runtime: esbuild strips the types of each .ts
 * source into a .js beside it (no type check, as fast as a parse), then node runs it like
 * JavaScript. Type errors are not reported; syntax errors are compilation errors.
 */
export const typescript = {
  id: 'typescript' as const,
  label: 'TypeScript',
  aliases: ['ts'],
  monacoId: 'typescript',
  onCompilerPage: true,
  sourceFile: 'main.ts',
  compile: (sources, preparedDir) => [
    esbuild(preparedDir),
    ...sources.filter((source) => source.endsWith('.ts')),
    '--outdir=.',
    '--target=es2022',
    '--log-level=error',
    '--color=false',
  ],
  prepare: {
    files: {},
    packageFiles: { esbuild: '@esbuild/{platform}-{arch}/bin/esbuild' },
    argv: ['./esbuild', '--version'],
    output: 'esbuild',
  },
  artifacts: (files) => files.filter((file) => file.endsWith('.js') && !file.includes('/')),
  run: javascript.run,
  toolchainPackage: 'Node.js (node); esbuild comes with ZenCode',
  versionProbe: javascript.versionProbe,
  lint: {
    argv: (_sources, file, preparedDir) => [
      esbuild(preparedDir),
      file,
      '--log-level=warning',
      '--color=false',
    ],
    description: '`esbuild` (syntax only: types are not checked)',
  },
  helloWorld: 'console.log("Hello, World!");\n',
  timeMultiplier: javascript.timeMultiplier,
  memory: javascript.memory,
} satisfies LanguageSpec;
