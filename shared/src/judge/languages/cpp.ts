import type { LanguageSpec } from './language.ts';

/**
 * LeetCode's C++: clang 19, C++23, libstdc++ (libc++ works too: macOS). The same flags build the precompiled header and
 * every compile: clang refuses a PCH built with other flags. -fpch-instantiate-templates does
 * the header's template instantiations once, in the PCH: it makes a compile faster than g++'s.
 */
const flags = ['-std=c++23', '-O2', '-pipe', '-fpch-instantiate-templates'];
const compiler = '/usr/bin/clang++-19';

export const cpp = {
  id: 'cpp' as const,
  label: 'C++',
  aliases: [],
  monacoId: 'cpp',
  onCompilerPage: true,
  sourceFile: 'main.cpp',
  // clang uses stdc++.h.pch next to an -include'd header when it exists, else parses the header.
  // include/ holds our own bits/stdc++.h (every standard header), found before any library's own:
  // the same header with libstdc++ and libc++, for the harness and for learners who include it.
  compile: (sources, preparedDir) => [
    compiler,
    ...flags,
    '-I',
    `${preparedDir}/include`,
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
    runtimeFiles: { 'include/bits/stdc++.h': 'include/bits/stdc++.h' },
    // The header's text goes into the PCH: it is built in a scratch dir that is then renamed.
    argv: [
      compiler,
      ...flags,
      ...['-I', 'include'],
      ...['-Xclang', '-fmodules-embed-all-files'],
      ...['-x', 'c++-header', 'stdc++.h', '-o', 'stdc++.h.pch'],
    ],
    output: 'stdc++.h.pch',
  },
  artifacts: () => ['main'],
  run: () => ['./main'],
  toolchainPackage: 'clang 19 (Debian/Ubuntu: clang-19; macOS: Xcode Command Line Tools)',
  versionProbe: { argv: [compiler, '--version'], pattern: /clang version (\d+\.\d+\.\d+)/ },
  lint: {
    argv: (sources, _file, preparedDir) => [
      compiler,
      ...flags,
      ...['-I', `${preparedDir}/include`],
      ...['-fsyntax-only', '-Wall', '-Wextra'],
      ...sources,
    ],
    description: '`clang++ -Wall -Wextra`',
  },
  helloWorld:
    '#include <iostream>\nusing namespace std;\n\nint main() {\n    cout << "Hello, World!" << endl;\n    return 0;\n}\n',
  timeMultiplier: 1,
  referencePriority: 0,
  guess: {
    order: 1,
    marks:
      /#include\s*<(?:iostream|vector|bits\/stdc\+\+\.h|string|map|algorithm)>|\bstd::|\bcout\b|\busing\s+namespace\b|\bclass\s+\w+\s*\{[\s\S]*\bpublic:/,
  },
  memory: { mode: 'address-space' },
} satisfies LanguageSpec;
