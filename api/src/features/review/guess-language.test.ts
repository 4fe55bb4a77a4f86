import { describe, expect, it } from 'vitest';
import { guessLanguage } from './guess-language.ts';

describe('guessLanguage', () => {
  it.each([
    ['public class Main { public static void main(String[] a) {} }', 'java'],
    ['class Solution {\npublic:\n  int f() { return 1; }\n};', 'cpp'],
    ['#include <iostream>\nint main() { std::cout << 1; }', 'cpp'],
    ['#include <stdio.h>\nint main(void) { printf("1"); }', 'c'],
    ['class Solution:\n    def f(self):\n        return 1\n', 'python'],
    ['print(input())', 'python'],
    ['var twoSum = function(nums, target) { return []; };', 'javascript'],
    ['console.log(1)', 'javascript'],
    ['func twoSum(nums []int, target int) []int {\n    return nil\n}', 'go'],
    ['func (this *LRUCache) Get(key int) int {\n    return -1\n}', 'go'],
    ['package main\n\nimport "fmt"\n\nfunc main() { fmt.Println(1) }', 'go'],
    ['if (n := len(a)) > 10:\n    print(n)\n', 'python'],
  ] as const)('reads %j as %s', (code, language) => {
    expect(guessLanguage(code)).toBe(language);
  });
});
