import type { ProgramFiles } from '../signature/index.ts';

/**
 * The names under which compilers report the learner's own lines: the files that hold the code
 * (Python's solution.py, Java's Solution.java after its import line, Rust's solution.rs before
 * the harness's closing item, a plain program) and the name a C or C++ harness gives it with
 * `#line 1 "solution.c"`.
 */
export function learnerFiles(program: ProgramFiles, code: string): string[] {
  const names = new Set<string>();
  for (const [name, text] of Object.entries(program.files)) {
    if (text.endsWith(code) || text.startsWith(`${code}\n`)) names.add(name);
    for (const match of text.matchAll(/^#line 1 "(solution\.\w+)"$/gm)) names.add(match[1]!);
  }
  return [...names];
}

/** What each file adds before the learner's code on the code's first line (Java's imports). */
export function learnerLinePrefixes(program: ProgramFiles, code: string): Record<string, string> {
  const prefixes: Record<string, string> = {};
  for (const [name, text] of Object.entries(program.files)) {
    const prefix = text.endsWith(code) ? text.slice(0, text.length - code.length) : '';
    if (prefix !== '' && !prefix.includes('\n')) prefixes[name] = prefix;
  }
  return prefixes;
}

/**
 * The program cut right after the learner's code, where a C or C++ harness marks it with
 * `#line 1 "solution.c"`: the prelude and their code, without the judge's code after it. Null
 * when no file marks the code so.
 */
export function learnerCodeAlone(program: ProgramFiles, code: string): ProgramFiles | null {
  let cut = false;
  const files = Object.fromEntries(
    Object.entries(program.files).map(([name, text]) => {
      const marked = /^#line 1 "solution\.\w+"\n/m.exec(text);
      if (!marked || !text.startsWith(code, marked.index + marked[0].length)) return [name, text];
      cut = true;
      return [name, `${text.slice(0, marked.index + marked[0].length + code.length)}\n`];
    }),
  );
  return cut ? { ...program, files } : null;
}
