import type { Language } from './language.ts';

export const javascript: Language = {
  id: 'javascript',
  label: 'JavaScript',
  monacoId: 'javascript',
  sourceFile: 'main.js',
  compile: null,
  artifacts: () => [],
  run: (entry, heapFlags) => ['/usr/bin/node', ...heapFlags, entry],
  versionProbe: { argv: ['/usr/bin/node', '--version'], pattern: /v(\d+\.\d+\.\d+)/ },
  helloWorld: 'console.log("Hello, World!");\n',
  timeMultiplier: 2,
  memory: {
    mode: 'resident',
    overheadMb: 64,
    // V8 caps its heap itself; --stack-size (KiB) stays below the 8 MiB main-thread stack.
    heapFlags: (memoryMb) => [`--max-old-space-size=${memoryMb}`, '--stack-size=7800'],
  },
};
