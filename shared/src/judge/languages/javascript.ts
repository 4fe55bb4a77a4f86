import type { LanguageSpec } from './language.ts';

export const javascript = {
  id: 'javascript' as const,
  label: 'JavaScript',
  aliases: ['js'],
  monacoId: 'javascript',
  onCompilerPage: true,
  sourceFile: 'main.js',
  compile: null,
  artifacts: () => [],
  run: (entry, heapFlags) => ['/usr/bin/node', ...heapFlags, entry],
  toolchainPackage: 'Node.js (node)',
  versionProbe: { argv: ['/usr/bin/node', '--version'], pattern: /v(\d+\.\d+\.\d+)/ },
  lint: {
    argv: (_sources, file) => ['/usr/bin/node', '--check', file],
    description: '`node --check`',
  },
  helloWorld: 'console.log("Hello, World!");\n',
  timeMultiplier: 2,
  referencePriority: 4,
  // Whatever no other language claims.
  guess: { order: 4, marks: /[\s\S]*/ },
  memory: {
    mode: 'resident',
    overheadMb: 64,
    // V8 caps its heap itself; --stack-size (KiB) stays below the 8 MiB main-thread stack.
    heapFlags: (memoryMb) => [`--max-old-space-size=${memoryMb}`, '--stack-size=7800'],
  },
} satisfies LanguageSpec;
