import { join } from 'node:path';
import type { Language } from './language.ts';

/** Flags shared by the precompiled header and every compile: a PCH is used only if they match. */
export const cppFlags = ['-std=gnu++17', '-O2', '-pipe'];

/** Directory under the compile cache holding `stdc++.h` and its precompiled `stdc++.h.gch`. */
export const cppPchDir = (cacheDir: string) => join(cacheDir, 'pch-gnu++17-O2');

export const cpp: Language = {
  id: 'cpp',
  label: 'C++',
  monacoId: 'cpp',
  sourceFile: 'main.cpp',
  compile: (sources, cacheDir) => [
    '/usr/bin/g++',
    ...cppFlags,
    '-include',
    join(cppPchDir(cacheDir), 'stdc++.h'),
    ...sources,
    '-o',
    'main',
  ],
  artifacts: () => ['main'],
  run: () => ['./main'],
  versionProbe: { argv: ['/usr/bin/g++', '--version'], pattern: /g\+\+.*?(\d+\.\d+\.\d+)/ },
  helloWorld:
    '#include <iostream>\nusing namespace std;\n\nint main() {\n    cout << "Hello, World!" << endl;\n    return 0;\n}\n',
  timeMultiplier: 1,
  memory: { mode: 'address-space' },
};
