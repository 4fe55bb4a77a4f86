import type { Language } from './language.ts';

export const c: Language = {
  id: 'c',
  label: 'C',
  monacoId: 'c',
  sourceFile: 'main.c',
  compile: (sources) => [
    '/usr/bin/gcc',
    '-std=gnu17',
    '-O2',
    '-pipe',
    // Warnings worth knowing reach the learner; a missing return is an error, as on LeetCode.
    '-Wall',
    '-Werror=return-type',
    ...sources,
    '-o',
    'main',
    '-lm',
  ],
  artifacts: () => ['main'],
  run: () => ['./main'],
  versionProbe: { argv: ['/usr/bin/gcc', '--version'], pattern: /gcc.*?(\d+\.\d+\.\d+)/ },
  helloWorld:
    '#include <stdio.h>\n\nint main(void) {\n    printf("Hello, World!\\n");\n    return 0;\n}\n',
  timeMultiplier: 1,
  memory: { mode: 'address-space' },
};
