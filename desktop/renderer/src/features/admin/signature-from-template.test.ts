import { minStackSignature, twoSumSignature } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { signatureFromTemplate } from './signature-from-template.ts';

describe('signatureFromTemplate', () => {
  it('reads a function problem from class Solution', () => {
    const code = `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        // a comment { with a brace
    }
};`;
    expect(signatureFromTemplate(code)).toEqual(twoSumSignature);
  });

  it('reads a design class with its constructor and methods', () => {
    const code = `class MinStack {
public:
    MinStack() {}
    void push(int val) {}
    int getMin() { return 0; }
};`;
    expect(signatureFromTemplate(code)).toEqual(minStackSignature);
  });

  it('maps nested vectors, strings, lists and trees', () => {
    const code = `class Solution {
public:
    vector<vector<string>> group(const vector<string> &words, ListNode* head, TreeNode* root, long long k, bool flag, char c, double x);
};`;
    expect(signatureFromTemplate(code)).toEqual({
      kind: 'function',
      name: 'group',
      params: [
        { name: 'words', type: 'string[]' },
        { name: 'head', type: 'ListNode' },
        { name: 'root', type: 'TreeNode' },
        { name: 'k', type: 'long' },
        { name: 'flag', type: 'boolean' },
        { name: 'c', type: 'character' },
        { name: 'x', type: 'double' },
      ],
      return: { type: 'string[][]' },
    });
  });

  it('answers null for what it cannot express', () => {
    expect(signatureFromTemplate('int main() { return 0; }')).toBeNull();
    expect(signatureFromTemplate('class Solution {\npublic:\n};')).toBeNull();
    expect(
      signatureFromTemplate('class Solution { public: map<int, int> f(int a) {} };'),
    ).toBeNull();
    expect(
      signatureFromTemplate('class Solution { public: int a(int x) {} int b(int y) {} };'),
    ).toBeNull();
  });
});
