import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages.ts';
import { hasErrorOutside, learnerCompileMessage } from './learner-compile-message.ts';

const cpp = { files: ['solution.cpp'], linePrefixes: {} };

describe('learnerCompileMessage', () => {
  it('keeps the learner’s messages whole and drops include chains, headers and counts', () => {
    const text = [
      'solution.cpp:2:5: error: expected class name',
      '    2 |     def twoSum(self, nums, target):',
      '      |     ^',
      'In file included from zc-harness.cpp:10:',
      'In file included from fcntl.h:35:',
      "fcntl-linux.h:393:1: error: expected member name or ';' after declaration specifiers",
      '  393 | __BEGIN_DECLS',
      '      | ^~~~~~~~~~~~~',
      "cdefs.h:133:31: note: expanded from macro '__BEGIN_DECLS'",
      '20 errors generated.',
    ].join('\n');
    expect(hasErrorOutside(text, cpp.files)).toBe(true);
    expect(learnerCompileMessage(text, cpp)).toBe(
      [
        'solution.cpp:2:5: error: expected class name',
        '    2 |     def twoSum(self, nums, target):',
        '      |     ^',
      ].join('\n'),
    );
  });

  it('tells an error only in the judge’s code by its words, marked at the learner’s note', () => {
    const text = [
      "zc-harness.cpp:40:19: error: no member named 'twoSum' in 'Solution'",
      '   40 |   zc_solution->twoSum(p0, p1);',
      "solution.cpp:3:17: note: 'twoSums' declared here",
      '    3 |     vector<int> twoSums(vector<int>& nums, int target) {',
      '1 error generated.',
    ].join('\n');
    expect(learnerCompileMessage(text, cpp).split('\n')).toEqual([
      messages.aroundYourCodeDidNotCompile,
      "error: no member named 'twoSum' in 'Solution'",
      "solution.cpp:3:17: error: no member named 'twoSum' in 'Solution' ('twoSums' declared here)",
      '    3 |     vector<int> twoSums(vector<int>& nums, int target) {',
    ]);
  });

  it('shows javac’s echo of line 1 without the imports the harness put before the code', () => {
    const prefix = 'import java.util.*; ';
    const text = [
      "Solution.java:1: error: '{' expected",
      `${prefix}class Solution:`,
      `${' '.repeat(prefix.length + 14)}^`,
      '1 error',
    ].join('\n');
    const shown = learnerCompileMessage(text, {
      files: ['Solution.java'],
      linePrefixes: { 'Solution.java': prefix },
    });
    expect(shown).toBe(
      ["Solution.java:1: error: '{' expected", 'class Solution:', `${' '.repeat(14)}^`].join('\n'),
    );
  });

  it('keeps rustc’s messages about the learner’s solution.rs and tells the harness’s by their words', () => {
    const rust = { files: ['solution.rs'], linePrefixes: {} };
    const own = [
      'error[E0425]: cannot find value `undefined_name` in this scope',
      ' --> solution.rs:4:9',
      '  |',
      '4 |         undefined_name',
      '  |         ^^^^^^^^^^^^^^ not found in this scope',
      '',
      'error: aborting due to 1 previous error',
      '',
      'For more information about this error, try `rustc --explain E0425`.',
    ];
    expect(learnerCompileMessage(own.join('\n'), rust)).toBe(own.slice(0, 5).join('\n'));
    const harness = [
      'error[E0599]: no associated function or constant named `two_sum` found for struct `Solution` in the current scope',
      '  --> main.rs:53:44',
      '   |',
      '38 | pub struct Solution;',
      'warning: unused variable: `target`',
      ' --> solution.rs:2:35',
      '  |',
      'error: aborting due to 1 previous error; 1 warning emitted',
    ].join('\n');
    expect(hasErrorOutside(harness, rust.files)).toBe(true);
    expect(learnerCompileMessage(harness, rust).split('\n')).toEqual([
      messages.aroundYourCodeDidNotCompile,
      'error: no associated function or constant named `two_sum` found for struct `Solution` in the current scope',
      'warning: unused variable: `target`',
      ' --> solution.rs:2:35',
      '  |',
    ]);
  });

  it('leaves a message with no place at all as it is', () => {
    expect(learnerCompileMessage('Compilation took too long and was stopped.', cpp)).toBe(
      'Compilation took too long and was stopped.',
    );
  });
});
