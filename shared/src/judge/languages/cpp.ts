import type { Language } from './language.ts';

/** Flags shared by the precompiled header and every compile: a PCH is used only if they match. */
const flags = ['-std=gnu++17', '-O2', '-pipe'];

export const cpp: Language = {
  id: 'cpp',
  label: 'C++',
  monacoId: 'cpp',
  sourceFile: 'main.cpp',
  // g++ uses stdc++.h.gch next to the included header when its flags match, else the header.
  compile: (sources, preparedDir) => [
    '/usr/bin/g++',
    ...flags,
    '-include',
    `${preparedDir}/stdc++.h`,
    // Warnings worth knowing reach the learner; a missing return is an error, as on LeetCode.
    '-Wall',
    '-Werror=return-type',
    ...sources,
    '-o',
    'main',
  ],
  prepare: {
    files: { 'stdc++.h': '#include <bits/stdc++.h>\n' },
    argv: ['/usr/bin/g++', ...flags, '-x', 'c++-header', 'stdc++.h', '-o', 'stdc++.h.gch'],
    output: 'stdc++.h.gch',
  },
  artifacts: () => ['main'],
  run: () => ['./main'],
  versionProbe: { argv: ['/usr/bin/g++', '--version'], pattern: /g\+\+.*?(\d+\.\d+\.\d+)/ },
  helloWorld:
    '#include <iostream>\nusing namespace std;\n\nint main() {\n    cout << "Hello, World!" << endl;\n    return 0;\n}\n',
  timeMultiplier: 1,
  memory: { mode: 'address-space' },
};
