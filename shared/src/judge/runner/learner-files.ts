import type { ProgramFiles } from '../signature/index.ts';

/**
 * The names under which compilers report the learner's own lines: the files that hold the code
 * (Python's solution.py, Java's Solution.java after its import line, a plain program) and the
 * name a C or C++ harness gives it with `#line 1 "solution.c"`.
 */
export function learnerFiles(program: ProgramFiles, code: string): string[] {
  const names = new Set<string>();
  for (const [name, text] of Object.entries(program.files)) {
    if (text.endsWith(code)) names.add(name);
    for (const match of text.matchAll(/^#line 1 "(solution\.\w+)"$/gm)) names.add(match[1]!);
  }
  return [...names];
}
