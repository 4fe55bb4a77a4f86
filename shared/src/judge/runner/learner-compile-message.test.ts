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

  it('leaves a message with no place at all as it is', () => {
    expect(learnerCompileMessage('Compilation took too long and was stopped.', cpp)).toBe(
      'Compilation took too long and was stopped.',
    );
  });
});
