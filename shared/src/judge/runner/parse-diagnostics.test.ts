import { describe, expect, it } from 'vitest';
import { parseDiagnostics } from './parse-diagnostics.ts';

describe('parseDiagnostics', () => {
  it('reads gcc errors and warnings in the learner file and skips the harness and notes', () => {
    const text = [
      "solution.cpp: In member function 'int Solution::f(int)':",
      "solution.cpp:4:13: warning: unused variable 'unused' [-Wunused-variable]",
      '    4 |         int unused;',
      'solution.cpp:5:5: error: no return statement in function returning non-void [-Werror=return-type]',
      "zc-harness.cpp:10:3: warning: unused variable 'x'",
      'solution.cpp:5:5: note: something',
      'cc1plus: some warnings being treated as errors',
    ].join('\n');
    expect(parseDiagnostics(text, ['solution.cpp'])).toEqual([
      {
        line: 4,
        column: 13,
        severity: 'warning',
        message: "unused variable 'unused' [-Wunused-variable]",
      },
      {
        line: 5,
        column: 5,
        severity: 'error',
        message: 'no return statement in function returning non-void [-Werror=return-type]',
      },
    ]);
  });

  it('reads javac errors with the column from the caret line', () => {
    const text = [
      'Solution.java:2: error: incompatible types: String cannot be converted to int',
      '  public int f() { return "a"; }',
      '                          ^',
      '1 error',
    ].join('\n');
    expect(parseDiagnostics(text, ['Solution.java'])).toEqual([
      {
        line: 2,
        column: 27,
        severity: 'error',
        message: 'incompatible types: String cannot be converted to int',
      },
    ]);
  });

  it('reads a Python syntax error and a Node syntax error', () => {
    const python =
      '  File "solution.py", line 1\n    def f(:\n          ^\nSyntaxError: invalid syntax';
    expect(parseDiagnostics(python, ['solution.py'])).toEqual([
      { line: 1, severity: 'error', message: 'SyntaxError: invalid syntax' },
    ]);
    const node = "solution.js:2\nlet b = ;\n        ^\n\nSyntaxError: Unexpected token ';'";
    expect(parseDiagnostics(node, ['solution.js'])).toEqual([
      { line: 2, severity: 'error', message: "SyntaxError: Unexpected token ';'" },
    ]);
  });

  it('reads tsc errors and keeps absolute paths out of the way', () => {
    const text = "/tmp/zc-1/solution.ts(3,5): error TS2322: Type 'string' is not assignable.";
    expect(parseDiagnostics(text, ['solution.ts'])).toEqual([
      { line: 3, column: 5, severity: 'error', message: "Type 'string' is not assignable." },
    ]);
  });

  it("reads esbuild's errors at their first place, not their notes' (TypeScript)", () => {
    const text = [
      '✘ [ERROR] The symbol "x" has already been declared',
      '',
      '    solution.ts:3:8:',
      '      3 │   const x = 2;',
      '        ╵         ^',
      '',
      '  The symbol "x" was originally declared here:',
      '',
      '    solution.ts:2:8:',
      '      2 │   const x = 1;',
      '        ╵         ^',
      '',
      '✘ [ERROR] Unexpected ";"',
      '',
      '    main.cjs:4:12:',
      '',
      '  A note:',
      '',
      '    solution.ts:9:1:',
    ].join('\n');
    expect(parseDiagnostics(text, ['solution.ts'])).toEqual([
      {
        line: 3,
        column: 9,
        severity: 'error',
        message: 'The symbol "x" has already been declared',
      },
    ]);
  });

  it("reads rustc's errors and warnings at their ` --> ` place, not the harness's nor a note's", () => {
    const text = [
      'error[E0425]: cannot find value `undefined_name` in this scope',
      ' --> solution.rs:4:9',
      '  |',
      '4 |         undefined_name',
      '  |         ^^^^^^^^^^^^^^ not found in this scope',
      '',
      'error[E0599]: no associated function or constant named `two_sum` found for struct `Solution`',
      '  --> main.rs:53:44',
      '   |',
      'warning: unused variable: `target`',
      ' --> solution.rs:2:35',
      '  |',
      'note: the lint level is defined here',
      ' --> solution.rs:1:9',
      'error: aborting due to 2 previous errors; 1 warning emitted',
    ].join('\n');
    expect(parseDiagnostics(text, ['solution.rs'])).toEqual([
      {
        line: 4,
        column: 9,
        severity: 'error',
        message: 'cannot find value `undefined_name` in this scope',
      },
      { line: 2, column: 35, severity: 'warning', message: 'unused variable: `target`' },
    ]);
  });

  it('finds nothing without a learner file', () => {
    expect(parseDiagnostics('main.c:1:1: error: x', [])).toEqual([]);
  });
});
