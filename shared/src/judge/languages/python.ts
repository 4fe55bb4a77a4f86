import type { Language } from './language.ts';

/** Debian's interpreter, not whatever `python3` a shim puts first on PATH. */
export const python: Language = {
  id: 'python',
  label: 'Python',
  monacoId: 'python',
  sourceFile: 'main.py',
  compile: null,
  artifacts: () => [],
  // -I: ignore PYTHON* variables and the user site dir; -B: no .pyc writes in the work dir.
  run: (entry) => ['/usr/bin/python3', '-I', '-B', entry],
  versionProbe: { argv: ['/usr/bin/python3', '--version'], pattern: /Python (\d+\.\d+\.\d+)/ },
  helloWorld: 'print("Hello, World!")\n',
  timeMultiplier: 3,
  memory: { mode: 'address-space' },
};
