import { describe, expect, it } from 'vitest';
import { getLanguage } from '@zencode/shared/judge';
import { diagnosticsFor, lintCompiled } from './lint-code.ts';

describe('diagnosticsFor', () => {
  it("keeps the learner's file and drops the harness's diagnostics", () => {
    const output = [
      "solution.cpp: In member function 'int Solution::f()':",
      "solution.cpp:4:13: warning: unused variable 'x' [-Wunused-variable]",
      '    4 |         int x = 0;',
      '      |             ^',
      "zc-harness.cpp: In function 'void zc_run_case()':",
      "zc-harness.cpp:90:7: warning: unused variable 'zc_t' [-Wunused-variable]",
      '   90 |   int zc_t;',
      'solution.cpp:9:1: warning: no return statement in function returning non-void [-Wreturn-type]',
    ].join('\n');
    expect(diagnosticsFor(output, 'solution.cpp')).toBe(
      [
        "solution.cpp: In member function 'int Solution::f()':",
        "solution.cpp:4:13: warning: unused variable 'x' [-Wunused-variable]",
        '    4 |         int x = 0;',
        '      |             ^',
        'solution.cpp:9:1: warning: no return statement in function returning non-void [-Wreturn-type]',
      ].join('\n'),
    );
  });

  it('keeps messages without locations, such as Python syntax errors', () => {
    const output =
      '  File "solution.py", line 2\n    return (\n           ^\nSyntaxError: \'(\' was never closed';
    expect(diagnosticsFor(output, 'solution.py')).toBe(output.trim());
  });

  it('is empty for a clean compile', () => {
    expect(diagnosticsFor('\n', 'Main.java')).toBe('');
  });

  it("keeps rustc's messages about solution.rs by their ` --> ` place, not the harness's", () => {
    const output = [
      'warning: unused variable: `target`',
      ' --> solution.rs:2:35',
      '  |',
      '2 |     pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {',
      'warning: unused import: `Rc`',
      ' --> main.rs:4:5',
      '  |',
      'warning: 2 warnings emitted',
      '',
    ].join('\n');
    expect(diagnosticsFor(output, 'solution.rs')).toBe(
      [
        'warning: unused variable: `target`',
        ' --> solution.rs:2:35',
        '  |',
        '2 |     pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {',
      ].join('\n'),
    );
  });
});

describe('lintCompiled', () => {
  it("takes go vet's findings as warnings: the code compiles unless an error is reported", () => {
    const go = getLanguage('go');
    const finding = go.compilerOutput!(
      '# [_/work]\n./solution.go:3:14: fmt.Printf format %d has arg "x" of wrong type string',
    );
    expect(lintCompiled(go, finding)).toBe(true);
    const typeError = go.compilerOutput!(
      '# [_/work]\nvet: ./solution.go:2:14: declared and not used: x',
    );
    expect(lintCompiled(go, typeError)).toBe(false);
    // Other lints exit non-zero only when the code does not compile.
    expect(lintCompiled(getLanguage('python'), 'SyntaxError: invalid syntax')).toBe(false);
  });
});
