import type { LanguageSpec } from './language.ts';

/** Debian's interpreter, not whatever `python3` a shim puts first on PATH. */
export const python = {
  id: 'python' as const,
  label: 'Python',
  aliases: ['py'],
  monacoId: 'python',
  onCompilerPage: true,
  sourceFile: 'main.py',
  compile: null,
  artifacts: () => [],
  // -I: ignore PYTHON* variables and the user site dir; -B: no .pyc writes in the work dir.
  run: (entry) => ['/usr/bin/python3', '-I', '-B', entry],
  toolchainPackage: 'Python 3 (python3)',
  versionProbe: { argv: ['/usr/bin/python3', '--version'], pattern: /Python (\d+\.\d+\.\d+)/ },
  lint: {
    argv: (_sources, file) => ['/usr/bin/python3', '-I', '-W', 'always', '-m', 'py_compile', file],
    description: '`python -m py_compile`',
  },
  helloWorld: 'print("Hello, World!")\n',
  timeMultiplier: 3,
  referencePriority: 3,
  guess: {
    order: 3,
    marks:
      /^\s*def\s+\w+\s*\(|^\s*class\s+\w+.*:\s*$|\bprint\s*\(|^\s*(?:from\s+\w+\s+)?import\s+\w+\s*$/m,
  },
  memory: { mode: 'address-space' },
} satisfies LanguageSpec;
