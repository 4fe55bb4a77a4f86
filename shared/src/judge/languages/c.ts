import type { LanguageSpec } from './language.ts';

export const c = {
  id: 'c' as const,
  label: 'C',
  aliases: [],
  monacoId: 'c',
  onCompilerPage: false,
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
  toolchainPackage: 'gcc (Debian/Ubuntu: build-essential; macOS: Xcode Command Line Tools)',
  versionProbe: { argv: ['/usr/bin/gcc', '--version'], pattern: /gcc.*?(\d+\.\d+\.\d+)/ },
  lint: {
    argv: (sources) => [
      '/usr/bin/gcc',
      '-std=gnu17',
      '-fsyntax-only',
      '-Wall',
      '-Wextra',
      ...sources,
    ],
    description: '`gcc -Wall -Wextra`',
  },
  helloWorld:
    '#include <stdio.h>\n\nint main(void) {\n    printf("Hello, World!\\n");\n    return 0;\n}\n',
  timeMultiplier: 1,
  referencePriority: 1,
  guess: { order: 2, marks: /#include\s*[<"]/ },
  memory: { mode: 'address-space' },
} satisfies LanguageSpec;
